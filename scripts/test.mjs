// npm test: lint, typecheck, unit, API (PGlite, then PostgreSQL when TEST_DATABASE_URL
// is set), then the browser tests in Chromium against the built app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findOrInstallChromium } from './chromium.mjs';
import { buildIfStale, run } from './lib.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const results = [];

async function step(name, cmd, args, env = {}) {
  process.stdout.write(`\n━━ ${name}\n`);
  const code = await run(cmd, args, { env });
  results.push({ name, ok: code === 0 });
  return code === 0;
}

async function vitest(name, project, env = {}) {
  const report = path.join(os.tmpdir(), `chairside-vitest-${project}-${process.pid}-${results.length}.json`);
  const ok = await step(
    name,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    if (r.numTotalTests === 0) {
      results.at(-1).ok = false;
      process.stdout.write(`${name}: no tests ran\n`);
    }
    fs.rmSync(report);
  }
  return ok;
}

let ok = (await step('lint', 'npx', ['biome', 'check', '.'])) && (await step('typecheck', 'npm', ['run', 'typecheck']));
ok = (await vitest('unit tests', 'unit')) && ok;
ok = (await vitest('API tests on PGlite', 'api', { TEST_DB: 'pglite' })) && ok;
if (process.env.TEST_DATABASE_URL) ok = (await vitest('API tests on PostgreSQL', 'api', { TEST_DB: 'postgres' })) && ok;
else process.stdout.write('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.\n');

try {
  process.stdout.write('\n━━ build\n');
  await buildIfStale();
  const chromium = findOrInstallChromium();
  ok = (await vitest('browser tests', 'e2e', { CHROMIUM_PATH: chromium })) && ok;
} catch (err) {
  process.stdout.write(`\n${err instanceof Error ? err.message : err}\n`);
  results.push({ name: 'browser tests', ok: false });
  ok = false;
}

process.stdout.write('\n━━ summary\n');
for (const r of results) process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}\n`);
process.stdout.write(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`,
);
process.exit(ok && results.every((r) => r.ok) ? 0 : 1);
