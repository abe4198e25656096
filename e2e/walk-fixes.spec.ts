import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signIn } from './support/browser';

afterAll(closeBrowser);

const BANNER = 'Demonstration clinic: the data is made up and may be reset at any time. Do not enter real patients.';

/** What the walk of spec 000's shell found (issue 15): the demo banner, the landing's title, Quick Add, the bell. */
describe('the shell after the walk', () => {
  it('the demo banner is on the public pages and in the admin shell; the landing is titled with the clinic’s name first', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await page.getByRole('complementary', { name: 'Demo' }).getByText(BANNER).waitFor();
    const settings = (await (await page.request.get('/api/settings')).json()) as { system: { appName: string } };
    // The server's page: the clinic's name, then its tagline (what a search result shows).
    expect((await page.title()).startsWith(`${settings.system.appName} — `)).toBe(true);
    await expectAccessible(page);

    await page.goto('/login');
    await page.getByText(BANNER).waitFor();
    await signIn(page, 'admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('note', { name: 'Demo' }).getByText(BANNER).waitFor();
    await expectAccessible(page);
  });

  it('Quick Add groups its entries as the sidebar does, sorted; the bell says which clinic it counts', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Quick add' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('Consultations', { exact: true }).waitFor();
    for (const group of ['Main', 'Management', 'Pharmaceuticals'])
      await menu.getByText(group, { exact: true }).waitFor();
    // Under each group's heading, its entries sorted by name.
    const lines = (await menu.locator('li').allTextContents()).map((s) => s.trim());
    const headings = [
      'Main',
      'Consultations',
      'Management',
      'Finances',
      'Pharmaceuticals',
      'CMS',
      'Analytics',
      'Clinic',
      'Diagnostics',
      'Records',
      'Inventory',
      'Settings',
      'Account',
    ];
    let chunk: string[] = [];
    const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b));
    for (const line of [...lines, 'Main']) {
      if (headings.includes(line)) {
        expect(chunk).toEqual(sorted(chunk));
        chunk = [];
      } else chunk.push(line);
    }
    expect(lines.indexOf('Consultations')).toBeLessThan(lines.indexOf('Management'));
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // The accountant works at no one clinic (the demo's admin is at Downtown): the bell counts every clinic.
    const office = (await newPage()).page;
    await signIn(office, 'accountant');
    await office.getByRole('button', { name: /^Notifications/ }).click();
    await office.getByRole('menu').getByText('The bell counts the visits of every clinic.').waitFor();

    // The receptionist works at Downtown: her bell says so, and that the sidebar counts every clinic.
    const desk = (await newPage()).page;
    await signIn(desk, 'reception');
    await desk.getByRole('button', { name: /^Notifications/ }).click();
    await desk
      .getByRole('menu')
      .getByText('The bell counts the visits of Chairside Downtown, where you work; the sidebar counts every clinic’s.')
      .waitFor();
  });
});
