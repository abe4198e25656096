import {
  accountPageQuerySchema,
  accountQuerySchema,
  idParamSchema,
  patientAccountSchema,
  patients,
  today,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { documentFormat } from '../../documents/format.js';
import { printPdf } from '../../documents/pdf-threads.js';
import { documentQueryShape } from '../../documents/query.js';
import { notFound } from '../../http/problem.js';
import { readSettings } from '../../settings/store.js';
import { patientAccount, patientAccounts } from './account.js';
import { billedInvoice, countedPayment, signedCents } from './payment-rules.js';
import { type StatementAddressee, statementBatchDocument, statementDocument } from './statement.js';

const tags = [patients.name];

/** The patient's account (`/api/patients/:id/account`) and its printable statement, with `billing.view`. */
export const accountRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const addressee = async (id: number): Promise<StatementAddressee> => {
    const [row] = await database.rows<StatementAddressee>(
      sql`select id::int as id, full_name as name, address from patients where id = ${id}`,
    );
    if (!row) throw notFound('The patient');
    return row;
  };

  app.get(
    '/:id/account',
    {
      config: { access: 'billing.view' },
      schema: {
        tags,
        summary: 'A patient’s account: ledger, running balance, aging',
        description:
          'Issued invoices and completed work not yet billed (charges), completed payments and refunds with the ' +
          'running balance, one page at a time, newest first (`total`: the whole ledger’s entries), and per ' +
          'currency what is owed, with the open invoices’ balances by age (from the invoice date) on `asOf`.',
        params: idParamSchema,
        querystring: accountPageQuerySchema,
        response: { 200: patientAccountSchema },
      },
    },
    async (request) => {
      const { asOf, ...page } = request.query;
      const account = await patientAccount(database.rows, request.params.id, asOf ?? today(), page);
      if (!account) throw notFound('The patient');
      return account;
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
      const who = await addressee(id);
      const account = await patientAccount(database.rows, id, request.query.asOf ?? today());
      if (!account) throw notFound('The patient');
      const settings = await readSettings(database);
      const format = documentFormat(settings, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="statement_${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await printPdf(statementDocument(who, account, settings, format)));
    },
  );

  app.get(
    '/statements',
    {
      config: { access: 'billing.view' },
      schema: {
        tags,
        summary: 'Statements of every patient who owes something, as one PDF',
        description:
          'One statement per patient whose balance (issued invoices and unbilled work less payments and credit) is ' +
          'above zero on `asOf`, each from a new page, oldest debt first; at most 500 per document. For the post.',
        querystring: accountQuerySchema.extend(documentQueryShape),
      },
    },
    async (request, reply) => {
      const asOf = request.query.asOf ?? today();
      const owing = await database.rows<StatementAddressee>(sql`
        with moves as (
          select patient, total_cents as amount, invoice_date as day from invoices where ${billedInvoice()}
          union all
          select patient, -(${signedCents()}), payment_date from payments where ${countedPayment()}
          union all
          select patient, fee_cents, date from chart_entries
          where kind = 'Completed' and invoice is null and archived_at is null and fee_cents > 0
        )
        select p.id::int as id, p.full_name as name, p.address
        from moves m join patients p on p.id = m.patient
        where p.archived_at is null and m.day <= ${asOf}::date
        group by p.id, p.full_name, p.address
        having sum(m.amount) > 0
        order by min(m.day), p.id limit 500`);
      const accounts = await patientAccounts(
        database.rows,
        owing.map((who) => who.id),
        asOf,
      );
      const statements = owing.map((who) => ({ who, account: accounts.get(who.id)! }));
      const settings = await readSettings(database);
      const format = documentFormat(settings, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="statements_${asOf}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await printPdf(statementBatchDocument(statements, settings, format)));
    },
  );
};
