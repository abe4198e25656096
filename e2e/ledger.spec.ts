import { nowMs } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import {
  choose,
  grid,
  openFromSidebar,
  pickReference,
  rowAction,
  rowOf,
  sawToast,
  showCharts,
  typeDate,
} from './support/ui';

afterAll(closeBrowser);

/** Creates a record through the API as the signed-in user (same origin, same session). */
async function createVia(page: Page, resource: string, body: Record<string, unknown>): Promise<void> {
  const status = await page.evaluate(
    async ([url, payload]) =>
      (
        await fetch(url as string, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        })
      ).status,
    [`/api/${resource}`, body] as const,
  );
  expect(status).toBe(201);
}

const search = (page: Page, text: string) => page.getByRole('searchbox', { name: 'Search' }).fill(text);

describe('expenses', () => {
  it('the accountant sees the totals and charts, records an expense, finds it, edits it and archives it', async () => {
    const text = `Crown lab work E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'accountant', 'Expenses', '/expense');
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('Total Expenses').waitFor();
    await showCharts(page);
    await summary.getByText('Amount per category').waitFor();
    await grid(page, 'Expenses').getByRole('row').nth(1).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Expense' });
    await form.getByRole('textbox', { name: 'Description' }).fill(text);
    await choose(page, form, 'Category', 'Lab');
    expect(await form.getByRole('combobox', { name: 'Status', exact: true }).textContent()).toContain('Planned');
    await form.getByRole('spinbutton', { name: 'Estimated Duration (days)' }).fill('10');
    await pickReference(page, form, 'Patient', 'a');
    await pickReference(page, form, 'Doctor', 'Dr');
    await form.getByRole('textbox', { name: 'Amount' }).fill('0.10');
    await choose(page, form, 'Payment Method', 'Insurance');
    await typeDate(form, 'Transaction Date', '20300105');
    await form.getByRole('textbox', { name: 'Vendor' }).fill('Precision Dental Lab');
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    await form.waitFor({ state: 'hidden' });

    await search(page, text);
    const row = rowOf(page, 'Expenses', text);
    await row.waitFor();
    expect(await row.textContent()).toContain('2030-01-05');
    expect(await row.textContent()).toContain('0.10');
    expect(await row.textContent()).toContain('Pending');
    // The summary follows the search: this one expense.
    await expect.poll(() => summary.textContent()).toMatch(/Total Expenses\D*0\.10/);

    await rowAction(page, row, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Expense' });
    const amount = edit.getByRole('textbox', { name: 'Amount' });
    await expect.poll(() => amount.inputValue()).toBe('0.10');
    await amount.fill('0.30');
    await choose(page, edit, 'Payment Status', 'Paid');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');
    await expect.poll(() => row.textContent()).toContain('0.30');
    await expect.poll(() => summary.textContent()).toMatch(/Paid\D*0\.30/);

    await row.dblclick();
    const view = page.getByRole('dialog', { name: text });
    await view.getByText('Patient and doctor').waitFor();
    await view.getByText('Precision Dental Lab').waitFor();
    await view.getByRole('button', { name: 'Close' }).click();

    await rowAction(page, row, 'Archive');
    await page.getByRole('dialog', { name: 'Archive' }).getByRole('button', { name: 'Archive' }).click();
    await sawToast(page, 'Item has been archived. It can be restored from the archived list.');
    await expect.poll(() => row.count()).toBe(0);
  });

  it('a dentist may look at expenses but not change them: no Create, no Remove All', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Expenses', '/expense');
    await grid(page, 'Expenses').getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: 'Create' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove All' }).count()).toBe(0);
  });
});

describe('incomes', () => {
  it('Remove All archives every income the search matches, after saying how many', async () => {
    const tag = `Whitening kit E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', 'Incomes', '/income');
    await page.getByRole('region', { name: 'Summary' }).getByText('Total Income').waitFor();
    await expectAccessible(page);
    for (const amount of ['19.90', '24.50', '5.60'])
      await createVia(page, 'incomes', {
        incomeCategory: 'Product Sale',
        description: `${tag} ${amount}`,
        amount,
        paymentMethod: 'Cash',
        paymentStatus: 'Paid',
        transactionDate: '2030-02-01',
      });

    await search(page, tag);
    await expect.poll(() => rowOf(page, 'Incomes', tag).count()).toBe(3);
    await page.getByRole('button', { name: 'Remove All' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove All' });
    await confirm
      .getByText('Archive all 3 records that match the current search and filters?', { exact: false })
      .waitFor();
    // Cancel changes nothing.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await rowOf(page, 'Incomes', tag).count()).toBe(3);

    await page.getByRole('button', { name: 'Remove All' }).click();
    await confirm.getByRole('button', { name: 'Archive all' }).click();
    await sawToast(page, 'Records archived: 3.');
    await expect.poll(() => rowOf(page, 'Incomes', tag).count()).toBe(0);
    await page.getByRole('switch', { name: 'Archived' }).check();
    await expect.poll(() => rowOf(page, 'Incomes', tag).count()).toBe(3);
  });

  it('Remove All of a search the grid only estimates asks the server for the exact number first', async () => {
    const tag = `Floss sample E2E ${nowMs()}`;
    // More than a search counts exactly (2,000, SORTED_MATCHES_LIMIT): the grid says "of about N".
    const many = 2_030;
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', 'Incomes', '/income');
    const failed = await page.evaluate(
      async ([text, n]) => {
        const statuses: number[] = [];
        for (let i = 0; i < n; i += 30) {
          const batch = Array.from({ length: Math.min(30, n - i) }, (_, j) =>
            fetch('/api/incomes', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                incomeCategory: 'Product Sale',
                description: `${text} ${i + j}`,
                amount: '0.01',
                paymentMethod: 'Cash',
                paymentStatus: 'Paid',
                transactionDate: '2030-02-02',
              }),
            }).then((r) => r.status),
          );
          statuses.push(...(await Promise.all(batch)));
        }
        return statuses.filter((s) => s !== 201);
      },
      [tag, many] as const,
    );
    expect(failed).toEqual([]);

    await search(page, tag);
    await page.getByText(/of about/).waitFor();
    await page.getByRole('button', { name: 'Remove All' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove All' });
    await confirm.getByText(/Archive all 2,?030 records that match/).waitFor();
    await confirm.getByRole('button', { name: 'Archive all' }).click();
    await sawToast(page, /Records archived: 2,?030\./);
    await expect.poll(() => rowOf(page, 'Incomes', tag).count()).toBe(0);
  });

  it('the receptionist records an income and finds it by its category filter', async () => {
    const text = `Check-up E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', 'Incomes', '/income');
    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Income' });
    await choose(page, form, 'Category', 'Consultation');
    await form.getByRole('textbox', { name: 'Description' }).fill(text);
    await form.getByRole('textbox', { name: 'Amount' }).fill('85');
    await choose(page, form, 'Payment Method', 'Card');
    await choose(page, form, 'Payment Status', 'Paid');
    await typeDate(form, 'Transaction Date', '20300203');
    await pickReference(page, form, 'Patient', 'a');
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');

    await choose(page, page.locator('main'), 'Category', 'Consultation');
    await search(page, text);
    const row = rowOf(page, 'Incomes', text);
    await row.waitFor();
    expect(await row.textContent()).toContain('85.00');
    expect(await row.textContent()).toContain('Consultation');
  });
});
