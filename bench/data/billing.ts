// Invoices (with their lines), payments and dental chart entries in proportion to the patients, in SQL.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { int, pick, textArray } from './sql.js';

/** Invoices per patient; lines per invoice average 2.5 (1 to 4); chart entries per patient. */
export const INVOICES_PER_PATIENT = 2;
export const CHART_ENTRIES_PER_PATIENT = 5;
/** Every this-many-th invoice (chart entry) goes to patient 1: one heavy account and chart beside the usual 2 and 5. */
export const HEAVY_EVERY = { invoices: 1000, chart: 2000 };
/** The patient whose account and chart are heavy, and one with the usual 2 invoices and 5 chart entries. */
export const HEAVY_PATIENT = 1;
export const TYPICAL_PATIENT = 2;
/** Days of billing history before today. */
export const BILLING_DAYS = 3 * 365;

const LINES = [
  'Check-up and cleaning',
  'Composite filling',
  'Periapical X-ray',
  'Root canal treatment',
  'Ceramic crown',
  'Extraction',
  'Scale and polish',
  'Fluoride varnish',
  'Night guard',
  'Whitening session',
];
const METHODS = ['Cash', 'Card', 'Card', 'Bank Transfer', 'Insurance'];
const CONDITIONS = ['Decayed', 'Filled', 'Crown', 'Missing', 'Root Canal', 'Sealant', 'Healthy', 'Fractured'];
/** By i mod 8: what a chart entry records. */
const KINDS = ['Condition', 'Condition', 'Condition', 'Completed', 'Completed', 'Planned', 'Planned', 'Existing'];
const SURFACES = ['{}', '{O}', '{M,O}', '{D}', '{B}', '{O,D}'];

/** patient of row i of `per` × n rows: 1 + (i - 1) mod n, except every `heavy`-th row goes to the heavy patient. */
const patientOf = (i: SQL, n: number, heavy: number) =>
  sql`case when ${i} % ${int(heavy)} = 0 then ${int(HEAVY_PATIENT)} else 1 + (${i} - 1) % ${int(n)} end`;

/** The date of row i of m, rising with i over the last BILLING_DAYS days before `today`. */
const dayOf = (i: SQL, m: number, today: string) =>
  sql`(${today}::date - ${int(BILLING_DAYS)} + ((${i} - 1)::bigint * ${int(BILLING_DAYS)} / ${int(m)})::int)`;

/**
 * 2 invoices per patient, 1 to 4 lines each (free lines with a price), by i mod 20 (shifted every 1,000 rows): 1 draft, 1 void
 * (archived), 3 issued and unpaid, 2 partly paid, 13 paid; numbered per year as the server numbers them
 * (`INV-2026-000042`), the year's counter set after them. Doctors and clinics in turn.
 */
export async function generateInvoices(database: Database, patients: number, today: string): Promise<void> {
  const m = patients * INVOICES_PER_PATIENT;
  const lines = textArray(LINES);
  await database.rows(sql`
    insert into invoices (invoice_number, patient, clinic, doctor, invoice_date, due_date, items, payment_method, status,
                          currency, subtotal_cents, discount_total_cents, tax_total_cents, total_cents, paid_cents,
                          balance_cents, void_reason, archived_at, created_at, updated_at, version)
    select case when x.s <> 0 then 'INV-' || to_char(x.day, 'YYYY') || '-' || lpad((count(*) filter (where x.s <> 0)
             over (partition by extract(year from x.day) order by x.i))::text, 6, '0') end,
           x.patient, x.clinic, x.doctor, x.day, x.day + 30, x.items, 'Cash', x.status, 'USD',
           x.total, 0, 0, x.total, x.paid, x.total - x.paid,
           case when x.status = 'Void' then 'Entered in error' end,
           case when x.status = 'Void' then x.day + time '17:00' end,
           x.day + time '10:00', x.day + time '10:00' + (x.s % 3) * interval '1 day', 1 + x.s % 3
    from (
      select g.i, g.s, ${patientOf(sql`g.i`, patients, HEAVY_EVERY.invoices)} as patient,
             1 + g.i % 5 as clinic, d.ids[1 + g.i % cardinality(d.ids)] as doctor, ${dayOf(sql`g.i`, m, today)} as day,
             l.items, l.total,
             case g.s when 0 then 'Draft' when 1 then 'Void' when 2 then 'Issued' when 3 then 'Issued'
               when 4 then 'Issued' when 5 then 'Partially Paid' when 6 then 'Partially Paid' else 'Paid' end as status,
             case when g.s in (5, 6) then l.total / 2 when g.s >= 7 then l.total else 0 end as paid
      -- s: the status's place in 20; shifted every 1,000 rows, so the heavy patient's invoices take every status.
      from (select i, (i + i / 1000) % 20 as s from generate_series(1, ${int(m)}) i) g
      cross join (select array_agg(id order by id) as ids from doctors) d
      cross join lateral (
        select jsonb_agg(jsonb_build_object('service', null, 'description', ${pick(lines, sql`(g.i + k) % ${int(LINES.length)}`)},
                 'tooth', null, 'quantity', q, 'unitPrice', (c / 100)::text || '.00') order by k) as items,
               sum(q * c)::bigint as total
        from (select k, 1 + (g.i + k) % 2 as q, 4000 + ((g.i * 37 + k * 101) % 40) * 500 as c
              from generate_series(1, 1 + g.i % 4) k) line
      ) l
    ) x`);
  await database.rows(sql`
    insert into invoice_counters (year, last_number)
    select extract(year from invoice_date)::int, count(*) from invoices where invoice_number is not null group by 1
    on conflict (year) do update set last_number = excluded.last_number`);
}

/**
 * What paid and partly paid invoices received: one completed payment each, two for every third paid one
 * (half, then the rest), by its invoice's date plus up to 19 days (never after today). Numbered `PAY-000042`
 * in order, the receipts' counter set after them.
 */
export async function generatePayments(database: Database, today: string): Promise<void> {
  const methods = textArray(METHODS);
  await database.rows(sql`
    insert into payments (payment_number, patient, clinic, amount_cents, currency, payment_method, payment_status,
                          payment_date, invoice, created_at, updated_at)
    select 'PAY-' || lpad(q.n::text, greatest(6, length(q.n::text)), '0'), q.patient, q.clinic, q.amount,
           'USD', q.method, 'Completed', q.day, q.invoice, q.at, q.at
    from (
      -- Numbered as the server numbers receipts (at least six digits, more past 999,999: PAY-1000000).
      select row_number() over (order by i.id, k) as n, i.patient, i.clinic,
             case when parts = 1 then i.paid_cents when k = 1 then i.paid_cents / 2 else i.paid_cents - i.paid_cents / 2 end
               as amount,
             ${pick(methods, sql`(i.id + k) % ${int(METHODS.length)}`)} as method,
             least(${today}::date, i.invoice_date + (i.id % 20)::int + (k - 1) * 14) as day, i.id as invoice,
             i.created_at + k * interval '1 hour' as at
      from (select *, case when status = 'Paid' and id % 3 = 0 then 2 else 1 end as parts from invoices
            where status in ('Paid', 'Partially Paid')) i
      cross join lateral generate_series(1, i.parts) k) q`);
  await database.rows(sql`
    insert into number_counters (series, last_number) select 'receipt', count(*) from payments
    on conflict (series) do update set last_number = excluded.last_number`);
}

/**
 * 5 chart entries per patient over three years: findings (a condition on a tooth and its surfaces), completed
 * and planned work, existing restorations; 1 completed entry in 25 has a fee and no invoice (work not yet billed).
 */
export async function generateChartEntries(database: Database, patients: number, today: string): Promise<void> {
  const m = patients * CHART_ENTRIES_PER_PATIENT;
  // Shifted every 2,000 rows, so the heavy patient's entries are of every kind too.
  const kind = pick(textArray(KINDS), sql`(g.i + g.i / 2000) % ${int(KINDS.length)}`);
  await database.rows(sql`
    insert into chart_entries (patient, date, tooth, surfaces, kind, condition, treatment_summary, doctor, clinic,
                               fee_cents, completed_on, created_at, updated_at)
    select x.patient, x.day, x.tooth, x.surfaces, x.kind,
           case when x.kind in ('Condition', 'Existing') then ${pick(textArray(CONDITIONS), sql`(x.i / 8) % ${int(CONDITIONS.length)}`)} end,
           case when x.kind in ('Completed', 'Planned') then ${pick(textArray(LINES), sql`x.i % ${int(LINES.length)}`)} end,
           x.doctor, 1 + x.i % 5,
           case when x.kind = 'Completed' and x.i % 25 = 3 then 8000 end,
           case when x.kind = 'Completed' then x.day end,
           x.day + time '11:00', x.day + time '11:00'
    from (
      select g.i, ${patientOf(sql`g.i`, patients, HEAVY_EVERY.chart)} as patient, ${dayOf(sql`g.i`, m, today)} as day,
             (1 + (g.i * 7) % 32)::text as tooth, ${pick(textArray(SURFACES), sql`(g.i / 3) % ${int(SURFACES.length)}`)}::text[] as surfaces,
             ${kind} as kind, d.ids[1 + g.i % cardinality(d.ids)] as doctor
      from generate_series(1, ${int(m)}) g(i)
      cross join (select array_agg(id order by id) as ids from doctors) d
    ) x`);
}
