import {
  boolean,
  DEFAULT_WEEK_HOURS,
  date,
  decimal,
  defineResource,
  integer,
  json,
  money,
  reference,
  text,
  textList,
  weekHoursSchema,
} from '@chairside/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { translator } from '../documents/i18n.js';
import { csvCell, toCsv } from './export-csv.js';
import { moneyNumFmt, sheetName, toXlsx } from './export-xlsx.js';

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+A1', "'+A1"],
    ['-A1+1', "'-A1+1"],
    ['-1+1', "'-1+1"],
    ['+1 617 555 1555 cmd|calc', "'+1 617 555 1555 cmd|calc"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['@cmd', "'@cmd"],
    ['\tcmd', "'\tcmd"],
  ])('neutralises a cell a spreadsheet would evaluate: %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it.each(['+1 617 555 1555', '+33 (0)1 42 68 53 00', '+1-617-555-1555', '-5', '-12.50', '+3', '-'])(
    'leaves a signed number or phone number as it is: %j',
    (input) => {
      expect(csvCell(input)).toBe(input);
    },
  );

  it('quotes cells with commas, quotes or line breaks, after neutralising', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('-1,234.50')).toBe('"-1,234.50"');
  });

  it('leaves ordinary text alone, including signs inside it', () => {
    for (const s of ['', 'plain', 'a=b', 'x-ray', 'mail@example.com', "l'atelier", 'O-', 'A+'])
      expect(csvCell(s)).toBe(s);
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
      'ID,Title,Owner,Tags,Active,Hours,Created,Updated',
      `7,"'=cmd|""/c calc""!A1",Main Clinic,"a, b",No,${HOURS},2024-01-02T03:04:05.000Z,2024-01-03T03:04:05.000Z`,
      `8,"'=cmd|""/c calc""!A1",,,Yes,,2024-01-02T03:04:05.000Z,2024-01-03T03:04:05.000Z`,
      '',
    ]);
  });
});

describe('toCsv in the reader’s language', () => {
  it('translates the headers, yes/no and the days of the hours, never what people typed', () => {
    const [header, row] = toCsv(def, [{ ...record, title: 'Closed' }], translator('fr'))
      .slice(1)
      .split('\r\n');
    expect(header).toBe('N°,Titre,Owner,Tags,Actif,Hours,Créé le,Modifié');
    expect(row).toContain(',Closed,Main Clinic,"a, b",Non,Lundi: 08:00 - 18:00; Mardi: 08:00 - 18:00;');
    expect(row).toContain('; Dimanche: Fermé,');
  });
});

describe('sheetName', () => {
  it('keeps a name Excel accepts: no []:*?/\\, at most 31 characters', () => {
    expect(sheetName('Recettes/Dépenses [2026]: *?\\')).toBe('Recettes Dépenses 2026');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
  });
});

describe('toXlsx', () => {
  it('builds a workbook whose sheet holds the same cells, formulas as plain text', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await toXlsx(def, [record], SHEET_FORMAT)) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    if (!ws) throw new Error('no sheet');
    expect(ws.name).toBe(def.plural.slice(0, 31));
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'ID',
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

const SHEET_FORMAT = { dateFormat: 'DD-MM-YYYY', currency: 'USD', currencySymbol: '$' } as const;

const ledger = defineResource({
  name: 'typed-export-test',
  table: 'typed_exports',
  label: 'Entry',
  plural: 'Entries',
  titleField: 'note',
  fields: {
    note: text({ label: 'Note', required: true }),
    amount: money({ label: 'Amount', required: true }),
    currency: text({ label: 'Currency', max: 3, readOnly: true }),
    paidOn: date({ label: 'Paid On' }),
    rating: decimal({ label: 'Rating', scale: 1 }),
    visits: integer({ label: 'Visits' }),
  },
  list: { columns: ['note'] },
  permissions: { read: null, write: 'settings.manage' },
});

const entry = (id: number, values: Record<string, unknown>) => ({
  id,
  createdAt: '2026-03-02T14:30:00.000Z',
  updatedAt: '2026-03-02T14:30:00.000Z',
  version: 1,
  note: 'A rather long note that makes its column wider than the header',
  currency: 'USD',
  paidOn: null,
  rating: null,
  visits: null,
  ...values,
});

async function sheetOf(records: Record<string, unknown>[]): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await toXlsx(ledger, records, SHEET_FORMAT)) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error('no sheet');
  return ws;
}

describe('toXlsx typed cells', () => {
  it('writes money as numbers in the record’s currency, dates as dates, numbers as numbers', async () => {
    const ws = await sheetOf([
      entry(1, { amount: '1234.50', paidOn: '2026-02-28', rating: 4.5, visits: 3 }),
      entry(2, { amount: '-0.10', currency: 'EUR' }),
    ]);
    const [, id, , amount, , paidOn, rating, visits, created] = ws.getRow(2).values as ExcelJS.CellValue[];
    expect([id, amount, rating, visits]).toEqual([1, 1234.5, 4.5, 3]);
    expect(paidOn).toEqual(new Date(Date.UTC(2026, 1, 28)));
    expect(created).toEqual(new Date('2026-03-02T14:30:00.000Z'));
    expect(ws.getRow(2).getCell(3).numFmt).toBe('"$"#,##0.00');
    expect(ws.getRow(3).getCell(3).numFmt).toBe('"€"#,##0.00');
    expect(ws.getRow(3).getCell(3).value).toBe(-0.1);
    expect(ws.getRow(2).getCell(5).numFmt).toBe('dd-mm-yyyy');
    expect(ws.getRow(2).getCell(6).numFmt).toBe('#,##0.0');
    expect(ws.getRow(2).getCell(8).numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(ws.getRow(3).getCell(5).value).toBeNull();
  });

  it('freezes a bold header row with an auto-filter, and sizes columns to their content', async () => {
    const ws = await sheetOf([entry(1, { amount: '98765432.10', paidOn: '2026-02-28' })]);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.autoFilter).toBe('A1:I1');
    expect(ws.getColumn(1).width).toBe(8);
    expect(ws.getColumn(2).width).toBe(60); // the longest note is 63 characters: capped
    expect(ws.getColumn(3).width).toBe('$98,765,432.10'.length + 2);
    expect(ws.getColumn(5).width).toBe('DD-MM-YYYY'.length + 2);
  });
});

describe('moneyNumFmt', () => {
  it('puts the clinic’s symbol where the currency takes it, without quotes that would break the format', () => {
    expect(moneyNumFmt({ currency: 'GBP', currencySymbol: '£' })).toBe('"£"#,##0.00');
    expect(moneyNumFmt({ currency: 'MAD', currencySymbol: 'د.م' })).toBe('"د.م\u00a0"#,##0.00');
    expect(moneyNumFmt({ currency: 'USD', currencySymbol: 'US"$' })).toBe('"US$"#,##0.00');
  });
});
