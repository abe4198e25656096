import {
  chartEntries,
  QUICK_PICK_COUNT,
  QUICK_PICK_DAYS,
  type QuickPick,
  quickPicksResponseSchema,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Rows } from '../../db/client.js';

/**
 * The clinic's most charted work of the last year, over every patient: the
 * services (by fee-schedule entry) and the bare conditions (no service),
 * most used first, archived entries and inactive services left out.
 */
export async function quickPicks(rows: Rows): Promise<QuickPick[]> {
  const found = await rows<QuickPick>(sql`
    select e.service::int as service, s.code, s.name,
      case when e.service is null then e.condition end as condition, count(*)::int as count
    from chart_entries e left join services s on s.id = e.service
    where e.archived_at is null and e.date > app_today() - ${QUICK_PICK_DAYS}::int
      and (e.service is not null or e.condition is not null) and coalesce(s.active, true)
    group by 1, 2, 3, 4
    order by 5 desc, 3, 4 limit ${QUICK_PICK_COUNT}`);
  return found.map((r) => ({ ...r, service: r.service === null ? null : Number(r.service) }));
}

/** `GET /api/chart-entries/quick-picks`: what the quick-chart bar offers. */
export const quickPickRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/quick-picks',
    {
      config: { access: chartEntries.permissions.read ?? 'signedIn' },
      schema: {
        tags: [chartEntries.name],
        summary: 'The most charted services and conditions',
        description:
          `The clinic's ${QUICK_PICK_COUNT} most charted services and bare conditions (entries with no service) ` +
          `of the last ${QUICK_PICK_DAYS} days, over every patient, most used first; archived entries and ` +
          'inactive services are left out. The chart’s quick-chart bar shows them.',
        response: { 200: quickPicksResponseSchema },
      },
    },
    async () => ({ items: await quickPicks(database.rows) }),
  );
};
