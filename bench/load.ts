// Load one endpoint with autocannon (programmatic API): a short warm-up, then the measured run.
import autocannon from 'autocannon';
import { discardBodies } from './discard-bodies.js';

discardBodies();

export interface Target {
  /** Short label for the table. */
  name: string;
  /** Path and query, e.g. /api/clinics?page=3. */
  path: string;
  headers?: Record<string, string>;
}

export interface LoadOptions {
  duration: number;
  connections: number;
  warmup: number;
}

export interface LoadResult {
  name: string;
  path: string;
  requestsPerSec: number;
  requestsTotal: number;
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  throughputBytesPerSec: number;
  non2xx: number;
  /** Responses whose status was not exactly 200 (counts 2xx other than 200 too). */
  not200: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  durationS: number;
  warmup: { requestsTotal: number; non2xx: number; errors: number };
  /** Seconds the server still needed, after the client stopped, to answer what was queued. */
  drainS: number;
}

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

function statusCounts(result: autocannon.Result): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) counts[code] = stat?.count ?? 0;
  return counts;
}

/** Responses by status: those not 2xx, and those not exactly 200 (a 2xx other than 200 counts there too). */
export function statusTally(statusCodes: Record<string, number>): { non2xx: number; not200: number } {
  let non2xx = 0;
  let not200 = 0;
  for (const [code, n] of Object.entries(statusCodes)) {
    if (!code.startsWith('2')) non2xx += n;
    if (code !== '200') not200 += n;
  }
  return { non2xx, not200 };
}

/** Several base URLs (processes of one deployment): autocannon spreads the connections over them in turn. */
export function fire(
  baseUrls: readonly string[],
  target: Target,
  duration: number,
  connections: number,
  ownThread = false,
): Promise<autocannon.Result> {
  return autocannon({
    // A probe beside a load fires from a thread of its own, as another workstation would: on the load's
    // thread, its latency would include the load generator's own queue of answers to read.
    ...(ownThread ? { workers: 1 } : {}),
    // An array is accepted at run time (connection i goes to url i mod n); the types say string.
    url: baseUrls.map((u) => `${u}${target.path}`) as unknown as string,
    method: 'GET',
    headers: target.headers ?? {},
    connections,
    duration,
    timeout: 10,
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Autocannon stops sending at the end of a run, but the server still works
 * through the requests already queued (PGlite runs each query on the event
 * loop). Wait until /api/ping answers promptly again, so one run's backlog is
 * not billed to the next.
 */
export async function drain(baseUrl: string, limitMs = 180_000): Promise<number> {
  const start = performance.now();
  let prompt = 0;
  while (performance.now() - start < limitMs) {
    const t = performance.now();
    try {
      const res = await fetch(`${baseUrl}/api/ping`, { signal: AbortSignal.timeout(limitMs) });
      await res.arrayBuffer();
      prompt = performance.now() - t < 50 ? prompt + 1 : 0;
    } catch {
      prompt = 0;
    }
    if (prompt >= 3) return Math.round((performance.now() - start) / 100) / 10;
    await sleep(100);
  }
  throw new Error(`the server was still busy ${limitMs / 1000} s after the load stopped`);
}

function loopbackOnly(baseUrls: readonly string[]): void {
  for (const baseUrl of baseUrls)
    if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(baseUrl))
      throw new Error(`refusing to load a non-loopback target: ${baseUrl}`);
}

export async function load(
  base: string | readonly string[],
  target: Target,
  options: LoadOptions,
): Promise<LoadResult> {
  const baseUrls = typeof base === 'string' ? [base] : base;
  loopbackOnly(baseUrls);
  const drainAll = async () => Math.max(...(await Promise.all(baseUrls.map((u) => drain(u)))));
  const warm = options.warmup > 0 ? await fire(baseUrls, target, options.warmup, options.connections) : undefined;
  if (warm) await drainAll();
  const r = await fire(baseUrls, target, options.duration, options.connections);
  return summarise(target, r, warm, await drainAll());
}

/**
 * `probe` from one connection while `busy` keeps the usual connections going, for the same seconds
 * (after `busy`'s warm-up): what the probe's requests wait behind the busy ones.
 */
export async function loadAlongside(
  baseUrl: string,
  busy: Target,
  probe: Target,
  options: LoadOptions,
): Promise<{ probe: LoadResult; busy: LoadResult }> {
  loopbackOnly([baseUrl]);
  if (options.warmup > 0) await fire([baseUrl], busy, options.warmup, options.connections);
  await drain(baseUrl);
  const [b, p] = await Promise.all([
    fire([baseUrl], busy, options.duration, options.connections),
    fire([baseUrl], probe, options.duration, 1, true),
  ]);
  const drainS = await drain(baseUrl);
  return { probe: summarise(probe, p, undefined, drainS), busy: summarise(busy, b, undefined, drainS) };
}

export function summarise(
  target: Target,
  r: autocannon.Result,
  warm: autocannon.Result | undefined,
  drainS: number,
): LoadResult {
  const statusCodes = statusCounts(r);
  const { not200 } = statusTally(statusCodes);
  return {
    name: target.name,
    path: target.path,
    requestsPerSec: round(r.requests.average, 1),
    requestsTotal: r.requests.total,
    latencyMs: {
      average: round(r.latency.average),
      p50: round(r.latency.p50),
      p90: round(r.latency.p90),
      p99: round(r.latency.p99),
      max: round(r.latency.max),
    },
    throughputBytesPerSec: Math.round(r.throughput.average),
    non2xx: r.non2xx,
    not200,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
    durationS: r.duration,
    warmup: { requestsTotal: warm?.requests.total ?? 0, non2xx: warm?.non2xx ?? 0, errors: warm?.errors ?? 0 },
    drainS,
  };
}

/** Anything but a clean run of 200s: the numbers would describe error pages, not the endpoint. */
export function problemsOf(r: LoadResult): string[] {
  const problems: string[] = [];
  if (r.non2xx || r.not200) problems.push(`${r.not200} responses were not 200 (${JSON.stringify(r.statusCodes)})`);
  if (r.errors) problems.push(`${r.errors} connection errors (${r.timeouts} timeouts)`);
  if (r.warmup.non2xx || r.warmup.errors)
    problems.push(`warm-up: ${r.warmup.non2xx} non-2xx responses, ${r.warmup.errors} errors`);
  if (r.requestsTotal === 0) problems.push('no request completed');
  return problems;
}

/** endpoint, req/s, latency and error counts, one line per run. */
export function formatTable(results: LoadResult[]): string {
  const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'backlog s'];
  const rows = results.map((r) => [
    r.name,
    r.requestsPerSec.toFixed(1),
    r.latencyMs.p50.toFixed(1),
    r.latencyMs.p99.toFixed(1),
    String(r.requestsTotal),
    String(r.non2xx),
    String(r.errors),
    r.drainS.toFixed(1),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)));
  return [line(head), widths.map((w) => '-'.repeat(w)), ...rows.map(line)].map((l) => l.join('  ')).join('\n');
}
