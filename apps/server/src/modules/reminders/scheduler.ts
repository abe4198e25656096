import {
  type DueRule,
  type DueVisit,
  dueReminders,
  localDay,
  type ReminderLanguage,
  reminderLanguageOf,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { repeatInBackground, type StopBackground } from '../../background.js';
import type { Database } from '../../db/client.js';
import { queueMessage } from '../../outbox/queue.js';
import { readSettings } from '../../settings/store.js';
import { type ReminderVisit, reminderMail, visitLinks } from './mail.js';
import { hashLinkToken, newLinkToken } from './tokens.js';

export interface ReminderSchedulerOptions {
  /** The app's clock (`now` of the domain); tests pass one they move on. */
  clock: () => Date;
  /** Where the links point: PUBLIC_URL, or the server's own address. */
  baseUrl: string;
}

interface RuleRow extends DueRule {
  subject: string;
  body: string;
}

type VisitRow = ReminderVisit & { end: string; patientLanguage: ReminderLanguage | null; sentHours: number[] };

const HOUR_MS = 3_600_000;

/**
 * Queues the appointment reminders that are due (issue 25). Each is recorded in
 * `appointment_reminders` and put in the outbox in one transaction; the table's
 * unique key (visit, rule offset, visit time) turns a second scheduler's insert
 * into nothing, so however many servers tick at once a reminder is queued once,
 * and a server restarted later finds what is left to send.
 */
export class ReminderScheduler {
  constructor(
    private readonly database: Database,
    private readonly options: ReminderSchedulerOptions,
  ) {}

  /** Queues every reminder due at the clock's now; returns how many this call queued. */
  async tick(): Promise<number> {
    const now = this.options.clock();
    const rules = await this.database.rows<RuleRow>(sql`
      select id::int as id, hours_before as "hoursBefore", language, subject, body
      from reminder_rules where active and channel = 'Email' order by id`);
    if (rules.length === 0) return 0;
    const horizon = Math.max(...rules.map((r) => r.hoursBefore)) + 24;
    const visits = await this.database.rows<VisitRow>(sql`
      select a.id::int as id, a.appointment_date as date, to_char(a.start_time, 'HH24:MI') as start,
             to_char(a.end_time, 'HH24:MI') as "end", a.doctor::int as doctor, a.clinic::int as clinic,
             a.patient::int as patient, p.full_name as "patientName", coalesce(nullif(a.email, ''), p.email) as email,
             p.preferred_language as "patientLanguage", coalesce(d.full_name, '') as "doctorName",
             coalesce(c.name, '') as "clinicName",
             coalesce((select array_agg(r.hours_before) from appointment_reminders r
                       where r.appointment_id = a.id and r.visit_date = a.appointment_date
                         and r.visit_start = a.start_time), '{}') as "sentHours"
      from appointments a
      join patients p on p.id = a.patient
      left join doctors d on d.id = a.doctor
      left join clinics c on c.id = a.clinic
      where a.archived_at is null and a.status in ('Scheduled', 'Confirmed')
        and a.appointment_date between ${localDay(now)}::date and ${localDay(new Date(now.getTime() + horizon * HOUR_MS))}::date
        and coalesce(nullif(a.email, ''), p.email) is not null
      order by a.appointment_date, a.start_time, a.id`);
    if (visits.length === 0) return 0;
    const clinicLanguage = reminderLanguageOf((await readSettings(this.database)).localisation.language);
    const due = dueReminders(
      visits.map((v): DueVisit => ({ ...v, sentHours: v.sentHours.map(Number) })),
      rules,
      now,
      clinicLanguage,
    );
    let queued = 0;
    for (const { visit, rule } of due) {
      const row = visits.find((v) => v.id === visit.id)!;
      if (await this.queue(row, rule, rule.language ?? clinicLanguage)) queued += 1;
    }
    return queued;
  }

  /** Records and queues one reminder, unless the visit changed meanwhile or another server did it first. */
  private queue(visit: VisitRow, rule: RuleRow, language: ReminderLanguage): Promise<boolean> {
    return this.database.transaction(async (rows) => {
      const token = newLinkToken();
      const [recorded] = await rows<{ id: number }>(sql`
        insert into appointment_reminders (appointment_id, rule_id, hours_before, visit_date, visit_start, visit_end, token_hash)
        select a.id, ${rule.id}, ${rule.hoursBefore}, a.appointment_date, a.start_time, a.end_time, ${hashLinkToken(token)}
        from appointments a
        where a.id = ${visit.id} and a.archived_at is null and a.status in ('Scheduled', 'Confirmed')
          and a.appointment_date = ${visit.date}::date and a.start_time = ${visit.start}::time
        on conflict (appointment_id, hours_before, visit_date, visit_start) do nothing
        returning id::int as id`);
      if (!recorded) return false;
      const mail = reminderMail(rule, visit, language, visitLinks(this.options.baseUrl, token, visit));
      const message = await queueMessage(rows, mail);
      await rows(sql`update appointment_reminders set outbox_message_id = ${message} where id = ${recorded.id}`);
      // The grid's Reminder Sent column; not an edit of the visit (its version stays).
      await rows(sql`update appointments set reminder_sent_at = app_now() where id = ${visit.id}`);
      return true;
    });
  }

  /** Ticks every `intervalMs` until the returned function is called (it waits for the tick under way); errors are logged. */
  start(intervalMs: number, log: (err: unknown) => void): StopBackground {
    if (intervalMs <= 0) return async () => {};
    return repeatInBackground(intervalMs, () => this.tick(), log);
  }
}
