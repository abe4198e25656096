import { blogPostPath } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { esc } from './html.js';

/** The app's mark (apps/web/public/favicon.svg), for the browsers and crawlers that ask /favicon.ico. */
const MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#1f6f8b" d="M7.5 2C5 2 3 4.1 3 6.9c0 2 .7 3.6 1.3 5.3.5 1.5.8 3.3 1 5.4.2 2.4.9 4.4 2.3 4.4 1.6 0 1.9-2.3 2.3-4.6.3-1.5.6-2.6 2.1-2.6s1.8 1.1 2.1 2.6c.4 2.3.7 4.6 2.3 4.6 1.4 0 2.1-2 2.3-4.4.2-2.1.5-3.9 1-5.4.6-1.7 1.3-3.3 1.3-5.3C21 4.1 19 2 16.5 2c-1.6 0-2.7.8-4.5.8S9.1 2 7.5 2Z"/></svg>';

const DAY = 'public, max-age=86400';

/**
 * What crawlers ask for at the site's root: `/robots.txt` (the public pages open, the back-office
 * and the API closed, and where the sitemap is), `/sitemap.xml` (the landing page and every
 * published post, with its day) and `/favicon.ico` (a 48 px PNG of the app's mark).
 */
export const seoRoutes: FastifyPluginAsyncZod<{ database: Database; config: Pick<Config, 'publicUrl'> }> = async (
  app,
  { database, config },
) => {
  const origin = (request: { protocol: string; host: string }) =>
    config.publicUrl ?? `${request.protocol}://${request.host}`;
  let icon: Promise<Buffer> | undefined;

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', DAY)
      .send(
        [
          'User-agent: *',
          'Allow: /$',
          'Allow: /blog/',
          'Allow: /book-appointment',
          'Allow: /send-message',
          'Allow: /api/site/images/',
          'Disallow: /api/',
          'Disallow: /',
          '',
          `Sitemap: ${origin(request)}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const base = origin(request);
    const posts = await database.rows<{ slug: string; day: string }>(sql`
      select slug, to_char(greatest(published_on, updated_at::date), 'YYYY-MM-DD') as day from blog_posts
      where published and published_on <= app_today() order by published_on desc, id desc`);
    const url = (loc: string, lastmod?: string) =>
      `<url><loc>${esc(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url(`${base}/`),
      url(`${base}/book-appointment`),
      url(`${base}/send-message`),
      ...posts.map((p) => url(`${base}${blogPostPath(p.slug)}`, p.day)),
      '</urlset>',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });

  app.get('/favicon.ico', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    icon ??= sharp(Buffer.from(MARK)).resize(48, 48).png().toBuffer();
    return reply
      .type('image/png')
      .header('cache-control', DAY)
      .send(await icon);
  });
};
