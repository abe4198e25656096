import { createSchema, now, reminderRules } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { cancelByPatient, confirmByPatient, reminderById } from '../modules/reminders/answers.js';
import { ReminderScheduler } from '../modules/reminders/scheduler.js';
import { ResourceRepository } from '../resources/repository.js';

const RULES = [
  {
    name: 'Two days before',
    hoursBefore: 48,
    subject: 'Your visit on {{date}} at {{time}}',
    body: [
      'Hello {{patientName}},',
      '',
      'This is a reminder of your visit with {{doctorName}} at {{clinicName}} on {{date}} at {{time}}.',
      '',
      'Confirm: {{confirmLink}}',
      'Cancel: {{cancelLink}}',
      'Another time: {{rescheduleLink}}',
    ].join('\n'),
  },
  {
    name: 'Deux jours avant (français)',
    hoursBefore: 48,
    language: 'French',
    subject: 'Votre rendez-vous du {{date}} à {{time}}',
    body: [
      'Bonjour {{patientName}},',
      '',
      'Nous vous rappelons votre rendez-vous avec {{doctorName}} à {{clinicName}} le {{date}} à {{time}}.',
      '',
      'Confirmer : {{confirmLink}}',
      'Annuler : {{cancelLink}}',
      'Un autre moment : {{rescheduleLink}}',
    ].join('\n'),
  },
  {
    name: 'Two hours before',
    hoursBefore: 2,
    subject: 'See you at {{time}}',
    body: 'Hello {{patientName}}, we expect you at {{clinicName}} at {{time}} today.\nCannot come? {{cancelLink}}',
  },
];

/**
 * The demo's reminder rules, the reminders due now queued by the scheduler itself, and a few
 * answered through the patients' links: two confirmed and one cancelled with a reason.
 */
export async function seedReminders(database: Database, linkBase: string): Promise<void> {
  const repo = new ResourceRepository(reminderRules);
  await database.transaction(async (rows) => {
    for (const rule of RULES) await repo.insert(rows, createSchema(reminderRules).parse(rule));
  });
  await new ReminderScheduler(database, { clock: now, baseUrl: linkBase }).tick();
  await database.transaction(async (rows) => {
    const sent = await rows<{ id: number }>(sql`
      select r.id::int as id from appointment_reminders r join appointments a on a.id = r.appointment_id
      where a.status = 'Scheduled' order by a.appointment_date desc, a.start_time desc, r.id limit 3`);
    for (const [i, { id }] of sent.entries()) {
      const link = await reminderById(rows, id);
      if (!link) continue;
      if (i < 2) await confirmByPatient(rows, link);
      else await cancelByPatient(rows, link, 'Away for work that week; I will book again.');
    }
  });
}
