import { SITE_IMAGE_FIELDS, SITE_IMAGE_WIDTHS, SITE_SECTION_NAMES } from '@chairside/domain';
import { z } from 'zod';

/** The OpenAPI shapes of the site's routes (the domain's `site-public.ts` types, as zod). */
const pictureSchema = z.object({ small: z.string(), large: z.string() }).nullable();
const personSchema = z.object({ id: z.number(), name: z.string(), title: z.string(), photo: pictureSchema });
const sectionValues = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export const siteContentSchema = z.object(Object.fromEntries(SITE_SECTION_NAMES.map((name) => [name, sectionValues])));

export const postSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  publishedOn: z.string(),
  cover: pictureSchema,
});
export const postSchema = postSummarySchema.extend({ html: z.string().describe('The body, rendered to safe HTML') });

export const publicSiteSchema = z.object({
  settings: z.object({
    system: z.record(z.string(), z.unknown()),
    openHours: z.record(z.string(), z.unknown()),
    localisation: z.record(z.string(), z.unknown()),
  }),
  content: siteContentSchema,
  services: z.array(z.object({ id: z.number(), name: z.string(), description: z.string(), image: pictureSchema })),
  doctors: z.array(personSchema),
  staff: z.array(personSchema),
  testimonials: z.array(
    z.object({ id: z.number(), name: z.string(), quote: z.string(), rating: z.number(), photo: pictureSchema }),
  ),
  posts: z.array(postSummarySchema),
  heroImage: pictureSchema,
});

export const editableContentSchema = z.object({
  content: siteContentSchema,
  versions: z.record(z.string(), z.number().int().describe('0: never saved')),
});

export const sectionParams = z.object({ section: z.enum(SITE_SECTION_NAMES) });
export const slugParams = z.object({ slug: z.string().max(80) });
export const imageParams = z.object({
  resource: z
    .string()
    .max(40)
    .describe(`One of ${Object.keys(SITE_IMAGE_FIELDS).join(', ')}`),
  id: z.coerce.number().int().positive(),
  file: z.coerce.number().int().positive(),
});
export const imageQuery = z.strictObject({
  w: z.coerce
    .number()
    .refine((w): w is (typeof SITE_IMAGE_WIDTHS)[number] => (SITE_IMAGE_WIDTHS as readonly number[]).includes(w), {
      message: `w must be one of ${SITE_IMAGE_WIDTHS.join(', ')}`,
    })
    .default(480),
});
