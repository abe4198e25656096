/**
 * An invoice's amounts, in integer cents, from its lines, its discount and its
 * tax rate. The one rounding step: a percentage (discount or tax) applied to
 * an amount in cents is computed exactly in integers and rounded half-up to
 * the cent once; line totals and sums are exact.
 */
export interface InvoiceLineInput {
  quantity: number;
  unitCents: number;
}

export interface InvoiceTotalsInput {
  lines: readonly InvoiceLineInput[];
  /** A fixed discount in cents, or null. */
  discountCents: number | null;
  /** A percentage with at most 2 places (12.5), or null. */
  discountPercent: number | null;
  /** A percentage with at most 3 places (7.5), or null. */
  taxRate: number | null;
}

export interface InvoiceTotals {
  lineCents: number[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** `value × numerator / denominator`, rounded half-up, for non-negative integers (BigInt: no float on the way). */
export function mulDivHalfUp(value: number, numerator: number, denominator: number): number {
  const n = BigInt(value) * BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/** A decimal number with at most `places` places as an integer of that scale (7.5, 3 → 7500), exactly. */
export const scaled = (v: number, places: number): number => Math.round(v * 10 ** places);

export function invoiceTotals(input: InvoiceTotalsInput): InvoiceTotals {
  const lineCents = input.lines.map((l) => l.quantity * l.unitCents);
  const subtotal = lineCents.reduce((a, b) => a + b, 0);
  const discount =
    input.discountPercent !== null && input.discountPercent > 0
      ? mulDivHalfUp(subtotal, scaled(input.discountPercent, 2), 100_00)
      : (input.discountCents ?? 0);
  const taxable = Math.max(0, subtotal - discount);
  const tax =
    input.taxRate !== null && input.taxRate > 0 ? mulDivHalfUp(taxable, scaled(input.taxRate, 3), 100_000) : 0;
  return { lineCents, subtotal, discount, tax, total: taxable + tax };
}

/** The insurer's estimated part of `cents` at `coverage` percent (2 places), rounded half-up once. */
export const insurerPart = (cents: number, coverage: number): number =>
  coverage > 0 ? mulDivHalfUp(cents, scaled(coverage, 2), 100_00) : 0;

/** A fee split into the insurer's estimated part and the patient's share (what is left), in cents. */
export function feeShares(cents: number, coverage: number): { insurance: number; patient: number } {
  const insurance = insurerPart(cents, coverage);
  return { insurance, patient: cents - insurance };
}
