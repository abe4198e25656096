import { afterAll, describe, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { openFromSidebar } from './support/ui';

afterAll(closeBrowser);

describe('outbox', () => {
  it('an admin sees that, with no mail server, messages wait in the outbox', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Outbox', '/outbox');
    await page.getByText(/No mail server is configured/).waitFor();
    await page.getByRole('grid', { name: 'Outbox' }).waitFor();
    await expectAccessible(page);
  });
});
