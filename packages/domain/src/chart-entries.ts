import { z } from 'zod';
import { CHART_ENTRY_KINDS, SURFACE_CONDITIONS, TOOTH_CONDITIONS, type ToothCondition } from './chart-state.js';
import { choice, choices, date, integer, isBlank, isoDate, longText, money, reference, text, tooth } from './fields.js';
import { PLAN_ACCEPTANCES, PROCEDURE_PRIORITIES } from './plan-status.js';
import { AREA_MESSAGES, areaOf, PROCEDURE_AREAS, PROCEDURE_REGIONS, spanProblem } from './procedure-area.js';
import { defineResource, type ResourceRule } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';
import { foreignSurfaces, SURFACE_CODES, toothById } from './teeth.js';

const KIND_CHIP_COLORS = {
  Condition: 'warning',
  Planned: 'error',
  Completed: 'primary',
  Existing: 'success',
  'Existing Elsewhere': 'success',
  Referred: 'secondary',
} as const;
const ACCEPTANCE_COLORS = { Proposed: 'default', Accepted: 'primary', Declined: 'error' } as const;

export const PROCEDURE_MESSAGES = {
  completedIsFinal:
    'This procedure is completed: reverse the completion (with a reason) instead of editing what was done.',
  billed: 'This procedure is billed on {{invoice}}: void or credit that invoice before reversing it.',
  notCompleted: 'Only a completed procedure can be reversed; this one is {{kind}}.',
  notPlanned: 'Only planned or referred work can be completed; this one is {{kind}}.',
  notYetDone: 'Work is completed today or on a day gone by, not on a day to come.',
  reversed: 'Completion reversed',
  completed: 'Procedure completed',
  nothingToBill: 'No completed work is waiting to be billed for this patient.',
  billedWork: 'Invoice {{invoice}} issued for {{count}} completed procedures',
  needsWhat: 'Choose what was found or done: a status or a service from the fee schedule.',
  conditionNeedsTooth: 'A finding is charted on a tooth: choose the tooth.',
  planNeedsPlanned: 'A procedure of a treatment plan is planned, completed or referred work, not a finding.',
} as const;

/** Kinds a treatment plan may hold. */
export const PLAN_KINDS = ['Planned', 'Completed', 'Referred'] as const;

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
 * The procedure record (issue 28): one row per finding or procedure on a
 * tooth (optionally some surfaces) or on no tooth (a scaling, an exam). Its
 * `kind` is its status — Condition, Planned, Completed, Existing (done here
 * before records began), Existing Elsewhere, Referred — and Planned →
 * Completed is a status change of the same row. A treatment plan is a view
 * over the rows naming it (`plan`, `phase`, `priority`, `acceptance`); a
 * completed row is a charge on the patient's account until "Bill completed
 * work" puts it on an invoice (`invoice`). A wrong completion is reversed
 * with a reason (audited), never edited; a wrong entry is archived, never erased.
 */
export const chartEntries = defineResource({
  ...RESOURCE_CATALOGUE.chartEntries,
  table: 'chart_entries',
  titleField: 'condition',
  archivable: true,
  derive: (v) => ({ area: areaOf(v) }),
  // The chart reads one patient's entries per tooth in charting order.
  indexes: [
    ['patient', 'tooth', 'date'],
    // "Bill completed work" reads a patient's completed rows not yet on an invoice.
    ['patient', 'kind', 'invoice'],
    ['plan', 'phase'],
    // The recall list finds each patient's last completed procedure of a recall type's services.
    ['kind', 'service', 'patient', 'completedOn'],
  ],
  fields: {
    patient: reference({ label: 'Patient', resource: 'patients', required: true, missingLabel: 'Patient not found' }),
    date: date({ label: 'Date', required: true }),
    tooth: tooth({ label: 'Tooth', help: 'Empty for work on no one tooth (a scaling, an exam)' }),
    lastTooth: tooth({ label: 'Span End', help: 'A bridge: the other end of its span, in the same arch' }),
    region: choice({
      label: 'Area',
      options: PROCEDURE_REGIONS,
      help: 'A quadrant, sextant or arch (a scaling), instead of a tooth',
    }),
    area: choice({
      label: 'Charted On',
      options: PROCEDURE_AREAS,
      required: true,
      readOnly: true,
      default: 'Mouth',
      help: 'Given by the server from the tooth, the last tooth and the area',
    }),
    surfaces: choices({ label: 'Surfaces', options: SURFACE_CODES }),
    kind: choice({
      label: 'Kind',
      required: true,
      options: CHART_ENTRY_KINDS,
      default: 'Condition',
      colors: KIND_CHIP_COLORS,
    }),
    condition: choice({
      label: 'Charted As',
      options: TOOTH_CONDITIONS,
      help: 'How the chart draws it; the service’s own when left empty',
    }),
    procedure: reference({ label: 'Procedure', resource: 'procedures' }),
    operation: reference({ label: 'Operation', resource: 'operations' }),
    diagnosis: reference({ label: 'Diagnosis', resource: 'diagnoses' }),
    service: reference({ label: 'Service', resource: 'services', missingLabel: 'Service not found' }),
    fee: money({ label: 'Fee', help: 'Empty: the fee schedule’s price of the service' }),
    insuranceEstimate: money({ label: 'Insurance Estimate', readOnly: true }),
    patientShare: money({ label: 'Patient Share', readOnly: true }),
    plan: reference({ label: 'Treatment Plan', resource: 'treatment-plans', missingLabel: 'Treatment plan not found' }),
    phase: integer({ label: 'Phase', min: 1, max: 9 }),
    priority: choice({ label: 'Priority', options: PROCEDURE_PRIORITIES }),
    acceptance: choice({ label: 'Acceptance', options: PLAN_ACCEPTANCES, colors: ACCEPTANCE_COLORS }),
    completedOn: date({ label: 'Completed On', readOnly: true }),
    invoice: reference({ label: 'Invoice', resource: 'invoices', readOnly: true, missingLabel: 'Invoice not found' }),
    reversalReason: text({ label: 'Reversal Reason', max: 300, readOnly: true }),
    treatmentSummary: longText({ label: 'Treatment Summary', max: 2000 }),
    notes: longText({ label: 'Notes', max: 2000 }),
    doctor: reference({ label: 'Doctor', resource: 'doctors', missingLabel: 'Doctor not found' }),
    clinic: reference({ label: 'Clinic', resource: 'clinics', missingLabel: 'Clinic not found' }),
    appointment: reference({ label: 'Appointment', resource: 'appointments' }),
    recordedBy: reference({ label: 'Recorded By', resource: 'users', readOnly: true }),
  },
  rules: [
    ...toothSurfaceRules('condition'),
    { path: 'region', message: AREA_MESSAGES.regionWithTooth, when: (v) => !isBlank(v.region) && !isBlank(v.tooth) },
    ...[AREA_MESSAGES.spanNeedsFirst, AREA_MESSAGES.spanOfOne, AREA_MESSAGES.spanAcrossArches].map(
      (message): ResourceRule<'lastTooth'> => ({
        path: 'lastTooth',
        message,
        when: (v) => isBlank(v.region) && spanProblem(v) === message,
      }),
    ),
    {
      path: 'surfaces',
      message: AREA_MESSAGES.surfacesOnArea,
      when: (v) => surfacesOfEntry(v).length > 0 && areaOf(v) !== 'Tooth',
    },
    {
      path: 'condition',
      message: PROCEDURE_MESSAGES.needsWhat,
      when: (v) => isBlank(v.condition) && isBlank(v.service),
    },
    {
      path: 'tooth',
      message: PROCEDURE_MESSAGES.conditionNeedsTooth,
      when: (v) => v.kind === 'Condition' && isBlank(v.tooth),
    },
    {
      path: 'kind',
      message: PROCEDURE_MESSAGES.planNeedsPlanned,
      when: (v) => !isBlank(v.plan) && !(PLAN_KINDS as readonly unknown[]).includes(v.kind),
    },
  ],
  list: {
    columns: ['date', 'tooth', 'surfaces', 'kind', 'condition', 'service', 'fee', 'doctor', 'invoice', 'notes'],
    search: ['notes', 'treatmentSummary'],
    filters: [
      'patient',
      'tooth',
      'kind',
      'condition',
      'doctor',
      'appointment',
      'plan',
      'invoice',
      'acceptance',
      'area',
    ],
    sortable: ['date', 'tooth', 'kind', 'condition', 'phase', 'fee'],
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

/** Body of `POST /api/chart-entries/:id/complete`: planned work done, on a day, by a doctor. */
export const completeProcedureSchema = z.strictObject({
  date: isoDate().optional().describe('The day it was done (today when left out)'),
  doctor: z.number().int().positive().optional().describe('Who did it (the record’s, else its plan’s doctor)'),
  version: z.number({ error: 'version is required' }).int().positive(),
});
export type CompleteProcedureBody = z.infer<typeof completeProcedureSchema>;
/** Body of `POST /api/chart-entries/:id/reverse`: a wrong completion undone, and why. */
export const reverseProcedureSchema = z.strictObject({
  reason: z
    .string({ error: 'Say why the completion is reversed' })
    .trim()
    .min(1, 'Say why the completion is reversed')
    .max(300),
  version: z.number({ error: 'version is required' }).int().positive(),
});
export type ReverseProcedureBody = z.infer<typeof reverseProcedureSchema>;
/** Body of `POST /api/patients/:id/bill-completed`. */
export const billCompletedSchema = z.strictObject({
  clinic: z.number().int().positive().optional().describe('The clinic that bills (the work’s, else the first)'),
});
/** The Reverse dialog's one field. */
export const REVERSE_FIELDS = {
  reason: text({
    label: 'Reversal Reason',
    required: true,
    max: 300,
    requiredMessage: 'Say why the completion is reversed',
  }),
};
