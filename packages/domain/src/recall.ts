import { z } from 'zod';
import { dayOf } from './availability.js';
import { boolean, choice, date, integer, isoDate, longText, reference, rows, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/**
 * The calendar date `months` months after `date` (before, when negative), on the
 * same day of the month or the month's last day when it has no such day:
 * Aug 31 + 6 months = Feb 28 (Feb 29 in a leap year). PostgreSQL's
 * `date + interval 'n months'` counts the same way, so the recall list (SQL) and
 * this function (tests, the web) agree.
 */
export function addMonths(date: string, months: number): string {
  const d = dayOf(date);
  const wanted = d.getUTCMonth() + months;
  const year = d.getUTCFullYear() + Math.floor(wanted / 12);
  const month = ((wanted % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d.getUTCDate(), last);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/** A recall interval: months first, then days (as PostgreSQL adds `make_interval(months, days)`). */
export interface RecallInterval {
  intervalMonths?: number | null;
  intervalDays?: number | null;
}

/** When a patient is due again: the last resetting procedure's day plus the interval. */
export function recallDueDate(lastDone: string, interval: RecallInterval): string {
  const months = addMonths(lastDone, interval.intervalMonths ?? 0);
  const d = dayOf(months);
  d.setUTCDate(d.getUTCDate() + (interval.intervalDays ?? 0));
  return d.toISOString().slice(0, 10);
}

export const RECALL_MESSAGES = {
  needsInterval: 'Give the interval: some months or days.',
  alreadySent:
    'A recall message was already sent to this patient for this due date on {{date}}. Send it again only if you mean to.',
  noEmail: 'This patient has no email address: record a phone call instead.',
  notDue: 'This patient is not on the recall list for this recall type.',
  sent: 'Recall message queued',
  called: 'Call recorded',
  saved: 'Recall saved',
} as const;

/**
 * The recall message a patient receives, in their language (else the clinic's): these English
 * texts are the keys of the translations; `{{typeName}}` is the clinic's own name for the recall.
 */
export const RECALL_MAIL = {
  subject: 'Time for your {{typeName}}',
  body:
    'Dear {{patientName}},\n\nYour {{typeName}} is due on {{dueOn}}. Please call {{clinicName}} or book online ' +
    'to choose a time that suits you.\n\nKind regards,\n{{clinicName}}',
} as const;

/**
 * A kind of visit patients are called back for (Check-up and cleaning every 6 months):
 * its interval, and the fee-schedule services whose completed procedures on the chart
 * start it again. A type in use is made inactive rather than deleted.
 */
export const recallTypes = defineResource({
  ...RESOURCE_CATALOGUE.recallTypes,
  table: 'recall_types',
  titleField: 'name',
  fields: {
    name: text({
      label: 'Name',
      required: true,
      max: 100,
      unique: true,
      uniqueMessage: 'A recall type with this name already exists',
    }),
    intervalMonths: integer({ label: 'Interval (months)', min: 0, max: 120 }),
    intervalDays: integer({ label: 'Interval (days)', min: 0, max: 366 }),
    services: rows({
      label: 'Services That Reset It',
      itemLabel: 'Service',
      maxItems: 30,
      help: 'A completed procedure of any of these services starts the interval again',
      fields: {
        service: reference({
          label: 'Service',
          resource: 'services',
          required: true,
          missingLabel: 'Service not found',
        }),
      },
    }),
    active: boolean({ label: 'Active', required: true, default: true }),
  },
  rules: [
    {
      path: 'intervalMonths',
      message: RECALL_MESSAGES.needsInterval,
      when: (v) => !(Number(v.intervalMonths ?? 0) > 0) && !(Number(v.intervalDays ?? 0) > 0),
    },
  ],
  list: {
    columns: ['name', 'intervalMonths', 'intervalDays', 'services', 'active'],
    search: ['name'],
    filters: ['active'],
    sortable: ['name', 'intervalMonths'],
    defaultSort: 'name',
    pageSize: 10,
    pageSizeOptions: [10, 20, 50],
    toggles: ['active'],
  },
  messages: {
    confirmDelete: 'Delete this recall type? Its contacts go with it: make it inactive to keep them.',
    empty: 'No recall types yet.',
    inUse: 'Patients’ recalls name this recall type: make it inactive instead of deleting it.',
  },
});

/**
 * The ASAP list: a patient who wants an earlier visit with a doctor or at a clinic (neither: with
 * anyone, anywhere). When a visit is cancelled or moved, the bell offers the freed time with the
 * active entries that fit it.
 */
export const asapEntries = defineResource({
  ...RESOURCE_CATALOGUE.asapEntries,
  table: 'asap_entries',
  titleField: 'patient',
  indexes: [
    ['active', 'doctor'],
    ['active', 'clinic'],
  ],
  fields: {
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Patient not found' }),
    doctor: reference({ label: 'Doctor', resource: 'doctors', missingLabel: 'Doctor not found' }),
    clinic: reference({ label: 'Clinic', resource: 'clinics', missingLabel: 'Clinic not found' }),
    note: longText({ label: 'Note', max: 500 }),
    active: boolean({ label: 'Active', required: true, default: true }),
  },
  list: {
    columns: ['patient', 'doctor', 'clinic', 'note', 'active'],
    search: ['note'],
    filters: ['patient', 'doctor', 'clinic', 'active'],
    sortable: ['patient'],
    // Waiting longest first: the record's creation is when the patient asked.
    defaultSort: 'createdAt',
    timestamps: { createdAt: 'Since' },
    pageSize: 10,
    pageSizeOptions: [10, 20, 50],
    toggles: ['active'],
  },
  messages: {
    confirmDelete: 'Remove this patient from the ASAP list?',
    empty: 'Nobody is waiting for an earlier visit.',
  },
});

/** How a recall contact was made. */
export const RECALL_CONTACT_METHODS = ['Message', 'Phone'] as const;
export type RecallContactMethod = (typeof RECALL_CONTACT_METHODS)[number];
/** What came of a phone call. */
export const RECALL_CALL_OUTCOMES = ['Booked', 'Will call back', 'No answer', 'Left message', 'Declined'] as const;
/** The recall list's "contacted" and "booked" filters. */
export const RECALL_STATES = ['any', 'yes', 'no'] as const;

const id = z.coerce.number().int().positive();
const yesNo = z.enum(RECALL_STATES).default('any');

/** `GET /api/recall`: due and overdue patients, one row per patient and recall type. */
export const recallListQuerySchema = z.strictObject({
  /** Due on or before the end of this month (`YYYY-MM`); overdue ones included. Default: this month. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM')
    .optional(),
  /** Only those due in that month, not the overdue ones before it. */
  onlyMonth: z.enum(['true', 'false']).default('false'),
  recallType: id.optional(),
  clinic: id.optional(),
  doctor: id.optional(),
  booked: yesNo,
  contacted: yesNo,
  q: z.string().trim().max(100).optional(),
  sort: z.enum(['dueOn', '-dueOn', 'patientName', '-patientName']).default('dueOn'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type RecallListQuery = z.infer<typeof recallListQuerySchema>;

export const recallRowSchema = z.object({
  patient: z.number().int(),
  patientName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  recallType: z.number().int(),
  recallTypeName: z.string(),
  lastDone: z.string().nullable(),
  dueOn: z.string(),
  /** The due date was set by hand. */
  overridden: z.boolean(),
  note: z.string().nullable(),
  doctor: z.number().int().nullable(),
  doctorName: z.string().nullable(),
  clinic: z.number().int().nullable(),
  clinicName: z.string().nullable(),
  /** The patient's next visit from today on, if any. */
  nextVisit: z.string().nullable(),
  /** The last contact for this due date. */
  lastContactAt: z.string().nullable(),
  lastContactMethod: z.enum(RECALL_CONTACT_METHODS).nullable(),
  lastContactOutcome: z.string().nullable(),
  contacts: z.number().int(),
});
export type RecallRow = z.infer<typeof recallRowSchema>;
export const recallListResponseSchema = z.object({
  items: z.array(recallRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The clinic's today. */
  today: z.string(),
});
export type RecallList = z.infer<typeof recallListResponseSchema>;

/** `POST /api/recall/send`: a recall message through the outbox, once per due date unless `again`. */
export const recallSendSchema = z.strictObject({
  patient: z.number().int().positive(),
  recallType: z.number().int().positive(),
  again: z.boolean().default(false),
});
export type RecallSendBody = z.infer<typeof recallSendSchema>;

/** `POST /api/recall/call`: a phone call and what came of it. */
export const recallCallSchema = z.strictObject({
  patient: z.number().int().positive(),
  recallType: z.number().int().positive(),
  outcome: z.enum(RECALL_CALL_OUTCOMES, { error: 'Choose what came of the call' }),
  note: z.string().trim().max(500).optional(),
});
export type RecallCallBody = z.infer<typeof recallCallSchema>;

export const recallContactSchema = z.object({
  id: z.number().int(),
  recallType: z.number().int(),
  recallTypeName: z.string(),
  dueOn: z.string(),
  method: z.enum(RECALL_CONTACT_METHODS),
  outcome: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
  username: z.string().nullable(),
});
export type RecallContact = z.infer<typeof recallContactSchema>;

/** One recall type of one patient, on the patient's page. */
export const patientRecallSchema = z.object({
  recallType: z.number().int(),
  recallTypeName: z.string(),
  lastDone: z.string().nullable(),
  /** From the last completed procedure; null when none. */
  computedDue: z.string().nullable(),
  /** Set by hand, with its note. */
  dueOverride: z.string().nullable(),
  note: z.string().nullable(),
  excluded: z.boolean(),
  /** What the recall list uses: the override, else the computed date; null when excluded or unknown. */
  dueOn: z.string().nullable(),
  version: z.number().int().nullable(),
});
export type PatientRecall = z.infer<typeof patientRecallSchema>;
export const patientRecallsResponseSchema = z.object({
  items: z.array(patientRecallSchema),
  contacts: z.array(recallContactSchema),
});
export type PatientRecalls = z.infer<typeof patientRecallsResponseSchema>;

/** `PUT /api/patients/:id/recalls/:type`: the due date set by hand (null: computed again), a note, excluded. */
export const patientRecallBodySchema = z.strictObject({
  dueOverride: isoDate().nullable().default(null),
  note: z.string().trim().max(500).nullable().default(null),
  excluded: z.boolean().default(false),
  /** The version read (null when there was no adjustment yet): a stale edit is a 409. */
  version: z.number().int().positive().nullable().default(null),
});
export type PatientRecallBody = z.infer<typeof patientRecallBodySchema>;

/** The patient page's Adjust dialog: the fields of `PUT /api/patients/:id/recalls/:type`. */
export const RECALL_ADJUST_FIELDS = {
  dueOverride: date({ label: 'Due Date (set by hand)', help: 'Empty: from the last completed procedure' }),
  note: text({ label: 'Note', max: 500 }),
  excluded: boolean({ label: 'Excluded from this recall' }),
};
/** The recall list's Record Call dialog: the fields of `POST /api/recall/call`. */
export const RECALL_CALL_FIELDS = {
  outcome: choice({
    label: 'Outcome',
    required: true,
    options: RECALL_CALL_OUTCOMES,
    requiredMessage: 'Choose what came of the call',
  }),
  note: text({ label: 'Note', max: 500 }),
};

/** `GET /api/recall/summary`: the dashboard's recall tiles. */
export const recallSummarySchema = z.object({
  dueThisMonth: z.number().int(),
  overdue: z.number().int(),
  bookedFromRecall: z.number().int(),
});
export type RecallSummary = z.infer<typeof recallSummarySchema>;

/** A time freed in the book, offered in the bell with the ASAP patients who fit it. */
export const asapOfferSchema = z.object({
  id: z.number().int(),
  doctor: z.number().int(),
  doctorName: z.string(),
  clinic: z.number().int(),
  clinicName: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  reason: z.enum(['Cancelled', 'Moved']),
  patients: z.array(
    z.object({
      entry: z.number().int(),
      patient: z.number().int(),
      patientName: z.string(),
      note: z.string().nullable(),
    }),
  ),
});
export type AsapOffer = z.infer<typeof asapOfferSchema>;
