import {
  type Language,
  RECALL_MAIL,
  REMINDER_LANGUAGE_CODES,
  REMINDER_LANGUAGES,
  type ReminderLanguage,
  reminderLanguageOf,
} from '@chairside/domain';
import { CATALOGUES } from '../../documents/i18n.js';
import { fillPlaceholders } from '../../documents/placeholders.js';
import { longDate } from '../reminders/mail.js';

/** A patient's language as stored (a name) or the clinic's setting (a code), as a reminder language. */
const asReminderLanguage = (language: string): ReminderLanguage =>
  (REMINDER_LANGUAGES as readonly string[]).includes(language)
    ? (language as ReminderLanguage)
    : reminderLanguageOf(language as Language);

/** The recall message a patient receives, in their language, else the clinic's. */
export function recallMessage(o: {
  language: string;
  patientName: string;
  typeName: string;
  dueOn: string;
  clinicName: string | null;
}): { subject: string; body: string } {
  const language = asReminderLanguage(o.language);
  const code = REMINDER_LANGUAGE_CODES[language];
  const catalogue = code === 'en' ? undefined : CATALOGUES[code];
  const text = (english: string) => catalogue?.[english] ?? english;
  const values = {
    patientName: o.patientName,
    typeName: o.typeName.toLowerCase(),
    dueOn: longDate(o.dueOn, language),
    clinicName: o.clinicName ?? text('your dental clinic'),
  };
  return {
    subject: fillPlaceholders(text(RECALL_MAIL.subject), values),
    body: fillPlaceholders(text(RECALL_MAIL.body), values),
  };
}
