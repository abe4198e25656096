import type { ChartEntryKind } from './chart-state.js';

/** Where a treatment plan stands; it follows its procedures (issue 28), never typed. */
export const TREATMENT_PLAN_STATUSES = [
  'Presented',
  'Accepted',
  'In Progress',
  'Completed',
  'Declined',
  'Cancelled',
] as const;
export type TreatmentPlanStatus = (typeof TREATMENT_PLAN_STATUSES)[number];

/** The patient's answer to one planned procedure. */
export const PLAN_ACCEPTANCES = ['Proposed', 'Accepted', 'Declined'] as const;
export type PlanAcceptance = (typeof PLAN_ACCEPTANCES)[number];

/** How soon a planned procedure should be done. */
export const PROCEDURE_PRIORITIES = ['Urgent', 'High', 'Normal', 'Low'] as const;

export interface PlannedProcedureLike {
  kind: ChartEntryKind;
  acceptance: PlanAcceptance | null;
}

/**
 * A plan's status from its procedures: all declined → Declined; every other
 * one completed → Completed; some completed → In Progress; some accepted →
 * Accepted; else Presented. A plan without procedures keeps `current`
 * (Presented for a new one, or what it was before procedures were kept).
 */
export function planStatus(
  items: readonly PlannedProcedureLike[],
  current: TreatmentPlanStatus = 'Presented',
): TreatmentPlanStatus {
  if (current === 'Cancelled' || items.length === 0) return current;
  const live = items.filter((i) => i.acceptance !== 'Declined');
  if (live.length === 0) return 'Declined';
  if (live.every((i) => i.kind === 'Completed')) return 'Completed';
  if (live.some((i) => i.kind === 'Completed')) return 'In Progress';
  if (live.some((i) => i.acceptance === 'Accepted')) return 'Accepted';
  return 'Presented';
}
