import { type AppointmentReminder, appointmentReminderSchema, appointments, idParamSchema } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/problem.js';
import { ResourceRepository } from '../../resources/repository.js';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The reminders of one visit, oldest first, with their outbox status and the patient's answer. */
export function remindersOf(database: Database, id: number): Promise<AppointmentReminder[]> {
  return database.rows<AppointmentReminder>(sql`
    select r.id::int as id, rr.name as "ruleName", r.hours_before as "hoursBefore", r.visit_date as "visitDate",
           to_char(r.visit_start, 'HH24:MI') as "visitStart", ${iso('r.queued_at')} as "queuedAt",
           r.outbox_message_id::int as "outboxMessage", m.status as "outboxStatus", ${iso('m.sent_at')} as "sentAt",
           m.recipient, ${iso('r.confirmed_at')} as "confirmedAt", ${iso('r.cancelled_at')} as "cancelledAt"
    from appointment_reminders r
    left join reminder_rules rr on rr.id = r.rule_id
    left join outbox_messages m on m.id = r.outbox_message_id
    where r.appointment_id = ${id}
    order by r.queued_at, r.id`);
}

/** What the visit's page shows of its reminders (issue 25). */
export const reminderRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const repo = new ResourceRepository(appointments);
  app.get(
    '/:id/reminders',
    {
      config: { access: appointments.permissions.read ?? 'signedIn' },
      schema: {
        tags: [appointments.name],
        summary: 'The reminders sent for an appointment',
        description:
          'Oldest first: the rule, the visit time it was for, when it was queued, its outbox status and ' +
          'sending time, and when the patient confirmed or cancelled through its link.',
        params: idParamSchema,
        response: { 200: z.array(appointmentReminderSchema) },
      },
    },
    async (request) => {
      if (!(await repo.get(database.rows, request.params.id))) throw notFound('The appointment');
      return remindersOf(database, request.params.id);
    },
  );
};
