import { nowMs, todayUtc } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { baseURL, closeBrowser, expectAccessible, newPage, signInAt } from './support/browser';
import { openFromSidebar, rowAction, rowOf, sawToast, search, typeDate } from './support/ui';

afterAll(closeBrowser);

/** A 1×1 PNG: what the server resizes for the site. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the public website and its content', () => {
  it('edits About Us and a service in the admin, then shows both on /', async () => {
    const stamp = nowMs().toString(36);
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'About Us', '/aboutus');
    await page.getByRole('button', { name: 'Edit' }).click();
    const description = `We are a calm family practice ${stamp}.`;
    await page.getByRole('textbox', { name: 'Description' }).fill(description);
    await page.getByRole('textbox', { name: 'Highlights' }).fill(`Open late ${stamp}\n\n  Free parking  `);
    // The preview follows what is typed.
    await page.getByText(`Open late ${stamp}`).first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'About Us updated successfully.');
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    await page.getByText('Free parking', { exact: true }).first().waitFor();

    // A service of the fee schedule, shown on the website from the Services grid's edit dialog.
    const name = `Night Guard ${stamp}`;
    const made = await page.request.post('/api/services', {
      data: { code: `NG${stamp}`.slice(0, 20), name, category: 'Other', price: '150.00', active: true },
    });
    expect(made.status(), await made.text()).toBe(201);
    await page.goto('/service');
    await search(page, name);
    const row = rowOf(page, 'Fee Schedule', name);
    await rowAction(page, row, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    await edit.getByLabel('Shown on Website').check();
    await edit.getByRole('textbox', { name: 'Public Description' }).fill(`Protects teeth at night ${stamp}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');

    // A doctor shown on the site gets a photo from the Doctors grid's edit dialog.
    await page.goto('/doctor');
    await search(page, 'Sarah Mitchell');
    await rowAction(page, rowOf(page, 'Doctors', 'Dr. Sarah Mitchell'), 'Edit');
    const doctor = page.getByRole('dialog', { name: 'Edit Doctor' });
    await doctor.locator('input[type="file"]').setInputFiles({ name: 'sarah.png', mimeType: 'image/png', buffer: PNG });
    await doctor.getByText('sarah.png').waitFor();
    await doctor.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');

    await page.goto('/');
    const photo = page.getByRole('img', { name: 'Dr. Sarah Mitchell' });
    await photo.waitFor();
    // Resized by the server: the phone takes the small one; sized and lazily loaded, below the fold.
    expect(await photo.getAttribute('srcset')).toMatch(/w=160 160w, .*w=480 480w, .*w=960 960w$/);
    expect(await photo.getAttribute('width')).toBe('96');
    expect(await photo.getAttribute('loading')).toBe('lazy');
    await page.getByText(description).waitFor();
    await page.getByRole('heading', { name, level: 3 }).waitFor();
    await page.getByText(`Protects teeth at night ${stamp}`).waitFor();
    await expectAccessible(page);
  });

  it('sends / with its content in the HTML, without JavaScript: name, about text, services, Dentist data', async () => {
    const res = await fetch(`${baseURL()}/`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Chairside');
    const site = (await (await fetch(`${baseURL()}/api/site`)).json()) as {
      content: { about: { description: string } };
      services: { name: string }[];
    };
    const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(html).toContain(escaped(site.content.about.description));
    expect(site.services.length).toBeGreaterThan(0);
    for (const s of site.services) expect(html).toContain(escaped(s.name));
    expect(html).toContain('"@type":"Dentist"');
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect((await fetch(`${baseURL()}/robots.txt`)).status).toBe(200);
    expect(await (await fetch(`${baseURL()}/sitemap.xml`)).text()).toContain('/blog/');
  });

  it('publishes a blog post from the admin and opens its page, where nothing of the post runs', async () => {
    const stamp = nowMs().toString(36);
    const title = `Flossing made easy ${stamp}`;
    const slug = `flossing-made-easy-${stamp}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Blog Posts', '/blog-posts');
    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Blog Post' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Slug' }).fill(slug);
    await form.getByRole('textbox', { name: 'Author' }).fill('Dr. Sarah Mitchell');
    await form.getByLabel('Published', { exact: true }).check();
    // Today: the newest post, first of the landing page's latest.
    await typeDate(form, 'Published On', todayUtc().replace(/-/g, ''));
    await form.getByRole('textbox', { name: 'Summary' }).fill('Two minutes a day.');
    await form
      .getByRole('textbox', { name: 'Body (Markdown)' })
      .fill(
        `## Why floss\n\nIt cleans where brushes miss.\n\n<script>window.pwned = 1</script>\n\n[tap](javascript:window.pwned=2)`,
      );
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');

    await page.goto('/');
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(`**/blog/${slug}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Why floss' }).waitFor();
    await page.getByText('<script>window.pwned = 1</script>').waitFor();
    expect(await page.getByRole('link', { name: 'tap' }).count()).toBe(0);
    expect(await page.evaluate('window.pwned')).toBeUndefined();
    await expectAccessible(page);
  });

  it('shows the landing page at 390 px with its menu, each link going to its section', async () => {
    const { page } = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Our Doctors' }).waitFor();
    const width = await page.evaluate('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    // The server's page: its menu is a native popover, open before any script of the app.
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const item of [
      'Home',
      'About',
      'Services',
      'Doctors',
      'Staff',
      'Memberships',
      'Contact',
      'Book Visit',
      'Login',
    ])
      await menu.getByRole('link', { name: item, exact: true }).waitFor();
    await expectAccessible(page);
    await menu.getByRole('link', { name: 'Doctors', exact: true }).click();
    await page.waitForURL('**/#doctors');
    await menu.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate("Math.round(document.getElementById('doctors')?.getBoundingClientRect().top ?? -1)"))
      .toBeLessThan(100);
  });

  it('paints / and a post from the server’s HTML alone: no script of the app, every picture sized, lazily loaded below the fold', async () => {
    const { page } = await newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual(['/site-menu.js']);
    // Every picture has its box's size before it arrives (no shift), and below the fold waits to be near.
    const images = await page
      .locator('main img')
      .evaluateAll((imgs) =>
        imgs.map((i) => [i.getAttribute('width'), i.getAttribute('height'), i.getAttribute('loading'), i.className]),
      );
    for (const [w, h, loading, cls] of images) {
      expect(Number(w)).toBeGreaterThan(0);
      expect(Number(h)).toBeGreaterThan(0);
      expect(loading === 'lazy' || cls === 'hero-img').toBe(true);
    }
    const newest = page.locator('#blog h3 a').first();
    const title = (await newest.textContent()) ?? '';
    await newest.click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual(['/site-menu.js', '/site-menu.js']);
    await page.getByRole('link', { name: '← All posts' }).click();
    await page.waitForURL('**/#blog');
  });

  it('passes the accessibility check on every editor of the CMS group', async () => {
    const { page } = await newPage();
    await signInAt(page, 'admin', '/homepage');
    for (const [path, heading] of [
      ['/homepage', 'Home Page'],
      ['/servicepage', 'Services Section'],
      ['/openinghourpage', 'Opening Hours Page'],
      ['/contactpage', 'Contact Page'],
      ['/blogpage', 'Blog Page'],
      ['/membershippage', 'Membership Plans'],
      ['/bookvisitpage', 'Book Your Visit'],
      ['/testimonials', 'Testimonials'],
      ['/blog-posts', 'Blog Posts'],
      ['/schedule', 'Schedule'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await expectAccessible(page);
    }
    // The opening hours editor previews the public table; Edit opens the form in place.
    await page.goto('/openinghourpage');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('When we are open');
    await page.getByRole('heading', { name: 'When we are open' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
  });
});
