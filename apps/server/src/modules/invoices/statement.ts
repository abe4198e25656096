import { AGING_BUCKETS, type ClinicSettings, entryReference, type PatientAccount } from '@chairside/domain';
import { type DocumentFormat, formatAmount, printDay, recordCurrency } from '../../documents/format.js';
import { documentFrame } from '../../documents/frame.js';
import type { PdfBlock, PdfDocumentModel } from '../../documents/pdf.js';

/** Who a statement is for and where it is posted. */
export interface StatementAddressee {
  id: number;
  name: string;
  address: string | null;
}

/** Days after the statement date by which its amount is due. */
export const STATEMENT_DUE_DAYS = 30;

const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * One patient's statement: the postal address block, the period and the due
 * date, every entry of the account with its running balance, the one amount
 * due (the balance) with what it is made of and its age, and a remittance
 * slip to send back with the payment.
 */
export function statementBlocks(who: StatementAddressee, account: PatientAccount, format: DocumentFormat): PdfBlock[] {
  const { t } = format;
  const amount = (value: string, currency: string) => formatAmount(value, recordCurrency(format, { currency }));
  const from = account.entries[0]?.date ?? account.asOf;
  const due = addDays(account.asOf, STATEMENT_DUE_DAYS);
  const blocks: PdfBlock[] = [
    { kind: 'paragraph', text: [who.name, who.address ?? ''].filter(Boolean).join('\n') },
    {
      kind: 'fields',
      rows: [
        { label: t.word('Account Number'), value: String(who.id) },
        { label: t.word('Statement Date'), value: printDay(account.asOf, format) },
        {
          label: t.word('Period'),
          value: `${printDay(from, format, 'medium')} – ${printDay(account.asOf, format, 'medium')}`,
        },
        { label: t.word('Due Date'), value: printDay(due, format) },
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
        // Unbilled work says where it was done: `SRP-Q · Lower left quadrant`, `BRG-01 · 14–16`.
        entryReference(e, t.numbering, t.text),
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
          { label: t.word('Amount Due'), value: amount(total.balance, total.currency) },
          { label: t.word('Open invoices'), value: amount(total.outstanding, total.currency) },
          { label: t.word('Unbilled work'), value: amount(total.unbilled, total.currency) },
          { label: t.word('Credit on account'), value: amount(total.credit, total.currency) },
          ...AGING_BUCKETS.map((b) => ({ label: t.text(b.label), value: amount(total[b.key], total.currency) })),
        ],
      },
    );
  blocks.push(
    { kind: 'space', size: 16 },
    { kind: 'heading', text: t.word('Remittance slip: return this part with your payment') },
    {
      kind: 'fields',
      rows: [
        { label: t.word('Patient'), value: who.name },
        { label: t.word('Account Number'), value: String(who.id) },
        { label: t.word('Statement Date'), value: printDay(account.asOf, format) },
        { label: t.word('Due Date'), value: printDay(due, format) },
        ...account.totals.map((total) => ({
          label: t.word('Amount due ({{currency}})', { currency: total.currency }),
          value: amount(total.balance, total.currency),
        })),
        { label: t.word('Amount Enclosed'), value: '____________' },
      ],
    },
  );
  return blocks;
}

/** A patient's statement in the reader's language. */
export function statementDocument(
  who: StatementAddressee,
  account: PatientAccount,
  settings: ClinicSettings,
  format: DocumentFormat,
): PdfDocumentModel {
  const title = format.t.word('Statement of Account');
  return {
    ...documentFrame(settings, format, { title }),
    title,
    subtitle: who.name,
    blocks: statementBlocks(who, account, format),
  };
}

/** Statements of several patients in one document, each from a new page (a month's post). */
export function statementBatchDocument(
  statements: readonly { who: StatementAddressee; account: PatientAccount }[],
  settings: ClinicSettings,
  format: DocumentFormat,
): PdfDocumentModel {
  const title = format.t.word('Statement of Account');
  const blocks = statements.flatMap(({ who, account }, i): PdfBlock[] => [
    ...(i ? [{ kind: 'pageBreak' } as const] : []),
    { kind: 'heading', text: `${title} — ${who.name}` },
    ...statementBlocks(who, account, format),
  ]);
  return {
    ...documentFrame(settings, format, { title }),
    title,
    blocks: blocks.length ? blocks : [{ kind: 'paragraph', text: format.t.word('No patient owes anything.') }],
  };
}
