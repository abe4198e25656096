import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signInAt } from './support/browser';
import {
  choose,
  grid,
  openFromSidebar,
  pickReference,
  rowAction,
  rowOf,
  sawToast,
  search,
  typeDate,
} from './support/ui';

afterAll(closeBrowser);

describe('medicament manufacturers', () => {
  it('an assistant creates a manufacturer with its contact person, address and contract', async () => {
    const stamp = nowMs();
    const name = `Zyloxa Labs ${stamp}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'assistant', 'Manufacturers', '/medicament-manufacture');
    await rowOf(page, 'Manufacturers', 'Bayer').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create Manufacturer' }).click();
    const form = page.getByRole('dialog', { name: 'Create Manufacturer' });
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    await form.getByRole('heading', { name: 'Contact Person' }).waitFor();
    await field('Manufacturer Name').fill(name);
    await field('License Number').fill(`ZY-${stamp}`);
    await field('Phone').fill('+33 1 23 45 67 89');
    await field('Email').fill('orders@zyloxa.example');
    await field('Contact Person').fill('Inès Barbier');
    await field('City').fill('Lyon');
    await field('Country').fill('France');
    await choose(page, form, 'Certifications', 'GMP');
    await page.keyboard.press('Escape');
    await typeDate(form, 'Contract Start Date', '20260101');
    // An end before the start is refused by the rule of the domain, next to the field.
    await typeDate(form, 'Contract End Date', '20251231');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Contract End Date must not be before the start date').first().waitFor();
    await typeDate(form, 'Contract End Date', '20281231');
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Manufacturer created successfully');
    await form.waitFor({ state: 'hidden' });

    await search(page, name);
    const row = rowOf(page, 'Manufacturers', name);
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('Active');
    expect(text).toContain(`ZY-${stamp}`);
    expect(text).toContain('Inès Barbier');
  });
});

describe('medicaments', () => {
  it('an assistant creates, finds by manufacturer, edits, switches, duplicates and archives a medicament', async () => {
    const stamp = nowMs();
    const name = `Amoxicillin E2E ${stamp}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'assistant', 'Medicaments', '/medicaments');
    await grid(page, 'Medicaments').getByRole('row').nth(1).waitFor();
    await expectAccessible(page);

    // Create, with two active ingredients, side effects (an empty entry is dropped) and a contraindication.
    await page.getByRole('button', { name: 'Add Medicament' }).click();
    const form = page.getByRole('dialog', { name: 'Create Medicament' });
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    await field('Name').fill(name);
    await field('Generic Name').fill('Amoxicillin with clavulanic acid');
    await pickReference(page, form, 'Category', 'Antibiotic', 'Antibiotic', { exact: true });
    await pickReference(page, form, 'Manufacturer', 'Sandoz', 'Sandoz', { exact: true });
    await choose(page, form, 'Dosage Form', 'Tablet');
    await field('Strength').fill('875 mg/125 mg');
    await form.getByRole('switch', { name: 'Requires Prescription' }).check();
    expect(await form.getByRole('combobox', { name: 'Status' }).textContent()).toContain('Available');
    await field('Description').fill('For infections that did not answer to amoxicillin alone.');
    const first = form.getByRole('group', { name: 'Ingredient 1' });
    await first.getByRole('textbox', { name: 'Ingredient', exact: true }).fill('Amoxicillin trihydrate');
    await first.getByRole('textbox', { name: 'Concentration', exact: true }).fill('875 mg');
    await form.getByRole('button', { name: 'Add Ingredient' }).click();
    const second = form.getByRole('group', { name: 'Ingredient 2' });
    await second.getByRole('textbox', { name: 'Ingredient', exact: true }).fill('Potassium clavulanate');
    await second.getByRole('textbox', { name: 'Concentration', exact: true }).fill('125 mg');
    await field('Side Effects 1').fill('Diarrhoea');
    const sideEffects = form.getByRole('group', { name: 'Side Effects' });
    await sideEffects.getByRole('button', { name: 'Add entry' }).click();
    await sideEffects.getByRole('button', { name: 'Add entry' }).click();
    await field('Side Effects 3').fill('Nausea');
    await field('Contraindications 1').fill('Allergy to penicillins');
    await field('Usage Instructions').fill('One tablet twice a day with a meal, for 7 days.');
    await form.getByRole('spinbutton', { name: 'Stock Quantity' }).fill('60');
    await field('Price per Unit').fill('0.96');
    await typeDate(form, 'Expiration Date', '20280630');
    await field('Storage Conditions').fill('Below 25 °C, dry place');
    await field('Barcode').fill('4006381333931');
    await field('Batch Number').fill('AUG28-0001');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Medicament created successfully');
    await form.waitFor({ state: 'hidden' });

    // Found by the name of its manufacturer.
    await search(page, 'sandoz');
    const row = rowOf(page, 'Medicaments', name);
    await row.waitFor();
    expect(await row.textContent()).toContain('Sandoz');
    await search(page, name);
    await expect.poll(() => rowOf(page, 'Medicaments', name).count()).toBe(1);
    expect(await row.textContent()).toContain('Available');

    // The detail view shows the ingredients and the side effects, without the empty one.
    await rowAction(page, row, 'View');
    const detail = page.getByRole('dialog', { name });
    await detail.getByText('Amoxicillin trihydrate · 875 mg').waitFor();
    await detail.getByText('Potassium clavulanate · 125 mg').waitFor();
    await detail.getByText('Nausea').waitFor();
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'hidden' });

    // Edit its stock.
    await rowAction(page, row, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Medicament' });
    const stock = edit.getByRole('spinbutton', { name: 'Stock Quantity' });
    await expect.poll(() => stock.inputValue()).toBe('60');
    await stock.fill('48');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Medicament updated successfully');
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toContain('48');

    // One click switches it to Unavailable.
    await rowAction(page, row, 'Mark as Unavailable');
    await sawToast(page, 'Medicament status updated successfully');
    await expect.poll(() => row.textContent()).toContain('Unavailable');

    // The history shows both changes, with labels, old and new values, and who made them.
    await rowAction(page, row, 'History');
    const history = page.getByRole('dialog', { name: 'History' });
    await history.getByText('Record created').waitFor();
    const entries = history.getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(3);
    const latest = entries.first();
    expect(await latest.textContent()).toContain('Record updated');
    expect(await latest.textContent()).toContain('by assistant');
    const statusRow = latest.getByRole('row', { name: /^Status/ });
    expect(await statusRow.textContent()).toContain('Available');
    expect(await statusRow.textContent()).toContain('Unavailable');
    const stockRow = entries.nth(1).getByRole('row', { name: /^Stock Quantity/ });
    expect(await stockRow.textContent()).toMatch(/60.*48/);
    await expectAccessible(page);
    await history.getByRole('button', { name: 'Close' }).click();
    await history.waitFor({ state: 'hidden' });

    // Duplicate: the form starts from the record; a new batch number, and a second medicament exists.
    await rowAction(page, row, 'Duplicate');
    const copy = page.getByRole('dialog', { name: 'Duplicate Medicament' });
    await expect.poll(() => copy.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(name);
    await expect.poll(() => copy.getByRole('combobox', { name: 'Manufacturer' }).inputValue()).toBe('Sandoz');
    await copy.getByRole('textbox', { name: 'Batch Number', exact: true }).fill('AUG28-0002');
    await copy.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Medicament duplicated successfully');
    await copy.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, 'Medicaments', name).count()).toBe(2);

    // Select both and archive them, after confirming.
    for (const r of await rowOf(page, 'Medicaments', name).all())
      await r.getByRole('checkbox', { name: 'Select row' }).check();
    await page.getByRole('button', { name: 'Archive' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive' });
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await sawToast(page, 'Archived 2 items');
    await expect.poll(() => rowOf(page, 'Medicaments', name).count()).toBe(0);

    // The archived list keeps them; one is restored from its row menu, the other from its detail view.
    await page.getByRole('switch', { name: 'Archived' }).check();
    await expect.poll(() => rowOf(page, 'Medicaments', name).count()).toBe(2);
    await rowAction(page, rowOf(page, 'Medicaments', name).first(), 'Restore');
    await sawToast(page, 'Medicament restored successfully');
    await expect.poll(() => rowOf(page, 'Medicaments', name).count()).toBe(1);
    await rowAction(page, rowOf(page, 'Medicaments', name).first(), 'View');
    const archived = page.getByRole('dialog', { name });
    await archived.getByRole('button', { name: 'Restore' }).click();
    // The toast shows under the open dialog, which hides the rest of the page from the accessibility tree.
    await page.getByText('Medicament restored successfully').waitFor();
    await archived.getByRole('button', { name: 'Edit' }).waitFor();
    // One staff workflow from creation to restore: longer than the default limit on a busy machine.
  }, 150_000);

  it('a dentist reads the medicaments to prescribe, but neither changes them nor sees the suppliers', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Medicaments', '/medicaments');
    await rowOf(page, 'Medicaments', 'Amoxicillin 500 mg').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add Medicament' }).count()).toBe(0);
    await rowOf(page, 'Medicaments', 'Amoxicillin 500 mg')
      .first()
      .getByRole('button', { name: /^Actions for / })
      .click();
    expect(await page.getByRole('menuitem', { name: 'History' }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: 'Duplicate' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: /^Mark as/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    expect(await nav.getByRole('link', { name: 'Manufacturers' }).count()).toBe(0);
  });

  it('/add-medicament opens the create form', async () => {
    const { page } = await newPage();
    await signInAt(page, 'assistant', '/add-medicament');
    await page.getByRole('dialog', { name: 'Create Medicament' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/medicaments');
  });
});
