import { centsToMoney, DEFAULT_SETTINGS, invoices, moneyToCents, PAYMENT_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { HttpProblem, invalid } from '../../http/problem.js';
import type { ResourceHooks } from '../../resources/hooks.js';
import { ResourceRepository } from '../../resources/repository.js';
import { idList, paidOn, refreshInvoice } from '../invoices/amounts.js';

const invoiceRepo = new ResourceRepository(invoices);

/** What a payment against an invoice may never change once recorded: its history is kept, refunds correct it. */
const SETTLED_FIELDS = ['invoice', 'amount', 'paymentStatus', 'patient'] as const;

/** The invoice a payment names, locked until the payment's transaction ends: payments to one invoice queue up. */
async function lockedInvoice(rows: Rows, id: number) {
  const invoice = await invoiceRepo.get(rows, id, true);
  if (!invoice || invoice.archivedAt) throw invalid('invoice', 'Invoice not found');
  return invoice;
}

/**
 * A payment is in the clinic's currency: the one of Settings → Localisation
 * when it is recorded (or its invoice's), kept with it (a later change of the
 * setting does not rewrite what was paid). A payment naming an invoice locks
 * it, may not take its balance below zero (nor a refund above what was paid),
 * and moves it to Partially Paid or Paid.
 */
export const paymentHooks: ResourceHooks = {
  async beforeWrite(values, { rows, before }) {
    if (before?.invoice) {
      const changed = SETTLED_FIELDS.filter((k) => k in values && String(values[k]) !== String(before[k]));
      // A pending payment may still go through or fail; anything else recorded stays as it is.
      const settles = changed.length === 1 && changed[0] === 'paymentStatus' && before.paymentStatus === 'Pending';
      if (changed.length && !settles) throw new HttpProblem(409, PAYMENT_MESSAGES.historyKept);
      if (settles) await lockedInvoice(rows, Number(before.invoice));
      return values;
    }
    const invoiceId = values.invoice;
    if (typeof invoiceId !== 'number') return values;
    const invoice = await lockedInvoice(rows, invoiceId);
    if (invoice.status === 'Draft' || invoice.status === 'Void')
      throw new HttpProblem(409, PAYMENT_MESSAGES.invoiceNotOpen.replace('{{status}}', String(invoice.status)));
    const patient = values.patient ?? before?.patient;
    if (patient !== undefined && Number(patient) !== Number(invoice.patient))
      throw invalid('invoice', PAYMENT_MESSAGES.invoicePatient);
    return values;
  },

  async afterWrite(id, values, { rows, before }) {
    if (!before)
      await rows(sql`
        update payments set currency = coalesce(
          (select currency from invoices where id = payments.invoice),
          (select data->'localisation'->>'currency' from settings where id = 1),
          ${DEFAULT_SETTINGS.localisation.currency})
        where id = ${id}`);
    const invoiceId = before ? before.invoice : values.invoice;
    if (typeof invoiceId !== 'number' || (before && !('paymentStatus' in values))) return;
    const invoice = (await invoiceRepo.get(rows, invoiceId))!;
    const total = moneyToCents(String(invoice.total ?? '0.00'));
    const paid = await paidOn(rows, invoiceId);
    const amount = moneyToCents(String(values.amount ?? before?.amount ?? '0.00'));
    if (paid > total) {
      const balance = centsToMoney(total - (paid - amount));
      throw invalid('amount', PAYMENT_MESSAGES.overpay.replace('{{balance}}', balance));
    }
    if (paid < 0)
      throw invalid('amount', PAYMENT_MESSAGES.refundTooLarge.replace('{{paid}}', centsToMoney(paid + amount)));
    await refreshInvoice(rows, invoice);
  },

  async beforeRemove(ids, { rows }) {
    const [settled] = await rows<{ id: number }>(sql`
      select id from payments where invoice is not null and id in ${idList(ids)} limit 1`);
    if (settled) throw new HttpProblem(409, PAYMENT_MESSAGES.historyKept);
  },
};
