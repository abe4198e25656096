// The three sides of the honest benchmark (the real server, recording; the thin server, replaying; the ceiling)
// and one measured block of one of them, with the front desk writing beside it.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { RecordedRequest, RecordedStatement } from '../apps/server/src/db/statement-recorder.js';
import type { Endpoint } from './endpoints.js';
import { type FrontDesk, nthWrite, startFrontDesk } from './front-desk.js';
import { drain, fire, type LoadResult, statusTally, summarise, type Target } from './load.js';
import type { BenchOptions } from './options.js';
import { paced } from './paced.js';
import { type Side, sequencesOf, shapeOf, type ThinList } from './replay.js';
import { type Block, NONE_RECORDED } from './report.js';
import { type RunningServer, startServer } from './server.js';
import { PING } from './targets.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Real {
  server: RunningServer;
  /** The server keeps the statements of the requests it serves from now on (SIGHUP). */
  record(): void;
  /** What the server recorded since `record`; it stops recording (it writes the file on SIGUSR2). */
  take(): Promise<RecordedRequest[]>;
  stop(): Promise<void>;
}

/** The built server with its read caches on or off and its statement recorder on. */
export async function startReal(dbEnv: Record<string, string>, caches: boolean): Promise<Real> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-recorded-'));
  const file = path.join(dir, 'statements.json');
  const server = await startServer({ ...dbEnv, READ_CACHE: caches ? '1' : '0', RECORD_STATEMENTS: file });
  const pid = () => {
    if (!server.pid) throw new Error('the server has no process id');
    return server.pid;
  };
  return {
    server,
    record() {
      process.kill(pid(), 'SIGHUP');
    },
    async take() {
      fs.rmSync(file, { force: true });
      process.kill(pid(), 'SIGUSR2');
      for (let waited = 0; !fs.existsSync(file); waited += 20) {
        if (waited > 60_000) throw new Error('the server wrote no recorded statements within 60 s');
        await sleep(20);
      }
      return JSON.parse(fs.readFileSync(file, 'utf8')) as RecordedRequest[];
    },
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Thin {
  server: RunningServer;
  /** Its PostgreSQL connections, as it reports them (null on PGlite). */
  pool: number | null;
  thinKey(e: Endpoint): string;
  ceilingKey(e: Endpoint): string;
  /**
   * Gives the thin server the lists to send for `e` and the real answer's size in bytes, which the thin and
   * the ceiling answers are padded to (every ceiling stays loaded).
   */
  load(e: Endpoint, sequences: RecordedStatement[][], bytes: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The thin server on the same database. PGlite opens a data directory from one process only: there it works on
 * a copy made before any server started (the same rows; each side's writes then go to its own copy).
 */
export async function startThin(dbEnv: Record<string, string>, list: readonly Endpoint[]): Promise<Thin> {
  let env = dbEnv;
  let copy: string | undefined;
  if (dbEnv.DATA_DIR) {
    copy = `${dbEnv.DATA_DIR}-thin`;
    fs.cpSync(dbEnv.DATA_DIR, copy, { recursive: true });
    fs.rmSync(path.join(copy, 'chairside.lock'), { force: true });
    env = { DATA_DIR: copy };
  }
  const script = path.join(import.meta.dirname, 'thin-server.ts');
  const server = await startServer(env, 300_000, ['--import', 'tsx', script]);
  const index = (e: Endpoint) => list.indexOf(e);
  const thinKey = (e: Endpoint) => `thin-${index(e)}`;
  const ceilingKey = (e: Endpoint) => `ceiling-${index(e)}`;
  const lists: Record<string, ThinList> = Object.fromEntries(
    list.map((e) => [ceilingKey(e), { sequences: [e.ceiling], bytes: 0 }]),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-thin-'));
  const send = async () => {
    const file = path.join(dir, 'lists.json');
    fs.writeFileSync(file, JSON.stringify(lists));
    const res = await fetch(`${server.baseUrl}/thin/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ file }),
    });
    if (!res.ok) throw new Error(`the thin server did not load its lists: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { pool: number | null }).pool;
  };
  const pool = await send();
  return {
    server,
    pool,
    thinKey,
    ceilingKey,
    async load(e, sequences, bytes) {
      lists[thinKey(e)] = { sequences, bytes };
      lists[ceilingKey(e)] = { sequences: [e.ceiling], bytes };
      await send();
    },
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
      if (copy) fs.rmSync(copy, { recursive: true, force: true });
    },
  };
}

export interface MeasureContext {
  opts: BenchOptions;
  real: Real;
  thin: Thin;
  cookie: string;
  counter: { next: number };
  writeCtx: { patients: number; doctors: number; today: string };
}

/** The front desk of the side being measured: the real server's API, or the same rows in SQL on the thin one. */
function frontDesk(m: MeasureContext, side: Side): FrontDesk {
  return startFrontDesk(m.opts.writes, m.counter, async (n) => {
    const write = nthWrite(n, m.writeCtx);
    const res =
      side === 'real'
        ? await fetch(`${m.real.server.baseUrl}${write.api.path}`, {
            method: write.api.method,
            headers: { cookie: m.cookie, 'content-type': 'application/json' },
            body: JSON.stringify(write.api.body),
          })
        : await fetch(`${m.thin.server.baseUrl}/thin/run`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ statements: write.sql }),
          });
    const text = await res.text();
    return res.ok ? null : `${write.kind} on ${side}: ${res.status} ${text.slice(0, 200)}`;
  });
}

function targetOf(m: MeasureContext, e: Endpoint, side: Side): Target & { base: string } {
  // Every side's clients send the same Accept-Encoding: only the real server compresses.
  const accepts: Record<string, string> = m.opts.encoding === 'none' ? {} : { 'accept-encoding': m.opts.encoding };
  if (side === 'real')
    return { base: m.real.server.baseUrl, name: e.name, path: e.path, headers: { cookie: m.cookie, ...accepts } };
  const key = side === 'thin' ? m.thin.thinKey(e) : m.thin.ceilingKey(e);
  return { base: m.thin.server.baseUrl, name: `${e.name} (${side})`, path: `/thin/${key}`, headers: accepts };
}

/**
 * The size of the real server's answer now, as the load's clients get it: its body's bytes over the wire
 * (compressed when they accept it; `fetch` would hand back the decompressed body).
 */
function answerBytes(base: string, target: Target): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: url.hostname, port: url.port, path: target.path, headers: target.headers ?? {} },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(bytes)
            : reject(new Error(`${target.name}: ${res.statusCode} when measuring its answer`)),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/**
 * One block: the front desk starts writing, a warm-up, the measured seconds, then the backlog drained. A real
 * block records between its warm-up and its measured seconds (`--record` seconds under the same load and writes)
 * and gives the thin server the statement lists the real server sent then; its measured seconds run unrecorded,
 * without the async context's cost.
 */
export async function measureBlock(
  m: MeasureContext,
  e: Endpoint,
  round: number,
  side: Side,
  load1: () => number,
): Promise<Block> {
  const { base, ...target } = targetOf(m, e, side);
  const desk = frontDesk(m, side);
  const warm = m.opts.warmup > 0 ? await fire([base], target, m.opts.warmup, m.opts.connections) : undefined;
  if (warm) await drain(base);
  let shape: string | undefined;
  if (side === 'real') {
    m.real.record();
    await fire([base], target, m.opts.record, m.opts.connections);
    const sequences = sequencesOf(await m.real.take(), e.path);
    await drain(base);
    const bytes = await answerBytes(base, target);
    // None ended (each request slower than the window): the thin server keeps the previous round's lists, if any.
    shape = sequences.length ? `${shapeOf(sequences)}, answers of ${bytes} B` : NONE_RECORDED;
    if (sequences.length) await m.thin.load(e, sequences, bytes);
  }
  const loadBefore = load1();
  const r = await fire([base], target, m.opts.duration, m.opts.connections);
  const loadAfter = load1();
  const writes = await desk.stop();
  const result = summarise(target, r, warm, await drain(base));
  return { endpoint: e.name, round, side, result, loadBefore, loadAfter, shape, writes };
}

/** /api/ping from one connection (its own thread) while the usual connections load `busy` on the real server. */
export async function pingBeside(
  m: MeasureContext,
  busy: Endpoint,
  load1: () => number,
): Promise<{ result: LoadResult; busy: LoadResult; loadBefore: number; loadAfter: number }> {
  const { base, ...target } = targetOf(m, busy, 'real');
  const desk = frontDesk(m, 'real');
  if (m.opts.warmup > 0) await fire([base], target, m.opts.warmup, m.opts.connections);
  await drain(base);
  const loadBefore = load1();
  const [b, p] = await Promise.all([
    fire([base], target, m.opts.duration, m.opts.connections),
    fire([base], PING, m.opts.duration, 1, true),
  ]);
  const loadAfter = load1();
  await desk.stop();
  const drainS = await drain(base);
  return {
    result: summarise(PING, p, undefined, drainS),
    busy: summarise(target, b, undefined, drainS),
    loadBefore,
    loadAfter,
  };
}

/**
 * The real server at the front desk's pace: `--pace` requests a second, evenly spaced, over the usual
 * connections (bench/paced.ts), with the writes beside, for twice `--duration` (more samples for the p99). At
 * full load a closed loop's p99 is mostly queueing (about connections ÷ req/s): this block's latency is what a
 * request costs when the server is busy but not saturated.
 */
export async function pacedBlock(m: MeasureContext, e: Endpoint, load1: () => number): Promise<Block> {
  const { base, ...target } = targetOf(m, e, 'real');
  const desk = frontDesk(m, 'real');
  const warm =
    m.opts.warmup > 0 ? await paced(base, target, m.opts.pace, m.opts.warmup, m.opts.connections) : undefined;
  await drain(base);
  const loadBefore = load1();
  const seconds = m.opts.duration * 2;
  const r = await paced(base, target, m.opts.pace, seconds, m.opts.connections);
  const loadAfter = load1();
  const writes = await desk.stop();
  const drainS = await drain(base);
  const result: LoadResult = {
    name: target.name,
    path: target.path,
    requestsPerSec: r.requestsPerSec,
    requestsTotal: r.requestsTotal,
    latencyMs: r.latencyMs,
    throughputBytesPerSec: 0,
    ...statusTally(r.statusCodes),
    errors: r.errors,
    timeouts: 0,
    statusCodes: r.statusCodes,
    durationS: seconds,
    warmup: {
      requestsTotal: warm?.requestsTotal ?? 0,
      non2xx: warm ? statusTally(warm.statusCodes).non2xx : 0,
      errors: warm?.errors ?? 0,
    },
    drainS,
  };
  return { endpoint: e.name, round: 0, side: 'real', result, loadBefore, loadAfter, writes };
}
