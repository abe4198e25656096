import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { MUI_WITHOUT_CSS_VARS } from './apps/web/muiWithoutCssVars';

/** Test files at once: one per core (a busy machine gets no more work than it has cores for). */
const cores = Math.max(1, os.availableParallelism());
/** Browser test files at once: each runs a Chromium against one shared server, so at most 3; E2E_WORKERS overrides. */
const e2eWorkers = Number(process.env.E2E_WORKERS) || Math.min(3, cores);
/** Tests of several server processes on one database (`*.pg.int.test.ts`): PostgreSQL only, so collected only there. */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
/**
 * A browser test waits for what a person waits for, so on a machine loaded beyond its cores
 * every wait stretches: the browser tests' time limits grow with the load when the run starts
 * (at most 4×; E2E_TIMEOUT_SCALE overrides). They catch a hang either way; a slow machine is not a failure.
 */
const e2eScale =
  Number(process.env.E2E_TIMEOUT_SCALE) ||
  Math.min(4, Math.max(1, Math.round(((os.loadavg()[0] ?? 0) / cores) * 10) / 10));

/**
 * The Fastify app through inject() against a real database. The other files share their worker
 * process (`isolate: false`): importing the app and compiling PGlite once per worker instead of
 * once per file takes a third off the API tests' time; each file still has a database of its own.
 */
function apiProject(name: string, include: string[]) {
  return {
    test: {
      name,
      include,
      exclude: onPostgres ? ['**/node_modules/**'] : ['**/*.pg.int.test.ts', '**/node_modules/**'],
      isolate: false,
      globalSetup: ['apps/server/src/test/global-setup.ts'],
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
 * Three kinds of projects: unit (pure logic), api (the Fastify app through inject()
 * against a real database) and e2e (Chromium against the built app).
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: MUI_WITHOUT_CSS_VARS },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/web/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      apiProject('api', ['apps/server/src/**/*.int.test.ts']),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          testTimeout: 60_000 * e2eScale,
          hookTimeout: 120_000 * e2eScale,
          // A grid follows a search after a debounce and a request: on a busy machine that is seconds.
          expect: { poll: { timeout: 5_000 * e2eScale } },
          env: { E2E_TIMEOUT_SCALE: String(e2eScale) },
          globalSetup: ['e2e/support/global-setup.ts'],
          maxWorkers: e2eWorkers,
        },
      },
    ],
  },
});
