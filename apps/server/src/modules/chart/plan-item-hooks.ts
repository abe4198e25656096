import { centsToMoney, chartEntries, isBlank, PLAN_ITEM_COMPLETED, PLAN_ITEM_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { idList } from '../../db/id-list.js';
import { HttpProblem } from '../../http/problem.js';
import { createRecord } from '../../resources/create.js';
import type { ResourceHooks } from '../../resources/hooks.js';
import { ResourceRepository } from '../../resources/repository.js';
import { chartEntryHooks } from './hooks.js';

const entryRepo = new ResourceRepository(chartEntries);

/**
 * A procedure of a treatment plan is charted when it is completed: in the same
 * transaction, the completed chart entry (the plan's patient and doctor, today,
 * its tooth, surfaces and procedure) is written and linked to the item. A
 * completed item is final: what is on the chart is corrected on the chart.
 */
export const planItemHooks: ResourceHooks = {
  async beforeWrite(values, { before, rows }) {
    if (before?.status === PLAN_ITEM_COMPLETED) throw new HttpProblem(409, PLAN_ITEM_MESSAGES.completedIsFinal);
    const price = 'price' in values ? values.price : before?.price;
    if (!isBlank(price)) return values;
    const service = 'service' in values ? values.service : before?.service;
    const [fee] =
      typeof service === 'number'
        ? await rows<{ price: string }>(sql`select price_cents::text as price from services where id = ${service}`)
        : [];
    if (!fee)
      throw new HttpProblem(422, 'Fee is required', [
        { path: 'price', message: 'Enter a fee, or choose a service from the fee schedule.' },
      ]);
    return { ...values, price: centsToMoney(Number(fee.price)) };
  },
  async beforeRemove(ids, { rows }) {
    const [done] = await rows(sql`
      select 1 from treatment_plan_items where id in ${idList(ids)} and status = ${PLAN_ITEM_COMPLETED} limit 1`);
    if (done) throw new HttpProblem(409, PLAN_ITEM_MESSAGES.completedIsFinal);
  },
  async afterWrite(id, values, { rows, before, user }) {
    const status = values.status ?? before?.status;
    if (status !== PLAN_ITEM_COMPLETED) return;
    const [item] = await rows<{
      patient: number;
      doctor: number;
      tooth: string;
      surfaces: string[];
      procedure: string;
      description: string | null;
      today: string;
    }>(sql`
      select p.patient, p.doctor, i.tooth, i.surfaces, i.procedure, i.description, app_today()::text as today
      from treatment_plan_items i join treatment_plans p on p.id = i.plan where i.id = ${id}`);
    if (!item) return;
    const entry = await createRecord(
      rows,
      {
        patient: Number(item.patient),
        doctor: Number(item.doctor),
        date: item.today,
        tooth: item.tooth,
        surfaces: item.surfaces,
        kind: 'Completed',
        condition: item.procedure,
        treatmentSummary: item.description,
      },
      { def: chartEntries, repo: entryRepo, hooks: chartEntryHooks, user },
    );
    await rows(
      sql`update treatment_plan_items set chart_entry = ${entry.id}, completed_on = ${item.today}::date where id = ${id}`,
    );
  },
};
