import {
  AREA_FIELD,
  areaOf,
  centsToMoney,
  feeShares,
  isBlank,
  PROCEDURE_AREAS,
  PROCEDURE_MESSAGES,
  type ProcedureArea,
  SERVICE_AREA_MESSAGES,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { idList } from '../../db/id-list.js';
import { HttpProblem, invalid } from '../../http/problem.js';
import type { Row } from '../../resources/columns.js';
import type { ResourceHooks } from '../../resources/hooks.js';
import { coverageOf } from '../invoices/amounts.js';
import { refreshPlan } from './plans.js';

/** What a completed procedure keeps as done: only its notes change; the rest is reversed, not edited. */
const DONE_FIELDS = [
  'patient',
  'tooth',
  'lastTooth',
  'region',
  'surfaces',
  'kind',
  'condition',
  'service',
  'fee',
  'date',
  'doctor',
  'plan',
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The service's price, how the chart draws it and where it is charted, when the record names one. */
async function serviceOf(rows: Rows, service: unknown) {
  if (typeof service !== 'number') return null;
  const [row] = await rows<{ price: string; chartAs: string | null; area: string | null }>(
    sql`select price_cents::text as price, chart_as as "chartAs", area from services where id = ${service}`,
  );
  return row ?? null;
}

const AREA_KEYS = ['service', 'tooth', 'lastTooth', 'region'] as const;
const isArea = (v: unknown): v is ProcedureArea => (PROCEDURE_AREAS as readonly unknown[]).includes(v);

/** A service charted on one kind of area (a bridge on a span, a scaling per quadrant) is charted on that kind. */
function checkServiceArea(record: Row, serviceArea: string | null | undefined): void {
  if (!isArea(serviceArea) || areaOf(record) === serviceArea) return;
  throw invalid(AREA_FIELD[serviceArea], SERVICE_AREA_MESSAGES[serviceArea]);
}

/** The plan's doctor: who completes a planned procedure when no one else is named. */
async function planDoctor(rows: Rows, plan: unknown): Promise<number | null> {
  if (typeof plan !== 'number') return null;
  const [row] = await rows<{ doctor: number }>(sql`select doctor from treatment_plans where id = ${plan}`);
  return row ? Number(row.doctor) : null;
}

/** Values the server fills: fee and drawing from the service, plan fields, completion day and doctor. */
async function filled(rows: Rows, values: Row, before: Row | null, today: string): Promise<Row> {
  const merged = { ...before, ...values };
  const next: Row = { ...values };
  const service = await serviceOf(rows, merged.service);
  // Checked when where or what changes: a note on an older record stays possible.
  if (AREA_KEYS.some((k) => k in values)) checkServiceArea(merged, service?.area);
  if (isBlank(merged.fee) && service) next.fee = centsToMoney(Number(service.price));
  if (isBlank(merged.condition) && service?.chartAs) next.condition = service.chartAs;
  if (isBlank(merged.plan)) {
    for (const k of ['phase', 'priority', 'acceptance'] as const) if (!isBlank(merged[k])) next[k] = null;
  } else {
    if (isBlank(merged.phase)) next.phase = 1;
    if (isBlank(merged.priority)) next.priority = 'Normal';
    if (isBlank(merged.acceptance)) next.acceptance = 'Proposed';
  }
  const completing = merged.kind === 'Completed' && before?.kind !== 'Completed';
  if (completing) {
    // A completion is on the day given, else today; the patient accepted what was done.
    if (!('date' in values)) next.date = today;
    if (isBlank(merged.doctor)) next.doctor = await planDoctor(rows, merged.plan);
    if (!isBlank(merged.plan)) next.acceptance = 'Accepted';
  }
  return next;
}

/**
 * What the server keeps of a procedure record: its completion day, and its
 * fee split into the insurer's estimate (the patient's active policy on the
 * record's day) and the patient's share.
 */
export async function refreshShares(rows: Rows, id: number): Promise<void> {
  const [row] = await rows<{ patient: number; date: string; fee: string | null }>(sql`
    update chart_entries set completed_on = case when kind = 'Completed' then date end
    where id = ${id} returning patient, date::text as date, fee_cents::text as fee`);
  if (!row) return;
  const fee = row.fee === null ? null : Number(row.fee);
  const shares = fee === null ? null : feeShares(fee, await coverageOf(rows, Number(row.patient), row.date));
  await rows(sql`
    update chart_entries set insurance_estimate_cents = ${shares?.insurance ?? null},
      patient_share_cents = ${shares?.patient ?? null}
    where id = ${id}`);
}

/**
 * The procedure record's rules (issue 28). Who charted it is the signed-in
 * account. A completed procedure is what was done: it is reversed with a
 * reason (`POST /api/chart-entries/:id/reverse`), never edited or archived.
 * Fee, insurance estimate and patient share are the server's; the plans a
 * write touches get their status and totals again in the same transaction.
 */
export const chartEntryHooks: ResourceHooks = {
  async beforeWrite(values, { rows, before }) {
    if (before?.kind === 'Completed') {
      const changed = DONE_FIELDS.filter((k) => k in values && !same(values[k], before[k]));
      if (changed.length) throw new HttpProblem(409, PROCEDURE_MESSAGES.completedIsFinal);
    }
    const [row] = await rows<{ today: string }>(sql`select app_today()::text as today`);
    return filled(rows, values, before, row!.today);
  },

  async beforeRemove(ids, { rows }) {
    const [done] = await rows(sql`
      select 1 from chart_entries where id in ${idList(ids)} and kind = 'Completed' limit 1`);
    if (done) throw new HttpProblem(409, PROCEDURE_MESSAGES.completedIsFinal);
  },

  async afterWrite(id, _values, { rows, before, user }) {
    if (!before && user) await rows(sql`update chart_entries set recorded_by = ${user.id} where id = ${id}`);
    await refreshShares(rows, id);
  },

  async afterChange({ before, after }, { rows }) {
    const plans = new Set([before?.plan, after?.plan].filter((p): p is number => typeof p === 'number'));
    for (const plan of [...plans].sort((a, b) => a - b)) await refreshPlan(rows, plan);
  },
};
