import { afterEach, describe, expect, it } from 'vitest';
import { clockShiftMs, fixToday, localDay, now, nowMs, today, todayUtc } from './clock.js';

describe('the app clock', () => {
  afterEach(() => fixToday(process.env.TEST_TODAY));

  it('reads a fixed day at noon, local time, and moves on from there', async () => {
    fixToday('2028-02-29');
    expect(today()).toBe('2028-02-29');
    expect(now().getHours()).toBe(12);
    const first = nowMs();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(nowMs()).toBeGreaterThan(first);
    expect(today()).toBe('2028-02-29');
  });

  it('gives the same UTC day as local day at noon in a zone within twelve hours', () => {
    fixToday('2026-12-31');
    expect(todayUtc()).toBe('2026-12-31');
    expect(localDay(now())).toBe('2026-12-31');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => fixToday('2026-02-30')).toThrow(/TEST_TODAY/);
    expect(() => fixToday('27/11/2026')).toThrow(/TEST_TODAY/);
  });

  it('is the real time again without a day', () => {
    fixToday('2001-01-01');
    expect(clockShiftMs()).not.toBe(0);
    fixToday(null);
    expect(clockShiftMs()).toBe(0);
  });
});
