import { nowMs } from '@chairside/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { choose, grid, openFromSidebar, rowAction, rowOf, sawToast } from './support/ui';

afterAll(closeBrowser);

const GRID = 'Marketing Campaigns';

/** The live count under the audience: `Matching patients: 60 · with an email address: 60`. */
async function matching(form: Locator): Promise<number> {
  const text = (await form.getByTestId('audience-count').textContent()) ?? '';
  const m = /Matching patients: (\d+)/.exec(text);
  if (!m) throw new Error(`no count in "${text}"`);
  return Number(m[1]);
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

describe('marketing campaigns', () => {
  it('the list passes the accessibility check', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Marketing Campaigns', '/marketing');
    await grid(page, GRID).getByRole('row').nth(1).waitFor();
    await page.getByText('Total Campaigns').waitFor();
    await expectAccessible(page);
  });

  it('Settings has a Marketing tab: engagement tracking off and a 14-day conversion window by default', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Settings', '/configuration');
    await page.getByRole('tab', { name: 'Marketing' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: 'Marketing Campaigns' }).waitFor();
    expect(await panel.textContent()).toContain('Track opens and clicks of campaignsNo');
    expect(await panel.textContent()).toContain('Conversion window (days)14');
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Settings' });
    expect(await dialog.getByRole('switch', { name: 'Track opens and clicks of campaigns' }).isChecked()).toBe(false);
    expect(await dialog.getByRole('spinbutton', { name: 'Conversion window (days)' }).inputValue()).toBe('14');
    await dialog.getByRole('spinbutton', { name: 'Conversion window (days)' }).fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Conversion window must be at least 1 day').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('an administrator creates a campaign, sees its audience counted as the criteria change, and sends it', async () => {
    const name = `Check-up E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Marketing Campaigns', '/marketing');

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Campaign' });
    await form.getByRole('textbox', { name: 'Campaign Name' }).fill(name);
    await choose(page, form, 'Campaign Type', 'Recall');
    await expect.poll(() => matching(form)).toBeGreaterThan(0);
    const everyone = await matching(form);

    await choose(page, form, 'Gender', 'Female');
    await expect.poll(() => matching(form)).toBeLessThan(everyone);
    const women = await matching(form);
    await form.getByRole('spinbutton', { name: 'Minimum Age' }).fill('40');
    await expect.poll(() => matching(form)).toBeLessThan(women);
    const audience = await matching(form);
    expect(audience).toBeGreaterThan(0);

    await form
      .getByRole('textbox', { name: 'Message Template' })
      .fill('Dear {{firstName}}, it is time for your check-up at {{clinicName}}.');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    await form.waitFor({ state: 'hidden' });

    await search(page, name);
    const row = rowOf(page, GRID, name);
    await row.waitFor();
    expect(await row.textContent()).toContain('Draft');

    // The detail view: the audience as criteria, and how many it matches today.
    await rowAction(page, row, 'View');
    const view = page.getByRole('dialog', { name });
    await view.getByText('Aged 40 or more').waitFor();
    await view.getByText(`Matching patients: ${audience}`).waitFor();
    await view.getByRole('button', { name: 'Close' }).click();

    // Send: asked first, then one message per patient with an email address.
    await rowAction(page, row, 'Send Campaign');
    const confirm = page.getByRole('dialog', { name: 'Send campaign?' });
    await confirm.getByText(name).waitFor();
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await sawToast(page, 'Campaign sent. Messages queued:');
    await expect.poll(() => row.textContent()).toContain('Sent');
    expect(await row.textContent()).toContain(String(audience));

    // Sent once: the row no longer offers it, nor Edit (the server keeps a sent campaign as it went out).
    await page.locator('[role="grid"] [role="progressbar"]').waitFor({ state: 'detached' });
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'View' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Send Campaign' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Edit', exact: true }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'View' }).click();
    const sentView = page.getByRole('dialog', { name });
    await sentView.getByRole('button', { name: 'Close' }).waitFor();
    expect(await sentView.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);

    // Its performance, counted by the server: every message sent, none delivered yet (the demo has no mail
    // server, so they wait in the outbox), nothing opened, clicked or booked.
    const performance = sentView.getByRole('region', { name: 'Performance' });
    await performance.getByText('Delivered').waitFor();
    const metric = async (label: string) =>
      (await performance
        .getByRole('term')
        .filter({ hasText: label })
        .locator('xpath=following-sibling::dd[1]')
        .textContent()) ?? '';
    expect(await metric('Sent')).toBe(String(audience));
    expect(await metric('Delivered')).toBe('0');
    expect(await metric('Failed')).toBe('0');
    expect(await metric('Opened')).toBe('0');
    expect(await metric('Clicked')).toBe('0');
    expect(await metric('Converted')).toBe('0');
    await performance.getByText('Opens and clicks were not tracked for this campaign', { exact: false }).waitFor();
    await expectAccessible(page);
    await sentView.getByRole('button', { name: 'Close' }).click();
  });
});
