import fs from 'node:fs/promises';
import type { Download, Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { apiQuiet, signInAt, slowdown, statusShown } from './browser';

/** What staff do on every screen: open it from the sidebar, fill forms, read the grid and the toasts. */

/**
 * Signs in and opens a page of the sidebar, waiting for its heading (the link's label unless
 * the page titles itself otherwise; `exact` where one label is the start of another). The page is
 * opened by its address, as a bookmark does, and the sidebar must mark its link as the current page:
 * the dashboard a click would start from is the slowest page to draw, and shell.spec.ts clicks
 * through the sidebar itself.
 */
export async function openFromSidebar(
  page: Page,
  username: string,
  label: string,
  path: string,
  { heading = label, exact = false }: { heading?: string; exact?: boolean } = {},
): Promise<void> {
  await signInAt(page, username, path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label, exact });
  await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
}

export const grid = (page: Page, name: string): Locator => page.getByRole('grid', { name });
export const rowOf = (page: Page, name: string, text: string): Locator =>
  grid(page, name).getByRole('row').filter({ hasText: text });
/** The grid's rows that hold data (not the header row). */
export const dataRows = (page: Page, name: string): Locator =>
  grid(page, name)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
/** One cell of a grid row, by its column's field. */
export const cell = (row: Locator, field: string): Locator => row.locator(`[role="gridcell"][data-field="${field}"]`);
/** The toasts on screen now, for a test that waits for one to go or checks that none came. */
export const toast = (page: Page, text: string | RegExp): Locator => page.getByRole('status').filter({ hasText: text });
/** Waits for the next toast saying `text`, even one already gone again (see `statusShown`). */
export const sawToast = (page: Page, text: string | RegExp): Promise<void> => statusShown(page, text);

/**
 * Types into the list's own search box and waits for the list to follow (the address keeps `q`,
 * then the rows arrive): a row clicked while the grid redraws may not be there any more.
 */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('main').getByRole('searchbox', { name: 'Search', exact: true }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
  await apiQuiet(page);
}

/** Runs `action` and returns the file the browser downloads because of it. */
export async function downloaded(page: Page, action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = (await Promise.all([page.waitForEvent('download'), action()])) as [Download, unknown];
  return { name: file.suggestedFilename(), bytes: await fs.readFile(await file.path()) };
}

/** Picks an option of a select field. */
export async function choose(page: Page, form: Locator, label: string, option: string): Promise<void> {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into a reference field and picks the first record it offers (or the one named, `exact`ly if asked). */
export async function pickReference(
  page: Page,
  form: Locator,
  label: string,
  typed: string,
  name?: string,
  { exact = false }: { exact?: boolean } = {},
) {
  const box = form.getByRole('combobox', { name: label });
  await box.fill(typed);
  // Picked from the matches of what was typed, not from an earlier list that the answer then reorders
  // under the pointer (a click that lands beside the option picks nothing, and the field empties on blur).
  await page.locator('[role="listbox"]:not([aria-busy="true"])').waitFor();
  const option = name ? page.getByRole('option', { name, exact }) : page.getByRole('option').first();
  const picked = ((await option.textContent()) ?? '').trim();
  // A pick closes the list. Where the typed text is the option's, the field reads the same whether the click
  // picked or not, and one that did not empties the field on blur: the likely cause of a CI failure (2026-11-30,
  // a chart entry's Save disabled for 27 s, the service's value not recorded). Under load a click can land as the
  // list redraws and pick nothing: as a person would, click again while the list is still open.
  for (let attempt = 1; attempt <= 3; attempt++) {
    await option.click();
    const closed = await page
      .getByRole('listbox')
      .waitFor({ state: 'detached', timeout: 5_000 * slowdown })
      .then(
        () => true,
        () => false,
      );
    if (closed || (await option.count()) === 0) break;
  }
  await expect.poll(() => box.inputValue()).toBe(picked);
}

/** Types a date (YYYYMMDD) or a date and time (YYYYMMDDHHmm) into a picker, section by section. */
export async function typeDate(form: Locator, label: string, digits: string): Promise<void> {
  const picker = form.getByRole('group', { name: label });
  await picker.getByRole('spinbutton').first().click();
  await picker.page().keyboard.type(digits);
}

/** Opens the row menu of a grid row and picks an action. */
export async function rowAction(page: Page, row: Locator, action: string): Promise<void> {
  // A grid still reloading redraws its rows and closes a menu opened meanwhile: open it once the
  // page has its data, and again only if a late refresh closed it all the same. Under load a click
  // as the row is redrawn may open nothing at all (CI, 2026-11-29: focus on the button, no menu for
  // 22 s): as a person would, click again.
  for (let attempt = 1; ; attempt++) {
    await apiQuiet(page);
    await page.locator('[role="grid"] [role="progressbar"]').waitFor({ state: 'detached' });
    await row.getByRole('button', { name: /^Actions for / }).click();
    const menu = page.getByRole('menu');
    const opened = await menu.waitFor({ timeout: 5_000 * slowdown }).then(
      () => true,
      () => false,
    );
    if (!opened && attempt < 3 && (await menu.count()) === 0) continue;
    const item = menu.getByRole('menuitem', { name: action });
    // Whichever comes first; the other's eventual timeout is not a failure.
    const outcome = await Promise.race([
      item.waitFor().then(
        () => 'shown' as const,
        () => 'timeout' as const,
      ),
      menu.waitFor({ state: 'detached' }).then(
        () => 'closed' as const,
        () => 'timeout' as const,
      ),
    ]);
    if (outcome === 'shown' || attempt >= 3) {
      await item.click();
      return;
    }
  }
}

/** Saves a create dialog: the toast says so and the dialog closes. */
export async function saveCreated(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Save' }).click();
  await sawToast(page, 'New item has been created.');
  await form.waitFor({ state: 'hidden' });
}

/** Searches a list for `text` and returns the row that holds it, with the row's text. */
export async function findRow(page: Page, gridName: string, text: string): Promise<{ row: Locator; text: string }> {
  await search(page, text);
  const row = rowOf(page, gridName, text);
  await row.waitFor();
  return { row, text: (await row.textContent()) ?? '' };
}

/** Archives a record from its detail dialog, confirmed, and waits for its row to leave the list. */
export async function archiveFromDetail(page: Page, view: Locator, row: Locator): Promise<void> {
  await view.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('dialog', { name: 'Archive' }).getByRole('button', { name: 'Archive' }).click();
  await expect.poll(() => row.count()).toBe(0);
}

/** A patient of the test's own, made through the API with the page's session; returns its id. */
export async function createPatient(page: Page, fullName: string, more: Record<string, unknown> = {}): Promise<number> {
  const res = await page.request.post('/api/patients', { data: { fullName, bloodType: 'Unknown', ...more } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Opens the list summary's charts (a list opens on its figures; the charts come when asked for). */
export async function showCharts(page: Page): Promise<Locator> {
  const summary = page.getByRole('region', { name: 'Summary' });
  await summary.getByRole('button', { name: 'Show charts' }).click();
  return summary;
}

/** How far the page, and the open dialog's content, scroll sideways (0: not at all; dialog null when none is open). */
export const sidewaysScroll = (page: Page): Promise<{ page: number; dialog: number | null }> =>
  page.evaluate(`(() => {
    const root = document.documentElement;
    const content = document.querySelector('[role="dialog"] .MuiDialogContent-root');
    return { page: root.scrollWidth - root.clientWidth, dialog: content ? content.scrollWidth - content.clientWidth : null };
  })()`);

/**
 * The address a new tab opened by `action` (from `page`) asked for. The full browser shows a PDF opened inline
 * in its viewer, at that address; the headless shell the tests run in (scripts/chromium.mjs) has no PDF viewer
 * and downloads it, leaving the tab without an address: the tab's own request is what both have.
 */
export async function openedInNewTab(page: Page, action: () => Promise<void>): Promise<{ tab: Page; asked: string }> {
  const context = page.context();
  const origin = new URL(page.url()).origin;
  // A new tab's first request may come before Playwright knows its frame: `frame()` then throws.
  const fromOpener = (r: Request) => {
    try {
      return r.frame().page() === page;
    } catch {
      return false;
    }
  };
  const asked = new Promise<string>((resolve) => {
    // The app's own address: the full browser's PDF viewer asks for its extension's page too.
    const onRequest = (r: Request) => {
      if (!r.isNavigationRequest() || !r.url().startsWith(origin) || fromOpener(r)) return;
      context.off('request', onRequest);
      resolve(r.url());
    };
    context.on('request', onRequest);
  });
  const [tab] = await Promise.all([context.waitForEvent('page'), action()]);
  return { tab, asked: await asked };
}
