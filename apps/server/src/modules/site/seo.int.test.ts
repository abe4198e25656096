import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { multipartFile, SAMPLE_FILES } from '../../test/upload.js';
import { publicPageHtml } from './page-html.js';

let ctx: TestContext;
let admin: string;
const PAGE = { demo: false };

const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload: payload as object });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  const settings = (await ctx.app.inject({ url: '/api/settings' })).json<Record<string, unknown>>();
  await ctx.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { cookie: admin },
    payload: {
      ...settings,
      system: {
        appName: 'Bright <Smiles>',
        address: '2 High St',
        email: 'hi@bright.example',
        phone: '+1 617 555 0100',
        showLogo: true,
      },
    },
  });
  await ctx.app.inject({
    method: 'PUT',
    url: '/api/site/content/about',
    headers: { cookie: admin },
    payload: { version: 0, values: { description: 'Family dentists since 1998 & proud.', highlights: ['Calm'] } },
  });
  await post('/api/services', {
    code: 'IMP',
    name: 'Dental Implants',
    category: 'Other',
    price: '900.00',
    active: true,
    showOnWebsite: true,
    publicDescription: 'Teeth for life',
  });
  await post('/api/blog-posts', {
    title: 'Gum care',
    slug: 'gum-care',
    summary: 'Healthy gums',
    body: 'Floss <script>alert(1)</script>',
    author: 'Dr A',
    published: true,
    publishedOn: '2021-05-04',
  });
});
afterAll(() => ctx.close());

describe('public pages in the HTML', () => {
  it('/ holds the clinic’s name, the about text and the services, with its own head and Dentist data', async () => {
    const html = (await publicPageHtml(ctx.database, '/', 'https://bright.example', PAGE))!;
    expect(html).toContain('Bright &lt;Smiles&gt;');
    expect(html).toContain('Family dentists since 1998 &amp; proud.');
    expect(html).toContain('Dental Implants');
    expect(html).toContain('Teeth for life');
    expect(html).not.toContain('class="boot"');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Family dentists since 1998 &amp; proud." />');
    expect(html).toContain('<meta property="og:url" content="https://bright.example/" />');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Dentist',
      name: 'Bright <Smiles>',
      telephone: '+1 617 555 0100',
      address: '2 High St',
    });
    expect(ld.openingHoursSpecification[0]).toMatchObject({ dayOfWeek: 'https://schema.org/Monday', opens: '08:00' });
    // JSON-LD cannot close its element early.
    expect(html).not.toContain('"Bright <Smiles>"');
  });

  it('/ paints without the app: its style inline, no script but the menu’s, no request made ahead for the app', async () => {
    const html = (await publicPageHtml(ctx.database, '/', 'https://bright.example', PAGE))!;
    expect(html.match(/<script[^>]*\bsrc="[^"]*"/g)).toEqual(['<script src="/site-menu.js"']);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('as="fetch"');
    expect(html).toMatch(/<style>[^<]*\.hero\{/);
    // The narrow screen's menu is a native popover: it opens without any script.
    expect(html).toMatch(
      /<button type="button" class="menu-btn" popovertarget="site-menu" aria-label="Open the menu">/,
    );
    expect(html).toContain('<nav id="site-menu" class="menu" popover aria-label="Menu">');
    expect(html).not.toContain('class="demo"');
    expect(await publicPageHtml(ctx.database, '/', 'https://bright.example', { demo: true })).toContain(
      'Demonstration clinic: the data is made up',
    );
  });

  it('asks for the hero picture first and gives every other picture its size, lazily loaded', async () => {
    const hero = multipartFile('hero.png', SAMPLE_FILES.png, { type: 'image/png' });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/site/hero-image',
      headers: { cookie: admin, ...hero.headers },
      payload: hero.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const html = (await publicPageHtml(ctx.database, '/', 'https://bright.example', PAGE))!;
    expect(html).toMatch(
      /<link rel="preload" as="image" imagesrcset="\/api\/site\/images\/site-content\/1\/\d+\?w=480 480w, [^"]+960 960w" imagesizes="100vw" fetchpriority="high" \/>/,
    );
    const imgs = html.match(/<img [^>]*>/g) ?? [];
    expect(imgs).toHaveLength(1);
    const [heroImg] = imgs;
    expect(heroImg).toContain('class="hero-img"');
    expect(heroImg).toContain('fetchpriority="high"');
    expect(heroImg).not.toContain('loading="lazy"');
    expect(heroImg).toMatch(/ width="\d+" height="\d+"/);
    expect(heroImg).toMatch(/srcset="[^"]+w=160 160w, [^"]+w=480 480w, [^"]+w=960 960w"/);
    await ctx.app.inject({ method: 'DELETE', url: '/api/site/hero-image', headers: { cookie: admin } });
  });

  it('a post’s page has its title, its article and no script of the post; other addresses are left alone', async () => {
    const html = (await publicPageHtml(ctx.database, '/blog/gum-care', 'https://bright.example', PAGE))!;
    expect(html).toContain('<title>Gum care · Bright &lt;Smiles&gt;</title>');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
    expect(await publicPageHtml(ctx.database, '/blog/none', 'https://x.example', PAGE)).toBeNull();
    expect(await publicPageHtml(ctx.database, '/login', 'https://x.example', PAGE)).toBeNull();
  });

  it('serves robots.txt, a sitemap of the landing page and published posts, and a favicon', async () => {
    const robots = await ctx.app.inject({ url: '/robots.txt', headers: { host: 'bright.example' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: http://bright.example/sitemap.xml');
    const sitemap = await ctx.app.inject({ url: '/sitemap.xml', headers: { host: 'bright.example' } });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://bright.example/</loc>');
    expect(sitemap.body).toContain('<loc>http://bright.example/blog/gum-care</loc>');
    const icon = await ctx.app.inject({ url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
