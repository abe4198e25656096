import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingRecord, billingSetup } from '../../test/billing.js';
import { makePatient } from '../../test/book.js';
import type { TestContext } from '../../test/context.js';
import { expectProblem } from '../../test/http.js';

/**
 * Issue 28: an issued invoice refuses every edit and delete with a message
 * that names its status and what to do instead, whatever version the client
 * holds (the screen that offered Edit on a Paid invoice said "changed by
 * someone else", because the version it held was older than the payment's).
 */

let ctx: TestContext;
let admin: string;
let accountant: string;
let clinic: number;
let patient: number;

beforeAll(async () => {
  ({ ctx, admin, accountant, clinic } = await billingSetup({ code: 'IMM-1', name: 'Immutable check' }));
  patient = (await makePatient(ctx, admin, 'Ivo Immutable')).id;
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: accountant }, ...(payload ? { payload } : {}) });

const body = {
  invoiceDate: '2026-03-10',
  items: [{ description: 'Crown', quantity: 1, unitPrice: '200.00' }],
};

async function issuedInvoice(): Promise<BillingRecord> {
  const made = await send('POST', '/api/invoices', { patient, clinic, ...body });
  expect(made.statusCode, made.body).toBe(201);
  const draft = made.json<BillingRecord>();
  const issued = await send('POST', `/api/invoices/${draft.id}/issue`, { version: draft.version });
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json<BillingRecord>();
}

const pay = async (invoice: number, amount: string) => {
  const res = await send('POST', '/api/payments', {
    patient,
    invoice,
    clinic,
    amount,
    paymentMethod: 'Cash',
    paymentDate: '2026-03-12',
  });
  expect(res.statusCode, res.body).toBe(201);
};
const read = async (id: number) => (await send('GET', `/api/invoices/${id}`)).json<BillingRecord>();

const notEdited = (status: string) =>
  `This invoice is ${status}: an issued invoice is never edited. Void it and issue a corrected one.`;
const notDeleted = (status: string) =>
  `This invoice is ${status}: an issued invoice is never deleted. Void it instead.`;

describe('an issued invoice is immutable', () => {
  it('refuses edits of an Issued, Partially Paid and Paid invoice naming its status, even with an old version', async () => {
    const inv = await issuedInvoice();
    const whole = { patient, clinic, ...body, notes: 'changed' };
    expectProblem(
      await send('PUT', `/api/invoices/${inv.id}`, { ...whole, version: inv.version }),
      409,
      notEdited('Issued'),
    );

    await pay(inv.id, '50.00');
    const part = await read(inv.id);
    expect(part.status).toBe('Partially Paid');
    expectProblem(
      await send('PATCH', `/api/invoices/${inv.id}`, { version: part.version, notes: 'x' }),
      409,
      notEdited('Partially Paid'),
    );

    await pay(inv.id, '150.00');
    const paid = await read(inv.id);
    expect(paid.status).toBe('Paid');
    // The version the screen read before the payments: still the status is what is said, not "changed by someone else".
    expectProblem(
      await send('PUT', `/api/invoices/${inv.id}`, { ...whole, version: inv.version }),
      409,
      notEdited('Paid'),
    );
    expectProblem(
      await send('PATCH', `/api/invoices/${inv.id}`, { version: paid.version, taxRate: 5 }),
      409,
      notEdited('Paid'),
    );
    expectProblem(await send('DELETE', `/api/invoices/${inv.id}`), 409, notDeleted('Paid'));
    expect(await read(inv.id)).toMatchObject({ status: 'Paid', total: '200.00', notes: null, version: paid.version });
  });

  it('refuses edits of a Void invoice, and a draft with an old version is still told it changed', async () => {
    const inv = await issuedInvoice();
    const voided = await send('POST', `/api/invoices/${inv.id}/void`, {
      version: inv.version,
      reason: 'Wrong patient',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const v = voided.json<BillingRecord>();
    expectProblem(
      await send('PATCH', `/api/invoices/${inv.id}`, { version: v.version, notes: 'x' }),
      409,
      notEdited('Void'),
    );
    expectProblem(await send('DELETE', `/api/invoices/${inv.id}`), 409, notDeleted('Void'));

    const made = await send('POST', '/api/invoices', { patient, clinic, ...body });
    const draft = made.json<BillingRecord>();
    const edited = await send('PATCH', `/api/invoices/${draft.id}`, { version: draft.version, notes: 'first' });
    expect(edited.statusCode, edited.body).toBe(200);
    expectProblem(
      await send('PATCH', `/api/invoices/${draft.id}`, { version: draft.version, notes: 'second' }),
      409,
      'This record was changed by someone else. Reload it and try again.',
    );
  });
});
