import {
  chartEntries,
  completeProcedureSchema,
  idParamSchema,
  PROCEDURE_MESSAGES,
  recordSchema,
  reverseProcedureSchema,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { HttpProblem } from '../../http/problem.js';
import { moveRecord } from '../../resources/move.js';
import { ResourceRepository } from '../../resources/repository.js';
import { chartEntryHooks, refreshShares } from './hooks.js';

const repo = new ResourceRepository(chartEntries);
const tags = [chartEntries.name];
const write = chartEntries.permissions.write ?? 'signedIn';
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

/** Planned work completed, and a wrong completion reversed: status changes of the same procedure record. */
export const procedureRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const record = recordSchema(chartEntries);
  const base = { def: chartEntries, repo, hooks: chartEntryHooks, name: 'The chart entry' };

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
    (request) =>
      database.transaction((rows) =>
        moveRecord(rows, {
          ...base,
          id: request.params.id,
          version: request.body.version,
          user: request.user,
          change(before) {
            if (before.kind !== 'Planned' && before.kind !== 'Referred')
              throw new HttpProblem(409, fill(PROCEDURE_MESSAGES.notPlanned, { kind: String(before.kind) }));
            const { date, doctor } = request.body;
            return sql`kind = 'Completed', date = coalesce(${date ?? null}::date, app_today()),
              completed_on = coalesce(${date ?? null}::date, app_today()), reversal_reason = null,
              doctor = coalesce(${doctor ?? null}::bigint, doctor, (select p.doctor from treatment_plans p where p.id = chart_entries.plan)),
              acceptance = case when plan is null then null else 'Accepted' end`;
          },
          then: () => refreshShares(rows, request.params.id),
        }),
      ),
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
    (request) =>
      database.transaction((rows) =>
        moveRecord(rows, {
          ...base,
          id: request.params.id,
          version: request.body.version,
          user: request.user,
          async change(before) {
            if (before.kind !== 'Completed')
              throw new HttpProblem(409, fill(PROCEDURE_MESSAGES.notCompleted, { kind: String(before.kind) }));
            if (typeof before.invoice === 'number') {
              const [bill] = await rows<{ number: string; status: string }>(sql`
                select invoice_number as number, status from invoices where id = ${before.invoice} for update`);
              if (bill && bill.status !== 'Void')
                throw new HttpProblem(409, fill(PROCEDURE_MESSAGES.billed, { invoice: bill.number }));
            }
            return sql`kind = 'Planned', completed_on = null, invoice = null, reversal_reason = ${request.body.reason}`;
          },
        }),
      ),
  );
};
