import type { FileType } from './files.js';

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
