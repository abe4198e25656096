import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimalText, formatFixed, formatMoneyText, moneyAffixes } from './number-format.js';

describe('one formatter for money and numbers, on screen and in documents', () => {
  it('groups thousands and keeps the currency’s places, exactly', () => {
    expect(formatMoneyText('2250.00', { currency: 'USD', symbol: '$' })).toBe('$2,250.00');
    expect(formatMoneyText('2250', { currency: 'USD', symbol: '$' })).toBe('$2,250.00');
    expect(formatMoneyText('90071992547409.93', { currency: 'USD', symbol: '$' })).toBe('$90,071,992,547,409.93');
    expect(formatMoneyText('-4.5', { currency: 'EUR', symbol: '€', language: 'fr' })).toBe('-4,50\u00a0€');
  });

  it('writes the ISO code after the amount when there is no symbol to draw', () => {
    expect(formatMoneyText('1500.00', { currency: 'MAD', symbol: null })).toBe('1,500.00 MAD');
  });

  it('gives a decimal field its places (a percentage 75 reads 75.00) and a decimal string its own', () => {
    expect(formatFixed(75, 2)).toBe('75.00');
    expect(formatFixed('1234.5', 2, 'fr')).toBe('1\u202f234,50');
    expect(formatDecimalText('4.350')).toBe('4.350');
    expect(formatFixed('n/a', 2)).toBe('n/a');
  });
});

describe('moneyAffixes', () => {
  it('puts the clinic’s symbol on the side the currency takes in the language', () => {
    expect(moneyAffixes({ currency: 'USD', symbol: '$' })).toEqual({ before: '$', after: '' });
    expect(moneyAffixes({ currency: 'EUR', symbol: '€', language: 'fr' })).toEqual({ before: '', after: '\u00a0€' });
    expect(moneyAffixes({ currency: 'MAD', symbol: 'د.م' })).toEqual({ before: 'د.م\u00a0', after: '' });
    expect(moneyAffixes({ currency: 'GBP', symbol: null })).toEqual({ before: '', after: ' GBP' });
  });
});

describe('formatCount', () => {
  it('groups a count as the language does, in Latin digits in Arabic too', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(12345, 'fr')).toBe('12\u202f345');
    expect(formatCount(12345, 'ar')).toMatch(/^12.345$/);
    expect(formatCount(0, 'es')).toBe('0');
    expect(formatCount(999, 'ar')).toBe('999');
    expect(formatCount(-1500, 'en')).toBe('-1,500');
  });
});
