import { addDays, nowMs, todayUtc } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { choose, createPatient, openFromSidebar, pickReference, rowOf, sawToast } from './support/ui';

afterAll(closeBrowser);

/** A patient of the test's own whose check-up is overdue: a cleaning completed on the chart 200 days ago. */
async function overduePatient(page: Page, fullName: string): Promise<number> {
  const patient = await createPatient(page, fullName, {
    email: `recall${nowMs()}@example.com`,
    telephone: '+1 617 555 0199',
  });
  const services = (await (await page.request.get('/api/services?q=CLN-01')).json()) as { items: { id: number }[] };
  const day = addDays(todayUtc(), -200);
  const planned = await page.request.post('/api/chart-entries', {
    data: { patient, kind: 'Planned', date: day, service: services.items[0]?.id },
  });
  expect(planned.status(), await planned.text()).toBe(201);
  const { id, version } = (await planned.json()) as { id: number; version: number };
  const done = await page.request.post(`/api/chart-entries/${id}/complete`, { data: { date: day, version } });
  expect(done.status(), await done.text()).toBe(200);
  return patient;
}

describe('the recall list', () => {
  it('the desk filters it, sends a message (a second one asks first), records a call and books the patient', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Recall', '/recall', { exact: true });
    const name = `Recall E2E ${nowMs()}`;
    const patient = await overduePatient(page, name);
    await page.reload();
    await page.getByRole('heading', { name: 'Recall', level: 1 }).waitFor();
    const list = page.getByRole('table', { name: 'Patients due for recall' });
    await list.getByRole('row').nth(1).waitFor();
    await expectAccessible(page);

    await pickReference(page, page.getByRole('main'), 'Recall Type', 'Check-up', 'Check-up and cleaning');
    await choose(page, page.getByRole('main'), 'Contacted', 'Not contacted');
    await page.getByRole('searchbox', { name: 'Patient' }).fill(name);
    const row = list.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('Overdue');

    await row.getByRole('button', { name: `Send recall message to ${name}` }).click();
    await sawToast(page, 'Recall message queued');
    // Contacted now: the "Not contacted" filter lets it go.
    await expect.poll(() => row.count()).toBe(0);
    await choose(page, page.getByRole('main'), 'Contacted', 'Contacted');
    await row.waitFor();
    expect(await row.textContent()).toContain('Message sent');

    await row.getByRole('button', { name: `Send recall message to ${name}` }).click();
    const again = page.getByRole('dialog', { name: 'Send the recall message again?' });
    await again.getByText(/already sent/).waitFor();
    await expectAccessible(page);
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: `Record a call to ${name}` }).click();
    const call = page.getByRole('dialog', { name: 'Record Call' });
    await choose(page, call, 'Outcome', 'Left message');
    await call.getByRole('textbox', { name: 'Note' }).fill('Voicemail, will try Friday');
    await expectAccessible(page);
    await call.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Call recorded');
    await expect.poll(() => row.textContent()).toContain('Left message');

    await row.getByRole('button', { name: `Book ${name}` }).click();
    await page.waitForURL((url) => url.pathname === '/appointments/add');
    const params = new URL(page.url()).searchParams;
    expect(params.get('patient')).toBe(String(patient));
    const form = page.getByRole('main');
    await expect
      .poll(() => form.getByRole('combobox', { name: 'Booked From Recall' }).inputValue())
      .toBe('Check-up and cleaning');
  });
});

describe('recall types and the ASAP list', () => {
  it('an administrator adds a recall type reset by a service of the fee schedule', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Recall Types', '/recall-types');
    await rowOf(page, 'Recall Types', 'Perio maintenance').waitFor();
    await expectAccessible(page);
    const name = `Implant review ${nowMs()}`;
    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Recall Type' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('spinbutton', { name: 'Interval (months)' }).fill('12');
    await pickReference(page, form.getByRole('group', { name: 'Service 1' }), 'Service', 'Implant', 'Implant');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    const row = rowOf(page, 'Recall Types', name);
    await row.waitFor();
    expect(await row.textContent()).toContain('Implant');
  });

  it('the desk puts a patient on the ASAP list for a doctor, and the bell offers them a time that doctor frees', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', 'ASAP List', '/asap-list');
    await page.getByRole('grid', { name: 'ASAP List' }).waitFor();
    await expectAccessible(page);
    // A visit still to come at the clinic the bell watches (the desk's own, when it has one).
    const bell = (await (await page.request.get('/api/appointments/notifications')).json()) as {
      clinic: { id: number } | null;
      today: string;
    };
    const visits = (await (
      await page.request.get(
        `/api/appointments?status=Scheduled&from=${addDays(bell.today, 2)}&sort=appointmentDate,startTime&pageSize=1${
          bell.clinic ? `&clinic=${bell.clinic.id}` : ''
        }`,
      )
    ).json()) as { items: { id: number; version: number; labels: { doctor: string } }[] };
    const visit = visits.items[0]!;

    const note = `Short notice ${nowMs()}`;
    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create ASAP Entry' });
    await pickReference(page, form, 'Patient', 'a');
    const patientName = await form.getByRole('combobox', { name: 'Patient' }).inputValue();
    await pickReference(page, form, 'Doctor', visit.labels.doctor.split(' ').pop() ?? '', visit.labels.doctor);
    await form.getByRole('textbox', { name: 'Note' }).fill(note);
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    await rowOf(page, 'ASAP List', note).waitFor();

    const cancelled = await page.request.post(`/api/appointments/${visit.id}/status`, {
      data: { status: 'Cancelled', note: 'Patient away', version: visit.version },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const offer = page.getByRole('menuitem').filter({ hasText: `to ${patientName}` });
    await offer.first().waitFor();
    await expectAccessible(page);
  });
});
