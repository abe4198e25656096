import { nowMs } from '@chairside/domain';
import type { Locator } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signInAt } from './support/browser';
import { choose, openFromSidebar, pickReference, rowOf, sawToast, toast } from './support/ui';

afterAll(closeBrowser);

const GRID = 'Doctors';

/** The start and end of the n-th time slot (1-based). */
async function setSlot(form: Locator, n: number, start: string, end: string): Promise<void> {
  const slot = form.getByRole('group', { name: `Time Slot ${n}` });
  await slot.getByRole('textbox', { name: 'Start', exact: true }).fill(start);
  await slot.getByRole('textbox', { name: 'End', exact: true }).fill(end);
}

describe('doctors', () => {
  it('the list shows the demo doctors and their averages, and passes the accessibility check', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', GRID, '/doctor');
    await rowOf(page, GRID, 'Dr. Daniel Kim').waitFor();
    expect(await rowOf(page, GRID, 'Dr. Daniel Kim').textContent()).toContain('Chairside Downtown');
    const tile = (label: string) => page.getByRole('region', { name: 'Summary' }).getByText(label).locator('..');
    await expect.poll(() => tile('Avg. Rating').textContent()).toMatch(/Avg\. Rating\d\.\d\d$/);
    await expect.poll(() => tile('Avg. Experience').textContent()).toMatch(/Avg\. Experience\d+\.\d$/);
    await expectAccessible(page);
  });

  it('admin creates a doctor with days and time slots, views, edits and deletes them', async () => {
    const name = `Dr. Noor E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', GRID, '/doctor');

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Doctor' });
    await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'License Number', exact: true }).fill(`E2E-${nowMs()}`);
    await choose(page, form, 'Specialization', 'Endodontist');
    await pickReference(page, form, 'Clinic', 'Hill', 'Chairside Hillview');
    await form.getByRole('spinbutton', { name: 'Experience (years)' }).fill('6');
    await form.getByRole('textbox', { name: 'Consultation Fee' }).fill('120.5');
    await form.getByRole('spinbutton', { name: 'Rating' }).fill('4.7');
    await form.getByRole('combobox', { name: 'Available Days' }).click();
    await page.getByRole('option', { name: 'Monday' }).click();
    await page.getByRole('option', { name: 'Thursday' }).click();
    await page.keyboard.press('Escape');

    // A slot is added only once the last one has its start and end.
    const addSlot = form.getByRole('button', { name: 'Add Time Slot' });
    expect(await addSlot.isDisabled()).toBe(true);
    await form
      .getByRole('group', { name: 'Time Slot 1' })
      .getByRole('textbox', { name: 'Start', exact: true })
      .fill('09:00');
    expect(await addSlot.isDisabled()).toBe(true);
    // Two slots that overlap: the domain's rule is shown and nothing is sent.
    await setSlot(form, 1, '09:00', '12:00');
    await addSlot.click();
    await setSlot(form, 2, '11:00', '15:00');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Time slots must not overlap').waitFor();
    expect(await toast(page, 'New item has been created.').count()).toBe(0);
    await setSlot(form, 2, '13:00', '15:00');
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    await form.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(name);
    const row = rowOf(page, GRID, name);
    await row.waitFor();
    expect(await row.textContent()).toContain('Chairside Hillview');
    expect(await row.textContent()).toContain('120.50');
    expect(await row.textContent()).toContain('4.7');

    // The detail: the fee as money, the days, and each slot.
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    const detail = page.getByRole('dialog', { name });
    await detail.getByRole('term').filter({ hasText: 'Available Time Slots' }).waitFor();
    const text = await detail.textContent();
    for (const part of ['Endodontist', 'Chairside Hillview', 'Monday', 'Thursday', '09:00 · 12:00', '13:00 · 15:00'])
      expect(text).toContain(part);
    await expectAccessible(page);

    // Edit: one slot removed, a better rating.
    await detail.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Doctor' });
    await expect.poll(() => edit.getByRole('spinbutton', { name: 'Rating' }).inputValue()).toBe('4.7');
    await edit.getByRole('button', { name: 'Remove entry: Time Slot 2' }).click();
    await edit.getByRole('spinbutton', { name: 'Rating' }).fill('4.9');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toContain('4.9');

    // Delete: it really goes.
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText('Are you sure you want to delete this doctor?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await sawToast(page, 'Item has been removed.');
    await expect.poll(() => row.count()).toBe(0);
  });

  it('a clinic lists its doctors, and cannot be deleted while they work there', async () => {
    const { page } = await newPage();
    await signInAt(page, 'admin', '/clinic');
    const clinic = rowOf(page, 'Clinics', 'Chairside Riverside');
    await clinic.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    const detail = page.getByRole('dialog', { name: 'Chairside Riverside' });
    await detail.getByRole('heading', { name: 'Doctors available' }).waitFor();
    await detail.getByRole('link', { name: 'Dr. Priya Raman' }).waitFor();

    await detail.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    // The toast is outside the open dialog (hidden from the accessibility tree meanwhile): found by its text.
    await page.getByText('This clinic has doctors and cannot be deleted.').waitFor();

    await detail.getByRole('link', { name: 'Dr. Priya Raman' }).click();
    await page.waitForURL((url) => url.pathname === '/doctor' && url.searchParams.has('view'));
    await page.getByRole('dialog', { name: 'Dr. Priya Raman' }).getByText('Pediatric Dentist').waitFor();
  });

  it('a receptionist sees the doctors but cannot change them', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', GRID, '/doctor');
    await rowOf(page, GRID, 'Dr. Daniel Kim').waitFor();
    expect(await page.getByRole('button', { name: 'Create' }).count()).toBe(0);
  });
});
