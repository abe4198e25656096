import { nowMs } from '@chairside/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { createPatient, openFromSidebar, typeDate } from './support/ui';

afterAll(closeBrowser);

/** A year no other browser test bills in (nor an earlier run of this one), so the figures are this test's own. */
const YEAR = String(2100 + (Math.floor(nowMs() / 1000) % 800));

/** An issued invoice made through the API with the page's session. */
async function issue(page: Page, body: Record<string, unknown>): Promise<{ id: number; total: string }> {
  const made = await page.request.post('/api/invoices', { data: body });
  expect(made.status(), await made.text()).toBe(201);
  const draft = (await made.json()) as { id: number; version: number };
  const res = await page.request.post(`/api/invoices/${draft.id}/issue`, { data: { version: draft.version } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { id: number; total: string };
}

/** The text of a figures table's Total row, cell by cell. */
async function totalRow(table: Locator): Promise<string[]> {
  const row = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: 'Total' }) });
  return (await row.getByRole('cell').allTextContents()).map((s) => s.trim());
}

/** A chart's tick labels (the SVG text under its bars or beside them). */
const ticks = (figure: Locator): Promise<string[]> => figure.locator('.MuiChartsAxis-tickLabel').allTextContents();

describe('sales analytics', () => {
  it('reads over a chosen period, with labelled axes, every category named, and figures that equal the invoice list', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', 'Sales Analytics', '/sale-analytics');
    const patient = await createPatient(page, `Analytics E2E ${nowMs()}`);
    const clinics = (await (await page.request.get('/api/clinics?pageSize=1')).json()) as { items: { id: number }[] };
    const filling = (await (await page.request.get('/api/services?q=Filling&pageSize=1')).json()) as {
      items: { id: number }[];
    };
    const base = { patient, clinic: clinics.items[0]?.id };
    // March: 2 fillings (2 × 120.00) less 10%, 10% tax: 216.00 billed, 21.60 tax, 237.60 in all.
    await issue(page, {
      ...base,
      invoiceDate: `${YEAR}-03-10`,
      items: [{ service: filling.items[0]?.id, quantity: 2 }],
      discountPercent: 10,
      discountReason: 'Family',
      taxRate: 10,
    });
    // April: a free line of 80.00.
    const april = await issue(page, {
      ...base,
      invoiceDate: `${YEAR}-04-02`,
      items: [{ description: 'Night guard', quantity: 1, unitPrice: '80.00' }],
    });
    const paid = await page.request.post('/api/payments', {
      data: { ...base, invoice: april.id, amount: '50.00', paymentMethod: 'Cash', paymentDate: `${YEAR}-04-03` },
    });
    expect(paid.status(), await paid.text()).toBe(201);

    // The period is chosen with its two dates (and kept in the address).
    const main = page.getByRole('main');
    await main.getByRole('group', { name: 'Period' }).waitFor();
    await typeDate(main, 'From', `${YEAR}0101`);
    await typeDate(main, 'To', `${YEAR}1231`);
    await page.waitForURL((url) => url.searchParams.get('from') === `${YEAR}-01-01`);
    await page.waitForURL((url) => url.searchParams.get('to') === `${YEAR}-12-31`);

    // The period's figures, each defined.
    const period = page.getByRole('region', { name: 'Figures of the period' });
    await expect.poll(() => period.textContent()).toContain('Billed$296.00');
    const periodText = (await period.textContent()) ?? '';
    expect(periodText).toContain('Lines before discount');
    expect(periodText).toContain('Collected$50.00');
    expect(periodText).toContain('Why “Paid on invoices” differs from “Collected”');

    // Billed vs collected: a month under each bar, both axes named, whole amounts on the value axis.
    const months = page.getByRole('figure', { name: 'Billed vs collected per month' });
    await expect.poll(() => ticks(months)).toEqual(expect.arrayContaining([`Mar ${YEAR}`, `Apr ${YEAR}`]));
    expect((await ticks(months)).some((s) => s.includes('…'))).toBe(false);
    const axisLabels = await months.locator('.MuiChartsAxis-label').allTextContents();
    expect(axisLabels).toEqual(expect.arrayContaining(['Month', 'Amount (USD)']));
    expect(await months.textContent()).toContain('net of discount, tax apart');
    const monthTable = months.getByRole('table', { name: 'Figures: Billed vs collected per month' });
    // Billed, Tax, Billed with tax, Collected.
    expect(await totalRow(monthTable)).toEqual(['$296.00', '$21.60', '$317.60', '$50.00']);

    // Revenue per service: every service named beside its bar, before discount and tax, as its table says.
    const services = page.getByRole('figure', { name: 'Revenue per service' });
    expect(await ticks(services)).toEqual(expect.arrayContaining(['Filling', 'Other']));
    expect(await services.textContent()).toContain('before discount and tax');
    expect(await totalRow(services.getByRole('table'))).toEqual(['$320.00']);
    const doctors = page.getByRole('figure', { name: 'Revenue per doctor' });
    expect(await ticks(doctors)).toContain('No doctor');
    expect(await totalRow(doctors.getByRole('table'))).toEqual(['$296.00']);
    await expectAccessible(page);

    // The invoice list over the same dates bills what the analytics' table says.
    await page.goto('/invoice');
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    await typeDate(main, 'From', `${YEAR}0101`);
    await typeDate(main, 'To', `${YEAR}1231`);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect.poll(async () => (await summary.textContent())?.replace(/\s+/g, ' ')).toContain('Total billed$317.60');
    expect(await summary.textContent()).toContain('Paid$50.00');
  });

  it('refuses a period longer than five years, saying why', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'accountant', 'Sales Analytics', '/sale-analytics');
    await page.goto('/sale-analytics?from=2019-01-01&to=2025-01-02');
    await page.getByRole('alert').filter({ hasText: 'The period can be at most 5 years long' }).waitFor();
    await expectAccessible(page);
  });
});
