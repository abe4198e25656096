import { centsToMoney, DEFAULT_SETTINGS, invoices, isBlank, moneyToCents, PAYMENT_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { idList } from '../../db/id-list.js';
import { HttpProblem, invalid } from '../../http/problem.js';
import type { Row } from '../../resources/columns.js';
import type { ResourceHooks } from '../../resources/hooks.js';
import { ResourceRepository } from '../../resources/repository.js';
import { paidOn, refreshInvoice } from '../invoices/amounts.js';
import { COUNTED_PAYMENT_STATUSES } from '../invoices/payment-rules.js';
import { applyCredit, creditOf } from './credit.js';
import { nextReceiptNumber } from './numbering.js';

const invoiceRepo = new ResourceRepository(invoices);

/** What a payment against an invoice may never change once recorded: its history is kept, refunds correct it. */
const SETTLED_FIELDS = ['invoice', 'amount', 'paymentStatus', 'patient'] as const;

/** The invoice a payment names, locked until the payment's transaction ends: payments to one invoice queue up. */
async function lockedInvoice(rows: Rows, id: number) {
  const invoice = await invoiceRepo.get(rows, id, true);
  if (!invoice || invoice.archivedAt) throw invalid('invoice', 'Invoice not found');
  return invoice;
}

/** The invoice a stored payment counts on and how (paid or refunded), or null when it moves no money on one. */
function moneyOn(payment: Row | null): { invoice: number; status: string } | null {
  if (!payment || payment.archivedAt || typeof payment.invoice !== 'number') return null;
  const status = String(payment.paymentStatus);
  return COUNTED_PAYMENT_STATUSES.includes(status) ? { invoice: payment.invoice, status } : null;
}

/** An edit of a recorded payment that would rewrite history is refused: only a pending one settles. */
function checkSettled(values: Row, before: Row): void {
  const changed = SETTLED_FIELDS.filter((k) => k in values && String(values[k]) !== String(before[k]));
  if (!before.invoice) {
    // Attached to an invoice later: money may not move to another patient on the way.
    if (changed.includes('invoice') && changed.includes('patient'))
      throw invalid('patient', PAYMENT_MESSAGES.attachKeepsPatient);
    return;
  }
  const settles = changed.length === 1 && changed[0] === 'paymentStatus' && before.paymentStatus === 'Pending';
  if (changed.length && !settles) throw new HttpProblem(409, PAYMENT_MESSAGES.historyKept);
}

/** After a change moved money on an invoice: its balance may not go below zero, nor its paid total; then its amounts. */
async function settleInvoice(rows: Rows, invoiceId: number, payment: Row | null): Promise<void> {
  const invoice = (await invoiceRepo.get(rows, invoiceId))!;
  const total = moneyToCents(String(invoice.total ?? '0.00'));
  const paid = await paidOn(rows, invoiceId);
  const amount = moneyToCents(String(payment?.amount ?? '0.00'));
  if (paid > total)
    throw invalid('amount', PAYMENT_MESSAGES.overpay.replace('{{balance}}', centsToMoney(total - (paid - amount))));
  if (paid < 0)
    throw invalid('amount', PAYMENT_MESSAGES.refundTooLarge.replace('{{paid}}', centsToMoney(paid + amount)));
  await refreshInvoice(rows, invoice);
}

/** New payments that paid more than their invoice owed, and the invoice they were for. */
const overpaid = new WeakMap<Row, number>();

/**
 * A new completed payment of more than its invoice owes is kept whole, as
 * credit on the patient's account (on no invoice), and its invoice is paid
 * from that credit first (`afterWrite`): the patient paid what they paid.
 */
async function overpaymentToCredit(rows: Rows, values: Row): Promise<Row> {
  if (typeof values.invoice !== 'number' || (values.paymentStatus ?? 'Completed') !== 'Completed') return values;
  const [invoice] = await rows<{ balance: string }>(
    sql`select balance_cents::text as balance from invoices where id = ${values.invoice}`,
  );
  if (!invoice || moneyToCents(String(values.amount)) <= Number(invoice.balance)) return values;
  const credit = { ...values, invoice: null };
  overpaid.set(credit, values.invoice);
  return credit;
}

/** Settings → Billing: credit pays open invoices at once, or when staff apply it. */
async function creditApplication(rows: Rows): Promise<string> {
  const [row] = await rows<{ mode: string | null }>(
    sql`select data->'billing'->>'creditApplication' as mode from settings where id = 1`,
  );
  return row?.mode ?? DEFAULT_SETTINGS.billing.creditApplication;
}

/**
 * A payment is in the clinic's currency: the one of Settings → Localisation
 * when it is recorded (or its invoice's), kept with it (a later change of the
 * setting does not rewrite what was paid). Whatever the route, money put on an
 * invoice (a new payment, one attached later, a pending one completed, one
 * restored) needs the invoice issued and not void, may not take its balance
 * below zero (nor a refund above what was paid), and moves it to Partially
 * Paid or Paid; the invoices concerned are locked before anything is stored.
 */
export const paymentHooks: ResourceHooks = {
  async beforeWrite(values, { rows, before }) {
    if (before) checkSettled(values, before);
    const named = [before?.invoice, values.invoice].filter((v): v is number => typeof v === 'number');
    // In id order, so that two writes touching the same invoices lock them in the same order.
    for (const id of [...new Set(named)].sort((a, b) => a - b)) await lockedInvoice(rows, id);
    return before ? values : overpaymentToCredit(rows, values);
  },

  async afterWrite(id, values, { rows, before, user }) {
    if (before) return;
    const [row] = await rows<{ patient: number; invoice: number | null; status: string; day: string }>(sql`
      update payments set currency = coalesce(
        (select currency from invoices where id = payments.invoice),
        (select data->'localisation'->>'currency' from settings where id = 1),
        ${DEFAULT_SETTINGS.localisation.currency}),
        payment_number = ${isBlank(values.paymentNumber) ? await nextReceiptNumber(rows) : values.paymentNumber}
      where id = ${id}
      returning patient::int as patient, invoice::int as invoice, payment_status as status, payment_date::text as day`);
    // Money on no invoice is credit: it pays open invoices now, as Settings → Billing says.
    if (!row || row.invoice !== null || row.status !== 'Completed') return;
    const first = overpaid.get(values);
    const manual = (await creditApplication(rows)) === 'manual';
    if (manual && first === undefined) return;
    await applyCredit(rows, Number(row.patient), { first, only: manual, day: row.day, user, hooks: paymentHooks });
  },

  async afterChange({ before, after }, { rows }) {
    // A new refund on no invoice gives back credit: never more than there is.
    if (!before && after && !after.invoice && after.paymentStatus === 'Refunded') {
      const credit = await creditOf(rows, Number(after.patient), String(after.currency ?? 'USD'));
      if (credit < 0)
        throw invalid(
          'amount',
          PAYMENT_MESSAGES.refundOverCredit.replace(
            '{{credit}}',
            centsToMoney(credit + moneyToCents(String(after.amount))),
          ),
        );
    }
    const was = moneyOn(before);
    const now = moneyOn(after);
    if (now && (was?.invoice !== now.invoice || was.status !== now.status)) {
      const [invoice] = await rows<{ status: string }>(sql`select status from invoices where id = ${now.invoice}`);
      if (invoice?.status === 'Draft' || invoice?.status === 'Void')
        throw new HttpProblem(409, PAYMENT_MESSAGES.invoiceNotOpen.replace('{{status}}', invoice.status));
    }
    for (const invoiceId of new Set([was?.invoice, now?.invoice]))
      if (invoiceId !== undefined) await settleInvoice(rows, invoiceId, after ?? before);
  },

  async beforeRemove(ids, { rows }) {
    const [settled] = await rows<{ id: number }>(sql`
      select id from payments where invoice is not null and id in ${idList(ids)} limit 1`);
    if (settled) throw new HttpProblem(409, PAYMENT_MESSAGES.historyKept);
  },
};
