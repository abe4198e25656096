import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signIn } from './support/browser';
import { createPatient } from './support/ui';

afterAll(closeBrowser);

describe('the search results page', () => {
  it('shows the patients found as a grid on top, other hits by name and open the record on click', async () => {
    const { page } = await newPage();
    await signIn(page);
    const name = `Quillon Searchwell ${nowMs().toString(36)}`;
    const patientId = await createPatient(page, name, {
      email: 'quillon@example.org',
      birthDate: '1984-03-07',
      telephone: '+1 617 555 0142',
      address: '12 Harbour Lane, Boston',
    });
    const doctors = await page.request.get('/api/doctors?pageSize=1');
    const doctor = ((await doctors.json()) as { items: { id: number }[] }).items[0]!.id;
    const plan = await page.request.post('/api/treatment-plans', {
      data: {
        patient: patientId,
        doctor,
        treatmentType: 'Orthodontic',
        description: 'Aligner series for Quillon',
        estimatedDuration: 90,
      },
    });
    expect(plan.status(), await plan.text()).toBe(201);

    await page.goto(`/result/${encodeURIComponent(name)}`);
    const patients = page.getByRole('region', { name: 'Patients' });
    const table = patients.getByRole('table', { name: 'Patients' });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Full Name', 'Email', 'Birth Date', 'Telephone', 'Address']);
    const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
    expect(cells).toEqual([name, 'quillon@example.org', '1984-03-07', '+1 617 555 0142', '12 Harbour Lane, Boston']);
    // Patients head the results.
    const first = page.getByRole('main').getByRole('region').first();
    expect(await first.getAttribute('aria-label')).toBe('Patients');

    // A treatment plan found through its patient names that patient, never the patient's id.
    const plans = page.getByRole('region', { name: 'Treatment Plans' });
    const planHit = plans.getByRole('link', { name: /Aligner series for Quillon/ });
    await planHit.waitFor();
    expect(await planHit.textContent()).toContain(name);
    expect(await planHit.textContent()).not.toMatch(new RegExp(`\\b${patientId}\\b`));
    await expectAccessible(page);

    await planHit.click();
    await page.waitForURL((url) => url.searchParams.has('view'));
    await page.getByRole('dialog').getByText('Aligner series for Quillon').first().waitFor();

    await page.goBack();
    await table.getByRole('link', { name }).click();
    await page.waitForURL((url) => url.pathname === `/patient/${patientId}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
  });
});
