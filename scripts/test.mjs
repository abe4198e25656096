// npm test: lint, typecheck, unit, API (PGlite, then PostgreSQL when TEST_DATABASE_URL
// is set), then the browser tests in Chromium against the built app. The summary gives
// each step's duration, and counts test files that failed (a hook that timed out fails
// its file while its tests count as skipped) as failures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findOrInstallChromium } from './chromium.mjs';
import { buildIfStale, run } from './lib.mjs';
import { summarise } from './vitest-report.mjs';

const totals = { passed: 0, failed: 0, skipped: 0, files: 0, failedFiles: 0 };
/** The machine and its load, for the summary: the same suite takes 13 minutes on one 2-core machine and 30 on another. */
const loadNow = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
/** The CPU's speed as words ("at 2596 MHz"), or nothing where neither Node nor /proc/cpuinfo tells it. */
function cpuSpeed() {
  let mhz = os.cpus()[0]?.speed ?? 0;
  if (!mhz) {
    try {
      mhz = Math.round(Number(/cpu MHz\s*:\s*([\d.]+)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1]));
    } catch {
      // not Linux: no speed to tell
    }
  }
  return mhz > 0 ? ` at ${mhz} MHz` : '';
}
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}${cpuSpeed()}, load ${loadNow()} at the start`;
const results = [];
const failures = [];

const seconds = (ms) =>
  ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${Math.round(ms / 1000)} s`;

/** Runs one step and records whether it passed and how long it took. */
async function timed(name, body) {
  process.stdout.write(`\n━━ ${name}\n`);
  const started = Date.now();
  let ok = false;
  try {
    ok = await body();
  } catch (err) {
    process.stdout.write(`\n${err instanceof Error ? err.message : err}\n`);
  }
  results.push({ name, ok, ms: Date.now() - started, note: '' });
  return ok;
}

const step = (name, cmd, args, env = {}) => timed(name, async () => (await run(cmd, args, { env })) === 0);

/** Adds a vitest JSON report to the totals; not ok when a file failed or nothing ran. */
function count(report) {
  if (!fs.existsSync(report)) return { ok: false, note: 'no report (vitest did not finish)' };
  const r = summarise(JSON.parse(fs.readFileSync(report, 'utf8')));
  fs.rmSync(report);
  totals.passed += r.passed;
  totals.failed += r.failed;
  totals.skipped += r.skipped;
  totals.files += r.files;
  totals.failedFiles += r.failedFiles.length;
  failures.push(...r.failures);
  return r;
}

async function vitest(name, projects, env = {}, config = []) {
  const list = [projects].flat();
  const report = path.join(os.tmpdir(), `chairside-vitest-${process.pid}-${results.length}.json`);
  const ok = await step(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...config,
      ...list.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
  const counted = count(report);
  const result = results.at(-1);
  result.ok = ok && counted.ok;
  result.note = counted.note;
  return result.ok;
}

/** `npm run typecheck`'s two projects (the server's and the web app's), one tsc each, at once: each uses one core. */
const typecheck = () =>
  timed('typecheck', async () => {
    const projects = ['tsconfig.json', 'apps/web/tsconfig.json'];
    const codes = await Promise.all(projects.map((p) => run('npx', ['tsc', '-p', p])));
    return codes.every((code) => code === 0);
  });

let ok = (await step('lint', 'npx', ['biome', 'check', '.'])) && (await typecheck());
ok = (await vitest('unit tests', 'unit')) && ok;
ok = (await vitest('API tests on PGlite', ['api'], { TEST_DB: 'pglite' })) && ok;
// The tests that read the calendar, again on fixed days: weekdays, month and year ends, 29 February, summer time
// (vitest.clock.config.ts). With PostgreSQL, in one run with its real-day API tests, which then leave those files
// to the fixed days (they ran on the real day on PGlite): one template, one start, one last file to wait for.
if (process.env.TEST_DATABASE_URL)
  ok =
    (await vitest('API tests on PostgreSQL, and on fixed days', [], { TEST_DB: 'postgres', WITH_REAL_DAY_API: '1' }, [
      '--config',
      'vitest.clock.config.ts',
    ])) && ok;
else {
  process.stdout.write('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.\n');
  ok = (await vitest('tests on fixed days', [], { TEST_DB: 'pglite' }, ['--config', 'vitest.clock.config.ts'])) && ok;
}

// Built after the API tests, not beside the PostgreSQL step: overlapped, the two took 383 s against 347 s one after
// the other (2-core 2.1 GHz EPYC, 2026-12-02), though that step leaves 13% of the cores idle.
let chromium = null;
ok =
  (await timed('build', async () => {
    await buildIfStale();
    chromium = findOrInstallChromium();
    return true;
  })) && ok;
if (chromium) ok = (await vitest('browser tests', 'e2e', { CHROMIUM_PATH: chromium })) && ok;

process.stdout.write('\n━━ summary\n');
process.stdout.write(`machine: ${machine}, ${loadNow()} at the end\n`);
for (const r of results)
  process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${seconds(r.ms)})${r.note ? `: ${r.note}` : ''}\n`);
const failed = results.filter((r) => !r.ok).length;
if (failures.length) process.stdout.write(`why:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
process.stdout.write(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}; ` +
    `files: ${totals.files - totals.failedFiles} passed, ${totals.failedFiles} failed; ` +
    `steps: ${results.length - failed} passed, ${failed} failed\n`,
);
process.exit(ok && failed === 0 ? 0 : 1);
