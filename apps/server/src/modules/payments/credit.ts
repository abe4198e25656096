import { ACCOUNT_CREDIT, allocateCredit, centsToMoney, PAYMENT_MESSAGES, payments } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/types.js';
import type { Rows } from '../../db/client.js';
import { createRecord } from '../../resources/create.js';
import type { ResourceHooks } from '../../resources/hooks.js';
import { ResourceRepository } from '../../resources/repository.js';
import { countedPayment, signedCents } from '../invoices/payment-rules.js';

const repo = new ResourceRepository(payments);

/** The patient's credit on account, in cents: payments on no invoice less their refunds, per currency. */
export async function creditOf(rows: Rows, patient: number, currency: string): Promise<number> {
  const [row] = await rows<{ credit: string }>(sql`
    select coalesce(sum(${signedCents()}), 0)::text as credit from payments
    where patient = ${patient} and invoice is null and coalesce(currency, 'USD') = ${currency} and ${countedPayment()}`);
  return Number(row?.credit ?? 0);
}

/**
 * One entry of money moved on the patient's account, between an invoice and
 * their credit, without money changing hands: the method Account Credit.
 * Completed puts the amount on `invoice` (on no invoice: into credit);
 * Refunded takes it from there.
 */
export function accountCreditEntry(
  rows: Rows,
  e: {
    patient: number;
    cents: number;
    day: string;
    note: string;
    status: 'Completed' | 'Refunded';
    invoice: number | null;
  },
  o: { user: SessionUser | null; hooks: ResourceHooks },
) {
  const values = {
    patient: e.patient,
    amount: centsToMoney(e.cents),
    paymentMethod: ACCOUNT_CREDIT,
    paymentDate: e.day,
    notes: e.note,
    paymentStatus: e.status,
    invoice: e.invoice,
  };
  return createRecord(rows, values, { def: payments, repo, hooks: o.hooks, user: o.user });
}

/**
 * Puts the patient's credit on their open invoices (`first`, the invoice an
 * overpayment was for, then the oldest), each move as two entries of the
 * method Account Credit: a payment on the invoice and the same amount taken
 * from the credit (a refund on no invoice). No money changes hands, so the
 * account's balance and what was collected stay as they are; the invoice is
 * paid. `only` limits it to `first` (the clinic applies the rest by hand).
 */
export async function applyCredit(
  rows: Rows,
  patient: number,
  o: { first?: number; only?: boolean; day: string; user: SessionUser | null; hooks: ResourceHooks },
): Promise<number> {
  const open = await rows<{ id: number; date: string; balance: string; currency: string; number: string }>(sql`
    select id::int as id, invoice_date::text as date, balance_cents::text as balance,
      coalesce(currency, 'USD') as currency, invoice_number as number
    from invoices
    where patient = ${patient} and archived_at is null and status in ('Issued', 'Partially Paid')
      and (${o.only ? (o.first ?? 0) : null}::bigint is null or id = ${o.only ? (o.first ?? 0) : null}::bigint)
    order by id for update`);
  let applied = 0;
  for (const currency of new Set(open.map((i) => i.currency))) {
    const mine = open.filter((i) => i.currency === currency);
    const moves = allocateCredit(
      await creditOf(rows, patient, currency),
      mine.map((i) => ({ id: Number(i.id), date: i.date, balance: Number(i.balance) })),
      o.first,
    );
    for (const move of moves) {
      const invoice = mine.find((i) => Number(i.id) === move.invoice)!;
      const entry = {
        patient,
        cents: move.amount,
        day: o.day,
        note: PAYMENT_MESSAGES.creditApplied.replace('{{invoice}}', invoice.number),
      };
      await accountCreditEntry(rows, { ...entry, status: 'Refunded', invoice: null }, o);
      await accountCreditEntry(rows, { ...entry, status: 'Completed', invoice: move.invoice }, o);
      applied += move.amount;
    }
  }
  return applied;
}
