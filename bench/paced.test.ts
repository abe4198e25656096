import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusTally } from './load.js';
import { paced, quantile } from './paced.js';

describe('the paced load', () => {
  let server: http.Server;
  let base = '';
  const arrivals: number[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      arrivals.push(performance.now());
      // The slow path answers after 30 ms: its wait is the server's, counted from when the request was due.
      setTimeout(() => res.end(req.url), req.url === '/slow' ? 30 : 0);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('sends the requests evenly spread over the seconds, not in a burst at the start of each', async () => {
    arrivals.length = 0;
    const r = await paced(base, { name: 'fast', path: '/fast' }, 50, 1, 10);
    expect(r.requestsTotal).toBe(50);
    expect(r.statusCodes).toEqual({ 200: 50 });
    // One due every 20 ms and none sent before it is due: about 10 in the first 200 ms (a burst: all 50),
    // the last about 980 ms after the first (with room for a busy machine's late timers and connections).
    expect(arrivals.filter((t) => t - arrivals[0]! < 200).length).toBeLessThanOrEqual(20);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(700);
  });

  it('counts a request’s latency from when it was due, so a wait for a free connection shows', async () => {
    // One connection, a request every 10 ms, each answered in 30: the queue grows and so do the latencies.
    const r = await paced(base, { name: 'slow', path: '/slow' }, 100, 0.5, 1);
    expect(r.requestsTotal).toBe(50);
    expect(r.latencyMs.p50).toBeGreaterThan(200);
    expect(r.latencyMs.max).toBeGreaterThan(r.latencyMs.p50);
  });

  it('takes the nearest-rank quantile', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([quantile(xs, 0.5), quantile(xs, 0.99), quantile(xs, 1), quantile([], 0.5)]).toEqual([50, 99, 100, 0]);
  });

  it('tallies the answers not 2xx and those not 200 apart, for the run’s problems', () => {
    expect(statusTally({ 200: 40, 204: 3, 404: 2, 500: 1 })).toEqual({ non2xx: 3, not200: 6 });
  });
});
