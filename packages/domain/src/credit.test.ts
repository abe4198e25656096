import { describe, expect, it } from 'vitest';
import { allocateCredit } from './credit.js';

const open = [
  { id: 7, date: '2026-03-01', balance: 5000 },
  { id: 3, date: '2026-01-15', balance: 2000 },
  { id: 9, date: '2026-01-15', balance: 1000 },
];

describe('credit allocation', () => {
  it('pays the oldest open invoice first (the lower id on the same day), never more than it owes', () => {
    expect(allocateCredit(2500, open)).toEqual([
      { invoice: 3, amount: 2000 },
      { invoice: 9, amount: 500 },
    ]);
  });
  it('pays the invoice an overpayment was for before the older ones', () => {
    expect(allocateCredit(6000, open, 7)).toEqual([
      { invoice: 7, amount: 5000 },
      { invoice: 3, amount: 1000 },
    ]);
  });
  it('keeps what no invoice owes as credit, and allocates nothing without credit or open invoices', () => {
    const all = allocateCredit(10_000, open);
    expect(all.reduce((n, a) => n + a.amount, 0)).toBe(8000);
    expect(allocateCredit(0, open)).toEqual([]);
    expect(allocateCredit(500, [{ id: 1, date: '2026-01-01', balance: 0 }])).toEqual([]);
  });
});
