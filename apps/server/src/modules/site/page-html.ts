import { blogPostPath, now, PUBLIC_PAGES, type PublicSite } from '@chairside/domain';
import type { Database } from '../../db/client.js';
import { esc } from './html.js';
import { publicSite, publishedPost } from './public-site.js';
import { dentistJsonLd, type PageMeta, postJsonLd } from './seo.js';
import { SITE_STYLE } from './site-style.js';
import { heroPreload, landingHtml, type PageContext, postHtml } from './static-page.js';

/** The narrow screen's menu closes once a link of it is followed (apps/web/public). */
const SITE_MENU_SCRIPT = '/site-menu.js';

const DESCRIPTION_CHARS = 160;
const clip = (text: string): string =>
  text.length <= DESCRIPTION_CHARS ? text : `${text.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…`;

/** The head tags of a page: title, description, canonical address, Open Graph, structured data. */
function headTags(meta: PageMeta, site: PublicSite, jsonLd: string): string {
  const og = (property: string, content: string) => `<meta property="${property}" content="${esc(content)}" />`;
  return [
    `<title>${esc(meta.title)}</title>`,
    `<meta name="description" content="${esc(meta.description)}" />`,
    `<link rel="canonical" href="${esc(meta.url)}" />`,
    og('og:type', meta.type),
    og('og:site_name', site.settings.system.appName),
    og('og:title', meta.title),
    og('og:description', meta.description),
    og('og:url', meta.url),
    ...(meta.image ? [og('og:image', meta.image)] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    jsonLd,
  ].join('\n    ');
}

/**
 * A whole public page: its head and content, the site's inline stylesheet, and no script of the app
 * (only the menu's few lines), so it paints from its first bytes and stays still (issue 24, "fast").
 */
function page(head: string, body: string, lang: string): string {
  return `<!doctype html>
<html lang="${esc(lang)}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#0f4c63" />
    ${head}
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <style>${SITE_STYLE}</style>
    <script src="${SITE_MENU_SCRIPT}" defer></script>
  </head>
  <body>
    ${body}
  </body>
</html>
`;
}

/**
 * The public pages' HTML with their real content (issue 24, "findable"): rendered from the database
 * at each request, so an edit in the CMS shows at once; `origin` makes the absolute addresses Open
 * Graph and the canonical link need. Null for an address that is no such page (the app's HTML as it is).
 */
export async function publicPageHtml(
  database: Database,
  path: string,
  origin: string,
  { demo }: { demo: boolean },
): Promise<string | null> {
  const isPost = path.startsWith(`${PUBLIC_PAGES.blog}/`);
  if (path !== PUBLIC_PAGES.landing && !isPost) return null;
  const site = await publicSite(database.rows, database);
  const ctx: PageContext = { site, year: now().getFullYear(), demo };
  const name = site.settings.system.appName;
  const lang = site.settings.localisation.language;
  if (!isPost) {
    const meta: PageMeta = {
      title: `${name} — ${String(site.content.home.title)}`,
      description: clip(String(site.content.about.description)),
      url: `${origin}/`,
      type: 'website',
      ...((site.heroImage ?? site.services[0]?.image)
        ? { image: `${origin}${(site.heroImage ?? site.services[0]?.image)?.large}` }
        : {}),
    };
    return page(`${headTags(meta, site, dentistJsonLd(site, origin))}${heroPreload(site)}`, landingHtml(ctx), lang);
  }
  const post = await publishedPost(database.rows, decodeURIComponent(path.slice(PUBLIC_PAGES.blog.length + 1)));
  if (!post) return null;
  const url = `${origin}${blogPostPath(post.slug)}`;
  const meta: PageMeta = {
    title: `${post.title} · ${name}`,
    description: clip(post.summary),
    url,
    type: 'article',
    ...(post.cover ? { image: `${origin}${post.cover.large}` } : {}),
  };
  const head = headTags(meta, site, `${dentistJsonLd(site, origin)}\n    ${postJsonLd(post, site, url)}`);
  return page(head, postHtml(post, ctx), lang);
}
