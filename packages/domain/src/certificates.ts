import { z } from 'zod';
import { choice, date, files, isBlank, longText, reference, text } from './fields.js';
import { DOCUMENT_FILE_TYPES } from './files.js';
import { createSchema, defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 001 §9. */
export const CERTIFICATE_TYPES = ['Medical Fitness', 'Dental Clearance', 'Vaccination', 'Other'] as const;
export const CERTIFICATE_TYPE_COLORS = {
  'Medical Fitness': 'primary',
  'Dental Clearance': 'secondary',
  Vaccination: 'success',
  Other: 'default',
} as const;

/** The heading of a printed certificate of each type (English, also the i18n key). */
export const CERTIFICATE_TITLES: Record<(typeof CERTIFICATE_TYPES)[number], string> = {
  'Medical Fitness': 'Medical Fitness Certificate',
  'Dental Clearance': 'Dental Clearance Certificate',
  Vaccination: 'Vaccination Certificate',
  Other: 'Certificate',
};

/** The heading of a certificate of this type (`Certificate` when the type is unknown). */
export const certificateTitle = (type: unknown): string =>
  CERTIFICATE_TITLES[type as (typeof CERTIFICATE_TYPES)[number]] ?? 'Certificate';

/**
 * Spec 001 §4: Issued on create, then chosen freely (in the grid too); once
 * Valid Until is past it reads Expired, whatever was chosen (chips, tiles,
 * filters and exports agree).
 */
export const CERTIFICATE_STATUSES = ['Issued', 'Active', 'Expired'] as const;
export const CERTIFICATE_STATUS_COLORS = { Issued: 'info', Active: 'success', Expired: 'error' } as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** The clinical paragraphs, in order: what a certificate without a generated text prints instead. */
export const CERTIFICATE_CLINICAL_FIELDS = ['diagnosis', 'treatmentDetails', 'recommendations'] as const;

export const CERTIFICATE_MESSAGES = {
  validUntil: 'Valid Until cannot be before the issue date',
} as const;

/**
 * Spec 001 "Certificate": what a doctor certifies about a patient, for how
 * long, and the text printed on it (`body`, filled from a template when the
 * certificate is generated from one). A clinical record: archived, never erased.
 */
export const certificates = defineResource({
  ...RESOURCE_CATALOGUE.certificates,
  table: 'certificates',
  titleField: 'certificateNumber',
  archivable: true,
  fields: {
    certificateNumber: text({
      label: 'Certificate Number',
      max: 40,
      unique: true,
      uniqueMessage: 'A certificate with this number already exists',
      generated: { prefix: 'CERT-', digits: 6 },
      help: 'Leave empty: the next number is given when the certificate is saved.',
    }),
    certificateType: choice({
      label: 'Type',
      required: true,
      options: CERTIFICATE_TYPES,
      colors: CERTIFICATE_TYPE_COLORS,
    }),
    status: choice({
      label: 'Status',
      required: true,
      options: CERTIFICATE_STATUSES,
      default: 'Issued',
      colors: CERTIFICATE_STATUS_COLORS,
      derived: [{ value: 'Expired', when: [{ field: 'validUntil', op: 'lt', today: true }] }],
    }),
    patientId: reference({ label: 'Patient', resource: 'patients', required: true }),
    doctorId: reference({ label: 'Doctor', resource: 'doctors', required: true }),
    clinicId: reference({ label: 'Clinic', resource: 'clinics', required: true }),
    issueDate: date({ label: 'Issue Date', required: true }),
    validUntil: date({
      label: 'Valid Until',
      required: true,
      tone: (r, today) => (typeof r.validUntil === 'string' && r.validUntil < today ? 'error' : null),
    }),
    diagnosis: longText({ label: 'Diagnosis', required: true, max: 2000 }),
    treatmentDetails: longText({ label: 'Treatment Details', required: true, max: 2000 }),
    recommendations: longText({ label: 'Recommendations', required: true, max: 2000 }),
    body: longText({
      label: 'Certificate Text',
      max: 20_000,
      help: 'What the printed certificate says. Generated from a template, it can be reworded here.',
    }),
    signature: text({ label: 'Signature', required: true, max: 150, help: 'Who signs: the doctor’s name and title.' }),
    attachments: files({ label: 'Attachments', accept: DOCUMENT_FILE_TYPES }),
    notes: longText({ label: 'Notes', max: 2000, help: 'Internal: not printed on the certificate.' }),
  },
  rules: [
    {
      path: 'validUntil',
      message: CERTIFICATE_MESSAGES.validUntil,
      when: (v) => !isBlank(v.issueDate) && !isBlank(v.validUntil) && String(v.validUntil) < String(v.issueDate),
    },
  ],
  list: {
    columns: [
      'certificateNumber',
      'patientId',
      'doctorId',
      'clinicId',
      'certificateType',
      'issueDate',
      'validUntil',
      'status',
    ],
    search: ['certificateNumber', 'patientId', 'diagnosis'],
    filters: ['certificateType', 'status', 'patientId', 'doctorId', 'clinicId'],
    sortable: ['certificateNumber', 'certificateType', 'issueDate', 'validUntil', 'status'],
    defaultSort: '-issueDate',
    pageSize: 10,
    pageSizeOptions: [10, 15, 20],
    dateRange: 'issueDate',
    inlineEdit: ['status', 'validUntil'],
  },
  messages: {
    created: 'Certificate created successfully',
    createFailed: 'Failed to create certificate',
    loadFailed: 'Failed to load certificates',
    updated: 'Certificate updated',
    deleted: 'Deleted. The certificate can be restored from the archived list.',
    confirmDelete: 'Delete this certificate? It is archived and can be restored later.',
    empty: 'No certificates found.',
    noneSelected: 'No certificate selected.',
  },
  summary: {
    tiles: [
      { label: 'Total' },
      { label: 'Active', where: { field: 'status', in: ['Active'] } },
      { label: 'Expired', where: { field: 'status', in: ['Expired'] } },
    ],
    charts: [
      { title: 'Certificates by type', type: 'pie', groupBy: 'certificateType' },
      { title: 'Certificates per type', type: 'bar', groupBy: 'certificateType' },
      { title: 'Status per type', type: 'bar', groupBy: 'certificateType', series: 'status' },
    ],
  },
  sections: [
    {
      title: 'Certificate',
      fields: [
        'certificateNumber',
        'certificateType',
        'status',
        'patientId',
        'doctorId',
        'clinicId',
        'issueDate',
        'validUntil',
      ],
    },
    { title: 'Clinical details', fields: CERTIFICATE_CLINICAL_FIELDS },
    { title: 'Certificate Text', fields: ['body', 'signature'] },
    { title: 'Attachments and notes', fields: ['attachments', 'notes'] },
  ],
  documents: { pdf: { filename: 'certificate_{certificateNumber}.pdf' } },
});

const { body: _generatedText, ...generatedFields } = certificates.fields;

/**
 * Body of `POST /api/certificates/generate`: a certificate's fields (its text
 * excepted: the template gives it) and the template to fill.
 */
export const generateCertificateSchema = createSchema({ ...certificates, fields: generatedFields }).safeExtend({
  templateId: z.number({ error: 'Template is required' }).int().positive('Template is required'),
});
export type GenerateCertificateInput = z.infer<typeof generateCertificateSchema>;
