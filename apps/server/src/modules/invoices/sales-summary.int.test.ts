import { type SalesAnalytics, today } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingRecord, billingSetup } from '../../test/billing.js';
import { makePatient } from '../../test/book.js';
import type { TestContext } from '../../test/context.js';
import { setClinicSettings } from '../../test/ledger.js';
import { billingNumbersFromSource, salesAnalyticsFromSource } from '../../test/sales-from-source.js';
import { compactSales } from './sales-summary.js';

/**
 * The sales analytics read a per-day summary that triggers keep in the same transaction as each invoice and
 * payment write: after every kind of write, the endpoint answers what the invoices and payments themselves
 * add up to (computed from them as before the summary), also once the maintenance has folded the rows.
 */

let ctx: TestContext;
let admin: string;
let accountant: string;
let clinic: number;
let crown: BillingRecord;
let patient: number;

beforeAll(async () => {
  ({ ctx, admin, accountant, clinic, service: crown } = await billingSetup({ code: 'CRN-SS', name: 'Crown SS' }));
  await setClinicSettings(ctx, 'billing', { creditApplication: 'manual' });
  patient = (await makePatient(ctx, admin, 'Sam Summary')).id;
});
afterAll(() => ctx.close());

const send = async (method: 'POST' | 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const res = await ctx.app.inject({ method, url, headers: { cookie: accountant }, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? ({} as BillingRecord) : res.json<BillingRecord>();
};

const FROM = '2030-01-01';
const TO = '2030-12-31';

/**
 * Periods that start or end inside a month: read partly from the daily rows, partly from the monthly ones
 * (whole months), or only from the daily ones (no whole month, one month or two).
 */
const PARTIAL_PERIODS = [
  ['2030-03-03', '2030-11-15'],
  ['2030-03-02', '2030-03-20'],
  ['2030-02-15', '2030-03-04'],
] as const;

/** The endpoint's answer equals the figures recomputed from the invoices and payments. */
async function expectSummaryMatchesSource(): Promise<SalesAnalytics> {
  const answer = await send('GET', `/api/invoices/sales-analytics?from=${FROM}&to=${TO}`);
  const source = await salesAnalyticsFromSource(ctx.database.rows, FROM, TO);
  expect(answer).toEqual(source);
  for (const [from, to] of PARTIAL_PERIODS)
    expect(await send('GET', `/api/invoices/sales-analytics?from=${from}&to=${to}`)).toEqual(
      await salesAnalyticsFromSource(ctx.database.rows, from, to),
    );
  expect(await send('GET', '/api/invoices/dashboard')).toEqual(await billingNumbersFromSource(ctx.database.rows));
  return answer as unknown as SalesAnalytics;
}

const draft = (o: object) => send('POST', '/api/invoices', { patient, clinic, ...o });
const issue = (inv: BillingRecord) => send('POST', `/api/invoices/${inv.id}/issue`, { version: inv.version });
const pay = (o: object) =>
  send('POST', '/api/payments', { patient, clinic, paymentMethod: 'Cash', paymentDate: '2030-03-04', ...o });

describe('sales analytics from the per-day summary', () => {
  it('equal the figures recomputed from the invoices and payments after every kind of write', async () => {
    expect((await expectSummaryMatchesSource()).totals).toEqual([]);
    // Create (a draft counts for nothing), edit the draft, issue it.
    let first = await draft({ invoiceDate: '2030-03-02', items: [{ service: crown.id, quantity: 1 }] });
    await expectSummaryMatchesSource();
    first = await send('PATCH', `/api/invoices/${first.id}`, {
      version: first.version,
      items: [
        { service: crown.id, quantity: 2 },
        { description: 'X-ray', quantity: 1, unitPrice: '35.50' },
      ],
      taxRate: 5,
    });
    first = await issue(first);
    const issued = await expectSummaryMatchesSource();
    expect(issued.totals[0]).toMatchObject({ invoices: 1, lines: '275.50' });
    // Another in May, and one voided: the void takes it back out.
    const second = await issue(
      await draft({ invoiceDate: '2030-05-20', items: [{ description: 'Check-up', quantity: 1, unitPrice: '50.00' }] }),
    );
    const voided = await issue(
      await draft({ invoiceDate: '2030-05-21', items: [{ description: 'Wrong', quantity: 1, unitPrice: '70.00' }] }),
    );
    await expectSummaryMatchesSource();
    await send('POST', `/api/invoices/${voided.id}/void`, { version: voided.version, reason: 'Wrong patient' });
    expect((await expectSummaryMatchesSource()).totals[0]).toMatchObject({ invoices: 2 });
    // Payments (the invoice's paid and status move too), a refund; a payment on account edited, then removed.
    await pay({ invoice: first.id, amount: '100.00' });
    await pay({ invoice: second.id, amount: '50.00', paymentMethod: 'Card', paymentDate: '2030-05-22' });
    await expectSummaryMatchesSource();
    await pay({ invoice: first.id, amount: '20.00', paymentStatus: 'Refunded', notes: 'Goodwill' });
    await expectSummaryMatchesSource();
    const loose = await pay({ amount: '40.00', paymentMethod: 'Online' });
    const edited = await send('PATCH', `/api/payments/${loose.id}`, { version: loose.version, amount: '45.00' });
    expect((await expectSummaryMatchesSource()).methods).toContainEqual({
      name: 'Online',
      currency: 'USD',
      amount: '45.00',
    });
    await send('DELETE', `/api/payments/${edited.id}`);
    expect((await expectSummaryMatchesSource()).methods.map((m) => m.name)).not.toContain('Online');
    // A deleted draft, and an invoice outside the period.
    const gone = await draft({
      invoiceDate: '2030-06-01',
      items: [{ description: 'Draft', quantity: 1, unitPrice: '1.00' }],
    });
    await send('DELETE', `/api/invoices/${gone.id}`);
    await issue(
      await draft({ invoiceDate: '2031-01-01', items: [{ description: 'Later', quantity: 1, unitPrice: '9.00' }] }),
    );
    // This month's, for the dashboard's figures (billed and collected this month, what is owed in all).
    const current = await issue(
      await draft({ invoiceDate: today(), items: [{ description: 'Today', quantity: 1, unitPrice: '30.00' }] }),
    );
    await pay({ invoice: current.id, amount: '10.00', paymentDate: today() });
    const dashboard = await send('GET', '/api/invoices/dashboard');
    expect(dashboard).toMatchObject({ items: [{ currency: 'USD', billed: '30.00', collected: '10.00' }] });
    const before = await expectSummaryMatchesSource();
    expect(before.months.map((m) => m.month)).toEqual(['2030-03', '2030-05']);

    // Folded: the same answer from one row a day (month) per figure, and no day left to fold.
    const unfolded = await summaryRows();
    expect(unfolded.marked).toBeGreaterThan(0);
    expect(unfolded.repeated).toBeGreaterThan(0);
    await compactSales(ctx.database);
    expect(await expectSummaryMatchesSource()).toEqual(before);
    expect(await summaryRows()).toEqual({ marked: 0, repeated: 0 });
  });

  it('folds only the days written since the last fold, and their months', async () => {
    await compactSales(ctx.database);
    // Two rows of one figure on a day no write marked (as two folds at once may leave them): not read again.
    await ctx.database.rows(sql`
      insert into sales_daily (day, currency, figure, key, amount, n)
      values ('2029-06-03', 'USD', 'billed', '', 100, 1), ('2029-06-03', 'USD', 'billed', '', 200, 1)`);
    for (const price of ['15.00', '25.00'])
      await issue(
        await draft({ invoiceDate: '2030-08-12', items: [{ description: 'August', quantity: 1, unitPrice: price }] }),
      );
    expect(await marks()).toEqual(['2030-08-12']);
    expect(await repeatedDays()).toEqual(['2029-06-03', '2030-08-12']);
    await compactSales(ctx.database);
    expect(await marks()).toEqual([]);
    expect(await repeatedDays()).toEqual(['2029-06-03']);
    await ctx.database.rows(sql`delete from sales_daily where day = '2029-06-03'`);
    await expectSummaryMatchesSource();
  });
});

const marks = async () =>
  (await ctx.database.rows<{ day: string }>(sql`select distinct day::text as day from sales_written order by 1`)).map(
    (r) => r.day,
  );

/** The days with more than one row for a figure. */
const repeatedDays = async () =>
  (
    await ctx.database.rows<{ day: string }>(sql`
      select distinct day::text as day from sales_daily group by day, currency, figure, key having count(*) > 1 order by 1`)
  ).map((r) => r.day);

/** How many days are marked for the next fold, and how many days and months have a figure in more than one row. */
async function summaryRows(): Promise<{ marked: number; repeated: number }> {
  const [row] = await ctx.database.rows<{ marked: number; repeated: number }>(sql`
    select (select count(*)::int from sales_written) as marked,
      (select count(*)::int from (select 1 from sales_daily group by day, currency, figure, key having count(*) > 1) d)
      + (select count(*)::int from (select 1 from sales_monthly group by month, currency, figure, key having count(*) > 1) m)
      as repeated`);
  return row ?? { marked: 0, repeated: 0 };
}
