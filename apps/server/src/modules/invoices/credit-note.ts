import { INVOICE_MESSAGES, invoices, moneyToCents } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/types.js';
import type { Rows } from '../../db/client.js';
import { HttpProblem, notFound, stale } from '../../http/problem.js';
import type { Row } from '../../resources/columns.js';
import { ResourceRepository } from '../../resources/repository.js';
import { accountCreditEntry } from '../payments/credit.js';
import { paymentHooks } from '../payments/hooks.js';
import { moveInvoice } from './move.js';
import { nextCreditNoteNumber } from './numbering.js';

const repo = new ResourceRepository(invoices);
const CREDITED = ['Partially Paid', 'Paid'];

/**
 * A paid invoice cancelled by a credit note (issue 28): what was paid on it is
 * taken off it and put on the patient's account as credit (two Account Credit
 * entries, no money changing hands), then the invoice is Void with the reason
 * and the credit note's number. A billed procedure on it can then be reversed.
 */
export async function creditNote(
  rows: Rows,
  id: number,
  body: { reason: string; version: number },
  user: SessionUser | null,
): Promise<Row> {
  const before = await repo.get(rows, id, true);
  if (!before || before.archivedAt) throw notFound('The invoice');
  if (Number(before.version) !== body.version) throw stale();
  if (!CREDITED.includes(String(before.status)))
    throw new HttpProblem(409, INVOICE_MESSAGES.creditNoteNeedsPayments.replace('{{status}}', String(before.status)));
  const [today] = await rows<{ day: string; year: number }>(
    sql`select app_today()::text as day, extract(year from app_today())::int as year`,
  );
  const number = await nextCreditNoteNumber(rows, Number(today!.year));
  const entry = {
    patient: Number(before.patient),
    cents: moneyToCents(String(before.paid)),
    day: today!.day,
    note: INVOICE_MESSAGES.creditNoteReason
      .replace('{{number}}', number)
      .replace('{{invoice}}', String(before.invoiceNumber)),
  };
  const o = { user, hooks: paymentHooks };
  // Off the invoice first: a void invoice takes no entry, and credit made while it was still open would pay it again.
  await accountCreditEntry(rows, { ...entry, status: 'Refunded', invoice: id }, o);
  const now = await repo.get(rows, id);
  const voided = await moveInvoice(
    rows,
    id,
    Number(now!.version),
    user,
    () => sql`status = 'Void', void_reason = ${body.reason}, credit_note = ${number}`,
  );
  await accountCreditEntry(rows, { ...entry, status: 'Completed', invoice: null }, o);
  return voided;
}
