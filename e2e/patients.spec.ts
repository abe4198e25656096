import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage, signInAt } from './support/browser';
import { createPatient, grid, openFromSidebar, rowOf, sawToast, toast, typeDate } from './support/ui';

afterAll(closeBrowser);

const GRID = 'Patients';

/** Runs in the page: the left edges of the first and the last character of `text` as drawn inside `selector`. */
const drawnEdges = (selector: string, text: string): string => `(() => {
  const root = document.querySelector(${JSON.stringify(selector)});
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.data.indexOf(${JSON.stringify(text)});
    if (at < 0) continue;
    const left = (i) => {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return range.getBoundingClientRect().left;
    };
    return [left(at), left(at + ${text.length - 1})];
  }
  return null;
})()`;

describe('patients', () => {
  it('the list shows the demo patients with their blood-type tiles and passes the accessibility check', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', 'Patients', '/patient');
    await grid(page, GRID).getByRole('row').nth(1).waitFor();
    await page.getByText('Total Patients').waitFor();
    await page.getByText('Blood Type AB').waitFor();
    await expectAccessible(page);
  });

  it('on a phone the list comes first: the summary starts hidden and each row’s menu is in view', async () => {
    const { page } = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, 'reception', '/patient');
    await page.getByRole('heading', { name: 'Patients', level: 1 }).waitFor();
    const first = grid(page, GRID).getByRole('row').nth(1);
    await first.waitFor();
    const toggle = page.getByRole('button', { name: 'Show Summary' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('Total Patients').count()).toBe(0);

    // The row's menu is on screen without scrolling the grid sideways, and opens.
    const menuButton = first.getByRole('button', { name: /^Actions for / });
    const box = await menuButton.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'View' }).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // The summary is a tap away.
    await toggle.click();
    await page.getByText('Total Patients').waitFor();
  });

  it('in Arabic, a phone number and a blood group read in order in the grid, and the date picker speaks Arabic', async () => {
    const name = `Bidi Patient ${nowMs()}`;
    const { page, context } = await newPage({ own: true });
    await context.addInitScript("localStorage.setItem('chairside.language', 'ar')");
    await signInAt(page, 'reception', '/patient');
    const id = await createPatient(page, name, { bloodType: 'O-', telephone: '+1 617 555 1555' });
    await page.goto(`/patient?q=${encodeURIComponent(name)}`);
    const row = `[role="row"][data-id="${id}"]`;
    await page.locator(row).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // Left to right as written: the + before the last digit, the O before its sign (not `1555 555 617 1+`, `-O`).
    const phone = (await page.evaluate(drawnEdges(`${row} [data-field="telephone"]`, '+1 617 555 1555'))) as number[];
    expect(phone[0]).toBeLessThan(phone[1] ?? 0);
    const blood = (await page.evaluate(drawnEdges(`${row} [data-field="bloodType"]`, 'O-'))) as number[];
    expect(blood[0]).toBeLessThan(blood[1] ?? 0);

    await page.goto('/patients/add');
    await page.getByRole('button', { name: 'اختر التاريخ' }).first().click();
    await page.getByRole('button', { name: 'الشهر السابق' }).waitFor();
    await expectAccessible(page);
  });

  it('a receptionist adds a patient with history rows, edits, finds, archives and restores them', async () => {
    const name = `Leila Benali ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', 'Patients', '/patient');

    await page.getByRole('button', { name: 'Add New Patient' }).click();
    await page.waitForURL((url) => url.pathname === '/patients/add');
    await page.getByRole('heading', { name: 'Add New Patient', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(name);
    await page.getByRole('combobox', { name: 'Blood Type' }).click();
    await page.getByRole('option', { name: 'AB-', exact: true }).click();
    await page.getByRole('textbox', { name: 'Allergies 1' }).fill('Latex');

    // Two history rows, then the second removed; the last row cannot be removed.
    const first = page.getByRole('group', { name: 'Condition 1' });
    await first.getByRole('textbox', { name: 'Condition', exact: true }).fill('Asthma');
    await first.getByRole('group', { name: 'Diagnosed On' }).getByRole('spinbutton').first().click();
    await page.keyboard.type('20180315');
    await page.getByRole('button', { name: 'Add Condition' }).click();
    const second = page.getByRole('group', { name: 'Condition 2' });
    await second.getByRole('textbox', { name: 'Condition', exact: true }).fill('Removed again');
    await page.getByRole('button', { name: 'Remove entry: Condition 2' }).click();
    await expect.poll(() => second.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove entry: Condition 1' }).isDisabled()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save Patient' }).click();
    await sawToast(page, 'Patient has been saved.');
    await page.waitForURL((url) => /^\/patient\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page
      .getByText(/^MRN-\d{6}$/)
      .first()
      .waitFor();
    await page.getByText('Asthma').waitFor();
    // Their page's Appointments tab offers to book their first visit.
    await page.getByRole('tab', { name: 'Appointments' }).click();
    await page.getByRole('heading', { name: 'Appointments', level: 2 }).waitFor();
    expect(await page.getByRole('link', { name: 'Book appointment' }).getAttribute('href')).toMatch(
      /^\/appointments\/add\?patient=\d+$/,
    );
    // And their prescriptions, none yet: a receptionist reads them, but writing one is a dentist's act.
    await page.getByRole('tab', { name: 'Prescriptions' }).click();
    const prescriptions = page.getByRole('region', { name: 'Prescriptions' });
    await prescriptions.getByText('No prescriptions found.').waitFor();
    expect(await prescriptions.getByRole('button', { name: 'Write prescription' }).count()).toBe(0);
    // A toast fading in or out is drawn half transparent: check the page once it has gone.
    await toast(page, 'Patient has been saved.').waitFor({ state: 'hidden' });
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Patient', level: 1 }).waitFor();
    const phone = page.getByRole('textbox', { name: 'Telephone' });
    await expect.poll(() => page.getByRole('textbox', { name: 'Full Name', exact: true }).inputValue()).toBe(name);
    // The form asks whether the new telephone is already on file: a Save pressed at once waits for the answer.
    // A number of this run's own: another run's patient with it would be flagged as a likely duplicate.
    const newPhone = `+1 617 555 ${String(nowMs() % 10_000).padStart(4, '0')}`;
    await phone.fill(newPhone);
    await page.getByRole('button', { name: 'Save Patient' }).click();
    await sawToast(page, 'Item has been updated.');
    await page.getByText(newPhone).waitFor();

    await page.getByRole('button', { name: 'Archive' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Archive' });
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await sawToast(page, 'Patient has been archived.');
    await page.getByText(/^Archived on /).waitFor();

    await page.getByRole('link', { name: 'Patients' }).first().click();
    await page.getByRole('heading', { name: 'Patients', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill(name);
    await page.getByText('No patients found.').waitFor();
    await page.getByRole('switch', { name: 'Archived' }).check();
    await rowOf(page, GRID, name).waitFor();
    await rowOf(page, GRID, name).dblclick();
    await page.getByRole('button', { name: 'Restore' }).click();
    await sawToast(page, 'Patient has been restored.');
    expect(await page.getByRole('button', { name: 'Edit' }).isVisible()).toBe(true);
  });

  it('Add Patient: Enter in Allergies adds an entry, a likely duplicate is flagged before saving, a double submit saves once', async () => {
    const name = `Nadia Duplicate ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'reception', 'Patients', '/patient');
    await createPatient(page, name, { birthDate: '1985-06-15' });

    await page.getByRole('button', { name: 'Add New Patient' }).click();
    await page.getByRole('heading', { name: 'Add New Patient', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Allergies 1' }).fill('Latex');
    await page.keyboard.press('Enter');
    // Enter added a row for the next allergy (focused), and saved nothing.
    await page.getByRole('textbox', { name: 'Allergies 2' }).waitFor();
    await page.keyboard.type('Penicillin');
    expect(new URL(page.url()).pathname).toBe('/patients/add');

    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(name.toLowerCase());
    await page.getByRole('combobox', { name: 'Blood Type' }).click();
    await page.getByRole('option', { name: 'B+', exact: true }).click();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save Patient' }) });
    await typeDate(form, 'Birth Date', '19850615');
    const warning = page.getByRole('alert').filter({ hasText: 'Possible duplicate patient' });
    await warning.getByRole('link', { name }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save Patient' }).click();
    await page.getByText('This patient may already be on file.', { exact: false }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/patients/add');

    await warning.getByRole('checkbox', { name: 'This is another person: save anyway' }).check();
    // Two submits at once (Enter, then a click on Save) save one patient.
    // Runs in the page: the form is an HTMLFormElement there.
    await form.evaluate((f: { requestSubmit(): void }) => {
      f.requestSubmit();
      f.requestSubmit();
    });
    await page.waitForURL((url) => /^\/patient\/\d+$/.test(url.pathname));
    await page.getByText('Penicillin', { exact: true }).waitFor();
    const res = await page.request.get(`/api/patients?q=${encodeURIComponent(name)}&pageSize=10`);
    expect(((await res.json()) as { total: number }).total).toBe(2);
  });
});
