import { type ChartEntryKind, type PlanAcceptance, planStatus, type TreatmentPlanStatus } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';

/**
 * A treatment plan's status and totals from its procedures, stored on the
 * plan in the write's transaction (the list sorts and filters by them in SQL).
 * Declined procedures count in no total.
 */
export async function refreshPlan(rows: Rows, plan: number): Promise<void> {
  const [current] = await rows<{ status: TreatmentPlanStatus }>(
    sql`select status from treatment_plans where id = ${plan} for update`,
  );
  if (!current) return;
  const items = await rows<{ kind: ChartEntryKind; acceptance: PlanAcceptance | null }>(sql`
    select kind, acceptance from chart_entries where plan = ${plan} and archived_at is null`);
  const status = planStatus(items, current.status === 'Cancelled' ? 'Cancelled' : 'Presented');
  const keep = items.length ? status : current.status;
  await rows(sql`
    update treatment_plans p set status = ${keep},
      fee_total_cents = t.fee, insurance_total_cents = t.insurance, patient_total_cents = t.patient
    from (
      select coalesce(sum(fee_cents), 0) as fee, coalesce(sum(insurance_estimate_cents), 0) as insurance,
        coalesce(sum(patient_share_cents), 0) as patient
      from chart_entries
      where plan = ${plan} and archived_at is null and acceptance is distinct from 'Declined'
    ) t
    where p.id = ${plan}`);
}
