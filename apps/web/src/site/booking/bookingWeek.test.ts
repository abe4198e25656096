import { describe, expect, it } from 'vitest';
import { bookingWeek, newIdempotencyKey } from './bookingWeek';

describe('bookingWeek', () => {
  it('starts today and moves a week at a time, never before today', () => {
    expect(bookingWeek('2026-11-23', 0)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(bookingWeek('2026-11-23', 1)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(bookingWeek('2026-12-29', 1)).toEqual({ from: '2027-01-05', to: '2027-01-11' });
    expect(bookingWeek('2026-11-23', -1)).toEqual(bookingWeek('2026-11-23', 0));
  });

  it('makes keys the server accepts, a new one each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9-]{16,100}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
