import { SITE_IMAGE_FIELDS, type SITE_IMAGE_WIDTHS, type SiteImageResource } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Rows } from '../../db/client.js';
import { fileStore } from '../../files/store.js';

const TABLES: Record<Exclude<SiteImageResource, 'site-content'>, string> = {
  services: 'services',
  doctors: 'doctors',
  staff: 'staff',
  testimonials: 'testimonials',
  'blog-posts': 'blog_posts',
};

/** Resized pictures kept by this process (a file never changes: a new upload is a new id). */
const cache = new Map<string, Buffer>();
const CACHE_ENTRIES = 300;

/**
 * A picture the public site shows, at one of its widths, as WebP: only a file of a record's picture
 * field while that record is on the site (a service shown, a published testimonial…), else undefined.
 * The bytes were recognised as JPEG or PNG at upload (`files/sniff.ts`); sharp decodes them again
 * and writes a new image, so nothing of the upload but its pixels reaches a visitor (no metadata).
 */
export async function sitePicture(
  rows: Rows,
  resource: SiteImageResource,
  recordId: number,
  fileId: number,
  width: (typeof SITE_IMAGE_WIDTHS)[number],
): Promise<Buffer | undefined> {
  const { field } = SITE_IMAGE_FIELDS[resource];
  if (resource !== 'site-content') {
    const column = SITE_IMAGE_FIELDS[resource].shownColumn;
    const [shown] = await rows<{ shown: boolean }>(
      sql`select ${sql.identifier(column)} as shown from ${sql.identifier(TABLES[resource])} where id = ${recordId}`,
    );
    if (!shown?.shown) return undefined;
  }
  const key = `${resource}/${recordId}/${fileId}/${width}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const found = await fileStore.read(rows, resource, recordId, fileId);
  if (!found || found.field !== field) return undefined;
  const resized = await sharp(found.data, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, resized);
  return resized;
}
