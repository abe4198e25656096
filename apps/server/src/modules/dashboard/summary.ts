import {
  type AnyResource,
  appointments,
  can,
  type DashboardSummary,
  dashboardSummarySchema,
  NEW_PATIENT_MONTHS,
  patients,
  procedures,
  RESOURCES,
  TOP_LIST_DAYS,
  TOP_LIST_SIZE,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '../../auth/types.js';
import type { Database } from '../../db/client.js';

const mayRead = (user: SessionUser, def: AnyResource) => can(user.role, def.permissions.read);

/** One `count(*)` per readable record type, in one statement: live records, the caller's own for personal ones. */
async function totals(database: Database, user: SessionUser): Promise<DashboardSummary['totals']> {
  const parts = RESOURCES.filter((def) => mayRead(user, def)).map((def) => {
    const live = def.archivable ? sql`archived_at is null` : sql`true`;
    const own = def.ownedByUser ? sql`owner_id = ${user.id}` : sql`true`;
    return sql`select ${def.name}::text as resource, count(*)::int as total
      from ${sql.identifier(def.table)} where ${live} and ${own}`;
  });
  if (!parts.length) return [];
  return database.rows(sql.join(parts, sql` union all `));
}

const visitsPerDay = async (database: Database) => {
  const [items, [month]] = await Promise.all([
    database.rows<{ day: string; status: string; count: number }>(sql`
      select appointment_date::text as day, status, count(*)::int as count from appointments
      where archived_at is null
        and appointment_date >= date_trunc('month', app_today())::date
        and appointment_date < (date_trunc('month', app_today()) + interval '1 month')::date
      group by appointment_date, status order by appointment_date, status`),
    database.rows<{ month: string }>(sql`select to_char(app_today(), 'YYYY-MM') as month`),
  ]);
  return { month: month?.month ?? '', items };
};

/** Every month of the window, those without a new patient at 0. */
const newPatients = (database: Database) =>
  database.rows<{ month: string; count: number }>(sql`
    with months as (
      select generate_series(date_trunc('month', app_today()) - ${NEW_PATIENT_MONTHS - 1} * interval '1 month',
                             date_trunc('month', app_today()), interval '1 month') as m
    )
    select to_char(months.m, 'YYYY-MM') as month, count(p.id)::int as count
    from months left join patients p
      on p.archived_at is null and p.created_at >= months.m and p.created_at < months.m + interval '1 month'
    group by months.m order by months.m`);

const topProcedures = (database: Database) =>
  database.rows<{ name: string; count: number }>(sql`
    select procedure_name as name, count(*)::int as count from procedures
    where procedure_date >= app_today() - ${TOP_LIST_DAYS - 1}::int
      and procedure_date < app_today() + 1 and status <> 'Cancelled'
    group by procedure_name order by count desc, name limit ${TOP_LIST_SIZE}`);

/**
 * `GET /api/dashboard/summary`: the dashboard's counters and charts in one
 * request, each part only for the roles that may read what it counts.
 */
export const dashboardSummaryRoute: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/summary',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['dashboard'],
        summary: 'The dashboard’s counters and charts',
        description:
          '`totals`: live records per record type the caller may read (their own notes and tasks); ' +
          '`visitsPerDay`: this month’s visits per day and status (appointments.view); `newPatients`: patients ' +
          `added per month over ${NEW_PATIENT_MONTHS} months (patients.view); \`topProcedures\`: the ` +
          `${TOP_LIST_SIZE} procedures most done over ${TOP_LIST_DAYS} days, cancelled ones left out. ` +
          'A part the caller may not read is absent.',
        response: { 200: dashboardSummarySchema },
      },
    },
    async (request) => {
      const user = request.user as SessionUser;
      const [all, visits, added, top] = await Promise.all([
        totals(database, user),
        mayRead(user, appointments) ? visitsPerDay(database) : undefined,
        mayRead(user, patients) ? newPatients(database) : undefined,
        mayRead(user, procedures) ? topProcedures(database) : undefined,
      ]);
      return { totals: all, visitsPerDay: visits, newPatients: added, topProcedures: top };
    },
  );
};
