import { z } from 'zod';
import { choice, date, datetime, decimal, money, reference, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 002 §4: chosen freely; Active by default. */
export const INSURANCE_STATUSES = ['Active', 'Expired', 'Pending'] as const;
export const INSURANCE_STATUS_COLORS = { Active: 'success', Expired: 'error', Pending: 'warning' } as const;

/** Spec 002 §9: the coverage percentages, by type of care, as the View Coverage dialog lists them. */
export const COVERAGE_TYPES = [
  { field: 'treatmentCoverage', label: 'Treatment' },
  { field: 'medicationCoverage', label: 'Medication' },
  { field: 'consultationCoverage', label: 'Consultation' },
] as const;

/**
 * A second renewal reminder for the same policy within this many hours is
 * refused (409, naming when the last one was queued) unless it is asked for again.
 */
export const RENEWAL_REMINDER_REPEAT_HOURS = 24;

export const INSURANCE_MESSAGES = {
  noEmail: 'This patient has no email address: add one to their record to send a reminder.',
  archivedPatient: 'This patient is archived: restore the patient to send a reminder.',
  archivedPolicy: 'This insurance policy is archived: restore it before sending a reminder.',
  reminderRecent: 'A renewal reminder for this policy was already queued on {{when}}.',
  reminderSource: 'Insurance renewal reminder',
} as const;

/** Body of `POST /api/insurance-policies/:id/renewal-reminder`: `again` sends one although one was just queued. */
export const renewalReminderSchema = z.strictObject({
  again: z.boolean('again must be true or false').optional(),
});

export const renewalReminderResultSchema = z.object({
  /** The message in the outbox. */
  messageId: z.number().int(),
  recipient: z.string(),
  /** When the reminder was queued (the policy's `lastReminderAt`). */
  queuedAt: z.string(),
});
export type RenewalReminderResult = z.infer<typeof renewalReminderResultSchema>;

const percentage = (label: string) => decimal({ label, required: true, scale: 2, min: 0, max: 100 });

/**
 * Spec 002 "Insurance policy": a patient's dental cover, its limits and its
 * validity. Financial data: archived, never erased. The spec's
 * `coverageDetails` object is four fields of the record (the amount as money,
 * the percentages bounded 0 to 100); its `patientFullName` is the patient's
 * name, read through the reference.
 */
export const insurancePolicies = defineResource({
  ...RESOURCE_CATALOGUE.insurancePolicies,
  table: 'insurance_policies',
  titleField: 'policyNumber',
  archivable: true,
  fields: {
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Patient not found' }),
    providerName: text({ label: 'Provider Name', required: true, max: 150 }),
    policyNumber: text({
      label: 'Policy Number',
      required: true,
      max: 60,
      unique: true,
      uniqueMessage: 'This policy number belongs to another policy',
    }),
    status: choice({
      label: 'Status',
      required: true,
      options: INSURANCE_STATUSES,
      default: 'Active',
      colors: INSURANCE_STATUS_COLORS,
    }),
    maxAnnualCoverage: money({ label: 'Max Annual Coverage', required: true }),
    treatmentCoverage: percentage('Treatment Coverage (%)'),
    medicationCoverage: percentage('Medication Coverage (%)'),
    consultationCoverage: percentage('Consultation Coverage (%)'),
    validFrom: date({ label: 'Valid From', required: true }),
    validUntil: date({ label: 'Valid Until', required: true }),
    lastReminderAt: datetime({ label: 'Last Renewal Reminder', readOnly: true, emptyText: 'None sent' }),
  },
  rules: [
    {
      path: 'validUntil',
      message: 'Valid Until must be on or after Valid From',
      when: (v) => typeof v.validFrom === 'string' && typeof v.validUntil === 'string' && v.validUntil < v.validFrom,
    },
  ],
  list: {
    createLabel: 'Create Insurance',
    columns: ['patient', 'providerName', 'policyNumber', 'validFrom', 'validUntil', 'status'],
    search: ['policyNumber', 'providerName', 'patient'],
    filters: ['status', 'patient'],
    sortable: ['providerName', 'policyNumber', 'validFrom', 'validUntil', 'status'],
    defaultSort: '-validFrom',
    pageSize: 5,
    pageSizeOptions: [5, 10],
  },
  messages: {
    confirmDelete: 'Archive the insurance policy "{{name}}"? It leaves the list and can be restored later.',
    empty: 'No insurance policies found.',
    noneSelected: 'No policy selected.',
  },
  sections: [
    { title: 'Policy', fields: ['patient', 'providerName', 'policyNumber', 'status'] },
    {
      title: 'Coverage',
      fields: ['maxAnnualCoverage', 'treatmentCoverage', 'medicationCoverage', 'consultationCoverage'],
    },
    { title: 'Validity', fields: ['validFrom', 'validUntil', 'lastReminderAt'] },
  ],
  summary: {
    tiles: [
      { label: 'Total Policies' },
      { label: 'Active', where: { field: 'status', in: ['Active'] } },
      { label: 'Expired', where: { field: 'status', in: ['Expired'] } },
    ],
    charts: [
      { title: 'Policies by provider', type: 'pie', groupBy: 'providerName' },
      { title: 'Policies per provider', type: 'bar', groupBy: 'providerName' },
      { title: 'Status trends by provider', type: 'line', groupBy: 'providerName', series: 'status' },
    ],
  },
  documents: { pdf: { filename: 'insurance_{policyNumber}.pdf' } },
});
