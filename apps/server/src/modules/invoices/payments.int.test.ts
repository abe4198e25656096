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

const pay = (patient: number, invoice: number | null, amount: string, o: Record<string, unknown> = {}) =>
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
  it('moves it to Partially Paid then Paid, and keeps an overpayment as credit that pays the next invoice', async () => {
    const patient = (await makePatient(ctx, admin, 'Paula Partial')).id;
    const inv = await issued(patient, '100.00');
    const first = await pay(patient, inv.id, '40.00');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Rec>()).toMatchObject({ currency: 'USD', invoice: inv.id });
    expect(await invoiceOf(inv.id)).toMatchObject({ status: 'Partially Paid', paid: '40.00', balance: '60.00' });

    // 60.01 on a balance of 60.00: the receipt is for what was paid, the invoice is paid, 0.01 is credit.
    const over = await pay(patient, inv.id, '60.01');
    expect(over.statusCode, over.body).toBe(201);
    expect(over.json<Rec>()).toMatchObject({ amount: '60.01', invoice: null });
    expect(await invoiceOf(inv.id)).toMatchObject({ status: 'Paid', paid: '100.00', balance: '0.00' });
    const account = (await send('GET', `/api/patients/${patient}/account`)).json<PatientAccount>();
    expect(account.totals[0]).toMatchObject({ balance: '-0.01', credit: '0.01', outstanding: '0.00' });

    // The next invoice takes the credit at once (Settings → Billing: automatic).
    const next = await issued(patient, '10.00');
    expect((await pay(patient, null, '5.00')).statusCode).toBe(201);
    expect(await invoiceOf(next.id)).toMatchObject({ paid: '5.01', balance: '4.99' });
    const after = (await send('GET', `/api/patients/${patient}/account`)).json<PatientAccount>();
    expect(after.totals[0]).toMatchObject({ balance: '4.99', credit: '0.00', outstanding: '4.99' });
  });

  it('takes receipt numbers only when a payment is stored: a refused one leaves no gap', async () => {
    const patient = (await makePatient(ctx, admin, 'Gaby Gapless')).id;
    const inv = await issued(patient, '50.00');
    const first = (await pay(patient, inv.id, '10.00')).json<Rec>();
    expectProblem(await pay(patient, inv.id, '99.00', { paymentStatus: 'Refunded', notes: 'Too much' }), 422);
    const second = (await pay(patient, inv.id, '10.00')).json<Rec>();
    const n = (r: Rec) => Number(String(r.paymentNumber).replace('PAY-', ''));
    expect(n(second)).toBe(n(first) + 1);
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

  it('never overpays under 10 concurrent payments: what is more than owed is credit', async () => {
    const patient = (await makePatient(ctx, admin, 'Connie Current')).id;
    const inv = await issued(patient, '100.00');
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(patient, inv.id, '30.00')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(await invoiceOf(inv.id)).toMatchObject({ paid: '100.00', balance: '0.00', status: 'Paid' });
    const account = (await send('GET', `/api/patients/${patient}/account`)).json<PatientAccount>();
    expect(account.totals[0]).toMatchObject({ balance: '-200.00', credit: '200.00' });
  });
});

describe('a credit note', () => {
  it('cancels a paid invoice: void with a gap-free number, what was paid becomes credit; an unpaid one is voided instead', async () => {
    const patient = (await makePatient(ctx, admin, 'Carl Credited')).id;
    const unpaid = await issued(patient, '10.00');
    const refused = await send('POST', `/api/invoices/${unpaid.id}/credit-note`, {
      reason: 'Not needed',
      version: unpaid.version,
    });
    expectProblem(refused, 409);
    expect(refused.json<{ detail: string }>().detail).toBe(
      'A credit note cancels an invoice that has payments; this one is Issued: void it instead.',
    );
    const voided = await send('POST', `/api/invoices/${unpaid.id}/void`, {
      reason: 'Not needed',
      version: unpaid.version,
    });
    expect(voided.statusCode, voided.body).toBe(200);

    const first = await issued(patient, '120.00');
    const second = await issued(patient, '80.00');
    expect((await pay(patient, first.id, '120.00')).statusCode).toBe(201);
    expect((await pay(patient, second.id, '30.00')).statusCode).toBe(201);
    // An older version than the invoice's: someone changed it since.
    const current = (await invoiceOf(first.id)).version;
    const stale = await send('POST', `/api/invoices/${first.id}/credit-note`, {
      reason: 'Error',
      version: current - 1,
    });
    expectProblem(stale, 409);
    expect(errorMap(stale)).toEqual({ version: 'The record has a newer version' });

    const credited = await send('POST', `/api/invoices/${first.id}/credit-note`, {
      reason: 'Billed to the wrong patient',
      version: (await invoiceOf(first.id)).version,
    });
    expect(credited.statusCode, credited.body).toBe(200);
    const note = credited.json<Rec>();
    expect(note).toMatchObject({ status: 'Void', voidReason: 'Billed to the wrong patient', paid: '0.00' });
    expect(note.creditNote).toMatch(/^CN-\d{4}-\d{6}$/);
    const pdf = pdfText((await send('GET', `/api/invoices/${first.id}/pdf`)).rawPayload);
    expect(pdf).toContain(`Cancelled by credit note ${String(note.creditNote)}`);
    // What was paid is credit, and it pays the open invoice at once (Settings → Billing: automatic by default):
    // the second invoice's 50.00, leaving the patient 70.00 in credit.
    const account = (await send('GET', `/api/patients/${patient}/account`)).json<PatientAccount>();
    expect(account.totals[0]).toMatchObject({ credit: '70.00', outstanding: '0.00', balance: '-70.00' });
    expect(await invoiceOf(second.id)).toMatchObject({ status: 'Paid', paid: '80.00' });

    // A second credit note takes the next number of the series.
    const again = await send('POST', `/api/invoices/${second.id}/credit-note`, {
      reason: 'Duplicate',
      version: (await invoiceOf(second.id)).version,
    });
    expect(again.statusCode, again.body).toBe(200);
    const [, year, n] = String(note.creditNote).split('-');
    expect(again.json<Rec>().creditNote).toBe(`CN-${year}-${String(Number(n) + 1).padStart(6, '0')}`);
    // Void twice: refused.
    const twice = await send('POST', `/api/invoices/${second.id}/credit-note`, {
      reason: 'Duplicate',
      version: (await invoiceOf(second.id)).version,
    });
    expectProblem(twice, 409);
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
    // Newest first, each with the balance after it.
    expect(account.total).toBe(5);
    expect(account.entries.map((e) => [e.date, e.kind, e.charge, e.credit, e.balance])).toEqual([
      ['2026-03-20', 'Invoice', '20.00', '0.00', '150.00'],
      ['2026-02-15', 'Invoice', '50.00', '0.00', '130.00'],
      ['2026-01-10', 'Payment', '0.00', '30.00', '80.00'],
      ['2026-01-01', 'Invoice', '100.00', '0.00', '110.00'],
      ['2025-10-01', 'Invoice', '10.00', '0.00', '10.00'],
    ]);
    // A page at a time: the running balance is the whole ledger's, whatever the page.
    const second = (
      await send('GET', `/api/patients/${patient}/account?asOf=2026-04-01&page=2&pageSize=2`)
    ).json<PatientAccount>();
    expect(second.total).toBe(5);
    expect(second.entries.map((e) => [e.date, e.balance])).toEqual([
      ['2026-01-10', '80.00'],
      ['2026-01-01', '110.00'],
    ]);
    const beyond = (await send('GET', `/api/patients/${patient}/account?page=9&pageSize=2`)).json<PatientAccount>();
    expect([beyond.entries, beyond.total]).toEqual([[], 5]);
    const tooBig = await send('GET', `/api/patients/${patient}/account?pageSize=1000`);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body).toContain('pageSize must be at most 100');
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
    // The statement's amount due is the account's one balance, on the statement and its remittance slip.
    expect(text).toMatch(/Amount Due\s*\$150\.00/);
    expect(text).toMatch(/Remittance slip[\s\S]*Amount due \(USD\)\s*\$150\.00/);
    expect(text).toContain('Due Date');

    const batch = await send('GET', '/api/patients/statements?asOf=2026-04-01');
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.headers['content-disposition']).toBe('attachment; filename="statements_2026-04-01.pdf"');
    const all = pdfText(batch.rawPayload);
    expect(all).toContain('Statement of Account — Agnes Aging');
    // Who owes nothing (Connie paid 200.00 more than she owed) is not in the post; Paula still owes 4.99.
    expect(all).not.toContain('Connie Current');
    expect(all).toContain('Statement of Account — Paula Partial');
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
