import type { PatientAccount } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClinic, makePatient, today } from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { errorMap, expectProblem } from '../../test/http.js';
import { pdfText } from '../../test/pdf-text.js';

/** Payments against invoices: partial, overpay refused, refunds, concurrency; the patient's account and aging. */

type Rec = Record<string, unknown> & { id: number; version: number };

let ctx: TestContext;
let admin: string;
let accountant: string;
let clinic: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  accountant = await ctx.signIn('Accountant');
  clinic = (await makeClinic(ctx, admin)).id;
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = accountant) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** An issued invoice of `price` for the patient, dated `invoiceDate`. */
async function issued(patient: number, price: string, invoiceDate = '2026-03-10'): Promise<Rec> {
  const made = await send('POST', '/api/invoices', {
    patient,
    clinic,
    invoiceDate,
    items: [{ description: 'Treatment', quantity: 1, unitPrice: price }],
  });
  expect(made.statusCode, made.body).toBe(201);
  const res = await send('POST', `/api/invoices/${made.json<Rec>().id}/issue`, { version: made.json<Rec>().version });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Rec>();
}

const pay = (patient: number, invoice: number, amount: string, o: Record<string, unknown> = {}) =>
  send('POST', '/api/payments', {
    patient,
    invoice,
    clinic,
    amount,
    paymentMethod: 'Cash',
    paymentDate: '2026-03-12',
    ...o,
  });
const invoiceOf = async (id: number) => (await send('GET', `/api/invoices/${id}`)).json<Rec>();

describe('payments against an invoice', () => {
  it('moves it to Partially Paid then Paid, and refuses an overpayment', async () => {
    const patient = (await makePatient(ctx, admin, 'Paula Partial')).id;
    const inv = await issued(patient, '100.00');
    const first = await pay(patient, inv.id, '40.00');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Rec>()).toMatchObject({ currency: 'USD', invoice: inv.id });
    expect(await invoiceOf(inv.id)).toMatchObject({ status: 'Partially Paid', paid: '40.00', balance: '60.00' });

    const over = await pay(patient, inv.id, '60.01');
    expectProblem(over, 422);
    expect(errorMap(over).amount).toContain('60.00');
    expect(await invoiceOf(inv.id)).toMatchObject({ paid: '40.00' });

    expect((await pay(patient, inv.id, '60.00')).statusCode).toBe(201);
    expect(await invoiceOf(inv.id)).toMatchObject({ status: 'Paid', paid: '100.00', balance: '0.00' });
  });

  it('refunds with a reason as a new entry, never an edit, and refuses voiding a paid invoice', async () => {
    const patient = (await makePatient(ctx, admin, 'Ralf Refund')).id;
    const inv = await issued(patient, '80.00');
    const paid = (await pay(patient, inv.id, '80.00')).json<Rec>();
    expectProblem(await send('PATCH', `/api/payments/${paid.id}`, { version: paid.version, amount: '10.00' }), 409);
    expectProblem(await send('DELETE', `/api/payments/${paid.id}`), 409);
    expectProblem(
      await send('POST', `/api/invoices/${inv.id}/void`, { version: (await invoiceOf(inv.id)).version, reason: 'x' }),
      409,
    );

    const noReason = await pay(patient, inv.id, '30.00', { paymentStatus: 'Refunded' });
    expectProblem(noReason, 422);
    expect(errorMap(noReason)).toHaveProperty('notes');
    expectProblem(await pay(patient, inv.id, '90.00', { paymentStatus: 'Refunded', notes: 'Too much' }), 422);
    const refund = await pay(patient, inv.id, '30.00', { paymentStatus: 'Refunded', notes: 'Crown not fitted' });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await invoiceOf(inv.id)).toMatchObject({ status: 'Partially Paid', paid: '50.00', balance: '30.00' });
  });

  it('refuses payments to drafts and to another patient’s invoice', async () => {
    const patient = (await makePatient(ctx, admin, 'Dora Draft')).id;
    const other = (await makePatient(ctx, admin, 'Otto Other')).id;
    const draft = await send('POST', '/api/invoices', {
      patient,
      clinic,
      invoiceDate: '2026-03-10',
      items: [{ description: 'Exam', quantity: 1, unitPrice: '10.00' }],
    });
    expectProblem(await pay(patient, draft.json<Rec>().id, '5.00'), 409);
    const inv = await issued(patient, '10.00');
    const wrong = await pay(other, inv.id, '5.00');
    expectProblem(wrong, 422);
    expect(errorMap(wrong)).toHaveProperty('invoice');
  });

  it('never overpays under 10 concurrent payments', async () => {
    const patient = (await makePatient(ctx, admin, 'Connie Current')).id;
    const inv = await issued(patient, '100.00');
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(patient, inv.id, '30.00')));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(7);
    expect(await invoiceOf(inv.id)).toMatchObject({ paid: '90.00', balance: '10.00', status: 'Partially Paid' });
  });
});

describe('the patient’s account', () => {
  it('lists charges and payments with the running balance and ages what is owed on a fixed date', async () => {
    const patient = (await makePatient(ctx, admin, 'Agnes Aging')).id;
    const a = await issued(patient, '100.00', '2026-01-01');
    await issued(patient, '50.00', '2026-02-15');
    await issued(patient, '20.00', '2026-03-20');
    await issued(patient, '10.00', '2025-10-01');
    expect((await pay(patient, a.id, '30.00', { paymentDate: '2026-01-10' })).statusCode).toBe(201);

    const res = await send('GET', `/api/patients/${patient}/account?asOf=2026-04-01`);
    expect(res.statusCode, res.body).toBe(200);
    const account = res.json<PatientAccount>();
    expect(account.entries.map((e) => [e.date, e.kind, e.charge, e.credit, e.balance])).toEqual([
      ['2025-10-01', 'Invoice', '10.00', '0.00', '10.00'],
      ['2026-01-01', 'Invoice', '100.00', '0.00', '110.00'],
      ['2026-01-10', 'Payment', '0.00', '30.00', '80.00'],
      ['2026-02-15', 'Invoice', '50.00', '0.00', '130.00'],
      ['2026-03-20', 'Invoice', '20.00', '0.00', '150.00'],
    ]);
    // 2026-03-20: 12 days; 02-15: 45 days; 01-01: 90 days; 2025-10-01: 182 days.
    expect(account.totals).toEqual([
      {
        currency: 'USD',
        balance: '150.00',
        unbilled: '0.00',
        credit: '0.00',
        outstanding: '150.00',
        current: '20.00',
        days31to60: '50.00',
        days61to90: '70.00',
        over90: '10.00',
      },
    ]);

    const pdf = await send('GET', `/api/patients/${patient}/statement?asOf=2026-04-01`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Agnes Aging');
    expect(text).toContain('150.00');
  });

  it('is read with billing.view', async () => {
    const patient = (await makePatient(ctx, admin, 'Priya Private')).id;
    const assistant = await ctx.signIn('Assistant');
    expect((await send('GET', `/api/patients/${patient}/account`, undefined, assistant)).statusCode).toBe(403);
    expect((await send('GET', `/api/patients/${patient}/statement`, undefined, assistant)).statusCode).toBe(403);
    expect((await send('GET', '/api/patients/999999/account')).statusCode).toBe(404);
  });
});

describe('sales analytics and the dashboard figures', () => {
  it('sums billed and collected per month, service, doctor and method, in SQL, over the period asked', async () => {
    const patient = (await makePatient(ctx, admin, 'Sam Sales')).id;
    const inv = await issued(patient, '150.00', '2029-05-03');
    expect((await pay(patient, inv.id, '50.00', { paymentDate: '2029-05-04' })).statusCode).toBe(201);
    const res = await send('GET', '/api/invoices/sales-analytics?from=2029-05-01&to=2029-05-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      months: [{ month: '2029-05', currency: 'USD', billed: '150.00', collected: '50.00' }],
      services: [{ name: 'Other', currency: 'USD', amount: '150.00' }],
      doctors: [{ name: 'No doctor', currency: 'USD', amount: '150.00' }],
      methods: [{ name: 'Cash', currency: 'USD', amount: '50.00' }],
    });
  });

  it('gives the dashboard this month’s billed and collected and what is outstanding', async () => {
    const patient = (await makePatient(ctx, admin, 'Dana Dashboard')).id;
    const inv = await issued(patient, '70.00', today());
    expect((await pay(patient, inv.id, '20.00', { paymentDate: today() })).statusCode).toBe(201);
    const res = await send('GET', '/api/invoices/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const [usd] = res.json<{ items: { currency: string; billed: string; collected: string; outstanding: string }[] }>()
      .items;
    expect(usd).toMatchObject({ currency: 'USD', billed: '70.00', collected: '20.00' });
    expect(Number(usd?.outstanding)).toBeGreaterThanOrEqual(50);
    const assistant = await ctx.signIn('Assistant');
    expect((await send('GET', '/api/invoices/dashboard', undefined, assistant)).statusCode).toBe(403);
  });
});
