import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { slowdown } from './browser';
import { sawToast } from './ui';

/**
 * The live book as two desks see it: a visit booked on one page appears on the other's open book,
 * and a confirmation made elsewhere turns it Confirmed there, without the other page reloading.
 */

/** The day view of the book on `date`, once the doctor's column is drawn. */
export async function openDay(page: Page, date: string, doctor: string): Promise<void> {
  await page.goto(`/appointment-book?view=day&date=${date}`);
  await page.getByRole('heading', { name: doctor, level: 3 }).waitFor();
}

/** A visit's block in the book, named by its time and patient, then its status. */
export const visitBlock = (page: Page, time: string, patient: string, status = '') =>
  page.getByRole('button', { name: new RegExp(`^${time}\\s*${patient}\\b.*${status}$`) });

/** Marks the page, to tell later that it was not loaded again (the mark would be gone). */
const MARK = 'window.__liveBookMark = true';
const MARKED = 'window.__liveBookMark === true';

/** Books `patient` at `start` by clicking the doctor's free slot on `desk` (the book is open there on the day). */
async function bookFromSlot(desk: Page, doctor: string, start: string, patient: string): Promise<number> {
  await desk.getByRole('button', { name: `Book ${doctor} at ${start}` }).click();
  await desk.waitForURL(/\/appointments\/add\?/);
  const form = desk.getByRole('form', { name: 'Book Appointment' });
  await form.getByRole('combobox', { name: 'Patient' }).fill(patient.slice(0, 14));
  await desk.getByRole('option', { name: patient, exact: true }).click();
  await form.getByRole('textbox', { name: 'Reason for Visit' }).fill('Check-up');
  const saved = desk.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/appointments'));
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  await sawToast(desk, 'Appointment booked.');
  return ((await (await saved).json()) as { id: number }).id;
}

/**
 * `front` books a visit through the book; `chair`, its book open on the same day, sees it come
 * within seconds (on a loaded machine; within a second on an idle one), then sees it confirmed
 * from the front desk: no reload on `chair` in between.
 */
export async function expectLiveBetween(
  front: Page,
  chair: Page,
  { date, doctor, patient }: { date: string; doctor: string; patient: string },
): Promise<void> {
  await openDay(front, date, doctor);
  await openDay(chair, date, doctor);
  await chair.evaluate(MARK);
  const live = { timeout: 5_000 * slowdown };

  const id = await bookFromSlot(front, doctor, '14:00', patient);
  await visitBlock(chair, '14:00–14:30', patient, 'Scheduled').waitFor(live);

  const confirmed = await front.request.post(`/api/appointments/${id}/status`, { data: { status: 'Confirmed' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await visitBlock(chair, '14:00–14:30', patient, 'Confirmed').waitFor(live);
  expect(await chair.evaluate(MARKED), 'the other desk reloaded its page').toBe(true);
}
