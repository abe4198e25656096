import { describe, expect, it } from 'vitest';
import { defaultSalesPeriod, salesPeriodProblem } from './sales-analytics.js';

describe('the sales period', () => {
  it('is the last 12 months when none is asked for, from the first of the month 11 months back', () => {
    expect(defaultSalesPeriod('2026-11-27')).toEqual({ from: '2025-12-01', to: '2026-11-27' });
    expect(defaultSalesPeriod('2027-01-01')).toEqual({ from: '2026-02-01', to: '2027-01-01' });
    expect(defaultSalesPeriod('2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(defaultSalesPeriod('2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('is refused when reversed or longer than five years', () => {
    expect(salesPeriodProblem('2026-02-01', '2026-01-31')?.path).toBe('to');
    expect(salesPeriodProblem('2021-11-26', '2026-11-27')?.path).toBe('from');
    expect(salesPeriodProblem('2021-11-27', '2026-11-27')).toBeNull();
  });
});
