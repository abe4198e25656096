// What the benchmark loads: the requests a clinic makes all day and what each must answer.
import { addDays, CALENDAR_LIMIT, WEEK_DAYS, weekDayOfDate } from '@chairside/domain';
import { archivedAmong, liveWithSurname, SURNAMES } from './data/patients.js';
import type { WantedIndex } from './explain.js';
import type { Target } from './load.js';
import type { BenchOptions } from './options.js';

export const PAGE_SIZE = 20;

export interface BenchTarget extends Target {
  /** Needs the signed-in admin's cookie. */
  signedIn: boolean;
  /** Checks the one response before the load; returns what to print about it, throws when it is wrong. */
  verify(body: unknown): string;
  /** Explain what it runs (every target but ping). */
  explain: boolean;
  /** Print its plans in full, not only the indexes they use. */
  showPlan?: boolean;
  /** The index it should read a table through: the run says whether it does. */
  index?: WantedIndex;
  /** Issue 16's bound on its p99 latency, per engine (verdicts.ts). */
  p99Ms?: P99Goal;
}

export interface P99Goal {
  postgres: number;
  pglite: number;
}

/** Issue 16: the patients list and its summary within 50 ms (PostgreSQL) and 150 ms (PGlite) at p99. */
const LIST_GOAL: P99Goal = { postgres: 50, pglite: 150 };

interface Page {
  items: unknown[];
  total: number;
}

function asPage(body: unknown, what: string): Page {
  const page = body as Partial<Page>;
  if (!Array.isArray(page.items) || typeof page.total !== 'number') throw new Error(`${what}: not a page of records`);
  return page as Page;
}

function expectPage(body: unknown, what: string, total: number | undefined): string {
  const page = asPage(body, what);
  if (page.items.length !== PAGE_SIZE) throw new Error(`${what}: ${page.items.length} items, expected ${PAGE_SIZE}`);
  if (total !== undefined && page.total !== total) throw new Error(`${what}: total ${page.total}, expected ${total}`);
  return `${page.total} matching rows`;
}

export function patientTargets(opts: BenchOptions): BenchTarget[] {
  const live = opts.patients - archivedAmong(opts.patients);
  const surname = SURNAMES.findIndex((s) => s.toLowerCase() === opts.q.toLowerCase());
  const searched = surname >= 0 ? liveWithSurname(opts.patients, surname) : undefined;
  const deepPage = Math.max(1, Math.floor(live / PAGE_SIZE / 2));
  const list = (query: string) => `/api/patients?${query}`;
  return [
    {
      name: `patients search q=${opts.q} p3`,
      path: list(`page=3&pageSize=${PAGE_SIZE}&sort=fullName&q=${encodeURIComponent(opts.q)}`),
      signedIn: true,
      verify: (body) => expectPage(body, 'search', searched),
      p99Ms: LIST_GOAL,
      explain: true,
    },
    {
      name: `patients page ${deepPage}`,
      path: list(`page=${deepPage}&pageSize=${PAGE_SIZE}&sort=fullName`),
      signedIn: true,
      verify: (body) => expectPage(body, 'deep page', live),
      p99Ms: LIST_GOAL,
      explain: true,
    },
    {
      name: 'patients summary',
      path: '/api/patients/summary',
      signedIn: true,
      p99Ms: LIST_GOAL,
      verify: (body) => {
        const summary = body as { tiles?: { label: string; value: unknown }[]; charts?: unknown[] };
        const total = summary.tiles?.[0]?.value;
        if (total !== live) throw new Error(`summary: first tile ${JSON.stringify(total)}, expected ${live}`);
        return `${summary.tiles?.length} tiles, ${summary.charts?.length} charts over ${total} patients`;
      },
      explain: true,
    },
  ];
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

/**
 * The appointment book's week view: what the calendar asks for to show one
 * clinic's week, Monday to Sunday, all doctors, in one request.
 */
export function weekTarget(today: string): BenchTarget {
  const { from, to } = weekOf(today);
  return {
    name: `week ${from} clinic ${BOOK_CLINIC}`,
    path: `/api/appointments/calendar?from=${from}&to=${to}&clinic=${BOOK_CLINIC}`,
    signedIn: true,
    explain: true,
    showPlan: true,
    p99Ms: { postgres: 100, pglite: 250 },
    // One clinic's days in order, without reading the rest of the year.
    index: { table: 'appointments', columns: ['clinic', 'appointment_date'] },
    verify: (body) => {
      const week = body as {
        items?: { clinic: number; doctor: number; appointmentDate: string }[];
        truncated?: boolean;
      };
      if (!Array.isArray(week.items) || !week.items.length) throw new Error('week view: no appointments');
      if (week.truncated) throw new Error(`week view: truncated at ${CALENDAR_LIMIT}`);
      const stray = week.items.find(
        (a) => a.clinic !== BOOK_CLINIC || a.appointmentDate < from || a.appointmentDate > to,
      );
      if (stray) throw new Error(`week view: ${JSON.stringify(stray)} is outside the clinic's week`);
      const doctors = new Set(week.items.map((a) => a.doctor)).size;
      return `${week.items.length} appointments of ${doctors} doctors`;
    },
  };
}

/** No cookie: with one, the guard would look the session up in the database. */
export const PING: BenchTarget = {
  name: 'ping (no I/O)',
  path: '/api/ping',
  signedIn: false,
  verify: () => 'pong',
  explain: false,
};

/**
 * What a request that needs no database waits while others keep the server busy: with PGlite on the
 * server's thread, every statement stalled it. `busy` is loaded by the usual connections, ping by one.
 */
export function pingAlongside(busy: BenchTarget): BenchTarget {
  return {
    ...PING,
    name: `ping while ${busy.name} is loaded`,
    p99Ms: { postgres: 10, pglite: 10 },
  };
}
