// Autocannon keeps every answer's body as a string for callbacks this bench never sets (`onResponse`,
// `verifyBody`): `req.body += chunk`, a UTF-8 decode of every byte, on the load generator's one thread.
// Its cost depends on the bytes: a week of the appointment book (296 KB with accented names) took the
// generator to a full core at ~2,500 answers a second, while the thin server's answer (rows padded with
// ASCII spaces to the same size) decoded several times faster, so the real server was measured against the
// load generator and the thin one was not (2026-11-30, bench/README.md). The bodies are dropped instead:
// the generator then does the same work per answer for every side, whatever the bytes.
import { createRequire } from 'node:module';

interface PipelinedRequestsQueue {
  prototype: { addBody(data: Buffer): void };
}

const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as PipelinedRequestsQueue;

/** Makes autocannon (in this thread) count each answer's bytes without keeping its body. Idempotent. */
export function discardBodies(): void {
  queue.prototype.addBody = () => {};
}
