/** An open invoice as credit allocation reads it. */
export interface OpenInvoice {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  /** What it still owes, in cents. */
  balance: number;
}

/** How a patient's credit is used: on the oldest open invoice first, or only when staff apply it. */
export const CREDIT_APPLICATIONS = ['automatic', 'manual'] as const;
export type CreditApplication = (typeof CREDIT_APPLICATIONS)[number];

/**
 * Where `credit` cents of a patient's credit go: `first` (the invoice an
 * overpayment was meant for) before the others, then the oldest open invoice
 * (by date, then id) until the credit or the invoices run out. Never more
 * than an invoice owes; the rest stays credit.
 */
export function allocateCredit(
  credit: number,
  open: readonly OpenInvoice[],
  first?: number,
): { invoice: number; amount: number }[] {
  const order = [...open]
    .filter((i) => i.balance > 0)
    .sort((a, b) =>
      a.id === first ? -1 : b.id === first ? 1 : a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id,
    );
  const out: { invoice: number; amount: number }[] = [];
  let left = credit;
  for (const invoice of order) {
    if (left <= 0) break;
    const amount = Math.min(left, invoice.balance);
    out.push({ invoice: invoice.id, amount });
    left -= amount;
  }
  return out;
}
