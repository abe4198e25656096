import os from 'node:os';
import { MUI_WITHOUT_CSS_VARS } from './apps/web/muiWithoutCssVars.ts';
import { CALENDAR_API_TESTS } from './scripts/calendar-tests.ts';

/** Fixes the app's clock on TEST_TODAY in unit and API tests (the clock matrix). */
const CLOCK_SETUP = 'scripts/vitest-clock-setup.ts';

/** Test files at once: one per core (a busy machine gets no more work than it has cores for). */
export const cores = Math.max(1, os.availableParallelism());
/** Tests of several server processes on one database (`*.pg.int.test.ts`): PostgreSQL only, so collected only there. */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

export const UNIT_FILES = [
  'packages/*/src/**/*.test.ts',
  'apps/*/src/**/*.test.ts',
  'apps/web/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/*.test.ts',
];
export const API_FILES = ['apps/server/src/**/*.int.test.ts'];
/**
 * API tests run on PGlite only, since the PostgreSQL step would repeat them unchanged: the role × route
 * matrix decides before any statement (3,729 cases, the suite's longest files; each route's own tests run
 * on both engines), and the embedded database's own thread is PGlite whatever TEST_DB says.
 */
const PGLITE_ONLY = [
  'apps/server/src/auth/permissions*.int.test.ts',
  'apps/server/src/db/pglite-thread*.int.test.ts',
  'apps/server/src/db/pglite-template.int.test.ts',
];

/**
 * Pure logic, in one process per core; `env`: what the project's files run with (a fixed day). The files
 * share their worker (`isolate: false`): importing the domain's record definitions once per worker, not once
 * per file, was most of the unit step (setup 47 s against 6 s of tests); a file that changes the clock, the
 * timers or a global puts it back in its `afterEach`.
 */
export function unitProject(name: string, include: string[], env: Record<string, string> = {}) {
  return {
    resolve: { alias: MUI_WITHOUT_CSS_VARS },
    test: {
      name,
      include,
      exclude: ['**/*.int.test.ts', '**/node_modules/**'],
      setupFiles: [CLOCK_SETUP],
      env,
      isolate: false,
      maxWorkers: cores,
    },
  };
}

/**
 * The Fastify app through inject() against a real database. The other files share their worker
 * process (`isolate: false`): importing the app and compiling PGlite once per worker instead of
 * once per file takes a third off the API tests' time; each file still has a database of its own.
 */
export function apiProject(name: string, include: string[], env: Record<string, string> = {}) {
  return {
    test: {
      name,
      include,
      exclude: onPostgres ? [...PGLITE_ONLY, '**/node_modules/**'] : ['**/*.pg.int.test.ts', '**/node_modules/**'],
      isolate: false,
      globalSetup: ['apps/server/src/test/global-setup.ts'],
      setupFiles: [CLOCK_SETUP],
      env,
      testTimeout: 30_000,
      // A file's beforeAll copies the migrated template database: seconds on an idle machine,
      // minutes on one with a load of 30. Waiting is cheap; a false failure is not.
      hookTimeout: 600_000,
      pool: 'forks' as const,
      maxWorkers: cores,
    },
  };
}

/**
 * The API files on the real day; `withoutCalendar`: less those that read the calendar, for a run that has
 * them on the clock matrix's fixed days instead (vitest.clock.config.ts with WITH_REAL_DAY_API=1).
 */
export function realDayApiProject(withoutCalendar: boolean) {
  const api = apiProject('api', API_FILES);
  if (withoutCalendar) api.test.exclude.push(...CALENDAR_API_TESTS);
  return api;
}
