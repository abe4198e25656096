import { type SalesAnalytics, salesPeriodProblem } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingRecord, billingSetup } from '../../test/billing.js';
import { makePatient } from '../../test/book.js';
import type { TestContext } from '../../test/context.js';
import { errorMap, expectProblem } from '../../test/http.js';
import { setClinicSettings } from '../../test/ledger.js';

/**
 * Issue 28: sales analytics an accountant reads. Each figure defined once and
 * adding up to what the invoice and payment lists add up to for the same dates;
 * the period bounded; refunds negative in the payments' exports.
 */

let ctx: TestContext;
let admin: string;
let accountant: string;
let clinic: number;
let crown: BillingRecord;

beforeAll(async () => {
  ({ ctx, admin, accountant, clinic, service: crown } = await billingSetup({ code: 'CRN-SA', name: 'Crown SA' }));
  // Loose payments stay loose here: the figures' definitions are the subject, not credit.
  await setClinicSettings(ctx, 'billing', { creditApplication: 'manual' });
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'GET', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: accountant }, ...(payload ? { payload } : {}) });

async function issued(patient: number, body: Record<string, unknown>): Promise<BillingRecord> {
  const made = await send('POST', '/api/invoices', { patient, clinic, ...body });
  expect(made.statusCode, made.body).toBe(201);
  const draft = made.json<BillingRecord>();
  const res = await send('POST', `/api/invoices/${draft.id}/issue`, { version: draft.version });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BillingRecord>();
}

const pay = async (patient: number, invoice: number | null, amount: string, date: string, o: object = {}) => {
  const res = await send('POST', '/api/payments', {
    patient,
    ...(invoice ? { invoice } : {}),
    clinic,
    amount,
    paymentMethod: 'Card',
    paymentDate: date,
    ...o,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BillingRecord>();
};

describe('the period', () => {
  it('is at most five years and ends on or after it starts (422 naming the end at fault)', async () => {
    expect(salesPeriodProblem('2020-02-29', '2025-02-28')).toBeNull();
    expect(salesPeriodProblem('2020-02-28', '2025-02-28')).toBeNull();
    expect(salesPeriodProblem('2020-02-27', '2025-02-28')?.path).toBe('from');
    const long = await send('GET', '/api/invoices/sales-analytics?from=2019-01-01&to=2025-01-02');
    expectProblem(long, 422, 'The period can be at most 5 years long');
    expect(errorMap(long)).toEqual({ from: 'The period can be at most 5 years long' });
    const reversed = await send('GET', '/api/invoices/sales-analytics?from=2025-03-02&to=2025-03-01');
    expectProblem(reversed, 422, 'The period must start on or before the day it ends');
    expect(errorMap(reversed)).toHaveProperty('to');
    expectProblem(await send('GET', '/api/invoices/sales-analytics?from=2025-13-01'), 400);
    const exact = await send('GET', '/api/invoices/sales-analytics?from=2020-01-01&to=2025-01-01');
    expect(exact.statusCode, exact.body).toBe(200);
  });
});

describe('the default period', () => {
  it('is the last 12 months up to today, the database’s today (from the first of the month 11 months back)', async () => {
    const [db] = await ctx.database.rows<{ from: string; to: string }>(
      sql`select (date_trunc('month', app_today()) - interval '11 months')::date::text as from, app_today()::text as to`,
    );
    const res = await send('GET', '/api/invoices/sales-analytics');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SalesAnalytics>()).toMatchObject({ from: db?.from, to: db?.to });
    // Only the start given: the period still ends today, so a start over five years back is refused.
    const [fiveYearsBack] = await ctx.database.rows<{ day: string }>(
      sql`select (app_today() - interval '5 years' - interval '1 day')::date::text as day`,
    );
    expectProblem(await send('GET', `/api/invoices/sales-analytics?from=${fiveYearsBack?.day}`), 422);
  });
});

describe('the figures of a period', () => {
  it('bill net of discount with tax apart, collect payments less refunds by their date, and add up to the lists', async () => {
    const patient = (await makePatient(ctx, admin, 'Fiona Figures')).id;
    // 2 × 120.00 crown less 10% = 216.00 billed, 10% tax 21.60, total 237.60.
    const first = await issued(patient, {
      invoiceDate: '2032-04-05',
      items: [{ service: crown.id, quantity: 2 }],
      discountPercent: 10,
      discountReason: 'Family',
      taxRate: 10,
    });
    expect(first).toMatchObject({ subtotal: '240.00', discountTotal: '24.00', taxTotal: '21.60', total: '237.60' });
    // A free line in May: 50.00, no discount or tax.
    const second = await issued(patient, {
      invoiceDate: '2032-05-20',
      items: [{ description: 'Check-up', quantity: 1, unitPrice: '50.00' }],
    });
    // Outside the period, and a draft inside it: neither counts.
    await issued(patient, {
      invoiceDate: '2032-07-01',
      items: [{ description: 'Later', quantity: 1, unitPrice: '9.00' }],
    });
    await send('POST', '/api/invoices', {
      patient,
      clinic,
      invoiceDate: '2032-04-06',
      items: [{ description: 'Draft', quantity: 1, unitPrice: '999.00' }],
    });
    // Paid on the April invoice: 100.00 in April, 37.60 in July (after the period); 20.00 on account in May;
    // a 10.00 refund in May.
    await pay(patient, first.id, '100.00', '2032-04-10');
    await pay(patient, first.id, '37.60', '2032-07-02');
    await pay(patient, null, '20.00', '2032-05-03');
    await pay(patient, first.id, '10.00', '2032-05-04', { paymentStatus: 'Refunded', notes: 'Overcharged' });

    const res = await send('GET', '/api/invoices/sales-analytics?from=2032-04-01&to=2032-06-30');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<SalesAnalytics>();
    expect(data.months).toEqual([
      { month: '2032-04', currency: 'USD', billed: '216.00', tax: '21.60', collected: '100.00' },
      { month: '2032-05', currency: 'USD', billed: '50.00', tax: '0.00', collected: '10.00' },
    ]);
    expect(data.totals).toEqual([
      {
        currency: 'USD',
        invoices: 2,
        lines: '290.00',
        discount: '24.00',
        billed: '266.00',
        tax: '21.60',
        total: '287.60',
        paidOnInvoices: '127.60',
        received: '120.00',
        refunded: '10.00',
        collected: '110.00',
      },
    ]);
    // Revenue per service is before discount and tax: it adds up to the lines.
    expect(data.services).toEqual([
      { name: 'Crown SA', currency: 'USD', amount: '240.00' },
      { name: 'Other', currency: 'USD', amount: '50.00' },
    ]);
    expect(data.doctors).toEqual([{ name: 'No doctor', currency: 'USD', amount: '266.00' }]);
    expect(data.methods).toEqual([{ name: 'Card', currency: 'USD', amount: '110.00' }]);

    // The same dates in the lists: the invoices' "Total billed" and "Paid", the payments' received less refunded.
    const invoices = await send('GET', `/api/invoices/summary?patient=${patient}&from=2032-04-01&to=2032-06-30`);
    expect(invoices.statusCode, invoices.body).toBe(200);
    const tiles = invoices.json<{ tiles: { label: string; value: unknown }[] }>().tiles;
    expect(tiles.find((t) => t.label === 'Total billed')?.value).toBe('287.60');
    expect(tiles.find((t) => t.label === 'Paid')?.value).toBe('127.60');
    expect(second.total).toBe('50.00');
    const paymentList = await send('GET', `/api/payments/summary?patient=${patient}&from=2032-04-01&to=2032-06-30`);
    expect(paymentList.statusCode, paymentList.body).toBe(200);
    const paymentTiles = paymentList.json<{ tiles: { label: string; value: unknown }[] }>().tiles;
    expect(paymentTiles.find((t) => t.label === 'Received')?.value).toBe('120.00');
    expect(paymentTiles.find((t) => t.label === 'Refunded')?.value).toBe('10.00');
  });

  it('writes refunds as negative amounts in the payments’ CSV and XLSX, so the column adds up to what was collected', async () => {
    const patient = (await makePatient(ctx, admin, 'Rita Refund')).id;
    const inv = await issued(patient, {
      invoiceDate: '2033-01-05',
      items: [{ description: 'Filling', quantity: 1, unitPrice: '80.00' }],
    });
    const paid = await pay(patient, inv.id, '80.00', '2033-01-06');
    const refund = await pay(patient, inv.id, '30.00', '2033-01-07', { paymentStatus: 'Refunded', notes: 'Redone' });

    const csv = await send('GET', `/api/payments/export?format=csv&ids=${paid.id},${refund.id}&sort=id`);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header = '', ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const amountAt = header.split(',').indexOf('Amount');
    expect(amountAt).toBeGreaterThan(-1);
    expect(lines.map((l) => l.split(',')[amountAt])).toEqual(['80.00', '-30.00']);

    const xlsx = await send('GET', `/api/payments/export?format=xlsx&ids=${paid.id},${refund.id}&sort=id`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const column = (sheet.getRow(1).values as unknown[]).indexOf('Amount');
    expect([sheet.getRow(2).getCell(column).value, sheet.getRow(3).getCell(column).value]).toEqual([80, -30]);
    // The API itself still reads a refund as the amount refunded, with its status.
    expect((await send('GET', `/api/payments/${refund.id}`)).json()).toMatchObject({
      amount: '30.00',
      paymentStatus: 'Refunded',
    });
  });
});
