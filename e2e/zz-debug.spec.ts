import { afterAll, it } from 'vitest';
import { closeBrowser, newPage, signIn } from './support/browser';
afterAll(closeBrowser);
it('debug', async () => {
  const { page } = await newPage();
  page.on('response', async (r) => { if (r.url().includes('/account')) console.log('RESP', r.status(), await r.text()); });
  await signIn(page, 'dentist');
  await page.goto('/staff');
  const row = page.getByRole('grid', { name: 'Staff' }).getByRole('row').filter({ hasText: 'Ben Foster' });
  await row.getByRole('button', { name: 'more' }).click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/dbg.png' });
});
