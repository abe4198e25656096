import { choice, integer, longText, reference } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/**
 * Spec 002 §4: the create form's statuses plus Pending, which the old list
 * counted but no form could set. One list for form, tiles and colours.
 */
export const TREATMENT_PLAN_STATUSES = ['Pending', 'Planned', 'In Progress', 'Completed', 'Cancelled'] as const;
const STATUS_COLORS = {
  Pending: 'warning',
  Planned: 'default',
  'In Progress': 'primary',
  Completed: 'success',
  Cancelled: 'error',
} as const;

/** The kind of dentistry a plan is for (spec 002 reads a treatment type but never lists its values). */
export const TREATMENT_TYPES = [
  'Preventive',
  'Restorative',
  'Endodontic',
  'Periodontal',
  'Orthodontic',
  'Prosthodontic',
  'Oral Surgery',
  'Cosmetic',
] as const;

/** Spec 002 "Treatment plan": what a patient will have done, by whom, for how long. A clinical record. */
export const treatmentPlans = defineResource({
  ...RESOURCE_CATALOGUE.treatmentPlans,
  table: 'treatment_plans',
  titleField: 'description',
  archivable: true,
  fields: {
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Unknown' }),
    doctor: reference({ label: 'Doctor', resource: 'doctors', required: true, missingLabel: 'Unknown' }),
    treatmentType: choice({ label: 'Treatment Type', required: true, options: TREATMENT_TYPES }),
    description: longText({ label: 'Description', required: true, max: 2000 }),
    estimatedDuration: integer({ label: 'Estimated Duration (days)', required: true, min: 1, max: 3650 }),
    status: choice({
      label: 'Status',
      required: true,
      options: TREATMENT_PLAN_STATUSES,
      default: 'Planned',
      colors: STATUS_COLORS,
    }),
  },
  list: {
    createLabel: 'Add Treatment Plan',
    columns: ['patient', 'doctor', 'treatmentType', 'description', 'estimatedDuration', 'status'],
    search: ['description', 'patient', 'doctor'],
    filters: ['status', 'treatmentType', 'patient', 'doctor'],
    sortable: ['treatmentType', 'estimatedDuration', 'status'],
    defaultSort: '-createdAt',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
  },
  messages: {
    confirmDelete: 'Archive this treatment plan? It can be restored later.',
    empty: 'No treatment plans found.',
    noneSelected: 'No treatment plan selected.',
  },
  summary: {
    tiles: [
      { label: 'Total Plans' },
      { label: 'Completed', where: { field: 'status', in: ['Completed'] } },
      { label: 'In Progress', where: { field: 'status', in: ['In Progress'] } },
      { label: 'Pending', where: { field: 'status', in: ['Pending'] } },
    ],
    charts: [
      { title: 'Plans by treatment type', type: 'pie', groupBy: 'treatmentType' },
      { title: 'Status by treatment type', type: 'bar', groupBy: 'treatmentType', series: 'status' },
      { title: 'Days planned by treatment type', type: 'line', groupBy: 'treatmentType', sum: 'estimatedDuration' },
    ],
  },
  // The plan to take home, with its procedures by tooth and their fees (chart module's layout).
  documents: { pdf: { filename: 'treatment_plan_{id}.pdf' } },
});
