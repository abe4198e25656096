import fs from 'node:fs/promises';
import { nowMs } from '@chairside/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { grid, openFromSidebar, pickReference, rowAction, rowOf, sawToast, showCharts, typeDate } from './support/ui';

afterAll(closeBrowser);

const GRID = 'Insurance Records';

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

/** Runs `action` and returns the file the browser downloads because of it. */
async function downloaded(page: Page, action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), action()]);
  return { name: file.suggestedFilename(), bytes: await fs.readFile(await file.path()) };
}

const percent = (form: Locator, label: string) => form.getByRole('spinbutton', { name: label });

describe('insurance records', () => {
  it('shows the tiles and charts, and the list passes the accessibility check', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'accountant', 'Insurance Records', '/insurance');
    await grid(page, GRID).getByRole('row').nth(1).waitFor();
    await page.getByText('Total Policies').waitFor();
    await showCharts(page);
    await page.getByText('Policies by provider').waitFor();
    await expectAccessible(page);
  });

  it('an administrator creates a policy, views its coverage, downloads it, reminds the patient and finds the reminder in the outbox', async () => {
    const number = `E2E-${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Insurance Records', '/insurance');

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Insurance Policy' });
    await pickReference(page, form, 'Patient', 'a');
    const patient = await form.getByRole('combobox', { name: 'Patient' }).inputValue();
    await form.getByRole('textbox', { name: 'Provider Name' }).fill('Delta Dental');
    await form.getByRole('textbox', { name: 'Policy Number' }).fill(number);
    await form.getByRole('textbox', { name: 'Max Annual Coverage' }).fill('1500');
    await percent(form, 'Treatment Coverage (%)').fill('120');
    await percent(form, 'Medication Coverage (%)').fill('50');
    await percent(form, 'Consultation Coverage (%)').fill('100');
    await typeDate(form, 'Valid From', '20260101');
    await typeDate(form, 'Valid Until', '20251231');
    expect(await form.getByRole('combobox', { name: 'Status' }).textContent()).toContain('Active');
    await form.getByRole('button', { name: 'Save' }).click();
    // The domain's bounds and date rule, before anything is sent.
    await form.getByText('Treatment Coverage (%) must be at most 100').waitFor();
    await form.getByText('Valid Until must be on or after Valid From').waitFor();
    await percent(form, 'Treatment Coverage (%)').fill('80');
    await typeDate(form, 'Valid Until', '20261231');
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    await form.waitFor({ state: 'hidden' });

    await search(page, number);
    const row = rowOf(page, GRID, number);
    await row.waitFor();
    for (const text of [patient, 'Delta Dental', 'Active']) expect(await row.textContent()).toContain(text);

    // View Coverage: the percentages by type of care.
    await rowAction(page, row, 'View Coverage');
    const coverage = page.getByRole('dialog', { name: `Coverage of policy ${number}` });
    await coverage.getByRole('row', { name: /Treatment 80 %/ }).waitFor();
    await coverage.getByRole('row', { name: /Medication 50 %/ }).waitFor();
    // The row menu fades out behind the dialog: check once it is gone.
    await page.locator('[role="menu"]').waitFor({ state: 'detached' });
    await expectAccessible(page);
    await coverage.getByRole('button', { name: 'Close' }).click();

    // View: the policy's details, with the policy number and the patient's name.
    await page.locator('[role="grid"] [role="progressbar"]').waitFor({ state: 'detached' });
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'View', exact: true }).click();
    const details = page.getByRole('dialog', { name: number });
    await details.getByText(patient).waitFor();
    await details.getByText('None sent').waitFor();
    await details.getByRole('button', { name: 'Close' }).click();

    // Download Policy PDF: a real PDF named after the policy.
    const pdf = await downloaded(page, () => rowAction(page, row, 'Download Policy PDF'));
    expect(pdf.name).toBe(`insurance_${number}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Send Renewal Reminder: queued; a second one asks first.
    await rowAction(page, row, 'Send Renewal Reminder');
    await sawToast(page, 'Renewal reminder queued for');
    await rowAction(page, row, 'Send Renewal Reminder');
    const again = page.getByRole('dialog', { name: 'Send another reminder?' });
    await again.getByText(/was already queued on/).waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'hidden' });

    // The administrator finds the reminder in the outbox, waiting (no mail server in the tests).
    await page.goto('/outbox');
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    await search(page, number);
    const message = rowOf(page, 'Outbox', `Renewal of your insurance policy ${number}`);
    await message.waitFor();
    expect(await message.textContent()).toContain('Queued');
    expect(await message.count()).toBe(1);
  });
});
