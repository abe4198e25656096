// npm run bench [-- --db pglite|postgres --patients N --duration S …]: `npm run bench -- --help`, bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASELINE_NAME, baselineTarget, startBaseline } from './baseline.js';
import { type BundleReport, formatBundles, kib, measureBundles, WEB_NOT_BUILT } from './bundle-size.js';
import { accessSummary, planRequests } from './explain.js';
import { prepareDatabase } from './generate.js';
import { formatLighthouse, type LighthouseScore, lighthouseScores } from './lighthouse.js';
import { formatTable, type LoadResult, load, loadAlongside, problemsOf } from './load.js';
import { parseOptions, USAGE } from './options.js';
import { loadScaleOut, SCALE_OUT_LOADS, scaleOutLines } from './scale-out.js';
import { ensureServerBuilt, type RunningServer, signIn, startServer } from './server.js';
import {
  type BenchTarget,
  clinicClock,
  PAGE_SIZE,
  PING,
  patientTargets,
  pingAlongside,
  weekTarget,
} from './targets.js';
import { formatVerdicts, verdicts } from './verdicts.js';

const say = (line = '') => process.stdout.write(`${line}\n`);

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
async function check(baseUrl: string, target: BenchTarget, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${baseUrl}${target.path}`, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${target.path} answered ${res.status}: ${body.slice(0, 300)}`);
  const json = res.headers.get('content-type')?.includes('json') ? (JSON.parse(body) as unknown) : body;
  return target.verify(json);
}

async function main(): Promise<void> {
  const opts = parseOptions();
  if (!opts) {
    say(USAGE);
    return;
  }
  const started = new Date();
  const loadAtStart = os.loadavg().map((l) => Math.round(l * 100) / 100);
  // Setup (grows with the data), every warm-up and measured second, and up to 3 minutes of backlog after each run.
  const setupS = 600 + opts.patients / 500 + (opts.doctors * opts.days) / 20;
  // Five endpoints, ping beside two of them, the baseline, and on PostgreSQL the scale-out's runs.
  const loads = 8 + (opts.db === 'postgres' ? SCALE_OUT_LOADS : 0);
  const budgetMs = (setupS + loads * (opts.duration + opts.warmup) + 10 * 180) * 1000;
  const watchdog = setTimeout(() => void abort(`gave up after ${Math.round(budgetMs / 1000)} s`, 1), budgetMs);

  say(`Chairside benchmark: ${opts.db}, ${opts.patients} patients, ${opts.duration} s per endpoint`);
  say(
    `  ${opts.connections} connections, ${opts.warmup} s warm-up, ${os.cpus().length} CPUs, load ${loadAtStart.join(' ')}, Node ${process.version}`,
  );
  if (opts.vacuum) say('  VACUUM ANALYZE after generating');

  ensureServerBuilt(say);
  const clock = clinicClock();
  const targets: BenchTarget[] = [...patientTargets(opts), weekTarget(clock.today), PING];

  say(
    `\nGenerating ${opts.patients} patients, ${opts.doctors} doctors and ${opts.days} days of appointments in a fresh ${opts.db === 'pglite' ? 'PGlite data directory' : 'database'}…`,
  );
  const prepared = await prepareDatabase(
    opts.db,
    { ...opts, ...clock },
    {
      ...opts,
      inspect: (database, admin) =>
        planRequests(
          database,
          targets.filter((t) => t.explain),
          admin,
        ),
    },
  );
  cleanups.push(prepared.cleanup);
  const s = prepared.seconds;
  const analyze = opts.vacuum || opts.db === 'pglite' ? 'vacuum analyze' : 'analyze';
  say(
    `  migrate ${s.migrate} s, patients ${s.patients} s, appointments ${s.appointments} s, ${analyze} ${s.analyze} s, explain ${s.inspect} s; ${prepared.version.split(',')[0]}`,
  );
  say(
    `  ${Object.entries(prepared.counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
  );
  say('Statements of one request each and their plans (EXPLAIN ANALYZE, served in process before the load):');
  for (const p of prepared.plans) for (const line of accessSummary(p)) say(line);
  for (const p of prepared.plans) {
    if (!targets.find((t) => t.name === p.name)?.showPlan) continue;
    for (const s of p.statements.filter((s) => !s.statement.includes('sessions'))) {
      say(`\n${p.name}: ${s.statement}`);
      for (const line of s.plan) say(`  ${line}`);
    }
    say(`${p.name}: ${p.verdict ?? 'no verdict'}`);
  }

  const server: RunningServer = await startServer(prepared.env);
  cleanups.push(server.stop);
  say(`Server (pid ${server.pid}) at ${server.baseUrl}`);
  const cookie = await signIn(server.baseUrl, prepared.admin.username, prepared.admin.password);
  const headersOf = (t: BenchTarget): Record<string, string> => (t.signedIn ? { cookie } : {});

  const checks: Record<string, string> = {};
  for (const t of targets) {
    checks[t.name] = await check(server.baseUrl, t, headersOf(t));
    say(`  ${t.name}: ${checks[t.name]}`);
  }

  const results: LoadResult[] = [];
  for (const t of targets) {
    say(`Loading ${t.name} (${t.path})…`);
    results.push(await load(server.baseUrl, { ...t, headers: headersOf(t) }, opts));
  }
  // Ping from one connection while the others load the summary (issue 16's goal), then a deep page.
  const probes: BenchTarget[] = [];
  const busyAlongside: LoadResult[] = [];
  for (const busy of targets.filter((t) => t.path.endsWith('/summary') || t.name.startsWith('patients page'))) {
    const probe = busy.path.endsWith('/summary') ? pingAlongside(busy) : { ...pingAlongside(busy), p99Ms: undefined };
    say(`Loading ${probe.name}…`);
    const run = await loadAlongside(server.baseUrl, { ...busy, headers: headersOf(busy) }, probe, opts);
    probes.push(probe);
    results.push(run.probe);
    busyAlongside.push(run.busy);
  }
  // Lighthouse on the login page and the dashboard of the same server and data, after the load.
  let lighthouse: LighthouseScore[] | null = null;
  try {
    say('Lighthouse on /login and /dashboard…');
    // The phone preset is the one judged; the desktop one is what a clinic's workstations see.
    lighthouse = [
      ...(await lighthouseScores(server.baseUrl, cookie)),
      ...(await lighthouseScores(server.baseUrl, cookie, { preset: 'desktop' })),
    ];
    say(formatLighthouse(lighthouse));
  } catch (err) {
    say(`lighthouse: ${errorText(err)}`);
  }
  const serverLog = server.output();
  await server.stop();

  // Scale-out (PostgreSQL only: PGlite is one process per data folder): the search page from one, then two processes.
  const scaleOut =
    opts.db === 'postgres' && targets[0]
      ? await loadScaleOut(prepared.env, targets[0], prepared.admin, opts, say)
      : undefined;
  if (scaleOut) results.push(...scaleOut.results);

  // The baseline: the searched page's own statements behind a bare Fastify route, same database, after the server.
  const searchPlan = prepared.plans.find((p) => p.name === targets[0]?.name);
  const baseline = searchPlan ? await startBaseline(prepared.env, searchPlan) : undefined;
  if (baseline) {
    cleanups.push(baseline.stop);
    const target = baselineTarget(targets[0]!);
    checks[BASELINE_NAME] = await check(baseline.baseUrl, target, {});
    say(`Loading ${BASELINE_NAME} (${target.path}, ${baseline.statements} statements)…`);
    results.push(await load(baseline.baseUrl, target, opts));
    await baseline.stop();
  }

  say(`\n${formatTable(results)}`);
  const ping = results.find((r) => r.path === '/api/ping')!;
  const base = results.find((r) => r.name === BASELINE_NAME);
  const ratios: Record<string, number> = {};
  const ratiosToBaseline: Record<string, number> = {};
  for (const r of results) {
    if (r === ping || r === base || !ping.requestsPerSec) continue;
    ratios[r.name] = Math.round((r.requestsPerSec / ping.requestsPerSec) * 10000) / 10000;
    if (base?.requestsPerSec)
      ratiosToBaseline[r.name] = Math.round((r.requestsPerSec / base.requestsPerSec) * 100) / 100;
    const toBase = base?.requestsPerSec ? `, ${ratiosToBaseline[r.name]!.toFixed(2)}× the baseline's` : '';
    say(`${r.name}: ${(ratios[r.name]! * 100).toFixed(2)}% of the bare route's req/s${toBase}`);
  }

  for (const line of scaleOutLines(results)) say(line);

  let bundles: BundleReport | undefined;
  try {
    bundles = measureBundles();
  } catch (err) {
    say(`\nbundle sizes: ${errorText(err)}`);
  }
  say(`\n${bundles ? `JavaScript loaded (gzip):\n${formatBundles(bundles)}` : WEB_NOT_BUILT}`);

  const goals = new Map([...targets, ...probes].map((t) => [t.name, t.p99Ms]));
  const targetVerdicts = verdicts({
    db: opts.db,
    runs: results.map((result) => ({ result, goal: goals.get(result.name) })),
    searchToBaseline: targets[0] ? ratiosToBaseline[targets[0].name] : undefined,
    bundles,
    lighthouse,
  });
  say(`\n${formatVerdicts(targetVerdicts)}`);

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
    options: {
      ...opts,
      postgresUrl: opts.db === 'postgres' ? withoutPassword(opts.postgresUrl) : undefined,
      pageSize: PAGE_SIZE,
      /** The clinic's day and time the appointment statuses and the loaded week follow. */
      clock,
    },
    database: { engine: opts.db, version: prepared.version, counts: prepared.counts, seconds: prepared.seconds },
    checks,
    plans: prepared.plans,
    results,
    /** What the summary and the deep page served while ping was measured beside them. */
    busyAlongside,
    /** Issue 16's targets, met or not. */
    verdicts: targetVerdicts,
    ratiosToPing: ratios,
    /** req/s of each endpoint over the baseline's (a bare Fastify route sending the search page's statements). */
    ratiosToBaseline,
    /** PostgreSQL: the search page from one and two processes, directly and through a proxy, with CPU per request. */
    scaleOut: scaleOut?.runs,
    bundles: bundles
      ? {
          loginGzipBytes: bundles.login.gzipBytes,
          adminShellGzipBytes: bundles.adminShell.gzipBytes,
          detail: bundles,
        }
      : null,
    lighthouse,
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
