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

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
const THRESHOLD = 1024;

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, encodings: ENCODINGS, threshold: THRESHOLD, customTypes: TEXT });
}

/**
 * A page the history fallback sends, compressed as the plugin would: the plugin hooks routes as
 * they are declared, and the fallback is no route (the public pages are rendered per request).
 */
export function compressedPage(request: FastifyRequest, reply: FastifyReply, body: Buffer | string): Buffer {
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = raw.length < THRESHOLD ? null : negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
  if (!encoding) return raw;
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.gzipSync(raw);
}
