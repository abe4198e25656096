import { nowMs } from '@chairside/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, signInAt } from './support/browser';
import { createPatient, pickReference, rowOf } from './support/ui';

afterAll(closeBrowser);

/**
 * The browser tests share one demo server: instead of switching the clinic to
 * FDI for everyone, this context alone reads the settings with FDI numbering.
 * The server stores what the picker sends, the canonical (Universal) id.
 */
async function fdiPage(): Promise<Page> {
  const { page, context } = await newPage({ own: true });
  await readsFdi(context);
  return page;
}

async function readsFdi(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.pathname === '/api/settings',
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const settings = (await response.json()) as { localisation: Record<string, unknown> };
      await route.fulfill({
        response,
        json: { ...settings, localisation: { ...settings.localisation, toothNumbering: 'fdi' } },
      });
    },
  );
}

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

// FDI 14 is the upper right first premolar: Universal 5 (Universal 14 is FDI 26).
const FDI_14 = '14 — upper right first premolar';

describe('tooth numbering', () => {
  it('in an FDI clinic a planned procedure is picked as 14, stored as Universal 5 and listed as 14', async () => {
    const page = await fdiPage();
    await signInAt(page, 'dentist', '/dashboard');
    const patient = await createPatient(page, `Fdi Plan E2E ${nowMs()}`);
    const { items: doctors } = await apiGet<{ items: { id: number }[] }>(page, '/api/doctors?pageSize=1');
    const res = await page.request.post('/api/treatment-plans', {
      data: {
        patient,
        doctor: doctors[0]?.id,
        treatmentType: 'Restorative',
        description: 'FDI numbering',
        estimatedDuration: 7,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const plan = ((await res.json()) as { id: number }).id;

    await page.goto(`/treatment-plan?view=${plan}`);
    await page.getByRole('button', { name: 'Add Procedure' }).click();
    const form = page.getByRole('dialog').filter({ has: page.getByRole('combobox', { name: 'Tooth' }) });
    await pickReference(page, form, 'Tooth', '14', FDI_14, { exact: true });
    await form.getByRole('combobox', { name: 'Charted As' }).click();
    await page.getByRole('option', { name: 'Crown', exact: true }).click();
    await form.getByRole('textbox', { name: 'Fee' }).fill('500.00');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });

    const row = rowOf(page, 'Chart Entries', 'Crown');
    await row.waitFor();
    await expect.poll(() => row.locator('[data-field="tooth"]').textContent()).toBe('14');
    const stored = await apiGet<{ items: { tooth: string }[] }>(page, `/api/chart-entries?plan=${plan}`);
    expect(stored.items.map((i) => i.tooth)).toEqual(['5']);
  });

  it('in an FDI clinic an invoice line is picked as 14, stored as Universal 5 and shown as 14', async () => {
    const page = await fdiPage();
    await signInAt(page, 'admin', '/billing');
    const name = `Fdi Bill E2E ${nowMs()}`;
    const patient = await createPatient(page, name);
    const form = page.locator('form');
    await pickReference(page, form, 'Patient', name.slice(0, 16), name, { exact: true });
    await pickReference(page, form, 'Clinic', 'Downtown', 'Chairside Downtown', { exact: true });
    await pickReference(page, form, 'Service', 'Filling', 'Filling', { exact: true });
    await pickReference(page, form, 'Tooth', '14', FDI_14, { exact: true });
    await form.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
    await form.getByRole('button', { name: 'Generate Bill' }).click();

    const preview = page.getByRole('dialog', { name: 'Bill preview' });
    const line = preview.getByRole('row').filter({ hasText: 'Filling' });
    await expect.poll(() => line.getByRole('cell').nth(1).textContent()).toBe('14');
    await preview.getByRole('button', { name: 'Confirm & Save' }).click();

    const view = page.getByRole('dialog', { name: /^INV-\d{4}-\d{6}$/ });
    await view.getByText('Issued').first().waitFor();
    await expect.poll(async () => (await view.textContent()) ?? '').toMatch(/Filling · 14 · 1/);
    const stored = await apiGet<{ items: { items: { tooth: string }[] }[] }>(page, `/api/invoices?patient=${patient}`);
    expect(stored.items[0]?.items.map((i) => i.tooth)).toEqual(['5']);
  });
});
