import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newPage, signIn } from './support/browser';

afterAll(closeBrowser);

/** The screens whose Actions column the walk found cut off at 1440 px. */
const SCREENS = [
  { path: '/medicaments', grid: 'Medicaments' },
  { path: '/expense', grid: 'Expenses' },
  { path: '/certificate', grid: 'Certificates' },
  { path: '/inventory-item', grid: 'Inventory Items' },
  { path: '/income', grid: 'Incomes' },
];

describe('grids on a 1440 px screen', () => {
  it('show the Actions column whole, beside the data, with each row’s menu named for its row', async () => {
    const { page } = await newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      const grid = page.getByRole('grid', { name: screen.grid });
      const header = grid.getByRole('columnheader', { name: 'Actions' });
      await header.waitFor();
      const menu = grid.getByRole('button', { name: /^Actions for .+/ }).first();
      await menu.waitFor();
      const box = await grid.boundingBox();
      const head = await header.boundingBox();
      const button = await menu.boundingBox();
      // Within the grid's visible width, and the grid within the screen: nothing to scroll to, nothing cut.
      expect(box!.x + box!.width, screen.path).toBeLessThanOrEqual(1440);
      expect(head!.x + head!.width, screen.path).toBeLessThanOrEqual(box!.x + box!.width + 1);
      expect(button!.x + button!.width, screen.path).toBeLessThanOrEqual(box!.x + box!.width + 1);
      expect(await menu.getAttribute('aria-label'), screen.path).not.toBe('Actions for ');
    }
  });
});
