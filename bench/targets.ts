// What the benchmark's endpoints share: the page size, the clinic's clock and week, and the bare route.
import { addDays, WEEK_DAYS, weekDayOfDate } from '@chairside/domain';
import type { WantedIndex } from './explain.js';
import type { Target } from './load.js';

export const PAGE_SIZE = 20;

/** A request the explain step serves in process (explain.ts). */
export interface BenchTarget extends Target {
  signedIn: boolean;
  index?: WantedIndex;
}

/** The clinic's today and time, by this machine's clock (the server shares it). */
export function clinicClock(now = new Date()): { today: string; nowMinutes: number } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    today: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    nowMinutes: now.getHours() * 60 + now.getMinutes(),
  };
}

/** Monday to Sunday of the week that holds the date. */
export function weekOf(date: string): { from: string; to: string } {
  const from = addDays(date, -WEEK_DAYS.indexOf(weekDayOfDate(date)));
  return { from, to: addDays(from, 6) };
}

/** The clinic the generator gives the doctors and appointments: the first of a fresh table. */
export const BOOK_CLINIC = 1;

/** No cookie: with one, the guard would look the session up in the database. */
export const PING: BenchTarget = { name: 'ping (no I/O)', path: '/api/ping', signedIn: false };
