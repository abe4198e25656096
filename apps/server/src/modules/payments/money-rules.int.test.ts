import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClinic, makePatient } from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { errorMap, expectProblem } from '../../test/http.js';
import { setClinicSettings } from '../../test/ledger.js';
import { withReferences } from '../../test/records.js';

/** Issue 22: money on an invoice obeys the invoice's rules whatever the route, and never crosses patients. */

type Rec = Record<string, unknown> & { id: number; version: number };

let ctx: TestContext;
let admin: string;
let clinic: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  clinic = (await makeClinic(ctx, admin)).id;
  // These tests attach loose payments by hand: credit waits for staff here (payments.int covers automatic).
  await setClinicSettings(ctx, 'billing', { creditApplication: 'manual' });
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'GET' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
const created = async (url: string, payload: object): Promise<Rec> => {
  const res = await send('POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};
const read = async (url: string) => (await send('GET', url)).json<Rec>();

async function issued(patient: number, price: string): Promise<Rec> {
  const draft = await created('/api/invoices', {
    patient,
    clinic,
    invoiceDate: '2026-03-10',
    items: [{ description: 'Treatment', quantity: 1, unitPrice: price }],
  });
  const res = await send('POST', `/api/invoices/${draft.id}/issue`, { version: draft.version });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Rec>();
}

const paymentBody = (patient: number, o: Record<string, unknown> = {}) => ({
  patient,
  clinic,
  amount: '100.00',
  paymentMethod: 'Cash',
  paymentDate: '2026-03-12',
  ...o,
});

/** Strips what every write moves (version, timestamps) to compare what a refused write left. */
const held = (r: Rec) => ({ ...r, updatedAt: undefined });

describe('a payment attached to an invoice by PATCH or PUT', () => {
  it('is refused over the balance, and the invoice and payment are unchanged', async () => {
    const patient = (await makePatient(ctx, admin)).id;
    const inv = await issued(patient, '100.00');
    const loose = await created('/api/payments', paymentBody(patient, { amount: '150.00' }));
    const patched = await send('PATCH', `/api/payments/${loose.id}`, { version: loose.version, invoice: inv.id });
    expectProblem(patched, 422);
    expect(errorMap(patched).amount).toContain('100.00');
    const { version: _v, id: _id, ...rest } = loose;
    const put = await send('PUT', `/api/payments/${loose.id}`, {
      ...paymentBody(patient, { amount: '150.00' }),
      version: loose.version,
      invoice: inv.id,
      notes: rest.notes ?? null,
    });
    expectProblem(put, 422);
    expect(held(await read(`/api/payments/${loose.id}`))).toEqual(held(loose));
    expect(held(await read(`/api/invoices/${inv.id}`))).toEqual(held(inv));
  });

  it('is refused when it switches the patient in the same request, or names another patient’s invoice', async () => {
    const patient = (await makePatient(ctx, admin)).id;
    const other = (await makePatient(ctx, admin)).id;
    const theirs = await issued(other, '300.00');
    const loose = await created('/api/payments', paymentBody(patient, { amount: '250.00' }));
    const moved = await send('PATCH', `/api/payments/${loose.id}`, {
      version: loose.version,
      invoice: theirs.id,
      patient: other,
    });
    expectProblem(moved, 422);
    expect(errorMap(moved)).toHaveProperty('patient');
    const crossed = await send('PATCH', `/api/payments/${loose.id}`, { version: loose.version, invoice: theirs.id });
    expectProblem(crossed, 422);
    expect(errorMap(crossed).invoice).toBe('Invoice belongs to another patient');
    expect(held(await read(`/api/payments/${loose.id}`))).toEqual(held(loose));
    expect(await read(`/api/invoices/${theirs.id}`)).toMatchObject({ paid: '0.00', status: 'Issued' });
  });

  it('within the balance, moves the invoice’s paid total and status in the same write', async () => {
    const patient = (await makePatient(ctx, admin)).id;
    const inv = await issued(patient, '100.00');
    const loose = await created('/api/payments', paymentBody(patient, { amount: '40.00' }));
    const res = await send('PATCH', `/api/payments/${loose.id}`, { version: loose.version, invoice: inv.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read(`/api/invoices/${inv.id}`)).toMatchObject({
      paid: '40.00',
      balance: '60.00',
      status: 'Partially Paid',
    });
  });
});

describe('money on a void invoice', () => {
  it('refuses completing a pending payment once its invoice is void, leaving both unchanged', async () => {
    const patient = (await makePatient(ctx, admin)).id;
    const inv = await issued(patient, '100.00');
    const pending = await created('/api/payments', paymentBody(patient, { invoice: inv.id, paymentStatus: 'Pending' }));
    const voided = await send('POST', `/api/invoices/${inv.id}/void`, {
      version: (await read(`/api/invoices/${inv.id}`)).version,
      reason: 'Billed twice',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const completed = await send('PATCH', `/api/payments/${pending.id}`, {
      version: pending.version,
      paymentStatus: 'Completed',
    });
    expectProblem(completed, 409);
    expect(await read(`/api/payments/${pending.id}`)).toMatchObject({ paymentStatus: 'Pending' });
    expect(await read(`/api/invoices/${inv.id}`)).toMatchObject({ status: 'Void', paid: '0.00' });
  });
});

describe('records of one patient', () => {
  it('a restored record is held to the rule again: its visit may have gone to another patient meanwhile', async () => {
    const patient = (await makePatient(ctx, admin)).id;
    const other = (await makePatient(ctx, admin)).id;
    const visit = await created('/api/appointments', {
      ...(await withReferences(ctx, admin, 'appointments', 'Restore check')),
      patient,
    });
    const payment = await created('/api/payments', paymentBody(patient, { appointment: visit.id }));
    expect((await send('DELETE', `/api/payments/${payment.id}`)).statusCode).toBe(204);
    // As data from before the rule (or an import) may be: the visit now another patient's.
    await ctx.database.rows(sql`update appointments set patient = ${other} where id = ${visit.id}`);
    const restored = await send('POST', `/api/payments/${payment.id}/restore`);
    expectProblem(restored, 422);
    expect(errorMap(restored)).toEqual({ appointment: 'Appointment belongs to another patient' });
    expect((await read(`/api/payments/${payment.id}`)).archivedAt).toBeTruthy();
  });

  it('never point at another patient’s appointment (422 naming the field, nothing stored)', async () => {
    const patient = (await makePatient(ctx, admin)).id;
    const other = (await makePatient(ctx, admin)).id;
    const visit = await created('/api/appointments', {
      ...(await withReferences(ctx, admin, 'appointments', 'Cross check')),
      patient: other,
    });
    const bodies: Record<string, object> = {
      'chart-entries': { patient, date: '2026-03-02', tooth: '14', surfaces: ['O'], condition: 'Decayed' },
      invoices: {
        patient,
        clinic,
        invoiceDate: '2026-03-10',
        items: [{ description: 'Exam', quantity: 1, unitPrice: '10.00' }],
      },
      payments: paymentBody(patient),
    };
    for (const [resource, body] of Object.entries(bodies)) {
      const before = (await read(`/api/${resource}?patient=${patient}`)).total;
      const res = await send('POST', `/api/${resource}`, { ...body, appointment: visit.id });
      expectProblem(res, 422);
      expect(errorMap(res), resource).toEqual({ appointment: 'Appointment belongs to another patient' });
      expect((await read(`/api/${resource}?patient=${patient}`)).total, resource).toBe(before);
    }
  });

  it('keeps a visit with its patient while another patient’s records point at it', async () => {
    const patient = (await makePatient(ctx, admin)).id;
    const other = (await makePatient(ctx, admin)).id;
    const visit = await created('/api/appointments', {
      ...(await withReferences(ctx, admin, 'appointments', 'Moved visit')),
      patient,
    });
    await created('/api/payments', paymentBody(patient, { appointment: visit.id }));
    const moved = await send('PATCH', `/api/appointments/${visit.id}`, { version: visit.version, patient: other });
    expectProblem(moved, 422);
    expect(errorMap(moved)).toHaveProperty('patient');
  });
});

describe('amounts, teeth and surfaces', () => {
  it('bounds every amount to 999999999.99 and keeps the cents exact below it', async () => {
    const patient = (await makePatient(ctx, admin)).id;
    const over = await send('POST', '/api/payments', paymentBody(patient, { amount: '1000000000.00' }));
    expectProblem(over, 422);
    expect(errorMap(over).amount).toBe('Amount must be at most 999999999.99');
    const top = await created('/api/payments', paymentBody(patient, { amount: '999999999.99' }));
    expect(top.amount).toBe('999999999.99');
    const big = await send('POST', '/api/invoices', {
      patient,
      clinic,
      invoiceDate: '2026-03-10',
      items: [{ description: 'Implants', quantity: 2, unitPrice: '999999999.99' }],
    });
    expectProblem(big, 422);
    expect(errorMap(big)).toHaveProperty('items');
    const exact = await created('/api/invoices', {
      patient,
      clinic,
      invoiceDate: '2026-03-10',
      items: [
        { description: 'A', quantity: 1, unitPrice: '999999998.99' },
        { description: 'B', quantity: 1, unitPrice: '0.01' },
      ],
    });
    expect(exact.total).toBe('999999999.00');
  });

  it('takes an invoice line’s tooth only as a tooth of the chart', async () => {
    const patient = (await makePatient(ctx, admin)).id;
    const res = await send('POST', '/api/invoices', {
      patient,
      clinic,
      invoiceDate: '2026-03-10',
      items: [{ description: 'Filling', tooth: '99', quantity: 1, unitPrice: '10.00' }],
    });
    expectProblem(res, 422);
    expect(errorMap(res)).toHaveProperty(['items.0.tooth']);
  });

  it('takes surfaces as a set of the tooth’s own', async () => {
    const patient = (await makePatient(ctx, admin)).id;
    const entry = { patient, date: '2026-03-02', tooth: '14', condition: 'Decayed' };
    const twice = await send('POST', '/api/chart-entries', { ...entry, surfaces: ['M', 'M'] });
    expectProblem(twice, 422);
    expect(errorMap(twice).surfaces).toBe('Surfaces: each entry at most once');
    const six = await send('POST', '/api/chart-entries', { ...entry, surfaces: ['M', 'O', 'D', 'B', 'L', 'I'] });
    expectProblem(six, 422);
    expect(errorMap(six)).toHaveProperty('surfaces');
  });
});

describe('a completed procedure of a treatment plan', () => {
  it('is final: neither deleted alone nor in a bulk delete', async () => {
    const plan = await created('/api/treatment-plans', await withReferences(ctx, admin, 'treatment-plans', 'Final'));
    const item = await created('/api/chart-entries', {
      patient: plan.patient,
      plan: plan.id,
      date: '2026-03-02',
      kind: 'Planned',
      tooth: '3',
      surfaces: ['O'],
      condition: 'Filled',
      fee: '120.00',
    });
    const done = await send('POST', `/api/chart-entries/${item.id}/complete`, { version: item.version });
    expect(done.statusCode, done.body).toBe(200);
    expectProblem(await send('DELETE', `/api/chart-entries/${item.id}`), 409);
    expectProblem(await send('POST', '/api/chart-entries/bulk-delete', { ids: [item.id] }), 409);
    expect(await read(`/api/chart-entries/${item.id}`)).toMatchObject({ kind: 'Completed' });
  });
});
