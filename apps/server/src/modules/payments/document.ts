import { invoices, isBlank } from '@chairside/domain';
import { formatAmount, printDay } from '../../documents/format.js';
import { documentFrame } from '../../documents/frame.js';
import type { DocumentSource } from '../../documents/layout.js';
import type { PdfBlock, PdfDocumentModel, PdfField } from '../../documents/pdf.js';
import { ResourceRepository } from '../../resources/repository.js';

const invoiceRepo = new ResourceRepository(invoices);

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * A payment's receipt as the patient is handed it (A4), in the reader's
 * language: the clinic's letterhead, `Payment Receipt — Paid`, the receipt
 * number, who paid what, when, how and with which reference; for a payment
 * against an invoice, that invoice's total, what is paid on it now and what
 * it still owes. A refund says it is one.
 */
export async function receiptDocument({ record, settings, format, rows }: DocumentSource): Promise<PdfDocumentModel> {
  const { t } = format;
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const money = (v: unknown) => formatAmount(isBlank(v) ? '0.00' : String(v), format);
  const number = text(record.paymentNumber);
  const refund = record.paymentStatus === 'Refunded';
  const invoice = typeof record.invoice === 'number' ? await invoiceRepo.get(rows, record.invoice) : undefined;
  const reference = (key: string, label: 'Reference' | 'Insurance Claim'): PdfField[] =>
    text(record[key]) ? [{ label: t.word(label), value: text(record[key]) }] : [];

  const blocks: PdfBlock[] = [
    {
      kind: 'fields',
      rows: [
        ...(number ? [{ label: t.word('Receipt Number'), value: number }] : []),
        { label: t.word('Payment Date'), value: printDay(String(record.paymentDate ?? ''), format) },
        { label: t.word('Patient'), value: labels.patient ?? '—' },
        ...(labels.clinic ? [{ label: t.word('Clinic'), value: labels.clinic }] : []),
        ...(invoice ? [{ label: t.word('Invoice'), value: text(invoice.invoiceNumber) }] : []),
        { label: t.word('Payment Method'), value: t.text(String(record.paymentMethod ?? '')) },
        { label: t.word('Status'), value: t.text(String(record.paymentStatus ?? '')) },
        ...reference('transactionId', 'Reference'),
        ...reference('insuranceClaimId', 'Insurance Claim'),
        { label: t.word(refund ? 'Amount Refunded' : 'Amount Received'), value: money(record.amount) },
      ],
    },
  ];
  if (invoice)
    blocks.push(
      { kind: 'heading', text: t.word('Invoice {{number}}', { number: text(invoice.invoiceNumber) }) },
      {
        kind: 'fields',
        rows: [
          { label: t.word('Grand Total'), value: money(invoice.total) },
          { label: t.word('Amount Paid'), value: money(invoice.paid) },
          { label: t.word('Balance Due Now'), value: money(invoice.balance) },
          { label: t.word('Invoice Status'), value: t.text(String(invoice.status ?? '')) },
        ],
      },
    );
  if (text(record.notes)) blocks.push({ kind: 'paragraph', label: t.word('Notes'), text: text(record.notes) });
  const kind = t.word(refund ? 'Refund Receipt' : 'Payment Receipt');
  const title = `${kind} — ${t.text(String(record.paymentStatus ?? ''))}`;
  return {
    ...documentFrame(settings, format, { title: [kind, number].filter(Boolean).join(' ') }),
    title,
    subtitle: [number, labels.patient].filter(Boolean).join(' · '),
    blocks,
  };
}
