import { idParamSchema } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { HttpProblem, notFound } from '../http/problem.js';
import { writeAudit } from '../resources/audit.js';
import type { OutboxSender } from './sender.js';

interface Options {
  database: Database;
  sender: OutboxSender;
}

const ACCESS = 'settings.manage' as const;
const tags = ['outbox'];

/** The outbox's own actions beside its generic list: delivery state, send now, retry a failed message. */
export const outboxRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, sender }) => {
  app.get(
    '/delivery',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Whether messages are delivered (SMTP configured) and how many wait',
        response: { 200: z.object({ smtp: z.boolean(), queued: z.number().int(), failed: z.number().int() }) },
      },
    },
    async () => {
      const [counts] = await database.rows<{ queued: number; failed: number }>(sql`
        select count(*) filter (where status = 'Queued')::int as queued,
               count(*) filter (where status = 'Failed')::int as failed
        from outbox_messages`);
      return { smtp: sender.enabled, queued: counts?.queued ?? 0, failed: counts?.failed ?? 0 };
    },
  );

  app.post(
    '/send',
    {
      config: { access: ACCESS, problems: [409] },
      schema: {
        tags,
        summary: 'Send every queued message now',
        description: '409 when no SMTP server is configured: the messages stay queued.',
        response: { 200: z.object({ sent: z.number().int() }) },
      },
    },
    async () => {
      if (!sender.enabled) throw new HttpProblem(409, 'No mail server is configured (SMTP_URL): messages stay queued.');
      return { sent: await sender.sendPending() };
    },
  );

  app.post(
    '/:id/retry',
    {
      config: { access: ACCESS, problems: [409] },
      schema: {
        tags,
        summary: 'Queue a failed message again (and send it now when SMTP is configured)',
        params: idParamSchema,
        response: { 200: z.object({ status: z.string() }) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const [row] = await database.rows<{ status: string }>(sql`select status from outbox_messages where id = ${id}`);
      if (!row) throw notFound('The message');
      if (row.status === 'Sent') throw new HttpProblem(409, 'This message has already been sent.');
      await database.transaction(async (rows) => {
        await rows(sql`update outbox_messages set status = 'Queued', error = null, updated_at = app_now(),
          version = version + 1 where id = ${id}`);
        await writeAudit(rows, request.user, 'outbox', id, 'update', { status: { from: row.status, to: 'Queued' } });
      });
      await sender.sendPending([id]);
      const [after] = await database.rows<{ status: string }>(sql`select status from outbox_messages where id = ${id}`);
      return { status: after?.status ?? 'Queued' };
    },
  );
};
