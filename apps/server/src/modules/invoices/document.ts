import {
  areaText,
  centsToMoney,
  formatFixed,
  INVOICE_MESSAGES,
  invoices,
  isBlank,
  numberLocale,
} from '@chairside/domain';
import { type DocumentFormat, formatAmount, printDay } from '../../documents/format.js';
import { documentFrame } from '../../documents/frame.js';
import type { DocumentSource } from '../../documents/layout.js';
import type { PdfBlock, PdfDocumentModel, PdfField } from '../../documents/pdf.js';
import type { Row } from '../../resources/columns.js';
import { amountsOf } from './amounts.js';
import { type InvoicePayment, paymentsOf } from './payment-history.js';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const money = (v: unknown, format: DocumentFormat): string => formatAmount(isBlank(v) ? '0.00' : String(v), format);
const day = (v: unknown, format: DocumentFormat): string => (text(v) ? printDay(text(v), format) : '—');
/** A stored percentage as the reader's language writes it: `7.500` is `7.5%` (`7,5 %` in French). */
const rate = (v: unknown, format: DocumentFormat): string =>
  new Intl.NumberFormat(numberLocale(format.t.language), { style: 'percent', maximumFractionDigits: 3 }).format(
    Number(v ?? 0) / 100,
  );
const isSet = (v: unknown): boolean => !isBlank(v) && Number(v) !== 0;

/** The service lines: what (the fee schedule's name, then the line's own words), the tooth, how many, the price. */
function linesTable(record: Row, labels: Record<string, string | null>, format: DocumentFormat): PdfBlock {
  const items = Array.isArray(record.items) ? (record.items as Row[]) : [];
  const { lineCents } = amountsOf(record);
  const { t } = format;
  return {
    kind: 'table',
    columns: [t.word('Description'), t.word('Tooth'), t.word('Quantity'), t.word('Unit Price'), t.word('Amount')],
    widths: [2.4, 0.7, 0.8, 1, 1],
    rows: items.map((item, i) => [
      [labels[`items.${i}.service`], text(item.description)].filter(Boolean).join(' — '),
      areaText(item, t.numbering, t.text),
      formatFixed(String(item.quantity ?? ''), 0, t.language),
      money(item.unitPrice, format),
      money(centsToMoney(lineCents[i] ?? 0), format),
    ]),
  };
}

/** Subtotal, discount, tax, total, the insurer's estimate, paid and the balance due: the amounts the server stored. */
function totals(record: Row, format: DocumentFormat): PdfField[] {
  const { t } = format;
  const rows: PdfField[] = [{ label: t.word('Subtotal'), value: money(record.subtotal, format) }];
  if (isSet(record.discountTotal)) {
    const label = isSet(record.discountPercent)
      ? t.word('Discount ({{rate}})', { rate: rate(record.discountPercent, format) })
      : t.word('Discount');
    rows.push({ label, value: money(`-${String(record.discountTotal)}`, format) });
    if (text(record.discountReason))
      rows.push({ label: t.word('Discount Reason'), value: text(record.discountReason) });
  }
  rows.push({
    label: isSet(record.taxRate) ? t.word('Tax ({{rate}})', { rate: rate(record.taxRate, format) }) : t.word('Tax'),
    value: money(record.taxTotal, format),
  });
  rows.push({ label: t.word('Grand Total'), value: money(record.total, format) });
  if (isSet(record.insuranceEstimate))
    rows.push(
      { label: t.word('Insurance Estimate'), value: money(record.insuranceEstimate, format) },
      { label: t.word('Patient Estimate'), value: money(record.patientEstimate, format) },
    );
  rows.push(
    { label: t.word('Amount Paid'), value: money(record.paid, format) },
    { label: t.word('Balance Due'), value: money(record.balance, format) },
  );
  return rows;
}

/** The payments recorded against the invoice, refunds as negative amounts; or a line saying there are none yet. */
function paymentHistory(payments: readonly InvoicePayment[], format: DocumentFormat): PdfBlock {
  const { t } = format;
  if (!payments.length) return { kind: 'paragraph', text: t.word('No payments yet.') };
  return {
    kind: 'table',
    columns: [t.word('Date'), t.word('Receipt'), t.word('Method'), t.word('Reference'), t.word('Amount')],
    widths: [1.1, 1.2, 1.1, 1.2, 1],
    rows: payments.map((p) => [
      printDay(p.date, format, 'medium'),
      p.receipt,
      p.refund ? t.word('{{method}} (refund)', { method: t.text(p.method) }) : t.text(p.method),
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
  const { t } = format;
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const number = text(record.invoiceNumber);
  const status = String(record.status ?? '');
  const payments = await paymentsOf(rows, Number(record.id));
  const blocks: PdfBlock[] = [];
  if (status === 'Void')
    blocks.push({
      kind: 'paragraph',
      emphasis: 'bold',
      text: t.word('VOID: this invoice was voided and is not owed. Reason: {{reason}}', {
        reason: text(record.voidReason) || '—',
      }),
    });
  if (text(record.creditNote))
    blocks.push({
      kind: 'paragraph',
      text: t.text(INVOICE_MESSAGES.creditNoteOnDocument).replace('{{number}}', text(record.creditNote)),
    });
  blocks.push(
    {
      kind: 'fields',
      rows: [
        ...(number ? [{ label: t.word('Invoice Number'), value: number }] : []),
        { label: t.word('Invoice Date'), value: day(record.invoiceDate, format) },
        { label: t.word('Due Date'), value: day(record.dueDate, format) },
        { label: t.word('Status'), value: t.option(invoices.fields.status, status) },
        { label: t.word('Patient'), value: labels.patient ?? '—' },
        { label: t.word('Clinic'), value: labels.clinic ?? '—' },
        ...(labels.doctor ? [{ label: t.word('Doctor'), value: labels.doctor }] : []),
      ],
    },
    { kind: 'heading', text: t.word('Services') },
    linesTable(record, labels, format),
    { kind: 'space', size: 8 },
    { kind: 'fields', rows: totals(record, format) },
    { kind: 'heading', text: t.word('Payments') },
    paymentHistory(payments, format),
  );
  if (text(record.notes)) blocks.push({ kind: 'paragraph', label: t.word('Notes'), text: text(record.notes) });
  const invoice = t.word('Invoice');
  return {
    ...documentFrame(settings, format, { title: [invoice, number].filter(Boolean).join(' ') }),
    title: status === 'Void' ? t.word('Invoice (VOID)') : invoice,
    subtitle: [number, labels.patient].filter(Boolean).join(' · '),
    blocks,
  };
}
