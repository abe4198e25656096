import {
  appointmentCountSchema,
  appointments,
  idParamSchema,
  listQuerySchema,
  recordSchema,
  statusChangeSchema,
  statusMoveSchema,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/problem.js';
import { ResourceRepository } from '../../resources/repository.js';
import { listSelection } from '../../resources/routes.js';
import { bookRoutes } from './book-routes.js';
import { moveStatus, statusHistory } from './status.js';

/**
 * What the appointment book adds to the generic routes of `appointments`:
 * the lifecycle moves and their history, the count of spec 000 §3, and the
 * reads of calendars, dashboards and the header's notifications (book-routes).
 */
export const appointmentRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const repo = new ResourceRepository(appointments);
  const read = appointments.permissions.read ?? 'signedIn';
  const write = appointments.permissions.write ?? 'signedIn';
  const tags = [appointments.name];

  app.get(
    '/count',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'How many appointments the list would show',
        description:
          'The same search, filters, view (`today`, `upcoming`) and date range (`from`, `to`) as the list. ' +
          'The field is named `appointement`, as spec 000 names it.',
        querystring: listQuerySchema(appointments).omit({
          page: true,
          pageSize: true,
          sort: true,
          after: true,
          before: true,
        }),
        response: { 200: appointmentCountSchema },
      },
    },
    async (request) => {
      const where = repo.where(listSelection(appointments, request.query as Record<string, unknown>));
      const [row] = await database.rows<{ n: number }>(
        sql`select count(*)::int as n from appointments t where ${where}`,
      );
      return { appointement: row?.n ?? 0 };
    },
  );

  app.post(
    '/:id/status',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'Move an appointment along its lifecycle',
        description:
          'Scheduled → Confirmed → Arrived → In Chair → Completed, plus Cancelled and No-Show (STATUS_MOVES in the ' +
          'domain). An impossible move is a 409 naming the allowed ones; Arrived, In Chair, Completed and No-Show ' +
          'need the day of the visit (422 before it); reinstating a visit whose time was given away is a 409 ' +
          'with the clashing appointment. Each move is stamped with its time and user.',
        params: idParamSchema,
        body: statusMoveSchema,
        response: { 200: recordSchema(appointments) },
      },
    },
    (request) => moveStatus(database, repo, request.params.id, request.body, request.user),
  );

  app.get(
    '/:id/status-history',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'The status changes of an appointment, oldest first',
        params: idParamSchema,
        response: { 200: z.array(statusChangeSchema) },
      },
    },
    async (request) => {
      if (!(await repo.get(database.rows, request.params.id))) throw notFound('The appointment');
      return statusHistory(database.rows, request.params.id);
    },
  );

  await app.register(bookRoutes, { database });
};
