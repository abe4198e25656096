import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, signIn } from './support/browser';

afterAll(closeBrowser);

type Page<T> = { items: T[]; total: number };

describe('printing a patient’s card', () => {
  it('prints a layout of the record: the blood type in words, every appointment and prescription, no grid controls', async () => {
    const { page } = await newPage();
    await signIn(page);
    // A demo patient with more visits than a grid page holds (the count is read, never assumed).
    const list = (await (await page.request.get('/api/patients?pageSize=50')).json()) as Page<{ id: number }>;
    let chosen: { id: number; visits: number; prescribed: number } | null = null;
    for (const p of list.items) {
      const visits = (await (
        await page.request.get(`/api/appointments?patient=${p.id}&pageSize=1`)
      ).json()) as Page<unknown>;
      if (visits.total > 5) {
        const rx = (await (
          await page.request.get(`/api/prescriptions?patient=${p.id}&pageSize=1`)
        ).json()) as Page<unknown>;
        chosen = { id: p.id, visits: visits.total, prescribed: rx.total };
        break;
      }
    }
    expect(chosen).not.toBeNull();
    const { id, visits, prescribed } = chosen!;
    const patient = (await (await page.request.get(`/api/patients/${id}`)).json()) as {
      fullName: string;
      bloodType: string;
    };

    await page.goto(`/patient/${id}`);
    await page.getByRole('heading', { name: patient.fullName, level: 1 }).waitFor();
    // The print dialog is the browser's: count the calls instead of opening it.
    await page.evaluate(() => {
      const w = globalThis as unknown as { printed: number; print: () => void };
      w.printed = 0;
      w.print = () => {
        w.printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('#patient-print');
    await sheet.waitFor({ state: 'visible' });
    expect(await page.getByRole('main').isVisible()).toBe(false);
    // The blood type as plain words on paper, not a coloured chip.
    const bloodType = sheet.locator('dt', { hasText: 'Blood Type' }).locator('xpath=following-sibling::dd[1]');
    expect(await bloodType.textContent()).toBe(patient.bloodType);
    expect(await sheet.locator('.MuiChip-root').count()).toBe(0);
    // Every row, not the first page of a grid; no search box, filter or button.
    const tables = sheet.locator('table');
    expect(await tables.nth(0).locator('tbody tr').count()).toBe(visits);
    if (prescribed > 0) expect(await tables.nth(1).locator('tbody tr').count()).toBe(prescribed);
    expect(await sheet.locator('button, input').count()).toBe(0);
  });
});
