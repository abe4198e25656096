import { TOP_LIST_DAYS, TOP_LIST_SIZE, TOP_LISTS, type TopListName, topListSchema } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { dashboardSummaryRoute } from './summary.js';

const SINCE = sql`app_today() - ${TOP_LIST_DAYS - 1}::int`;

/** What each list counts, per id with its name, over the days from SINCE to today. */
const COUNTS: Record<TopListName, SQL> = {
  doctors: sql`
    select d.id::int as id, d.full_name as name, count(*)::int as count
    from appointments a join doctors d on d.id = a.doctor
    where a.archived_at is null and a.status not in ('Cancelled', 'No-Show')
      and a.appointment_date between ${SINCE} and app_today()
    group by d.id, d.full_name`,
  patients: sql`
    select p.id::int as id, p.full_name as name, count(*)::int as count
    from appointments a join patients p on p.id = a.patient
    where a.archived_at is null and a.status = 'Completed' and p.archived_at is null
      and a.appointment_date between ${SINCE} and app_today()
    group by p.id, p.full_name`,
  medicaments: sql`
    select m.id::int as id, m.name, count(*)::int as count
    from prescriptions r
    cross join lateral jsonb_array_elements(r.medications) as med
    join medicaments m on m.id = (med->>'medicament')::bigint
    where r.archived_at is null and r.prescription_date between ${SINCE} and app_today()
    group by m.id, m.name`,
};

/** The dashboard's Top 5 lists (spec 000 §2.9), counted in SQL over the last year. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  await app.register(dashboardSummaryRoute, { database });
  for (const [name, list] of Object.entries(TOP_LISTS) as [TopListName, (typeof TOP_LISTS)[TopListName]][]) {
    app.get(
      `/top-${name}`,
      {
        config: { access: list.permission },
        schema: {
          tags: ['dashboard'],
          summary: list.title,
          description:
            `The ${TOP_LIST_SIZE} with the most ${list.unit} over the last ${TOP_LIST_DAYS} days up to today ` +
            '(archived records, cancelled visits and no-shows left out), the most first, then by name.',
          response: { 200: topListSchema },
        },
      },
      async () => {
        const [items, [since]] = await Promise.all([
          database.rows<{ id: number; name: string; count: number }>(sql`
            select * from (${COUNTS[name]}) counted order by count desc, name, id limit ${TOP_LIST_SIZE}`),
          database.rows<{ since: string }>(sql`select (${SINCE})::text as since`),
        ]);
        return { since: since?.since ?? '', items };
      },
    );
  }
};
