import {
  boolean,
  DEFAULT_WEEK_HOURS,
  defineResource,
  json,
  reference,
  text,
  textList,
  weekHoursSchema,
} from '@chairside/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, toXlsx } from './export.js';

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+31 20 555', "'+31 20 555"],
    ['-2', "'-2"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
  ])('neutralises a formula-like cell %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('quotes cells with commas, quotes or line breaks, after neutralising', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
  });

  it('leaves ordinary text alone, including signs inside it', () => {
    for (const s of ['', 'plain', 'a=b', 'x-ray', 'mail@example.com', "l'atelier"]) expect(csvCell(s)).toBe(s);
  });
});

const def = defineResource({
  name: 'long-named-records-for-the-export-test',
  table: 'exports',
  label: 'Export',
  plural: 'Records With A Very Long Plural Name',
  titleField: 'title',
  fields: {
    title: text({ label: 'Title', required: true }),
    owner: reference({ label: 'Owner', resource: 'clinics' }),
    tags: textList({ label: 'Tags' }),
    active: boolean({ label: 'Active' }),
    hours: json({ label: 'Hours', schema: weekHoursSchema, widget: 'weekHours' }),
  },
  list: { columns: ['title'] },
  permissions: { read: null, write: 'settings.manage' },
});

const record = {
  id: 7,
  createdAt: '2024-01-02T03:04:05.000Z',
  updatedAt: '2024-01-03T03:04:05.000Z',
  version: 1,
  title: '=cmd|"/c calc"!A1',
  owner: 3,
  labels: { owner: 'Main Clinic' },
  tags: ['a', 'b'],
  active: false,
  hours: DEFAULT_WEEK_HOURS,
};
const blank = { ...record, id: 8, owner: null, labels: { owner: null }, tags: [], active: true, hours: null };
const HOURS =
  'Monday: 08:00 - 18:00; Tuesday: 08:00 - 18:00; Wednesday: 08:00 - 18:00; Thursday: 08:00 - 18:00; ' +
  'Friday: 08:00 - 18:00; Saturday: 09:00 - 14:00; Sunday: Closed';

describe('toCsv', () => {
  it('writes a BOM, a header of labels and one CRLF line per record, as a person reads it', () => {
    const csv = toCsv(def, [record, blank]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Id,Title,Owner,Tags,Active,Hours,Created,Updated',
      `7,"'=cmd|""/c calc""!A1",Main Clinic,"a, b",No,${HOURS},2024-01-02T03:04:05.000Z,2024-01-03T03:04:05.000Z`,
      `8,"'=cmd|""/c calc""!A1",,,Yes,,2024-01-02T03:04:05.000Z,2024-01-03T03:04:05.000Z`,
      '',
    ]);
  });
});

describe('toXlsx', () => {
  it('builds a workbook whose sheet holds the same cells, formulas as plain text', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await toXlsx(def, [record])) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    if (!ws) throw new Error('no sheet');
    expect(ws.name).toBe(def.plural.slice(0, 31));
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Id',
      'Title',
      'Owner',
      'Tags',
      'Active',
      'Hours',
      'Created',
      'Updated',
    ]);
    const title = ws.getRow(2).getCell(2);
    expect(title.type).toBe(ExcelJS.ValueType.String);
    expect(title.value).toBe('=cmd|"/c calc"!A1');
    expect(ws.getRow(2).getCell(3).value).toBe('Main Clinic');
    expect(ws.getRow(2).getCell(6).value).toBe(HOURS);
  });
});
