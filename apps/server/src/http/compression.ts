import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Text answers (JSON, problem+json, CSV, HTML, JS, CSS, SVG) are sent with brotli or gzip,
 * as the browser's Accept-Encoding allows. The fallback list of mime-db decides the rest, so
 * PDFs, spreadsheets, images and backups, already compressed, go as they are; answers under
 * 1 KiB too (compressing them costs more than it saves). Brotli at quality 4 for answers made
 * per request: close to gzip's speed, smaller. The web app's files are precompressed at build
 * (apps/web/precompress.ts): `web-files.ts` sends those as they are, and this hook leaves an
 * answer that already has its Content-Encoding alone.
 */
const TEXT = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript(?:;|$)/u;

/** What answers are compressed with, the first the client accepts. */
export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
const THRESHOLD = 1024;
/**
 * Answers up to this size are compressed in one call on the event loop; bigger ones through a stream on
 * libuv's threads. The plugin's default shrinks with the cores (8 KiB on two), so a list page of 14 KB went
 * through the stream, whose set-up cost the patient search a tenth of its answers a second as a browser asks
 * (bench/README.md, fourteenth pass); brotli at quality 4 takes some 60 µs for 13 KB in one call.
 */
const SYNC_UP_TO = 64 * 1024;

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ENCODINGS,
    threshold: THRESHOLD,
    syncThreshold: SYNC_UP_TO,
    customTypes: TEXT,
  });
}

/** The encoding an answer of `size` bytes is sent with for this request, or null: as it is. */
export function answerEncoding(request: FastifyRequest, size: number): Encoding | null {
  if (size < THRESHOLD || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) as Encoding | null;
}

/** Says the answer depends on the request's Accept-Encoding (a cache must keep its encodings apart). */
export function varyByEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
}

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The bytes compressed as the plugin does (brotli at quality 4, gzip at its default level), off the event loop. */
export const encode = (encoding: Encoding, raw: Buffer): Promise<Buffer> =>
  encoding === 'br' ? brotliCompress(raw, BROTLI) : gzip(raw);

/**
 * A page the history fallback sends, compressed as the plugin would: the plugin hooks routes as
 * they are declared, and the fallback is no route (the public pages are rendered per request).
 */
export function compressedPage(request: FastifyRequest, reply: FastifyReply, body: Buffer | string): Buffer {
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
  varyByEncoding(reply);
  const encoding = answerEncoding(request, raw.length);
  if (!encoding) return raw;
  reply.header('content-encoding', encoding);
  return encoding === 'br' ? zlib.brotliCompressSync(raw, BROTLI) : zlib.gzipSync(raw);
}
