import { DEFAULT_SITE_CONTENT, type PublicSite, type SitePost } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { doctorInput, errorMap, expectProblem, staffInput } from '../../test/http.js';
import { multipartFile, SAMPLE_FILES } from '../../test/upload.js';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
});
afterAll(() => ctx.close());

type Editable = { content: Record<string, Record<string, unknown>>; versions: Record<string, number> };

const editable = async (): Promise<Editable> =>
  (await ctx.app.inject({ url: '/api/site/content', headers: { cookie: admin } })).json<Editable>();
const site = async (): Promise<PublicSite> => (await ctx.app.inject({ url: '/api/site' })).json<PublicSite>();
const save = (section: string, version: number, values: unknown, cookie = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/site/content/${section}`,
    headers: { cookie },
    payload: { version, values },
  });
const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload: payload as object });

describe('site content', () => {
  it('starts from the defaults, public to read; editing needs content.manage', async () => {
    const start = await site();
    expect(start.content.about).toEqual(DEFAULT_SITE_CONTENT.about);
    expect(start.services).toEqual([]);
    expect((await editable()).versions.about).toBe(0);
    expectProblem(await ctx.app.inject({ url: '/api/site/content' }), 401);
    expectProblem(await save('about', 0, { description: 'x', highlights: ['y'] }, await ctx.signIn('Dentist')), 403);
  });

  it('About Us: saves the description and highlights, one per line, trimmed, blanks dropped', async () => {
    const res = await save('about', 0, {
      description: '  Family dentists since 1998. ',
      highlights: [' Calm ', '', 'Kind'],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<Editable>();
    expect(saved.content.about).toEqual({ description: 'Family dentists since 1998.', highlights: ['Calm', 'Kind'] });
    expect(saved.versions.about).toBe(1);
    expect((await site()).content.about.description).toBe('Family dentists since 1998.');
  });

  it('About Us: every field required, with the spec’s failure message; an old version is a 409', async () => {
    const res = await save('about', 1, { description: ' ', highlights: [''] });
    expectProblem(res, 422, 'Failed to update About Us.');
    expect(errorMap(res)).toEqual({ description: 'Description is required', highlights: 'Highlights is required' });
    expectProblem(await save('about', 0, { description: 'Again', highlights: ['One'] }), 409);
    expectProblem(await save('about', 1, { description: 'x', highlights: ['y'], extra: 1 }), 422);
  });

  it('each section keeps its own fields and messages', async () => {
    const res = await save('contact', 0, {
      title: 'Write to us',
      subtitle: '',
      email: 'E',
      phone: 'P',
      address: 'A',
      sendButton: 'Go',
    });
    expectProblem(res, 422, 'Failed to update the contact page.');
    expect(errorMap(res)).toEqual({ subtitle: 'Sub Title is required' });
    const home = await save('home', 0, { title: 'Smile', subtitle: 'Bright care', callToAction: 'Book now' });
    expect(home.json<Editable>().content.home).toEqual({
      title: 'Smile',
      subtitle: 'Bright care',
      callToAction: 'Book now',
    });
    expectProblem(await save('nowhere', 0, {}), 400);
  });

  it('Services: the lines name fee-schedule services, shown on the website in that order', async () => {
    for (const [code, name] of [
      ['CLN', 'Cleaning'],
      ['WHT', 'Whitening'],
      ['IMP', 'Implant'],
    ] as const)
      expect(
        (await post('/api/services', { code, name, category: 'Other', price: '50.00', active: true })).statusCode,
      ).toBe(201);
    const unknown = await save('services', 0, { title: 'Care', subtitle: 'What we do', shown: ['Cleaning', 'Flying'] });
    expectProblem(unknown, 422);
    expect(errorMap(unknown)).toEqual({ shown: 'No service named "Flying" in the fee schedule.' });
    const res = await save('services', 0, { title: 'Care', subtitle: 'What we do', shown: ['whitening', 'Cleaning'] });
    expect(res.statusCode).toBe(200);
    expect(res.json<Editable>().content.services?.shown).toEqual(['Whitening', 'Cleaning']);
    expect((await site()).services.map((s) => s.name)).toEqual(['Whitening', 'Cleaning']);
  });

  it('shows only doctors and staff marked for the site (at most 4), published testimonials, with pictures', async () => {
    const t = await post('/api/testimonials', { name: 'Maria', quote: 'So gentle', rating: 5, published: true });
    expect(t.statusCode).toBe(201);
    const hidden = await post('/api/testimonials', { name: 'Hidden', quote: 'Draft', rating: 4, published: false });
    const badRating = await post('/api/testimonials', { name: 'Bad', quote: 'x', rating: 9, published: true });
    expectProblem(badRating, 422);
    const id = t.json<{ id: number }>().id;
    const upload = multipartFile('me.png', SAMPLE_FILES.png, { type: 'image/png' });
    const up = await ctx.app.inject({
      method: 'POST',
      url: `/api/testimonials/${id}/files/photo`,
      headers: { cookie: admin, ...upload.headers },
      payload: upload.payload,
    });
    expect(up.statusCode).toBe(201);
    const notImage = multipartFile('me.png', SAMPLE_FILES.pdf, { type: 'image/png' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/testimonials/${hidden.json<{ id: number }>().id}/files/photo`,
      headers: { cookie: admin, ...notImage.headers },
      payload: notImage.payload,
    });
    expect(refused.statusCode, refused.body).toBe(415);
    for (let i = 1; i <= 6; i++)
      await post(
        '/api/doctors',
        doctorInput({ fullName: `Dr Site ${i}`, licenseNumber: `SITE-${i}`, showOnSite: i !== 1 }),
      );
    await post('/api/staff', staffInput({ fullName: 'Nurse Shown', showOnSite: true }));
    await post('/api/staff', staffInput({ fullName: 'Clerk Hidden', email: 'clerk@staff.example' }));
    const people = await site();
    expect(people.doctors.map((d) => d.name)).toEqual(['Dr Site 2', 'Dr Site 3', 'Dr Site 4', 'Dr Site 5']);
    expect(people.doctors[0]).toMatchObject({ title: 'Orthodontist', photo: null });
    expect(people.staff.map((d) => [d.name, d.title])).toEqual([['Nurse Shown', 'Receptionist']]);
    const shown = (await site()).testimonials;
    expect(shown.map((x) => x.name)).toEqual(['Maria']);
    const photo = shown[0]?.photo;
    expect(photo?.small).toMatch(/^\/api\/site\/images\/testimonials\/\d+\/\d+\?w=480$/);
    const img = await ctx.app.inject({ url: photo!.small });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(img.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expectProblem(await ctx.app.inject({ url: photo!.small.replace('w=480', 'w=123') }), 400);
    // Unpublished: its picture is no longer public.
    const rec = (await ctx.app.inject({ url: `/api/testimonials/${id}`, headers: { cookie: admin } })).json<{
      version: number;
    }>();
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/testimonials/${id}`,
      headers: { cookie: admin },
      payload: { version: rec.version, published: false },
    });
    expectProblem(await ctx.app.inject({ url: photo!.small }), 404);
  });
});

describe('the hero picture', () => {
  it('is a JPEG or PNG recognised from its bytes, replaced by each upload, shown resized', async () => {
    const send = (name: string, bytes: Buffer) => {
      const upload = multipartFile(name, bytes, { type: 'image/png' });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/site/hero-image',
        headers: { cookie: admin, ...upload.headers },
        payload: upload.payload,
      });
    };
    expectProblem(await send('hero.png', SAMPLE_FILES.pdf), 415);
    expect((await send('hero.png', SAMPLE_FILES.png)).statusCode).toBe(201);
    const second = await send('hero2.png', SAMPLE_FILES.png);
    expect(second.statusCode).toBe(201);
    const hero = (await site()).heroImage;
    expect(hero?.large).toBe(`/api/site/images/site-content/1/${second.json<{ id: number }>().id}?w=960`);
    const img = await ctx.app.inject({ url: hero!.large });
    expect(img.headers['content-type']).toBe('image/webp');
    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/site/hero-image', headers: { cookie: admin } });
    expect(removed.statusCode).toBe(204);
    expect((await site()).heroImage).toBeNull();
  });
});

describe('blog posts', () => {
  const body = [
    '# Caring for gums',
    '',
    '<script>alert(1)</script>',
    '',
    '[click](javascript:alert(2)) and [ok](https://example.com) <img src=x onerror=alert(3)>',
    '',
    '[data](data:text/html;base64,PHNjcmlwdD4=)',
  ].join('\n');

  it('checks the slug and the published day', async () => {
    const bad = await post('/api/blog-posts', {
      title: 'Gums',
      slug: 'Not A Slug',
      summary: 's',
      body: 'b',
      author: 'Dr A',
      published: true,
    });
    expectProblem(bad, 422);
    expect(errorMap(bad)).toEqual({
      slug: 'Slug must be lower-case letters, digits and single hyphens',
      publishedOn: 'Published On is required for a published post',
    });
  });

  it('renders Markdown inert: no script, no javascript: link, no event handler', async () => {
    const res = await post('/api/blog-posts', {
      title: 'Caring for gums',
      slug: 'caring-for-gums',
      summary: 'Gum care',
      body,
      author: 'Dr A',
      published: true,
      publishedOn: '2020-01-02',
    });
    expect(res.statusCode).toBe(201);
    const page = await ctx.app.inject({ url: '/api/site/posts/caring-for-gums' });
    expect(page.statusCode).toBe(200);
    const { html } = page.json<SitePost>();
    expect(html).toContain('<h1>Caring for gums</h1>');
    expect(html).not.toMatch(/<script/i);
    // What remains of the attacks is text: no link to a script, no element with a handler.
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<[^>]+\son\w+=/i);
    expect(html).toContain('[click](javascript:alert(2))');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>');
    expect(html).toContain('&lt;script&gt;');
    expect((await site()).posts.map((p) => p.slug)).toEqual(['caring-for-gums']);
  });

  it('hides drafts and posts dated ahead', async () => {
    await post('/api/blog-posts', {
      title: 'Draft',
      slug: 'draft',
      summary: 's',
      body: 'b',
      author: 'A',
      published: false,
    });
    await post('/api/blog-posts', {
      title: 'Later',
      slug: 'later',
      summary: 's',
      body: 'b',
      author: 'A',
      published: true,
      publishedOn: '2999-01-01',
    });
    expectProblem(await ctx.app.inject({ url: '/api/site/posts/draft' }), 404);
    expectProblem(await ctx.app.inject({ url: '/api/site/posts/later' }), 404);
    expect((await site()).posts.map((p) => p.slug)).toEqual(['caring-for-gums']);
  });
});
