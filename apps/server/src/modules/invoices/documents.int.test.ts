import type { ClinicSettings } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingSetup } from '../../test/billing.js';
import { makePatient } from '../../test/book.js';
import type { TestContext } from '../../test/context.js';
import { expectProblem } from '../../test/http.js';
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

/** An issued invoice for a new patient: 2 fillings on tooth 19 (FDI 36) and an X-ray, 10% off, 7.5% tax. */
async function issuedInvoice(patientName: string): Promise<{ invoice: Rec; patient: number }> {
  const patient = (await makePatient(ctx, admin, patientName)).id;
  const made = await send('POST', '/api/invoices', {
    patient,
    clinic,
    invoiceDate: '2026-05-04',
    dueDate: '2026-06-03',
    items: [
      { service: filling.id, tooth: '19', quantity: 2 },
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

/** The PDF's lines of text, as printed; the no-break spaces of French numbers read as spaces. */
async function printed(url: string): Promise<string[]> {
  const res = await send('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfLines(res.rawPayload).map((l) => spaced(l.text));
}

const spaced = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

/** How right-to-left text reads when taken left to right off the page. */
const rtl = (s: string): string => [...s].reverse().join('');

/** The value printed right of `label` (the next line drawn). */
const valueAfter = (lines: readonly string[], label: string): string | undefined => lines[lines.indexOf(label) + 1];

/** Each label printed with its value right after it (the value drawn next). */
const expectValues = (lines: readonly string[], values: Readonly<Record<string, string>>): void => {
  for (const [label, value] of Object.entries(values)) expect(valueAfter(lines, label), label).toBe(value);
};

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
    // Dates written out in the reader's language, never ambiguous like 04/05.
    expectValues(lines, {
      'Invoice Date': 'May 4, 2026',
      'Due Date': 'June 3, 2026',
      Status: 'Partially Paid',
      Patient: 'Ines Printed',
      Subtotal: '$300.00',
      'Discount (10%)': '-$30.00',
      'Discount Reason': 'Family plan',
      'Tax (7.5%)': '$20.25',
      'Grand Total': '$290.25',
      'Amount Paid': '$140.25',
      'Balance Due': '$150.00',
    });
    expect(hasRow(lines, ['Composite Filling', '19', '2', '$120.00', '$240.00'])).toBe(true);
    expect(hasRow(lines, ['Bitewing X-ray', '', '1', '$60.00', '$60.00'].filter(Boolean))).toBe(true);
    expect(hasRow(lines, ['May 5, 2026', String(card.paymentNumber), 'Card', 'TRM-4411', '$100.00'])).toBe(true);
    expect(lines).toContain('May 20, 2026');
    // A document the clinic hands over: no record ids, no audit stamps.
    expect(lines.join('\n')).not.toMatch(/#\d|Created |Last updated/);
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
    expect(lines).toContain('Payment Receipt — Completed');
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

describe('documents in the reader’s language', () => {
  it('prints the invoice in French and in Arabic, right to left: headings, the patient, the totals', async () => {
    const { invoice, patient } = await issuedInvoice('Lina Langues');
    await pay(patient, invoice.id, { amount: '100.00', paymentMethod: 'Card', paymentDate: '2026-05-05' });

    const fr = await printed(`/api/invoices/${invoice.id}/pdf?lang=fr`);
    expect(fr).toContain('Facture');
    expect(fr).toContain('Services');
    expect(fr).toContain('Paiements');
    expectValues(fr, {
      Patient: 'Lina Langues',
      'Date de facture': '4 mai 2026',
      Statut: 'Partiellement payée',
      'Remise (10 %)': '-30,00 $',
      'Total général': '290,25 $',
      'Solde dû': '190,25 $',
    });
    expect(hasRow(fr, ['Date', 'Reçu', 'Mode', 'Référence', 'Montant'])).toBe(true);
    expect(fr).toContain('Carte');
    expect(fr).toContain('Page 1 sur 1');
    expect(fr.join('\n')).not.toMatch(/Grand Total|Balance Due|Invoice Date|Page 1 of/);

    const res = await send('GET', `/api/invoices/${invoice.id}/pdf?lang=ar`);
    expect(res.statusCode, res.body).toBe(200);
    const ar = pdfLines(res.rawPayload).map((l) => ({ ...l, text: spaced(l.text) }));
    const text = ar.map((l) => l.text);
    expect(text).toContain(rtl('فاتورة'));
    expect(text).toContain(rtl('الخدمات'));
    // Arabic writes the amount, then the currency: numbers keep Latin digits, as on screen.
    expectValues(text, {
      [rtl('مريض')]: 'Lina Langues',
      [rtl('المجموع الكلي')]: '290.25 $',
      [rtl('الرصيد المستحق')]: '190.25 $',
      [rtl('الحالة')]: rtl('مدفوعة جزئياً'),
    });
    // Right to left: a label stands right of its value, and the first column of a table is the rightmost.
    const at = (t: string) => ar.find((l) => l.text === t) as (typeof ar)[number];
    expect(at(rtl('المجموع الكلي')).x).toBeGreaterThan(at('290.25 $').end);
    expect(at(rtl('الوصف')).x).toBeGreaterThan(at(rtl('المبلغ')).end);
    // The title and the page's words end at the right margin.
    expect(at(rtl('فاتورة')).end).toBeGreaterThan(500);
    expect(text.join('\n')).not.toMatch(/Grand Total|Balance Due|Patient|Page 1 of/);

    expectProblem(await send('GET', `/api/invoices/${invoice.id}/pdf?lang=de`), 400);
  });

  it('prints the receipt in French and Arabic, and in the clinic’s default language when none is asked for', async () => {
    const { invoice, patient } = await issuedInvoice('Omar Reçu');
    const paid = await pay(patient, invoice.id, {
      amount: '90.25',
      paymentMethod: 'Bank Transfer',
      paymentDate: '2026-05-06',
    });
    const fr = await printed(`/api/payments/${paid.id}/pdf?lang=fr`);
    expect(fr).toContain('Reçu de paiement — Terminé');
    expect(valueAfter(fr, 'Patient')).toBe('Omar Reçu');
    expect(valueAfter(fr, 'Mode de paiement')).toBe('Virement bancaire');
    expect(valueAfter(fr, 'Montant reçu')).toBe('90,25 $');
    expect(valueAfter(fr, 'Date de paiement')).toBe('6 mai 2026');

    const ar = await printed(`/api/payments/${paid.id}/pdf?lang=ar`);
    expect(ar).toContain(rtl('إيصال دفع — مكتمل'));
    expect(valueAfter(ar, rtl('مريض'))).toBe('Omar Reçu');
    expect(valueAfter(ar, rtl('المبلغ المستلم'))).toBe('90.25 $');
    // (كي is one glyph of the Arabic font: it reads back in its own order.)
    expect(valueAfter(ar, rtl('طريقة الدفع'))).toContain(rtl('تحويل'));

    const current = (await ctx.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: admin } })).json<
      ClinicSettings & { version: number }
    >();
    const spanish = { ...current, localisation: { ...current.localisation, language: 'es' } };
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie: admin }, payload: spanish }))
        .statusCode,
    ).toBe(200);
    try {
      const es = await printed(`/api/payments/${paid.id}/pdf`);
      expect(es).toContain('Recibo de pago — Completado');
      expect(valueAfter(es, 'Importe recibido')).toBe('90,25 $');
    } finally {
      const now = (await ctx.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: admin } })).json<
        ClinicSettings & { version: number }
      >();
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie: admin },
        payload: { ...now, localisation: current.localisation },
      });
    }
  });

  it('prints the statement of account in French, asked as the web asks (language and time zone)', async () => {
    const { invoice, patient } = await issuedInvoice('Sophie Relevé');
    const fr = await printed(`/api/patients/${patient}/statement?lang=fr&asOf=2026-05-10&tz=Europe/Paris`);
    expect(fr).toContain('Relevé de compte');
    // The entry's invoice number on one line of its cell, not broken.
    expect(fr).toContain(invoice.invoiceNumber);
    expect(valueAfter(fr, 'Patient')).toBe('Sophie Relevé');
    expect(valueAfter(fr, 'Date du relevé')).toBe('10 mai 2026');
    expect(fr).toContain('Montant dû (USD)');
    expect(valueAfter(fr, 'Courant (0–30 jours)')).toBe('290,25 $');
  });
});
