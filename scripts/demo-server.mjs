// The built server (`npm run build`) in a process of its own, as `npm start` runs it: the browser tests'
// demo server, and the servers of tests that start their own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';

/** A TCP port free on 127.0.0.1 now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Waits until the server answers its health check, for as long as it is alive: a demo database
 * takes seconds to seed on an idle machine and minutes on a busy one, so a fixed budget would
 * fail the run for the machine's load, not for the app. Only a very long silence gives up.
 */
async function waitForHealth(url, child, log) {
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
      process.stdout.write(`Waiting for the server (${Math.round((said - started) / 1000)} s)…\n`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy in 30 minutes:\n${log()}`);
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the built app with this environment (over the inherited one, less DATABASE_URL) and waits until it is healthy. */
export async function startBuiltServer(env) {
  const main = path.join(ROOT, 'apps/server/dist/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html')))
    throw new Error('Build first: npm run build (npm test does it for you).');
  const port = await freePort();
  let output = '';
  // No DATABASE_URL unless given (the server rejects an empty one as an invalid URL).
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
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
  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    child,
    async stop() {
      process.off('exit', orphaned);
      await stop(child);
    },
  };
  try {
    await waitForHealth(url, child, () => output);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}

/**
 * The browser tests' server: the built app on a fresh embedded database in demo mode (one account per role),
 * seeded by the app's own flows. `stop` also deletes its data folder.
 */
export async function startBrowserTestsDemo() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-e2e-'));
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  // The embedded database: no DATABASE_URL at all.
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    DEMO: '1',
    LOGIN_RATE_PER_MINUTE: '1000',
    // Reminders due are queued within seconds of a booking (reminders.spec.ts).
    REMINDER_INTERVAL_SECONDS: '2',
  }).catch((err) => {
    removeData();
    throw err;
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      removeData();
    },
  };
}
