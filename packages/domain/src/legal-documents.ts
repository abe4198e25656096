import { type ChipColor, choice, date, files, longText, reference } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';
import { type ListView, matchesView } from './views.js';

/** The kinds of signed document a clinic keeps (spec 002 reads a document type but never lists its values). */
export const LEGAL_DOCUMENT_TYPES = [
  'Treatment Consent',
  'Anesthesia Consent',
  'Privacy Notice Acknowledgement',
  'Financial Agreement',
  'Medical Records Release',
  'Photography Consent',
  'Other',
] as const;

/**
 * Spec 002 §4: Signed, or another value shown as a warning. A document past
 * its expiry date reads Expired unless it was revoked (chips, filters, exports agree).
 */
export const LEGAL_DOCUMENT_STATUSES = ['Signed', 'Pending Signature', 'Expired', 'Revoked'] as const;
export const LEGAL_DOCUMENT_STATUS_COLORS = {
  Signed: 'success',
  'Pending Signature': 'warning',
  Expired: 'warning',
  Revoked: 'warning',
} as const;

/** Past expiry: the expiry date is before today, whatever the status says. */
export const PAST_EXPIRY_VIEW: ListView<'expiryDate'> = {
  name: 'pastExpiry',
  label: 'Past expiry',
  where: [{ field: 'expiryDate', op: 'lt', today: true }],
};

const expiryTone = (record: Readonly<Record<string, unknown>>, today: string): ChipColor | null =>
  matchesView(PAST_EXPIRY_VIEW, record, today) ? 'error' : null;

/**
 * Spec 002 "Legal compliance document": a patient's signed consent or
 * agreement, kept as the uploaded signed PDF. A legal record: archived, never
 * erased. Clinic administration (settings.manage) reads and keeps them: they
 * are signed papers of patients, not part of any role's daily work.
 */
export const legalDocuments = defineResource({
  ...RESOURCE_CATALOGUE.legalDocuments,
  table: 'legal_documents',
  titleField: 'documentType',
  archivable: true,
  fields: {
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Patient not found' }),
    documentType: choice({ label: 'Document Type', required: true, options: LEGAL_DOCUMENT_TYPES }),
    signedDate: date({ label: 'Signed Date' }),
    expiryDate: date({ label: 'Expiry Date', emptyText: 'N/A', tone: expiryTone }),
    status: choice({
      label: 'Status',
      required: true,
      options: LEGAL_DOCUMENT_STATUSES,
      default: 'Signed',
      colors: LEGAL_DOCUMENT_STATUS_COLORS,
      derived: [{ value: 'Expired', when: [...PAST_EXPIRY_VIEW.where, { field: 'status', notIn: ['Revoked'] }] }],
    }),
    notes: longText({ label: 'Notes', max: 2000 }),
    document: files({
      label: 'Signed Document',
      accept: ['pdf'],
      maxFiles: 1,
      emptyText: 'No document uploaded',
    }),
  },
  rules: [
    {
      path: 'signedDate',
      message: 'Signed Date is required for a signed document',
      when: (v) => v.status === 'Signed' && (v.signedDate === null || v.signedDate === undefined),
    },
    {
      path: 'expiryDate',
      message: 'Expiry Date must be after the signed date',
      when: (v) => typeof v.expiryDate === 'string' && typeof v.signedDate === 'string' && v.expiryDate <= v.signedDate,
    },
  ],
  list: {
    idColumn: 'ID',
    columns: ['patient', 'documentType', 'signedDate', 'expiryDate', 'status', 'document'],
    search: ['patient', 'notes'],
    filters: ['status', 'documentType', 'patient'],
    sortable: ['documentType', 'signedDate', 'expiryDate', 'status'],
    defaultSort: '-signedDate',
    pageSize: 5,
    pageSizeOptions: [5, 10],
    views: [PAST_EXPIRY_VIEW],
  },
  messages: {
    confirmDelete: 'Archive this legal document? It can be restored later.',
    empty: 'No legal documents found.',
    noneSelected: 'No legal document selected.',
  },
  sections: [
    { title: 'Document', fields: ['patient', 'documentType', 'status', 'signedDate', 'expiryDate'] },
    { title: 'Signed Document', fields: ['document', 'notes'] },
  ],
});
