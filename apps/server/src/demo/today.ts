import { todayUtc } from '@chairside/domain';

/**
 * The demo clinic's today, midnight UTC in milliseconds: the app's clock, so a demo seeded on any day
 * (or in a test of a fixed day) has its last year of history behind it and its coming visits ahead.
 */
export const demoToday = (): number => Date.parse(todayUtc());

/** The demo's today (or `offset` days from it) as `YYYY-MM-DD`. */
export const demoDay = (offset = 0): string =>
  offset ? new Date(demoToday() + offset * 86_400_000).toISOString().slice(0, 10) : todayUtc();
