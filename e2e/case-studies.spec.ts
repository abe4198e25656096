import fs from 'node:fs/promises';
import { nowMs } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { choose, grid, openedInNewTab, openFromSidebar, pickReference, rowAction, rowOf, sawToast } from './support/ui';

afterAll(closeBrowser);

const TITLE = 'Case Studies';
const PATH = '/case-study';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1');

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

async function exported(page: Page, format: 'CSV' | 'Excel'): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('menuitem', { name: format }).click();
    })(),
  ]);
  return { name: file.suggestedFilename(), bytes: await fs.readFile(await file.path()) };
}

describe('case studies', () => {
  it('lists five case studies a page and passes the accessibility check', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', TITLE, PATH);
    const rows = grid(page, TITLE).getByRole('row');
    await rows.nth(1).waitFor();
    await expect.poll(() => rows.count()).toBe(6);
    await expectAccessible(page);
  });

  it('a dentist writes a case study with a research file, finds it, opens the file, edits it, exports it and deletes it', async () => {
    const stamp = nowMs();
    const title = `Zirconia bridge E2E ${stamp}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', TITLE, PATH);

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Case Study' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await pickReference(page, form, 'Patient', 'a');
    await pickReference(page, form, 'Doctor', 'Dr');
    await form.getByRole('textbox', { name: 'Description' }).fill(`Three-unit bridge, monolithic zirconia ${stamp}.`);
    await form.getByRole('textbox', { name: 'Procedures Performed 1' }).fill('Crown preparation');
    await form.getByRole('textbox', { name: 'Outcome' }).fill('Good fit, no chipping at 6 months.');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'fit study.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByText('fit study.pdf').waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    await form.waitFor({ state: 'hidden' });

    // The search looks in the description too.
    await search(page, `zirconia ${stamp}`);
    const row = rowOf(page, TITLE, title);
    await row.waitFor();
    for (const text of ['Crown preparation', 'Draft']) expect(await row.textContent()).toContain(text);

    const { tab, asked } = await openedInNewTab(page, () => rowAction(page, row, 'Open Research File'));
    expect(asked).toMatch(/\/api\/case-studies\/\d+\/files\/\d+\?inline=1$/);
    await tab.close();
    // What the tab was given: the file itself, to be shown, not an error page.
    const served = await page.request.get(asked);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-disposition']).toMatch(/^inline; filename="fit study.pdf"/);
    expect((await served.body()).equals(PDF)).toBe(true);

    await rowAction(page, row, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Case Study' });
    await edit.getByText('fit study.pdf').waitFor();
    await choose(page, edit, 'Status', 'Published');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');
    await expect.poll(() => row.textContent()).toContain('Published');

    const csv = await exported(page, 'CSV');
    expect(csv.name).toBe('CaseStudies.csv');
    expect(csv.bytes.toString()).toContain(title);
    expect(csv.bytes.toString()).toContain('fit study.pdf');
    const xlsx = await exported(page, 'Excel');
    expect(xlsx.name).toBe('CaseStudies.xlsx');
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');

    await rowAction(page, row, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText(`Are you sure you want to delete the case study "${title}"?`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await sawToast(page, 'Item has been removed.');
    await expect.poll(() => row.count()).toBe(0);
  });
});
