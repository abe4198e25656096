import { KIND_COLORS, nowMs } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signIn } from './support/browser';
import { choose, createPatient, downloaded, sawToast, sidewaysScroll, toast } from './support/ui';

afterAll(closeBrowser);

const CREATED = 'New item has been created.';
const tooth = (page: Page, id: string) => page.locator(`[data-tooth="${id}"]`);
const surface = (page: Page, id: string, code: string) => page.locator(`[data-tooth="${id}"] [data-surface="${code}"]`);
const labelOf = (page: Page, id: string) => tooth(page, id).getAttribute('aria-label');

/** The little of the DOM these checks read (the e2e project compiles without the DOM library). */
interface Focused {
  document: { activeElement: { getAttribute(name: string): string | null; textContent: string | null } | null };
}
const focusedTooth = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as Focused).document.activeElement?.getAttribute('data-tooth') ?? null);
const focusedText = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as Focused).document.activeElement?.textContent ?? null);

/** Charts an entry on the tooth whose dialog is open: kind, status, and saved. */
async function saveEntry(page: Page, kind: string, status: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add Chart Entry' });
  await choose(page, dialog, 'Kind', kind);
  await choose(page, dialog, 'Charted As', status);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await sawToast(page, CREATED);
  await dialog.waitFor({ state: 'detached' });
}

describe('the dental chart', () => {
  it('a dentist charts decay on a surface, plans and completes a filling, switches to FDI and downloads the image', async () => {
    const { page } = await newPage();
    await signIn(page, 'dentist');
    const name = `Chart Patient ${nowMs()}`;
    const id = await createPatient(page, name, { allergies: ['Latex'] });
    await page.goto(`/patient/${id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    // Allergies first, on the Overview.
    await page.getByText('Allergies: Latex').waitFor();
    await page.getByRole('tab', { name: 'Chart' }).click();
    await page.getByRole('group', { name: `Dental chart of ${name}` }).waitFor();
    await page.getByText('Select a tooth to see details').waitFor();
    expect(await labelOf(page, '14')).toBe('Tooth 14, upper left first molar: healthy');

    // A click on the occlusal surface of 14 opens the tooth with that surface chosen.
    await surface(page, '14', 'O').click();
    await saveEntry(page, 'Condition', 'Decayed');
    await expect.poll(() => surface(page, '14', 'O').getAttribute('fill')).toBe(KIND_COLORS.Condition);
    expect(await labelOf(page, '14')).toBe('Tooth 14, upper left first molar: healthy; occlusal: decayed');
    await page.getByRole('heading', { name: 'Tooth 14, upper left first molar', level: 2, exact: true }).waitFor();
    await page.getByText('Entries: 1').waitFor();

    // The filling, planned then done.
    await surface(page, '14', 'O').click();
    await saveEntry(page, 'Planned', 'Filled');
    await expect.poll(() => labelOf(page, '14')).toContain('planned: filled O');
    await surface(page, '14', 'O').click();
    await saveEntry(page, 'Completed', 'Filled');
    await expect.poll(() => surface(page, '14', 'O').getAttribute('fill')).toBe(KIND_COLORS.Completed);
    expect(await labelOf(page, '14')).toBe('Tooth 14, upper left first molar: healthy; occlusal: filled');
    await page.getByText('Entries: 3').waitFor();
    const toothHistory = page.getByRole('region', { name: /^History of Tooth 14/ });
    await expect.poll(() => toothHistory.getByRole('row').count()).toBe(4);
    // On a 1280 px laptop the tooth's panel and its history sit side by side without widening the page.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => (await sidewaysScroll(page)).page).toBe(0);
    await page.setViewportSize({ width: 1366, height: 800 });

    // FDI numbering: the same tooth, read 26.
    await page.getByRole('button', { name: 'FDI', exact: true }).click();
    await expect.poll(() => tooth(page, '14').locator('text').first().textContent()).toBe('26');
    expect(await labelOf(page, '14')).toMatch(/^Tooth 26, upper left first molar/);

    const png = await downloaded(page, () => page.getByRole('button', { name: 'Download Odontogram Image' }).click());
    expect(png.name).toBe(`odontogram_${id}.png`);
    expect(png.bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');

    await toast(page, CREATED).first().waitFor({ state: 'hidden' });
    await expectAccessible(page);
  });

  it('charts one tooth with the keyboard only', async () => {
    const { page } = await newPage();
    await signIn(page, 'assistant');
    const name = `Keyboard Patient ${nowMs()}`;
    const id = await createPatient(page, name);
    await page.goto(`/odontogram?patient=${id}`);
    await page.getByRole('heading', { name: 'Odontogram', level: 1 }).waitFor();
    await page.getByRole('group', { name: `Dental chart of ${name}` }).waitFor();

    // Tab into the chart: it is one stop, on tooth 1.
    await page.getByRole('combobox', { name: 'Patient' }).focus();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      if (await focusedTooth(page)) break;
    }
    expect(await focusedTooth(page)).toBe('1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await focusedTooth(page)).toBe('3');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Tooth 3, upper right first molar', level: 2, exact: true }).waitFor();

    await page.keyboard.press('Tab');
    await expect.poll(() => focusedText(page)).toBe('Add Entry');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Chart Entry' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Charted As' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Decayed', exact: true }).waitFor();
    // Type-ahead, a letter at a time: a list reads keys typed within half a second as one word, so on
    // a busy machine "Dec" typed at once may arrive as "D", then "ec" (Extracted). D again moves on to
    // the next option that starts with it.
    for (let i = 0; i < 6 && (await focusedText(page)) !== 'Decayed'; i++) await page.keyboard.press('D');
    expect(await focusedText(page)).toBe('Decayed');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Charted As' }).textContent()).toBe('Decayed');
    await dialog.getByRole('combobox', { name: 'Surfaces' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'D', exact: true }).waitFor();
    await page.keyboard.type('D');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await sawToast(page, CREATED);
    await expect.poll(() => labelOf(page, '3')).toBe('Tooth 3, upper right first molar: healthy; distal: decayed');
  });

  it('draws whole-tooth work on the tooth: a crown outline, a root canal, an implant and a bridge joined across its span', async () => {
    const { page } = await newPage();
    await signIn(page, 'dentist');
    const name = `Drawn Work ${nowMs()}`;
    const patient = await createPatient(page, name);
    const chart = async (tooth: string, condition: string, kind = 'Existing') => {
      const res = await page.request.post('/api/chart-entries', {
        data: { patient, tooth, condition, kind, date: '2026-01-05' },
      });
      expect(res.status(), await res.text()).toBe(201);
    };
    await chart('3', 'Crown', 'Completed');
    await chart('14', 'Root Canal');
    await chart('19', 'Implant');
    // A three-unit bridge: 28 and 30 hold the pontic 29 between them.
    await chart('28', 'Bridge Abutment');
    await chart('29', 'Bridge Pontic');
    await chart('30', 'Bridge Abutment');
    await page.goto(`/patient/${patient}?tab=chart`);
    await page.getByRole('group', { name: `Dental chart of ${name}` }).waitFor();
    const chartSvg = page.getByRole('group', { name: `Dental chart of ${name}` });
    await expect.poll(() => chartSvg.locator('[data-shape="crown"]').count()).toBe(1);
    expect(await chartSvg.locator('[data-shape="root-canal"]').count()).toBe(1);
    expect(await chartSvg.locator('[data-shape="implant"]').count()).toBe(1);
    expect(await chartSvg.locator('[data-shape="bridge"]').count()).toBe(3);
    // Two bars join the three units; the crown on 3 stands alone.
    const spans = chartSvg.locator('[data-shape="bridge-span"]');
    expect(await spans.count()).toBe(2);
    expect(await spans.first().getAttribute('stroke')).toBe(KIND_COLORS.Existing);
    // The crown sits on tooth 3: its outline is inside that tooth's box.
    const crown = await chartSvg.locator('[data-shape="crown"]').boundingBox();
    const three = await tooth(page, '3').boundingBox();
    expect(crown!.x).toBeGreaterThan(three!.x);
    expect(crown!.x + crown!.width).toBeLessThan(three!.x + three!.width);
    expect(await labelOf(page, '29')).toContain('(BP)');
    await expectAccessible(page);
  });

  it('is drawn the dentist’s way round and passes the accessibility check in Arabic', async () => {
    const { page } = await newPage();
    await signIn(page, 'dentist');
    const name = `Arabic Patient ${nowMs()}`;
    const id = await createPatient(page, name);
    await page.getByRole('button', { name: /^EN – / }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.goto(`/odontogram?patient=${id}`);
    await tooth(page, '16').waitFor();
    await page.getByText('الإدخالات: 0').waitFor();
    // The patient's right (tooth 1) stays on the viewer's left, even right to left.
    const right = await tooth(page, '1').boundingBox();
    const left = await tooth(page, '16').boundingBox();
    expect(right!.x).toBeLessThan(left!.x);
    await expectAccessible(page);
  });
});
