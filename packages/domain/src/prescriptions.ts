import { z } from 'zod';
import { choice, date, integer, isBlank, longText, reference, rows, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 000 §4: Active on create; each with its chip colour. */
export const PRESCRIPTION_STATUSES = ['Active', 'Pending', 'Completed', 'Expired'] as const;
export const PRESCRIPTION_STATUS_COLORS = {
  Active: 'success',
  Pending: 'warning',
  Completed: 'info',
  Expired: 'error',
} as const;
export const REFILL_ALLOWED = ['Yes', 'No'] as const;

export const PRESCRIPTION_MESSAGES = {
  validUntil: 'Valid Until cannot be before the prescription date',
  refills: 'Refills can be counted only when refills are allowed',
  noMedications: 'No medications listed.',
  allergy: 'Warning: Patient is allergic to {{allergy}}!',
} as const;

/**
 * Spec 000 "Prescription": the medicines a doctor prescribes a patient, for
 * how long, how often, and how many refills. Each medication is one of the
 * clinic's medicaments (named, never typed twice). A clinical record: archived,
 * never erased; numbered `RX-000042`; printed as a PDF.
 */
export const prescriptions = defineResource({
  ...RESOURCE_CATALOGUE.prescriptions,
  table: 'prescriptions',
  titleField: 'prescriptionNumber',
  archivable: true,
  fields: {
    prescriptionNumber: text({
      label: 'Prescription Number',
      max: 40,
      unique: true,
      uniqueMessage: 'A prescription with this number already exists',
      generated: { prefix: 'RX-', digits: 6 },
      help: 'Leave empty: the next number is given when the prescription is saved.',
    }),
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Patient not found' }),
    doctor: reference({ label: 'Doctor', resource: 'doctors', required: true, missingLabel: 'Doctor not found' }),
    clinic: reference({ label: 'Clinic', resource: 'clinics', required: true, missingLabel: 'Clinic not found' }),
    appointment: reference({ label: 'Appointment', resource: 'appointments', help: 'The visit it was written at' }),
    prescriptionDate: date({ label: 'Prescribed On', required: true }),
    validUntil: date({ label: 'Valid Until', required: true }),
    medications: rows({
      label: 'Medications',
      itemLabel: 'Medication',
      required: true,
      emptyText: PRESCRIPTION_MESSAGES.noMedications,
      maxItems: 20,
      fields: {
        medicament: reference({ label: 'Medicament', resource: 'medicaments', required: true }),
        dosage: text({ label: 'Dosage', required: true, max: 60, help: '500 mg, 10 ml…' }),
        frequency: text({ label: 'Frequency', required: true, max: 60, help: 'Every 8 hours…' }),
        durationDays: integer({ label: 'Duration (days)', required: true, min: 1, max: 365 }),
        instructions: text({ label: 'Instructions', max: 300 }),
      },
    }),
    refillAllowed: choice({ label: 'Refill Allowed', required: true, options: REFILL_ALLOWED, default: 'No' }),
    refillCount: integer({ label: 'Refill Count', required: true, min: 0, max: 12, default: 0 }),
    pharmacy: text({ label: 'Pharmacy', max: 150 }),
    digitalSignature: text({ label: 'Signed By', max: 150, help: 'The prescriber’s name as signed' }),
    status: choice({
      label: 'Status',
      required: true,
      options: PRESCRIPTION_STATUSES,
      default: 'Active',
      colors: PRESCRIPTION_STATUS_COLORS,
    }),
    notes: longText({ label: 'Notes', max: 2000 }),
  },
  rules: [
    {
      path: 'validUntil',
      message: PRESCRIPTION_MESSAGES.validUntil,
      when: (v) =>
        !isBlank(v.validUntil) && !isBlank(v.prescriptionDate) && String(v.validUntil) < String(v.prescriptionDate),
    },
    {
      path: 'refillCount',
      message: PRESCRIPTION_MESSAGES.refills,
      when: (v) => v.refillAllowed !== 'Yes' && typeof v.refillCount === 'number' && v.refillCount > 0,
    },
  ],
  list: {
    columns: [
      'prescriptionNumber',
      'patient',
      'doctor',
      'clinic',
      'medications',
      'prescriptionDate',
      'validUntil',
      'refillAllowed',
      'refillCount',
      'status',
    ],
    search: ['prescriptionNumber', 'patient', 'doctor', 'pharmacy'],
    filters: ['status', 'refillAllowed', 'patient', 'doctor', 'clinic', 'appointment'],
    sortable: ['prescriptionNumber', 'prescriptionDate', 'validUntil', 'status'],
    defaultSort: '-prescriptionDate',
    dateRange: 'prescriptionDate',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20, 50],
  },
  messages: {
    confirmDelete: 'Archive this prescription? It can be restored later.',
    deleteFailed: 'Error deleting',
    empty: 'No prescriptions found.',
    noneSelected: 'No prescription selected.',
  },
  summary: {
    tiles: [
      { label: 'Total Prescriptions' },
      { label: 'Active', where: { field: 'status', in: ['Active'] } },
      { label: 'Pending', where: { field: 'status', in: ['Pending'] } },
      { label: 'Expired', where: { field: 'status', in: ['Expired'] } },
    ],
    charts: [
      { title: 'Prescriptions by status', type: 'pie', groupBy: 'status' },
      { title: 'Prescriptions per month', type: 'line', groupBy: 'prescriptionDate' },
    ],
  },
  sections: [
    {
      title: 'Prescription',
      fields: ['prescriptionNumber', 'patient', 'doctor', 'clinic', 'appointment', 'prescriptionDate', 'validUntil'],
    },
    { title: 'Medications', fields: ['medications'] },
    { title: 'Refills and pharmacy', fields: ['refillAllowed', 'refillCount', 'pharmacy'] },
    { title: 'Status and signature', fields: ['status', 'digitalSignature', 'notes'] },
  ],
  documents: { pdf: { filename: 'prescription_{prescriptionNumber}.pdf' } },
});

/** `GET /api/prescriptions/:id/allergy-warnings`: the patient's allergies a medication of the prescription touches (see `DRUG_CLASSES`). */
export const allergyWarningSchema = z.object({
  /** The patient's allergy, as recorded on their record. */
  allergy: z.string(),
  /** The medicament that matches it, by its name or one of its active ingredients, or by its drug class. */
  medicament: z.string(),
  medicamentId: z.number().int(),
  /** The drug class that ties the allergy to the medicament; null when the medicament itself names the allergy. */
  drugClass: z.string().nullable(),
});
export const allergyWarningsSchema = z.array(allergyWarningSchema);
export type AllergyWarning = z.infer<typeof allergyWarningSchema>;
