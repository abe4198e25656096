import { nowMs } from '@chairside/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import {
  choose,
  downloaded,
  grid,
  openFromSidebar,
  pickReference,
  rowAction,
  rowOf,
  sawToast,
  search,
  typeDate,
} from './support/ui';

afterAll(closeBrowser);

const GRID = 'Lab Tests';

/** A small but real PDF, and a text file that only pretends to be one. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1');
const FAKE_PDF = Buffer.from('Not a PDF at all, just text.\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens the row menu and picks exactly this entry (Download is not Download PDF). */
async function rowMenu(page: Page, row: Locator, action: string): Promise<void> {
  await page.locator('[role="grid"] [role="progressbar"]').waitFor({ state: 'detached' });
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

const chooseFile = (scope: Locator, name: string, mimeType: string, buffer: Buffer) =>
  scope.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });

describe('lab tests (Quick Test)', () => {
  it('the list shows the tiles and charts and passes the accessibility check', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Quick Test', '/quick-test');
    await grid(page, GRID).getByRole('row').nth(1).waitFor();
    await page.getByText('Total Lab Tests').waitFor();
    await expectAccessible(page);
    // The spec's other address is the same screen.
    await page.goto('/lab-test');
    await page.getByRole('heading', { name: 'Quick Test', level: 1 }).waitFor();
  });

  it('a dentist creates a lab test with its report, finds it, edits it, manages its files, downloads it and archives it', async () => {
    const name = `Biopsy E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Quick Test', '/quick-test');

    // Create, with a lab report chosen before the test exists: it is uploaded once the test is saved.
    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Lab Test' });
    await pickReference(page, form, 'Patient', 'a');
    await pickReference(page, form, 'Doctor', 'Dr');
    await form.getByRole('textbox', { name: 'Test Name', exact: true }).fill(name);
    await choose(page, form, 'Category', 'Biopsy');
    await typeDate(form, 'Sample Date', '203001151030');
    expect(await form.getByRole('combobox', { name: 'Status', exact: true }).textContent()).toContain('Pending');
    expect(await form.getByRole('textbox', { name: 'Cost' }).inputValue()).toBe('0.00');
    await chooseFile(form, 'biopsy report.pdf', 'application/pdf', PDF);
    await form.getByText('biopsy report.pdf').waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    await form.waitFor({ state: 'hidden' });

    // Find it.
    await search(page, name);
    const row = rowOf(page, GRID, name);
    await row.waitFor();
    for (const text of ['Biopsy', 'Pending', '2030-01-15 10:30']) expect(await row.textContent()).toContain(text);

    // Edit: the report is there; mark the test completed.
    await rowAction(page, row, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Lab Test' });
    await edit.getByRole('link', { name: 'biopsy report.pdf' }).waitFor();
    await edit.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Completed', exact: true }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toContain('Completed');

    // Upload Lab Report: a file that only pretends to be a PDF is refused, a real image is kept.
    await rowAction(page, row, 'Upload Lab Report');
    const files = page.getByRole('dialog', { name: 'Upload Lab Report' });
    await files.getByRole('link', { name: 'biopsy report.pdf' }).waitFor();
    await chooseFile(files, 'fake.pdf', 'application/pdf', FAKE_PDF);
    const failure = files.getByRole('alert').filter({ hasText: 'Upload failed' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain('Lab Reports accepts PDF, JPEG, PNG, DOC, DOCX files only.');
    await chooseFile(files, 'x-ray.png', 'image/png', PNG);
    await files.getByRole('link', { name: 'x-ray.png' }).waitFor();
    const report = await downloaded(page, () => files.getByRole('link', { name: 'biopsy report.pdf' }).click());
    expect(report.name).toBe('biopsy report.pdf');
    expect(report.bytes.equals(PDF)).toBe(true);
    // Remove the image again, after confirming.
    await files.getByRole('button', { name: 'Remove x-ray.png' }).click();
    await page.getByRole('dialog', { name: 'Remove file' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => files.getByRole('link', { name: 'x-ray.png' }).count()).toBe(0);
    await expectAccessible(page);
    await files.getByRole('button', { name: 'Close' }).click();

    // The detail view: no result yet, the report as a download link.
    await rowAction(page, row, 'View');
    const view = page.getByRole('dialog', { name });
    await view.getByText('No result yet').waitFor();
    await view.getByRole('link', { name: 'biopsy report.pdf' }).waitFor();
    await view.getByRole('button', { name: 'Close' }).click();

    // Downloads: the record as JSON and as a PDF.
    const json = await downloaded(page, () => rowMenu(page, row, 'Download'));
    expect(json.name).toMatch(/^labtest_\d+\.json$/);
    const record = JSON.parse(json.bytes.toString('utf8')) as { id: number; testName: string; testStatus: string };
    expect(record).toMatchObject({ testName: name, testStatus: 'Completed' });
    const pdf = await downloaded(page, () => rowMenu(page, row, 'Download PDF'));
    expect(pdf.name).toBe(`labtest_${record.id}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Export Selected: only the ticked row.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Export Selected' }).click();
    const csv = await downloaded(page, () => page.getByRole('menuitem', { name: 'CSV' }).click());
    const lines = csv.bytes.toString('utf8').trim().split(/\r\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(name);
    await row.getByRole('checkbox').uncheck();

    // Delete: a clinical record is archived, after confirming.
    await rowAction(page, row, 'Archive');
    await page.getByRole('dialog', { name: 'Archive' }).getByRole('button', { name: 'Archive' }).click();
    await sawToast(page, 'archived');
    await expect.poll(() => row.count()).toBe(0);
  });
});
