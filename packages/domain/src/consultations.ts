import { boolean, choice, datetime, files, longText, money, reference, rows, text, textList } from './fields.js';
import { DOCUMENT_FILE_TYPES } from './files.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** The kind of visit (spec 001 reads a consultation type but never lists its values). */
export const CONSULTATION_TYPES = ['Initial', 'Follow-up', 'Emergency', 'Routine Check-up', 'Telemedicine'] as const;
export const CONSULTATION_STATUSES = ['Scheduled', 'In Progress', 'Completed', 'Cancelled'] as const;
export const CONSULTATION_PAYMENT_STATUSES = ['Paid', 'Unpaid', 'Pending'] as const;

/**
 * Spec 001 "Consultation": what was found and decided at a visit. A clinical
 * record: archived, never erased.
 */
export const consultations = defineResource({
  ...RESOURCE_CATALOGUE.consultations,
  table: 'consultations',
  titleField: 'reasonForVisit',
  archivable: true,
  fields: {
    appointment: reference({ label: 'Appointment', resource: 'appointments' }),
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Patient not found' }),
    doctor: reference({ label: 'Doctor', resource: 'doctors', required: true, missingLabel: 'Doctor not found' }),
    clinic: reference({ label: 'Clinic', resource: 'clinics', missingLabel: 'Clinic not found' }),
    consultationDate: datetime({ label: 'Consultation Date', required: true }),
    consultationType: choice({
      label: 'Consultation Type',
      required: true,
      options: CONSULTATION_TYPES,
      default: 'Initial',
    }),
    reasonForVisit: text({ label: 'Reason for Visit', required: true, max: 300 }),
    symptoms: textList({ label: 'Symptoms', maxItems: 30 }),
    diagnosis: text({ label: 'Diagnosis', max: 300 }),
    prescribedMedications: rows({
      label: 'Prescribed Medications',
      itemLabel: 'Prescribed Medication',
      maxItems: 30,
      fields: {
        medicamentName: text({ label: 'Medicament', required: true, max: 150 }),
        dosage: text({ label: 'Dosage', required: true, max: 60 }),
        frequency: text({ label: 'Frequency', max: 60 }),
      },
    }),
    recommendedTreatments: rows({
      label: 'Recommended Treatments',
      itemLabel: 'Treatment',
      maxItems: 30,
      fields: {
        treatmentName: text({ label: 'Treatment', required: true, max: 150 }),
        notes: text({ label: 'Notes', max: 300 }),
      },
    }),
    labTestsOrdered: rows({
      label: 'Lab Tests Ordered',
      itemLabel: 'Lab Test',
      maxItems: 30,
      fields: {
        testName: text({ label: 'Test Name', required: true, max: 150 }),
        notes: text({ label: 'Notes', max: 300 }),
      },
    }),
    consultationNotes: longText({ label: 'Consultation Notes', max: 5000 }),
    followUpRequired: boolean({ label: 'Follow-up Required', default: false }),
    followUpDate: datetime({ label: 'Follow-up Date' }),
    consultationFee: money({ label: 'Fee', default: '0.00' }),
    paymentStatus: choice({
      label: 'Payment Status',
      required: true,
      options: CONSULTATION_PAYMENT_STATUSES,
      default: 'Unpaid',
      colors: { Paid: 'success', Unpaid: 'error', Pending: 'warning' },
    }),
    status: choice({
      label: 'Status',
      required: true,
      options: CONSULTATION_STATUSES,
      default: 'Completed',
      colors: { Scheduled: 'primary', 'In Progress': 'info', Completed: 'success', Cancelled: 'error' },
    }),
    attachments: files({ label: 'Attachments', accept: DOCUMENT_FILE_TYPES }),
  },
  rules: [
    {
      path: 'followUpDate',
      message: 'Follow-up Date is required when a follow-up is required',
      when: (v) => v.followUpRequired === true && (v.followUpDate === null || v.followUpDate === undefined),
    },
    {
      path: 'followUpDate',
      message: 'Follow-up Date must be after the consultation',
      when: (v) =>
        typeof v.followUpDate === 'string' &&
        typeof v.consultationDate === 'string' &&
        Date.parse(v.followUpDate) <= Date.parse(v.consultationDate),
    },
  ],
  list: {
    columns: [
      'consultationDate',
      'patient',
      'doctor',
      'consultationType',
      'reasonForVisit',
      'consultationFee',
      'status',
    ],
    search: ['reasonForVisit', 'diagnosis', 'patient', 'doctor'],
    filters: ['status', 'consultationType', 'paymentStatus', 'patient', 'doctor', 'clinic', 'appointment'],
    sortable: ['consultationDate', 'consultationType', 'consultationFee', 'status'],
    defaultSort: '-consultationDate',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
  },
  messages: {
    confirmDelete: 'Archive this consultation? It can be restored later.',
    empty: 'No consultations found.',
    noneSelected: 'No consultation selected.',
  },
  sections: [
    {
      title: 'Visit',
      fields: [
        'appointment',
        'patient',
        'doctor',
        'clinic',
        'consultationDate',
        'consultationType',
        'reasonForVisit',
        'status',
      ],
    },
    { title: 'Findings', fields: ['symptoms', 'diagnosis', 'consultationNotes'] },
    { title: 'Plan', fields: ['prescribedMedications', 'recommendedTreatments', 'labTestsOrdered'] },
    { title: 'Follow-up and Fee', fields: ['followUpRequired', 'followUpDate', 'consultationFee', 'paymentStatus'] },
    { title: 'Attachments', fields: ['attachments'] },
  ],
});
