import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import {
  createPatient,
  dataRows,
  openFromSidebar,
  pickReference,
  rowOf,
  sawToast,
  search,
  typeDate,
} from './support/ui';

afterAll(closeBrowser);

const GRID = 'Memberships';

describe('memberships', () => {
  it('adds a membership with Add Membership, says a repeated benefit is merged, shows its status; Remove takes exactly one row', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Memberships', '/dental-membership');
    const name = `Imogen Memberly ${nowMs().toString(36)}`;
    const patient = await createPatient(page, name);
    // A membership that ended long ago: its status says Expired, whatever was stored.
    const old = await page.request.post('/api/memberships', {
      data: { patient, membershipPlan: 'Premium', startDate: '2020-01-01', endDate: '2020-12-31' },
    });
    expect(old.status(), await old.text()).toBe(201);

    await page.getByRole('button', { name: 'Add Membership' }).click();
    const form = page.getByRole('dialog', { name: 'Create Membership' });
    await pickReference(page, form, 'Patient', name, name);
    await typeDate(form, 'Start Date', '20260101');
    await typeDate(form, 'End Date', '20991231');
    await form.getByRole('button', { name: 'Add entry' }).click();
    await form.getByRole('textbox', { name: 'Benefits 5' }).fill('free cleanings');
    await form.getByText('Already in the list: merged with it on save').waitFor();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    await form.waitFor({ state: 'hidden' });

    await search(page, name);
    await expect.poll(() => dataRows(page, GRID).count()).toBe(2);
    const current = rowOf(page, GRID, 'Basic');
    const expired = rowOf(page, GRID, 'Premium');
    expect(await current.textContent()).toContain('Active');
    expect(await expired.textContent()).toContain('Expired');
    // Each row's menu is named for its row.
    await current.getByRole('button', { name: 'Actions for Basic' }).waitFor();

    const remove = page.getByRole('button', { name: 'Remove' });
    expect(await remove.isDisabled()).toBe(true);
    await current.getByRole('checkbox', { name: 'Select row' }).check();
    expect(await remove.isDisabled()).toBe(false);
    await expired.getByRole('checkbox', { name: 'Select row' }).check();
    expect(await remove.isDisabled()).toBe(true);
    await current.getByRole('checkbox', { name: 'Select row' }).uncheck();
    await remove.click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => dataRows(page, GRID).count()).toBe(1);
    expect(await dataRows(page, GRID).first().textContent()).toContain('Basic');
  });
});
