import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { createPatient, openFromSidebar, pickReference, sawToast } from './support/ui';

afterAll(closeBrowser);

const DOCTOR = 'Dr. Sarah Mitchell'; // the demo's general dentist: weekdays 08:00-12:00, 13:00-17:00
const ROOM = /^https:\/\/meet\.jit\.si\/chairside-[0-9a-f]{32}$/;

/** A Tuesday nine weeks ahead: past the demo book and the other booking tests. */
function tuesdayAhead(): string {
  const d = new Date(nowMs() + 63 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((9 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
}

describe('telemedicine', () => {
  it('books a session from the calendar, opens it, copies its link and joins its call', async () => {
    const patient = `Tele E2E ${nowMs()}`;
    const date = tuesdayAhead();
    const { page, context } = await newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openFromSidebar(page, 'reception', 'Telemedicine Consultation', '/telemedicine');
    await page.getByRole('button', { name: 'Week' }).waitFor();
    await expectAccessible(page);
    await createPatient(page, patient);

    // A free time of the day view opens the booking as a telemedicine session of 30 minutes.
    await page.goto(`/telemedicine?view=day&date=${date}`);
    await page.getByRole('button', { name: /^Book .* at 10:00$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New Appointment' });
    const form = dialog.getByRole('form', { name: 'Book Appointment' });
    expect(await form.getByLabel('Start Time').inputValue()).toBe('10:00');
    expect(await form.getByLabel('End Time').inputValue()).toBe('10:30');
    expect(await form.getByRole('textbox', { name: 'Reason for Visit' }).inputValue()).toBe(
      'Telemedicine consultation',
    );
    await pickReference(page, form, 'Patient', patient.slice(0, 12), patient, { exact: true });
    await pickReference(page, form, 'Doctor', 'Sarah', DOCTOR, { exact: true });
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await sawToast(page, 'Appointment booked.');
    await dialog.waitFor({ state: 'detached' });

    // On the calendar, coloured by status; it opens with its call.
    await page.getByRole('button', { name: new RegExp(`^10:00–10:30\\s*${patient}\\b.*Scheduled$`) }).click();
    const session = page.getByRole('dialog', { name: 'Telemedicine session' });
    await session.getByText(DOCTOR).waitFor();
    const join = session.getByRole('link', { name: 'Join Call' });
    const link = (await join.getAttribute('href')) ?? '';
    expect(link).toMatch(ROOM);
    expect(await join.getAttribute('target')).toBe('_blank');
    await session.getByRole('button', { name: 'Copy link' }).click();
    await session.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(link);
    // 'Copied!' for 1.5 s, then the button says what it does again.
    await session.getByRole('button', { name: 'Copy link' }).waitFor({ timeout: 3000 });
    await expectAccessible(page);

    // A half-hour session in the week view shows its time and patient on lines of their own (no third
    // line cut in half); its tooltip, on hover or focus, adds the doctor.
    await page.keyboard.press('Escape');
    await page.goto(`/telemedicine?view=week&date=${date}`);
    const block = page.getByRole('button', { name: new RegExp(`^10:00–10:30\\s*${patient}\\b.*Scheduled$`) });
    await block.waitFor();
    const lines = await block.locator('span').allTextContents();
    expect(lines.slice(0, 2)).toEqual(['10:00–10:30', patient]);
    await block.hover();
    expect(await page.getByRole('tooltip').textContent()).toContain(`10:00–10:30 · ${patient} · ${DOCTOR}`);
    await block.click();

    // The appointment's own page offers the same call.
    await session.getByRole('link', { name: 'Open appointment' }).click();
    await page.waitForURL(/\/rendezvous\/\d+$/);
    expect(await page.getByRole('link', { name: 'Join Call' }).getAttribute('href')).toBe(link);
  });
});
