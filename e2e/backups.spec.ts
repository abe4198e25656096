import { afterAll, describe, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signInAt } from './support/browser';

afterAll(closeBrowser);

describe('backups', () => {
  it('an admin backs up the database from Settings and sees when the last backup was taken', async () => {
    const { page } = await newPage();
    await signInAt(page, 'admin', '/configuration/system');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: 'Backups' }).waitFor();
    await panel.getByText(/^Last backup:/).waitFor();

    await panel.getByRole('button', { name: 'Back up now' }).click();
    // Dumping the demo clinic and checking the archive: seconds, and over the default wait on a loaded machine.
    await page.getByText(/^Backup saved on the server as chairside-.*\.tar\.gz\.$/).waitFor({ timeout: 60_000 });
    await panel.getByText(/^Last backup: .* by admin \(chairside-.*\.tar\.gz\)$/).waitFor();
    await expectAccessible(page);

    // The dashboard's System Health panel (drawn when scrolled near) shows it to Admins, without a warning.
    await page.goto('/dashboard');
    const health = page.getByRole('region', { name: 'System Health' });
    for (let step = 0; step < 30 && (await health.count()) === 0; step++) await page.mouse.wheel(0, 400);
    await health.scrollIntoViewIfNeeded();
    await health.getByText('Last backup').waitFor();
    await health.getByText('Up to date').waitFor();
    await expectAccessible(page);
  });
});
