import {
  type CompleteProcedureBody,
  chartEntries,
  completeProcedureSchema,
  idParamSchema,
  PROCEDURE_MESSAGES,
  type ReverseProcedureBody,
  recordSchema,
  reverseProcedureSchema,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '../../auth/types.js';
import type { Database, Rows } from '../../db/client.js';
import { HttpProblem, invalid } from '../../http/problem.js';
import { moveRecord } from '../../resources/move.js';
import { ResourceRepository } from '../../resources/repository.js';
import { chartEntryHooks, refreshShares } from './hooks.js';

const repo = new ResourceRepository(chartEntries);
const tags = [chartEntries.name];
const write = chartEntries.permissions.write ?? 'signedIn';
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

const base = { def: chartEntries, repo, hooks: chartEntryHooks, name: 'The chart entry' };

/** Planned (or referred) work done: the same record becomes Completed, a charge until billed. */
export const completeProcedure = (rows: Rows, id: number, body: CompleteProcedureBody, user: SessionUser | null) =>
  moveRecord(rows, {
    ...base,
    id,
    version: body.version,
    user,
    async change(before) {
      if (before.kind !== 'Planned' && before.kind !== 'Referred')
        throw new HttpProblem(409, fill(PROCEDURE_MESSAGES.notPlanned, { kind: String(before.kind) }));
      const day = body.date ?? null;
      const [future] = await rows(sql`select 1 where ${day}::date > app_today()`);
      if (future) throw invalid('date', PROCEDURE_MESSAGES.notYetDone);
      return sql`kind = 'Completed', date = coalesce(${day}::date, app_today()),
        completed_on = coalesce(${day}::date, app_today()), reversal_reason = null,
        doctor = coalesce(${body.doctor ?? null}::bigint, doctor,
          (select p.doctor from treatment_plans p where p.id = chart_entries.plan)),
        acceptance = case when plan is null then null else 'Accepted' end`;
    },
    followUp: () => refreshShares(rows, id),
  });

/** A wrong completion undone, with the reason kept; billed work only once its invoice is void. */
export const reverseProcedure = (rows: Rows, id: number, body: ReverseProcedureBody, user: SessionUser | null) =>
  moveRecord(rows, {
    ...base,
    id,
    version: body.version,
    user,
    async change(before) {
      if (before.kind !== 'Completed')
        throw new HttpProblem(409, fill(PROCEDURE_MESSAGES.notCompleted, { kind: String(before.kind) }));
      if (typeof before.invoice === 'number') {
        const [bill] = await rows<{ number: string; status: string }>(sql`
          select invoice_number as number, status from invoices where id = ${before.invoice} for update`);
        if (bill && bill.status !== 'Void')
          throw new HttpProblem(409, fill(PROCEDURE_MESSAGES.billed, { invoice: bill.number }));
      }
      return sql`kind = 'Planned', completed_on = null, invoice = null, reversal_reason = ${body.reason}`;
    },
  });

/** Planned work completed, and a wrong completion reversed: status changes of the same procedure record. */
export const procedureRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const record = recordSchema(chartEntries);

  app.post(
    '/:id/complete',
    {
      config: { access: write, problems: [409] },
      schema: {
        tags,
        summary: 'Complete planned work',
        description:
          'Planned (or referred) → Completed on `date` (today) by `doctor` (the record’s, else its plan’s): the same ' +
          'record, now a charge on the patient’s account until billed; its plan’s status follows. 409 when it is ' +
          'not planned work.',
        params: idParamSchema,
        body: completeProcedureSchema,
        response: { 200: record },
      },
    },
    (request) => database.transaction((rows) => completeProcedure(rows, request.params.id, request.body, request.user)),
  );

  app.post(
    '/:id/reverse',
    {
      config: { access: write, problems: [409] },
      schema: {
        tags,
        summary: 'Reverse a completion, with a reason',
        description:
          'Completed → Planned, keeping the record, the reason and the change in its history. 409 for work that is ' +
          'not completed, and for billed work until its invoice is voided or credited.',
        params: idParamSchema,
        body: reverseProcedureSchema,
        response: { 200: record },
      },
    },
    (request) => database.transaction((rows) => reverseProcedure(rows, request.params.id, request.body, request.user)),
  );
};
