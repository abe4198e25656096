import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import {
  cell,
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

const CERTIFICATES = 'Certificates';
const TEMPLATES = 'Certificate Templates';

/** The designer's textarea, as the page sees it (the browser tests are typed without the DOM's types). */
interface TextArea {
  value: string;
  selectionStart: number;
  selectionEnd: number;
  select(): void;
}

describe('certificates', () => {
  it('the list shows its tiles, filters and grid, its preview drawer, and passes the accessibility check', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', CERTIFICATES, '/certificate', {
      heading: 'Manage Certificates',
      exact: true,
    });
    await grid(page, CERTIFICATES).getByRole('row').nth(1).waitFor();
    for (const tile of ['Total', 'Active', 'Expired']) await page.getByText(tile, { exact: true }).first().waitFor();
    for (const button of ['Export Excel', 'Export PDF', 'Create Certificate'])
      await page.getByRole('button', { name: button, exact: true }).waitFor();
    await expectAccessible(page);

    await rowAction(page, grid(page, CERTIFICATES).getByRole('row').nth(1), 'View');
    const drawer = page.getByRole('dialog', { name: /^CERT-\d{6}$/ });
    await drawer.getByText('Signature').first().waitFor();
    await drawer.getByRole('button', { name: 'Download' }).waitFor();
    await expectAccessible(page);
  });

  it('a dentist writes a template, designs it, generates a certificate from it, downloads it, edits it in the grid and archives it', async () => {
    const stamp = nowMs();
    const title = `Sports clearance E2E ${stamp}`;
    const { page, context } = await newPage();
    await openFromSidebar(page, 'dentist', TEMPLATES, '/certificate-template', { exact: true });

    // Create Template: an unknown placeholder is named and refused.
    await page.getByRole('button', { name: 'Create Template', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Create Certificate Template' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    const content = form.getByRole('textbox', { name: 'Content', exact: true });
    await content.fill('{{patientName}} may play {{sport}}.');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Unknown placeholders: sport').first().waitFor();
    await content.fill('This certifies that {{patientName}} was examined on {{issueDate}}.');
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Certificate template created');
    await form.waitFor({ state: 'hidden' });

    // Design Layout: a placeholder inserted from its button, shown in the live preview, then saved.
    await search(page, title);
    const templateRow = rowOf(page, TEMPLATES, title);
    await templateRow.waitFor();
    await rowAction(page, templateRow, 'Design Layout');
    const designer = page.getByRole('dialog', { name: `Design Layout: ${title}` });
    const editor = designer.getByRole('textbox', { name: 'Content' });
    await expect.poll(() => editor.inputValue()).toContain('{{issueDate}}.');
    // No cursor placed yet: the placeholder goes at the end, after a space (not glued to the start).
    await designer.getByRole('button', { name: 'Valid until', exact: true }).click();
    await expect
      .poll(() => editor.inputValue())
      .toBe('This certifies that {{patientName}} was examined on {{issueDate}}. {{validUntil}}');
    // Then at the cursor, with the spaces it needs: typed words around it stay words.
    await editor.press('End');
    await editor.pressSequentially(' and');
    await designer.getByRole('button', { name: 'Valid until', exact: true }).click();
    await expect
      .poll(() => editor.inputValue())
      .toBe('This certifies that {{patientName}} was examined on {{issueDate}}. {{validUntil}} and {{validUntil}}');
    // What is selected right after an insert stays selected (select all, then type, replaces the text): the
    // cursor was once placed a frame after the click, over a selection made in between.
    const kept = await designer.getByRole('button', { name: 'Doctor name', exact: true }).evaluate(
      async (button, textarea) => {
        const g = globalThis as unknown as { requestAnimationFrame(f: () => void): void };
        const text = textarea as unknown as TextArea;
        (button as unknown as { click(): void }).click();
        // After the click's own work (React draws a click's update in a microtask), before any frame.
        await Promise.resolve();
        text.select();
        await new Promise<void>((r) => g.requestAnimationFrame(() => g.requestAnimationFrame(r)));
        return { start: text.selectionStart, end: text.selectionEnd, length: text.value.length };
      },
      await editor.elementHandle(),
    );
    expect(kept).toEqual({ start: 0, end: kept.length, length: kept.length });
    await editor.fill('This certifies that {{patientName}} was examined on {{issueDate}}. Valid until ');
    await designer.getByRole('button', { name: 'Valid until', exact: true }).click();
    await expect
      .poll(() => editor.inputValue())
      .toBe('This certifies that {{patientName}} was examined on {{issueDate}}. Valid until {{validUntil}}');
    const preview = designer.getByRole('region', { name: 'Preview' });
    await preview.locator('mark', { hasText: 'Valid until' }).waitFor();
    await expectAccessible(page);
    await designer.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Certificate template updated');
    await designer.waitFor({ state: 'hidden' });

    // Generate Certificate from the template.
    await rowAction(page, templateRow, 'Generate Certificate');
    const generate = page.getByRole('dialog', { name: 'Generate Certificate' });
    await expect.poll(() => generate.getByRole('combobox', { name: 'Template' }).inputValue()).toBe(title);
    await generate.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Medical Fitness', exact: true }).click();
    await pickReference(page, generate, 'Patient', 'a');
    const patient = await generate.getByRole('combobox', { name: 'Patient' }).inputValue();
    await pickReference(page, generate, 'Doctor', 'Dr');
    await pickReference(page, generate, 'Clinic', 'Chairside');
    await typeDate(generate, 'Issue Date', '20300115');
    await typeDate(generate, 'Valid Until', '20300715');
    await generate.getByRole('textbox', { name: 'Diagnosis' }).fill('No dental condition limits sport.');
    await generate.getByRole('textbox', { name: 'Treatment Details' }).fill('Examination and scaling.');
    await generate.getByRole('textbox', { name: 'Recommendations' }).fill('Wear a mouthguard.');
    await generate.getByRole('textbox', { name: 'Signature', exact: true }).fill('Dr. E2E, DDS');
    await generate.getByRole('button', { name: 'Generate' }).click();
    // It opens in its preview, filled in. (The drawer hides the page, toasts included, from the accessibility tree.)
    await page.waitForURL((url) => url.pathname === '/certificate' && /^\d+$/.test(url.searchParams.get('view') ?? ''));
    await page.getByText('Certificate created successfully').waitFor();
    const id = Number(new URL(page.url()).searchParams.get('view'));
    const drawer = page.getByRole('dialog', { name: /^CERT-\d{6}$/ });
    await drawer
      .getByText(`This certifies that ${patient} was examined on 2030-01-15. Valid until 2030-07-15`)
      .waitFor();
    const number = (await drawer.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    expect(number).toMatch(/^CERT-\d{6}$/);

    // Download: the certificate as certificate_{number}.pdf.
    const pdf = await downloaded(page, () => drawer.getByRole('button', { name: 'Download' }).click());
    expect(pdf.name).toBe(`certificate_${number}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The drawer is modal: the page behind it, toasts included, is hidden from the accessibility tree.
    await page.getByText('Certificate exported as PDF').waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // Inline edits: the status and the end date, saved from the grid.
    await search(page, number);
    const row = rowOf(page, CERTIFICATES, number);
    await row.waitFor();
    expect(await cell(row, 'status').textContent()).toBe('Issued');
    await cell(row, 'status').dblclick();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await sawToast(page, 'Certificate updated');
    await expect.poll(() => cell(row, 'status').textContent()).toBe('Active');

    await cell(row, 'validUntil').dblclick();
    const dateInput = cell(row, 'validUntil').locator('input');
    await dateInput.fill('2031-05-01');
    await dateInput.press('Enter');
    await expect.poll(() => cell(row, 'validUntil').textContent()).toBe('2031-05-01');

    // Someone else changes it meanwhile: the stale edit is refused and the row shows their version.
    const current = (await (await context.request.get(`/api/certificates/${id}`)).json()) as { version: number };
    const other = await context.request.patch(`/api/certificates/${id}`, {
      data: { status: 'Expired', version: current.version },
    });
    expect(other.status()).toBe(200);
    await cell(row, 'status').dblclick();
    await page.getByRole('option', { name: 'Issued', exact: true }).click();
    await sawToast(page, 'Someone else changed this record meanwhile');
    await expect.poll(() => cell(row, 'status').textContent()).toBe('Expired');

    // Delete archives it, after confirming.
    await rowAction(page, row, 'Archive');
    await page.getByRole('dialog', { name: 'Archive' }).getByRole('button', { name: 'Archive' }).click();
    await sawToast(page, 'Deleted');
    await expect.poll(() => row.count()).toBe(0);
  });

  it('filters by issue date, exports the list as certificates.xlsx and prints it for Export PDF', async () => {
    const { page, context } = await newPage();
    await openFromSidebar(page, 'dentist', CERTIFICATES, '/certificate', {
      heading: 'Manage Certificates',
      exact: true,
    });
    await grid(page, CERTIFICATES).getByRole('row').nth(1).waitFor();

    // From and To: only the certificates issued in that range, both days included.
    const toolbar = page.locator('main');
    await typeDate(toolbar, 'From', '20260901');
    await typeDate(toolbar, 'To', '20261031');
    const issued = grid(page, CERTIFICATES).locator('[role="row"] [data-field="issueDate"]:not([role="columnheader"])');
    await expect
      .poll(async () => (await issued.allTextContents()).every((d) => d >= '2026-09-01' && d <= '2026-10-31'))
      .toBe(true);
    expect(await issued.count()).toBeGreaterThan(0);

    const xlsx = await downloaded(page, () => page.getByRole('button', { name: 'Export Excel' }).click());
    expect(xlsx.name).toBe('certificates.xlsx');
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await sawToast(page, 'Exported to Excel');

    // The print dialog is the browser's: count the calls instead of opening it.
    await page.evaluate(() => {
      const w = globalThis as unknown as { printed: number; print: () => void };
      w.printed = 0;
      w.print = () => {
        w.printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Export PDF' }).click();
    await sawToast(page, 'Print dialog opened for PDF export');
    expect(await page.evaluate(() => (globalThis as unknown as { printed: number }).printed)).toBe(1);
    // What is printed is what the list holds: every certificate of the range, not just the page shown.
    const range = await context.request.get('/api/certificates?from=2026-09-01&to=2026-10-31&pageSize=1');
    const { total } = (await range.json()) as { total: number };
    const sheet = page.locator('#list-print');
    await expect.poll(() => sheet.locator('tbody tr').count()).toBe(total);
    expect(await sheet.locator('th').allTextContents()).toEqual(
      expect.arrayContaining(['Certificate Number', 'Patient', 'Valid Until', 'Status']),
    );
  });
});
