import {
  billingNumbersSchema,
  centsToMoney,
  createSchema,
  defaultSalesPeriod,
  INVOICE_MESSAGES,
  idParamSchema,
  insurerPart,
  invoices,
  issueInvoiceSchema,
  recordSchema,
  salesAnalyticsQuerySchema,
  salesAnalyticsSchema,
  salesPeriodProblem,
  today,
  voidInvoiceSchema,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { HttpProblem } from '../../http/problem.js';
import { amountsOf, coverageOf, resolveItems, servicesOf } from './amounts.js';
import { billingNumbers, salesAnalytics } from './analytics.js';
import { creditNote } from './credit-note.js';
import { moveInvoice as move } from './move.js';

const tags = [invoices.name];
const write = invoices.permissions.write ?? 'signedIn';
const read = invoices.permissions.read ?? 'signedIn';

const previewSchema = z.object({
  lines: z.array(
    z.object({
      description: z.string(),
      tooth: z.string(),
      /** A bridge's last tooth, or the quadrant, sextant or arch of area work ('' when none). */
      lastTooth: z.string(),
      region: z.string(),
      quantity: z.number().int(),
      unitPrice: z.string(),
      total: z.string(),
      /** The insurer's estimated part of the line (0.00 without an active policy). */
      insurance: z.string(),
    }),
  ),
  /** The treatment coverage (%) of the patient's active policy; 0 without one. */
  coverage: z.number(),
  insuranceEstimate: z.string(),
  patientEstimate: z.string(),
  subtotal: z.string(),
  discountTotal: z.string(),
  taxTotal: z.string(),
  total: z.string(),
});

const fill = (message: string, status: unknown) => message.replace('{{status}}', String(status));

/** What invoices add to the generic routes: issue, void, and a preview of the amounts before saving. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const record = recordSchema(invoices);

  app.get(
    '/sales-analytics',
    {
      config: { access: read, problems: [422] },
      schema: {
        tags,
        summary: 'Sales analytics: billed vs collected, revenue per service and doctor, aging, payment methods',
        description:
          'Computed in SQL from issued invoices and payments over `from`..`to` (both included; the last 12 months ' +
          'up to today by default; at most 5 years, else 422), every amount per currency (two currencies are never ' +
          'added). Billed is net of discount and before tax (tax apart); collected is completed payments less ' +
          'refunds by payment date; revenue per service is before discount and tax. Aging is on today.',
        querystring: salesAnalyticsQuerySchema,
        response: { 200: salesAnalyticsSchema },
      },
    },
    async (request) => {
      const period = defaultSalesPeriod(today());
      const from = request.query.from ?? period.from;
      const to = request.query.to ?? period.to;
      const problem = salesPeriodProblem(from, to);
      if (problem) throw new HttpProblem(422, problem.message, [problem]);
      return salesAnalytics(database.rows, from, to);
    },
  );

  app.get(
    '/dashboard',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'The dashboard’s billing figures',
        description:
          'Per currency: billed (issued invoices) and collected (payments less refunds) this month, and what open ' +
          'invoices still owe in all.',
        response: { 200: billingNumbersSchema },
      },
    },
    () => billingNumbers(database.rows),
  );

  app.post(
    '/preview',
    {
      config: { access: write },
      schema: {
        tags,
        summary: 'The amounts an invoice would have, without saving it',
        description:
          'Takes the body of a create; answers each line’s unit price (the fee schedule’s when left empty) and ' +
          'total, and the subtotal, discount, tax and total the server would store. The bill preview shows these.',
        body: createSchema(invoices),
        response: { 200: previewSchema },
      },
    },
    async (request) => {
      const items = await resolveItems(database.rows, request.body.items);
      const t = amountsOf({ ...request.body, items });
      const known = await servicesOf(database.rows, items);
      const coverage = await coverageOf(database.rows, request.body.patient, request.body.invoiceDate);
      const insurance = insurerPart(t.total, coverage);
      return {
        coverage,
        insuranceEstimate: centsToMoney(insurance),
        patientEstimate: centsToMoney(t.total - insurance),
        lines: items.map((item, i) => ({
          description: [known.get(Number(item.service))?.name, item.description].filter(Boolean).join(' — '),
          tooth: item.tooth ?? '',
          lastTooth: item.lastTooth ?? '',
          region: item.region ?? '',
          quantity: item.quantity,
          unitPrice: String(item.unitPrice),
          total: centsToMoney(t.lineCents[i] ?? 0),
          insurance: centsToMoney(insurerPart(t.lineCents[i] ?? 0, coverage)),
        })),
        subtotal: centsToMoney(t.subtotal),
        discountTotal: centsToMoney(t.discount),
        taxTotal: centsToMoney(t.tax),
        total: centsToMoney(t.total),
      };
    },
  );

  app.post(
    '/:id/issue',
    {
      config: { access: write, problems: [409] },
      schema: {
        tags,
        summary: 'Issue a draft invoice',
        description:
          'Draft → Issued: from now on it is owed, payments are recorded against it, and it is never edited.',
        params: idParamSchema,
        body: issueInvoiceSchema,
        response: { 200: record },
      },
    },
    (request) =>
      database.transaction((rows) =>
        move(rows, request.params.id, request.body.version, request.user, (before) => {
          if (before.status !== 'Draft')
            throw new HttpProblem(409, fill(INVOICE_MESSAGES.issueOnlyDraft, before.status));
          return sql`status = 'Issued'`;
        }),
      ),
  );

  app.post(
    '/:id/void',
    {
      config: { access: write, problems: [409] },
      schema: {
        tags,
        summary: 'Void an invoice, with a reason',
        description:
          'The invoice is kept (its number, lines and history) with the status Void and the reason; it is no longer ' +
          'owed. 409 while payments are recorded against it (refund them first) and for one already void.',
        params: idParamSchema,
        body: voidInvoiceSchema,
        response: { 200: record },
      },
    },
    (request) =>
      database.transaction((rows) =>
        move(rows, request.params.id, request.body.version, request.user, (before) => {
          if (before.status === 'Void') throw new HttpProblem(409, INVOICE_MESSAGES.alreadyVoid);
          if (before.paid !== '0.00') throw new HttpProblem(409, INVOICE_MESSAGES.voidHasPayments);
          return sql`status = 'Void', void_reason = ${request.body.reason}`;
        }),
      ),
  );

  app.post(
    '/:id/credit-note',
    {
      config: { access: write, problems: [409] },
      schema: {
        tags,
        summary: 'Cancel a paid invoice with a credit note, with a reason',
        description:
          'For an invoice with payments (Partially Paid or Paid): the invoice becomes Void with the reason and a ' +
          'credit note number (`CN-2026-000001`, per year, without gaps), and what was paid on it becomes credit on ' +
          'the patient’s account (an Account Credit refund on the invoice and the same amount on no invoice), which ' +
          'pays their open invoices as Settings → Billing says or is refunded. 409 for an invoice without payments ' +
          '(void it) and for a stale version.',
        params: idParamSchema,
        body: voidInvoiceSchema,
        response: { 200: record },
      },
    },
    (request) => database.transaction((rows) => creditNote(rows, request.params.id, request.body, request.user)),
  );
};
