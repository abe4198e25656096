import { choice, datetime, longText, reference, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 002 §4. */
export const DIAGNOSIS_SEVERITIES = ['Mild', 'Moderate', 'Severe'] as const;

/**
 * Spec 002 "Diagnosis": what a doctor found, how severe, and the results. A
 * clinical record: archived, never erased; its audit trail is the audit log.
 */
export const diagnoses = defineResource({
  ...RESOURCE_CATALOGUE.diagnoses,
  table: 'diagnoses',
  titleField: 'condition',
  archivable: true,
  fields: {
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Patient not found' }),
    doctor: reference({ label: 'Doctor', resource: 'doctors', required: true, missingLabel: 'Doctor not found' }),
    diagnosisDate: datetime({ label: 'Diagnosis Date', required: true }),
    condition: text({ label: 'Condition', required: true, max: 200 }),
    severity: choice({
      label: 'Severity',
      required: true,
      options: DIAGNOSIS_SEVERITIES,
      default: 'Mild',
      colors: { Mild: 'success', Moderate: 'warning', Severe: 'error' },
    }),
    diagnosisResults: longText({ label: 'Results', max: 5000 }),
    notes: longText({ label: 'Notes', max: 5000 }),
  },
  list: {
    columns: ['diagnosisDate', 'patient', 'doctor', 'condition', 'severity'],
    search: ['condition', 'notes', 'diagnosisResults', 'patient', 'doctor'],
    filters: ['severity', 'condition', 'doctor', 'patient'],
    sortable: ['diagnosisDate', 'condition', 'severity'],
    defaultSort: '-diagnosisDate',
    dateRange: 'diagnosisDate',
    inlineEdit: ['condition', 'severity'],
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
  },
  messages: {
    updated: 'Diagnosis updated',
    deleted: 'Diagnosis archived. It can be restored from the archived list.',
    confirmDelete: 'Archive this diagnosis? It can be restored later.',
    empty: 'No diagnoses found.',
    noneSelected: 'No diagnosis selected.',
  },
  summary: {
    tiles: [
      { label: 'Total' },
      { label: 'Mild', where: { field: 'severity', in: ['Mild'] } },
      { label: 'Moderate', where: { field: 'severity', in: ['Moderate'] } },
      { label: 'Severe', where: { field: 'severity', in: ['Severe'] } },
    ],
    charts: [
      { title: 'Diagnoses by condition', type: 'pie', groupBy: 'condition' },
      { title: 'Diagnoses by severity', type: 'bar', groupBy: 'severity' },
      { title: 'Diagnoses per doctor', type: 'bar', groupBy: 'doctor', series: 'severity' },
      { title: 'Diagnoses over time', type: 'line', groupBy: 'diagnosisDate' },
    ],
  },
});
