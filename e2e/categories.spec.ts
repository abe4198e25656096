import fs from 'node:fs/promises';
import { nowMs } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage } from './support/browser';
import { dataRows, openFromSidebar, rowOf, sawToast, search } from './support/ui';

afterAll(closeBrowser);

const GRID = 'Medicament Categories';

/** An assistant (inventory.manage) on the Medicament Categories page, opened from the sidebar. */
async function openCategories(): Promise<Page> {
  const { page } = await newPage();
  await openFromSidebar(page, 'assistant', GRID, '/medicament-category');
  return page;
}

/** Create → fill the dialog → Save; returns the dialog (still open when the server refused). */
async function submitCategory(page: Page, name: string, description: string) {
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Medicament Category' });
  await dialog.getByRole('textbox', { name: 'Category', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

async function createCategory(page: Page, name: string, description: string): Promise<void> {
  const dialog = await submitCategory(page, name, description);
  await sawToast(page, 'Category created successfully');
  await dialog.waitFor({ state: 'hidden' });
}

describe('medicament categories', () => {
  it('an assistant creates a category, is told the name is taken, and edits its description', async () => {
    const name = `Anaesthetic ${nowMs()}`;
    const page = await openCategories();

    await createCategory(page, name, 'Local anaesthetics for fillings.');
    await search(page, name);
    await rowOf(page, GRID, name).waitFor();
    expect(await rowOf(page, GRID, name).textContent()).toContain('Local anaesthetics for fillings.');

    // The same name a second time is refused, next to the field.
    const again = await submitCategory(page, name, 'A second one.');
    await again.getByText('Please correct the errors below.').waitFor();
    const nameField = again.getByRole('textbox', { name: 'Category', exact: true });
    await expect.poll(() => nameField.evaluate((el) => el.getAttribute('aria-invalid'))).toBe('true');
    expect(await again.getByText('A category with this name already exists').count()).toBeGreaterThan(0);
    await again.getByRole('button', { name: 'Cancel' }).click();
    // The form has unsaved input: closing asks first.
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await again.waitFor({ state: 'hidden' });
    await expect.poll(() => dataRows(page, GRID).count()).toBe(1);

    // Edit the description: select the row, then Edit in the toolbar.
    await rowOf(page, GRID, name).getByRole('checkbox', { name: 'Select row' }).check();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Medicament Category' });
    const description = edit.getByRole('textbox', { name: 'Description', exact: true });
    await expect.poll(() => description.inputValue()).toBe('Local anaesthetics for fillings.');
    await description.fill('Local anaesthetics: lidocaine, articaine.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');
    await edit.waitFor({ state: 'hidden' });
    await expect
      .poll(() => rowOf(page, GRID, name).textContent())
      .toContain('Local anaesthetics: lidocaine, articaine.');
  });

  it('export to CSV downloads medicament-categories.csv with the category in it', async () => {
    const name = `Export check ${nowMs()}`;
    const page = await openCategories();
    await createCategory(page, name, 'Only here to be exported.');
    await search(page, name);
    await rowOf(page, GRID, name).waitFor();

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('medicament-categories.csv');
    const file = await download.path();
    const csv = await fs.readFile(file, 'utf8');
    expect(csv).toContain(name);
    expect(csv).toContain('Only here to be exported.');
  });

  it('selected categories are removed together after confirmation', async () => {
    const stamp = nowMs();
    const first = `Bulk ${stamp} one`;
    const second = `Bulk ${stamp} two`;
    const page = await openCategories();
    await createCategory(page, first, 'First of two.');
    await createCategory(page, second, 'Second of two.');
    await search(page, `Bulk ${stamp}`);
    await expect.poll(() => dataRows(page, GRID).count()).toBe(2);

    const remove = page.getByRole('button', { name: 'Remove' });
    expect(await remove.isDisabled()).toBe(true);
    await rowOf(page, GRID, first).getByRole('checkbox', { name: 'Select row' }).check();
    await rowOf(page, GRID, second).getByRole('checkbox', { name: 'Select row' }).check();
    await remove.click();

    // Cancel first: nothing goes.
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText('Are you sure you want to delete the selected items?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await dataRows(page, GRID).count()).toBe(2);

    await remove.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // The spec's count toast.
    await sawToast(page, 'Deleted 2 items');
    await page.getByRole('main').getByText('No categories found.').waitFor();
    expect(await dataRows(page, GRID).count()).toBe(0);
  });
});
