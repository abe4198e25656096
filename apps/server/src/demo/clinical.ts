import { centsToMoney, chartEntries, moneyToCents, payments } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { billCompletedWork } from '../modules/chart/bill-completed.js';
import { chartEntryHooks } from '../modules/chart/hooks.js';
import { acceptPlan } from '../modules/chart/plan-routes.js';
import { completeProcedure } from '../modules/chart/procedure-routes.js';
import { paymentHooks } from '../modules/payments/hooks.js';
import { createRecord } from '../resources/create.js';
import { ResourceRepository } from '../resources/repository.js';
import type { Random } from './random.js';
import { demoDay } from './today.js';

/** A signature as the pad sends it (a grey-scale scribble, 160×48). */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAKAAAAAwCAAAAACzwi6yAAABdklEQVR42u2YYW7DMAiFOQT3v6o3TVsKNphHTKtIw//aOPDxAsSExsMXNWADNmADNmADNuDP4u/1ZEBmiLA+jATgAJxzOSHhfAAgGMZIREGhKWGxCjCjM0GZ92svMouHUQt42UMBOaNzsJuQzLushYDIriF1DsUkSBEsWlYJi+kcPm4CFAmr73I2/fR268ZwH9C407SlK8lKDU9njttXAeBUScK3MjDpKyN4bVtd0sa1+Rd7RSkv8SLqWGlet2hm7TsJONZ+s1SScMSaxnueLEt6CmMD6GeQkmubQVKbTUWIqpojI9+PXxC6NTLcedyeIqkmnbOAf05AwKl3uz1vep+KbeTy+LZYa1P99tM6k9EGBv4+QFyDgLqghgXIdqFXngzyJzBa8oATnuGz1f1TNq2muPb4fDgFkJEHYNCoNGdTClkjWWKEe/soSifT4ydG5X/06YON9QhABtb7ADc+AAxwRw3giTwnBuiTCXbHSn/AbMAGDNYXJ2jF0Hcif8oAAAAASUVORK5CYII=';

const entryRepo = new ResourceRepository(chartEntries);
const paymentRepo = new ResourceRepository(payments);

/** Findings and work from before: what a first exam charts. */
const FINDINGS: [string, string[], string, string][] = [
  ['30', ['O'], 'Condition', 'Decayed'],
  ['19', [], 'Existing Elsewhere', 'Crown'],
  ['3', ['O', 'D'], 'Existing', 'Filled'],
  ['1', [], 'Existing Elsewhere', 'Extracted'],
  ['14', ['M'], 'Condition', 'Decayed'],
  ['18', [], 'Condition', 'Fractured'],
  ['8', ['L'], 'Existing', 'Filled'],
];
/** Planned work by fee-schedule code, on a tooth and surfaces. */
const WORK: [string, string | null, string[]][] = [
  ['FIL-01', '30', ['O']],
  ['FIL-01', '14', ['M', 'O']],
  ['CRN-01', '18', []],
  ['RCT-01', '18', []],
  ['CLN-01', null, []],
  ['SEA-01', '31', []],
  ['EXT-01', '32', []],
  ['IMP-01', '1', []],
];

/**
 * Work on more than one tooth (issue 28), added to two plans: a three-unit
 * bridge from the upper right first molar to the second premolar (FDI 16–14,
 * abutments and pontic, one record) and a scaling of the lower left quadrant.
 */
const AREA_WORK: Record<number, { code: string; tooth?: string; lastTooth?: string; region?: string }> = {
  0: { code: 'BRG-01', tooth: '3', lastTooth: '5' },
  1: { code: 'SRP-Q', region: 'Lower Left Quadrant' },
  2: { code: 'SRP-Q', region: 'Upper Right Quadrant' },
  3: { code: 'BRG-01', tooth: '12', lastTooth: '14' },
};

/**
 * The clinical flow, through the same functions as the API (issue 28): for
 * each patient with a treatment plan, a first exam charts findings and
 * existing work; planned procedures from the fee schedule join the plan;
 * most plans are signed, their work completed over the past year, billed on
 * the day it was done and paid in full or in part. Plans end in every status.
 */
export async function seedClinicalFlow(rows: Rows, random: Random): Promise<void> {
  const plans = await rows<{ id: number; patient: number; doctor: number; name: string }>(sql`
    select p.id::int as id, p.patient::int as patient, p.doctor::int as doctor, pt.full_name as name
    from treatment_plans p join patients pt on pt.id = p.patient order by p.id limit 12`);
  const fees = new Map(
    (await rows<{ id: number; code: string }>(sql`select id::int as id, code from services`)).map((s) => [
      s.code,
      Number(s.id),
    ]),
  );
  const [clinic] = await rows<{ id: number }>(sql`select id::int as id from clinics order by id limit 1`);
  for (const [n, plan] of plans.entries()) {
    const start = -random.int(200, 420);
    for (const [tooth, surfaces, kind, condition] of FINDINGS.slice(0, random.int(2, FINDINGS.length))) {
      await createRecord(
        rows,
        { patient: plan.patient, date: demoDay(start), tooth, surfaces, kind, condition, doctor: plan.doctor },
        { def: chartEntries, repo: entryRepo, hooks: chartEntryHooks, user: null },
      );
    }
    const planned = async (code: string, where: Record<string, unknown>, phase: number, priority: string) =>
      createRecord(
        rows,
        {
          patient: plan.patient,
          plan: plan.id,
          date: demoDay(start),
          kind: 'Planned',
          service: fees.get(code),
          ...where,
          phase,
          priority,
        },
        { def: chartEntries, repo: entryRepo, hooks: chartEntryHooks, user: null },
      );
    const work = [];
    for (const [code, tooth, surfaces] of WORK.slice(n % 3, (n % 3) + random.int(2, 4))) {
      work.push(
        await planned(code, { tooth, surfaces }, work.length < 2 ? 1 : 2, work.length === 0 ? 'High' : 'Normal'),
      );
    }
    const area = AREA_WORK[n];
    if (area) {
      const { code, ...where } = area;
      work.push(await planned(code, where, 2, 'Normal'));
    }
    // Every fifth plan is still with the patient; the others are signed.
    if (n % 5 === 4) continue;
    const [current] = await rows<{ version: number }>(sql`select version from treatment_plans where id = ${plan.id}`);
    await acceptPlan(
      rows,
      plan.id,
      { signerName: plan.name, signature: SIGNATURE, version: Number(current!.version) },
      null,
    );
    // How much is done: nothing (accepted), some (in progress), or all (completed).
    const done = n % 5 === 3 ? 0 : n % 2 ? work.length : 1;
    for (const [k, item] of work.slice(0, done).entries()) {
      // Done by yesterday at the latest: a plan with its area work has up to five items to space out.
      const day = demoDay(Math.min(-1, start + 14 + k * random.int(10, 60)));
      const [row] = await rows<{ version: number }>(sql`select version from chart_entries where id = ${item.id}`);
      await completeProcedure(rows, Number(item.id), { date: day, version: Number(row!.version) }, null);
      if (n % 7 === 6) continue; // some work waits to be billed
      const invoice = await billCompletedWork(rows, plan.patient, clinic?.id, null, day);
      const roll = random.next();
      if (roll < 0.2) continue;
      const total = moneyToCents(String(invoice.total));
      await createRecord(
        rows,
        {
          patient: plan.patient,
          invoice: invoice.id,
          clinic: clinic?.id ?? null,
          amount: roll < 0.45 ? centsToMoney(Math.floor(total / 2)) : centsToMoney(total),
          paymentMethod: random.pick(['Card', 'Card', 'Cash', 'Insurance']),
          paymentStatus: 'Completed',
          paymentDate: day,
        },
        { def: payments, repo: paymentRepo, hooks: paymentHooks, user: null },
      );
    }
  }
}
