import { centsToMoney } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { countedPayment } from './payment-rules.js';

/** One payment recorded against an invoice, as its documents print it. */
export interface InvoicePayment {
  date: string;
  receipt: string;
  method: string;
  /** The card terminal's or bank's reference, else the insurance claim. */
  reference: string;
  /** Negative for a refund. */
  amount: string;
  refund: boolean;
}

/**
 * The payments that count on an invoice (completed ones, and refunds taken
 * back from it; archived, pending and failed ones do not), in date order.
 */
export async function paymentsOf(rows: Rows, invoiceId: number): Promise<InvoicePayment[]> {
  const found = await rows<{
    date: string;
    receipt: string | null;
    method: string;
    reference: string | null;
    cents: string | number;
    status: string;
  }>(sql`
    select payment_date::text as date, payment_number as receipt, payment_method as method,
      coalesce(nullif(transaction_id, ''), insurance_claim_id) as reference, amount_cents as cents,
      payment_status as status
    from payments
    where invoice = ${invoiceId} and ${countedPayment()}
    order by payment_date, id`);
  return found.map((p) => {
    const refund = p.status === 'Refunded';
    return {
      date: p.date,
      receipt: p.receipt ?? '',
      method: p.method,
      reference: p.reference ?? '',
      amount: centsToMoney(refund ? -Number(p.cents) : Number(p.cents)),
      refund,
    };
  });
}
