import {
  SITE_IMAGE_FIELDS,
  SITE_SECTIONS,
  type SiteImageResource,
  type SiteImageWidth,
  siteSectionSchema,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { HttpProblem, notFound } from '../../http/problem.js';
import { writeAudit } from '../../resources/audit.js';
import { readSiteContent, writeSiteSection } from './content-store.js';
import { sitePicture } from './images.js';
import { publicSite, publishedPost } from './public-site.js';
import {
  editableContentSchema,
  imageParams,
  imageQuery,
  postSchema,
  publicSiteSchema,
  sectionParams,
  slugParams,
} from './schemas.js';

/** A picture never changes at its address (a new upload is a new file id). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The public website (issue 24): what the landing page and a post's page draw, the pictures they
 * show, and the CMS editors' reads and writes of each section's text.
 */
export const siteRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const tags = ['site'];

  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Everything the public landing page shows',
        description:
          'The clinic’s name, contact and hours, each section’s text, the services shown on the website, ' +
          'at most 4 doctors and 4 staff marked for the site, published testimonials and the latest posts.',
        security: [],
        response: { 200: publicSiteSchema },
      },
    },
    async () => publicSite(database.rows, database),
  );

  app.get(
    '/posts/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One published blog post, its body as safe HTML',
        description: '404 for a post that does not exist, is not published, or is dated after today.',
        security: [],
        params: slugParams,
        response: { 200: postSchema },
      },
    },
    async (request) => {
      const post = await publishedPost(database.rows, request.params.slug);
      if (!post) throw notFound('The post');
      return post;
    },
  );

  app.get(
    '/images/:resource/:id/:file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A picture the public site shows, resized',
        description:
          'A service’s image, the photo of a doctor or staff member marked for the site, of a published ' +
          'testimonial, a published post’s cover: as WebP at width `w`, cached for a year. 404 for any other file.',
        security: [],
        params: imageParams,
        querystring: imageQuery,
      },
    },
    async (request, reply) => {
      const { resource, id, file } = request.params;
      const data =
        resource in SITE_IMAGE_FIELDS &&
        (await sitePicture(database.rows, resource as SiteImageResource, id, file, request.query.w as SiteImageWidth));
      if (!data) throw notFound('The picture');
      return reply
        .type('image/webp')
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );

  app.get(
    '/content',
    {
      config: { access: 'content.manage' },
      schema: {
        tags,
        summary: 'Every section’s text, with the versions to save against',
        response: { 200: editableContentSchema },
      },
    },
    async () => readSiteContent(database.rows),
  );

  app.put(
    '/content/:section',
    {
      config: { access: 'content.manage', problems: [409, 422] },
      schema: {
        tags,
        summary: 'Save one section of the site',
        description:
          'Every field is required (lines: one entry per line, trimmed, blanks dropped). `version` is the one ' +
          'read (0 for a section never saved); a newer one is a 409. The Services section’s `shown` names ' +
          'the fee schedule’s services to show on the website, in order (a name that is none is a 422).',
        params: sectionParams,
        body: z.object({ version: z.number().int().min(0), values: z.record(z.string(), z.unknown()) }),
        response: { 200: editableContentSchema },
      },
    },
    async (request) => {
      const { section } = request.params;
      const parsed = siteSectionSchema(section).safeParse(request.body.values);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        throw new HttpProblem(422, SITE_SECTIONS[section].failed, errors);
      }
      await database.transaction(async (rows) => {
        await writeSiteSection(rows, section, parsed.data, request.body.version);
        await writeAudit(rows, request.user, 'site-content', 0, 'update', {
          [section]: { from: null, to: parsed.data },
        });
      });
      return readSiteContent(database.rows);
    },
  );
};
