import { nowMs } from '@chairside/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiQuiet, closeBrowser, expectAccessible, newPage, signIn } from './support/browser';
import { pickReference, sawToast, typeDate } from './support/ui';

afterAll(closeBrowser);

const DOCTOR = 'Dr. Sarah Mitchell'; // the demo's general dentist: Monday to Friday, 08:00-12:00 and 13:00-17:00

/** A Monday five weeks ahead: past the demo book, so the doctor's whole day is free. */
function mondayAhead(): string {
  const d = new Date(nowMs() + 35 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
}

/** A patient of its own for the test, made through the API with the page's session. */
async function makePatient(page: Page, fullName: string): Promise<void> {
  const res = await page.request.post('/api/patients', {
    data: { fullName, bloodType: 'A+', telephone: '+1 617 555 0177', email: 'e2e.patient@example.com' },
  });
  expect(res.status()).toBe(201);
}

/** Fills the booking form up to the free times of the demo doctor on `date`. */
async function startBooking(page: Page, patient: string, date: string, reason: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Book Appointment' });
  await pickReference(page, form, 'Patient', patient.slice(0, 10), patient, { exact: true });
  await pickReference(page, form, 'Doctor', DOCTOR.slice(0, 10), DOCTOR, { exact: true });
  // The doctor's clinic comes with the doctor.
  await expect.poll(() => form.getByRole('combobox', { name: 'Clinic' }).inputValue()).toBe('Chairside Downtown');
  // The date is YYYY-MM-DD, the demo's format; the picker takes its digits.
  await typeDate(form, 'Date', date.replace(/-/g, ''));
  await form.getByRole('textbox', { name: 'Reason for Visit' }).fill(reason);
  await form.getByRole('group', { name: /Free times/ }).waitFor();
  return form;
}

describe('appointments', () => {
  it('a receptionist books a free slot, finds it in the grid, confirms and cancels it on its page', async () => {
    const stamp = nowMs();
    const patient = `Booking E2E ${stamp}`;
    const date = mondayAhead();
    const { page } = await newPage();
    await signIn(page, 'reception');
    await makePatient(page, patient);

    // Quick Add leads to the booking page.
    await page.getByRole('button', { name: 'Quick add' }).click();
    await page.getByRole('menuitem', { name: 'Appointment' }).click();
    await page.waitForURL('**/appointments/add');
    await page.getByRole('heading', { name: 'Book Appointment', level: 1 }).waitFor();

    const form = await startBooking(page, patient, date, 'Check-up and cleaning');
    await form.getByRole('button', { name: '08:00 to 08:30' }).waitFor();
    await expectAccessible(page);
    await form.getByRole('button', { name: '10:00 to 10:30' }).click();
    expect(await form.getByLabel('Start Time').inputValue()).toBe('10:00');
    expect(await form.getByLabel('End Time').inputValue()).toBe('10:30');
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await sawToast(page, 'Appointment booked.');
    await page.waitForURL(/\/rendezvous\/\d+$/);
    const detailUrl = page.url();

    // The detail page: who, when, the status, its history, the patient's record.
    await page.getByRole('heading', { name: `Appointment of ${patient}`, level: 1 }).waitFor();
    expect(await page.getByText('10:00–10:30').first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Patient record' }).getAttribute('href')).toMatch(/^\/patient\/\d+$/);
    await page.getByRole('list', { name: 'Status history' }).getByText('by reception').waitFor();
    await expectAccessible(page);

    // The grid opens on today's visits, the charts below it; without the Today view it finds the visit by name.
    await page.goto('/rendezvous');
    await page.getByRole('heading', { name: 'Appointments', level: 1 }).waitFor();
    const todayView = page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'Today' });
    expect(await todayView.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('region', { name: 'Summary' }).waitFor();
    const listBox = await page.getByRole('searchbox', { name: 'Search' }).boundingBox();
    const summaryBox = await page.getByRole('region', { name: 'Summary' }).boundingBox();
    expect(summaryBox?.y).toBeGreaterThan(listBox?.y ?? Number.POSITIVE_INFINITY);
    await todayView.click();
    await expect.poll(() => todayView.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('searchbox', { name: 'Search' }).fill(patient);
    const row = page.getByRole('grid', { name: 'Appointments' }).getByRole('row').filter({ hasText: patient });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain(date);
    expect(text).toContain('10:00–10:30');
    expect(text).toContain(DOCTOR);
    expect(text).toContain('Scheduled');
    expect(text).toContain('+1 617 555 0177');
    // Checked as it stands once loaded: the search's reload drew the grid's loading state under the check.
    await apiQuiet(page);
    await expectAccessible(page);

    // Book Again (a follow-up): the same visit, its day and time still to choose.
    await row.dblclick();
    await page.waitForURL(detailUrl);
    await page.getByRole('button', { name: 'Book Again' }).click();
    await page.waitForURL(/\/appointments\/add\?from=\d+$/);
    const copy = page.getByRole('form', { name: 'Book Appointment' });
    await expect.poll(() => copy.getByRole('combobox', { name: 'Patient' }).inputValue()).toBe(patient);
    expect(await copy.getByRole('textbox', { name: 'Reason for Visit' }).inputValue()).toBe('Check-up and cleaning');
    expect(await copy.getByLabel('Start Time').inputValue()).toBe('');

    // A consultation of the visit, started from its page with the visit filled in, with a prescription.
    await page.goto(detailUrl);
    const consultations = page.getByRole('region', { name: 'Consultations' });
    await consultations.getByText('No consultations found.').waitFor();
    const visitPrescriptions = page.getByRole('region', { name: 'Prescriptions of this visit' });
    await visitPrescriptions.getByText('No prescriptions found.').waitFor();
    // Compact lists: one visit's few records need no search, filters or switches.
    for (const region of [consultations, visitPrescriptions]) {
      expect(await region.getByRole('searchbox').count()).toBe(0);
      expect(await region.getByRole('combobox').count()).toBe(0);
      expect(await region.getByRole('switch').count()).toBe(0);
    }
    // The desk reads the visit's prescriptions; writing one is a dentist's act.
    expect(await visitPrescriptions.getByRole('button', { name: 'Write prescription' }).count()).toBe(0);
    await consultations.getByRole('button', { name: 'Start consultation' }).click();
    const consult = page.getByRole('dialog', { name: 'Create Consultation' });
    await expect.poll(() => consult.getByRole('combobox', { name: 'Patient' }).inputValue()).toBe(patient);
    // Each reference shows its name once its label is read: the doctor's may come after the patient's.
    await expect.poll(() => consult.getByRole('combobox', { name: 'Doctor' }).inputValue()).toBe(DOCTOR);
    expect(await consult.getByRole('textbox', { name: 'Reason for Visit' }).inputValue()).toBe('Check-up and cleaning');
    const medication = consult.getByRole('group', { name: 'Prescribed Medication 1' });
    await medication.getByRole('textbox', { name: 'Medicament' }).fill('Chlorhexidine 0.12%');
    await medication.getByRole('textbox', { name: 'Dosage' }).fill('15 ml rinse');
    await consult.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    await consultations.getByRole('row').filter({ hasText: 'Check-up and cleaning' }).waitFor();
    await expectAccessible(page);

    // Confirm, then cancel with a reason: the time becomes free again.
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await sawToast(page, 'Appointment confirmed.');
    await page.getByRole('button', { name: 'Mark Arrived' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Cancel Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Patient is travelling');
    await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
    await sawToast(page, 'Appointment cancelled.');
    const history = page.getByRole('list', { name: 'Status history' });
    await history.getByText('Patient is travelling').waitFor();
    expect(await history.getByText('Confirmed').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Reinstate' }).waitFor();
  });

  it('a clash names the booked visit and offers the next free slot, which books', async () => {
    const stamp = nowMs();
    const first = `First E2E ${stamp}`;
    const second = `Second E2E ${stamp}`;
    const date = mondayAhead();
    const { page } = await newPage();
    await signIn(page, 'reception');
    await makePatient(page, first);
    await makePatient(page, second);

    await page.goto('/add-appointement');
    let form = await startBooking(page, first, date, 'Filling');
    await form.getByRole('button', { name: '14:00 to 14:30' }).click();
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await page.waitForURL(/\/rendezvous\/\d+$/);

    // The same time typed by hand for another patient: each time is one box (one Tab stop) that
    // reads the short ways people type a time.
    await page.goto('/appointments/add');
    form = await startBooking(page, second, date, 'Toothache');
    await form.getByLabel('Start Time').fill('1415');
    await page.keyboard.press('Tab');
    expect(await form.getByLabel('Start Time').inputValue()).toBe('14:15');
    await page.keyboard.type('2:45 pm');
    expect(await form.getByLabel('End Time').inputValue()).toBe('2:45 pm');
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    const alert = form.getByRole('alert').filter({ hasText: 'The doctor already has an appointment at that time' });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: new RegExp(first) }).count()).toBe(1);
    await expectAccessible(page);
    await alert.getByRole('button', { name: /^Use / }).click();
    expect(await form.getByLabel('Start Time').inputValue()).toBe('14:30');
    expect(await form.getByLabel('End Time').inputValue()).toBe('15:00');
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await sawToast(page, 'Appointment booked.');
    await page.getByRole('heading', { name: `Appointment of ${second}`, level: 1 }).waitFor();
  });

  it('the bell lists today’s visits; an accountant reads the book but cannot book', async () => {
    const { page } = await newPage();
    await signIn(page, 'accountant');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const menu = page.getByRole('menu');
    await menu.getByText(/^Appointments: \d+ today$/).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.goto('/rendezvous?quick=upcoming');
    await page.getByRole('grid', { name: 'Appointments' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: 'New Appointment' }).count()).toBe(0);
    await page.goto('/appointments/add');
    await page.getByText('You do not have access to this page').waitFor();
  });
});
