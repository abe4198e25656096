import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

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

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024, customTypes: TEXT });
}
