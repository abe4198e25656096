import { toothLabel } from '@chairside/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingSetup } from '../../test/billing.js';
import { makePatient, post } from '../../test/book.js';
import type { TestContext } from '../../test/context.js';
import { doctorInput, parseCsv } from '../../test/http.js';
import { setClinicLocalisation } from '../../test/ledger.js';
import { pdfLines } from '../../test/pdf-text.js';

/**
 * A tooth is stored by its canonical (Universal) id and printed in the clinic's
 * numbering: Universal 5 is FDI 14 and Palmer UR4 on the plan PDF, the invoice
 * PDF and the exports (the wrong-tooth hazard of issue 28).
 */

let ctx: TestContext;
let admin: string;
let plan: number;
let invoice: number;

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: admin } });

/** What a one-row table of a PDF prints under its `header`: the next text starting where the header starts. */
async function pdfCellUnder(url: string, header: string): Promise<string | undefined> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  const lines = pdfLines(res.rawPayload);
  const at = lines.findIndex((l) => l.text === header);
  const head = lines[at];
  return head && lines.slice(at + 1).find((l) => l.page === head.page && Math.abs(l.x - head.x) < 1)?.text;
}

async function csvColumn(url: string, header: string): Promise<string[]> {
  const [head = [], ...rows] = parseCsv((await get(url)).body);
  return rows.map((r) => r[head.indexOf(header)] ?? '');
}

async function xlsxColumn(url: string, header: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await get(url)).rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const column = headers.indexOf(header);
  return sheet
    .getSheetValues()
    .slice(2)
    .map((row) => String((row as unknown[] | undefined)?.[column] ?? ''));
}

beforeAll(async () => {
  const setup = await billingSetup({ code: 'D2391', name: 'Premolar filling' });
  ({ ctx, admin } = setup);
  const patient = (await makePatient(ctx, admin, 'Tooth Numbering')).id;
  const doctor = (await post(ctx, admin, '/api/doctors', doctorInput({ fullName: 'Dr Fdi', licenseNumber: 'LIC FDI' })))
    .id;
  plan = (
    await post(ctx, admin, '/api/treatment-plans', {
      patient,
      doctor,
      treatmentType: 'Restorative',
      description: 'Premolar',
      estimatedDuration: 10,
    })
  ).id;
  await post(ctx, admin, '/api/chart-entries', {
    patient,
    plan,
    date: '2026-05-04',
    kind: 'Planned',
    tooth: '5',
    surfaces: ['O'],
    condition: 'Filled',
    treatmentSummary: 'Occlusal filling',
    fee: '120.00',
  });
  invoice = (
    await post(ctx, admin, '/api/invoices', {
      patient,
      clinic: setup.clinic,
      invoiceDate: '2026-05-04',
      items: [{ service: setup.service.id, description: 'Occlusal filling', tooth: '5', quantity: 1 }],
    })
  ).id;
});
afterAll(() => ctx.close());

describe.each([
  ['fdi', '14'],
  ['palmer', 'UR4'],
] as const)('a %s clinic', (numbering, printed) => {
  beforeAll(() => setClinicLocalisation(ctx, { toothNumbering: numbering }));

  it(`stores Universal 5 and prints ${printed} on the plan and invoice PDFs`, async () => {
    expect(toothLabel('5', numbering)).toBe(printed);
    const items = (await get(`/api/chart-entries?plan=${plan}`)).json<{ items: { tooth: string }[] }>();
    expect(items.items.map((i) => i.tooth)).toEqual(['5']);
    expect(await pdfCellUnder(`/api/treatment-plans/${plan}/pdf`, 'Tooth')).toBe(printed);
    expect(await pdfCellUnder(`/api/invoices/${invoice}/pdf`, 'Tooth')).toBe(printed);
  });

  it(`exports ${printed} in CSV and XLSX`, async () => {
    expect(await csvColumn(`/api/chart-entries/export?format=csv&plan=${plan}`, 'Tooth')).toEqual([printed]);
    expect(await xlsxColumn(`/api/chart-entries/export?format=xlsx&plan=${plan}`, 'Tooth')).toEqual([printed]);
    const services = await csvColumn(`/api/invoices/export?format=csv&ids=${invoice}`, 'Services');
    expect(services[0]?.split(' · ')).toContain(printed);
  });
});
