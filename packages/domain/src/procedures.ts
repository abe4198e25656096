import { choice, datetime, integer, longText, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 002 §9: anesthesia given for a procedure or an operation. */
export const ANESTHESIA_TYPES = ['Local', 'General', 'Sedation', 'None'] as const;

/** Spec 002 §4: status of a procedure or an operation. */
export const TREATMENT_STATUSES = ['Scheduled', 'Completed', 'Cancelled'] as const;
export const TREATMENT_STATUS_COLORS = { Scheduled: 'primary', Completed: 'success', Cancelled: 'error' } as const;

/** Spec 002 "Procedures": a dental procedure, its date, length and anesthesia. */
export const procedures = defineResource({
  ...RESOURCE_CATALOGUE.procedures,
  table: 'procedures',
  titleField: 'procedureName',
  fields: {
    procedureName: text({ label: 'Procedure Name', required: true, max: 150 }),
    procedureDate: datetime({ label: 'Procedure Date', required: true }),
    duration: integer({ label: 'Duration (minutes)', required: true, min: 1, max: 1440 }),
    anesthesiaType: choice({ label: 'Anesthesia Type', required: true, options: ANESTHESIA_TYPES }),
    notes: longText({ label: 'Notes', max: 2000 }),
    status: choice({
      label: 'Status',
      required: true,
      options: TREATMENT_STATUSES,
      default: 'Scheduled',
      colors: TREATMENT_STATUS_COLORS,
    }),
  },
  list: {
    columns: ['procedureName', 'procedureDate', 'duration', 'anesthesiaType', 'status'],
    search: ['procedureName', 'notes'],
    filters: ['status', 'anesthesiaType'],
    sortable: ['procedureName', 'procedureDate', 'duration', 'status'],
    defaultSort: '-procedureDate',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
  },
  messages: {
    confirmDelete: 'Delete selected procedure?',
    empty: 'No procedures found.',
    noneSelected: 'No procedure selected.',
  },
  summary: {
    tiles: [
      { label: 'Total Procedures' },
      { label: 'Scheduled', where: { field: 'status', in: ['Scheduled'] } },
      { label: 'Completed', where: { field: 'status', in: ['Completed'] } },
      { label: 'Cancelled', where: { field: 'status', in: ['Cancelled'] } },
    ],
    charts: [{ title: 'Procedures by status', type: 'pie', groupBy: 'status' }],
  },
});
