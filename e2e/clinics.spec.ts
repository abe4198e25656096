import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signInAt } from './support/browser';
import { dataRows, openFromSidebar, rowOf, search } from './support/ui';

afterAll(closeBrowser);

const GRID = 'Clinics';

const REQUIRED = [
  'Name is required',
  'Address is required',
  'City is required',
  'State is required',
  'Zip Code is required',
  'Country is required',
  'Contact Number is required',
  'Email is required',
];

describe('clinics', () => {
  it('admin opens Clinics from the menu and the list passes the accessibility check', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Clinics', '/clinic');
    await rowOf(page, GRID, 'Chairside Downtown').waitFor();
    await page.getByRole('button', { name: 'Add Clinic' }).waitFor();
    // Countries are named, never shown as their stored codes, and filtered by a searchable list.
    expect(await rowOf(page, GRID, 'Chairside Downtown').textContent()).toContain('United States');
    await page.getByRole('combobox', { name: 'Country' }).fill('united');
    await page.getByRole('option', { name: 'United States', exact: true }).click();
    await rowOf(page, GRID, 'Chairside Downtown').waitFor();
    await expectAccessible(page);
  });

  it('the search box follows typing key by key, and a search the address brings replaces what was typed', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Clinics', '/clinic');
    await rowOf(page, GRID, 'Chairside Downtown').waitFor();
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search', exact: true });
    const onlyRowsWith = async (text: string) => {
      const rows = await dataRows(page, GRID).allTextContents();
      return rows.length > 0 && rows.every((row) => row.includes(text));
    };
    await box.pressSequentially('Riverside', { delay: 40 });
    // Every key shows at once in the box; the list and the address follow when typing pauses.
    expect(await box.inputValue()).toBe('Riverside');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Riverside');
    await expect.poll(() => onlyRowsWith('Riverside')).toBe(true);

    // The address changes while the list is open (a link of the app to this list with another search).
    await page.evaluate(
      "history.pushState(null, '', '/clinic?q=Downtown'); dispatchEvent(new PopStateEvent('popstate'))",
    );
    await expect.poll(() => box.inputValue()).toBe('Downtown');
    await expect.poll(() => onlyRowsWith('Downtown')).toBe(true);
    // What was typed before does not come back once its pause is over.
    await page.waitForTimeout(600);
    expect(await box.inputValue()).toBe('Downtown');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Downtown');
  });

  it('the summary opens on its figures; its charts are drawn when asked for, and stay so on the next visit', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Clinics', '/clinic');
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('Total Clinics').waitFor();
    const chart = summary.getByText('Clinics per country', { exact: true });
    expect(await chart.count()).toBe(0);
    await summary.getByRole('button', { name: 'Show charts' }).click();
    await chart.waitFor();
    await summary.locator('svg').first().waitFor();
    await expectAccessible(page);
    await page.reload();
    await chart.waitFor();
    await summary.getByRole('button', { name: 'Hide charts' }).click();
    await chart.waitFor({ state: 'detached' });
  });

  it('saving an empty form names every required field', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Clinics', '/clinic');
    await page.getByRole('button', { name: 'Add Clinic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Clinic' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    for (const message of REQUIRED) await dialog.getByText(message, { exact: true }).waitFor();
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Name', exact: true }).getAttribute('aria-invalid'))
      .toBe('true');
    // Nothing was sent: the dialog is still open, and Cancel closes it without asking.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('admin creates a clinic, views it, edits it and deletes it', async () => {
    const stamp = nowMs();
    const name = `Clinic E2E ${stamp}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'admin', 'Clinics', '/clinic');

    // Create, with every required field and Sunday opened 10:00 - 13:00.
    await page.getByRole('button', { name: 'Add Clinic' }).click();
    const form = page.getByRole('dialog', { name: 'Create Clinic' });
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    await field('Name').fill(name);
    await field('Address').fill('1 Test Lane');
    await field('City').fill('Springfield');
    await field('State').fill('IL');
    await field('Zip Code').fill('62701');
    // The country is picked from the list by typing part of its name.
    await form.getByRole('combobox', { name: 'Country' }).fill('united st');
    await page.getByRole('option', { name: 'United States', exact: true }).click();
    await field('Contact Number').fill('+1 217 555 0100');
    await field('Email').fill(`e2e.${stamp}@chairside.example`);
    const sunday = form.getByRole('switch', { name: 'Sunday open' });
    expect(await sunday.isChecked()).toBe(false);
    expect(await form.getByRole('textbox', { name: 'Sunday opening time' }).isDisabled()).toBe(true);
    await sunday.check();
    await form.getByRole('textbox', { name: 'Sunday opening time' }).fill('10:00');
    await form.getByRole('textbox', { name: 'Sunday closing time' }).fill('13:00');
    // The create carries a key of its own, so a double-click or a retried request makes one clinic.
    const create = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/clinics');
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await create).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await page.getByRole('status').filter({ hasText: 'New item has been created.' }).waitFor();
    await form.waitFor({ state: 'hidden' });

    // It is in the list: search for it.
    await search(page, name);
    await rowOf(page, GRID, name).waitFor();
    await expect.poll(() => dataRows(page, GRID).count()).toBe(1);
    expect(await rowOf(page, GRID, name).textContent()).toContain('Springfield');
    expect(await rowOf(page, GRID, name).textContent()).toContain('United States');

    // View: the detail dialog shows the contact details and the week's hours.
    await rowOf(page, GRID, name)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    const detail = page.getByRole('dialog', { name });
    await detail.getByRole('term').filter({ hasText: 'Working Hours' }).waitFor();
    expect(await detail.getByText('1 Test Lane').isVisible()).toBe(true);
    expect(await detail.getByRole('link', { name: `e2e.${stamp}@chairside.example` }).isVisible()).toBe(true);
    const hours = (day: string) => detail.getByRole('row', { name: new RegExp(`^${day}`) });
    await hours('Sunday').waitFor();
    expect(await hours('Sunday').textContent()).toContain('10:00 - 13:00');
    expect(await hours('Monday').textContent()).toContain('08:00 - 18:00');
    expect(await hours('Saturday').textContent()).toContain('09:00 - 14:00');

    // Edit its city from the detail dialog.
    await detail.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Clinic' });
    const city = edit.getByRole('textbox', { name: 'City', exact: true });
    await expect.poll(() => city.inputValue()).toBe('Springfield');
    await city.fill('Shelbyville');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Item has been updated.' }).waitFor();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, GRID, name).textContent()).toContain('Shelbyville');
    expect(await rowOf(page, GRID, name).textContent()).not.toContain('Springfield');

    // Delete it, after confirming.
    await rowOf(page, GRID, name)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText('Are you sure you want to delete this clinic?').waitFor();
    expect(await confirm.textContent()).toContain(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Item has been removed.' }).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('main').getByText('No clinics found.').waitFor();
    expect(await rowOf(page, GRID, name).count()).toBe(0);
  });

  it('a dentist sees the clinics but cannot create one', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Clinics', '/clinic');
    await rowOf(page, GRID, 'Chairside Riverside').waitFor();
    expect(await dataRows(page, GRID).count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('button', { name: 'Add Clinic' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    // The address that opens the create dialog does not open it either.
    await page.goto('/clinic?new=1');
    await rowOf(page, GRID, 'Chairside Riverside').waitFor();
    expect(await page.getByRole('dialog', { name: 'Create Clinic' }).count()).toBe(0);
  });

  // The grid's own words are a chunk per language, fetched with the first list or a change of language.
  it('in French the grid speaks French from its first paint, and Spanish once switched', async () => {
    const { page, context } = await newPage({ own: true });
    await context.addInitScript("localStorage.setItem('chairside.language', 'fr')");
    await signInAt(page, 'admin', '/clinic');
    const french = page.getByRole('grid', { name: 'Cabinets' });
    await french.getByRole('row').nth(1).waitFor();
    expect(await page.getByText('Lignes par page :').isVisible()).toBe(true);
    expect(await page.getByText('Rows per page:').count()).toBe(0);

    await page.getByRole('button', { name: /^FR – / }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    const spanish = page.getByRole('grid', { name: 'Clínicas' });
    await spanish.waitFor();
    expect(await page.getByText('Filas por página:').isVisible()).toBe(true);
  });
});
