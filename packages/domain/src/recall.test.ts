import { describe, expect, it } from 'vitest';
import { addMonths, recallDueDate } from './recall.js';

describe('recall due dates', () => {
  it('keeps the day of the month when the month has it', () => {
    expect(recallDueDate('2026-03-15', { intervalMonths: 6 })).toBe('2026-09-15');
    expect(recallDueDate('2026-11-30', { intervalMonths: 3 })).toBe('2027-02-28');
  });

  it('lands on the last day of a shorter month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
  });

  it('counts from a leap day', () => {
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29');
    expect(addMonths('2028-02-29', 6)).toBe('2028-08-29');
  });

  it('crosses year ends both ways', () => {
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-31');
    expect(addMonths('2026-10-15', 3)).toBe('2027-01-15');
    expect(addMonths('2027-01-31', -2)).toBe('2026-11-30');
  });

  it('adds days after months, as PostgreSQL adds an interval of months and days', () => {
    expect(recallDueDate('2026-08-31', { intervalMonths: 6, intervalDays: 1 })).toBe('2027-03-01');
    expect(recallDueDate('2027-12-31', { intervalDays: 60 })).toBe('2028-02-29');
    expect(recallDueDate('2026-05-05', { intervalMonths: null, intervalDays: 14 })).toBe('2026-05-19');
  });
});
