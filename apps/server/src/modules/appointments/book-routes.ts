import {
  APPOINTMENT_STATUSES,
  addDays,
  appointments,
  CALENDAR_LIMIT,
  type CalendarItem,
  calendarQuerySchema,
  calendarResponseSchema,
  clinics,
  countsQuerySchema,
  countsResponseSchema,
  daysBetween,
  doctors,
  LIVE_STATUSES,
  type NotificationItem,
  notificationsQuerySchema,
  notificationsResponseSchema,
  patients,
} from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ReadCache } from '../../db/read-cache.js';
import { jsonBytes, KeptJson, sendKeptJson } from '../../http/json-text.js';
import { asapOffers } from '../asap/freed-slots.js';

const READ = appointments.permissions.read ?? 'signedIn';
const tags = [appointments.name];

/**
 * The compact shape of one appointment in calendars and the notifications (alias a, read from
 * {@link COMPACT_FROM}). The patient is named per returned row by primary key: a join let PostgreSQL hash
 * all of `patients` (or scan `appointments`) to name a week's ~800 visits; with the look-up it reads the
 * week through the (clinic, date, start) index and only the visits' patients. Doctors and clinics are a
 * few rows: joined (each doctor looked up once), not a scan of the table per visit (bench/history.md).
 */
const COMPACT = sql`
  a.id::int as id, a.patient::int as patient,
  (select p.full_name from patients p where p.id = a.patient) as "patientName",
  a.doctor::int as doctor, d.full_name as "doctorName",
  a.clinic::int as clinic, c.name as "clinicName",
  a.appointment_date::text as "appointmentDate", to_char(a.start_time, 'HH24:MI') as "startTime",
  to_char(a.end_time, 'HH24:MI') as "endTime", a.status, a.confirmation,
  a.appointment_type as "appointmentType", a.reason_for_visit as "reasonForVisit", a.source,
  a.meeting_link as "meetingLink", a.version::int as version`;

/** The appointments (alias a) with what {@link COMPACT} names them by. */
const COMPACT_FROM = sql`appointments a left join doctors d on d.id = a.doctor left join clinics c on c.id = a.clinic`;

/**
 * A calendar's rows (~800 for a week of 20 doctors). PGlite hands rows over value by value, slowly:
 * there the database writes them as one JSON text (`json_agg`), which takes about half the time.
 * PostgreSQL's own JSON writing is the slower way (18 against 6 ms for a week, bench/history.md).
 */
async function calendarRows(database: Database, selected: SQL): Promise<CalendarItem[]> {
  if (database.kind !== 'pglite') return database.rows<CalendarItem>(selected);
  const [found] = await database.rows<{ items: string }>(sql`
    select coalesce(json_agg(w order by w."appointmentDate", w."startTime", w.doctor, w.id), '[]')::text as items
    from (${selected}) w`);
  return JSON.parse(found?.items ?? '[]') as CalendarItem[];
}

/** What a calendar row is read from: a write to any of them makes a cached calendar stale. */
const CALENDAR_TABLES = [appointments.table, clinics.table, doctors.table, patients.table];
/**
 * Calendars kept while unchanged. Every chair and the front desk show the same week and reload it all
 * day; a week of 20 doctors is ~800 rows (~300 KB of JSON), so only a few dozen are kept.
 */
const CALENDARS_KEPT = 32;

/** Online bookings to confirm that the notifications list. */
const ONLINE_LIMIT = 10;

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** The clinic an account's staff member works at, if the account has a staff record with one. */
async function workplaceOf(database: Database, account: number): Promise<{ id: number; name: string } | null> {
  const [found] = await database.rows<{ id: number; name: string }>(sql`
    select c.id::int as id, c.name from staff s join clinics c on c.id = s.clinic where s.account = ${account}`);
  return found ?? null;
}

/**
 * Reads over a range of days for the screens built on the book: calendars
 * (day, week, month, per doctor), the dashboard's counts and the header's
 * notifications. Each is one query served by the (clinic | doctor, date, start)
 * indexes; archived appointments are left out.
 */
export const bookRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const calendars = new ReadCache(database, Date.now, CALENDARS_KEPT);

  app.get(
    '/calendar',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Appointments over a range of days, for calendars',
        description:
          'Every appointment from `from` to `to` (both included, at most 92 days), of one clinic and/or some ' +
          'doctors (`doctor=1,2,3`), optionally of some statuses (`status=Scheduled,Confirmed`) or one type; ' +
          'ordered by day, start and doctor; names of patient, doctor and clinic included. At most 5000: ' +
          '`truncated` says when more matched.',
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const where: SQL[] = [
        sql`a.archived_at is null`,
        sql`a.appointment_date between ${q.from}::date and ${q.to}::date`,
      ];
      if (q.clinic) where.push(sql`a.clinic = ${q.clinic}`);
      if (q.doctor) where.push(sql`a.doctor = any(${sql.param(q.doctor)}::bigint[])`);
      if (q.status) where.push(sql`a.status = any(${textArray(q.status)})`);
      if (q.appointmentType) where.push(sql`a.appointment_type = ${q.appointmentType}`);
      const selected = sql`
        select ${COMPACT} from ${COMPACT_FROM}
        where ${sql.join(where, sql` and `)}
        order by a.appointment_date, a.start_time, a.doctor, a.id
        limit ${CALENDAR_LIMIT + 1}`;
      // Kept as the bytes of the JSON text the route's writer made (its checks included), and each compressed
      // form of them: a kept week costs no writing, no encoding and no compression.
      const kept = await calendars.get(CALENDAR_TABLES, JSON.stringify(q), async () => {
        const items = await calendarRows(database, selected);
        return new KeptJson(
          jsonBytes(
            reply.serialize({ items: items.slice(0, CALENDAR_LIMIT), truncated: items.length > CALENDAR_LIMIT }),
          ),
        );
      });
      return sendKeptJson(request, reply, kept);
    },
  );

  app.get(
    '/counts',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'How many appointments per day and status',
        description:
          'From `from` to `to` (both included, at most 366 days), of one clinic or doctor if asked: the total, ' +
          'per status, and per day (every day of the range, zero when empty).',
        querystring: countsQuerySchema,
        response: { 200: countsResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const where: SQL[] = [sql`archived_at is null`, sql`appointment_date between ${q.from}::date and ${q.to}::date`];
      if (q.clinic) where.push(sql`clinic = ${q.clinic}`);
      if (q.doctor) where.push(sql`doctor = ${q.doctor}`);
      const groups = await database.rows<{ date: string; status: string; n: number }>(sql`
        select appointment_date::text as date, status, count(*)::int as n
        from appointments where ${sql.join(where, sql` and `)}
        group by appointment_date, status`);
      const zero = () => Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, 0]));
      const byDate = new Map<string, { date: string; total: number; byStatus: Record<string, number> }>();
      for (let i = 0; i <= daysBetween(q.from, q.to); i++) {
        const date = addDays(q.from, i);
        byDate.set(date, { date, total: 0, byStatus: zero() });
      }
      const byStatus = zero();
      let total = 0;
      for (const g of groups) {
        const day = byDate.get(g.date);
        if (day) {
          day.total += g.n;
          day.byStatus[g.status] = (day.byStatus[g.status] ?? 0) + g.n;
        }
        byStatus[g.status] = (byStatus[g.status] ?? 0) + g.n;
        total += g.n;
      }
      return { total, byStatus, byDay: [...byDate.values()] };
    },
  );

  app.get(
    '/notifications',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Today’s and upcoming visits, for the header’s notifications',
        description:
          'Visits still to happen or under way (Scheduled, Confirmed, Arrived, In Chair) from today to `days` ' +
          'days ahead, the soonest first, at most `limit`; `isNew` marks bookings of the last 24 hours not yet ' +
          'confirmed, and `source` says which came from the public site (Online); `online` lists the online ' +
          'bookings still to confirm, whatever their day, the latest booked first. Only the visits of the clinic ' +
          'the signed-in user works at (`clinic`, from their staff record) when they have one; every clinic’s ' +
          'otherwise. Today is the clinic’s (the database’s) date. `asapOffers`: times freed in the last week by a ' +
          'cancelled or moved visit, still to come and still free, with the active ASAP entries that fit them.',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => {
      const { days, limit } = request.query;
      const clinic = request.user ? await workplaceOf(database, request.user.id) : null;
      const atClinic = clinic ? sql`a.clinic = ${clinic.id}` : sql`true`;
      const window = sql`a.archived_at is null and a.status = any(${textArray(LIVE_STATUSES)})
        and a.appointment_date between app_today() and app_today() + ${days}::int and ${atClinic}`;
      const isNew = sql`(a.confirmation = 'Unconfirmed' and a.created_at > app_now() - interval '24 hours')`;
      const [items, online, [counts], offers] = await Promise.all([
        database.rows<NotificationItem>(sql`
          select ${COMPACT}, ${isNew} as "isNew" from ${COMPACT_FROM}
          where ${window}
          order by a.appointment_date, a.start_time, a.id
          limit ${limit}`),
        database.rows<NotificationItem>(sql`
          select ${COMPACT}, ${isNew} as "isNew" from ${COMPACT_FROM}
          where a.archived_at is null and a.source = 'Online' and a.confirmation = 'Unconfirmed'
            and a.status = 'Scheduled' and a.appointment_date >= app_today() and ${atClinic}
          order by a.created_at desc, a.id desc
          limit ${ONLINE_LIMIT}`),
        database.rows<{ today: string; total: number; todayCount: number; newCount: number }>(sql`
          select app_today()::text as today, count(*)::int as total,
                 (count(*) filter (where a.appointment_date = app_today()))::int as "todayCount",
                 (count(*) filter (where ${isNew} and a.appointment_date > app_today()))::int as "newCount"
          from appointments a where ${window}`),
        asapOffers(database.rows, clinic ? sql`f.clinic = ${clinic.id}` : sql`true`),
      ]);
      return {
        today: counts?.today ?? '',
        clinic,
        items,
        online,
        total: counts?.total ?? 0,
        todayCount: counts?.todayCount ?? 0,
        newCount: counts?.newCount ?? 0,
        asapOffers: offers,
      };
    },
  );
};
