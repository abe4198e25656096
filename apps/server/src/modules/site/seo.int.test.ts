import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { publicPageHtml } from './page-html.js';

let ctx: TestContext;
let admin: string;

/** The built index.html's shape: the parts the server replaces. */
const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Chairside dental clinic" />
    <title>Chairside</title>
  </head>
  <body>
    <div id="root">
      <div class="boot" aria-busy="true">
        <svg viewBox="22 22 44 44" aria-hidden="true"><circle cx="44" cy="44" r="20.2" fill="none" stroke-width="3.6" /></svg>
      </div>
    </div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

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
    const html = (await publicPageHtml(ctx.database, INDEX, '/', 'https://bright.example'))!;
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

  it('a post’s page has its title, its article and no script of the post; other addresses are left alone', async () => {
    const html = (await publicPageHtml(ctx.database, INDEX, '/blog/gum-care', 'https://bright.example'))!;
    expect(html).toContain('<title>Gum care · Bright &lt;Smiles&gt;</title>');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
    expect(await publicPageHtml(ctx.database, INDEX, '/blog/none', 'https://x.example')).toBeNull();
    expect(await publicPageHtml(ctx.database, INDEX, '/login', 'https://x.example')).toBeNull();
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
