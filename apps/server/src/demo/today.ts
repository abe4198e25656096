import { todayUtc } from '@chairside/domain';

/**
 * The demo clinic's today, midnight UTC in milliseconds: the app's clock, so a demo seeded on any day
 * (or in a test of a fixed day) has its last year of history behind it and its coming visits ahead.
 */
export const demoToday = (): number => Date.parse(todayUtc());

/** The demo's today as `YYYY-MM-DD`. */
export const demoDay = (): string => todayUtc();
