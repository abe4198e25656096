import { nowMs } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signIn } from './support/browser';
import { createPatient, downloaded, sawToast } from './support/ui';

afterAll(closeBrowser);

/** The little of the DOM these checks read (the e2e project compiles without the DOM library). */
interface Focused {
  document: { activeElement: { getAttribute(name: string): string | null } | null };
}
const focusedLabel = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as Focused).document.activeElement?.getAttribute('aria-label') ?? null);

describe('the periodontal chart', () => {
  it('a hygienist records an exam from the keyboard only and reads its summary', async () => {
    const { page } = await newPage();
    await signIn(page, 'dentist');
    const name = `Perio Patient ${nowMs()}`;
    const id = await createPatient(page, name);
    await page.goto(`/patient/${id}?tab=chart`);
    const section = page.getByRole('region', { name: 'Periodontal Chart' });
    await section.getByText('No periodontal exams yet.').waitFor();

    // Enter on New Periodontal Exam puts the cursor on the first site of the probing order.
    await section.getByRole('button', { name: 'New Periodontal Exam' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('Tooth 1 DB probing depth');

    // As dictated: 5 bleeding, 4, 5 bleeding, 3, 2, 2, 2, 2, 2, then 12 mm (1 then 2).
    for (const key of ['5', 'b', '4', '5', 'b', '3', '2', '2', '2', '2', '2', '1', '2']) await page.keyboard.press(key);
    // The cursor moved on by itself: tooth 4's buccal site is next.
    await expect.poll(() => focusedLabel(page)).toBe('Tooth 4 B probing depth');
    const site = (key: string) => section.locator(`[data-site="${key}"]`);
    expect(await site('1-DB').getAttribute('data-deep')).toBe('true');
    expect(await site('1-DB').getAttribute('data-bleeding')).toBe('true');
    expect(await site('2-B').getAttribute('data-deep')).toBeNull();
    expect(await section.getByRole('textbox', { name: 'Tooth 4 DB probing depth' }).inputValue()).toBe('12');

    await section.getByRole('button', { name: 'Save Exam' }).focus();
    await page.keyboard.press('Enter');
    await sawToast(page, 'The periodontal exam has been saved.');

    // The summary over the ten sites probed: 39 mm / 10, four at 4 mm or more, two bleeding.
    const summary = section.getByRole('definition');
    await expect.poll(() => summary.allTextContents()).toEqual(['3.9 mm', '40%', '20%', '10']);
    // Read back from the server, the deep and bleeding sites are still marked.
    expect(await site('4-DB').getAttribute('data-deep')).toBe('true');
    expect(await site('1-MB').getAttribute('data-bleeding')).toBe('true');
    await expectAccessible(page);

    const pdf = await downloaded(page, () => section.getByRole('button', { name: 'Download PDF' }).click());
    expect(pdf.name).toMatch(/^perio_exam_\d+\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
