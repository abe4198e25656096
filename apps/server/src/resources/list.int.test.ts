import { clinics, formatDayHours, WEEK_DAYS } from '@chairside/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { type ClinicInput, clinicInput, errorMap, expectProblem, parseCsv } from '../test/http.js';

/** Listing, searching, filtering, sorting, exporting and looking up records. */

type Clinic = ClinicInput & { id: number; createdAt: string; updatedAt: string; version: number };
interface Page {
  items: Clinic[];
  total: number;
  page: number;
  pageSize: number;
}

const FORMULA = '=HYPERLINK("http://evil.example","Click")';
const SEED: Partial<ClinicInput>[] = [
  { name: 'Alpha Dental', city: 'Lyon', country: 'FR', email: 'alpha@lyon.example' },
  { name: 'Beta Smiles', city: 'Paris', country: 'FR' },
  { name: 'Epsilon Clinic', city: 'Lyon', country: 'FR' },
  { name: 'Gamma Care', city: 'Berlin', country: 'DE' },
  { name: 'Delta Teeth', city: 'Munich', country: 'DE', address: '5 Lyonel Street' },
  { name: '100% Smiles', city: 'Madrid', country: 'ES' },
  { name: FORMULA, city: 'Oslo', country: 'NO', address: '@SUM(1+1), "quoted"', state: '-2+3' },
];

let ctx: TestContext;
let user: string;
const created: Clinic[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.signIn('Admin');
  user = await ctx.signIn('Accountant');
  for (const s of SEED) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/clinics',
      payload: clinicInput(s),
      headers: { cookie: admin },
    });
    created.push(res.json<Clinic>());
  }
});
afterAll(() => ctx.close());

const list = (query: string) => ctx.app.inject({ url: `/api/clinics${query}`, headers: { cookie: user } });
const names = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>().items.map((c) => c.name);
};

describe('GET /api/clinics', () => {
  it('pages with the resource default size (5) and default sort', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json<Page>();
    expect(body).toMatchObject({ total: SEED.length, page: 1, pageSize: clinics.list.pageSize });
    expect(body.items).toHaveLength(5);
  });

  it('returns the page asked for, and an empty page past the end', async () => {
    const ids = created.map((c) => c.id);
    const page2 = (await list('?sort=id&pageSize=3&page=2')).json<Page>();
    expect(page2).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect(page2.items.map((c) => c.id)).toEqual(ids.slice(3, 6));
    expect((await list('?sort=id&pageSize=3&page=3')).json<Page>().items.map((c) => c.id)).toEqual(ids.slice(6));
    expect((await list('?pageSize=3&page=4')).json<Page>()).toMatchObject({ items: [], total: 7 });
  });

  it('accepts pageSize up to 100 and refuses more, or nonsense, with 400', async () => {
    expect((await list('?pageSize=100')).statusCode).toBe(200);
    const res = await list('?pageSize=101');
    expectProblem(res, 400);
    expect(errorMap(res)).toEqual({ pageSize: 'pageSize must be at most 100' });
    expectProblem(await list('?page=0'), 400);
    expectProblem(await list('?pageSize=abc'), 400);
  });

  it('sorts ascending and descending', async () => {
    expect(await names('?country=FR&sort=name')).toEqual(['Alpha Dental', 'Beta Smiles', 'Epsilon Clinic']);
    expect(await names('?country=FR&sort=-name')).toEqual(['Epsilon Clinic', 'Beta Smiles', 'Alpha Dental']);
    expect(await names('?sort=-id&pageSize=2')).toEqual([FORMULA, '100% Smiles']);
  });

  it('sorts on several keys', async () => {
    expect(await names('?country=FR&sort=city,-name')).toEqual(['Epsilon Clinic', 'Alpha Dental', 'Beta Smiles']);
    // Countries sort by their code: DE, ES, FR, NO.
    expect(await names('?sort=country,-name&pageSize=10')).toEqual([
      'Gamma Care',
      'Delta Teeth',
      '100% Smiles',
      'Epsilon Clinic',
      'Beta Smiles',
      'Alpha Dental',
      FORMULA,
    ]);
  });

  it('refuses an unknown sort key with 400 naming sort', async () => {
    for (const sort of ['password', 'name,email', '-address']) {
      const res = await list(`?sort=${sort}`);
      expectProblem(res, 400);
      expect(Object.keys(errorMap(res))).toEqual(['sort']);
    }
  });

  it('searches name, city, address and email case-insensitively', async () => {
    expect(await names('?q=lYoN&sort=name')).toEqual(['Alpha Dental', 'Delta Teeth', 'Epsilon Clinic']);
    expect(await names('?q=BETA%20smiles')).toEqual(['Beta Smiles']);
    expect(await names('?q=alpha%40lyon')).toEqual(['Alpha Dental']);
    expect((await list('?q=nothing-like-this')).json<Page>()).toMatchObject({ items: [], total: 0 });
  });

  it('never matches a text across two fields (one indexed document holds them all)', async () => {
    expect(await names('?q=dental')).toEqual(['Alpha Dental']);
    // "Alpha Dental" then "Lyon": the end of the name and the city, with and without the line between them.
    expect((await list('?q=Dental%0ALyon')).json<Page>()).toMatchObject({ items: [], total: 0 });
    expect((await list('?q=Dental%20Lyon')).json<Page>()).toMatchObject({ items: [], total: 0 });
    expect((await list('?q=DentalLyon')).json<Page>()).toMatchObject({ items: [], total: 0 });
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect(await names('?q=%25')).toEqual(['100% Smiles']);
    expect((await list('?q=_')).json<Page>().total).toBe(0);
  });

  it('filters on country exactly, together with search and paging', async () => {
    const germany = (await list('?country=DE')).json<Page>();
    expect(germany.total).toBe(2);
    expect(germany.items.every((c) => c.country === 'DE')).toBe(true);
    expect((await list('?country=FR&q=lyon&pageSize=1')).json<Page>()).toMatchObject({ total: 2, pageSize: 1 });
  });

  it('refuses a filter the resource does not declare with 400', async () => {
    const res = await list('?city=Lyon');
    expectProblem(res, 400);
    expect(errorMap(res)).toEqual({ city: 'Unknown field' });
  });
});

describe('GET /api/clinics/export', () => {
  const HEADERS = ['ID', ...Object.values(clinics.fields).map((f) => f.label), 'Created', 'Updated'];

  it('CSV: a header row, one row per record in list order, formula-like cells neutralised', async () => {
    const res = await ctx.app.inject({ url: '/api/clinics/export?format=csv&sort=id', headers: { cookie: user } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="clinics.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual(HEADERS);
    expect(HEADERS).toContain('Zip Code');
    expect(rows).toHaveLength(created.length);
    expect(rows.map((row) => Number(row[0]))).toEqual(created.map((c) => c.id));
    const evil = rows[6] ?? [];
    const col = (label: string) => evil[HEADERS.indexOf(label)];
    expect(col('Name')).toBe(`'${FORMULA}`);
    expect(col('Address')).toBe(`'@SUM(1+1), "quoted"`);
    expect(col('State')).toBe(`'-2+3`);
    // A phone number is not a formula: it stays as it is.
    expect(col('Contact Number')).toBe('+1 217 555 0100');
    expect(col('City')).toBe('Oslo');
    // The country's name, never its stored code.
    expect(col('Country')).toBe('Norway');
    expect(col('Working Hours')).toBe(
      WEEK_DAYS.map((d) => `${d}: ${formatDayHours(created[6]?.workingHours[d])}`).join('; '),
    );
    expect(col('Created')).toBe(created[6]?.createdAt);
  });

  it('CSV follows the search, filter and sort of the list', async () => {
    const res = await ctx.app.inject({
      url: '/api/clinics/export?country=FR&sort=-name',
      headers: { cookie: user },
    });
    const [, ...rows] = parseCsv(res.body.slice(1));
    expect(rows.map((r) => r[1])).toEqual(['Epsilon Clinic', 'Beta Smiles', 'Alpha Dental']);
  });

  it('XLSX is a real workbook with the same cells, formulas kept as text', async () => {
    const res = await ctx.app.inject({ url: '/api/clinics/export?format=xlsx&sort=id', headers: { cookie: user } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="clinics.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Clinics');
    if (!ws) throw new Error('no Clinics sheet');
    expect(ws.rowCount).toBe(created.length + 1);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect(ws.getRow(2).getCell(1).value).toBe(created[0]?.id);
    expect(ws.getRow(2).getCell(2).value).toBe('Alpha Dental');
    expect(ws.getRow(2).getCell(HEADERS.indexOf('Country') + 1).value).toBe('France');
    const evil = ws.getRow(8).getCell(2);
    expect(evil.type).toBe(ExcelJS.ValueType.String);
    expect(evil.value).toBe(FORMULA);
  });

  it('refuses an unknown format with 400', async () => {
    expectProblem(await ctx.app.inject({ url: '/api/clinics/export?format=pdf', headers: { cookie: user } }), 400);
  });
});

describe('medicament categories: search in description, lookup limit', () => {
  beforeAll(async () => {
    const assistant = await ctx.signIn('Assistant');
    for (let i = 1; i <= 25; i++) {
      const name = `Category ${String(i).padStart(2, '0')}`;
      const description = i === 7 ? 'Contains IBUPROFEN' : 'Plain';
      await ctx.app.inject({
        method: 'POST',
        url: '/api/medicament-categories',
        payload: { name, description },
        headers: { cookie: assistant },
      });
    }
  });

  it('finds a category by a word of its description', async () => {
    const res = await ctx.app.inject({ url: '/api/medicament-categories?q=ibuprofen', headers: { cookie: user } });
    expect(res.json()).toMatchObject({ total: 1, items: [{ name: 'Category 07' }] });
  });

  it('lookup answers at most 20 names, in order', async () => {
    const res = await ctx.app.inject({ url: '/api/medicament-categories/lookup', headers: { cookie: user } });
    const labels = res.json<{ label: string }[]>().map((x) => x.label);
    expect(labels).toHaveLength(20);
    expect(labels[0]).toBe('Category 01');
    expect(labels[19]).toBe('Category 20');
  });
});

describe('text sorting', () => {
  it('ignores letter case, as a person reading the list expects', async () => {
    const assistant = await ctx.signIn('Assistant');
    for (const name of ['zinc lozenge', 'Anaesthetic gel', 'amalgam'])
      await ctx.app.inject({
        method: 'POST',
        url: '/api/medicament-categories',
        payload: { name, description: 'Case test' },
        headers: { cookie: assistant },
      });
    const res = await ctx.app.inject({
      url: '/api/medicament-categories?q=Case%20test&sort=name',
      headers: { cookie: user },
    });
    expect(res.json<Page>().items.map((i) => i.name)).toEqual(['amalgam', 'Anaesthetic gel', 'zinc lozenge']);
    const desc = await ctx.app.inject({
      url: '/api/medicament-categories?q=Case%20test&sort=-name&pageSize=1&page=2',
      headers: { cookie: user },
    });
    expect(desc.json<Page>().items.map((i) => i.name)).toEqual(['Anaesthetic gel']);
  });
});
