import fs from 'node:fs';
import path from 'node:path';
import { PAGE_HTML, type PageHtml } from '@chairside/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names every file under assets/ by a hash of its content: a changed file is a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The HTML files name the current hashed files, so the browser asks again each time (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

function cacheControl(reply: FastifyReply, file: string, dist: string): void {
  const relative = path.relative(dist, file).split(path.sep);
  const value =
    relative[0] === 'assets' ? IMMUTABLE : relative.at(-1)?.endsWith('.html') ? REVALIDATE : 'public, max-age=3600';
  reply.header('cache-control', value);
}

/** The app's HTML for each kind of page: the history fallback serves an address its kind's. */
export type WebPages = Record<PageHtml, Buffer>;

/**
 * The built web app's files, with the `.br`/`.gz` copies the build made sent to browsers
 * that accept them; returns its HTML files for the history fallback (sent `no-cache`). A build
 * without the admin pages' own HTML (an older one) serves index.html for them too.
 */
export async function serveWeb(app: FastifyInstance, dist: string): Promise<WebPages> {
  const index = path.join(dist, PAGE_HTML.public);
  if (!fs.existsSync(index)) throw new Error(`The web app is not built: ${index} is missing. Run npm run build.`);
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => cacheControl(reply, file, dist),
  });
  const indexHtml = fs.readFileSync(index);
  const read = (file: string) => {
    const full = path.join(dist, file);
    return fs.existsSync(full) ? fs.readFileSync(full) : indexHtml;
  };
  return { public: indexHtml, admin: read(PAGE_HTML.admin), dashboard: read(PAGE_HTML.dashboard) };
}
