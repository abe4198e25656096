import {
  billCompletedSchema,
  centsToMoney,
  idParamSchema,
  invoices,
  PROCEDURE_MESSAGES,
  patients,
  recordSchema,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '../../auth/types.js';
import type { Database, Rows } from '../../db/client.js';
import { idList } from '../../db/id-list.js';
import { HttpProblem, notFound } from '../../http/problem.js';
import type { Row } from '../../resources/columns.js';
import { createRecord } from '../../resources/create.js';
import { moveRecord } from '../../resources/move.js';
import { ResourceRepository } from '../../resources/repository.js';
import { refreshInvoice } from '../invoices/amounts.js';
import { invoiceHooks } from '../invoices/hooks.js';

const invoiceRepo = new ResourceRepository(invoices);

interface WorkRow {
  id: number;
  tooth: string | null;
  lastTooth: string | null;
  region: string | null;
  service: number | null;
  fee: string;
  condition: string | null;
  summary: string | null;
  doctor: number | null;
  clinic: number | null;
}

/**
 * "Bill completed work": one issued invoice of the patient's completed
 * procedures not yet billed (a line each: its service, tooth and fee), each
 * marked with the invoice in the same transaction. The rows are locked first,
 * so a second click (or a second desk) waits, then finds nothing left to
 * bill: work is billed once. 422 when there is nothing to bill.
 */
export async function billCompletedWork(
  rows: Rows,
  patient: number,
  clinicAsked: number | undefined,
  user: SessionUser | null,
  /** The invoice's day (today when left out; the demo bills on the day the work was done). */
  on?: string,
): Promise<Row> {
  const work = await rows<WorkRow>(sql`
    select e.id::int as id, e.tooth, e.last_tooth as "lastTooth", e.region, e.service::int as service, e.fee_cents::text as fee, e.condition,
      e.treatment_summary as summary, e.doctor::int as doctor, e.clinic::int as clinic
    from chart_entries e
    where e.patient = ${patient} and e.kind = 'Completed' and e.invoice is null and e.archived_at is null
      and e.fee_cents > 0
    order by e.date, e.id
    for update`);
  if (!work.length) throw new HttpProblem(422, PROCEDURE_MESSAGES.nothingToBill);
  const doctors = new Set(work.map((w) => w.doctor));
  const [clinic] = await rows<{ id: number }>(sql`
    select id::int as id from clinics
    where id = coalesce(${clinicAsked ?? null}::bigint, ${work.find((w) => w.clinic)?.clinic ?? null}::bigint, id)
    order by id limit 1`);
  if (!clinic) throw new HttpProblem(422, 'Add a clinic first: an invoice is billed by a clinic.');
  const [today] = await rows<{ day: string }>(sql`select coalesce(${on ?? null}::date, app_today())::text as day`);
  const draft = await createRecord(
    rows,
    {
      patient,
      clinic: Number(clinic.id),
      doctor: doctors.size === 1 ? [...doctors][0] : null,
      invoiceDate: today!.day,
      items: work.map((w) => ({
        service: w.service,
        description: w.service
          ? (w.summary ?? null)
          : [w.condition, w.summary].filter(Boolean).join(' — ') || 'Procedure',
        tooth: w.tooth,
        lastTooth: w.lastTooth,
        region: w.region,
        quantity: 1,
        unitPrice: centsToMoney(Number(w.fee)),
      })),
      paymentMethod: 'Cash',
    },
    { def: invoices, repo: invoiceRepo, hooks: invoiceHooks, user },
  );
  const id = Number(draft.id);
  await rows(sql`update chart_entries set invoice = ${id} where id in ${idList(work.map((w) => Number(w.id)))}`);
  return moveRecord(rows, {
    def: invoices,
    repo: invoiceRepo,
    name: 'The invoice',
    id,
    version: Number(draft.version),
    user,
    change: () => sql`status = 'Issued'`,
    followUp: async () => refreshInvoice(rows, (await invoiceRepo.get(rows, id))!),
  });
}

export const billCompletedRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.post(
    '/:id/bill-completed',
    {
      config: { access: invoices.permissions.write ?? 'signedIn', problems: [422] },
      schema: {
        tags: [patients.name, invoices.name],
        summary: 'Bill the patient’s completed work',
        description:
          'One issued invoice of every completed procedure of the patient not yet billed (a line each, with its ' +
          'tooth and fee); each is marked billed on it. 422 when there is nothing to bill.',
        params: idParamSchema,
        body: billCompletedSchema,
        response: { 201: recordSchema(invoices) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [patient] = await database.rows(sql`select 1 from patients where id = ${id} and archived_at is null`);
      if (!patient) throw notFound('The patient');
      const invoice = await database.transaction((rows) =>
        billCompletedWork(rows, id, request.body.clinic, request.user),
      );
      return reply.code(201).send(invoice);
    },
  );
};
