import { type AccountEntry, type AccountPageQuery, centsToMoney, type PatientAccount } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { billedInvoice, countedPayment, signedCents } from './payment-rules.js';

interface EntryRow {
  patient: number;
  count: string | number;
  date: string;
  kind: AccountEntry['kind'];
  reference: string;
  tooth: string | null;
  lastTooth: string | null;
  region: string | null;
  id: number;
  charge: string | number;
  credit: string | number;
  balance: string | number;
  currency: string;
}

interface TotalsRow {
  patient: number;
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

/** Completed work not yet on an invoice (alias `e`): a charge on the account already. */
const unbilledWork = sql`e.kind = 'Completed' and e.invoice is null and e.archived_at is null and e.fee_cents > 0`;
/** Work not yet billed is in the clinic's currency of today. */
const CURRENCY = sql`coalesce((select data->'localisation'->>'currency' from settings where id = 1), 'USD')`;

/**
 * The ledgers of some patients, in SQL: issued invoices and completed work not yet billed are charges,
 * completed payments credits and refunds negative credits, with the running balance per patient and currency.
 * Drafts and void invoices owe nothing; archived entries are left out. `page`: one page, newest first.
 */
function ledger(whose: SQL, page?: AccountPageQuery): SQL {
  const window = page
    ? sql`order by day desc, ord desc, id desc limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`
    : sql`order by patient, day, ord, id`;
  return sql`
    with entries as (
      select patient, invoice_date as day, 0 as ord, 'Invoice' as kind, invoice_number as reference,
        null::text as tooth, null::text as last_tooth, null::text as region, id,
        total_cents as charge, 0::bigint as credit, coalesce(currency, 'USD') as currency
      from invoices
      where ${whose} and ${billedInvoice()}
      union all
      select patient, payment_date, 1, case when payment_status = 'Refunded' then 'Refund' else 'Payment' end,
        payment_number, null, null, null, id, 0::bigint, ${signedCents()}, coalesce(currency, 'USD')
      from payments
      where ${whose} and ${countedPayment()}
      union all
      select e.patient, e.date, 0, 'Procedure', coalesce(s.code, e.condition, ''),
        e.tooth, e.last_tooth, e.region, e.id, e.fee_cents, 0::bigint, ${CURRENCY}
      from chart_entries e left join services s on s.id = e.service
      where ${whose} and ${unbilledWork}
    ), ledger as (
      select patient, day, ord, kind, reference, tooth, last_tooth, region, id, charge, credit, currency,
        sum(charge - credit) over (partition by patient, currency order by day, ord, id rows unbounded preceding) as balance,
        count(*) over (partition by patient) as count
      from entries
    )
    select patient::int as patient, day::text as date, kind, coalesce(reference, '') as reference,
      tooth, last_tooth as "lastTooth", region, id::int as id,
      charge, credit, currency, balance, count
    from ledger ${window}`;
}

/** What each of some patients owes per currency, with the open invoices' balances by age on `asOf`. */
function totals(whose: SQL, asOf: string): SQL {
  return sql`
    with open as (
      select patient, coalesce(currency, 'USD') as currency, balance_cents as owed, (${asOf}::date - invoice_date) as age
      from invoices
      where ${whose} and archived_at is null and status in ('Issued', 'Partially Paid')
    ), moves as (
      select patient, coalesce(currency, 'USD') as currency, total_cents as amount from invoices
      where ${whose} and ${billedInvoice()}
      union all
      select patient, coalesce(currency, 'USD'), -(${signedCents()})
      from payments
      where ${whose} and ${countedPayment()}
      union all
      select patient, ${CURRENCY}, fee_cents from chart_entries e where ${whose} and ${unbilledWork}
    ), unbilled as (
      select patient, ${CURRENCY} as currency, fee_cents as amount from chart_entries e where ${whose} and ${unbilledWork}
    ), credit as (
      select patient, coalesce(currency, 'USD') as currency, ${signedCents()} as amount from payments
      where ${whose} and invoice is null and ${countedPayment()}
    ), keys as (select distinct patient, currency from moves)
    select k.patient::int as patient, k.currency,
      coalesce((select sum(amount) from moves m where m.patient = k.patient and m.currency = k.currency), 0) as balance,
      coalesce((select sum(amount) from unbilled u where u.patient = k.patient and u.currency = k.currency), 0) as unbilled,
      coalesce((select sum(amount) from credit c where c.patient = k.patient and c.currency = k.currency), 0) as credit,
      coalesce((select sum(owed) from open o where o.patient = k.patient and o.currency = k.currency), 0) as outstanding,
      coalesce((select sum(owed) from open o where o.patient = k.patient and o.currency = k.currency and age <= 30), 0) as current,
      coalesce((select sum(owed) from open o where o.patient = k.patient and o.currency = k.currency
        and age between 31 and 60), 0) as "days31to60",
      coalesce((select sum(owed) from open o where o.patient = k.patient and o.currency = k.currency
        and age between 61 and 90), 0) as "days61to90",
      coalesce((select sum(owed) from open o where o.patient = k.patient and o.currency = k.currency and age > 90), 0)
        as "over90"
    from keys k order by k.patient, k.currency`;
}

const entryOf = (e: EntryRow): AccountEntry => ({
  date: e.date,
  kind: e.kind,
  reference: e.reference,
  tooth: e.tooth,
  lastTooth: e.lastTooth,
  region: e.region,
  id: Number(e.id),
  charge: money(e.charge),
  credit: money(e.credit),
  balance: money(e.balance),
  currency: e.currency,
});

const totalsOf = (t: TotalsRow): PatientAccount['totals'][number] => ({
  currency: t.currency,
  balance: money(t.balance),
  unbilled: money(t.unbilled),
  credit: money(t.credit),
  outstanding: money(t.outstanding),
  current: money(t.current),
  days31to60: money(t.days31to60),
  days61to90: money(t.days61to90),
  over90: money(t.over90),
});

/** A patient's account on `asOf`: the whole ledger in date order (a statement), or one page of it, newest first. */
export async function patientAccount(
  rows: Rows,
  patient: number,
  asOf: string,
  page?: AccountPageQuery,
): Promise<PatientAccount> {
  const whose = sql`patient = ${patient}`;
  const [entries, sums] = [await rows<EntryRow>(ledger(whose, page)), await rows<TotalsRow>(totals(whose, asOf))];
  let total = Number(entries[0]?.count ?? 0);
  // A page past the end has no row to carry the count.
  if (page && entries.length === 0 && page.page > 1)
    total = (await patientAccount(rows, patient, asOf, { page: 1, pageSize: 1 })).total;
  return { asOf, entries: entries.map(entryOf), total, totals: sums.map(totalsOf) };
}

/** The whole accounts of several patients (a batch of statements): two statements in all, not two per patient. */
export async function patientAccounts(
  rows: Rows,
  patients: number[],
  asOf: string,
): Promise<Map<number, PatientAccount>> {
  const accounts = new Map<number, PatientAccount>(
    patients.map((id) => [id, { asOf, entries: [], total: 0, totals: [] }]),
  );
  if (patients.length === 0) return accounts;
  const whose = sql`patient = any(${sql.param(patients)}::bigint[])`;
  for (const e of await rows<EntryRow>(ledger(whose))) {
    const account = accounts.get(Number(e.patient));
    if (!account) continue;
    account.entries.push(entryOf(e));
    account.total = Number(e.count);
  }
  for (const t of await rows<TotalsRow>(totals(whose, asOf))) accounts.get(Number(t.patient))?.totals.push(totalsOf(t));
  return accounts;
}
