import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names every file under assets/ by a hash of its content: a changed file is a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so the browser asks again each time (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

function cacheControl(reply: FastifyReply, file: string, dist: string): void {
  const relative = path.relative(dist, file).split(path.sep);
  const value =
    relative[0] === 'assets' ? IMMUTABLE : relative.at(-1) === 'index.html' ? REVALIDATE : 'public, max-age=3600';
  reply.header('cache-control', value);
}

/**
 * The built web app's files, with the `.br`/`.gz` copies the build made sent to browsers
 * that accept them; returns its index.html for the history fallback (sent `no-cache`).
 */
export async function serveWeb(app: FastifyInstance, dist: string): Promise<Buffer> {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`The web app is not built: ${index} is missing. Run npm run build.`);
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => cacheControl(reply, file, dist),
  });
  return fs.readFileSync(index);
}
