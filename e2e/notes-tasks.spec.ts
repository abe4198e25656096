import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { grid, openFromSidebar, rowAction, rowOf, sawToast, search, typeDate } from './support/ui';

afterAll(closeBrowser);

describe('notes', () => {
  it('an assistant writes a note, finds it, edits it and deletes it; nobody else sees it', async () => {
    const title = `Order gloves ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'assistant', 'Notes', '/note');
    await grid(page, 'Notes').getByRole('row').nth(1).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Note' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Note' }).fill('Size M, two boxes.');
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');

    await page.getByRole('searchbox', { name: 'Search' }).fill('two boxes');
    const row = rowOf(page, 'Notes', title);
    await row.waitFor();
    expect(await row.textContent()).toContain('Size M, two boxes.');

    await rowAction(page, row, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Note' });
    const body = edit.getByRole('textbox', { name: 'Note' });
    await expect.poll(() => body.inputValue()).toBe('Size M, two boxes.');
    await body.fill('Size M, three boxes.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');
    await page.getByRole('searchbox', { name: 'Search' }).fill(title);
    await expect.poll(() => row.textContent()).toContain('three boxes');

    // Another account has its own notes only.
    const other = (await newPage()).page;
    await openFromSidebar(other, 'dentist', 'Notes', '/note');
    await other.getByRole('searchbox', { name: 'Search' }).fill(title);
    await other.getByText('No notes').waitFor();

    await rowAction(page, row, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText('Are you sure you want to delete this note?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await sawToast(page, 'Item has been removed.');
    await expect.poll(() => row.count()).toBe(0);
  });
});

describe('tasks', () => {
  it('a receptionist adds an overdue task, ticks it done in the grid, filters, edits and deletes it', async () => {
    const title = `Pay the lab ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', 'Tasks', '/todo');
    await grid(page, 'Tasks').getByRole('row').nth(1).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Task' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Amount' }).fill('45.5');
    await typeDate(form, 'Due Date', '20200115');
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');

    await search(page, title);
    const row = rowOf(page, 'Tasks', title);
    await row.waitFor();
    expect(await row.textContent()).toContain('45.50');
    expect(await row.textContent()).toContain('2020-01-15');
    await row.getByText('Overdue').waitFor();

    // One click: done, and no longer overdue.
    const done = row.getByRole('checkbox', { name: `Done: ${title}` });
    expect(await done.isChecked()).toBe(false);
    await done.click();
    await expect.poll(() => done.isChecked()).toBe(true);
    await expect.poll(() => row.getByText('Overdue').count()).toBe(0);

    await page.getByRole('combobox', { name: 'Done' }).click();
    await page.getByRole('option', { name: 'No', exact: true }).click();
    await expect.poll(() => row.count()).toBe(0);
    await page.getByRole('combobox', { name: 'Done' }).click();
    await page.getByRole('option', { name: 'Yes', exact: true }).click();
    await row.waitFor();

    await rowAction(page, row, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Task' });
    const amount = edit.getByRole('textbox', { name: 'Amount' });
    await expect.poll(() => amount.inputValue()).toBe('45.50');
    await amount.fill('52');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');
    await expect.poll(() => row.textContent()).toContain('52.00');

    await rowAction(page, row, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText('Are you sure you want to delete this task?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await sawToast(page, 'Item has been removed.');
    await expect.poll(() => row.count()).toBe(0);
  });
});
