import { defineConfig } from 'vitest/config';
import { CALENDAR_API_TESTS, CALENDAR_UNIT_TESTS } from './scripts/calendar-tests.ts';
import { SlowFirstSequencer } from './scripts/slow-first.ts';
import { apiProject, realDayApiProject, unitProject } from './vitest.projects.ts';

/**
 * The clock matrix (`npm test`'s "tests on fixed days", scripts/test.mjs): the tests that read
 * the calendar, run again with the app's clock fixed on each of these days (TEST_TODAY), in the
 * day's time zone (TZ: the clinic's zone is the process's and the database session's). A test
 * that passes only on some days fails here on the day it does not. On one engine (`npm test` picks
 * PostgreSQL when TEST_DATABASE_URL is set, the faster of the two, else PGlite): the engines share the
 * SQL that reads the clock (`app_now()`). Both engines run every other test on the real day; these run on the
 * real day on PGlite only. WITH_REAL_DAY_API=1 adds the other API files on the real day, as one run with the
 * fixed days (`npm test`'s PostgreSQL step): one template database, one start and one last file to wait for,
 * not two.
 */
export const CLOCK_DAYS = [
  { day: '2026-11-30', zone: 'UTC', why: 'a Monday, the last day of a month', api: false },
  { day: '2028-02-29', zone: 'UTC', why: 'a Tuesday, 29 February', api: false },
  { day: '2026-09-30', zone: 'UTC', why: 'a Wednesday, the last day of a month', api: false },
  { day: '2026-12-31', zone: 'UTC', why: 'a Thursday, 31 December', api: true },
  { day: '2036-02-29', zone: 'UTC', why: 'a Friday, 29 February, the last day of a month', api: true },
  { day: '2026-10-31', zone: 'UTC', why: 'a Saturday, the last day of a month', api: false },
  { day: '2027-03-28', zone: 'Europe/Paris', why: 'a Sunday, summer time begins in Paris', api: true },
  { day: '2026-10-25', zone: 'Europe/Paris', why: 'a Sunday, summer time ends in Paris', api: false },
] as const;
/*
 * The API tests run on the three days marked `api` (unit tests on all eight), each chosen to meet several
 * edges at once: a year end on a Thursday, 29 February on a Friday (a month end; the week's range once
 * reversed on Thursdays and Fridays), and the spring summer-time change on a Sunday, in Paris. Five days
 * took 3 min 36 s of a 26-minute CI on a 2-core AMD EPYC at 2.1 GHz, three 2 min 34 s (2026-12-02); the
 * Friday, 29 February of 2036, ten years out, found the age bands reading the database's own date.
 */

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      ...(process.env.WITH_REAL_DAY_API === '1' ? [realDayApiProject(true)] : []),
      ...CLOCK_DAYS.flatMap(({ day, zone, api }) => {
        const env = { TEST_TODAY: day, TZ: zone };
        const unit = unitProject(`unit ${day}`, CALENDAR_UNIT_TESTS, env);
        return api ? [unit, apiProject(`api ${day}`, CALENDAR_API_TESTS, env)] : [unit];
      }),
    ],
  },
});
