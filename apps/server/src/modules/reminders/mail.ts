import {
  fillReminder,
  PUBLIC_PAGES,
  REMINDER_LANGUAGE_CODES,
  type ReminderLanguage,
  type ReminderValues,
} from '@chairside/domain';
import type { OutgoingMessage } from '../../outbox/queue.js';

/** What staff read in the outbox's Sent For column. */
export const REMINDER_SOURCE = 'Appointment reminder';

/** Where a reminder's links point: PUBLIC_URL, else this server on its port. */
export const linkBase = (config: { publicUrl: string | undefined; port: number }): string =>
  config.publicUrl ?? `http://localhost:${config.port}`;

/** The public page of a reminder's link (the web app's `/visit/:token`). */
export const VISIT_PAGE = '/visit';

export interface ReminderVisit {
  id: number;
  date: string;
  start: string;
  doctor: number;
  clinic: number | null;
  patient: number;
  patientName: string;
  email: string;
  doctorName: string;
  clinicName: string;
}

/** The addresses a reminder carries: its token's page (confirm, cancel) and the booking page for the same doctor. */
export function visitLinks(base: string, token: string, visit: Pick<ReminderVisit, 'doctor' | 'clinic'>) {
  const page = `${base}${VISIT_PAGE}/${token}`;
  const query = new URLSearchParams({ doctor: String(visit.doctor) });
  if (visit.clinic !== null) query.set('clinic', String(visit.clinic));
  return {
    confirmLink: `${page}?action=confirm`,
    cancelLink: `${page}?action=cancel`,
    rescheduleLink: `${base}${PUBLIC_PAGES.booking}?${query.toString()}`,
  };
}

/** The visit's day written out in the reminder's language: `Friday 27 November 2026`. */
export const longDate = (date: string, language: ReminderLanguage): string =>
  new Intl.DateTimeFormat(REMINDER_LANGUAGE_CODES[language], { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** One reminder for one visit: the rule's subject and text with the visit's values and its links. */
export function reminderMail(
  rule: { subject: string; body: string },
  visit: ReminderVisit,
  language: ReminderLanguage,
  links: ReturnType<typeof visitLinks>,
): OutgoingMessage {
  const values: ReminderValues = {
    patientName: visit.patientName,
    date: longDate(visit.date, language),
    time: visit.start.slice(0, 5),
    doctorName: visit.doctorName,
    clinicName: visit.clinicName,
    ...links,
  };
  return {
    recipient: visit.email,
    recipientName: visit.patientName,
    patient: visit.patient,
    source: REMINDER_SOURCE,
    subject: fillReminder(rule.subject, values).slice(0, 200),
    body: fillReminder(rule.body, values),
  };
}
