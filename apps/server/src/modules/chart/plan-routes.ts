import { createHash } from 'node:crypto';
import {
  type AcceptPlanBody,
  acceptPlanSchema,
  idParamSchema,
  PLAN_MESSAGES,
  planSealSchema,
  recordSchema,
  treatmentPlans,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '../../auth/types.js';
import type { Database, Rows } from '../../db/client.js';
import { idList } from '../../db/id-list.js';
import { HttpProblem, invalid, notFound } from '../../http/problem.js';
import type { Row } from '../../resources/columns.js';
import { moveRecord } from '../../resources/move.js';
import { ResourceRepository } from '../../resources/repository.js';
import { refreshPlan } from './plans.js';

const repo = new ResourceRepository(treatmentPlans);
const tags = [treatmentPlans.name];

/**
 * What a signature seals: what was agreed — the plan and its procedures (tooth, work, fee, phase,
 * priority, the patient's answer), in a stable order. Not what follows from doing it: completing
 * work, or the day's insurance cover, leaves the seal intact; a changed fee or tooth, a procedure
 * added or removed, does not.
 */
async function planContent(rows: Rows, plan: Row) {
  const procedures = await rows(sql`
    select id::int as id, tooth, surfaces, condition, service::int as service, fee_cents::text as fee,
      phase, priority, acceptance
    from chart_entries where plan = ${plan.id} and archived_at is null order by id`);
  return {
    plan: {
      id: plan.id,
      patient: plan.patient,
      doctor: plan.doctor,
      treatmentType: plan.treatmentType,
      description: plan.description,
    },
    procedures,
  };
}

/** The SHA-256 (hex) of what was signed: the content, the signer and the moment. */
export const sealOf = (content: unknown, signer: string, signedAt: string): string =>
  createHash('sha256').update(JSON.stringify({ content, signer, signedAt })).digest('hex');

/**
 * Alternatives: another plan still presented that proposes work on a tooth the patient has just accepted work on
 * was the other choice for it; its proposals for those teeth are declined. Returns the plans changed.
 */
async function declineAlternatives(rows: Rows, plan: number, accepted: number[]): Promise<number[]> {
  const changed = await rows<{ plan: number }>(sql`
    update chart_entries o set acceptance = 'Declined'
    from chart_entries a, treatment_plans p
    where a.id in ${idList(accepted)} and a.tooth is not null
      and o.patient = a.patient and o.tooth = a.tooth and o.plan <> ${plan} and p.id = o.plan
      and p.status = 'Presented' and o.kind = 'Planned' and o.acceptance = 'Proposed' and o.archived_at is null
    returning o.plan::int as plan`);
  return [...new Set(changed.map((c) => Number(c.plan)))];
}

/**
 * The patient accepts a plan: the procedures named (every proposed one when
 * none are) become Accepted, and the signature, the signer, the moment and
 * the SHA-256 of the content as signed are kept; the plan's status follows.
 */
export const acceptPlan = (rows: Rows, id: number, body: AcceptPlanBody, user: SessionUser | null) =>
  moveRecord(rows, {
    def: treatmentPlans,
    repo,
    name: 'The treatment plan',
    id,
    version: body.version,
    user,
    async change(before) {
      if (before.status === 'Cancelled') throw new HttpProblem(409, PLAN_MESSAGES.cancelled);
      const open = await rows<{ id: number }>(sql`
        select id::int as id from chart_entries where plan = ${id} and archived_at is null and acceptance = 'Proposed'`);
      const chosen = body.procedures ?? open.map((o) => Number(o.id));
      if (chosen.some((p) => !open.some((o) => Number(o.id) === p)))
        throw invalid('procedures', PLAN_MESSAGES.notProposed);
      if (!chosen.length) throw invalid('procedures', PLAN_MESSAGES.nothingToAccept);
      await rows(sql`update chart_entries set acceptance = 'Accepted' where id in ${idList(chosen)}`);
      await refreshPlan(rows, id);
      for (const other of await declineAlternatives(rows, id, chosen)) await refreshPlan(rows, other);
      const [at] = await rows<{ now: string }>(
        sql`select to_char(app_now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now`,
      );
      const signedAt = at!.now;
      const seal = sealOf(await planContent(rows, before), body.signerName, signedAt);
      const png = Buffer.from(body.signature.slice(body.signature.indexOf(',') + 1), 'base64');
      await rows(sql`
        insert into plan_signatures (plan, signer, signed_at, image, content_hash)
        values (${id}, ${body.signerName}, ${signedAt}, ${png}, ${seal})
        on conflict (plan) do update set signer = excluded.signer, signed_at = excluded.signed_at,
          image = excluded.image, content_hash = excluded.content_hash`);
      return sql`signed_by = ${body.signerName}, signed_at = ${signedAt}, signature_hash = ${seal}`;
    },
  });

/** The patient accepts a plan by signing it on screen; the signature is served back for the plan's PDF and screen. */
export const planRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.post(
    '/:id/accept',
    {
      config: { access: treatmentPlans.permissions.write ?? 'signedIn', problems: [409] },
      schema: {
        tags,
        summary: 'Accept a plan, signed by the patient',
        description:
          'The procedures named (every proposed one when left out) become Accepted; the drawn signature (PNG), the ' +
          'signer, the time and a SHA-256 of the plan’s content as signed are kept and printed on the plan’s PDF. ' +
          'The plan’s status follows. Another plan still presented that proposes work on the same teeth was the ' +
          'alternative: those proposals are declined. 422 for a procedure of another plan or a plan with nothing to accept.',
        params: idParamSchema,
        body: acceptPlanSchema,
        response: { 200: recordSchema(treatmentPlans) },
      },
    },
    (request) => database.transaction((rows) => acceptPlan(rows, request.params.id, request.body, request.user)),
  );

  app.get(
    '/:id/seal',
    {
      config: { access: treatmentPlans.permissions.read ?? 'signedIn' },
      schema: {
        tags,
        summary: 'Whether a plan still holds what the patient signed',
        description:
          'The signer, the time, the SHA-256 kept at signing, and `intact`: the same SHA-256 computed from the plan ' +
          'as it is now (its procedures, fees, teeth and answers; completing work does not change it). 404 when the ' +
          'plan was never signed.',
        params: idParamSchema,
        response: { 200: planSealSchema },
      },
    },
    async (request) => {
      const seal = await planSignature(database.rows, request.params.id);
      if (!seal) throw notFound('The signature');
      return { signedBy: seal.signer, signedAt: seal.signedAt, hash: seal.hash, intact: seal.intact };
    },
  );

  app.get(
    '/:id/signature',
    {
      config: { access: treatmentPlans.permissions.read ?? 'signedIn' },
      schema: {
        tags,
        summary: 'The signature that accepted a plan (PNG)',
        description: '404 when the plan was never signed.',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const [row] = await database.rows<{ image: Buffer }>(
        sql`select image from plan_signatures where plan = ${request.params.id}`,
      );
      if (!row) throw notFound('The signature');
      return reply.type('image/png').header('cache-control', 'private, no-store').send(Buffer.from(row.image));
    },
  );
};

/**
 * The stored signature of a plan, and whether the plan still holds what was signed: the seal
 * computed again from the plan as it is now equals the one kept.
 */
export async function planSignature(rows: Rows, plan: number) {
  const [row] = await rows<{ image: Buffer; signer: string; signedAt: string; hash: string }>(sql`
    select image, signer, to_char(signed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "signedAt",
      content_hash as hash
    from plan_signatures where plan = ${plan}`);
  const record = row ? await repo.get(rows, plan) : null;
  if (!row || !record) return null;
  const intact = sealOf(await planContent(rows, record), row.signer, row.signedAt) === row.hash;
  return { ...row, image: Buffer.from(row.image), intact };
}
