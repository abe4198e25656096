import {
  AGING_BUCKETS,
  type BillingNumbers,
  centsToMoney,
  type SalesAnalytics,
  type SalesTotals,
} from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';

type Amount = { currency: string; amount: string | number };
const money = (v: string | number) => centsToMoney(Number(v));
const amounts = <T extends Amount>(list: T[]) => list.map((r) => ({ ...r, amount: money(r.amount) }));

/** Days of this month (the database's date). */
const THIS_MONTH = sql.raw(
  "s.day >= date_trunc('month', app_today())::date and s.day < (date_trunc('month', app_today()) + interval '1 month')::date",
);

/** The figures the period's totals are made of (`periodTotals`), each kept under the key ''. */
const TOTALS = ['invoice', 'lines', 'discount', 'tax', 'total', 'paid', 'received', 'refunded'] as const;

/** The age bucket of an open invoice on today's date (see AGING_BUCKETS). */
const BUCKET = sql.raw(`case
  when app_today() - s.day <= 30 then '${AGING_BUCKETS[0].key}'
  when app_today() - s.day <= 60 then '${AGING_BUCKETS[1].key}'
  when app_today() - s.day <= 90 then '${AGING_BUCKETS[2].key}'
  else '${AGING_BUCKETS[3].key}' end`);

/**
 * Sales analytics of spec 001/002, per currency, read from the sales summary (migrations `fast_queries` and
 * `sales_monthly`): triggers add what each billed invoice and each collected payment gives its day
 * (`sales_daily`) and its month (`sales_monthly`), in the same transaction as the write, so the figures are
 * never behind. `sales_in(from, to)` reads the period's whole months from the monthly rows and only the days of
 * its partial first and last months from the daily ones: a year is ~13 months and up to ~60 days × a few dozen
 * rows, not every invoice, line and payment, nor 365 days of each figure. Billed is net of discount and before
 * tax (tax apart); collected is completed payments less refunds by payment date; revenue per service is the
 * lines before discount and tax. A group shows when invoices, lines or payments made it (`n` > 0), as the GROUP
 * BY over the source rows did (`test/sales-from-source.ts` computes them that way, for the tests). Aging is
 * today's open balances by invoice date (the daily `open` figure), whatever the period.
 */
export async function salesAnalytics(rows: Rows, from: string, to: string): Promise<SalesAnalytics> {
  // One statement: the period's summary rows are read once (a materialized CTE) and each part of the answer is
  // grouped from them as JSON, so a request waits for one round trip, not six.
  const [parts] = await rows<Parts>(sql`
    with s as materialized (select * from sales_in(${from}::date, ${to}::date)),
    keyed as (
      select s.figure, s.key, s.currency, sum(s.amount) as amount from s
      where s.figure in ('service', 'doctor', 'method') group by 1, 2, 3 having sum(s.n) > 0)
    select
      (select coalesce(json_agg(t), '[]') from (
        select s.currency, s.figure, sum(s.amount) as amount, sum(s.n) as n from s
        where s.figure = any(${sql.param([...TOTALS])}::text[]) and s.key = ''
        group by 1, 2 having sum(s.n) > 0) t) as figures,
      (select coalesce(json_agg(t order by t.month, t.currency), '[]') from (
        select to_char(s.day, 'YYYY-MM') as month, s.currency,
          coalesce(sum(s.amount) filter (where s.figure = 'invoice'), 0) as billed,
          coalesce(sum(s.amount) filter (where s.figure = 'tax'), 0) as tax,
          coalesce(sum(s.amount) filter (where s.figure = 'payment'), 0) as collected
        from s where s.figure in ('invoice', 'tax', 'payment')
        group by 1, 2 having sum(s.n) > 0) t) as months,
      ${named('service', "coalesce(v.name, 'Other')", "left join services v on v.id = nullif(g.key, '')::bigint")} as services,
      ${named('doctor', "coalesce(v.full_name, 'No doctor')", "left join doctors v on v.id = nullif(g.key, '')::bigint")} as doctors,
      ${named('method', 'g.key', '')} as methods,
      (select coalesce(json_agg(t order by t.currency, t.bucket), '[]') from (
        select ${BUCKET} as bucket, s.currency, sum(s.amount) as amount from sales_daily s
        where s.figure = 'open' group by 1, 2 having sum(s.n) > 0) t) as aging`);
  const { figures, months, services, doctors, aging, methods } = parts!;
  return {
    from,
    to,
    months: months.map((m) => ({ ...m, billed: money(m.billed), tax: money(m.tax), collected: money(m.collected) })),
    services: amounts(services),
    doctors: amounts(doctors),
    aging: amounts(aging),
    methods: amounts(methods),
    totals: periodTotals(figures),
  };
}

type Figure = { currency: string; figure: string; amount: string | number | null; n: string | number };
type Parts = {
  figures: Figure[];
  months: { month: string; currency: string; billed: number; tax: number; collected: number }[];
  services: (Amount & { name: string })[];
  doctors: (Amount & { name: string })[];
  methods: (Amount & { name: string })[];
  aging: (Amount & { bucket: string })[];
};

/** One keyed figure of the period (per service, doctor or method) as JSON, by the name `name` gives its key. */
function named(figure: string, name: string, join: string): SQL {
  // Two keys can share a name (two services called "Other"): grouped by the name, as the page shows it.
  return sql`(select coalesce(json_agg(t order by t.amount desc, t.name), '[]') from (
    select ${sql.raw(name)} as name, g.currency, sum(g.amount) as amount
    from keyed g ${sql.raw(join)} where g.figure = ${figure}
    group by 1, 2) t)`;
}

/** The period's figures per currency (see `salesTotalsSchema` for each one's definition). */
function periodTotals(figures: Figure[]): SalesTotals[] {
  const currencies = [...new Set(figures.map((f) => f.currency))].sort();
  return currencies.map((currency) => {
    const of = (figure: string) => figures.find((f) => f.currency === currency && f.figure === figure);
    const cents = (figure: string) => Number(of(figure)?.amount ?? 0);
    return {
      currency,
      invoices: Number(of('invoice')?.n ?? 0),
      lines: money(cents('lines')),
      discount: money(cents('discount')),
      billed: money(cents('invoice')),
      tax: money(cents('tax')),
      total: money(cents('total')),
      paidOnInvoices: money(cents('paid')),
      received: money(cents('received')),
      refunded: money(cents('refunded')),
      collected: money(cents('received') - cents('refunded')),
    };
  });
}

/**
 * The dashboard's figures from the per-day summary: billed (invoice totals) and collected this month (the
 * database's date), and what open invoices owe in all (their balances).
 */
export async function billingNumbers(rows: Rows): Promise<BillingNumbers> {
  const items = await rows<{ currency: string; billed: string; collected: string; outstanding: string }>(sql`
    select s.currency,
      coalesce(sum(s.amount) filter (where s.figure = 'total' and ${THIS_MONTH}), 0) as billed,
      coalesce(sum(s.amount) filter (where s.figure = 'payment' and ${THIS_MONTH}), 0) as collected,
      coalesce(sum(s.amount) filter (where s.figure = 'open'), 0) as outstanding
    from sales_daily s
    where s.figure = 'open' or (s.figure in ('total', 'payment') and ${THIS_MONTH})
    group by s.currency having sum(s.n) > 0 order by s.currency`);
  const [month] = await rows<{ month: string }>(sql`select to_char(app_today(), 'YYYY-MM') as month`);
  return {
    month: month?.month ?? '',
    items: items.map((r) => ({
      currency: r.currency,
      billed: money(r.billed),
      collected: money(r.collected),
      outstanding: money(r.outstanding),
    })),
  };
}
