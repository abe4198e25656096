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

/**
 * What each of some patients owes per currency, with the open invoices' balances by age on `asOf`: one grouped
 * pass over their billed invoices (an open one's balance is what it still owes), counted payments (one not on
 * an invoice is credit) and completed work not yet billed.
 */
function totals(whose: SQL, asOf: string): SQL {
  const owed = (range: string) => sql.raw(`coalesce(sum(owed) filter (where ${range}), 0)`);
  return sql`
    select patient::int as patient, currency,
      coalesce(sum(amount), 0) as balance,
      coalesce(sum(amount) filter (where part = 'work'), 0) as unbilled,
      coalesce(sum(-amount) filter (where part = 'payment' and unapplied), 0) as credit,
      coalesce(sum(owed), 0) as outstanding,
      ${owed('age <= 30')} as current,
      ${owed('age between 31 and 60')} as "days31to60",
      ${owed('age between 61 and 90')} as "days61to90",
      ${owed('age > 90')} as "over90"
    from (
      select patient, coalesce(currency, 'USD') as currency, total_cents as amount, 'invoice' as part,
        false as unapplied, case when status in ('Issued', 'Partially Paid') then balance_cents end as owed,
        ${asOf}::date - invoice_date as age
      from invoices where ${whose} and ${billedInvoice()}
      union all
      select patient, coalesce(currency, 'USD'), -(${signedCents()}), 'payment', invoice is null, null, null
      from payments where ${whose} and ${countedPayment()}
      union all
      select patient, ${CURRENCY}, fee_cents, 'work', false, null, null from chart_entries e where ${whose} and ${unbilledWork}
    ) m
    group by patient, currency order by patient, currency`;
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

/**
 * A patient's account on `asOf`: the whole ledger in date order (a statement), or one page of it, newest first;
 * null when there is no such patient.
 */
export async function patientAccount(
  rows: Rows,
  patient: number,
  asOf: string,
  page?: AccountPageQuery,
): Promise<PatientAccount | null> {
  const whose = sql`patient = ${patient}`;
  // One statement: whether the patient exists, the ledger's page and the totals (the ledger's order is its
  // subquery's: nothing between it and json_agg sorts).
  const [account] = await rows<{ found: boolean; entries: EntryRow[]; totals: TotalsRow[] }>(sql`
    select exists(select 1 from patients where id = ${patient}) as found,
      (select coalesce(json_agg(l), '[]') from (${ledger(whose, page)}) l) as entries,
      (select coalesce(json_agg(t), '[]') from (${totals(whose, asOf)}) t) as totals`);
  if (!account?.found) return null;
  const { entries, totals: sums } = account;
  let total = Number(entries[0]?.count ?? 0);
  // A page past the end has no row to carry the count.
  if (page && entries.length === 0 && page.page > 1)
    total = (await patientAccount(rows, patient, asOf, { page: 1, pageSize: 1 }))?.total ?? 0;
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
