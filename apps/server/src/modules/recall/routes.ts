import {
  recallCallSchema,
  recallContactSchema,
  recallListQuerySchema,
  recallListResponseSchema,
  recallSendSchema,
  recallSummarySchema,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { recordCall, sendRecall } from './contacts.js';
import { recallDue } from './due.js';
import { recallPage } from './list.js';

const tags = ['recall'];
const READ = 'appointments.view';
const WRITE = 'appointments.edit';

/** The recall list (issue 25): who is due, and the desk's contacts with them. */
export const recallRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Patients due for recall',
        description:
          'One row per patient and active recall type whose due date falls by the end of `month` (YYYY-MM, ' +
          'this month by default; overdue ones included unless `onlyMonth=true`), excluded and archived ' +
          'patients left out. The usual doctor and clinic are those of the patient’s last completed visit, ' +
          'else of their latest booked one; `booked` asks for a visit from today on, `contacted` for a ' +
          'contact about this due date. Sorted by `sort`, paged.',
        querystring: recallListQuerySchema,
        response: { 200: recallListResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const [page, [today]] = await Promise.all([
        recallPage(database.rows, q),
        database.rows<{ today: string }>(sql`select app_today()::text as today`),
      ]);
      return { ...page, page: q.page, pageSize: q.pageSize, today: today?.today ?? '' };
    },
  );

  app.get(
    '/summary',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Recall due this month and booked from recall',
        description:
          '`dueThisMonth`: recalls (patient and type) due from the first to the last day of this month; ' +
          '`overdue`: due before this month; `bookedFromRecall`: visits booked this month from the recall list.',
        response: { 200: recallSummarySchema },
      },
    },
    async () => {
      const [found] = await database.rows<{ dueThisMonth: number; overdue: number; bookedFromRecall: number }>(sql`
        select
          (select count(*) from ${recallDue()} r join patients p on p.id = r.patient and p.archived_at is null
            where r.due_on between date_trunc('month', app_today())::date
              and (date_trunc('month', app_today()) + interval '1 month' - interval '1 day')::date)::int as "dueThisMonth",
          (select count(*) from ${recallDue()} r join patients p on p.id = r.patient and p.archived_at is null
            where r.due_on < date_trunc('month', app_today())::date)::int as overdue,
          (select count(*) from appointments a where a.recall_type is not null and a.archived_at is null
            and a.created_at >= date_trunc('month', app_today()))::int as "bookedFromRecall"`);
      return found ?? { dueThisMonth: 0, overdue: 0, bookedFromRecall: 0 };
    },
  );

  app.post(
    '/send',
    {
      config: { access: WRITE, problems: [409] },
      schema: {
        tags,
        summary: 'Send a recall message',
        description:
          'Queues an email to the patient in the outbox and records the contact, in one transaction. Once per ' +
          'due date: another for the same due date is a 409 carrying `lastSentAt`, unless `again` is true. ' +
          '422 when the patient has no email address or is not due for that recall.',
        body: recallSendSchema,
        response: { 201: recallContactSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await sendRecall(database, request.body, request.user)),
  );

  app.post(
    '/call',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Record a recall phone call',
        description: 'Records a phone call to the patient about the recall, its outcome and a note.',
        body: recallCallSchema,
        response: { 201: recallContactSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await recordCall(database, request.body, request.user)),
  );
};
