import { centsToMoney, idParamSchema, patients, payments } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/problem.js';
import { applyCredit } from './credit.js';
import { paymentHooks } from './hooks.js';

/** `POST /api/patients/:id/apply-credit`: the patient's credit on their open invoices, oldest first. */
export const creditRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.post(
    '/:id/apply-credit',
    {
      config: { access: payments.permissions.write ?? 'signedIn' },
      schema: {
        tags: [patients.name, payments.name],
        summary: 'Apply the patient’s credit to their open invoices',
        description:
          'Credit on account (payments on no invoice, less refunds of it) pays the oldest open invoice first, as ' +
          'two Account Credit entries per invoice (no money changes hands). Answers how much was applied.',
        params: idParamSchema,
        response: { 200: z.object({ applied: z.string() }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [patient] = await database.rows(sql`select 1 from patients where id = ${id} and archived_at is null`);
      if (!patient) throw notFound('The patient');
      const cents = await database.transaction(async (rows) => {
        const [today] = await rows<{ day: string }>(sql`select app_today()::text as day`);
        return applyCredit(rows, id, { day: today!.day, user: request.user, hooks: paymentHooks });
      });
      return { applied: centsToMoney(cents) };
    },
  );
};
