import { describe, expect, it } from 'vitest';
import { centsToMoney, fieldSchema, MONEY_MAX_CENTS, money, moneyToCents, withinMoneyLimit } from './fields.js';

describe('money', () => {
  it('parses decimal strings to integer cents from their digits, exactly up to the limit', () => {
    expect(moneyToCents('999999999.99')).toBe(MONEY_MAX_CENTS);
    expect(moneyToCents('0.1')).toBe(10);
    expect(moneyToCents('-12.05')).toBe(-1205);
    expect(moneyToCents('-0.00')).toBe(0);
    expect(moneyToCents('123456789012.34')).toBe(12_345_678_901_234);
    expect(centsToMoney(moneyToCents('999999999.99'))).toBe('999999999.99');
  });

  it('bounds an amount to 999999999.99 either way', () => {
    expect(withinMoneyLimit('999999999.99')).toBe(true);
    expect(withinMoneyLimit('1000000000.00')).toBe(false);
    expect(withinMoneyLimit('-1000000000.00')).toBe(false);
    const amount = fieldSchema(money({ label: 'Amount', required: true, min: 0.01 }));
    expect(amount.safeParse('999999999.99').success).toBe(true);
    expect(amount.safeParse('1000000000.00').error?.issues[0]?.message).toBe('Amount must be at most 999999999.99');
    expect(amount.safeParse('0.00').error?.issues[0]?.message).toBe('Amount must be at least 0.01');
  });
});
