import { describe, expect, it } from 'vitest';
import { invoiceFormTotals, typedCents } from './invoiceFormTotals';

const names = new Map([[7, 'Filling']]);
const name = (id: number) => names.get(id);

describe('the invoice form’s running amounts', () => {
  it('reads amounts as typed, in cents, never as floats', () => {
    expect(typedCents('120')).toBe(12000);
    expect(typedCents('0.1')).toBe(10);
    expect(typedCents('33,33')).toBe(3333);
    expect(typedCents('12.')).toBe(1200);
    expect(typedCents('1.234')).toBeNull();
    expect(typedCents('')).toBeNull();
    expect(typedCents('abc')).toBeNull();
  });

  it('totals the lines with the server’s rounding: 3 × 33.33 at 7.5% tax is 107.49', () => {
    const t = invoiceFormTotals(
      { items: [{ description: 'Polish', quantity: '3', unitPrice: '33.33' }], taxRate: '7.5' },
      name,
    );
    expect(t).toMatchObject({ subtotal: 9999, discount: 0, tax: 750, total: 10749, lineCents: [9999] });
  });

  it('names a service line by its service, applies a percentage discount before tax, and skips the empty row', () => {
    const t = invoiceFormTotals(
      {
        items: [
          { service: 7, description: '', quantity: '2', unitPrice: '120.00' },
          { service: null, description: '', quantity: '1', unitPrice: '' },
        ],
        discountPercent: '10',
        discountAmount: '',
        taxRate: '',
      },
      name,
    );
    expect(t.lines).toEqual([{ label: 'Filling', quantity: 2, unitCents: 12000 }]);
    expect(t).toMatchObject({ subtotal: 24000, discount: 2400, tax: 0, total: 21600 });
  });

  it('counts a line still being typed as nothing, and a fixed discount in cents', () => {
    const t = invoiceFormTotals(
      {
        items: [
          { description: 'Crown', quantity: '', unitPrice: '500' },
          { description: 'X-ray', quantity: '1', unitPrice: '4x' },
          { description: 'Check-up', quantity: '1', unitPrice: '50.10' },
        ],
        discountAmount: '0.10',
      },
      name,
    );
    expect(t.lineCents).toEqual([0, 0, 5010]);
    expect(t).toMatchObject({ subtotal: 5010, discount: 10, total: 5000 });
  });
});
