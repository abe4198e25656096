// A paced load: requests sent at even intervals over a few kept-alive connections, each request's latency
// counted from the moment it was due. Autocannon's rate limit is not that: each connection sends its share of
// a second's requests back to back as the second begins, then waits, so its "paced" latency is a burst's.
import http from 'node:http';
import type { Target } from './load.js';

export interface PacedResult {
  /** Requests answered per second of the run. */
  requestsPerSec: number;
  requestsTotal: number;
  /** From when each request was due (not when a connection was free to send it): a server falling behind shows. */
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  statusCodes: Record<string, number>;
  errors: number;
}

/** The value at quantile q of sorted numbers (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function get(agent: http.Agent, base: URL, target: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: base.hostname, port: base.port, path: target.path, headers: target.headers ?? {}, agent },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

/**
 * `rate` requests a second for `seconds`, one every 1/rate s, over at most `connections` kept-alive
 * connections (a request due while all are busy waits for one, and its wait counts in its latency).
 */
export async function paced(
  baseUrl: string,
  target: Target,
  rate: number,
  seconds: number,
  connections: number,
): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const base = new URL(baseUrl);
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const sent: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sent.push(
      get(agent, base, target).then(
        (status) => {
          latencies.push(performance.now() - due);
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(sent);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 10) / 10;
  return {
    requestsPerSec: Math.round((latencies.length / elapsed) * 10) / 10,
    requestsTotal: latencies.length,
    latencyMs: {
      average: ms(sorted.reduce((t, x) => t + x, 0) / (sorted.length || 1)),
      p50: ms(quantile(sorted, 0.5)),
      p90: ms(quantile(sorted, 0.9)),
      p99: ms(quantile(sorted, 0.99)),
      max: ms(sorted.at(-1) ?? 0),
    },
    statusCodes,
    errors,
  };
}
