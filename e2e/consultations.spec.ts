import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { openFromSidebar, pickReference, rowAction, rowOf, sawToast, typeDate } from './support/ui';

afterAll(closeBrowser);

describe('consultations', () => {
  it('a dentist records a consultation with a prescription, views it and archives it', async () => {
    const reason = `Toothache E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Consultations', '/consultation');
    await rowOf(page, 'Consultations', 'Completed').first().waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Consultation' });
    await pickReference(page, form, 'Patient', 'a');
    await pickReference(page, form, 'Doctor', 'Dr');
    await typeDate(form, 'Consultation Date', '203003021000');
    await form.getByRole('textbox', { name: 'Reason for Visit' }).fill(reason);
    await form.getByRole('textbox', { name: 'Symptoms 1' }).fill('Throbbing pain');
    const medication = form.getByRole('group', { name: 'Prescribed Medication 1' });
    await medication.getByRole('textbox', { name: 'Medicament' }).fill('Ibuprofen');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Dosage is required').waitFor();
    await medication.getByRole('textbox', { name: 'Dosage' }).fill('400 mg');
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');

    const row = rowOf(page, 'Consultations', reason);
    await row.waitFor();
    await rowAction(page, row, 'View');
    const view = page.getByRole('dialog', { name: reason });
    await view.getByText('Ibuprofen · 400 mg').waitFor();
    await view.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog', { name: 'Archive' }).getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => row.count()).toBe(0);
  });
});
