/**
 * Appointment reminders (issue 25): the placeholders of a reminder rule's text, which rule is due
 * for a visit at a given clock, and what the patient's links answer. Pure: the server's scheduler
 * (`apps/server/src/modules/reminders/`) and the unit tests use the same functions.
 */
import { z } from 'zod';
import type { Language } from './languages.js';

/** The languages a rule or a patient may have, by name (the options of both fields). */
export const REMINDER_LANGUAGES = ['English', 'French', 'Spanish', 'Arabic'] as const;
export type ReminderLanguage = (typeof REMINDER_LANGUAGES)[number];

/** The interface language each name stands for (the clinic's setting is a code). */
export const REMINDER_LANGUAGE_CODES: Readonly<Record<ReminderLanguage, Language>> = {
  English: 'en',
  French: 'fr',
  Spanish: 'es',
  Arabic: 'ar',
};

/** The name of an interface language (the clinic's setting) as a rule or a patient names it; English when none. */
export const reminderLanguageOf = (code: Language): ReminderLanguage =>
  REMINDER_LANGUAGES.find((n) => REMINDER_LANGUAGE_CODES[n] === code) ?? 'English';

export const REMINDER_PLACEHOLDERS = [
  'patientName',
  'date',
  'time',
  'doctorName',
  'clinicName',
  'confirmLink',
  'cancelLink',
  'rescheduleLink',
] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];
export type ReminderValues = Readonly<Record<ReminderPlaceholder, string>>;

const KNOWN: ReadonlySet<string> = new Set(REMINDER_PLACEHOLDERS);
const PLACEHOLDER = /{{\s*([A-Za-z_][\w.]*)\s*}}/g;

/** The placeholders of a text no reminder can fill, each once. */
export const unknownReminderPlaceholders = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string).filter((n) => !KNOWN.has(n))),
];

/** The text with each placeholder replaced by the visit's value. */
export const fillReminder = (text: string, values: ReminderValues): string =>
  text.replace(PLACEHOLDER, (token, name: string) => (KNOWN.has(name) ? values[name as ReminderPlaceholder] : token));

/** A rule as the scheduler reads it. */
export interface DueRule {
  id: number;
  hoursBefore: number;
  language: ReminderLanguage | null;
}

/** A visit still to come, at the clinic's wall clock, with the reminders already sent for that time. */
export interface DueVisit {
  id: number;
  date: string;
  start: string;
  patientLanguage: ReminderLanguage | null;
  /** `hoursBefore` of the reminders already queued for this visit at this date and time. */
  sentHours: readonly number[];
}

const MINUTE = 60_000;
/** Minutes since 1970 of a wall-clock day and time, read as if it were UTC (no zone arithmetic). */
export const wallMinutes = (date: string, time: string): number =>
  Date.parse(`${date}T${time.slice(0, 5)}:00Z`) / MINUTE;

/** The app's instant as the clinic's wall clock (the process's time zone), in the same minutes. */
export const wallMinutesOf = (instant: Date): number =>
  Math.floor((instant.getTime() - instant.getTimezoneOffset() * MINUTE) / MINUTE);

/**
 * The rule of a reminder for a patient: among the rules of one `hoursBefore`, the one in the
 * patient's language, else the one without a language, else the one in the clinic's language.
 */
export function pickReminderRule<R extends DueRule>(
  rules: readonly R[],
  patientLanguage: ReminderLanguage | null,
  clinicLanguage: ReminderLanguage,
): R | undefined {
  return (
    rules.find((r) => patientLanguage !== null && r.language === patientLanguage) ??
    rules.find((r) => r.language === null) ??
    rules.find((r) => r.language === clinicLanguage)
  );
}

/**
 * The reminders due at `now` (issue 25): for each visit not yet started, the rules whose time has
 * come (start − hoursBefore ≤ now); of those, only the closest to the visit, and only when no
 * reminder as close or closer was sent for this visit's time. A visit booked late gets one
 * reminder, not every rule it missed; a server down at a rule's time sends it when it is back.
 */
export function dueReminders<R extends DueRule>(
  visits: readonly DueVisit[],
  rules: readonly R[],
  now: Date,
  clinicLanguage: ReminderLanguage,
): { visit: DueVisit; rule: R }[] {
  const nowMin = wallMinutesOf(now);
  const out: { visit: DueVisit; rule: R }[] = [];
  for (const visit of visits) {
    const start = wallMinutes(visit.date, visit.start);
    if (start <= nowMin) continue;
    const due = rules.filter((r) => start - r.hoursBefore * 60 <= nowMin);
    if (due.length === 0) continue;
    const closest = Math.min(...due.map((r) => r.hoursBefore));
    if (visit.sentHours.some((h) => h <= closest)) continue;
    const rule = pickReminderRule(
      due.filter((r) => r.hoursBefore === closest),
      visit.patientLanguage,
      clinicLanguage,
    );
    if (rule) out.push({ visit, rule });
  }
  return out;
}

/** The furthest a rule may reach before a visit: the scheduler reads visits this many days ahead. */
export const REMINDER_MAX_HOURS = 720;

/** What a patient may still do with a reminder's link. */
export const VISIT_LINK_ACTIONS = ['confirm', 'cancel', 'reschedule'] as const;
export type VisitLinkAction = (typeof VISIT_LINK_ACTIONS)[number];

/** What a link shows: the visit's day, time and clinic, and nothing of the patient. */
export const visitLinkSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  clinicName: z.string(),
  confirmed: z.boolean(),
  cancelled: z.boolean(),
  actions: z.array(z.enum(VISIT_LINK_ACTIONS)),
  /** The public booking page for the same doctor and clinic: its path and query. */
  rescheduleUrl: z.string(),
});
export type VisitLink = z.infer<typeof visitLinkSchema>;

export const visitLinkTokenParamSchema = z.object({
  /** Any text: a token of another shape is as unknown as a wrong one (404), never a 400 that tells them apart. */
  token: z.string().max(200),
});

export const visitLinkCancelSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why you cancel, so the clinic knows')
    .max(500, 'reason must be at most 500 characters'),
});

export const REMINDER_MESSAGES = {
  unknownLink: 'This link is not valid.',
  expired: 'This link has expired: the visit is over.',
  moved: 'This visit has been moved: use the link of your latest reminder.',
  used: 'This link has already been used.',
  alreadyConfirmed: 'You have already confirmed this visit.',
  cancelled: 'This visit is cancelled.',
  confirmedByPatient: 'Confirmed by the patient (reminder link)',
  cancelledByPatient: 'Cancelled by the patient (reminder link)',
} as const;

/** A reminder sent for a visit, as the visit's page and grid show it. */
export const appointmentReminderSchema = z.object({
  id: z.number().int(),
  ruleName: z.string().nullable(),
  hoursBefore: z.number().int(),
  visitDate: z.string(),
  visitStart: z.string(),
  queuedAt: z.string(),
  outboxMessage: z.number().int().nullable(),
  outboxStatus: z.string().nullable(),
  sentAt: z.string().nullable(),
  recipient: z.string().nullable(),
  /** How the patient answered through the link: when they confirmed or cancelled. */
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type AppointmentReminder = z.infer<typeof appointmentReminderSchema>;
