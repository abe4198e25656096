import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { choose, openFromSidebar, pickReference, rowAction, rowOf, sawToast, typeDate } from './support/ui';

afterAll(closeBrowser);

describe('treatment plans', () => {
  it('a dentist plans a treatment (Presented until its procedures say more), finds it, edits it and archives it', async () => {
    const text = `Implant on 46 E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Treatment Plans', '/treatment-plan');
    await page.getByText('Total Plans').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Treatment Plan' }).click();
    const form = page.getByRole('dialog', { name: 'Create Treatment Plan' });
    await pickReference(page, form, 'Patient', 'a');
    await pickReference(page, form, 'Doctor', 'Dr');
    await choose(page, form, 'Treatment Type', 'Prosthodontic');
    await form.getByRole('textbox', { name: 'Description' }).fill(text);
    await form.getByRole('spinbutton', { name: 'Estimated Duration (days)' }).fill('45');
    // The status is the plan's procedures', not typed.
    expect(await form.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');

    const row = rowOf(page, 'Treatment Plans', text);
    await row.waitFor();
    expect(await row.textContent()).toContain('Presented');
    await rowAction(page, row, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Treatment Plan' });
    await choose(page, edit, 'Treatment Type', 'Restorative');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');
    await expect.poll(() => row.textContent()).toContain('Restorative');

    await rowAction(page, row, 'Archive');
    await page.getByRole('dialog', { name: 'Archive' }).getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => row.count()).toBe(0);
  });
});

describe('memberships', () => {
  it('a receptionist adds a membership: the default benefits are there, a repeated one is kept once', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', 'Memberships', '/dental-membership');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Membership' }).click();
    const form = page.getByRole('dialog', { name: 'Create Membership' });
    await pickReference(page, form, 'Patient', 'e');
    await choose(page, form, 'Plan', 'Premium');
    expect(await form.getByRole('textbox', { name: 'Benefits 1' }).inputValue()).toBe('Free Cleanings');
    await form.getByRole('button', { name: 'Add entry' }).click();
    await form.getByRole('textbox', { name: 'Benefits 5' }).fill('priority booking');
    await typeDate(form, 'Start Date', '20300101');
    await typeDate(form, 'End Date', '20291231');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('End date must be on or after the start date').waitFor();
    await typeDate(form, 'End Date', '20301231');
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');

    const row = rowOf(page, 'Memberships', '2030-01-01');
    await row.first().waitFor();
    await row.first().dblclick();
    const view = page.getByRole('dialog').filter({ hasText: 'Benefits' });
    await view.getByText('Emergency Support').waitFor();
    expect(await view.getByText(/^Priority Booking$/i).count()).toBe(1);
  });
});

describe('loyalty points', () => {
  it('the balance is computed, and redeeming more than it is refused', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', 'Loyalty Points', '/loyalty');
    await expectAccessible(page);

    // A new patient, so that the account is the first one they have.
    const patient = `Loyal Patient ${nowMs()}`;
    await page.evaluate(async (fullName) => {
      await fetch('/api/patients', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullName, bloodType: 'O+' }),
      });
    }, patient);

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Loyalty Account' });
    await pickReference(page, form, 'Patient', patient, patient);
    const earned = form.getByRole('group', { name: 'Activity 1' });
    await earned.getByRole('textbox', { name: 'Activity' }).fill('Check-up visit');
    await earned.getByRole('spinbutton', { name: 'Points' }).fill('40');
    await typeDate(earned, 'Date', '20300105');
    const reward = form.getByRole('group', { name: 'Reward 1' });
    await reward.getByRole('textbox', { name: 'Reward' }).fill('Whitening kit');
    await reward.getByRole('spinbutton', { name: 'Points' }).fill('50');
    await typeDate(reward, 'Date', '20300106');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Cannot redeem more points than the patient has earned').waitFor();

    await reward.getByRole('spinbutton', { name: 'Points' }).fill('30');
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    await page.getByRole('searchbox', { name: 'Search' }).fill(patient);
    const row = rowOf(page, 'Loyalty Points', patient);
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Whitening kit/);
    expect(await row.getByRole('gridcell', { name: '10', exact: true }).count()).toBe(1);
  });
});
