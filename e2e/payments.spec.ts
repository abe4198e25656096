import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import {
  archiveFromDetail,
  choose,
  createPatient,
  downloaded,
  findRow,
  openFromSidebar,
  pickReference,
  rowAction,
  rowOf,
  saveCreated,
  sawToast,
  typeDate,
} from './support/ui';

afterAll(closeBrowser);

const GRID = 'Payments';

describe('payments', () => {
  it('the reception records a payment, finds it, edits its status, downloads the receipt and archives it', async () => {
    const patient = `Payer E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', 'Payments', '/payment');
    await rowOf(page, GRID, 'PAY-').first().waitFor();
    for (const tile of ['Received', 'Pending', 'Refunded'])
      await page.getByText(tile, { exact: true }).first().waitFor();
    await expectAccessible(page);
    await createPatient(page, patient);

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Payment' });
    await pickReference(page, form, 'Patient', patient.slice(0, 12), patient, { exact: true });
    await pickReference(page, form, 'Clinic', 'Downtown', 'Chairside Downtown', { exact: true });
    // Nothing paid is not a payment: refused next to the field.
    await form.getByRole('textbox', { name: 'Amount' }).fill('0');
    await choose(page, form, 'Payment Method', 'Card');
    await typeDate(form, 'Payment Date', '20260302');
    await form.getByRole('button', { name: 'Save' }).click();
    await form
      .getByText(/Amount must be/)
      .first()
      .waitFor();
    await form.getByRole('textbox', { name: 'Amount' }).fill('125.40');
    await form.getByRole('textbox', { name: 'Transaction ID' }).fill('TX-424242');
    await expectAccessible(page);
    await saveCreated(page, form);

    const { row, text } = await findRow(page, GRID, patient);
    expect(text).toMatch(/PAY-\d{6}/);
    expect(text).toContain('125.40');
    expect(text).toContain('USD');
    expect(text).toContain('Completed');

    await rowAction(page, row, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Payment' });
    await choose(page, edit, 'Status', 'Refunded');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');
    await expect.poll(() => row.textContent()).toContain('Refunded');

    await rowAction(page, row, 'View');
    const view = page.getByRole('dialog', { name: /^PAY-\d{6}$/ });
    await view.getByText('TX-424242').waitFor();
    const file = await downloaded(page, () => view.getByRole('button', { name: 'Download PDF' }).click());
    expect(file.name).toMatch(/^receipt_PAY-\d{6}\.pdf$/);
    await archiveFromDetail(page, view, row);
  });
});
