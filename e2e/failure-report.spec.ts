import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, describeOpenPages, newPage, signIn } from './support/browser';

afterAll(closeBrowser);

/**
 * What a failed browser test's message ends with (support/on-failure.ts): each open page's state, so a
 * timeout on CI's machine says what the person would have seen.
 */
describe('the pages at a failure', () => {
  it('names each page’s address, heading, open menu, focus and the errors its scripts threw', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Quick add' }).click();
    await page.getByRole('menu').getByText('Consultations', { exact: true }).waitFor();
    await page.evaluate("setTimeout(() => { throw new Error('thrown for the report'); })");

    const line = async () => (await describeOpenPages()).find((l) => l.includes('thrown for the report')) ?? '';
    await expect.poll(line).toContain('script errors: thrown: thrown for the report');
    const described = await line();
    expect(described).toMatch(/^\/dashboard: heading: Dashboard; /);
    expect(described).toMatch(/; menus: [^;]*Consultations/);
    expect(described).toContain('requests under way:');
    // The menu has the focus: its first entry.
    expect(described).toMatch(/; focus: (A|LI) Note; /);
  });
});
