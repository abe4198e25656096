import { nowMs } from '@chairside/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signIn, signInAt } from './support/browser';
import { choose, grid, openFromSidebar, rowAction, rowOf, sawToast } from './support/ui';

afterAll(closeBrowser);

const search = (page: Page, text: string) => page.getByRole('searchbox', { name: 'Search' }).fill(text);
const quick = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name });

/** The colour of the quantity chip of a row (MUI names it in a class: MuiChip-colorWarning). */
const chipColour = async (row: Locator): Promise<string | null> => {
  const cls = (await row.locator('[data-field="quantity"] .MuiChip-root').getAttribute('class')) ?? '';
  return /MuiChip-color(\w+)/.exec(cls)?.[1] ?? null;
};

describe('inventory items', () => {
  it('the assistant adds an item, sees it under Low stock, restocks it, reads its details and deletes it', async () => {
    const name = `Prophy paste E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'assistant', 'Inventory Items', '/inventory-item');
    await grid(page, 'Inventory Items').getByRole('row').nth(1).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Inventory Item' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await choose(page, form, 'Category', 'Consumables');
    await form.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await choose(page, form, 'Unit', 'tube');
    await form.getByRole('spinbutton', { name: 'Reorder Level' }).fill('5');
    expect(await form.getByRole('combobox', { name: 'Status' }).textContent()).toContain('In Stock');
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');

    // Low stock: at or under its reorder level, with a warning chip.
    await quick(page, 'Low stock').click();
    await page.waitForURL((url) => url.searchParams.get('quick') === 'lowStock');
    await search(page, name);
    const row = rowOf(page, 'Inventory Items', name);
    await row.waitFor();
    expect(await chipColour(row)).toBe('Warning');

    await rowAction(page, row, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Inventory Item' });
    const quantity = edit.getByRole('spinbutton', { name: 'Quantity' });
    await expect.poll(() => quantity.inputValue()).toBe('3');
    await quantity.fill('40');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');
    // Restocked: it leaves the Low stock view, and shows a success chip in the full list.
    await expect.poll(() => row.count()).toBe(0);
    await quick(page, 'Low stock').click();
    await row.waitFor();
    expect(await chipColour(row)).toBe('Success');

    await row.dblclick();
    const view = page.getByRole('dialog', { name });
    await view.getByText('No notes').waitFor();
    await view.getByRole('button', { name: 'Close' }).click();

    await rowAction(page, row, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText(`Are you sure you want to delete "${name}"?`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await sawToast(page, 'Item has been removed.');
    await expect.poll(() => row.count()).toBe(0);
  });

  it('the quick filters show the demo stock that needs attention: low and expired', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'accountant', 'Inventory Items', '/inventory-item');
    await quick(page, 'Expired').click();
    const rows = grid(page, 'Inventory Items').getByRole('row');
    await rowOf(page, 'Inventory Items', 'Amoxicillin 500 mg').waitFor();
    await expect.poll(() => rowOf(page, 'Inventory Items', 'Cotton rolls').count()).toBe(0);
    await expectAccessible(page);
    await quick(page, 'Low stock').click();
    await search(page, 'Surgical masks');
    await rowOf(page, 'Inventory Items', 'Surgical masks').waitFor();
    await search(page, 'Cotton rolls');
    await expect.poll(() => rows.count()).toBeLessThanOrEqual(2);
    expect(await rowOf(page, 'Inventory Items', 'Cotton rolls').count()).toBe(0);
  });

  it('Quick Add /inventory/add opens the create form; stock stays hidden from a dentist', async () => {
    const { page } = await newPage();
    await signInAt(page, 'assistant', '/inventory/add');
    await page.getByRole('dialog', { name: 'Create Inventory Item' }).waitFor();

    const other = await newPage();
    await signIn(other.page, 'dentist');
    expect(
      await other.page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Inventory Items' })
        .count(),
    ).toBe(0);
  });
});
