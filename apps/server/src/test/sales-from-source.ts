import {
  AGING_BUCKETS,
  type BillingNumbers,
  centsToMoney,
  type SalesAnalytics,
  type SalesTotals,
} from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { billedInvoice, collectedPayment, signedCents } from '../modules/invoices/payment-rules.js';

type Amount = { currency: string; amount: string | number };
const money = (v: string | number) => centsToMoney(Number(v));
const amounts = <T extends Amount>(list: T[]) => list.map((r) => ({ ...r, amount: money(r.amount) }));

const BILLED = billedInvoice('i');
const COLLECTED = collectedPayment('p');
const SIGNED = signedCents('p');
const CURRENCY = (t: string) => sql.raw(`coalesce(${t}.currency, 'USD')`);

/** The age bucket of an open invoice on today's date (see AGING_BUCKETS). */
const BUCKET = sql.raw(`case
  when app_today() - i.invoice_date <= 30 then '${AGING_BUCKETS[0].key}'
  when app_today() - i.invoice_date <= 60 then '${AGING_BUCKETS[1].key}'
  when app_today() - i.invoice_date <= 90 then '${AGING_BUCKETS[2].key}'
  else '${AGING_BUCKETS[3].key}' end`);

/** Billed: an invoice's total less its tax (its lines less its discount). */
const NET = sql.raw('(i.total_cents - coalesce(i.tax_total_cents, 0))');

/**
 * Sales analytics computed from the invoices and payments themselves, as the server did before the
 * per-day summary (`sales_daily`): what the tests compare the summary's answer with. Each figure one
 * grouped query over invoices and payments, per currency. Billed is net of discount and before tax (tax apart); collected is completed payments
 * less refunds by payment date; revenue per service is the lines before discount and tax.
 */
export async function salesAnalyticsFromSource(rows: Rows, from: string, to: string): Promise<SalesAnalytics> {
  const period = (column: string) => sql`${sql.raw(column)} between ${from}::date and ${to}::date`;
  const [months, services, doctors, aging, methods, totals] = await Promise.all([
    rows<{ month: string; currency: string; billed: string; tax: string; collected: string }>(sql`
      with billed as (
        select to_char(i.invoice_date, 'YYYY-MM') as month, ${CURRENCY('i')} as currency,
          sum(${NET}) as cents, sum(coalesce(i.tax_total_cents, 0)) as tax
        from invoices i where ${BILLED} and ${period('i.invoice_date')} group by 1, 2
      ), collected as (
        select to_char(p.payment_date, 'YYYY-MM') as month, ${CURRENCY('p')} as currency, sum(${SIGNED}) as cents
        from payments p where ${COLLECTED} and ${period('p.payment_date')} group by 1, 2
      )
      select coalesce(b.month, c.month) as month, coalesce(b.currency, c.currency) as currency,
        coalesce(b.cents, 0) as billed, coalesce(b.tax, 0) as tax, coalesce(c.cents, 0) as collected
      from billed b full join collected c on c.month = b.month and c.currency = b.currency
      order by 1, 2`),
    rows<Amount & { name: string }>(sql`
      select coalesce(s.name, 'Other') as name, ${CURRENCY('i')} as currency,
        sum((line->>'quantity')::bigint * round((line->>'unitPrice')::numeric * 100)::bigint) as amount
      from invoices i
      cross join lateral jsonb_array_elements(i.items) as line
      left join services s on s.id = nullif(line->>'service', '')::bigint
      where ${BILLED} and ${period('i.invoice_date')}
      group by 1, 2 order by amount desc, name`),
    rows<Amount & { name: string }>(sql`
      select coalesce(d.full_name, 'No doctor') as name, ${CURRENCY('i')} as currency, sum(${NET}) as amount
      from invoices i left join doctors d on d.id = i.doctor
      where ${BILLED} and ${period('i.invoice_date')}
      group by 1, 2 order by amount desc, name`),
    rows<Amount & { bucket: string }>(sql`
      select ${BUCKET} as bucket, ${CURRENCY('i')} as currency, sum(i.balance_cents) as amount
      from invoices i where i.archived_at is null and i.status in ('Issued', 'Partially Paid')
      group by 1, 2 order by 2, 1`),
    rows<Amount & { name: string }>(sql`
      select p.payment_method as name, ${CURRENCY('p')} as currency, sum(${SIGNED}) as amount
      from payments p where ${COLLECTED} and ${period('p.payment_date')}
      group by 1, 2 order by amount desc, name`),
    periodTotals(rows, period),
  ]);
  return {
    from,
    to,
    months: months.map((m) => ({ ...m, billed: money(m.billed), tax: money(m.tax), collected: money(m.collected) })),
    services: amounts(services),
    doctors: amounts(doctors),
    aging: amounts(aging),
    methods: amounts(methods),
    totals,
  };
}

/** The period's figures per currency (see `salesTotalsSchema` for each one's definition). */
async function periodTotals(rows: Rows, period: (column: string) => SQL): Promise<SalesTotals[]> {
  const found = await rows<Record<keyof SalesTotals, string>>(sql`
    with figures as (
      select ${CURRENCY('i')} as currency, 1 as invoices, i.subtotal_cents as lines,
        coalesce(i.discount_total_cents, 0) as discount, ${NET} as billed, coalesce(i.tax_total_cents, 0) as tax,
        i.total_cents as total, coalesce(i.paid_cents, 0) as paid_on_invoices, 0::bigint as received,
        0::bigint as refunded
      from invoices i where ${BILLED} and ${period('i.invoice_date')}
      union all
      select ${CURRENCY('p')}, 0, 0, 0, 0, 0, 0, 0,
        case when p.payment_status = 'Refunded' then 0 else p.amount_cents end,
        case when p.payment_status = 'Refunded' then p.amount_cents else 0 end
      from payments p where ${COLLECTED} and ${period('p.payment_date')}
    )
    select currency, sum(invoices)::int as invoices, sum(lines) as lines, sum(discount) as discount,
      sum(billed) as billed, sum(tax) as tax, sum(total) as total, sum(paid_on_invoices) as "paidOnInvoices",
      sum(received) as received, sum(refunded) as refunded
    from figures group by currency order by currency`);
  return found.map((r) => ({
    currency: r.currency,
    invoices: Number(r.invoices),
    lines: money(r.lines),
    discount: money(r.discount),
    billed: money(r.billed),
    tax: money(r.tax),
    total: money(r.total),
    paidOnInvoices: money(r.paidOnInvoices),
    received: money(r.received),
    refunded: money(r.refunded),
    collected: money(Number(r.received) - Number(r.refunded)),
  }));
}

/** The dashboard's figures computed from the invoices and payments, as before the summary: billed and collected this month (the database's date), and what is owed in all. */
export async function billingNumbersFromSource(rows: Rows): Promise<BillingNumbers> {
  const items = await rows<{ currency: string; billed: string; collected: string; outstanding: string }>(sql`
    with figures as (
      select ${CURRENCY('i')} as currency, i.total_cents as billed, 0::bigint as collected, 0::bigint as outstanding
      from invoices i where ${BILLED} and date_trunc('month', i.invoice_date) = date_trunc('month', app_today())
      union all
      select ${CURRENCY('p')}, 0, ${SIGNED}, 0
      from payments p where ${COLLECTED} and date_trunc('month', p.payment_date) = date_trunc('month', app_today())
      union all
      select ${CURRENCY('i')}, 0, 0, i.balance_cents
      from invoices i where i.archived_at is null and i.status in ('Issued', 'Partially Paid')
    )
    select currency, sum(billed) as billed, sum(collected) as collected, sum(outstanding) as outstanding
    from figures group by currency order by currency`);
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
