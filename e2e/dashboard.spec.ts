import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signIn } from './support/browser';

afterAll(closeBrowser);

/** A weekday of this month near today (the demo books weekdays around today), as its day of the month. */
function weekdayThisMonth(): number {
  const d = new Date();
  const step = d.getDate() > 15 ? -1 : 1;
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + step);
  return d.getDate();
}

describe('dashboard', () => {
  it('ranks doctors, patients and medicaments, and lists the chosen day’s visits from its calendar', async () => {
    const { page } = await newPage();
    await signIn(page, 'reception');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    // The Top 5 lists, counted from the demo's visits and prescriptions, each linking to its record.
    for (const title of ['Top 5 doctors by appointments', 'Top 5 patients by visits', 'Top 5 prescribed medicaments']) {
      const list = page.getByRole('region', { name: title });
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
});
