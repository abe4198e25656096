import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText } from '../apps/server/src/test/pdf-text';
import { closeBrowser, expectAccessible, newPage, signIn } from './support/browser';
import {
  createPatient,
  downloaded,
  findRow,
  openFromSidebar,
  pickReference,
  rowAction,
  rowOf,
  sawToast,
  search,
} from './support/ui';

afterAll(closeBrowser);

describe('billing', () => {
  it('the accountant bills from the fee schedule with a percentage discount, prints it, takes a part payment, sees the balance on the account, then the rest: Paid', async () => {
    const patient = `Billed E2E ${nowMs()}`;
    // The front desk registers the patient; the accountant, who reads patients, bills them.
    const { page: desk } = await newPage();
    await signIn(desk, 'reception');
    const patientId = await createPatient(desk, patient);
    const { page } = await newPage();
    await openFromSidebar(page, 'accountant', 'Billing', '/billing', { heading: 'Patient Billing and Invoices' });
    const form = page.locator('form');
    const generate = form.getByRole('button', { name: 'Generate Bill' });
    // Nothing to bill yet: the button waits for a patient, a clinic and a line.
    expect(await generate.isDisabled()).toBe(true);
    await expectAccessible(page);

    await pickReference(page, form, 'Patient', patient.slice(0, 16), patient, { exact: true });
    await pickReference(page, form, 'Clinic', 'Downtown', 'Chairside Downtown', { exact: true });
    expect(await generate.isDisabled()).toBe(true);
    await pickReference(page, form, 'Service', 'Filling', 'Filling', { exact: true });
    // The stored (Universal) tooth: 19, the lower left first molar.
    await pickReference(page, form, 'Tooth', '19', '19 — lower left first molar', { exact: true });
    await form.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await form.getByRole('spinbutton', { name: 'Discount (%)' }).fill('10');
    await form.getByRole('textbox', { name: 'Discount Reason' }).fill('Family plan');
    await generate.click();

    // The preview shows what the server computed: 2 × 120.00 less 10%.
    const preview = page.getByRole('dialog', { name: 'Bill preview' });
    await preview.getByText('Filling').waitFor();
    const previewText = (await preview.textContent()) ?? '';
    expect(previewText).toContain('240.00');
    expect(previewText).toContain('24.00');
    expect(previewText).toContain('216.00');
    await expectAccessible(page);
    await preview.getByRole('button', { name: 'Confirm & Save' }).click();

    // Saved and issued, then shown in the invoice list's detail.
    await page.waitForURL((url) => url.pathname === '/invoice');
    const view = page.getByRole('dialog', { name: /^INV-\d{4}-\d{6}$/ });
    await view.getByText('Issued').first().waitFor();
    expect(await view.textContent()).toContain('216.00');
    await expectAccessible(page);
    // The printed invoice: the patient, the line on its tooth, the whole total due, nothing paid yet.
    const printInvoice = async () => {
      const pdf = await downloaded(page, () => view.getByRole('button', { name: 'Download PDF' }).click());
      expect(pdf.name).toMatch(/^invoice_INV-\d{4}-\d{6}\.pdf$/);
      expect(pdf.bytes.subarray(0, 4).toString()).toBe('%PDF');
      return pdfText(pdf.bytes);
    };
    const issued = await printInvoice();
    expect(issued).toContain(patient);
    expect(issued).toMatch(/^Filling\n19\n2\n\$120\.00\n\$240\.00$/m);
    expect(issued).toMatch(/^Grand Total\n\$216\.00$/m);
    expect(issued).toMatch(/^Balance Due\n\$216\.00$/m);
    expect(issued).toContain('No payments yet.');

    // A part payment, prefilled with the balance, changed to 100.00.
    const pay = async (amount: string) => {
      await view.getByRole('button', { name: 'Record payment' }).click();
      const payment = page.getByRole('dialog', { name: 'Create Payment' });
      await payment.getByRole('textbox', { name: 'Amount' }).fill(amount);
      // The toast shows for 3 s: watched for from before the click, as a busy machine may take that long
      // to return from the click itself.
      await Promise.all([
        sawToast(page, 'New item has been created.'),
        payment.getByRole('button', { name: 'Save' }).click(),
      ]);
      await payment.waitFor({ state: 'hidden' });
    };
    await pay('100.00');
    await view.getByText('Partially Paid').first().waitFor();
    // Printed again: the payment in its history, and what is still due.
    const partly = await printInvoice();
    expect(partly).toMatch(/^Amount Paid\n\$100\.00$/m);
    expect(partly).toMatch(/^Balance Due\n\$116\.00$/m);
    expect(partly).toMatch(/^PAY-\d{6}\nCash\n\$100\.00$/m);
    expect(partly).not.toContain('No payments yet.');

    // The patient's account: what is owed, and the ledger.
    await page.goto(`/patient/${patientId}/account`);
    await page.getByRole('heading', { name: `Account of ${patient}`, level: 1 }).waitFor();
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByText('116.00').first().waitFor();
    await account.getByRole('table', { name: 'Ledger' }).getByText('216.00').first().waitFor();
    await expectAccessible(page);
    const statement = await downloaded(page, () => account.getByRole('button', { name: 'Print statement' }).click());
    expect(statement.name).toBe(`statement_${patientId}.pdf`);

    // The rest: Paid, nothing owed.
    await page.goto('/invoice');
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    const { row, text } = await findRow(page, 'Invoices', patient);
    expect(text).toContain('Partially Paid');
    await rowAction(page, row, 'View');
    await view.waitFor();
    await pay('116.00');
    await view.getByText('Paid', { exact: true }).first().waitFor();
    await page.goto(`/patient/${patientId}/account`);
    await page.getByRole('region', { name: 'Account' }).getByRole('table', { name: 'Ledger' }).waitFor();
    expect(await page.getByRole('region', { name: 'Account' }).textContent()).toMatch(/Open invoices\$0\.00/);
  });
  it('Void all Drafts voids the drafts the search matches, after saying how many, and leaves issued invoices', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Invoices', '/invoice');
    const patient = `Drafty E2E ${nowMs()}`;
    const patientId = await createPatient(page, patient);
    const clinics = (await (await page.request.get('/api/clinics?pageSize=5')).json()) as { items: { id: number }[] };
    const body = {
      patient: patientId,
      clinic: clinics.items[0]?.id,
      invoiceDate: '2030-03-01',
      items: [{ description: 'Check-up', quantity: 1, unitPrice: '40.00' }],
    };
    const made: { id: number; version: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await page.request.post('/api/invoices', { data: body });
      expect(res.status(), await res.text()).toBe(201);
      made.push((await res.json()) as { id: number; version: number });
    }
    const issued = made[2];
    if (!issued) throw new Error('no invoice');
    const issue = await page.request.post(`/api/invoices/${issued.id}/issue`, { data: { version: issued.version } });
    expect(issue.status(), await issue.text()).toBe(200);

    await search(page, patient);
    await expect.poll(() => rowOf(page, 'Invoices', patient).count()).toBe(3);
    const button = page.getByRole('button', { name: 'Void all Drafts' });
    await button.click();
    const confirm = page.getByRole('dialog', { name: 'Void all Drafts' });
    await confirm.getByText('Void all 2 draft invoices that match', { exact: false }).waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await rowOf(page, 'Invoices', patient).count()).toBe(3);

    await button.click();
    await confirm.getByRole('button', { name: 'Void all Drafts' }).click();
    await sawToast(page, 'Draft invoices voided: 2.');
    await expect.poll(() => rowOf(page, 'Invoices', patient).count()).toBe(1);
    expect(await rowOf(page, 'Invoices', patient).textContent()).toContain('Issued');
  });
});
