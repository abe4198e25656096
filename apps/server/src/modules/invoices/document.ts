import { centsToMoney, isBlank } from '@chairside/domain';
import { type DocumentFormat, formatAmount, formatDay, formatInstant } from '../../documents/format.js';
import type { DocumentSource } from '../../documents/layout.js';
import { letterhead } from '../../documents/letterhead.js';
import type { PdfBlock, PdfDocumentModel, PdfField } from '../../documents/pdf.js';
import type { Row } from '../../resources/columns.js';
import { amountsOf } from './amounts.js';
import { type InvoicePayment, paymentsOf } from './payment-history.js';

export const INVOICE_DOCUMENT = {
  noPayments: 'No payments yet.',
  voided: 'VOID',
} as const;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const money = (v: unknown, format: DocumentFormat): string => formatAmount(isBlank(v) ? '0.00' : String(v), format);
const day = (v: unknown, format: DocumentFormat): string => (text(v) ? formatDay(text(v), format.dateFormat) : '—');
/** A stored percentage as it reads: `7.500` is `7.5%`. */
const rate = (v: unknown): string => `${Number(v ?? 0)}%`;
const isSet = (v: unknown): boolean => !isBlank(v) && Number(v) !== 0;

/** The service lines: what (the fee schedule's name, then the line's own words), the tooth, how many, the price. */
function linesTable(record: Row, labels: Record<string, string | null>, format: DocumentFormat): PdfBlock {
  const items = Array.isArray(record.items) ? (record.items as Row[]) : [];
  const { lineCents } = amountsOf(record);
  return {
    kind: 'table',
    columns: ['Service', 'Tooth', 'Quantity', 'Unit Price', 'Amount'],
    rows: items.map((item, i) => [
      [labels[`items.${i}.service`], text(item.description)].filter(Boolean).join(' — '),
      text(item.tooth),
      String(item.quantity ?? ''),
      money(item.unitPrice, format),
      money(centsToMoney(lineCents[i] ?? 0), format),
    ]),
  };
}

/** Subtotal, discount, tax, total, the insurer's estimate, paid and the balance due: the amounts the server stored. */
function totals(record: Row, format: DocumentFormat): PdfField[] {
  const rows: PdfField[] = [{ label: 'Subtotal', value: money(record.subtotal, format) }];
  if (isSet(record.discountTotal)) {
    const percent = isSet(record.discountPercent) ? ` (${rate(record.discountPercent)})` : '';
    rows.push({ label: `Discount${percent}`, value: money(`-${String(record.discountTotal)}`, format) });
    if (text(record.discountReason)) rows.push({ label: 'Discount Reason', value: text(record.discountReason) });
  }
  rows.push({
    label: isSet(record.taxRate) ? `Tax (${rate(record.taxRate)})` : 'Tax',
    value: money(record.taxTotal, format),
  });
  rows.push({ label: 'Grand Total', value: money(record.total, format) });
  if (isSet(record.insuranceEstimate))
    rows.push(
      { label: 'Insurance Estimate', value: money(record.insuranceEstimate, format) },
      { label: 'Patient Estimate', value: money(record.patientEstimate, format) },
    );
  rows.push(
    { label: 'Amount Paid', value: money(record.paid, format) },
    { label: 'Balance Due', value: money(record.balance, format) },
  );
  return rows;
}

/** The payments recorded against the invoice, refunds as negative amounts; or a line saying there are none yet. */
function paymentHistory(payments: readonly InvoicePayment[], format: DocumentFormat): PdfBlock {
  if (!payments.length) return { kind: 'paragraph', text: INVOICE_DOCUMENT.noPayments };
  return {
    kind: 'table',
    columns: ['Date', 'Receipt', 'Method', 'Reference', 'Amount'],
    rows: payments.map((p) => [
      formatDay(p.date, format.dateFormat),
      p.receipt,
      p.refund ? `${p.method} (refund)` : p.method,
      p.reference,
      money(p.amount, format),
    ]),
  };
}

/**
 * An invoice as the patient is handed it (A4): the clinic's letterhead, the
 * number, dates and status, who it bills, the service lines with their
 * teeth, the discount, tax and totals, what is paid and what is still due,
 * then every payment recorded against it. A void invoice says so, and why.
 */
export async function invoiceDocument({ record, settings, format, rows }: DocumentSource): Promise<PdfDocumentModel> {
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const number = text(record.invoiceNumber) || `#${record.id}`;
  const status = String(record.status ?? '');
  const payments = await paymentsOf(rows, Number(record.id));
  const blocks: PdfBlock[] = [];
  if (status === 'Void')
    blocks.push({
      kind: 'paragraph',
      emphasis: 'bold',
      text: `${INVOICE_DOCUMENT.voided}: this invoice was voided and is not owed. Reason: ${text(record.voidReason) || '—'}`,
    });
  blocks.push(
    {
      kind: 'fields',
      rows: [
        { label: 'Invoice Number', value: number },
        { label: 'Invoice Date', value: day(record.invoiceDate, format) },
        { label: 'Due Date', value: day(record.dueDate, format) },
        { label: 'Status', value: status },
        { label: 'Patient', value: labels.patient ?? '—' },
        { label: 'Clinic', value: labels.clinic ?? '—' },
        ...(labels.doctor ? [{ label: 'Doctor', value: labels.doctor }] : []),
      ],
    },
    { kind: 'heading', text: 'Services' },
    linesTable(record, labels, format),
    { kind: 'space', size: 8 },
    { kind: 'fields', rows: totals(record, format) },
    { kind: 'heading', text: 'Payments' },
    paymentHistory(payments, format),
  );
  if (text(record.notes)) blocks.push({ kind: 'paragraph', label: 'Notes', text: text(record.notes) });
  const clinicName = settings.system.appName;
  return {
    title: status === 'Void' ? `Invoice (${INVOICE_DOCUMENT.voided})` : 'Invoice',
    subtitle: `${number} · ${labels.patient ?? ''}`,
    letterhead: letterhead(settings.system),
    blocks,
    footer: `${clinicName} · Invoice ${number} · printed ${formatInstant(new Date().toISOString(), format)}`,
    info: { author: clinicName, subject: `Invoice ${number}` },
  };
}
