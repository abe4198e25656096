import { ACCOUNT_CREDIT } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Row } from '../../resources/columns.js';

/**
 * The rules every billing figure shares, written once as SQL on a table or its alias: which
 * payments count (completed ones and refunds, never archived), a payment's signed amount (a
 * refund takes money back), and which invoices are billed (issued, not drafts or void).
 */
/** The statuses of a payment that move money: paid in, or taken back. */
export const COUNTED_PAYMENT_STATUSES: readonly string[] = ['Completed', 'Refunded'];

export const countedPayment = (table = 'payments'): SQL =>
  sql.raw(
    `${table}.archived_at is null and ${table}.payment_status in (${COUNTED_PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ')})`,
  );

export const signedCents = (table = 'payments'): SQL =>
  sql.raw(`case when ${table}.payment_status = 'Refunded' then -${table}.amount_cents else ${table}.amount_cents end`);

export const billedInvoice = (table = 'invoices'): SQL =>
  sql.raw(`${table}.archived_at is null and ${table}.status in ('Issued', 'Partially Paid', 'Paid')`);

/**
 * A payment as the exports write it: a refund's amount negative, money taken
 * back, as every billing figure counts it (`signedCents`), so the column of
 * an export adds up to what was collected.
 */
export const signedPaymentRecord = (record: Row): Row =>
  record.paymentStatus === 'Refunded' && typeof record.amount === 'string' && !record.amount.startsWith('-')
    ? { ...record, amount: `-${record.amount}` }
    : record;

/**
 * Payments in which money changed hands: counted payments other than the
 * Account Credit entries that move a patient's credit onto an invoice (the
 * money came in once, as the credit). What "received" and "collected" sum.
 */
export const collectedPayment = (table = 'payments'): SQL =>
  sql`${countedPayment(table)} and ${sql.raw(`${table}.payment_method`)} <> ${ACCOUNT_CREDIT}`;
