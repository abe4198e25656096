// clock matrix: incidental (one visit two weeks ahead to attach payments to)
import type { ClinicSettings } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInput, dayFrom, makeClinic, makeFullTimeDoctor, makePatient, post } from '../../test/book.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { countRows, errorMap, expectProblem } from '../../test/http.js';
import { setClinicCurrency } from '../../test/ledger.js';
import { pdfText } from '../../test/pdf-text.js';

/** Payments: numbered receipts in the clinic's currency, money checked, billing permissions, archived. */

type Rec = Record<string, unknown> & { id: number; version: number; labels: Record<string, string | null> };

let ctx: TestContext;
let admin: string;
let reception: string;
let patient: number;
let clinic: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  reception = await ctx.signIn('Receptionist');
  clinic = (await makeClinic(ctx, admin)).id;
  patient = (await makePatient(ctx, reception, 'Noor Payer')).id;
});
afterAll(() => ctx.close());

const input = (o: Record<string, unknown> = {}) => ({
  patient,
  clinic,
  amount: '85.50',
  paymentMethod: 'Card',
  paymentDate: '2026-05-04',
  transactionId: 'TX-778',
  ...o,
});
const send = (method: 'POST' | 'GET' | 'PUT', url: string, payload?: object, cookie = reception) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('/api/payments', () => {
  it('numbers the receipt and records the clinic’s currency, which a later change of the setting leaves alone', async () => {
    const first = await send('POST', '/api/payments', input());
    expect(first.statusCode, first.body).toBe(201);
    const p = first.json<Rec>();
    expect(p).toMatchObject({
      paymentNumber: `PAY-${String(p.id).padStart(6, '0')}`,
      amount: '85.50',
      currency: 'USD',
      paymentStatus: 'Completed',
    });
    expect(p.labels).toMatchObject({ patient: 'Noor Payer' });

    const settings = (await send('GET', '/api/settings')).json<ClinicSettings & { version: number }>();
    const changed = await send(
      'PUT',
      '/api/settings',
      { ...settings, localisation: { ...settings.localisation, currency: 'EUR', currencySymbol: '€' } },
      admin,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await send('POST', '/api/payments', input())).json<Rec>().currency).toBe('EUR');
    expect((await send('GET', `/api/payments/${p.id}`)).json<Rec>().currency).toBe('USD');
    // The currency is the server's to say.
    expectProblem(await send('POST', '/api/payments', input({ currency: 'GBP' })), 400);
  });

  it('totals the summary tiles per currency: a setting change never adds dollars to euros', async () => {
    const payer = (await makePatient(ctx, reception, 'Ines Twocurrencies')).id;
    await setClinicCurrency(ctx, 'USD', '$');
    await send('POST', '/api/payments', input({ patient: payer, amount: '120.00' }));
    await send('POST', '/api/payments', input({ patient: payer, amount: '5.00', paymentStatus: 'Pending' }));
    await setClinicCurrency(ctx, 'EUR', '€');
    await send('POST', '/api/payments', input({ patient: payer, amount: '80.00' }));
    await send('POST', '/api/payments', input({ patient: payer, amount: '300.00' }));
    const summary = await send('GET', `/api/payments/summary?patient=${payer}`);
    expect(summary.statusCode, summary.body).toBe(200);
    const tiles = summary.json<{ tiles: Record<string, unknown>[] }>().tiles;
    expect(tiles).toEqual([
      {
        label: 'Received',
        value: null,
        currencies: [
          { currency: 'EUR', value: '380.00' },
          { currency: 'USD', value: '120.00' },
        ],
      },
      { label: 'Pending', value: '5.00', currencies: [{ currency: 'USD', value: '5.00' }] },
      { label: 'Refunded', value: '0.00', currencies: [] },
    ]);
  });

  it('refuses a zero amount, a missing method or date, and stores nothing', async () => {
    const before = await countRows(ctx.database, 'payments');
    const res = await send(
      'POST',
      '/api/payments',
      input({ amount: '0.00', paymentMethod: undefined, paymentDate: '' }),
    );
    expectProblem(res, 422);
    expect(Object.keys(errorMap(res)).sort()).toEqual(['amount', 'paymentDate', 'paymentMethod']);
    expect(await countRows(ctx.database, 'payments')).toBe(before);
  });

  it('lists a visit’s payments, sums them by status, prints a receipt, and is archived', async () => {
    const doctor = (await makeFullTimeDoctor(ctx, admin, clinic)).id;
    const visit = await post(
      ctx,
      reception,
      '/api/appointments',
      bookingInput({ patient, doctor, clinic }, dayFrom('Thursday', 14)),
    );
    const paid = (await send('POST', '/api/payments', input({ appointment: visit.id, amount: '60.00' }))).json<Rec>();
    await send('POST', '/api/payments', input({ appointment: visit.id, amount: '15.25', paymentStatus: 'Pending' }));
    const list = await send('GET', `/api/payments?appointment=${visit.id}&sort=amount`);
    expect(list.json<{ items: Rec[]; total: number }>().items.map((i) => i.amount)).toEqual(['15.25', '60.00']);

    const summary = await send('GET', `/api/payments/summary?appointment=${visit.id}`);
    expect(summary.statusCode, summary.body).toBe(200);
    const tiles = summary.json<{ tiles: { label: string; value: string }[] }>().tiles;
    expect(tiles.map((t) => [t.label, t.value])).toEqual([
      ['Received', '60.00'],
      ['Pending', '15.25'],
      ['Refunded', '0.00'],
    ]);

    const pdf = await send('GET', `/api/payments/${paid.id}/pdf`);
    expect(pdf.headers['content-disposition']).toContain(`receipt_${String(paid.paymentNumber)}.pdf`);
    expect(pdfText(pdf.rawPayload)).toContain('Noor Payer');

    const archived = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/payments/${paid.id}`,
      headers: { cookie: reception },
    });
    expect(archived.statusCode).toBe(204);
    expect((await send('GET', `/api/payments/${paid.id}`)).json<Rec>().archivedAt).toEqual(expect.any(String));
  });

  it('is read with billing.view and written with billing.edit', async () => {
    const dentist = await ctx.signIn('Dentist');
    const assistant = await ctx.signIn('Assistant');
    expect((await send('GET', '/api/payments', undefined, dentist)).statusCode).toBe(200);
    expect((await send('POST', '/api/payments', input(), dentist)).statusCode).toBe(403);
    expect((await send('GET', '/api/payments', undefined, assistant)).statusCode).toBe(403);
  });
});
