import { nowMs } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingSetup } from '../../test/billing.js';
import { makePatient } from '../../test/book.js';
import type { TestContext } from '../../test/context.js';
import { countRows, errorMap, expectProblem } from '../../test/http.js';
import { pdfText } from '../../test/pdf-text.js';

/** Invoices: server-computed amounts, gap-free numbers, statuses and void, the fee schedule, the PDF. */

type Rec = Record<string, unknown> & { id: number; version: number };

let ctx: TestContext;
let admin: string;
let accountant: string;
let patient: number;
let clinic: number;
let filling: Rec;

beforeAll(async () => {
  ({ ctx, admin, accountant, clinic, service: filling } = await billingSetup({ code: 'FIL-1', name: 'Filling' }));
  patient = (await makePatient(ctx, admin, 'Ines Invoiced')).id;
});
afterAll(() => ctx.close());

const send = (
  method: 'POST' | 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  cookie = accountant,
) => ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

export const invoiceInput = (o: Record<string, unknown> = {}) => ({
  patient,
  clinic,
  invoiceDate: '2026-03-10',
  items: [{ description: 'Check-up', quantity: 1, unitPrice: '50.00' }],
  ...o,
});

const create = async (o: Record<string, unknown> = {}) => {
  const res = await send('POST', '/api/invoices', invoiceInput(o));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};

describe('invoice amounts', () => {
  it('rounds tax half-up once: 3 × 33.33 at 7.5% is 107.49', async () => {
    const inv = await create({ items: [{ description: 'Polish', quantity: 3, unitPrice: '33.33' }], taxRate: 7.5 });
    expect(inv).toMatchObject({
      subtotal: '99.99',
      discountTotal: '0.00',
      taxTotal: '7.50',
      total: '107.49',
      paid: '0.00',
      balance: '107.49',
      status: 'Draft',
      currency: 'USD',
    });
  });

  it('takes the fee schedule’s price and applies a percentage discount, then tax', async () => {
    const inv = await create({
      items: [
        { service: filling.id, tooth: '19', quantity: 2 },
        { description: 'X-ray', quantity: 1, unitPrice: '60.00' },
      ],
      discountPercent: 12.5,
      discountReason: 'Family plan',
      taxRate: 10,
    });
    expect((inv.items as Rec[])[0]).toMatchObject({ unitPrice: '120.00', tooth: '19' });
    expect(inv).toMatchObject({ subtotal: '300.00', discountTotal: '37.50', taxTotal: '26.25', total: '288.75' });
  });

  it('applies an amount discount, and refuses one above the subtotal', async () => {
    const inv = await create({ discountAmount: '15.00', discountReason: 'Loyalty' });
    expect(inv).toMatchObject({ subtotal: '50.00', discountTotal: '15.00', total: '35.00' });
    const before = await countRows(ctx.database, 'invoices');
    const res = await send('POST', '/api/invoices', invoiceInput({ discountAmount: '80.00', discountReason: 'x' }));
    expectProblem(res, 422);
    expect(errorMap(res)).toHaveProperty('discountAmount');
    expect(await countRows(ctx.database, 'invoices')).toBe(before);
  });

  it('refuses a client-sent total or number, both discounts at once, and no lines', async () => {
    expectProblem(await send('POST', '/api/invoices', invoiceInput({ total: '1.00' })), 400);
    expectProblem(await send('POST', '/api/invoices', invoiceInput({ invoiceNumber: 'INV-1' })), 400);
    const both = await send(
      'POST',
      '/api/invoices',
      invoiceInput({ discountAmount: '5.00', discountPercent: 5, discountReason: 'x' }),
    );
    expectProblem(both, 422);
    expect(errorMap(both)).toHaveProperty('discountPercent');
    const empty = await send('POST', '/api/invoices', invoiceInput({ items: [] }));
    expectProblem(empty, 422);
    expect(errorMap(empty).items).toBe('No services added');
    const free = await send('POST', '/api/invoices', invoiceInput({ items: [{ quantity: 1, unitPrice: '5.00' }] }));
    expect(errorMap(free)).toHaveProperty(['items.0.description']);
  });

  it('previews the amounts without storing anything', async () => {
    const before = await countRows(ctx.database, 'invoices');
    const res = await send(
      'POST',
      '/api/invoices/preview',
      invoiceInput({ items: [{ service: filling.id, quantity: 1 }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ lines: [{ unitPrice: '120.00', total: '120.00' }], total: '120.00' });
    expect(await countRows(ctx.database, 'invoices')).toBe(before);
  });
});

describe('insurance estimate', () => {
  it('splits the total by the active policy’s treatment coverage, per line in the preview and on the invoice', async () => {
    const insured = (await makePatient(ctx, admin, 'Ivo Insured')).id;
    const policy = await send('POST', '/api/insurance-policies', {
      patient: insured,
      providerName: 'Dental Mutual',
      policyNumber: `POL-${nowMs()}`,
      status: 'Active',
      maxAnnualCoverage: '2000.00',
      treatmentCoverage: 80,
      medicationCoverage: 50,
      consultationCoverage: 100,
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
    });
    expect(policy.statusCode, policy.body).toBe(201);
    const body = invoiceInput({
      patient: insured,
      items: [{ description: 'Crown', quantity: 1, unitPrice: '333.33' }],
    });
    const preview = await send('POST', '/api/invoices/preview', body);
    expect(preview.json()).toMatchObject({
      coverage: 80,
      lines: [{ total: '333.33', insurance: '266.66' }],
      insuranceEstimate: '266.66',
      patientEstimate: '66.67',
    });
    expect(await create({ patient: insured, items: body.items })).toMatchObject({
      total: '333.33',
      insuranceEstimate: '266.66',
      patientEstimate: '66.67',
    });
    // Outside the policy's dates, the patient pays it all.
    expect(await create({ patient: insured, items: body.items, invoiceDate: '2027-02-01' })).toMatchObject({
      insuranceEstimate: '0.00',
      patientEstimate: '333.33',
    });
  });
});

describe('invoice numbers', () => {
  it('gives 20 concurrent creations 20 distinct consecutive numbers of the year', async () => {
    const made = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', '/api/invoices', invoiceInput({ invoiceDate: '2031-06-01' }))),
    );
    for (const r of made) expect(r.statusCode, r.body).toBe(201);
    const numbers = made.map((r) => String(r.json<Rec>().invoiceNumber)).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV-2031-${String(i + 1).padStart(6, '0')}`));
  });
});

describe('invoice statuses', () => {
  it('edits a draft, then once issued refuses edits and deletes, and voids it with a reason, keeping it', async () => {
    const draft = await create();
    const edited = await send('PATCH', `/api/invoices/${draft.id}`, { version: draft.version, taxRate: 10 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Rec>().total).toBe('55.00');

    const issued = await send('POST', `/api/invoices/${draft.id}/issue`, { version: edited.json<Rec>().version });
    expect(issued.statusCode, issued.body).toBe(200);
    const inv = issued.json<Rec>();
    expect(inv.status).toBe('Issued');
    expectProblem(await send('PATCH', `/api/invoices/${inv.id}`, { version: inv.version, notes: 'x' }), 409);
    expectProblem(await send('DELETE', `/api/invoices/${inv.id}`), 409);
    expectProblem(await send('POST', `/api/invoices/${inv.id}/void`, { version: inv.version, reason: '' }), 422);

    const voided = await send('POST', `/api/invoices/${inv.id}/void`, {
      version: inv.version,
      reason: 'Wrong patient',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json<Rec>()).toMatchObject({
      status: 'Void',
      voidReason: 'Wrong patient',
      total: '55.00',
      balance: '0.00',
    });
    const history = await send('GET', `/api/invoices/${inv.id}/history`);
    expect(history.json<{ items: { action: string }[] }>().items.map((e) => e.action)).toEqual([
      'update',
      'update',
      'update',
      'create',
    ]);
  });

  it('voids all the drafts that match, once their number is confirmed, leaving issued invoices alone', async () => {
    const own = (await makePatient(ctx, admin, 'Ophelia Drafts')).id;
    const a = await create({ patient: own });
    const b = await create({ patient: own });
    const kept = await create({ patient: own });
    await send('POST', `/api/invoices/${kept.id}/issue`, { version: kept.version });
    const sweep = (query: string, confirmCount: number) =>
      send('POST', `/api/invoices/remove-all?${query}`, { confirmCount });

    // Three invoices match the filter, but only the two drafts are voided: the count says so.
    expectProblem(await sweep(`patient=${own}`, 3), 409);
    // Asking for issued invoices finds no draft to void.
    expectProblem(await sweep(`patient=${own}&status=Issued`, 1), 409);
    const done = await sweep(`patient=${own}`, 2);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ removed: 2 });

    const left = await send('GET', `/api/invoices?patient=${own}`);
    expect(left.json<{ items: Rec[] }>().items.map((i) => [i.id, i.status])).toEqual([[kept.id, 'Issued']]);
    const archived = await send('GET', `/api/invoices?patient=${own}&archived=true&sort=id`);
    expect(archived.json<{ items: Rec[] }>().items.map((i) => i.id)).toEqual([a.id, b.id]);
  });

  it('lists with the overdue view and summary tiles', async () => {
    const old = await create({ invoiceDate: '2020-01-05', dueDate: '2020-02-05' });
    await send('POST', `/api/invoices/${old.id}/issue`, { version: old.version });
    const overdue = await send('GET', `/api/invoices?view=overdue&patient=${patient}`);
    expect(overdue.json<{ items: Rec[] }>().items.map((i) => i.id)).toEqual([old.id]);
    const summary = await send('GET', `/api/invoices/summary?patient=${patient}&from=2020-01-01&to=2020-12-31`);
    expect(summary.json<{ tiles: { label: string; value: string }[] }>().tiles.map((t) => t.value)).toEqual([
      '50.00',
      '0.00',
      '50.00',
    ]);
  });

  it('prints a PDF naming the patient and the total', async () => {
    const inv = await create({ items: [{ service: filling.id, tooth: '14', quantity: 1 }] });
    const pdf = await send('GET', `/api/invoices/${inv.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`invoice_${String(inv.invoiceNumber)}.pdf`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Ines Invoiced');
    expect(text).toContain('120.00');
    expect(text).toContain('Filling');
  });
});

describe('permissions', () => {
  it('billing.view reads, billing.edit writes', async () => {
    const dentist = await ctx.signIn('Dentist');
    const assistant = await ctx.signIn('Assistant');
    expect((await send('GET', '/api/invoices', undefined, dentist)).statusCode).toBe(200);
    expect((await send('GET', '/api/services', undefined, dentist)).statusCode).toBe(200);
    expect((await send('POST', '/api/invoices', invoiceInput(), dentist)).statusCode).toBe(403);
    expect(
      (await send('PATCH', `/api/services/${filling.id}`, { version: filling.version, price: '1.00' }, dentist))
        .statusCode,
    ).toBe(403);
    expect((await send('GET', '/api/invoices', undefined, assistant)).statusCode).toBe(403);
  });
});

describe('invoice search', () => {
  // The list searches the number and the patient's name in one condition (a BitmapOr of two index scans):
  // each half must keep matching on its own.
  it('finds an invoice by its number and by its patient’s name, and not by another patient’s', async () => {
    const other = (await makePatient(ctx, admin, 'Zubeida Quarshie')).id;
    const mine = await create({ patient: other });
    const theirs = await create();
    const search = async (q: string) => {
      const res = await send('GET', `/api/invoices?q=${encodeURIComponent(q)}&pageSize=100`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ items: Rec[]; total: number }>();
      expect(body.total).toBe(body.items.length);
      return body.items.map((i) => i.id);
    };
    expect(await search(String(mine.invoiceNumber))).toEqual([mine.id]);
    expect(await search(String(mine.invoiceNumber).toLowerCase())).toEqual([mine.id]);
    expect(await search('quarsh')).toEqual([mine.id]);
    const byName = await search('Ines Invoiced');
    expect(byName).toContain(theirs.id);
    expect(byName).not.toContain(mine.id);
    expect(await search('no such invoice or patient')).toEqual([]);
  });
});

describe('invoice pages beside a page', () => {
  // Sorted by number, newest first (a key that may be null: its nulls come first, none after a cursor).
  it('hold, read from the next and prev cursors, what the page numbers give', async () => {
    for (let i = 0; i < 5; i++) await create();
    type Page = { items: Rec[]; total: number; next?: string; prev?: string };
    const page = async (query: string) => {
      const res = await send('GET', `/api/invoices?sort=-invoiceNumber&pageSize=3&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Page>();
    };
    const ids = (p: Page) => p.items.map((i) => i.id);
    let current = await page('page=1');
    const pages = Math.ceil(current.total / 3);
    expect(pages).toBeGreaterThan(2);
    for (let n = 2; n <= pages; n++) {
      current = await page(`page=${n}&after=${current.next}`);
      expect(ids(current), `page ${n}`).toEqual(ids(await page(`page=${n}`)));
    }
    for (let n = pages - 1; n >= 1; n--) {
      current = await page(`page=${n}&before=${current.prev}`);
      expect(ids(current), `page ${n}`).toEqual(ids(await page(`page=${n}`)));
    }
  });
});
