import { AGING_BUCKETS, type ClinicSettings, type PatientAccount } from '@chairside/domain';
import { type DocumentFormat, formatAmount, formatDay, recordCurrency } from '../../documents/format.js';
import { letterhead } from '../../documents/letterhead.js';
import type { PdfBlock, PdfDocumentModel } from '../../documents/pdf.js';

/** A patient's statement: every entry of the account with its running balance, then what is owed by age. */
export function statementDocument(
  patientName: string,
  account: PatientAccount,
  settings: ClinicSettings,
  format: DocumentFormat,
): PdfDocumentModel {
  const amount = (value: string, currency: string) => formatAmount(value, recordCurrency(format, { currency }));
  const blocks: PdfBlock[] = [
    {
      kind: 'fields',
      rows: [
        { label: 'Patient', value: patientName },
        { label: 'Statement Date', value: formatDay(account.asOf, format.dateFormat) },
      ],
    },
    { kind: 'space', size: 8 },
    {
      kind: 'table',
      label: 'Account',
      columns: ['Date', 'Entry', 'Reference', 'Charge', 'Payment', 'Balance'],
      rows: account.entries.map((e) => [
        formatDay(e.date, format.dateFormat),
        e.kind,
        e.reference,
        e.charge === '0.00' ? '' : amount(e.charge, e.currency),
        e.credit === '0.00' ? '' : amount(e.credit, e.currency),
        amount(e.balance, e.currency),
      ]),
    },
  ];
  for (const t of account.totals)
    blocks.push(
      { kind: 'heading', text: `Amount due (${t.currency})` },
      {
        kind: 'fields',
        rows: [
          { label: 'Balance', value: amount(t.balance, t.currency) },
          { label: 'Outstanding', value: amount(t.outstanding, t.currency) },
          ...AGING_BUCKETS.map((b) => ({ label: b.label, value: amount(t[b.key], t.currency) })),
        ],
      },
    );
  return {
    title: 'Statement of Account',
    subtitle: patientName,
    letterhead: letterhead(settings.system),
    blocks,
    footer: `${settings.system.appName} · Statement · ${formatDay(account.asOf, format.dateFormat)}`,
  };
}
