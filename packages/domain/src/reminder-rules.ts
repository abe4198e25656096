import { boolean, choice, integer, longText, text } from './fields.js';
import { REMINDER_LANGUAGES, unknownReminderPlaceholders } from './reminders.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

export const REMINDER_CHANNELS = ['Email'] as const;

const unknownIn = (v: Readonly<Record<string, unknown>>): string[] =>
  unknownReminderPlaceholders([v.subject, v.body].filter((s): s is string => typeof s === 'string').join('\n'));

/**
 * A reminder the clinic sends before each visit (issue 25): `hoursBefore` the visit's start, by
 * email, its subject and text filled with the visit's placeholders. A rule in a language is sent to
 * the patients of that language; a rule without one to the others (issue 25, `pickReminderRule`).
 */
export const reminderRules = defineResource({
  ...RESOURCE_CATALOGUE.reminderRules,
  table: 'reminder_rules',
  titleField: 'name',
  fields: {
    name: text({ label: 'Name', required: true, max: 100 }),
    hoursBefore: integer({
      label: 'Hours Before',
      required: true,
      min: 1,
      max: 720,
      help: 'How many hours before the visit starts the reminder is sent.',
    }),
    channel: choice({ label: 'Channel', options: REMINDER_CHANNELS, required: true, default: 'Email' }),
    active: boolean({ label: 'Active', required: true, default: true }),
    language: choice({
      label: 'Language',
      options: REMINDER_LANGUAGES,
      help: 'Sent to patients of this language; leave empty for everyone else (the clinic’s language).',
    }),
    subject: text({ label: 'Subject', required: true, max: 200 }),
    body: longText({
      label: 'Message',
      required: true,
      max: 5000,
      multiline: true,
      span: 'full',
      help: 'Placeholders, in double braces: patientName, date, time, doctorName, clinicName, confirmLink, cancelLink, rescheduleLink.',
    }),
  },
  rules: [
    {
      path: 'body',
      message: 'Unknown placeholders: {{names}}',
      when: (v) => unknownIn(v).length > 0,
      params: (v) => ({ names: unknownIn(v).join(', ') }),
    },
  ],
  list: {
    createLabel: 'Add Reminder Rule',
    columns: ['name', 'hoursBefore', 'channel', 'language', 'active'],
    search: ['name', 'subject'],
    filters: ['active', 'language'],
    sortable: ['name', 'hoursBefore'],
    defaultSort: '-hoursBefore',
    pageSize: 10,
    pageSizeOptions: [10, 20],
  },
  messages: {
    confirmDelete: 'Delete this reminder rule? Reminders already sent are kept.',
    empty: 'No reminder rules yet.',
    noneSelected: 'No reminder rule selected.',
    created: 'Reminder rule created',
    updated: 'Reminder rule updated',
    deleted: 'Reminder rule deleted',
  },
});
