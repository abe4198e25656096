import {
  INSURANCE_MESSAGES,
  idParamSchema,
  insurancePolicies,
  nowMs,
  RENEWAL_REMINDER_REPEAT_HOURS,
  renewalReminderResultSchema,
  renewalReminderSchema,
  todayUtc,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { formatInstant } from '../../documents/format.js';
import { HttpProblem, invalid, notFound } from '../../http/problem.js';
import { queueMessage } from '../../outbox/queue.js';
import { diff, writeAudit } from '../../resources/audit.js';
import { ResourceRepository } from '../../resources/repository.js';
import { readSettings } from '../../settings/store.js';
import { renewalReminder } from './reminder.js';

const HOUR = 3_600_000;

/** What insurance adds to the generic routes: a renewal reminder to the policy holder, through the outbox. */
export const insuranceRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const repo = new ResourceRepository(insurancePolicies);

  app.post(
    '/:id/renewal-reminder',
    {
      config: { access: insurancePolicies.permissions.write ?? 'signedIn', problems: [409] },
      schema: {
        tags: [insurancePolicies.name],
        summary: 'Queue a renewal reminder to the policy holder',
        description:
          'Writes an email to the patient in the outbox (sent when SMTP is configured, Queued otherwise), ' +
          'records the time on the policy and in its history. 422 when the patient has no email address; ' +
          `409 when a reminder was queued less than ${RENEWAL_REMINDER_REPEAT_HOURS} hours ago ` +
          '(the problem carries `lastReminderAt`) unless `again` is true, and for an archived policy.',
        params: idParamSchema,
        body: renewalReminderSchema,
        response: { 201: renewalReminderResultSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const settings = await readSettings(database);
      const result = await database.transaction(async (rows) => {
        // Locked: two clicks at once queue one reminder, and the second is told about the first.
        const policy = await repo.get(rows, id, true);
        if (!policy) throw notFound('The insurance policy');
        if (policy.archivedAt) throw new HttpProblem(409, INSURANCE_MESSAGES.archivedPolicy);
        const last = typeof policy.lastReminderAt === 'string' ? policy.lastReminderAt : null;
        if (last && !request.body.again && nowMs() - Date.parse(last) < RENEWAL_REMINDER_REPEAT_HOURS * HOUR) {
          const when = formatInstant(last, {
            dateFormat: settings.localisation.dateFormat,
            timeZone: 'UTC',
          });
          throw new HttpProblem(
            409,
            INSURANCE_MESSAGES.reminderRecent.replace('{{when}}', `${when} UTC`),
            undefined,
            undefined,
            {
              lastReminderAt: last,
            },
          );
        }
        const [patient] = await rows<{ full_name: string; email: string | null; archived: boolean }>(sql`
          select full_name, email, archived_at is not null as archived from patients where id = ${policy.patient}`);
        if (!patient) throw invalid('patient', 'Patient does not exist');
        if (patient.archived) throw invalid('patient', INSURANCE_MESSAGES.archivedPatient);
        if (!patient.email) throw invalid('patient', INSURANCE_MESSAGES.noEmail);

        const today = todayUtc();
        const message = renewalReminder(policy, patient.full_name, settings, today);
        const messageId = await queueMessage(rows, {
          recipient: patient.email,
          recipientName: patient.full_name,
          patient: Number(policy.patient),
          source: INSURANCE_MESSAGES.reminderSource,
          ...message,
        });
        await rows(sql`update insurance_policies set last_reminder_at = app_now(), updated_at = app_now(),
          version = version + 1 where id = ${id}`);
        const after = (await repo.get(rows, id))!;
        await writeAudit(rows, request.user, insurancePolicies.name, id, 'update', diff(policy, after));
        return { messageId, recipient: patient.email, queuedAt: String(after.lastReminderAt) };
      });
      return reply.status(201).send(result);
    },
  );
};
