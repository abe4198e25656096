import { choice, files, longText, reference, text, textList } from './fields.js';
import { DOCUMENT_FILE_TYPES } from './files.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Where a case study stands (spec 002 reads a status but never lists its values). */
export const CASE_STUDY_STATUSES = ['Draft', 'In Review', 'Published'] as const;
export const CASE_STUDY_STATUS_COLORS = { Draft: 'default', 'In Review': 'warning', Published: 'success' } as const;

/**
 * Spec 002 "Case study": a write-up of one patient's case by a doctor, the
 * procedures performed, the outcome, and the research files behind it.
 */
export const caseStudies = defineResource({
  ...RESOURCE_CATALOGUE.caseStudies,
  table: 'case_studies',
  titleField: 'title',
  fields: {
    title: text({ label: 'Title', required: true, max: 200 }),
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Patient not found' }),
    doctor: reference({
      label: 'Doctor',
      resource: 'doctors',
      required: true,
      missingLabel: 'Doctor not found',
      inUseMessage: 'This doctor has case studies and cannot be deleted.',
    }),
    description: longText({ label: 'Description', required: true, max: 5000 }),
    proceduresPerformed: textList({ label: 'Procedures Performed', maxItems: 30, emptyText: 'None recorded' }),
    outcome: longText({ label: 'Outcome', max: 3000, emptyText: 'Not recorded yet' }),
    status: choice({
      label: 'Status',
      required: true,
      options: CASE_STUDY_STATUSES,
      default: 'Draft',
      colors: CASE_STUDY_STATUS_COLORS,
    }),
    researchFiles: files({ label: 'Research Files', accept: DOCUMENT_FILE_TYPES, emptyText: 'No research files' }),
  },
  list: {
    columns: ['title', 'patient', 'doctor', 'proceduresPerformed', 'status'],
    search: ['title', 'description'],
    filters: ['status', 'doctor', 'patient'],
    sortable: ['title', 'status'],
    defaultSort: '-updatedAt',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
    timestamps: { updatedAt: 'Last Updated' },
    exportFilename: 'CaseStudies',
  },
  messages: {
    confirmDelete: 'Are you sure you want to delete the case study "{{name}}"?',
    empty: 'No case studies found.',
    noneSelected: 'No case study selected.',
  },
  sections: [
    { title: 'Case', fields: ['title', 'patient', 'doctor', 'status'] },
    { title: 'Study', fields: ['description', 'proceduresPerformed', 'outcome'] },
    { title: 'Research Files', fields: ['researchFiles'] },
  ],
});
