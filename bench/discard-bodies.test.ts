import http from 'node:http';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardBodies } from './discard-bodies.js';
import { fire } from './load.js';

interface Pending {
  bytes: number;
  body: string;
}
interface Queue {
  insertRequest(req: object): void;
  addBody(data: Buffer): void;
  addByteCount(count: number): void;
  peek(): Pending | undefined;
}
const Queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as new () => Queue;

// An answer of 60,000 two-byte characters: what the load generator would have had to decode.
const BODY = Buffer.from(JSON.stringify({ name: 'Zoë Müller'.repeat(6_000) }));

describe('the load generator', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(BODY);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('keeps no answer body (no decoding of every byte), but still counts its bytes', () => {
    discardBodies();
    const queue = new Queue();
    queue.insertRequest({});
    queue.addBody(BODY);
    queue.addByteCount(BODY.length);
    expect(queue.peek()).toMatchObject({ body: '', bytes: BODY.length });
  });

  it('counts every answer and all its bytes though it keeps none of them', async () => {
    const r = await fire([base], { name: 'big', path: '/big' }, 1, 2);
    expect(r.non2xx).toBe(0);
    expect(r.requests.total).toBeGreaterThan(0);
    // The bytes read are the answers' bodies and their headers, for every answer counted.
    expect(r.throughput.total).toBeGreaterThanOrEqual(r.requests.total * BODY.length);
    expect(r.throughput.total).toBeLessThan(r.requests.total * (BODY.length + 1_000) + BODY.length * 4);
  });
});
