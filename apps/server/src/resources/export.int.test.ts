import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { errorMap, parseCsv } from '../test/http.js';
import { incomeInput, setClinicCurrency, setClinicLocalisation } from '../test/ledger.js';
import { createPatient } from '../test/records.js';

/** Exports opened as a spreadsheet would: typed XLSX cells that sum, CSV that keeps phone numbers. */

let ctx: TestContext;
let receptionist: string;

beforeAll(async () => {
  ctx = await createTestContext();
  receptionist = await ctx.signIn('Receptionist');
});
afterAll(() => ctx.close());

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: receptionist }, ...(payload ? { payload } : {}) });

async function sheetOf(url: string): Promise<{ sheet: ExcelJS.Worksheet; column: (label: string) => number }> {
  const res = await inject('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = sheet.getRow(1).values as unknown[];
  return { sheet, column: (label) => header.indexOf(label) };
}

describe('GET /api/{name}/export', () => {
  it('gives an Excel workbook whose Amount column sums to the total, in the currency each was recorded in', async () => {
    const amounts = ['450.00', '0.10', '0.20', '1234.56', '99.99'];
    for (const [i, amount] of amounts.entries())
      expect(
        (await inject('POST', '/api/incomes', incomeInput({ description: `Sheet sum ${i}`, amount }))).statusCode,
      ).toBe(201);
    await setClinicCurrency(ctx, 'EUR', '€');
    expect(
      (await inject('POST', '/api/incomes', incomeInput({ description: 'Sheet sum in euros', amount: '10.00' })))
        .statusCode,
    ).toBe(201);

    const { sheet, column } = await sheetOf('/api/incomes/export?format=xlsx&q=sheet%20sum&sort=transactionDate');
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    const amount = column('Amount');
    const dollars = rows.filter((row) => row.getCell(column('Currency')).value === 'USD');
    const cents = dollars.reduce((sum, row) => sum + Math.round(Number(row.getCell(amount).value) * 100), 0);
    expect(cents).toBe(178485);
    for (const row of rows) expect(typeof row.getCell(amount).value).toBe('number');
    expect(dollars.map((row) => row.getCell(amount).numFmt)).toEqual(amounts.map(() => '"$"#,##0.00'));
    const euros = rows.find((row) => row.getCell(column('Currency')).value === 'EUR');
    expect(euros?.getCell(amount).numFmt).toBe('"€"#,##0.00');

    const day = rows[0]!.getCell(column('Transaction Date'));
    expect(day.value).toEqual(new Date(Date.UTC(2026, 2, 2)));
    expect(day.numFmt).toBe('yyyy-mm-dd');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toMatch(/^A1:[A-Z]+1$/);
  });

  it('gives a CSV that neutralises formulas but keeps a phone number and a blood group as they are', async () => {
    const patient = await createPatient(ctx, receptionist, '=HYPERLINK("http://x","Export Patient")', 'O-');
    const patched = await inject('PATCH', `/api/patients/${patient}`, { telephone: '+1 617 555 1555', version: 1 });
    expect(patched.statusCode, patched.body).toBe(200);
    const res = await inject('GET', `/api/patients/export?format=csv&ids=${patient}`);
    expect(res.statusCode, res.body).toBe(200);
    const [header = [], row = []] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    const cell = (label: string) => row[header.indexOf(label)];
    expect(cell('Telephone')).toBe('+1 617 555 1555');
    expect(cell('Blood Type')).toBe('O-');
    expect(cell('Full Name')).toBe('\'=HYPERLINK("http://x","Export Patient")');
  });

  it('writes headers, choices and the sheet name in the language asked for, else the clinic’s, numbers still numbers', async () => {
    const patient = await createPatient(ctx, receptionist, 'Export Langue', 'B+');
    const patched = await inject('PATCH', `/api/patients/${patient}`, { gender: 'Female', version: 1 });
    expect(patched.statusCode, patched.body).toBe(200);
    const csvIn = async (lang: string) => {
      const res = await inject('GET', `/api/patients/export?format=csv&ids=${patient}${lang ? `&lang=${lang}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const [header = [], row = []] = parseCsv(res.body.replace(/^\uFEFF/, ''));
      return Object.fromEntries(header.map((label, i) => [label, row[i]]));
    };
    expect(await csvIn('fr')).toMatchObject({ 'Nom complet': 'Export Langue', Sexe: 'Femme', 'Groupe sanguin': 'B+' });

    const { sheet, column } = await sheetOf(`/api/patients/export?format=xlsx&ids=${patient}&lang=es`);
    expect(sheet.name).toBe('Pacientes');
    expect(sheet.getRow(2).getCell(column('Sexo')).value).toBe('Mujer');
    expect(sheet.getRow(2).getCell(column('N.º')).value).toBe(patient);

    const before = await setClinicLocalisation(ctx, { language: 'ar' });
    try {
      expect(await csvIn('')).toMatchObject({ 'الاسم الكامل': 'Export Langue', الجنس: 'أنثى' });
      expect(await csvIn('en')).toMatchObject({ 'Full Name': 'Export Langue', Gender: 'Female' });
    } finally {
      await setClinicLocalisation(ctx, before);
    }
  });

  it('refuses a language the app does not speak, saying so on the lang field', async () => {
    const res = await inject('GET', '/api/patients/export?format=csv&lang=de');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorMap(res))).toEqual(['lang']);
  });
});
