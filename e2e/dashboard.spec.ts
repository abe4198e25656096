import { localDay, now } from '@chairside/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiQuiet, closeBrowser, expectAccessible, muteLiveStream, newPage, signIn } from './support/browser';

afterAll(closeBrowser);

/** A weekday of this month near today (the demo books weekdays around today), as its day of the month. */
function weekdayThisMonth(): number {
  const d = now();
  const step = d.getDate() > 15 ? -1 : 1;
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + step);
  return d.getDate();
}

/** The dashboard draws its lower parts when they are scrolled near: scrolls down, as a person would, until one is there. */
async function scrollUntilShown(page: Page, part: Locator): Promise<void> {
  for (let step = 0; step < 30 && (await part.count()) === 0; step++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(100);
  }
  await part.first().scrollIntoViewIfNeeded();
}

describe('dashboard', () => {
  it('ranks doctors, patients and medicaments, and lists the chosen day’s visits from its calendar', async () => {
    const { page } = await newPage();
    await signIn(page, 'reception');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    // The Top 5 lists, counted from the demo's visits and prescriptions, each linking to its record.
    for (const title of ['Top 5 doctors by appointments', 'Top 5 patients by visits', 'Top 5 prescribed medicaments']) {
      const list = page.getByRole('region', { name: title });
      await scrollUntilShown(page, list);
      await list.getByRole('link').first().waitFor();
      const entries = await list.getByRole('link').count();
      expect(entries).toBeGreaterThan(0);
      expect(entries).toBeLessThanOrEqual(5);
      expect(await list.getByRole('link').first().textContent()).toMatch(
        /^1\. .+\d+ (appointments|visits|prescriptions)$/,
      );
    }
    await page.getByRole('region', { name: 'Top 5 patients by visits' }).getByRole('link').first().click();
    await page.waitForURL(/\/patient\/\d+$/);
    await page.goBack();

    // Today is chosen: its visits (the demo books every weekday) open their page.
    const calendar = page.getByRole('region', { name: 'Appointments Calendar' });
    await calendar.getByRole('grid').waitFor();
    await expectAccessible(page);
    await calendar.getByRole('gridcell', { name: String(weekdayThisMonth()), exact: true }).click();
    await calendar.getByRole('link', { name: 'View Details' }).first().click();
    await page.waitForURL(/\/rendezvous\/\d+$/);
    await page.getByRole('heading', { name: /^Appointment of / }).waitFor();
  });

  it('shows today and the calendar above the counters, counted in one request, and real charts', async () => {
    const { page } = await newPage();
    const calls: string[] = [];
    await muteLiveStream(page);
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
    });
    await signIn(page, 'admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const main = page.getByRole('main');
    const calendar = page.getByRole('region', { name: 'Appointments Calendar' });
    await calendar.getByRole('grid').waitFor();
    await apiQuiet(page);
    // The Top 5 lists, far below the fold, are neither drawn nor asked for until scrolled near.
    expect(calls.filter((c) => c.startsWith('/api/dashboard/top-'))).toEqual([]);
    expect(await page.getByRole('region', { name: 'Top 5 patients by visits' }).count()).toBe(0);
    const patients = main.getByRole('link', { name: /^Patients/ }).first();
    await scrollUntilShown(page, patients);
    await patients.waitFor();
    const today = main.getByRole('link', { name: /^Appointments today/ });
    const top = async (l: typeof calendar) => (await l.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(await top(calendar)).toBeLessThan(await top(patients));
    expect(await top(today)).toBeLessThan(await top(patients));

    for (const title of ['Visits per day this month', 'New patients per month', 'Top procedures']) {
      const chart = page.getByRole('region', { name: title });
      await scrollUntilShown(page, chart);
      await chart.locator('svg').first().waitFor();
    }
    await expectAccessible(page);
    // One request for every counter: no list call per record type.
    expect(calls.filter((c) => c.startsWith('/api/dashboard/summary'))).toHaveLength(1);
    // (The admin's pending-accounts card asks for its own list of accounts waiting for activation.)
    expect(calls.filter((c) => /[?&]pageSize=1(&|$)/.test(c) && !c.startsWith('/api/users?'))).toEqual([]);
  });

  it('asks for today’s visits once, and draws a long day’s visits as the list is scrolled', async () => {
    const { page } = await newPage();
    const visitReads: string[] = [];
    await muteLiveStream(page);
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/appointments/calendar') visitReads.push(url.search);
    });
    await signIn(page, 'reception');
    const calendar = page.getByRole('region', { name: 'Appointments Calendar' });
    await calendar.getByRole('grid').waitFor();
    await apiQuiet(page);
    // Asked while the dashboard's code downloaded, and that answer drawn: not asked a second time.
    const pad = (n: number) => String(n).padStart(2, '0');
    const at = now();
    const today = localDay(at);
    expect(visitReads.filter((q) => q === `?from=${today}&to=${today}`)).toHaveLength(1);

    // A weekday of the demo holds ~50 visits: the first ten are drawn, the rest as the list scrolls.
    await calendar.getByRole('gridcell', { name: String(weekdayThisMonth()), exact: true }).click();
    const day = new Date(at.getFullYear(), at.getMonth(), weekdayThisMonth());
    const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
    const answer = await page.request.get(`/api/appointments/calendar?from=${date}&to=${date}`);
    const { items } = (await answer.json()) as { items: unknown[] };
    expect(items.length).toBeGreaterThan(20);
    const details = calendar.getByRole('link', { name: 'View Details' });
    await expect.poll(() => details.count()).toBe(10);
    const list = calendar.getByRole('list');
    for (let step = 0; step < 20 && (await details.count()) < items.length; step++) {
      await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await page.waitForTimeout(100);
    }
    expect(await details.count()).toBe(items.length);
  });

  it('draws the day’s visits before it asks for the bell’s news and the month picker’s code', async () => {
    const { page } = await newPage({ own: true });
    // When the first visit's link is in the page, as the browser's clock counts; or, on a day the demo books no
    // visit (a Sunday), the day's "No appointments found."
    await page.addInitScript(`
      const drawn = () =>
        document.querySelector('main a[href^="/rendezvous/"]') ||
        [...document.querySelectorAll('main p')].some((p) => p.textContent === 'No appointments found.');
      const seen = new MutationObserver(() => {
        if (!drawn()) return;
        window.visitsAt = performance.now();
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    `);
    await signIn(page, 'admin');
    await page.getByRole('region', { name: 'Appointments Calendar' }).getByRole('grid').waitFor();
    await apiQuiet(page);
    const { visitsAt, asked } = (await page.evaluate(`({
      visitsAt: window.visitsAt,
      asked: performance
        .getEntriesByType('resource')
        .filter((e) => /\\/api\\/appointments\\/notifications|BusyDaysCalendar-/.test(e.name))
        .map((e) => ({ name: e.name, at: e.startTime })),
    })`)) as { visitsAt?: number; asked: { name: string; at: number }[] };
    expect(visitsAt).toBeDefined();
    expect(asked.map((a) => a.name).join()).toMatch(/notifications.*BusyDaysCalendar|BusyDaysCalendar.*notifications/);
    for (const a of asked) expect(a.at, a.name).toBeGreaterThan(visitsAt ?? Number.POSITIVE_INFINITY);
  });

  it('says when the day’s visits and counts could not be read, never that the day is free, and reads them again on Retry', async () => {
    const { page } = await newPage({ own: true });
    const today = localDay(now());
    let failing = true;
    await page.route(`**/api/appointments/calendar?from=${today}&to=${today}`, async (route) =>
      failing ? route.fulfill({ status: 503, json: { message: 'Unavailable' } }) : route.continue(),
    );
    await page.route(`**/api/appointments/counts?from=${today}&to=${today}`, async (route) =>
      failing ? route.fulfill({ status: 503, json: { message: 'Unavailable' } }) : route.continue(),
    );
    await signIn(page, 'reception');
    // The day's counter says it could not count, not 0, and offers the same Retry as the visits.
    const counter = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Appointments today' }) });
    await counter.getByText('Could not load').waitFor();
    const calendar = page.getByRole('region', { name: 'Appointments Calendar' });
    const alert = calendar.getByRole('alert');
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toContain('could not be loaded');
    expect(await calendar.getByText('No appointments found.').count()).toBe(0);
    await expectAccessible(page);

    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    // Today's visits, or on a day the demo books none (a Sunday) its "No appointments found.".
    await calendar
      .getByRole('link', { name: 'View Details' })
      .or(calendar.getByText('No appointments found.'))
      .first()
      .waitFor();
    expect(await alert.count()).toBe(0);

    await counter.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => counter.textContent()).toMatch(/Appointments today\d+$/);
  });
});
