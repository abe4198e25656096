import { type AccountEntry, centsToMoney, type PatientAccount } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { billedInvoice, countedPayment, signedCents } from './payment-rules.js';

interface EntryRow {
  date: string;
  kind: AccountEntry['kind'];
  reference: string;
  id: number;
  charge: string | number;
  credit: string | number;
  balance: string | number;
  currency: string;
}

interface TotalsRow {
  currency: string;
  balance: string | number;
  unbilled: string | number;
  credit: string | number;
  outstanding: string | number;
  current: string | number;
  days31to60: string | number;
  days61to90: string | number;
  over90: string | number;
}

const money = (v: string | number): string => centsToMoney(Number(v));

/** Completed work of the patient not yet on an invoice (alias `e`): a charge on the account already. */
const unbilledWork = (patient: number) =>
  sql`e.patient = ${patient} and e.kind = 'Completed' and e.invoice is null and e.archived_at is null and e.fee_cents > 0`;
/** Work not yet billed is in the clinic's currency of today. */
const CURRENCY = sql`coalesce((select data->'localisation'->>'currency' from settings where id = 1), 'USD')`;

/**
 * A patient's account, computed in SQL: issued invoices and completed work not yet billed are charges, completed
 * payments credits and refunds negative credits, in date order with the
 * running balance per currency; the open invoices' balances by age on `asOf`.
 * Drafts and void invoices owe nothing; archived entries are left out.
 */
export async function patientAccount(rows: Rows, patient: number, asOf: string): Promise<PatientAccount> {
  const entries = await rows<EntryRow>(sql`
    with entries as (
      select invoice_date as day, 0 as ord, 'Invoice' as kind, invoice_number as reference, id,
        total_cents as charge, 0::bigint as credit, coalesce(currency, 'USD') as currency
      from invoices
      where patient = ${patient} and ${billedInvoice()}
      union all
      select payment_date, 1, case when payment_status = 'Refunded' then 'Refund' else 'Payment' end,
        payment_number, id, 0::bigint, ${signedCents()}, coalesce(currency, 'USD')
      from payments
      where patient = ${patient} and ${countedPayment()}
      union all
      select e.date, 0, 'Procedure', coalesce(s.code, e.condition, ''), e.id, e.fee_cents, 0::bigint, ${CURRENCY}
      from chart_entries e left join services s on s.id = e.service
      where ${unbilledWork(patient)}
    )
    select day::text as date, kind, coalesce(reference, '') as reference, id::int as id, charge, credit, currency,
      sum(charge - credit) over (partition by currency order by day, ord, id rows unbounded preceding) as balance
    from entries order by day, ord, id`);
  const totals = await rows<TotalsRow>(sql`
    with open as (
      select coalesce(currency, 'USD') as currency, balance_cents as owed, (${asOf}::date - invoice_date) as age
      from invoices
      where patient = ${patient} and archived_at is null and status in ('Issued', 'Partially Paid')
    ), moves as (
      select coalesce(currency, 'USD') as currency, total_cents as amount from invoices
      where patient = ${patient} and ${billedInvoice()}
      union all
      select coalesce(currency, 'USD'), -(${signedCents()})
      from payments
      where patient = ${patient} and ${countedPayment()}
      union all
      select ${CURRENCY}, fee_cents from chart_entries e where ${unbilledWork(patient)}
    ), unbilled as (
      select ${CURRENCY} as currency, fee_cents as amount from chart_entries e where ${unbilledWork(patient)}
    ), credit as (
      select coalesce(currency, 'USD') as currency, ${signedCents()} as amount from payments
      where patient = ${patient} and invoice is null and ${countedPayment()}
    ), currencies as (select distinct currency from moves)
    select c.currency,
      coalesce((select sum(amount) from moves m where m.currency = c.currency), 0) as balance,
      coalesce((select sum(amount) from unbilled u where u.currency = c.currency), 0) as unbilled,
      coalesce((select sum(amount) from credit k where k.currency = c.currency), 0) as credit,
      coalesce((select sum(owed) from open o where o.currency = c.currency), 0) as outstanding,
      coalesce((select sum(owed) from open o where o.currency = c.currency and age <= 30), 0) as current,
      coalesce((select sum(owed) from open o where o.currency = c.currency and age between 31 and 60), 0) as "days31to60",
      coalesce((select sum(owed) from open o where o.currency = c.currency and age between 61 and 90), 0) as "days61to90",
      coalesce((select sum(owed) from open o where o.currency = c.currency and age > 90), 0) as "over90"
    from currencies c order by c.currency`);
  return {
    asOf,
    entries: entries.map((e) => ({
      date: e.date,
      kind: e.kind,
      reference: e.reference,
      id: Number(e.id),
      charge: money(e.charge),
      credit: money(e.credit),
      balance: money(e.balance),
      currency: e.currency,
    })),
    totals: totals.map((t) => ({
      currency: t.currency,
      balance: money(t.balance),
      unbilled: money(t.unbilled),
      credit: money(t.credit),
      outstanding: money(t.outstanding),
      current: money(t.current),
      days31to60: money(t.days31to60),
      days61to90: money(t.days61to90),
      over90: money(t.over90),
    })),
  };
}
