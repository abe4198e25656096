import { setTimeout as delay } from 'node:timers/promises';
import { KIND_COLORS, nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signInAt } from './support/browser';
import { cell, createPatient, pickReference, rowAction, rowOf, sawToast, sidewaysScroll } from './support/ui';

afterAll(closeBrowser);

/**
 * Runs in the page (the tests have no DOM types): notes in `window.shownInOrder` each of these texts as it first
 * appears in the page (texts that appear in one change in the order given).
 */
const firstShown = (texts: string[]): string => `(() => {
  const texts = ${JSON.stringify(texts)};
  window.shownInOrder = [];
  new MutationObserver(() => {
    for (const text of texts)
      if (!window.shownInOrder.includes(text) && document.body.textContent.includes(text)) window.shownInOrder.push(text);
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

/**
 * Issue 28's one clinical flow in the browser: plan a crown, the patient signs
 * with the pointer, the dentist completes it (the same record), the front desk
 * bills it with one click, takes a payment, and the account and the chart agree.
 */
describe('one clinical flow', () => {
  it('plans a crown, accepts it with a drawn signature, completes it, bills it, is paid, and the account is right', async () => {
    const { page } = await newPage();
    // A 1280 px laptop: neither the plan nor its dialogs scroll sideways.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAt(page, 'admin', '/dashboard');
    const name = `Flow E2E ${nowMs()}`;
    const patient = await createPatient(page, name);
    const doctors = (await (await page.request.get('/api/doctors?pageSize=1')).json()) as { items: { id: number }[] };
    const res = await page.request.post('/api/treatment-plans', {
      data: {
        patient,
        doctor: doctors.items[0]?.id,
        treatmentType: 'Prosthodontic',
        description: 'Crown on the upper right first molar',
        estimatedDuration: 14,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const plan = ((await res.json()) as { id: number }).id;

    // Plan a crown from the fee schedule: its fee and drawing come with it.
    await page.goto(`/treatment-plan?view=${plan}`);
    await page.getByRole('button', { name: 'Add Procedure' }).click();
    const form = page.getByRole('dialog').filter({ has: page.getByRole('combobox', { name: 'Tooth' }) });
    await pickReference(page, form, 'Tooth', '3', '3 — upper right first molar', { exact: true });
    await pickReference(page, form, 'Service', 'Crown', 'Crown', { exact: true });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    const row = rowOf(page, 'Chart Entries', 'Crown');
    await expect.poll(() => cell(row, 'fee').textContent()).toContain('500.00');
    expect(await sidewaysScroll(page)).toEqual({ page: 0, dialog: 0 });
    await expectAccessible(page);

    // The patient signs on screen with the pointer.
    await page.getByRole('button', { name: 'Accept and sign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept and sign the plan' });
    const pad = dialog.getByTestId('signature-pad');
    const box = (await pad.boundingBox())!;
    expect(await sidewaysScroll(page)).toEqual({ page: 0, dialog: 0 });
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++)
      await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? -20 : 20));
    await page.mouse.up();
    // A busy server: what the page reads comes back 2 s after it is asked for, from here to the completion.
    // When the plan is announced accepted, the page already shows it signed.
    await page.route(
      (url) => url.pathname.startsWith('/api/') && url.pathname !== '/api/events',
      async (route) => {
        await delay(2_000);
        await route.continue();
      },
    );
    await page.evaluate(firstShown([`Signed by ${name}`, 'Plan accepted and signed']));
    await dialog.getByRole('button', { name: 'Accept plan' }).click();
    await sawToast(page, 'Plan accepted and signed');
    expect(await page.evaluate('window.shownInOrder')).toEqual([`Signed by ${name}`, 'Plan accepted and signed']);
    await expect
      .poll(async () => (await page.request.get(`/api/treatment-plans/${plan}`)).json())
      .toMatchObject({
        status: 'Accepted',
        signedBy: name,
      });

    // Completed: the same record, now blue on the chart.
    await rowAction(page, row, 'Complete');
    await sawToast(page, 'Procedure completed');
    await page.unrouteAll({ behavior: 'wait' });
    await expect.poll(() => cell(row, 'kind').textContent()).toBe('Completed');
    await page.goto(`/patient/${patient}?tab=chart`);
    await page.getByRole('group', { name: `Dental chart of ${name}` }).waitFor();
    await expect
      .poll(() => page.locator('[data-tooth="3"] [data-surface="O"]').getAttribute('fill'))
      .toBe(KIND_COLORS.Completed);
    await expectAccessible(page);

    // The front desk bills the work with one click and takes the payment: the account is settled.
    await page.goto(`/patient/${patient}/account`);
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByRole('button', { name: 'Bill completed work' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Invoice INV-\d{4}-\d{6} issued for 1 completed procedures/ })
      .waitFor();
    const invoices = (await (await page.request.get(`/api/invoices?patient=${patient}`)).json()) as {
      items: { id: number; total: string }[];
    };
    expect(invoices.items.map((i) => i.total)).toEqual(['500.00']);
    const paid = await page.request.post('/api/payments', {
      data: {
        patient,
        invoice: invoices.items[0]?.id,
        amount: '500.00',
        paymentMethod: 'Card',
        paymentDate: (await (await page.request.get(`/api/chart-entries?plan=${plan}`)).json()).items[0].date,
      },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    await page.reload();
    await account.getByRole('table', { name: 'Ledger' }).waitFor();
    await expect.poll(async () => (await account.textContent()) ?? '').toMatch(/Balance\$0\.00/);
    expect(await account.getByRole('button', { name: 'Bill completed work' }).count()).toBe(0);
    await expectAccessible(page);
  });
});
