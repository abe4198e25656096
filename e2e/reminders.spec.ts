import { nowMs } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { choose, createPatient, openFromSidebar, rowOf, sawToast, search } from './support/ui';

afterAll(closeBrowser);

const GRID = 'Reminder Rules';

/** A visit for the patient at the first free online time of the first doctor who has one (as the admin). */
async function bookVisit(page: Page, patient: number): Promise<number> {
  const options = (await (await page.request.get('/api/booking/options')).json()) as {
    doctors: { id: number; clinic: number | null }[];
  };
  for (const doctor of options.doctors.filter((d) => d.clinic !== null)) {
    const res = await page.request.get(
      `/api/booking/slots?doctor=${doctor.id}&clinic=${doctor.clinic}&from=${isoDay(3)}&to=${isoDay(20)}`,
    );
    const { days } = (await res.json()) as { days: { date: string; slots: { start: string; end: string }[] }[] };
    const day = days[0];
    const slot = day?.slots[0];
    if (!day || !slot) continue;
    const booked = await page.request.post('/api/appointments', {
      data: {
        patient,
        doctor: doctor.id,
        clinic: doctor.clinic,
        appointmentDate: day.date,
        startTime: slot.start,
        endTime: slot.end,
        reasonForVisit: 'Check-up',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    return ((await booked.json()) as { id: number }).id;
  }
  throw new Error('No free time in the demo clinic');
}

const isoDay = (offset: number) => new Date(nowMs() + offset * 86_400_000).toISOString().slice(0, 10);

/** The Confirm link of the reminder mailed to the address, once the scheduler has queued it. */
async function confirmLinkFor(page: Page, email: string): Promise<{ link: string; subject: string }> {
  let found: { link: string; subject: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/outbox?q=${encodeURIComponent(email)}&pageSize=20`);
        const items = ((await res.json()) as { items: { body: string; subject: string }[] }).items;
        for (const m of items) {
          const match = /https?:\/\/\S+\/visit\/[\w-]+\?action=confirm/.exec(m.body);
          if (match) found = { link: new URL(match[0]).pathname + new URL(match[0]).search, subject: m.subject };
        }
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

describe('appointment reminders', () => {
  it('turn on a rule, book a visit, find the reminder in the outbox, confirm it as the patient, see it confirmed', async () => {
    const stamp = nowMs().toString(36);
    const email = `paciente.${stamp}@mail.example`;
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', GRID, '/reminder-rules');
    await page.getByRole('grid', { name: GRID }).getByText('Two days before').waitFor();
    await expectAccessible(page);

    // A rule for Spanish-speaking patients, a month ahead: made off, then turned on.
    const name = `Recordatorio ${stamp}`;
    await page.getByRole('button', { name: 'Add Reminder Rule' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('spinbutton', { name: 'Hours Before' }).fill('720');
    await form.getByLabel('Active', { exact: true }).uncheck();
    await choose(page, form, 'Language', 'Spanish');
    await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Su visita {{date}} {{time}}');
    await form
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Hola {{patientName}}. Confirmar: {{confirmLink}} Cancelar: {{cancelLink}}');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Reminder rule created');
    await form.waitFor({ state: 'hidden' });

    await search(page, name);
    await rowOf(page, GRID, name).getByRole('checkbox', { name: 'Select row' }).check();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Active', { exact: true }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Reminder rule updated');

    // A Spanish-speaking patient books a visit: the scheduler queues the rule's reminder.
    const patient = await createPatient(page, `Lucía ${stamp}`, { email, preferredLanguage: 'Spanish' });
    const visit = await bookVisit(page, patient);
    const { link, subject } = await confirmLinkFor(page, email);
    expect(subject).toMatch(/^Su visita /);
    await openFromSidebar(page, 'admin', 'Outbox', '/outbox');
    await search(page, email);
    await rowOf(page, 'Outbox', email).getByText('Appointment reminder').waitFor();

    // The patient opens the Confirm link: another browser, no sign-in.
    const visitor = await newPage({ own: true });
    await visitor.page.goto(link);
    await visitor.page.getByText('Thank you: your visit is confirmed.').waitFor();
    expect(await visitor.page.getByText(`Lucía ${stamp}`).count()).toBe(0);
    await expectAccessible(visitor.page);
    await visitor.context.close();

    // The desk sees it: Confirmed, by the patient, with the reminder's answer.
    await page.goto(`/rendezvous/${visit}`);
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await reminders.getByText(name).waitFor();
    await reminders.getByText(/Confirmed by the patient/).waitFor();
    await page.getByRole('list', { name: 'Status history' }).getByText('by Patient').waitFor();
    await expectAccessible(page);
  });
});
