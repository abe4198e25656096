// The built server as a child process on a free loopback port.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_DIR = path.join(ROOT, 'apps/server');
const MAIN = path.join(SERVER_DIR, 'dist/main.js');

/** Newest modification time of the files under a folder. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** Builds apps/server/dist when it is missing; says so when it is older than the sources it bundles. */
export function ensureServerBuilt(log: (line: string) => void): void {
  if (!fs.existsSync(MAIN)) {
    log('apps/server/dist/main.js is missing: building the server');
    const built = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the server build failed');
    return;
  }
  const sources = Math.max(newest(path.join(SERVER_DIR, 'src')), newest(path.join(ROOT, 'packages/domain/src')));
  if (sources > fs.statSync(MAIN).mtimeMs)
    log('warning: apps/server/dist is older than its sources; rebuild with `npm run build -w @chairside/server`');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  pid: number | undefined;
  /** The last lines the server wrote (it logs at warn level). */
  output(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Variables of the caller's environment that would point the server elsewhere. */
const INHERITED_BUT_OURS = ['DATABASE_URL', 'DATA_DIR', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'WEB_DIST', 'HOST', 'PORT'];

/** Starts the built server (or, with `args`, another Node script serving /api/health and /api/ping). */
export async function startServer(
  dbEnv: Record<string, string>,
  startTimeoutMs = 300_000,
  args: string[] = [MAIN],
): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of INHERITED_BUT_OURS) delete env[key];
  Object.assign(env, dbEnv, {
    HOST: '127.0.0.1',
    PORT: String(port),
    DEMO: '0',
    LOG_LEVEL: 'warn',
  });
  // BENCH_NODE_ARGS: Node's own flags for the real and thin servers (`--cpu-prof --cpu-prof-dir=…`, which
  // Node refuses in NODE_OPTIONS), to see where each side's time goes.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => {
    exited = true;
  });

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exited) throw new Error(`the server exited during start-up:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health within ${startTimeoutMs / 1000} s:\n${output}`);
    }
    await sleep(200);
  }
  return { baseUrl, pid: child.pid, output: () => output, stop };
}

/** Signs in and returns the Cookie header value of the new session. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const session = res.headers.getSetCookie().find((c) => c.startsWith('chairside_session='));
  if (!session) throw new Error('login set no chairside_session cookie');
  return session.split(';')[0]!;
}
