import { choice, date, files, longText, money, text } from './fields.js';
import type { FileType } from './files.js';
import type { SummaryTile } from './summary.js';

/**
 * What the clinic's money records (expenses and incomes) share: how a sum was
 * paid and whether it is settled. Spec 001 §9 lists these for expenses; incomes
 * use the same lists so that the two books read alike.
 */
export const LEDGER_PAYMENT_METHODS = ['Cash', 'Card', 'Insurance', 'Online'] as const;

/** Spec 001 §4: Paid or Pending (the other values the old screens tolerated are not kept). */
export const LEDGER_PAYMENT_STATUSES = ['Paid', 'Pending'] as const;
export const LEDGER_PAYMENT_STATUS_COLORS = { Paid: 'success', Pending: 'warning' } as const;

/** Receipts are scans or photos: PDF, JPEG or PNG. */
export const RECEIPT_FILE_TYPES = ['pdf', 'jpeg', 'png'] as const satisfies readonly FileType[];

/** The payment fields both books have, in this order: how much, how, whether settled, and when. */
export const LEDGER_PAYMENT_FIELDS = {
  amount: money({ label: 'Amount', required: true, min: 0.01 }),
  currency: text({
    label: 'Currency',
    max: 3,
    readOnly: true,
    help: 'The clinic’s currency when the record was saved (Settings → Localisation)',
  }),
  paymentMethod: choice({ label: 'Payment Method', required: true, options: LEDGER_PAYMENT_METHODS }),
  paymentStatus: choice({
    label: 'Payment Status',
    required: true,
    options: LEDGER_PAYMENT_STATUSES,
    default: 'Pending',
    colors: LEDGER_PAYMENT_STATUS_COLORS,
  }),
  transactionDate: date({ label: 'Transaction Date', required: true }),
};

/** The last fields of both books: free notes and the receipts. */
export const LEDGER_NOTE_FIELDS = {
  notes: longText({ label: 'Notes', max: 2000 }),
  receiptAttachments: files({ label: 'Receipts', accept: RECEIPT_FILE_TYPES, maxFiles: 10 }),
};

/** How both books page their lists: newest transaction first, five a page. */
export const LEDGER_LIST_PAGING = {
  defaultSort: '-transactionDate',
  pageSize: 5,
  pageSizeOptions: [5, 10, 15, 20],
};

/** The summary tiles of a book: its total (labelled `total`), then what is paid and what is pending. */
export const ledgerTiles = (total: string): SummaryTile<'amount' | 'paymentStatus' | 'currency'>[] => [
  { label: total, sum: 'amount', byCurrency: 'currency' },
  ...LEDGER_PAYMENT_STATUSES.map((status) => ({
    label: status,
    where: { field: 'paymentStatus' as const, in: [status] },
    sum: 'amount' as const,
    byCurrency: 'currency' as const,
  })),
];
