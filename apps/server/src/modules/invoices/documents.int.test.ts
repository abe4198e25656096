import type { ClinicSettings } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingSetup } from '../../test/billing.js';
import { makePatient } from '../../test/book.js';
import type { TestContext } from '../../test/context.js';
import { pdfLines, pdfText } from '../../test/pdf-text.js';

/** The invoice PDF (lines, totals, balance, payment history, void) and the payment receipt PDF. */

type Rec = Record<string, unknown> & { id: number; version: number };

let ctx: TestContext;
let admin: string;
let accountant: string;
let clinic: number;
let filling: Rec;

beforeAll(async () => {
  ({
    ctx,
    admin,
    accountant,
    clinic,
    service: filling,
  } = await billingSetup({ code: 'DOC-FIL', name: 'Composite Filling' }));
  // The letterhead comes from Settings → System.
  const current = (await ctx.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: admin } })).json<
    ClinicSettings & { version: number }
  >();
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { cookie: admin },
    payload: {
      ...current,
      system: { ...current.system, appName: 'Harbour Dental', address: '12 Harbour Street, Boston' },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'GET', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: accountant }, ...(payload ? { payload } : {}) });

/** An issued invoice for a new patient: 2 fillings on tooth 36 and an X-ray, 10% off, 7.5% tax. */
async function issuedInvoice(patientName: string): Promise<{ invoice: Rec; patient: number }> {
  const patient = (await makePatient(ctx, admin, patientName)).id;
  const made = await send('POST', '/api/invoices', {
    patient,
    clinic,
    invoiceDate: '2026-05-04',
    dueDate: '2026-06-03',
    items: [
      { service: filling.id, tooth: '36', quantity: 2 },
      { description: 'Bitewing X-ray', quantity: 1, unitPrice: '60.00' },
    ],
    discountPercent: 10,
    discountReason: 'Family plan',
    taxRate: 7.5,
  });
  expect(made.statusCode, made.body).toBe(201);
  const issued = await send('POST', `/api/invoices/${made.json<Rec>().id}/issue`, {
    version: made.json<Rec>().version,
  });
  expect(issued.statusCode, issued.body).toBe(200);
  return { invoice: issued.json<Rec>(), patient };
}

const pay = async (patient: number, invoice: number, o: Record<string, unknown>) => {
  const res = await send('POST', '/api/payments', { patient, invoice, clinic, paymentMethod: 'Cash', ...o });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};

/** The PDF's lines of text, as printed. */
async function printed(url: string): Promise<string[]> {
  const res = await send('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfLines(res.rawPayload).map((l) => l.text);
}

/** The value printed right of `label` (the next line drawn). */
const valueAfter = (lines: readonly string[], label: string): string | undefined => lines[lines.indexOf(label) + 1];

/** True when `cells` are printed one after the other: a table row. */
const hasRow = (lines: readonly string[], cells: readonly string[]): boolean =>
  lines.some((_, i) => cells.every((c, j) => lines[i + j] === c));

describe('the invoice PDF', () => {
  it('prints the letterhead, the patient, the lines with their teeth, discount, tax, totals, paid, balance and each payment', async () => {
    const { invoice, patient } = await issuedInvoice('Ines Printed');
    // 2 × 120.00 + 60.00 = 300.00; less 10% = 270.00; 7.5% tax 20.25; total 290.25.
    expect(invoice).toMatchObject({ subtotal: '300.00', discountTotal: '30.00', taxTotal: '20.25', total: '290.25' });
    const card = await pay(patient, invoice.id, {
      amount: '100.00',
      paymentMethod: 'Card',
      paymentDate: '2026-05-05',
      transactionId: 'TRM-4411',
    });
    await pay(patient, invoice.id, { amount: '40.25', paymentDate: '2026-05-20' });

    const lines = await printed(`/api/invoices/${invoice.id}/pdf`);
    expect(lines).toContain('Harbour Dental');
    expect(lines).toContain('12 Harbour Street, Boston');
    expect(valueAfter(lines, 'Invoice Number')).toBe(invoice.invoiceNumber);
    expect(valueAfter(lines, 'Invoice Date')).toBe('2026-05-04');
    expect(valueAfter(lines, 'Due Date')).toBe('2026-06-03');
    expect(valueAfter(lines, 'Status')).toBe('Partially Paid');
    expect(valueAfter(lines, 'Patient')).toBe('Ines Printed');
    expect(hasRow(lines, ['Composite Filling', '36', '2', '$120.00', '$240.00'])).toBe(true);
    expect(hasRow(lines, ['Bitewing X-ray', '', '1', '$60.00', '$60.00'].filter(Boolean))).toBe(true);
    expect(valueAfter(lines, 'Subtotal')).toBe('$300.00');
    expect(valueAfter(lines, 'Discount (10%)')).toBe('-$30.00');
    expect(valueAfter(lines, 'Discount Reason')).toBe('Family plan');
    expect(valueAfter(lines, 'Tax (7.5%)')).toBe('$20.25');
    expect(valueAfter(lines, 'Grand Total')).toBe('$290.25');
    expect(valueAfter(lines, 'Amount Paid')).toBe('$140.25');
    expect(valueAfter(lines, 'Balance Due')).toBe('$150.00');
    expect(hasRow(lines, ['2026-05-05', String(card.paymentNumber), 'Card', 'TRM-4411', '$100.00'])).toBe(true);
    expect(lines).toContain('2026-05-20');
    expect(lines).toContain('$40.25');
    expect(lines).not.toContain('No payments yet.');
  });

  it('says no payments yet on an invoice nothing was paid on, the whole total due; an Arabic name reads right to left', async () => {
    const { invoice } = await issuedInvoice('نادية حداد');
    const lines = await printed(`/api/invoices/${invoice.id}/pdf`);
    // Lines read back left to right as printed: right-to-left text comes out reversed.
    expect(valueAfter(lines, 'Patient')).toBe([...'نادية حداد'].reverse().join(''));
    expect(lines).toContain('No payments yet.');
    expect(valueAfter(lines, 'Amount Paid')).toBe('$0.00');
    expect(valueAfter(lines, 'Balance Due')).toBe('$290.25');
  });

  it('says a void invoice is void, and why', async () => {
    const { invoice } = await issuedInvoice('Victor Voided');
    const voided = await send('POST', `/api/invoices/${invoice.id}/void`, {
      version: invoice.version,
      reason: 'Billed to the wrong patient',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const res = await send('GET', `/api/invoices/${invoice.id}/pdf`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Invoice (VOID)');
    expect(text).toContain('Reason: Billed to the wrong patient');
    expect(valueAfter(text.split('\n'), 'Status')).toBe('Void');
  });
});

describe('the receipt PDF', () => {
  it('prints who paid what, how, with the reference, and what the invoice still owes', async () => {
    const { invoice, patient } = await issuedInvoice('Rita Receipt');
    const paid = await pay(patient, invoice.id, {
      amount: '90.25',
      paymentMethod: 'Bank Transfer',
      paymentDate: '2026-05-06',
      transactionId: 'BANK-778',
    });
    const res = await send('GET', `/api/payments/${paid.id}/pdf`);
    expect(res.headers['content-disposition']).toContain(`receipt_${String(paid.paymentNumber)}.pdf`);
    const lines = pdfLines(res.rawPayload).map((l) => l.text);
    expect(lines).toContain('Payment Receipt');
    expect(lines).toContain('Harbour Dental');
    expect(valueAfter(lines, 'Receipt Number')).toBe(paid.paymentNumber);
    expect(valueAfter(lines, 'Patient')).toBe('Rita Receipt');
    expect(valueAfter(lines, 'Invoice')).toBe(invoice.invoiceNumber);
    expect(valueAfter(lines, 'Payment Method')).toBe('Bank Transfer');
    expect(valueAfter(lines, 'Reference')).toBe('BANK-778');
    expect(valueAfter(lines, 'Amount Received')).toBe('$90.25');
    expect(valueAfter(lines, 'Balance Due Now')).toBe('$200.00');
  });
});
