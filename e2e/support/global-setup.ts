import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../apps/server/src/test/server-process';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Waits until the server answers its health check, for as long as it is alive: a demo database
 * takes seconds to seed on an idle machine and minutes on a busy one, so a fixed budget would
 * fail the run for the machine's load, not for the app. Only a very long silence gives up.
 */
async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const started = performance.now();
  let said = started;
  while (performance.now() - started < 30 * 60_000) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - said > 30_000) {
      said = performance.now();
      process.stdout.write(`Waiting for the demo server (${Math.round((said - started) / 1000)} s)…\n`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy in 30 minutes:\n${log()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Starts the built app on a fresh embedded database in demo mode (one account
 * per role) for the browser tests, and stops it afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A demo server already running (E2E_BASE_URL), to run a spec again and again without seeding anew.
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL);
    return async () => {};
  }
  const main = path.join(ROOT, 'apps/server/dist/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html')))
    throw new Error('Build first: npm run build (npm test does it for you).');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-e2e-'));
  const port = await freePort();
  let output = '';
  // The embedded database: no DATABASE_URL at all (the server rejects an empty one as an invalid URL).
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_PER_MINUTE: '1000',
      // Reminders due are queued within seconds of a booking (reminders.spec.ts).
      REMINDER_INTERVAL_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  // Stopped with the run even when it is interrupted before its teardown (Ctrl-C).
  const orphaned = () => child.kill('SIGTERM');
  process.once('exit', orphaned);
  const baseURL = `http://127.0.0.1:${port}`;
  const cleanUp = async () => {
    process.off('exit', orphaned);
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, child, () => output);
  } catch (err) {
    await cleanUp();
    throw err;
  }
  project.provide('baseURL', baseURL);
  return cleanUp;
}
