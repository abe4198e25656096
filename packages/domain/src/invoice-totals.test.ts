import { describe, expect, it } from 'vitest';
import { invoiceTotals, mulDivHalfUp } from './invoice-totals.js';

describe('invoiceTotals', () => {
  it('rounds tax half-up once: 3 × 33.33 at 7.5% is 107.49', () => {
    const t = invoiceTotals({
      lines: [{ quantity: 3, unitCents: 3333 }],
      discountCents: null,
      discountPercent: null,
      taxRate: 7.5,
    });
    expect(t).toEqual({ lineCents: [9999], subtotal: 9999, discount: 0, tax: 750, total: 10749 });
  });

  it('applies a percentage discount before tax', () => {
    const t = invoiceTotals({
      lines: [
        { quantity: 1, unitCents: 12000 },
        { quantity: 2, unitCents: 5000 },
      ],
      discountCents: null,
      discountPercent: 12.5,
      taxRate: 10,
    });
    expect(t).toMatchObject({ subtotal: 22000, discount: 2750, tax: 1925, total: 21175 });
  });

  it('applies an amount discount', () => {
    const t = invoiceTotals({
      lines: [{ quantity: 1, unitCents: 5000 }],
      discountCents: 1000,
      discountPercent: null,
      taxRate: null,
    });
    expect(t).toMatchObject({ subtotal: 5000, discount: 1000, tax: 0, total: 4000 });
  });

  it('rounds exact halves up', () => {
    expect(mulDivHalfUp(1, 1, 2)).toBe(1);
    expect(mulDivHalfUp(3, 1, 2)).toBe(2);
    expect(mulDivHalfUp(1, 1, 3)).toBe(0);
  });
});
