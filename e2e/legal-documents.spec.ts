import { nowMs } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signIn } from './support/browser';
import {
  choose,
  grid,
  openedInNewTab,
  openFromSidebar,
  pickReference,
  rowAction,
  rowOf,
  sawToast,
  typeDate,
} from './support/ui';

afterAll(closeBrowser);

const TITLE = 'Legal Compliance Documents';
const PATH = '/legal';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1');

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

describe('legal compliance documents', () => {
  it('lists signed documents with View PDF links and N/A expiries, and passes the accessibility check', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', TITLE, PATH);
    const rows = grid(page, TITLE).getByRole('row');
    await rows.nth(1).waitFor();
    await expect.poll(() => rows.count()).toBe(6);
    await grid(page, TITLE)
      .getByRole('link', { name: /^View PDF/ })
      .first()
      .waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Past expiry' }).click();
    await page.waitForURL((url) => url.searchParams.get('quick') === 'pastExpiry');
    await grid(page, TITLE).getByText('Photography Consent').first().waitFor();
  });

  it('an admin records a signed consent with its PDF, opens the PDF, and archives the record', async () => {
    const note = `Consent E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', TITLE, PATH);

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Legal Document' });
    await pickReference(page, form, 'Patient', 'a');
    await choose(page, form, 'Document Type', 'Anesthesia Consent');
    expect(await form.getByRole('combobox', { name: 'Status', exact: true }).textContent()).toContain('Signed');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Signed Date is required for a signed document').waitFor();
    await typeDate(form, 'Signed Date', '20300115');
    await form.getByRole('textbox', { name: 'Notes' }).fill(note);
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'signed consent.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByText('signed consent.pdf').waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    await form.waitFor({ state: 'hidden' });

    // Found by its note; no expiry reads N/A; the signed PDF opens in a new tab, shown inline.
    await search(page, note);
    // The only one signed in 2030: the list may still show the others while the search reloads it.
    const row = rowOf(page, TITLE, 'Anesthesia Consent').filter({ hasText: '2030-01-15' });
    await row.waitFor();
    for (const text of ['2030-01-15', 'Signed', 'N/A']) expect(await row.textContent()).toContain(text);
    const link = row.getByRole('link', { name: 'View PDF: signed consent.pdf (opens in a new tab)' });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/legal-documents\/\d+\/files\/\d+\?inline=1$/);
    const { tab, asked } = await openedInNewTab(page, () => link.click());
    expect(asked).toContain(href);
    const response = await page.request.get(href);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^inline; filename="signed consent.pdf"/);
    expect((await response.body()).equals(PDF)).toBe(true);
    await tab.close();

    // Archive: a legal record is kept, not erased.
    await rowAction(page, row, 'Archive');
    const confirm = page.getByRole('dialog', { name: 'Archive' });
    await confirm.getByText('Archive this legal document? It can be restored later.').waitFor();
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => row.count()).toBe(0);
    await page.getByRole('switch', { name: 'Archived' }).check();
    await row.waitFor();
  });

  it('is not offered to a dentist', async () => {
    const { page } = await newPage();
    await signIn(page, 'dentist');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Case Studies' }).waitFor();
    expect(await menu.getByRole('link', { name: TITLE }).count()).toBe(0);
  });
});
