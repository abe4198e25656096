import { campaignLinks, TRACKING_MESSAGES } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { HttpProblem, notFound } from '../../http/problem.js';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Unknown link') });

/**
 * The public ends of a campaign's tracking, in patients' email (no sign-in):
 * the open pixel and the tracked links. Each records its event once per
 * recipient (the first time); a link redirects only to an address that is in
 * the campaign's message, never to one given by whoever calls it.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/o/:token',
    { config: { access: 'public' }, schema: { hide: true, params: tokenParams } },
    async (request, reply) => {
      await database.rows(sql`
        update campaign_recipients set opened_at = app_now()
        where token = ${request.params.token} and opened_at is null`);
      // The same image whatever the token: a pixel says nothing about who is tracked.
      return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
    },
  );

  app.get(
    '/c/:token',
    {
      config: { access: 'public' },
      schema: { hide: true, params: tokenParams, querystring: z.object({ url: z.string().max(2000) }) },
    },
    async (request, reply) => {
      const { token } = request.params;
      const { url } = request.query;
      const [found] = await database.rows<{ template: string }>(sql`
        select c.message_template as template from campaign_recipients r
        join marketing_campaigns c on c.id = r.campaign_id where r.token = ${token}`);
      if (!found) throw notFound('The link');
      if (!campaignLinks(found.template).includes(url))
        throw new HttpProblem(400, TRACKING_MESSAGES.unknownLink, [
          { path: 'url', message: TRACKING_MESSAGES.unknownLink },
        ]);
      // A click is also an open (the pixel may be blocked).
      await database.rows(sql`
        update campaign_recipients set clicked_at = coalesce(clicked_at, app_now()), opened_at = coalesce(opened_at, app_now())
        where token = ${token} and (clicked_at is null or opened_at is null)`);
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );
};
