import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './scripts/slow-first.ts';
import { cores, realDayApiProject, UNIT_FILES, unitProject } from './vitest.projects.ts';

/**
 * Browser test files at once: one more than the cores, at most 3 (each runs a Chromium against one
 * shared server, and waits on it and on its page part of the time). The whole browser suite on 2 cores,
 * 2026-11-29: 2 workers 15 min 31 s (CI), 3 workers 10 min 14 s, 4 workers 11 min 46 s. E2E_WORKERS overrides.
 */
const e2eWorkers = Number(process.env.E2E_WORKERS) || Math.min(3, cores + 1);
/**
 * A browser test waits for what a person waits for, so on a machine loaded beyond its cores
 * every wait stretches: the browser tests' time limits grow with the load when the run starts
 * (at most 4×; E2E_TIMEOUT_SCALE overrides). They catch a hang either way; a slow machine is not a failure.
 * The load at the start does not see the load the run itself makes (three Chromiums on two cores):
 * a test's own limit leaves room for that: 2 minutes, where the longest tests took 50-60 s on a
 * 2-core AMD EPYC at 2.1 GHz with three workers and an idle start (three timed out at 60 s; two files
 * took 2.4× as long as with one worker), 2026-11-29. A hang is still caught sooner by the action it
 * hangs on (15 s a click or a wait, support/browser.ts).
 */
const E2E_TEST_MS = 120_000;
const e2eScale =
  Number(process.env.E2E_TIMEOUT_SCALE) ||
  Math.min(4, Math.max(1, Math.round(((os.loadavg()[0] ?? 0) / cores) * 10) / 10));

/**
 * Three kinds of projects: unit (pure logic), api (the Fastify app through inject()
 * against a real database) and e2e (Chromium against the built app).
 */
export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      unitProject('unit', UNIT_FILES),
      realDayApiProject(false),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          // Two server processes on one PostgreSQL database (`*.pg.spec.ts`): only with one to run them on.
          exclude: process.env.TEST_DATABASE_URL
            ? ['**/node_modules/**']
            : ['e2e/**/*.pg.spec.ts', '**/node_modules/**'],
          testTimeout: E2E_TEST_MS * e2eScale,
          hookTimeout: E2E_TEST_MS * e2eScale,
          // A grid follows a search after a debounce and a request: on a busy machine that is seconds.
          expect: { poll: { timeout: 5_000 * e2eScale } },
          env: { E2E_TIMEOUT_SCALE: String(e2eScale) },
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['e2e/support/on-failure.ts'],
          // The files share their worker, and so its Chromium and pooled page (support/browser.ts).
          isolate: false,
          maxWorkers: e2eWorkers,
        },
      },
    ],
  },
});
