// What the honest benchmark measures: each endpoint a clinic uses all day, its check, its p99 goal, and the
// ceiling: hand-written SQL that fetches the rows of the same answer as directly as we know how (docs in README).
import type { RecordedStatement } from '../apps/server/src/db/statement-recorder.js';
import { HEAVY_PATIENT, TYPICAL_PATIENT } from './data/billing.js';
import { archivedAmong } from './data/patients.js';
import { BOOK_CLINIC, PAGE_SIZE, weekOf } from './targets.js';

export interface Endpoint {
  name: string;
  /** The real server's path and query. */
  path: string;
  /** The hand-written statements of the same answer (sent by the thin server in turn with the others). */
  ceiling: RecordedStatement[];
  /** Checks the real answer before the load; returns what to print about it, throws when it is wrong. */
  verify(body: unknown, contentType: string): string;
}

export interface EndpointContext {
  patients: number;
  q: string;
  /** The clinic's today, YYYY-MM-DD. */
  today: string;
  /** An invoice number that exists (searched by number). */
  invoiceNumber: string;
  /** Live invoices (not void: archived). */
  liveInvoices: number;
}

/** Issue 26's p99 goals at 100k patients for every list, search, account, chart and analytics request. */
export const P99_GOAL_MS = { postgres: 50, pglite: 150 } as const;
/** /api/ping beside the heaviest endpoint. */
export const PING_P99_GOAL_MS = 10;
/** The real server's req/s over the thin server's, at least; its over the ceiling's, at least 1 / this. */
export const THIN_RATIO_GOAL = 0.7;
export const CEILING_FACTOR_GOAL = 2;

const statement = (text: string, ...params: unknown[]): RecordedStatement => ({
  text: text.replace(/\s+/g, ' ').trim(),
  params,
});

/** The patients' search text, as its trigram index (patients_search_trgm) is built. */
const PATIENT_DOC = `coalesce(full_name, '') || E'\\n' || coalesce(medical_record_number, '') || E'\\n' ||
  coalesce(national_id, '') || E'\\n' || coalesce(telephone, '') || E'\\n' || coalesce(email, '') || E'\\n' ||
  coalesce(insurance_id, '')`;

const page = (body: unknown, what: string, items = PAGE_SIZE): string => {
  const p = body as { items?: unknown[]; total?: number };
  if (!Array.isArray(p.items) || p.items.length !== items)
    throw new Error(`${what}: ${p.items?.length ?? 'no'} items, expected ${items}`);
  return `${p.total} matching`;
};

/** A live invoices' page sorted as the list's default (newest number first), from the ids `ids` picks. */
const invoicePage = (ids: string) => `
  with s as (${ids})
  select i.id, i.invoice_number, i.invoice_date, i.status, i.total_cents, i.balance_cents, p.full_name as patient_name,
         count(*) over () as n
  from s join invoices i on i.id = s.id join patients p on p.id = i.patient
  order by lower(i.invoice_number) desc, i.id desc limit ${PAGE_SIZE}`;

/** A patient's account: billed invoices, counted payments and unbilled work in date order, with the running balance. */
const accountRows = (patient: number) => [
  statement('select id, full_name, address from patients where id = $1', patient),
  statement(
    `select kind, id, day, amount, sum(amount) over (order by day, kind, id) as balance from (
       select 'charge' as kind, id, invoice_date as day, total_cents as amount from invoices
        where patient = $1 and archived_at is null and status in ('Issued', 'Partially Paid', 'Paid')
       union all
       select 'payment', id, payment_date, -amount_cents from payments
        where patient = $1 and archived_at is null and payment_status = 'Completed'
       union all
       select 'work', id, date, fee_cents from chart_entries
        where patient = $1 and kind = 'Completed' and invoice is null and archived_at is null and fee_cents > 0
     ) m order by day, kind, id`,
    patient,
  ),
];

const chartRows = (patient: number, today: string) => [
  statement('select id, full_name from patients where id = $1', patient),
  statement(
    `select distinct on (tooth, s) tooth, s as surface, kind, condition, date, id, count(*) over () as entries
     from chart_entries cross join lateral unnest(case when surfaces = '{}' then array[''] else surfaces end) s
     where patient = $1 and archived_at is null and date <= $2::date
     order by tooth, s, date desc, id desc`,
    patient,
    today,
  ),
];

export function endpoints(ctx: EndpointContext): Endpoint[] {
  const live = ctx.patients - archivedAmong(ctx.patients);
  const deepPatients = Math.max(1, Math.floor(live / PAGE_SIZE / 2));
  const deepInvoices = Math.max(1, Math.floor(ctx.liveInvoices / PAGE_SIZE / 2));
  const like = `%${ctx.q}%`;
  const { from, to } = weekOf(ctx.today);
  const year = ctx.today.slice(0, 4);
  const yearAgo = `${Number(year) - 1}${ctx.today.slice(4, 7)}-01`;
  // The matches of the number (its trigram index) and of the patients' names (their trigram index, then each
  // patient's invoices by the (patient, date) index) with their sort key, one union; the page and the count
  // read that union once (not joined back to `invoices` before the page is cut).
  const invoiceSearch = (q: string) =>
    statement(
      `with m as (
         select i.id, lower(i.invoice_number) as k from invoices i
         where i.archived_at is null and i.invoice_number ilike $1
         union
         select i.id, lower(i.invoice_number) from invoices i
         where i.archived_at is null
           and i.patient = any(array(select p.id from patients p where p.full_name ilike $1))
       ), page as (select id, k from m order by k desc, id desc limit ${PAGE_SIZE})
       select i.id, i.invoice_number, i.invoice_date, i.status, i.total_cents, i.balance_cents,
              p.full_name as patient_name, (select count(*) from m) as n
       from page join invoices i on i.id = page.id join patients p on p.id = i.patient
       order by page.k desc, page.id desc`,
      `%${q}%`,
    );
  return [
    {
      name: `patients search q=${ctx.q} p3`,
      path: `/api/patients?page=3&pageSize=${PAGE_SIZE}&sort=fullName&q=${encodeURIComponent(ctx.q)}`,
      ceiling: [
        statement(
          `with m as (select id, lower(full_name) as k from patients where archived_at is null and ${PATIENT_DOC} ilike $1),
                s as (select id, k from m order by k, id limit ${PAGE_SIZE} offset ${2 * PAGE_SIZE})
           select (select count(*) from m) as total, p.* from s join patients p using (id) order by s.k, s.id`,
          like,
        ),
      ],
      verify: (body) => page(body, 'search'),
    },
    {
      name: `patients page ${deepPatients}`,
      path: `/api/patients?page=${deepPatients}&pageSize=${PAGE_SIZE}&sort=fullName`,
      ceiling: [
        statement(
          `with s as (select id, lower(full_name) as k from patients where archived_at is null
                      order by lower(full_name), id limit ${PAGE_SIZE} offset $1)
           select (select count(*) from patients where archived_at is null) as total, p.*
           from s join patients p using (id) order by s.k, s.id`,
          (deepPatients - 1) * PAGE_SIZE,
        ),
      ],
      verify: (body) => page(body, 'patients deep page'),
    },
    {
      name: 'invoices page 1',
      path: `/api/invoices?page=1&pageSize=${PAGE_SIZE}`,
      ceiling: [
        statement(
          `${invoicePage(`select id from invoices where archived_at is null
             order by lower(invoice_number) desc, id desc limit ${PAGE_SIZE}`)}`,
        ),
        statement('select count(*) from invoices where archived_at is null'),
      ],
      verify: (body) => page(body, 'invoices'),
    },
    {
      name: `invoices page ${deepInvoices}`,
      path: `/api/invoices?page=${deepInvoices}&pageSize=${PAGE_SIZE}`,
      ceiling: [
        statement(
          invoicePage(`select id from invoices where archived_at is null
             order by lower(invoice_number) desc, id desc limit ${PAGE_SIZE} offset $1`),
          (deepInvoices - 1) * PAGE_SIZE,
        ),
        statement('select count(*) from invoices where archived_at is null'),
      ],
      verify: (body) => page(body, 'invoices deep page'),
    },
    {
      name: `invoices search ${ctx.invoiceNumber}`,
      path: `/api/invoices?page=1&pageSize=${PAGE_SIZE}&q=${encodeURIComponent(ctx.invoiceNumber)}`,
      ceiling: [invoiceSearch(ctx.invoiceNumber)],
      verify: (body) => page(body, 'invoice search by number', 1),
    },
    {
      name: `invoices search q=${ctx.q}`,
      path: `/api/invoices?page=1&pageSize=${PAGE_SIZE}&q=${encodeURIComponent(ctx.q)}`,
      ceiling: [invoiceSearch(ctx.q)],
      verify: (body) => page(body, 'invoice search by name'),
    },
    ...[HEAVY_PATIENT, TYPICAL_PATIENT].map(
      (patient): Endpoint => ({
        name: `account patient ${patient}`,
        path: `/api/patients/${patient}/account`,
        ceiling: accountRows(patient),
        verify: (body) => {
          const account = body as { entries?: unknown[] };
          if (!Array.isArray(account.entries) || !account.entries.length) throw new Error('account: no entries');
          return `${account.entries.length} entries`;
        },
      }),
    ),
    {
      name: `statement patient ${TYPICAL_PATIENT}`,
      path: `/api/patients/${TYPICAL_PATIENT}/statement`,
      ceiling: accountRows(TYPICAL_PATIENT),
      verify: (body, type) => {
        if (!type.includes('pdf')) throw new Error(`statement: ${type}, not a PDF`);
        return `PDF of ${String(body).length} characters`;
      },
    },
    ...[HEAVY_PATIENT, TYPICAL_PATIENT].map(
      (patient): Endpoint => ({
        name: `chart patient ${patient}`,
        path: `/api/patients/${patient}/chart`,
        ceiling: chartRows(patient, ctx.today),
        verify: (body) => {
          const chart = body as { teeth?: Record<string, unknown>; entries?: number };
          if (!chart.teeth || typeof chart.entries !== 'number') throw new Error('chart: no teeth');
          return `${Object.keys(chart.teeth).length} teeth, ${chart.entries} entries`;
        },
      }),
    ),
    {
      name: 'sales analytics, 12 months',
      path: '/api/invoices/sales-analytics',
      // The sales summary (days and whole months, `sales_in`) of the period, every figure per key and per
      // month in one grouped read, then today's open balances by age: the summary is today's schema.
      ceiling: [
        statement(
          `select s.figure, s.key, s.currency, to_char(s.day, 'YYYY-MM') as month, sum(s.amount) as amount, sum(s.n) as n
           from sales_in($1::date, $2::date) s
           group by grouping sets ((s.figure, s.key, s.currency), (s.figure, s.currency, to_char(s.day, 'YYYY-MM')))`,
          yearAgo,
          ctx.today,
        ),
        statement(
          `select case when app_today() - day <= 30 then 0 when app_today() - day <= 60 then 1
                       when app_today() - day <= 90 then 2 else 3 end as bucket, currency, sum(amount) as amount
           from sales_daily where figure = 'open' group by 1, 2`,
        ),
      ],
      verify: (body) => {
        const a = body as { months?: unknown[] };
        if (!Array.isArray(a.months) || !a.months.length) throw new Error('analytics: no months');
        return `${a.months.length} months`;
      },
    },
    {
      name: `week ${from} clinic ${BOOK_CLINIC}`,
      path: `/api/appointments/calendar?from=${from}&to=${to}&clinic=${BOOK_CLINIC}`,
      ceiling: [
        statement(
          `select a.id, a.patient, a.doctor, a.appointment_date, a.start_time, a.end_time, a.status, a.reason_for_visit,
                  a.appointment_type, a.confirmation, (select full_name from patients p where p.id = a.patient) as patient_name
           from appointments a
           where a.clinic = $1 and a.appointment_date between $2::date and $3::date and a.archived_at is null
           order by a.appointment_date, a.start_time, a.id`,
          BOOK_CLINIC,
          from,
          to,
        ),
      ],
      verify: (body) => {
        const week = body as { items?: unknown[] };
        if (!Array.isArray(week.items) || !week.items.length) throw new Error('week view: no appointments');
        return `${week.items.length} appointments`;
      },
    },
  ];
}
