// npm run bench [-- --db pglite|postgres --patients N --quick …]: `npm run bench -- --help`, bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { INVOICES_PER_PATIENT } from './data/billing.js';
import {
  CEILING_FACTOR_GOAL,
  type Endpoint,
  endpoints,
  P99_GOAL_MS,
  PING_P99_GOAL_MS,
  THIN_RATIO_GOAL,
} from './endpoints.js';
import { accessSummary, planRequests } from './explain.js';
import { prepareDatabase } from './generate.js';
import { type BenchOptions, parseOptions, USAGE } from './options.js';
import { alternation } from './replay.js';
import { type Block, endpointFigures, formatFigures, overPaced, unreplayed } from './report.js';
import { ensureServerBuilt, signIn } from './server.js';
import { type MeasureContext, measureBlock, pacedBlock, pingBeside, startReal, startThin, type Thin } from './sides.js';
import { clinicClock } from './targets.js';

const say = (line = '') => process.stdout.write(`${line}\n`);
const load1 = () => Math.round(os.loadavg()[0]! * 100) / 100;

function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? ` (${err.cause.message})` : '';
  return `${err.message.split('\n').slice(0, 12).join('\n').slice(0, 2000)}${cause}`;
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

/** One request to each side before the load: the real answer is checked, thin and ceiling must answer 200. */
/** What the clients accept, for the run's lines: "answers uncompressed" or "clients accept br". */
const accepting = (opts: BenchOptions): string =>
  opts.encoding === 'none' ? 'answers uncompressed' : `clients accept ${opts.encoding}`;

async function check(url: string, headers: Record<string, string>, verify?: Endpoint['verify']): Promise<string> {
  const res = await fetch(url, { headers });
  const type = res.headers.get('content-type') ?? '';
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return verify ? verify(type.includes('json') ? JSON.parse(body) : body, type) : `${body.length} bytes`;
}

async function main(): Promise<void> {
  const opts = parseOptions();
  if (!opts) {
    say(USAGE);
    return;
  }
  const started = new Date();
  const cacheModes = opts.caches === 'both' ? (['on', 'off'] as const) : [opts.caches];
  // One run per cache mode and pool size, one after the other, each reported apart under its own name.
  const modes = cacheModes.flatMap((caches) =>
    (opts.pools.length ? opts.pools : [null]).map((pool) => ({
      caches,
      pool,
      name: pool === null ? caches : `${caches}, pool ${pool}`,
    })),
  );
  const clock = clinicClock();
  const liveInvoices = opts.patients * INVOICES_PER_PATIENT - Math.ceil((opts.patients * INVOICES_PER_PATIENT) / 20);
  const ctx = {
    patients: opts.patients,
    q: opts.q,
    today: clock.today,
    invoiceNumber: `INV-${Number(clock.today.slice(0, 4)) - 1}-000123`,
    liveInvoices,
  };
  const list = endpoints(ctx).filter(
    (e) => !opts.only.length || opts.only.some((w) => e.name.toLowerCase().includes(w)),
  );
  if (!list.length) throw new Error(`--only ${opts.only.join(',')} names no endpoint`);
  const blocksPerMode = list.length * (opts.rounds * 3 + 1) + 2;
  const setupS = 900 + opts.patients / 100;
  const budgetMs =
    (setupS + modes.length * (blocksPerMode * (opts.duration + opts.warmup + opts.record + 30) + 300)) * 1000;
  const watchdog = setTimeout(() => void abort(`gave up after ${Math.round(budgetMs / 1000)} s`, 1), budgetMs);

  say(
    `Chairside benchmark (real, thin, ceiling in turn): ${opts.db}, ${opts.patients} patients${opts.quick ? ', quick' : ''}`,
  );
  say(
    `  ${opts.rounds} rounds of ${opts.warmup} + ${opts.duration} s per side and endpoint (+ ${opts.record} s recorded before real's), ${opts.connections} connections, ` +
      `${opts.writes} writes/s beside, caches ${modes.map((m) => m.name).join(' then ')}, ${accepting(opts)}; ${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, Node ${process.version}`,
  );
  ensureServerBuilt(say);

  say(`\nGenerating the data in a fresh ${opts.db === 'pglite' ? 'PGlite data directory' : 'database'}…`);
  const prepared = await prepareDatabase(
    opts.db,
    { ...opts, ...clock },
    {
      ...opts,
      inspect: (database, admin) =>
        planRequests(
          database,
          list.map((e) => ({ name: e.name, path: e.path, signedIn: true })),
          admin,
        ),
    },
  );
  cleanups.push(prepared.cleanup);
  say(
    `  ${Object.entries(prepared.seconds)
      .map(([k, v]) => `${k} ${v} s`)
      .join(', ')}; ${prepared.version.split(',')[0]}`,
  );
  say(
    `  ${Object.entries(prepared.counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
  );

  say('What a first (uncached) request sends, served in process before the load (EXPLAIN ANALYZE):');
  for (const p of prepared.plans) for (const line of accessSummary(p)) say(line);

  let thin: Thin | undefined;
  const stopThin = async () => {
    await thin?.stop();
    thin = undefined;
  };
  cleanups.push(stopThin);
  /** The thin server for a run's environment, started again when its pool size changes. */
  const thinFor = async (env: Record<string, string>, pool: number | null): Promise<Thin> => {
    if (thin && thin.pool === pool) return thin;
    await stopThin();
    thin = await startThin(env, list);
    say(`Thin server (pid ${thin.server.pid}) at ${thin.server.baseUrl}`);
    if (thin.pool !== pool) throw new Error(`the thin server opened ${thin.pool} connections, the real server ${pool}`);
    return thin;
  };

  const counter = { next: 0 };
  const blocks: Record<string, Block[]> = {};
  const pacedBlocks: Record<string, Block[]> = {};
  const pings: Record<string, unknown> = {};
  const figures: Record<string, ReturnType<typeof endpointFigures>> = {};
  const p99Bound = P99_GOAL_MS[opts.db];
  const goals = {
    thinRatio: THIN_RATIO_GOAL,
    ceilingFactor: CEILING_FACTOR_GOAL,
    p99Of: (name: string) => (name.startsWith('statement') ? null : p99Bound),
  };
  let serverLog = '';
  // Written after each cache mode: a run stopped during the second keeps the first.
  const stamp = started.toISOString().replace(/[:.]/g, '-');
  const base = path.resolve(import.meta.dirname, 'results', `${stamp}-${opts.db}`);
  const writeResults = () => {
    const report = {
      date: started.toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        platform: `${os.platform()} ${os.release()} ${os.arch()}`,
        node: process.version,
      },
      options: { ...opts, postgresUrl: undefined, clock },
      database: { engine: opts.db, version: prepared.version, counts: prepared.counts, seconds: prepared.seconds },
      goals: {
        p99Ms: p99Bound,
        pingP99Ms: PING_P99_GOAL_MS,
        thinRatio: THIN_RATIO_GOAL,
        ceilingFactor: CEILING_FACTOR_GOAL,
      },
      endpoints: list.map((e) => ({ name: e.name, path: e.path, ceiling: e.ceiling })),
      /** Every statement of one uncached request per endpoint, with its plan. */
      plans: prepared.plans,
      figures,
      pingBesideHeaviest: pings,
      blocks,
      pacedBlocks,
      serverLog: serverLog || undefined,
    };
    fs.mkdirSync(path.dirname(base), { recursive: true });
    fs.writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
    const md = Object.keys(figures)
      .map((m) => `### Caches ${m}\n\n${formatFigures(figures[m] ?? [])}\n`)
      .join('\n');
    fs.writeFileSync(`${base}.md`, `# ${opts.db}, ${opts.patients} patients, ${stamp}\n\n${md}`);
  };
  for (const { caches, pool: asked, name: mode } of modes) {
    const env = asked === null ? prepared.env : { ...prepared.env, DATABASE_POOL_SIZE: String(asked) };
    // Both sides read their pool size from the same configuration (apps/server/src/config.ts).
    const pool = opts.db === 'postgres' ? loadConfig({ ...process.env, ...env }).databasePoolSize : null;
    say(
      `\n=== Caches ${caches} (READ_CACHE=${caches === 'on' ? 1 : 0})${pool === null ? '' : `, ${pool} PostgreSQL connections a side`} ===`,
    );
    const thin = await thinFor(env, pool);
    const real = await startReal(env, caches === 'on');
    let stopped = false;
    const stopReal = async () => {
      if (stopped) return;
      stopped = true;
      serverLog += real.server.output();
      await real.stop();
    };
    cleanups.push(stopReal);
    const cookie = await signIn(real.server.baseUrl, prepared.admin.username, prepared.admin.password);
    say(`Server (pid ${real.server.pid}) at ${real.server.baseUrl}`);
    for (const e of list) {
      const what = await check(`${real.server.baseUrl}${e.path}`, { cookie }, e.verify);
      await check(`${thin.server.baseUrl}/thin/${thin.ceilingKey(e)}`, {});
      say(`  ${e.name}: ${what}`);
    }
    const measure: MeasureContext = { opts, real, thin, cookie, counter, writeCtx: { ...opts, today: clock.today } };
    const mine: Block[] = [];
    for (const { endpoint, round, side } of alternation(list, opts.rounds)) {
      const block = await measureBlock(measure, endpoint, round, side, load1);
      mine.push(block);
      const r = block.result;
      say(
        `  ${endpoint.name.padEnd(34)} r${round} ${side.padEnd(7)} ${r.requestsPerSec.toFixed(1).padStart(8)} req/s  p50 ${r.latencyMs.p50.toFixed(1).padStart(6)}  p99 ${r.latencyMs.p99.toFixed(1).padStart(7)} ms  load ${block.loadBefore.toFixed(1)}→${block.loadAfter.toFixed(1)}` +
          `${block.shape ? `  lists ${block.shape}` : ''}${block.writes.failed ? `  ${block.writes.failed}/${block.writes.sent} writes failed` : ''}`,
      );
    }
    const paced: Block[] = [];
    if (opts.pace > 0)
      for (const e of list) {
        const block = await pacedBlock(measure, e, load1);
        paced.push(block);
        const r = block.result;
        say(
          `  ${e.name.padEnd(34)} at ${opts.pace}/s ${r.requestsPerSec.toFixed(1).padStart(8)} req/s  p50 ${r.latencyMs.p50.toFixed(1).padStart(6)}  p99 ${r.latencyMs.p99.toFixed(1).padStart(7)} ms  load ${block.loadBefore.toFixed(1)}→${block.loadAfter.toFixed(1)}`,
        );
      }
    blocks[mode] = mine;
    pacedBlocks[mode] = paced;
    figures[mode] = endpointFigures(mine, goals, opts.pace > 0 ? { rate: opts.pace, blocks: paced } : undefined);
    const heaviest = [...figures[mode]].sort((a, b) => a.real.requestsPerSec - b.real.requestsPerSec)[0]!;
    const busy = list.find((e) => e.name === heaviest.endpoint)!;
    say(`  ping from one connection while ${opts.connections} load ${busy.name}…`);
    const ping = await pingBeside(measure, busy, load1);
    pings[mode] = ping;
    say(`\nCaches ${mode}, ${opts.db}, ${opts.patients} patients, ${opts.writes} writes/s beside, ${accepting(opts)}:`);
    say(formatFigures(figures[mode]));
    const notReplayed = unreplayed(figures[mode]);
    if (notReplayed.length)
      say(
        `Finished no request inside the ${opts.record} s recording window, so the thin server had nothing to replay (no real ÷ thin; its errors are not the run's): ${notReplayed.join(', ')}`,
      );
    const overloaded = overPaced(figures[mode]);
    if (overloaded.length)
      say(
        `Answered fewer than ${opts.pace}/s, so their paced queue grew all block long (latency at that pace: unbounded): ${overloaded.join(', ')}`,
      );
    say(
      `/api/ping p99 beside ${busy.name}: ${ping.result.latencyMs.p99} ms (goal ≤ ${PING_P99_GOAL_MS}: ${ping.result.latencyMs.p99 <= PING_P99_GOAL_MS ? 'ok' : 'NO'}), load ${ping.loadBefore.toFixed(1)}→${ping.loadAfter.toFixed(1)}`,
    );
    await stopReal();
    writeResults();
  }

  say(`\nWrote ${path.relative(process.cwd(), base)}.json and .md`);

  // A thin block of an endpoint with nothing recorded replays nothing (every answer an error): reported as such.
  const replayless = (mode: string, b: Block) =>
    b.side === 'thin' && unreplayed(figures[mode] ?? []).includes(b.endpoint);
  const measured = Object.entries(blocks).flatMap(([mode, list]) => list.filter((b) => !replayless(mode, b)));
  const problems = [...measured, ...Object.values(pacedBlocks).flat()].flatMap((b) => {
    const r = b.result;
    const out: string[] = [];
    if (r.non2xx || r.errors || !r.requestsTotal)
      out.push(
        `${b.endpoint} r${b.round} ${b.side}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.requestsTotal} requests`,
      );
    if (b.writes.failed)
      out.push(`${b.endpoint} r${b.round} ${b.side}: ${b.writes.failed} of ${b.writes.sent} writes failed`);
    return out;
  });
  clearTimeout(watchdog);
  await cleanUp();
  if (problems.length) {
    process.stderr.write(`\nbench: FAILED:\n  ${problems.slice(0, 20).join('\n  ')}\n`);
    if (serverLog) process.stderr.write(`server log:\n${serverLog.slice(-4000)}\n`);
    process.exit(1);
  }
  process.exit(0);
}

process.once('SIGINT', () => void abort('interrupted', 130));
process.once('SIGTERM', () => void abort('terminated', 143));
main().catch((err: unknown) => abort(errorText(err), 1));
