import { nowMs } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signIn } from './support/browser';
import { downloaded, sawToast } from './support/ui';

afterAll(closeBrowser);

const CLINIC = /^Chairside Downtown/;
const DOCTOR = /^Dr\. Sarah Mitchell/;

/** Picks an option of a select field of the booking form. */
async function select(page: Page, label: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('online booking', () => {
  it('a visitor books a free time from the website, and the reception confirms it from the bell', async () => {
    const visitor = `Online Visitor ${nowMs()}`;
    const { page } = await newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Book Appointment' }).first().click();
    await page.waitForURL('**/book-appointment');
    await page.getByRole('heading', { name: 'Book Appointment', level: 1 }).waitFor();
    await expectAccessible(page);
    // Nothing chosen: each field says so, capitalised as labelled; the selects are as wide as their column.
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByText('Clinic is required').waitFor();
    expect((await page.getByRole('combobox', { name: 'Clinic' }).boundingBox())?.width).toBeGreaterThan(150);

    await select(page, 'Clinic', CLINIC);
    await select(page, 'Doctor', DOCTOR);
    // Two weeks ahead, past the busiest days of the demo book: the first free time offered.
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    const day = page
      .getByRole('group')
      .filter({ has: page.getByRole('button') })
      .first();
    const slot = day.getByRole('button').first();
    const time = (await slot.textContent()) ?? '';
    await slot.click();
    expect(await slot.getAttribute('aria-pressed')).toBe('true');

    // Neither an email nor a telephone: the clinic could not reach the visitor.
    await page.getByRole('textbox', { name: 'Full Name' }).fill(visitor);
    await page.getByRole('textbox', { name: 'Reason for Visit' }).fill('A filling came out');
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByText('Give an email or a telephone number so the clinic can reach you').waitFor();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Email' }).fill('online.visitor@example.com');
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByText('Appointment booked!').waitFor();
    const summary = await page.locator('dl').textContent();
    expect(summary).toMatch(/BK-[0-9A-Z]{6}/);
    expect(summary).toContain(`${time}–`);
    expect(summary).toContain('Dr. Sarah Mitchell');
    // The confirmation stays (no redirect), with the visit for the visitor's calendar.
    const ics = await downloaded(page, () => page.getByRole('link', { name: 'Add to calendar' }).click());
    expect(ics.name).toMatch(/^appointment-BK-[0-9A-Z]{6}\.ics$/);
    expect(ics.bytes.toString()).toContain('BEGIN:VEVENT');
    expect(new URL(page.url()).pathname).toBe('/book-appointment');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to the website' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The reception sees it in the bell, flagged Online, and confirms it there.
    await signIn(page, 'reception');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const menu = page.getByRole('menu');
    // The receptionist works at Downtown (her staff record): the bell lists that clinic's visits.
    await menu.getByText(/^Appointments at Chairside Downtown: \d+ today$/).waitFor();
    await menu
      .getByRole('menuitem', { name: new RegExp(visitor) })
      .first()
      .waitFor();
    await menu.getByRole('menuitem', { name: `Confirm online booking of ${visitor}` }).click();
    await sawToast(page, 'Appointment confirmed.');
    await expect
      .poll(() => menu.getByRole('menuitem', { name: `Confirm online booking of ${visitor}` }).count())
      .toBe(0);
    await page.keyboard.press('Escape');

    // Its page: Confirmed, booked Online, with the visitor as a new patient.
    // The list opens on today's visits: the booking, days ahead, is under Upcoming.
    await page.goto(`/rendezvous?quick=upcoming&q=${encodeURIComponent(visitor)}`);
    await page.getByRole('grid').getByText(visitor).first().waitFor();
    const found = await page.request.get(`/api/appointments?q=${encodeURIComponent(visitor)}`);
    const [visit] = ((await found.json()) as { items: { id: number; status: string; source: string }[] }).items;
    expect(visit).toMatchObject({ status: 'Confirmed', source: 'Online' });
    await page.goto(`/rendezvous/${visit?.id}`);
    await page.getByRole('heading', { name: `Appointment of ${visitor}` }).waitFor();
    await page.getByText('Confirmed').first().waitFor();
  });
});
