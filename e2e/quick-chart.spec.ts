import { nowMs } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signIn } from './support/browser';
import { createPatient, sawToast, toast } from './support/ui';

afterAll(closeBrowser);

const tooth = (page: Page, id: string) => page.locator(`[data-tooth="${id}"]`);
const labelOf = (page: Page, id: string) => tooth(page, id).getAttribute('aria-label');

/** The keyboard, counting every key pressed (a chord such as Alt+C is one press). */
function countingKeyboard(page: Page) {
  let presses = 0;
  return {
    press: async (key: string) => {
      presses++;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      for (const ch of text) {
        presses++;
        await page.keyboard.type(ch);
      }
    },
    count: () => presses,
  };
}

describe('fast charting', () => {
  it('charts a two-surface filling in at most 12 keys, charts on two selected teeth from the quick bar, and undoes', async () => {
    const { page } = await newPage();
    await signIn(page, 'dentist');
    const name = `Quick Chart Patient ${nowMs()}`;
    const id = await createPatient(page, name);
    await page.goto(`/patient/${id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Chart' }).click();
    await page.getByRole('group', { name: `Dental chart of ${name}` }).waitFor();
    const box = page.getByRole('textbox', { name: 'Quick chart (Alt+C)' });
    const preview = page.locator('[data-quick-chart-preview]');

    // From the chart tab, keys only: Alt+C, "19 MO fil" (the demo clinic numbers Universal), Enter.
    const keys = countingKeyboard(page);
    await keys.press('Alt+c');
    await expect.poll(() => box.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await keys.type('19 MO fil');
    await expect
      .poll(() => preview.textContent())
      .toMatch(/^Tooth 19 \(lower left first molar\) · MO · Filling \(FIL-01\) · Planned · \$120\.00$/);
    await keys.press('Enter');
    await sawToast(page, 'Charted on 1 tooth');
    expect(keys.count()).toBe(11);
    expect(keys.count()).toBeLessThanOrEqual(12);

    // Drawn (planned: a dashed ring, named in the tooth's label) and in the history.
    await expect.poll(() => labelOf(page, '19')).toContain('planned: filled MO');
    const history = page.getByRole('region', { name: 'All Teeth History' });
    await expect.poll(() => history.getByRole('row').filter({ hasText: 'Filling' }).count()).toBe(1);
    await expect.poll(() => box.inputValue()).toBe('');

    // A line that cannot be charted says why.
    await box.fill('19 I fil');
    await expect.poll(() => preview.textContent()).toBe('Tooth 19 has no I surface.');
    await box.fill('19 MO XYZ-99');
    await expect.poll(() => preview.textContent()).toBe('No procedure or condition starts with “XYZ-99”.');

    // Two teeth selected with Ctrl+click; the sealant pinned from the box, then charted on both from the bar.
    await tooth(page, '3').click({ modifiers: ['Control'] });
    await tooth(page, '14').click({ modifiers: ['Control'] });
    expect(await tooth(page, '3').getAttribute('aria-pressed')).toBe('true');
    expect(await tooth(page, '14').getAttribute('aria-pressed')).toBe('true');
    await box.fill('seal');
    await expect.poll(() => preview.textContent()).toMatch(/^Teeth 3, 14 · whole tooth · Sealant \(SEA-01\) · Planned/);
    await page.getByRole('button', { name: 'Pin', exact: true }).click();
    await box.fill('');
    const bar = page.getByRole('group', { name: 'Chart on 2 selected teeth:' });
    await bar.getByRole('button', { name: 'Sealant' }).first().click();
    await sawToast(page, 'Charted on 2 teeth');
    await expect.poll(() => labelOf(page, '3')).toContain('planned: sealant');
    await expect.poll(() => labelOf(page, '14')).toContain('planned: sealant');

    // Ctrl+Z in the chart undoes the last action: both sealants archived, the filling stays.
    await page.keyboard.press('Control+z');
    await sawToast(page, 'Undone: 2 entries archived');
    await expect.poll(() => labelOf(page, '3')).not.toContain('sealant');
    await expect.poll(() => labelOf(page, '14')).not.toContain('sealant');
    expect(await labelOf(page, '19')).toContain('planned: filled MO');

    // Shift+arrow selects as it moves.
    await tooth(page, '14').focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => tooth(page, '15').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('group', { name: 'Chart on 3 selected teeth:' }).waitFor();

    // Completed work is not archived by Undo: the server refuses (409) and the toast says so.
    await box.fill('c 30 O seal');
    await expect
      .poll(() => preview.textContent())
      .toMatch(/^Tooth 30 \(lower right first molar\) · O · Sealant \(SEA-01\) · Completed/);
    await box.press('Enter');
    await sawToast(page, 'Charted on 1 tooth');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await sawToast(page, 'Completed work is not undone by archiving: reverse the completion instead.');
    expect(await labelOf(page, '30')).toContain('occlusal: sealant');

    await toast(page, 'Completed work').first().waitFor({ state: 'hidden' });
    await expectAccessible(page);
  });
});
