import { AGING_BUCKETS, type ClinicSettings, type PatientAccount } from '@chairside/domain';
import { type DocumentFormat, formatAmount, printDay, recordCurrency } from '../../documents/format.js';
import { documentFrame } from '../../documents/frame.js';
import type { PdfBlock, PdfDocumentModel } from '../../documents/pdf.js';

/**
 * A patient's statement in the reader's language: every entry of the account
 * with its running balance, then what is owed by age, per currency.
 */
export function statementDocument(
  patientName: string,
  account: PatientAccount,
  settings: ClinicSettings,
  format: DocumentFormat,
): PdfDocumentModel {
  const { t } = format;
  const amount = (value: string, currency: string) => formatAmount(value, recordCurrency(format, { currency }));
  const blocks: PdfBlock[] = [
    {
      kind: 'fields',
      rows: [
        { label: t.word('Patient'), value: patientName },
        { label: t.word('Statement Date'), value: printDay(account.asOf, format) },
      ],
    },
    { kind: 'space', size: 8 },
    {
      kind: 'table',
      label: t.word('Account'),
      // Room for a receipt or invoice number (`INV-2026-000031`) on one line.
      widths: [1.1, 0.9, 1.5, 1, 1, 1],
      columns: [
        t.word('Date'),
        t.word('Entry'),
        t.word('Reference'),
        t.word('Charge'),
        t.word('Payment'),
        t.word('Balance'),
      ],
      rows: account.entries.map((e) => [
        printDay(e.date, format, 'medium'),
        t.text(e.kind),
        e.reference,
        e.charge === '0.00' ? '' : amount(e.charge, e.currency),
        e.credit === '0.00' ? '' : amount(e.credit, e.currency),
        amount(e.balance, e.currency),
      ]),
    },
  ];
  for (const total of account.totals)
    blocks.push(
      { kind: 'heading', text: t.word('Amount due ({{currency}})', { currency: total.currency }) },
      {
        kind: 'fields',
        rows: [
          { label: t.word('Balance'), value: amount(total.balance, total.currency) },
          { label: t.word('Outstanding'), value: amount(total.outstanding, total.currency) },
          ...AGING_BUCKETS.map((b) => ({ label: t.text(b.label), value: amount(total[b.key], total.currency) })),
        ],
      },
    );
  const title = t.word('Statement of Account');
  return { ...documentFrame(settings, format, { title }), title, subtitle: patientName, blocks };
}
