import { toothSurfaceRules } from './chart-entries.js';
import { TOOTH_CONDITIONS } from './chart-state.js';
import { choice, choices, date, integer, money, reference, text, tooth } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';
import { SURFACE_CODES } from './teeth.js';

/** Where a planned procedure stands with the patient. Completed is final: it is on the chart. */
export const PLAN_ITEM_STATUSES = ['Planned', 'Accepted', 'Completed', 'Declined'] as const;
export const PLAN_ITEM_COMPLETED = 'Completed';
export const PLAN_ITEM_MESSAGES = {
  completedIsFinal: 'This procedure is completed and on the chart; chart a correction instead.',
} as const;
const STATUS_COLORS = { Planned: 'default', Accepted: 'primary', Completed: 'success', Declined: 'error' } as const;

/**
 * One procedure of a treatment plan, by tooth and surfaces (issue 12): its
 * fee, its phase, where it stands. Completing it writes the completed chart
 * entry (`chartEntry`) the same moment.
 */
export const treatmentPlanItems = defineResource({
  ...RESOURCE_CATALOGUE.treatmentPlanItems,
  table: 'treatment_plan_items',
  titleField: 'procedure',
  fields: {
    plan: reference({ label: 'Treatment Plan', resource: 'treatment-plans', required: true, missingLabel: 'Unknown' }),
    phase: integer({ label: 'Phase', required: true, min: 1, max: 9, default: 1 }),
    tooth: tooth({ label: 'Tooth', required: true }),
    surfaces: choices({ label: 'Surfaces', options: SURFACE_CODES }),
    procedure: choice({ label: 'Procedure', required: true, options: TOOTH_CONDITIONS }),
    description: text({ label: 'Description', max: 200 }),
    /** The fee schedule's service: its price is the fee when none is typed. */
    service: reference({ label: 'Service', resource: 'services', missingLabel: 'Service not found' }),
    price: money({ label: 'Fee' }),
    status: choice({
      label: 'Status',
      required: true,
      options: PLAN_ITEM_STATUSES,
      default: 'Planned',
      colors: STATUS_COLORS,
    }),
    completedOn: date({ label: 'Completed On', readOnly: true }),
    chartEntry: reference({ label: 'Chart Entry', resource: 'chart-entries', readOnly: true }),
  },
  rules: toothSurfaceRules('procedure'),
  list: {
    columns: ['phase', 'tooth', 'surfaces', 'procedure', 'service', 'description', 'price', 'status', 'completedOn'],
    search: ['description'],
    filters: ['plan', 'status', 'tooth'],
    sortable: ['phase', 'tooth', 'procedure', 'price', 'status'],
    defaultSort: 'phase,tooth',
    pageSize: 25,
    pageSizeOptions: [10, 25, 50],
    inlineEdit: ['status'],
  },
  messages: {
    confirmDelete: 'Remove this procedure from the plan?',
    empty: 'No procedures planned yet.',
    noneSelected: 'No procedure selected.',
    inUse: 'This procedure is on the chart and cannot be removed.',
  },
  summary: {
    tiles: [
      { label: 'Plan Total', sum: 'price' },
      { label: 'Accepted Total', sum: 'price', where: { field: 'status', in: ['Accepted', 'Completed'] } },
      { label: 'Done', sum: 'price', where: { field: 'status', in: ['Completed'] } },
      { label: 'Procedures Done', where: { field: 'status', in: ['Completed'] } },
    ],
    charts: [],
  },
});
