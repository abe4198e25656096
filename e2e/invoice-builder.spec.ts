import { nowMs } from '@chairside/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { createPatient, findRow, openFromSidebar, pickReference, rowOf, sawToast, sidewaysScroll } from './support/ui';

afterAll(closeBrowser);

/** The builder's running amounts: the table under "Amounts", as rows of text. */
const amounts = (form: Locator): Locator => form.getByRole('table', { name: 'Amounts' });
const amountRow = (form: Locator, label: string): Locator =>
  amounts(form)
    .getByRole('row')
    .filter({ has: form.page().getByRole('cell', { name: label, exact: true }) });

/** The row menu's entries of a grid row, by name. */
async function rowMenu(page: Page, row: Locator): Promise<string[]> {
  await row.getByRole('button', { name: /^Actions for / }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem').first().waitFor();
  const items = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return items.map((s) => s.trim());
}

describe('the invoice builder and an issued invoice', () => {
  it('fills the fee on service pick, totals as you type, shows the issued invoice at once, and a paid one offers no Edit or Archive', async () => {
    const patient = `Builder E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', 'Billing', '/billing', { heading: 'Patient Billing and Invoices' });
    await createPatient(page, patient);
    const form = page.locator('form');
    await pickReference(page, form, 'Patient', patient.slice(0, 16), patient, { exact: true });
    await pickReference(page, form, 'Clinic', 'Downtown', 'Chairside Downtown', { exact: true });

    // A new line starts at quantity 1; picking the service puts its fee in the line at once.
    const quantity = form.getByRole('spinbutton', { name: 'Quantity' });
    expect(await quantity.inputValue()).toBe('1');
    await pickReference(page, form, 'Service', 'Filling', 'Filling', { exact: true });
    const unitPrice = form.getByRole('textbox', { name: 'Unit Price' });
    await expect.poll(() => unitPrice.inputValue()).toBe('120.00');
    expect(await unitPrice.isEditable()).toBe(true);
    await amountRow(form, 'Grand Total').getByText('$120.00').waitFor();
    // No discount: no "Discount −$0.00" line.
    expect(await amountRow(form, 'Discount').count()).toBe(0);
    await expectAccessible(page);

    // The totals follow the typing: 3 × 120.00, 10% tax, then a 10% discount before the tax.
    await quantity.fill('3');
    await amounts(form)
      .getByRole('row', { name: /Filling/ })
      .getByText('$360.00')
      .waitFor();
    await form.getByRole('spinbutton', { name: 'Tax (%)' }).fill('10');
    await amountRow(form, 'Tax (10%)').getByText('$36.00').waitFor();
    await amountRow(form, 'Grand Total').getByText('$396.00').waitFor();
    await form.getByRole('spinbutton', { name: 'Discount (%)' }).fill('10');
    await form.getByRole('textbox', { name: 'Discount Reason' }).fill('Loyal patient');
    await amountRow(form, 'Discount (10%)').getByText('-$36.00').waitFor();
    await amountRow(form, 'Grand Total').getByText('$356.40').waitFor();
    // A price typed by hand is kept, and counted.
    await unitPrice.fill('100');
    await amountRow(form, 'Subtotal').getByText('$300.00').waitFor();
    await amountRow(form, 'Grand Total').getByText('$297.00').waitFor();

    // The server's preview agrees with what the builder showed.
    await form.getByRole('button', { name: 'Generate Bill' }).click();
    const preview = page.getByRole('dialog', { name: 'Bill preview' });
    await preview.getByText('Filling').waitFor();
    expect(await preview.textContent()).toContain('$297.00');

    // Confirm & Save: the invoice opens Issued at once — never a Draft with an Issue button first.
    await preview.getByRole('button', { name: 'Confirm & Save' }).click();
    await page.waitForURL((url) => url.pathname === '/invoice');
    const view = page.getByRole('dialog', { name: /^INV-\d{4}-\d{6}$/ });
    await view.getByRole('button', { name: 'Download PDF' }).waitFor();
    expect(await view.textContent()).not.toContain('Draft');
    expect(await view.getByRole('button', { name: 'Issue' }).count()).toBe(0);
    await view.getByText('Issued').first().waitFor();
    // Issued, nothing paid: Void, but neither Edit nor Archive.
    expect(await view.getByRole('button', { name: 'Void' }).count()).toBe(1);
    expect(await view.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await view.getByRole('button', { name: 'Archive' }).count()).toBe(0);
    const invoiceId = Number(new URL(page.url()).searchParams.get('view'));
    await expectAccessible(page);

    // Paid in full (the payments have their own test): still no Edit or Archive, and no Void either.
    const invoice = (await (await page.request.get(`/api/invoices/${invoiceId}`)).json()) as {
      patient: number;
      clinic: number;
      invoiceDate: string;
    };
    const paid = await page.request.post('/api/payments', {
      data: {
        patient: invoice.patient,
        invoice: invoiceId,
        clinic: invoice.clinic,
        amount: '297.00',
        paymentMethod: 'Card',
        paymentDate: invoice.invoiceDate,
      },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    await page.goto(`/invoice?view=${invoiceId}`);
    await view.getByText('Paid', { exact: true }).first().waitFor();
    expect(await view.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await view.getByRole('button', { name: 'Archive', exact: true }).count()).toBe(0);
    expect(await view.getByRole('button', { name: 'Void', exact: true }).count()).toBe(0);
    await view.getByRole('button', { name: 'Download PDF' }).waitFor();
    await view.getByRole('button', { name: 'Close' }).click();
    await view.waitFor({ state: 'hidden' });
    // Nor does an address that asks to edit it: the invoice is shown, not a form.
    await page.goto(`/invoice?edit=${invoiceId}`);
    await page.waitForURL((url) => url.searchParams.get('view') === String(invoiceId));
    await view.getByText('Paid', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await view.getByRole('button', { name: 'Close' }).click();
    await view.waitFor({ state: 'hidden' });

    const { row } = await findRow(page, 'Invoices', patient);
    const menu = await rowMenu(page, row);
    expect(menu).toContain('Download PDF');
    expect(menu).not.toContain('Edit');
    expect(menu).not.toContain('Archive');
    expect(menu).not.toContain('Void');
    // Selected in the grid: the toolbar's Edit and Archive stay disabled.
    await row.getByRole('checkbox').check();
    const toolbar = page.getByRole('main');
    expect(await toolbar.getByRole('button', { name: 'Edit', exact: true }).isDisabled()).toBe(true);
    expect(await toolbar.getByRole('button', { name: 'Archive', exact: true }).isDisabled()).toBe(true);
    expect(await rowOf(page, 'Invoices', patient).count()).toBe(1);

    // Billed in error after it was paid: a credit note cancels it, and the payment becomes credit.
    expect(menu).toContain('Credit note');
    await page.goto(`/invoice?view=${invoiceId}`);
    await view.getByRole('button', { name: 'Credit note' }).click();
    const credit = page.getByRole('dialog', { name: /^Credit note/ });
    await credit.getByRole('button', { name: 'Issue credit note' }).click();
    await credit.getByText('Say why the invoice is credited').waitFor();
    await credit.getByRole('textbox', { name: 'Reason' }).fill('Billed to the wrong patient');
    await expectAccessible(page);
    await credit.getByRole('button', { name: 'Issue credit note' }).click();
    await sawToast(page, /^Credit note CN-\d{4}-\d{6} issued/);
    await view.getByText('Void', { exact: true }).first().waitFor();
    await view.getByText(/^CN-\d{4}-\d{6}$/).waitFor();
  });

  it('fits a 1280 px screen: the invoice’s detail and edit dialogs never scroll sideways; at 1366 px the grid shows whole invoice numbers', async () => {
    const { page } = await newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openFromSidebar(page, 'reception', 'Invoices', '/invoice');
    const patient = await createPatient(page, `Wide E2E ${nowMs()}`);
    const clinics = (await (await page.request.get('/api/clinics?pageSize=1')).json()) as { items: { id: number }[] };
    const body = {
      patient,
      clinic: clinics.items[0]?.id,
      invoiceDate: '2030-06-01',
      items: [
        {
          description: 'Porcelain crown on the upper right first molar, with temporary',
          quantity: 1,
          unitPrice: '950.00',
        },
        { description: 'Panoramic X-ray', quantity: 2, unitPrice: '75.50' },
      ],
      taxRate: 7.5,
    };
    type Made = { id: number; version: number; invoiceNumber: string };
    const make = async (): Promise<Made> => {
      const made = await page.request.post('/api/invoices', { data: body });
      expect(made.status(), await made.text()).toBe(201);
      return (await made.json()) as Made;
    };
    const draft = await make();
    // An issued one, part paid: its detail lists the payment in a grid of its own (what made it 1106 px wide).
    const other = await make();
    const issued = await page.request.post(`/api/invoices/${other.id}/issue`, { data: { version: other.version } });
    expect(issued.status(), await issued.text()).toBe(200);
    const paid = await page.request.post('/api/payments', {
      data: {
        patient,
        clinic: body.clinic,
        invoice: other.id,
        amount: '100.00',
        paymentMethod: 'Cash',
        paymentDate: '2030-06-02',
      },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const sideways = () => sidewaysScroll(page);

    // The detail, with its embedded list of payments.
    await page.goto(`/invoice?view=${other.id}`);
    const view = page.getByRole('dialog', { name: other.invoiceNumber });
    await view.getByRole('heading', { name: 'Payment history' }).waitFor();
    await view
      .getByRole('grid')
      .getByText(/^PAY-\d+/)
      .waitFor();
    expect(await sideways()).toEqual({ page: 0, dialog: 0 });
    await expectAccessible(page);

    // A draft's edit form, with its lines and running amounts.
    await page.goto(`/invoice?edit=${draft.id}`);
    const edit = page.getByRole('dialog').filter({ has: page.getByRole('table', { name: 'Amounts' }) });
    await edit.getByRole('table', { name: 'Amounts' }).getByText('$1,183.58').waitFor();
    expect(await sideways()).toEqual({ page: 0, dialog: 0 });
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // A laptop screen: the invoice number whole in its cell (INV-YYYY-NNNNNN), not cut to "INV-2026-000…".
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/invoice');
    const { row } = await findRow(page, 'Invoices', draft.invoiceNumber);
    const numberCell = row.locator('[role="gridcell"][data-field="invoiceNumber"]');
    const fit = await numberCell.evaluate((cell) => {
      const text = cell.querySelector('span') ?? cell;
      return { scroll: text.scrollWidth, client: text.clientWidth, shown: cell.textContent };
    });
    expect(fit.shown).toBe(draft.invoiceNumber);
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    expect(await sideways()).toMatchObject({ page: 0 });
  });
});
