import { CHART_ENTRY_KINDS, SURFACE_CONDITIONS, TOOTH_CONDITIONS, type ToothCondition } from './chart-state.js';
import { choice, choices, date, longText, reference, tooth } from './fields.js';
import { defineResource, type ResourceRule } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';
import { foreignSurfaces, SURFACE_CODES, toothById } from './teeth.js';

const KIND_COLORS = { Condition: 'warning', Planned: 'info', Completed: 'success', Existing: 'default' } as const;

const surfacesOfEntry = (v: Readonly<Record<string, unknown>>): string[] =>
  Array.isArray(v.surfaces) ? v.surfaces.filter((s): s is string => typeof s === 'string') : [];

/**
 * Rules of anything charted on a tooth: its surfaces are ones that tooth has,
 * and whole-tooth work (a crown, an extraction) names no surface. `condition`
 * is the field holding what is found or done.
 */
export function toothSurfaceRules(condition: string): ResourceRule<'surfaces'>[] {
  return [
    {
      path: 'surfaces',
      message: 'Tooth {{tooth}} has no {{surfaces}} surface.',
      when: (v) =>
        typeof v.tooth === 'string' && !!toothById(v.tooth) && foreignSurfaces(v.tooth, surfacesOfEntry(v)).length > 0,
      params: (v) => ({
        tooth: String(v.tooth),
        surfaces: foreignSurfaces(String(v.tooth), surfacesOfEntry(v)).join(', '),
      }),
    },
    {
      path: 'surfaces',
      message: '{{condition}} is charted on the whole tooth, without surfaces.',
      when: (v) =>
        surfacesOfEntry(v).length > 0 &&
        typeof v[condition] === 'string' &&
        !SURFACE_CONDITIONS.includes(v[condition] as ToothCondition),
      params: (v) => ({ condition: String(v[condition]) }),
    },
  ];
}

/**
 * One line of a patient's dental chart (spec 002 "Odontogram", a table of
 * rows instead of a blob per visit): a finding or a procedure on one tooth,
 * optionally on some of its surfaces, with its context. Corrections are new
 * entries or audited edits; a wrong entry is archived, never erased.
 */
export const chartEntries = defineResource({
  ...RESOURCE_CATALOGUE.chartEntries,
  table: 'chart_entries',
  titleField: 'condition',
  archivable: true,
  // The chart reads one patient's entries per tooth in charting order.
  indexes: [['patient', 'tooth', 'date']],
  fields: {
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Patient not found' }),
    date: date({ label: 'Date', required: true }),
    tooth: tooth({ label: 'Tooth', required: true }),
    surfaces: choices({ label: 'Surfaces', options: SURFACE_CODES }),
    kind: choice({
      label: 'Kind',
      required: true,
      options: CHART_ENTRY_KINDS,
      default: 'Condition',
      colors: KIND_COLORS,
    }),
    condition: choice({ label: 'Status', required: true, options: TOOTH_CONDITIONS }),
    procedure: reference({ label: 'Procedure', resource: 'procedures' }),
    operation: reference({ label: 'Operation', resource: 'operations' }),
    diagnosis: reference({ label: 'Diagnosis', resource: 'diagnoses' }),
    service: reference({ label: 'Service', resource: 'services', missingLabel: 'Service not found' }),
    treatmentSummary: longText({ label: 'Treatment Summary', max: 2000 }),
    notes: longText({ label: 'Notes', max: 2000 }),
    doctor: reference({ label: 'Doctor', resource: 'doctors', missingLabel: 'Doctor not found' }),
    clinic: reference({ label: 'Clinic', resource: 'clinics', missingLabel: 'Clinic not found' }),
    appointment: reference({ label: 'Appointment', resource: 'appointments' }),
    recordedBy: reference({ label: 'Recorded By', resource: 'users', readOnly: true }),
  },
  rules: toothSurfaceRules('condition'),
  list: {
    columns: [
      'date',
      'tooth',
      'surfaces',
      'kind',
      'condition',
      'diagnosis',
      'procedure',
      'doctor',
      'notes',
      'recordedBy',
    ],
    search: ['notes', 'treatmentSummary'],
    filters: ['patient', 'tooth', 'kind', 'condition', 'doctor', 'appointment'],
    sortable: ['date', 'tooth', 'kind', 'condition'],
    defaultSort: '-date',
    pageSize: 10,
    pageSizeOptions: [5, 10, 25, 50],
  },
  messages: {
    confirmDelete: 'Archive this chart entry? It stays in the history and can be restored.',
    createFailed: 'Failed to save data.',
    empty: 'No history yet.',
    noneSelected: 'Select a tooth to see details',
  },
});
