import { nowMs } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { createPatient, openFromSidebar, pickReference, sawToast } from './support/ui';

afterAll(closeBrowser);

const DOCTOR = 'Dr. Sarah Mitchell'; // the demo's general dentist at Chairside Downtown: weekdays 08:00-12:00, 13:00-17:00

/** A Monday seven weeks ahead: past the demo book and the other booking tests. */
function mondayAhead(): string {
  const d = new Date(nowMs() + 49 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
}

async function makePatient(page: Page, fullName: string): Promise<number> {
  return createPatient(page, fullName, { bloodType: 'O+' });
}

/** Drags a visit by `slots` quarter hours (mouse down, move, up), from its middle or its lower edge. */
async function drag(page: Page, name: RegExp, slots: number, edge = false): Promise<void> {
  const box = await page.getByRole('button', { name }).boundingBox();
  if (!box) throw new Error('the visit is not on screen');
  const x = box.x + box.width / 2;
  const y = edge ? box.y + box.height - 2 : box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 10, { steps: 2 });
  await page.mouse.move(x, y + slots * 20, { steps: 5 });
  await page.mouse.up();
}

/** What of an element the block check reads (the tests have no DOM types). */
interface Drawn {
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): { bottom: number };
  querySelectorAll(selector: string): ArrayLike<Drawn>;
}

/**
 * Run on a visit's block: whether its time line is drawn uncut (as wide as its text) and its
 * patient line lies inside the block (not pushed below its lower edge) with room for a name.
 */
function shownWhole(block: Drawn): { time: boolean; patient: boolean } {
  const spans = block.querySelectorAll('span');
  const time = spans[0];
  const patient = spans[1];
  if (!time || !patient) return { time: false, patient: false };
  return {
    time: time.scrollWidth <= time.clientWidth,
    patient: patient.getBoundingClientRect().bottom <= block.getBoundingClientRect().bottom && patient.clientWidth > 40,
  };
}

describe('appointment book', () => {
  it('books by clicking a slot of a doctor’s column, moves and resizes by dragging, and refuses a clash', async () => {
    const stamp = nowMs();
    const patient = `Book E2E ${stamp}`;
    const other = `Other E2E ${stamp}`;
    const date = mondayAhead();
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', 'Appointment Book', '/appointment-book');
    await makePatient(page, patient);
    const otherId = await makePatient(page, other);

    // The day view of Chairside Downtown: one column per doctor.
    await page.goto(`/appointment-book?view=day&date=${date}`);
    await page.getByRole('heading', { name: DOCTOR, level: 3 }).waitFor();
    await expectAccessible(page);

    // An empty slot books it: the booking page comes prefilled with the doctor, day and time.
    await page.getByRole('button', { name: `Book ${DOCTOR} at 09:00` }).click();
    await page.waitForURL(/\/appointments\/add\?/);
    const form = page.getByRole('form', { name: 'Book Appointment' });
    await expect.poll(() => form.getByRole('combobox', { name: 'Doctor' }).inputValue()).toBe(DOCTOR);
    expect(await form.getByLabel('Start Time').inputValue()).toBe('09:00');
    expect(await form.getByLabel('End Time').inputValue()).toBe('09:30');
    await pickReference(page, form, 'Patient', patient.slice(0, 14), patient, { exact: true });
    await form.getByRole('textbox', { name: 'Reason for Visit' }).fill('Check-up');
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await sawToast(page, 'Appointment booked.');

    // Back in the book: the visit is there, coloured by status; dragging it 4 quarters down moves it an hour.
    await page.goto(`/appointment-book?view=day&date=${date}`);
    // A visit is named by what it shows (time, patient, doctor or reason), then its status.
    const visit = (time: string) => new RegExp(`^${time}\\s*${patient}\\b.*Scheduled$`);
    await page.getByRole('button', { name: visit('09:00–09:30') }).waitFor();
    await drag(page, visit('09:00–09:30'), 4);
    await sawToast(page, 'Appointment moved.');
    await page.getByRole('button', { name: visit('10:00–10:30') }).waitFor();

    // Its lower edge makes it longer.
    await drag(page, visit('10:00–10:30'), 2, true);
    await page.getByRole('button', { name: visit('10:00–11:00') }).waitFor();

    // Onto another patient's visit: refused, the clash named, the visit back where it was.
    const lookup = await page.request.get(`/api/doctors/lookup?q=${encodeURIComponent('Sarah Mitchell')}`);
    const [doctor] = (await lookup.json()) as { id: number }[];
    const clinicLookup = await page.request.get('/api/clinics/lookup?q=Downtown');
    const [clinic] = (await clinicLookup.json()) as { id: number }[];
    const res = await page.request.post('/api/appointments', {
      data: {
        patient: otherId,
        doctor: doctor?.id,
        clinic: clinic?.id,
        appointmentDate: date,
        startTime: '11:30',
        endTime: '12:00',
        reasonForVisit: 'Filling',
      },
    });
    expect(res.status()).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: new RegExp(`^11:30–12:00\\s*${other}`) }).waitFor();
    await drag(page, visit('10:00–11:00'), 4);
    const alert = page.getByRole('alert').filter({ hasText: 'The doctor already has an appointment at that time' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(other);
    await page.getByRole('button', { name: visit('10:00–11:00') }).waitFor();
    await expectAccessible(page);

    // The week view shows it too, its time and patient drawn whole inside the block (on a
    // 1366 px screen, beside two other doctors' visits at the same hour), under a legend of the status colours.
    for (const name of ['Daniel Kim', 'James Okafor']) {
      const [other] = (await (await page.request.get(`/api/doctors/lookup?q=${encodeURIComponent(name)}`)).json()) as {
        id: number;
      }[];
      const beside = await page.request.post('/api/appointments', {
        data: {
          patient: otherId,
          doctor: other?.id,
          clinic: clinic?.id,
          appointmentDate: date,
          startTime: '10:00',
          endTime: '11:00',
          reasonForVisit: 'Cleaning',
        },
      });
      expect(beside.status(), await beside.text()).toBe(201);
    }
    await page.getByRole('button', { name: 'Week' }).click();
    const block = page.getByRole('button', { name: visit('10:00–11:00') });
    await block.waitFor();
    const legend = page.getByRole('list', { name: 'Status colours' });
    expect(await legend.getByRole('listitem').allTextContents()).toEqual([
      'Scheduled',
      'Confirmed',
      'Arrived',
      'In Chair',
      'Completed',
      'Cancelled',
      'No-Show',
    ]);
    // Polled: the other doctors' visits arrive with the week's data and narrow the block once drawn.
    await expect.poll(() => block.evaluate(shownWhole)).toEqual({ time: true, patient: true });

    // The month view: each day named by the number it shows; +N more and the rest pass axe.
    await page.getByRole('button', { name: 'Month' }).click();
    const day = Number(date.slice(8));
    await page.getByRole('button', { name: new RegExp(`^${day} \\S+ \\d{4}, \\d+ appointments$`) }).waitFor();
    await page.getByRole('button', { name: visit('10:00–11:00') }).waitFor();
    await expectAccessible(page);

    // On a phone the week is a list of visits, a visit opens its page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/appointment-book?view=week&date=${date}`);
    await page.getByRole('heading', { name: new RegExp(`^Monday\\s+${date}$`), level: 3 }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: new RegExp(`^10:00–11:00\\s*${patient}`) }).click();
    await page.waitForURL(/\/rendezvous\/\d+$/);
  });
});
