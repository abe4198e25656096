import { nowMs } from '@chairside/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { choose, openFromSidebar, pickReference, rowAction, rowOf, sawToast, search } from './support/ui';

afterAll(closeBrowser);

const GRID = 'Staff';

async function view(page: Page, name: string): Promise<Locator> {
  await rowAction(page, rowOf(page, GRID, name), 'View');
  return page.getByRole('dialog', { name });
}

describe('staff', () => {
  it('the list shows the staff by status and passes the accessibility check', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Staff', '/staff');
    await rowOf(page, GRID, 'Aisha Rahman').waitFor();
    expect(await rowOf(page, GRID, 'Aisha Rahman').textContent()).toContain('On Leave');
    const summary = page.getByRole('region', { name: 'Summary' });
    for (const label of ['Total Staff', 'Active', 'On Leave', 'Inactive'])
      await summary.getByText(label).first().waitFor();
    await expectAccessible(page);
  });

  it('a staff member linked to an account shows the permissions of its role', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Staff', '/staff');
    await search(page, 'Linda Park');
    const detail = await view(page, 'Linda Park');
    await detail.getByText('Signs in as reception, with the permissions of the role Receptionist.').waitFor();
    const chips = detail.getByRole('list', { name: 'Permissions' });
    for (const permission of ['View Patients', 'Edit Appointments', 'Edit Billing'])
      await chips.getByText(permission, { exact: true }).waitFor();
    expect(await chips.getByText('Manage Staff').count()).toBe(0);
    // The week of shifts, in the clinic hours' shape.
    expect(await detail.getByRole('row', { name: /^Monday/ }).textContent()).toContain('07:45 - 15:45');
    expect(await detail.getByRole('row', { name: /^Sunday/ }).textContent()).toContain('Closed');
    await expectAccessible(page);
  });

  it('admin adds a member on leave, links an account, edits and deletes them', async () => {
    const stamp = nowMs();
    const name = `Yara E2E ${stamp}`;
    const username = `yara${stamp}`;
    const { page } = await newPage();
    // A new sign-in account waiting for activation, as the register page makes them.
    const register = await page.request.post('/api/auth/register', { data: { username, password: 'a good password' } });
    expect(register.status()).toBe(201);
    await openFromSidebar(page, 'admin', 'Staff', '/staff');

    await page.getByRole('button', { name: 'Add Staff' }).click();
    const form = page.getByRole('dialog', { name: 'Create Staff Member' });
    await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill(name);
    await choose(page, form, 'Role', 'Assistant');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`yara.${stamp}@chairside.example`);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 617 555 0177');
    expect(await form.getByRole('combobox', { name: 'Status' }).textContent()).toContain('Active');
    await choose(page, form, 'Status', 'On Leave');
    // An account another member already has is refused, by name.
    await pickReference(page, form, 'User Account', 'recep', 'reception');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('This account is already linked to another staff member', { exact: true }).waitFor();
    await pickReference(page, form, 'User Account', username, username);
    // Saturday off.
    await form.getByRole('switch', { name: 'Saturday open' }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    await form.waitFor({ state: 'hidden' });

    await search(page, name);
    const row = rowOf(page, GRID, name);
    await row.waitFor();
    expect(await row.textContent()).toContain('On Leave');
    expect(await row.textContent()).toContain(username);

    // Its account is not active yet: no permissions.
    const detail = await view(page, name);
    await detail.getByText(`The account ${username} is not active: it gives no permissions.`).waitFor();
    expect(await detail.getByRole('row', { name: /^Saturday/ }).textContent()).toContain('Closed');

    // Back from leave.
    await detail.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Staff Member' });
    await expect.poll(() => edit.getByRole('combobox', { name: 'Status' }).textContent()).toContain('On Leave');
    await choose(page, edit, 'Status', 'Active');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).not.toContain('On Leave');

    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText('Are you sure you want to delete this staff member?').waitFor();
    expect(await confirm.textContent()).toContain(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await sawToast(page, 'Item has been removed.');
    await page.getByRole('main').getByText('No staff found.').waitFor();
  });

  it('a dentist sees colleagues and their permissions but cannot change the staff list', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Staff', '/staff');
    await rowOf(page, GRID, 'Ben Foster').waitFor();
    expect(await page.getByRole('button', { name: 'Add Staff' }).count()).toBe(0);
    const detail = await view(page, 'Ben Foster');
    await detail.getByText('No user account is linked: this person cannot sign in.').waitFor();
    expect(await detail.getByRole('button', { name: 'Edit' }).count()).toBe(0);
  });
});
