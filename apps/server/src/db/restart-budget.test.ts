import { describe, expect, it } from 'vitest';
import { RestartBudget } from './restart-budget.js';

describe('RestartBudget', () => {
  it('allows so many restarts within any window, and one more as each old one leaves it', () => {
    let now = 0;
    const budget = new RestartBudget(3, 60_000, () => now);
    const takeAt = (at: number) => {
      now = at;
      return budget.take();
    };
    expect([takeAt(0), takeAt(10_000), takeAt(20_000), takeAt(59_999)]).toEqual([true, true, true, false]);
    expect([takeAt(60_000), takeAt(60_001)]).toEqual([true, false]);
    expect([takeAt(70_000), takeAt(80_000), takeAt(80_001)]).toEqual([true, true, false]);
  });
});
