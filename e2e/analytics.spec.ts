import { afterAll, describe, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import { openFromSidebar } from './support/ui';

afterAll(closeBrowser);

describe('analytics', () => {
  it('patient analytics shows the nine charts computed from the demo clinic', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Patient Analytics', '/patient-analytics');
    for (const title of ['Patients by age', 'Most common allergies', 'Patients by occupation'])
      await page.getByText(title, { exact: true }).waitFor();
    await expectAccessible(page);
  });

  it('medicament analytics shows stock and expiry charts', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Medicament Analytics', '/medicament-analytics');
    for (const title of ['Units in stock by category', 'Expiring per month'])
      await page.getByText(title, { exact: true }).waitFor();
    await expectAccessible(page);
  });
});
