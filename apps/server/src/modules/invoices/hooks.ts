import { DEFAULT_SETTINGS, INVOICE_MESSAGES, invoices } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { idList } from '../../db/id-list.js';
import { HttpProblem } from '../../http/problem.js';
import type { ResourceHooks } from '../../resources/hooks.js';
import { ResourceRepository } from '../../resources/repository.js';
import { refreshInvoice, resolveItems } from './amounts.js';
import { nextInvoiceNumber } from './numbering.js';

const repo = new ResourceRepository(invoices);

const fill = (message: string, status: unknown) => message.replace('{{status}}', String(status));

/**
 * Invoices: only a draft is edited; the lines take the fee schedule's prices;
 * on create the server numbers the invoice and records the clinic's currency;
 * every amount is computed here from what is stored, never taken from the client.
 */
export const invoiceHooks: ResourceHooks = {
  async beforeWrite(values, { rows, before }) {
    if (before && before.status !== 'Draft') throw new HttpProblem(409, fill(INVOICE_MESSAGES.notDraft, before.status));
    return 'items' in values ? { ...values, items: await resolveItems(rows, values.items) } : values;
  },

  async afterWrite(id, _values, { rows, before }) {
    if (!before) {
      const [row] = await rows<{ year: number }>(
        sql`select extract(year from invoice_date)::int as year from invoices where id = ${id}`,
      );
      const number = await nextInvoiceNumber(rows, Number(row!.year));
      await rows(sql`
        update invoices set invoice_number = ${number}, paid_cents = 0, currency = coalesce(
          (select data->'localisation'->>'currency' from settings where id = 1),
          ${DEFAULT_SETTINGS.localisation.currency})
        where id = ${id}`);
    }
    await refreshInvoice(rows, (await repo.get(rows, id))!);
  },

  async beforeRemove(ids, { rows }) {
    const [issued] = await rows<{ status: string }>(sql`
      select status from invoices where id in ${idList(ids)} and status <> 'Draft' limit 1`);
    if (issued) throw new HttpProblem(409, fill(INVOICE_MESSAGES.notDraftDelete, issued.status));
  },
};
