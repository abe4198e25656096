import { z } from 'zod';
import { choice, datetime, integer, longText, money, reference, text } from './fields.js';
import { TREATMENT_PLAN_STATUSES } from './plan-status.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

const STATUS_COLORS = {
  Presented: 'warning',
  Accepted: 'info',
  'In Progress': 'primary',
  Completed: 'success',
  Declined: 'error',
  Cancelled: 'default',
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

/**
 * Spec 002 "Treatment plan": what a patient will have done, by whom, for how
 * long. Its procedures are procedure records naming it (issue 28); its status
 * and totals follow them, and the patient's acceptance is signed on screen.
 */
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
      readOnly: true,
      options: TREATMENT_PLAN_STATUSES,
      default: 'Presented',
      colors: STATUS_COLORS,
      help: 'Follows the procedures: presented, accepted, in progress, completed',
    }),
    feeTotal: money({ label: 'Plan Total', readOnly: true }),
    insuranceTotal: money({ label: 'Insurance Estimate', readOnly: true }),
    patientTotal: money({ label: 'Patient Share', readOnly: true }),
    signedBy: text({ label: 'Signed By', max: 120, readOnly: true }),
    signedAt: datetime({ label: 'Signed At', readOnly: true }),
    signatureHash: text({
      label: 'Content Seal (SHA-256)',
      max: 64,
      readOnly: true,
      help: 'The SHA-256 of what the patient signed: the plan and its PDF say when it has changed since',
    }),
  },
  list: {
    createLabel: 'Add Treatment Plan',
    columns: ['patient', 'doctor', 'treatmentType', 'description', 'feeTotal', 'status'],
    search: ['description', 'patient', 'doctor'],
    filters: ['status', 'treatmentType', 'patient', 'doctor'],
    sortable: ['treatmentType', 'estimatedDuration', 'status', 'feeTotal'],
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
      { label: 'Presented', where: { field: 'status', in: ['Presented'] } },
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

export const PLAN_MESSAGES = {
  cancelled: 'This plan is cancelled: nothing on it can be accepted.',
  notProposed: 'Accept procedures of this plan that are still proposed.',
  nothingToAccept: 'Nothing on this plan is waiting for the patient’s answer.',
  accepted: 'Plan accepted and signed',
  changedSinceSigned: 'Changed since it was signed',
  intact: 'Unchanged since it was signed',
} as const;

/** The PNG a signature pad draws, as a data URL; at most 300 kB. */
const SIGNATURE_PNG = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** Body of `POST /api/treatment-plans/:id/accept`: the patient signs the plan on screen. */
export const acceptPlanSchema = z.strictObject({
  signerName: z.string({ error: 'Enter the name of who signs' }).trim().min(1, 'Enter the name of who signs').max(120),
  signature: z
    .string({ error: 'Sign in the box' })
    .max(400_000, 'The signature is too large')
    .regex(SIGNATURE_PNG, 'Sign in the box'),
  /** The procedures accepted; every proposed one when left out. */
  procedures: z.array(z.number().int().positive()).max(500).optional(),
  version: z.number({ error: 'version is required' }).int().positive(),
});
export type AcceptPlanBody = z.infer<typeof acceptPlanSchema>;

/** `GET /api/treatment-plans/:id/seal`: who signed, when, and whether the plan still holds what was signed. */
export const planSealSchema = z.object({
  signedBy: z.string(),
  signedAt: z.string(),
  hash: z.string(),
  intact: z.boolean(),
});
export type PlanSeal = z.infer<typeof planSealSchema>;
