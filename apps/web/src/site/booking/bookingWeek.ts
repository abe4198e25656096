import { addDays, BOOKING_RANGE_DAYS } from '@chairside/domain';

/** Days a visitor looks at in one go. */
export const WEEK_DAYS_SHOWN = 7;

/** The week starting `offset` weeks after today: never before today, always within one slots request. */
export function bookingWeek(today: string, offset: number): { from: string; to: string } {
  const from = addDays(today, Math.max(0, offset) * WEEK_DAYS_SHOWN);
  return { from, to: addDays(from, Math.min(WEEK_DAYS_SHOWN, BOOKING_RANGE_DAYS) - 1) };
}

/** A fresh idempotency key: one per booking attempt, kept when the same attempt is sent again. */
export const newIdempotencyKey = (): string => crypto.randomUUID();
