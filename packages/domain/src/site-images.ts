import type { FileType } from './files.js';

/** The pictures the public site shows: recognised from their bytes, resized by the server. */
export const IMAGE_FILE_TYPES = ['jpeg', 'png'] as const satisfies readonly FileType[];

/** The widths the site shows a picture at (`?w=`): cards, the hero and a post's cover. */
export const SITE_IMAGE_WIDTHS = [160, 480, 960, 1600] as const;
export type SiteImageWidth = (typeof SITE_IMAGE_WIDTHS)[number];

/** The record types and fields whose pictures the public site may show, and what makes one public. */
export const SITE_IMAGE_FIELDS = {
  services: { field: 'image', shownColumn: 'show_on_website' },
  doctors: { field: 'photo', shownColumn: 'show_on_site' },
  staff: { field: 'photo', shownColumn: 'show_on_site' },
  testimonials: { field: 'photo', shownColumn: 'published' },
  'blog-posts': { field: 'cover', shownColumn: 'published' },
  // The hero's picture belongs to the site's content (record 1), not to a record type: always shown.
  'site-content': { field: 'heroImage', shownColumn: null },
} as const;

/** Where the hero's picture is kept in the `files` table. */
export const HERO_IMAGE = {
  resource: 'site-content',
  recordId: 1,
  field: 'heroImage',
  maxBytes: 5 * 1024 * 1024,
} as const;
export type SiteImageResource = keyof typeof SITE_IMAGE_FIELDS;

/** `/api/site/images/services/3/17?w=480`: a public picture at one of the site's widths. */
export const siteImageUrl = (resource: SiteImageResource, recordId: number, fileId: number, width: SiteImageWidth) =>
  `/api/site/images/${resource}/${recordId}/${fileId}?w=${width}`;
