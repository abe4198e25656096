import {
  centsToMoney,
  INVOICE_MESSAGES,
  type InvoiceStatus,
  insurerPart,
  invoiceTotals,
  isBlank,
  MONEY_MAX_CENTS,
  moneyToCents,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { idList } from '../../db/id-list.js';
import { HttpProblem } from '../../http/problem.js';
import type { Row } from '../../resources/columns.js';
import { countedPayment, signedCents } from './payment-rules.js';

export interface InvoiceItem {
  service?: number | null;
  description?: string | null;
  tooth?: string | null;
  lastTooth?: string | null;
  region?: string | null;
  quantity: number;
  unitPrice?: string | null;
}

const asItems = (v: unknown): InvoiceItem[] => (Array.isArray(v) ? (v as InvoiceItem[]) : []);
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/** The fee schedule's price (cents) and name of each service the lines name, by id. */
export async function servicesOf(
  rows: Rows,
  items: readonly InvoiceItem[],
): Promise<Map<number, { price: number; name: string }>> {
  const ids = [...new Set(items.map((i) => i.service).filter((s): s is number => typeof s === 'number'))];
  if (!ids.length) return new Map();
  const found = await rows<{ id: number; price: number; name: string }>(
    sql`select id::int as id, price_cents::int as price, name from services where id in ${idList(ids)}`,
  );
  return new Map(found.map((s) => [Number(s.id), { price: Number(s.price), name: s.name }]));
}

/**
 * The lines as they will be stored: a line naming a service without a price
 * takes the fee schedule's; a free line needs a description and a price.
 * Answers 422 at the line's path otherwise.
 */
export async function resolveItems(rows: Rows, items: unknown): Promise<InvoiceItem[]> {
  const list = asItems(items);
  const known = await servicesOf(rows, list);
  const errors: { path: string; message: string }[] = [];
  const resolved = list.map((item, i) => {
    const price = typeof item.service === 'number' ? known.get(item.service)?.price : undefined;
    if (typeof item.service !== 'number' && isBlank(item.description))
      errors.push({ path: `items.${i}.description`, message: INVOICE_MESSAGES.lineNeedsText });
    if (isBlank(item.unitPrice) && price === undefined)
      errors.push({ path: `items.${i}.unitPrice`, message: 'Unit Price is required for a free line' });
    return isBlank(item.unitPrice) && price !== undefined ? { ...item, unitPrice: centsToMoney(price) } : item;
  });
  if (errors.length) throw new HttpProblem(422, errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  return resolved;
}

/** The amounts of an invoice record (as the API reads it) in cents; 422 when the discount exceeds the subtotal. */
export function amountsOf(record: Row) {
  const totals = invoiceTotals({
    lines: asItems(record.items).map((i) => ({
      quantity: i.quantity,
      unitCents: isBlank(i.unitPrice) ? 0 : moneyToCents(String(i.unitPrice)),
    })),
    discountCents: isBlank(record.discountAmount) ? null : moneyToCents(String(record.discountAmount)),
    discountPercent: num(record.discountPercent),
    taxRate: num(record.taxRate),
  });
  if (totals.discount > totals.subtotal)
    throw new HttpProblem(422, INVOICE_MESSAGES.discountTooLarge, [
      { path: 'discountAmount', message: INVOICE_MESSAGES.discountTooLarge },
    ]);
  // Lines are at most 999 × the money limit each: past the limit a sum stops being billable long before it stops being exact.
  if (totals.subtotal > MONEY_MAX_CENTS || totals.total > MONEY_MAX_CENTS) {
    throw new HttpProblem(422, INVOICE_MESSAGES.totalTooLarge, [
      { path: 'items', message: INVOICE_MESSAGES.totalTooLarge },
    ]);
  }
  return totals;
}

/** The status an issued invoice has once `paid` of its `total` is paid. */
export function paymentStatusOf(status: InvoiceStatus, total: number, paid: number): InvoiceStatus {
  if (status === 'Draft' || status === 'Void') return status;
  if (paid <= 0) return 'Issued';
  return paid >= total ? 'Paid' : 'Partially Paid';
}

/** What has been paid on an invoice, in cents: completed payments less refunds (archived entries do not count). */
export async function paidOn(rows: Rows, invoiceId: number): Promise<number> {
  const [row] = await rows<{ paid: string | number }>(sql`
    select coalesce(sum(${signedCents()}), 0)::bigint as paid
    from payments
    where invoice = ${invoiceId} and ${countedPayment()}`);
  return Number(row?.paid ?? 0);
}

/**
 * The treatment coverage (a percentage) of the patient's active policy valid
 * on `day`, the best one when there are several; 0 without one.
 */
export async function coverageOf(rows: Rows, patient: unknown, day: unknown): Promise<number> {
  if (typeof patient !== 'number' || typeof day !== 'string' || !day) return 0;
  const [row] = await rows<{ coverage: string | number }>(sql`
    select treatment_coverage as coverage from insurance_policies
    where patient = ${patient} and archived_at is null and status = 'Active'
      and ${day}::date between valid_from and valid_until
    order by treatment_coverage desc limit 1`);
  return row ? Number(row.coverage) : 0;
}

/**
 * Stores an invoice's computed amounts and the status its payments give it,
 * from the record as stored. Call with the invoice row locked.
 */
export async function refreshInvoice(rows: Rows, record: Row): Promise<void> {
  const id = Number(record.id);
  const t = amountsOf(record);
  const paid = await paidOn(rows, id);
  const status = paymentStatusOf(record.status as InvoiceStatus, t.total, paid);
  const balance = status === 'Void' ? 0 : t.total - paid;
  const insurance = insurerPart(t.total, await coverageOf(rows, record.patient, record.invoiceDate));
  await rows(sql`
    update invoices set subtotal_cents = ${t.subtotal}, discount_total_cents = ${t.discount},
      tax_total_cents = ${t.tax}, total_cents = ${t.total}, paid_cents = ${paid},
      balance_cents = ${balance}, status = ${status},
      insurance_estimate_cents = ${insurance}, patient_estimate_cents = ${t.total - insurance}
    where id = ${id}`);
}
