import { createSchema, REMINDER_MESSAGES, reminderRules, unknownReminderPlaceholders } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bodyOf, useSeededDemo } from '../test/demo.js';

const demo = useSeededDemo('demo-reminders-admin');

describe('demo reminders', () => {
  it('has valid rules, one in French, each using only known placeholders', async () => {
    const rules = await demo.all(reminderRules);
    expect(rules.length).toBeGreaterThanOrEqual(3);
    expect(rules.some((r) => r.language === 'French')).toBe(true);
    for (const r of rules) {
      expect(createSchema(reminderRules).safeParse(bodyOf(reminderRules, r)).error?.issues ?? []).toEqual([]);
      expect(unknownReminderPlaceholders(`${r.subject}\n${r.body}`)).toEqual([]);
    }
  });

  it('queued the coming visits’ reminders through the outbox, two confirmed and one cancelled by the patient', async () => {
    const rows = await demo.ctx.database.rows<{
      source: string;
      body: string;
      confirmed: boolean;
      cancelled: boolean;
    }>(sql`
      select m.source, m.body, r.confirmed_at is not null as confirmed, r.cancelled_at is not null as cancelled
      from appointment_reminders r join outbox_messages m on m.id = r.outbox_message_id`);
    expect(rows.length).toBeGreaterThan(3);
    for (const r of rows) {
      expect(r.source).toBe('Appointment reminder');
      expect(r.body).toMatch(/\/visit\/[\w-]{43}\?action=(confirm|cancel)/);
    }
    expect(rows.filter((r) => r.confirmed)).toHaveLength(2);
    expect(rows.filter((r) => r.cancelled)).toHaveLength(1);
    const answered = await demo.all('appointments', 'patientAnswer=Cancelled');
    expect(answered).toHaveLength(1);
    const history = await demo.get(`/api/appointments/${answered[0]!.id}/status-history`);
    expect(history.json().at(-1)).toMatchObject({ toStatus: 'Cancelled', username: 'Patient' });
    expect(history.json().at(-1).note).toContain(REMINDER_MESSAGES.cancelledByPatient);
  });
});
