// npm run bench [-- --db pglite|postgres --rows N --duration S --connections C]: see bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type BundleReport, formatBundles, kib, measureBundles, WEB_NOT_BUILT } from './bundle-size.js';
import { DEFAULT_POSTGRES_URL, type Engine, prepareDatabase } from './generate.js';
import { formatTable, type LoadResult, load, problemsOf, type Target } from './load.js';
import { ensureServerBuilt, type RunningServer, signIn, startServer } from './server.js';

const say = (line = '') => process.stdout.write(`${line}\n`);

function options() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string' },
      rows: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      q: { type: 'string' },
      vacuum: { type: 'boolean' },
    },
    strict: true,
  });
  const env = process.env;
  const num = (name: string, raw: string | undefined, fallback: number, min: number, max: number) => {
    const n = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be an integer ${min}–${max}`);
    return n;
  };
  const db = values.db ?? env.BENCH_DB ?? 'pglite';
  if (db !== 'pglite' && db !== 'postgres') throw new Error('--db must be pglite or postgres');
  return {
    db: db as Engine,
    rows: num('rows', values.rows ?? env.BENCH_ROWS, 100_000, 1_000, 5_000_000),
    duration: num('duration', values.duration ?? env.BENCH_DURATION, 10, 1, 300),
    connections: num('connections', values.connections ?? env.BENCH_CONNECTIONS, 10, 1, 500),
    warmup: num('warmup', values.warmup ?? env.BENCH_WARMUP, 2, 0, 60),
    /** A substring many clinic names share ("Smile Centre", "Smile Studio": about 15% of them). */
    q: values.q ?? env.BENCH_Q ?? 'smile',
    /** VACUUM ANALYZE instead of ANALYZE after generating (PGlite never vacuums by itself). */
    vacuum: values.vacuum ?? ['1', 'true'].includes(env.BENCH_VACUUM ?? ''),
    postgresUrl: env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL,
  };
}

function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? ` (${err.cause.message})` : '';
  return `${err.message.split('\n').slice(0, 12).join('\n').slice(0, 2000)}${cause}`;
}

function withoutPassword(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.href;
}

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length) {
    try {
      await cleanups.pop()!();
    } catch (err) {
      process.stderr.write(`cleanup: ${errorText(err)}\n`);
    }
  }
}

async function abort(reason: string, code: number): Promise<never> {
  process.stderr.write(`\nbench: ${reason}\n`);
  await cleanUp();
  process.exit(code);
}

/** One request before the load: the endpoint answers 200 with what we expect. */
async function check(baseUrl: string, target: Target): Promise<{ total?: number; items?: number }> {
  const res = await fetch(`${baseUrl}${target.path}`, { headers: target.headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${target.path} answered ${res.status}: ${body.slice(0, 300)}`);
  const json = JSON.parse(body) as { total?: number; items?: unknown[] };
  return { total: json.total, items: json.items?.length };
}

async function main(): Promise<void> {
  const opts = options();
  const started = new Date();
  const loadAtStart = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const pageSize = 20;
  const deepPage = Math.max(1, Math.floor(opts.rows / pageSize / 2));
  // Setup (grows with --rows), every warm-up and measured second, and up to 3 minutes of backlog after each run.
  const budgetMs = (600 + opts.rows / 500 + 3 * (opts.duration + opts.warmup) + 6 * 180) * 1000;
  const watchdog = setTimeout(() => void abort(`gave up after ${Math.round(budgetMs / 1000)} s`, 1), budgetMs);

  say(`Chairside benchmark: ${opts.db}, ${opts.rows} clinics, ${opts.duration} s per endpoint`);
  say(
    `  ${opts.connections} connections, ${opts.warmup} s warm-up, ${os.cpus().length} CPUs, load ${loadAtStart.join(' ')}, Node ${process.version}`,
  );
  if (opts.vacuum) say('  VACUUM ANALYZE after generating');

  ensureServerBuilt(say);

  say(`\nGenerating ${opts.rows} clinics in a fresh ${opts.db === 'pglite' ? 'PGlite data directory' : 'database'}…`);
  const prepared = await prepareDatabase(opts.db, opts.rows, opts);
  cleanups.push(prepared.cleanup);
  const s = prepared.seconds;
  const analyze = opts.vacuum ? 'vacuum analyze' : 'analyze';
  say(
    `  migrate ${s.migrate} s, generate ${s.generate} s, ${analyze} ${s.analyze} s; ${prepared.version.split(',')[0]}`,
  );

  const server: RunningServer = await startServer(prepared.env);
  cleanups.push(server.stop);
  say(`Server (pid ${server.pid}) at ${server.baseUrl}`);
  const cookie = await signIn(server.baseUrl, prepared.admin.username, prepared.admin.password);

  const list = (query: string) => `/api/clinics?${query}`;
  const targets: Target[] = [
    {
      name: `clinics search q=${opts.q} p3`,
      path: list(`page=3&pageSize=${pageSize}&sort=name&q=${encodeURIComponent(opts.q)}`),
      headers: { cookie },
    },
    {
      name: `clinics page ${deepPage}`,
      path: list(`page=${deepPage}&pageSize=${pageSize}&sort=name`),
      headers: { cookie },
    },
    // No cookie: with one, the guard would look the session up in the database.
    { name: 'ping (no I/O)', path: '/api/ping' },
  ];

  const checks: Record<string, { total?: number; items?: number }> = {};
  for (const t of targets) {
    checks[t.name] = await check(server.baseUrl, t);
    const c = checks[t.name]!;
    if (c.items !== undefined && c.items !== pageSize)
      throw new Error(`${t.path} returned ${c.items} items, expected ${pageSize}`);
    if (c.total !== undefined) say(`  ${t.name}: ${c.total} matching rows`);
  }

  const results: LoadResult[] = [];
  for (const t of targets) {
    say(`Loading ${t.name} (${t.path})…`);
    results.push(await load(server.baseUrl, t, opts));
  }
  const serverLog = server.output();
  await server.stop();

  say(`\n${formatTable(results)}`);
  const ping = results.find((r) => r.path === '/api/ping')!;
  const ratios: Record<string, number> = {};
  for (const r of results) {
    if (r === ping || !ping.requestsPerSec) continue;
    ratios[r.name] = Math.round((r.requestsPerSec / ping.requestsPerSec) * 10000) / 10000;
    say(`${r.name} / ping: ${(ratios[r.name]! * 100).toFixed(2)}% of the bare route's req/s`);
  }

  let bundles: BundleReport | undefined;
  try {
    bundles = measureBundles();
  } catch (err) {
    say(`\nbundle sizes: ${errorText(err)}`);
  }
  say(`\n${bundles ? `JavaScript loaded (gzip):\n${formatBundles(bundles)}` : WEB_NOT_BUILT}`);

  const stamp = started.toISOString().replace(/[:.]/g, '-');
  const outFile = path.resolve(import.meta.dirname, 'results', `${stamp}-${opts.db}.json`);
  const report = {
    date: started.toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      node: process.version,
      /** 1, 5 and 15-minute load averages when the run started: other work on the machine skews the numbers. */
      loadAverage: loadAtStart,
    },
    options: { ...opts, postgresUrl: opts.db === 'postgres' ? withoutPassword(opts.postgresUrl) : undefined, pageSize },
    database: { engine: opts.db, version: prepared.version, counts: prepared.counts, seconds: prepared.seconds },
    checks,
    results,
    ratiosToPing: ratios,
    bundles: bundles
      ? {
          loginGzipBytes: bundles.login.gzipBytes,
          adminShellGzipBytes: bundles.adminShell.gzipBytes,
          detail: bundles,
        }
      : null,
    serverLog: serverLog || undefined,
  };
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  say(`\nWrote ${path.relative(process.cwd(), outFile)}`);
  if (bundles) say(`login ${kib(bundles.login.gzipBytes)}, admin shell ${kib(bundles.adminShell.gzipBytes)} gzipped`);

  const problems = results.flatMap((r) => problemsOf(r).map((p) => `${r.name}: ${p}`));
  clearTimeout(watchdog);
  await cleanUp();
  if (problems.length) {
    process.stderr.write(`\nbench: FAILED, responses were not all 200:\n  ${problems.join('\n  ')}\n`);
    if (serverLog) process.stderr.write(`server log:\n${serverLog}\n`);
    process.exit(1);
  }
  process.exit(0);
}

process.once('SIGINT', () => void abort('interrupted', 130));
process.once('SIGTERM', () => void abort('terminated', 143));
main().catch((err: unknown) => abort(errorText(err), 1));
