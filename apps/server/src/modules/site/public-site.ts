import {
  HERO_IMAGE,
  type PublicSite,
  SITE_CARD_LIMIT,
  SITE_LATEST_POSTS,
  type SiteImageResource,
  type SitePicture,
  type SitePost,
  type SitePostSummary,
  siteImageUrl,
} from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { readSettings } from '../../settings/store.js';
import { readSiteContent } from './content-store.js';
import { renderMarkdown } from './markdown.js';

/** The first file of a record's picture field, as a subquery. */
const pictureOf = (resource: SiteImageResource, field: string, table: SQL) => sql`(
  select f.id from files f where f.resource = ${resource} and f.record_id = ${table}.id and f.field = ${field}
  order by f.id limit 1)`;

/** A picture's addresses at the card and the large width; null when the record has none. */
export const picture = (resource: SiteImageResource, recordId: number, fileId: number | null): SitePicture | null =>
  fileId === null
    ? null
    : {
        small: siteImageUrl(resource, recordId, Number(fileId), 480),
        large: siteImageUrl(resource, recordId, Number(fileId), 960),
      };

interface PostRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  author: string;
  publishedOn: string;
  cover: number | null;
}

const toSummary = (r: PostRow): SitePostSummary => ({
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  author: r.author,
  publishedOn: String(r.publishedOn).slice(0, 10),
  cover: picture('blog-posts', Number(r.id), r.cover),
});

const POST_COLUMNS = sql`id, slug, title, summary, author, published_on::text as "publishedOn",
  ${pictureOf('blog-posts', 'cover', sql`blog_posts`)} as cover`;

/** A post is public once published and its day has come (a post dated ahead appears on that day). */
const PUBLISHED = sql`published and published_on <= app_today()`;

/** The hero's picture's file id, if one was uploaded. */
export async function heroImageId(rows: Rows): Promise<number | null> {
  const [row] = await rows<{ id: number }>(sql`
    select id from files where resource = ${HERO_IMAGE.resource} and record_id = ${HERO_IMAGE.recordId}
      and field = ${HERO_IMAGE.field} order by id desc limit 1`);
  return row ? Number(row.id) : null;
}

/** Published posts, newest first. */
export async function publishedPosts(rows: Rows, limit: number): Promise<SitePostSummary[]> {
  const found = await rows<PostRow>(sql`
    select ${POST_COLUMNS} from blog_posts where ${PUBLISHED} order by published_on desc, id desc limit ${limit}`);
  return found.map(toSummary);
}

/** One published post with its body rendered to safe HTML; undefined when there is none by that slug. */
export async function publishedPost(rows: Rows, slug: string): Promise<SitePost | undefined> {
  const [found] = await rows<PostRow & { body: string }>(sql`
    select ${POST_COLUMNS}, body from blog_posts where lower(slug) = ${slug.toLowerCase()} and ${PUBLISHED}`);
  return found ? { ...toSummary(found), html: renderMarkdown(found.body) } : undefined;
}

/** Everything the landing page draws (`GET /api/site`): content, settings, and the records it shows. */
export async function publicSite(rows: Rows, database: Parameters<typeof readSettings>[0]): Promise<PublicSite> {
  const settings = await readSettings(database);
  const { content } = await readSiteContent(rows);
  const services = await rows<{ id: number; name: string; description: string | null; image: number | null }>(sql`
    select id, name, public_description as description, ${pictureOf('services', 'image', sql`services`)} as image
    from services where show_on_website and active
    order by website_order nulls last, lower(name), id`);
  const doctors = await rows<{ id: number; name: string; title: string; photo: number | null }>(sql`
    select id, full_name as name, specialization as title, ${pictureOf('doctors', 'photo', sql`doctors`)} as photo
    from doctors where show_on_site order by lower(full_name), id limit ${SITE_CARD_LIMIT}`);
  const staff = await rows<{ id: number; name: string; title: string; photo: number | null }>(sql`
    select id, full_name as name, role as title, ${pictureOf('staff', 'photo', sql`staff`)} as photo
    from staff where show_on_site and status = 'Active' order by lower(full_name), id limit ${SITE_CARD_LIMIT}`);
  const testimonials = await rows<{
    id: number;
    name: string;
    quote: string;
    rating: number;
    photo: number | null;
  }>(sql`
    select id, name, quote, rating, ${pictureOf('testimonials', 'photo', sql`testimonials`)} as photo
    from testimonials where published order by updated_at desc, id desc limit 6`);
  return {
    settings: { system: settings.system, openHours: settings.openHours, localisation: settings.localisation },
    content,
    services: services.map((s) => ({
      id: Number(s.id),
      name: s.name,
      description: s.description ?? '',
      image: picture('services', Number(s.id), s.image),
    })),
    doctors: doctors.map((d) => ({
      id: Number(d.id),
      name: d.name,
      title: d.title,
      photo: picture('doctors', Number(d.id), d.photo),
    })),
    staff: staff.map((d) => ({
      id: Number(d.id),
      name: d.name,
      title: d.title,
      photo: picture('staff', Number(d.id), d.photo),
    })),
    testimonials: testimonials.map((t) => ({
      id: Number(t.id),
      name: t.name,
      quote: t.quote,
      rating: Number(t.rating),
      photo: picture('testimonials', Number(t.id), t.photo),
    })),
    posts: await publishedPosts(rows, SITE_LATEST_POSTS),
    heroImage: picture('site-content', HERO_IMAGE.recordId, await heroImageId(rows)),
  };
}
