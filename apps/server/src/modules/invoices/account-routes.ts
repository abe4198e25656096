import { accountQuerySchema, idParamSchema, patientAccountSchema, patients } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { documentFormat } from '../../documents/format.js';
import { renderPdf } from '../../documents/pdf.js';
import { documentQueryShape } from '../../documents/query.js';
import { notFound } from '../../http/problem.js';
import { readSettings } from '../../settings/store.js';
import { patientAccount } from './account.js';
import { statementDocument } from './statement.js';

const tags = [patients.name];

/** The patient's account (`/api/patients/:id/account`) and its printable statement, with `billing.view`. */
export const accountRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const patientName = async (id: number): Promise<string> => {
    const [row] = await database.rows<{ name: string }>(sql`select full_name as name from patients where id = ${id}`);
    if (!row) throw notFound('The patient');
    return row.name;
  };
  const today = async (): Promise<string> => {
    const [row] = await database.rows<{ day: string }>(sql`select app_today()::text as day`);
    return row!.day;
  };

  app.get(
    '/:id/account',
    {
      config: { access: 'billing.view' },
      schema: {
        tags,
        summary: 'A patient’s account: ledger, running balance, aging',
        description:
          'Issued invoices (charges), completed payments and refunds in date order with the running balance, and ' +
          'per currency what is owed, with the open invoices’ balances by age (from the invoice date) on `asOf`.',
        params: idParamSchema,
        querystring: accountQuerySchema,
        response: { 200: patientAccountSchema },
      },
    },
    async (request) => {
      await patientName(request.params.id);
      return patientAccount(database.rows, request.params.id, request.query.asOf ?? (await today()));
    },
  );

  app.get(
    '/:id/statement',
    {
      config: { access: 'billing.view' },
      schema: {
        tags,
        summary: 'A patient’s statement of account as a PDF',
        description:
          'The account’s entries and what is owed by age, as `statement_{id}.pdf`, in the language `lang` ' +
          '(the clinic’s default language when left out; Arabic right to left).',
        params: idParamSchema,
        querystring: accountQuerySchema.extend(documentQueryShape),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const name = await patientName(id);
      const account = await patientAccount(database.rows, id, request.query.asOf ?? (await today()));
      const settings = await readSettings(database);
      const format = documentFormat(settings, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="statement_${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await renderPdf(statementDocument(name, account, settings, format)));
    },
  );
};
