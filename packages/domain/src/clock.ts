/**
 * The application's clock: what every "now" and "today" of the app and its tests reads, on the
 * server, in the browser and (as `app_now()`, see the server's `db/clock-session.ts`) in SQL.
 *
 * It is the real time unless a run fixes the day (`TEST_TODAY=YYYY-MM-DD`, through `fixToday`): then
 * it reads that day at noon, in the process's time zone, from the moment the day was fixed, and
 * moves on in real time from there. Noon keeps a test that runs for minutes on the day it was
 * given, whatever the time zone; moving on keeps timestamps in order.
 */

const MINUTE_MS = 60_000;

/** Milliseconds between the real time and the app's. */
let shiftMs = 0;

/** The app's current instant. */
export const now = (): Date => new Date(Date.now() + shiftMs);

/** The app's current instant in milliseconds since 1970. */
export const nowMs = (): number => Date.now() + shiftMs;

/** How far the clock is from the real time, in milliseconds (0 unless a day is fixed). */
export const clockShiftMs = (): number => shiftMs;

/** The calendar day of `date` in the process's time zone, `YYYY-MM-DD`. */
export function localDay(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * MINUTE_MS);
  return local.toISOString().slice(0, 10);
}

/** Today in the process's time zone (the clinic's, on its own PC), `YYYY-MM-DD`. */
export const today = (): string => localDay(now());

/** Today in UTC, `YYYY-MM-DD`: the day of an instant stored as UTC. */
export const todayUtc = (): string => now().toISOString().slice(0, 10);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Fixes the clock on `day` at noon local time, from now on (null: the real time again).
 * Refuses anything but a real calendar day, so a mistyped TEST_TODAY fails the run loudly.
 */
export function fixToday(day: string | null | undefined): void {
  if (!day) {
    shiftMs = 0;
    return;
  }
  const [y, m, d] = day.split('-').map(Number);
  const noon = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, 12, 0, 0, 0);
  if (!DAY.test(day) || localDay(noon) !== day)
    throw new Error(`TEST_TODAY must be a calendar day YYYY-MM-DD, not "${day}"`);
  shiftMs = noon.getTime() - Date.now();
}
