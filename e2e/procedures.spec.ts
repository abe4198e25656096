import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { choose, grid, openFromSidebar, rowOf, sawToast, toast, typeDate } from './support/ui';

afterAll(closeBrowser);

describe('procedures', () => {
  it('the list of procedures passes the accessibility check', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Procedures', '/procedure');
    await rowOf(page, 'Procedures', 'Scheduled').first().waitFor();
    await page.getByRole('button', { name: 'Create' }).waitFor();
    await expectAccessible(page);
  });

  it('a dentist creates a procedure, sees it, edits its duration and deletes it', async () => {
    const name = `Root canal E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Procedures', '/procedure');

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Procedure' });
    await form.getByRole('textbox', { name: 'Procedure Name', exact: true }).fill(name);
    await typeDate(form, 'Procedure Date', '203001151030');
    await form.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('90');
    await choose(page, form, 'Anesthesia Type', 'Sedation');
    expect(await form.getByRole('combobox', { name: 'Status' }).textContent()).toContain('Scheduled');
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    await form.waitFor({ state: 'hidden' });

    // The latest first: a procedure in 2030 heads the list.
    const row = rowOf(page, 'Procedures', name);
    await row.waitFor();
    expect(await row.textContent()).toContain('Sedation');
    expect(await row.textContent()).toContain('2030-01-15');
    expect(await row.textContent()).toContain('90');

    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Procedure' });
    const duration = edit.getByRole('spinbutton', { name: 'Duration (minutes)' });
    await expect.poll(() => duration.inputValue()).toBe('90');
    await duration.fill('75');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toContain('75');

    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText('Delete selected procedure?').waitFor();
    expect(await confirm.textContent()).toContain(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await sawToast(page, 'Item has been removed.');
    await expect.poll(() => row.count()).toBe(0);
  });
});

describe('operations', () => {
  it('a follow-up without a date shows the rule of the domain, and the list is accessible', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Operations', '/operation');
    await grid(page, 'Operations').getByRole('row').nth(1).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Operation' }).click();
    const form = page.getByRole('dialog', { name: 'Create Operation' });
    await choose(page, form, 'Operation Type', 'Surgical');
    await form.getByRole('textbox', { name: 'Procedure Name', exact: true }).fill('Implant placement E2E');
    await typeDate(form, 'Operation Date', '203002011000');
    await form.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('120');
    await choose(page, form, 'Anesthesia Type', 'Local');
    await form.getByRole('switch', { name: 'Follow-up Required' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Follow-up Date is required when a follow-up is required').waitFor();
    // Nothing was sent: the dialog is still open.
    expect(await form.isVisible()).toBe(true);
    expect(await toast(page, 'New item has been created.').count()).toBe(0);
  });
});
