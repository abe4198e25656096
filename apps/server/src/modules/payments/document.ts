import { invoices, isBlank } from '@chairside/domain';
import { formatAmount, formatDay, formatInstant } from '../../documents/format.js';
import type { DocumentSource } from '../../documents/layout.js';
import { letterhead } from '../../documents/letterhead.js';
import type { PdfBlock, PdfDocumentModel, PdfField } from '../../documents/pdf.js';
import { ResourceRepository } from '../../resources/repository.js';

const invoiceRepo = new ResourceRepository(invoices);

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * A payment's receipt as the patient is handed it (A4): the clinic's
 * letterhead, the receipt number, who paid what, when, how and with which
 * reference; for a payment against an invoice, that invoice's total, what is
 * paid on it now and what it still owes. A refund says it is one.
 */
export async function receiptDocument({ record, settings, format, rows }: DocumentSource): Promise<PdfDocumentModel> {
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const money = (v: unknown) => formatAmount(isBlank(v) ? '0.00' : String(v), format);
  const number = text(record.paymentNumber) || `#${record.id}`;
  const refund = record.paymentStatus === 'Refunded';
  const invoice = typeof record.invoice === 'number' ? await invoiceRepo.get(rows, record.invoice) : undefined;
  const reference = (key: string, label: string): PdfField[] =>
    text(record[key]) ? [{ label, value: text(record[key]) }] : [];

  const blocks: PdfBlock[] = [
    {
      kind: 'fields',
      rows: [
        { label: 'Receipt Number', value: number },
        { label: 'Payment Date', value: formatDay(String(record.paymentDate ?? ''), format.dateFormat) },
        { label: 'Patient', value: labels.patient ?? '—' },
        ...(labels.clinic ? [{ label: 'Clinic', value: labels.clinic }] : []),
        ...(invoice ? [{ label: 'Invoice', value: text(invoice.invoiceNumber) }] : []),
        { label: 'Payment Method', value: String(record.paymentMethod ?? '') },
        { label: 'Status', value: String(record.paymentStatus ?? '') },
        ...reference('transactionId', 'Reference'),
        ...reference('insuranceClaimId', 'Insurance Claim'),
        { label: refund ? 'Amount Refunded' : 'Amount Received', value: money(record.amount) },
      ],
    },
  ];
  if (invoice)
    blocks.push(
      { kind: 'heading', text: `Invoice ${text(invoice.invoiceNumber)}` },
      {
        kind: 'fields',
        rows: [
          { label: 'Grand Total', value: money(invoice.total) },
          { label: 'Amount Paid', value: money(invoice.paid) },
          { label: 'Balance Due Now', value: money(invoice.balance) },
          { label: 'Invoice Status', value: String(invoice.status ?? '') },
        ],
      },
    );
  if (text(record.notes)) blocks.push({ kind: 'paragraph', label: 'Notes', text: text(record.notes) });
  const clinicName = settings.system.appName;
  const title = refund ? 'Refund Receipt' : 'Payment Receipt';
  return {
    title,
    subtitle: `${number} · ${labels.patient ?? ''}`,
    letterhead: letterhead(settings.system),
    blocks,
    footer: `${clinicName} · Receipt ${number} · printed ${formatInstant(new Date().toISOString(), format)}`,
    info: { author: clinicName, subject: `${title} ${number}` },
  };
}
