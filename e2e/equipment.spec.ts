import fs from 'node:fs/promises';
import { nowMs } from '@chairside/domain';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, expectAccessibleNow, newPage, signInAt } from './support/browser';
import { choose, grid, openFromSidebar, pickReference, rowAction, rowOf, sawToast, typeDate } from './support/ui';

afterAll(closeBrowser);

const GRID = 'Equipment';
const TITLE = 'Equipment Maintenance';
const PATH = '/equipment-maintenance';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1');

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

/** Runs `action` and returns the file the browser downloads because of it. */
async function downloaded(page: Page, action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), action()]);
  return { name: file.suggestedFilename(), bytes: await fs.readFile(await file.path()) };
}

/** The little of the DOM the QR scan uses (the e2e project compiles without the DOM library). */
interface Canvas {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    drawImage(image: unknown, x: number, y: number): void;
    getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
  } | null;
}
interface Img {
  naturalWidth: number;
  naturalHeight: number;
  ownerDocument: { createElement(tag: 'canvas'): Canvas };
}

/** What a phone would read from the QR code shown on screen: its pixels, decoded. */
async function scanQr(image: Locator): Promise<string | undefined> {
  const pixels = await image.evaluate((element: unknown) => {
    const img = element as Img;
    const canvas = img.ownerDocument.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const g = canvas.getContext('2d');
    g?.drawImage(img, 0, 0);
    const data = g?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    return { data: Array.from(data), w: canvas.width, h: canvas.height };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.w, pixels.h)?.data;
}

describe('equipment maintenance', () => {
  it('lists the equipment with an Overdue chip, filters overdue ones, and passes the accessibility check', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'assistant', TITLE, PATH);
    const rows = grid(page, GRID).getByRole('row');
    await rows.nth(1).waitFor();
    // Ten rows a page on a desktop screen.
    await expect.poll(() => rows.count()).toBe(11);
    await grid(page, GRID).getByText('Overdue').first().waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Overdue', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('quick') === 'overdue');
    await page.locator('[role="grid"] [role="progressbar"]').waitFor({ state: 'detached' });
    const shown = await grid(page, GRID).getByRole('row').count();
    expect(shown).toBeGreaterThan(1);
    expect(await grid(page, GRID).getByText('Overdue').count()).toBe(shown - 1);
    expect(await grid(page, GRID).getByText('Retired').count()).toBe(0);
  });

  it('a list reloading its rows tells screen readers it is busy, and keeps to the grid role’s rules meanwhile', async () => {
    const { page } = await newPage();
    await signInAt(page, 'assistant', PATH);
    await grid(page, GRID).getByRole('row').nth(1).waitFor();
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/equipment?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('scaler');
    const around = (busy: boolean) => page.locator(`[aria-busy="${busy}"]`).filter({ has: grid(page, GRID) });
    await around(true).waitFor();
    await page.locator('[role="grid"] [role="progressbar"]').waitFor();
    await expectAccessibleNow(page);
    release();
    await around(false).waitFor();
  });

  it('an assistant creates equipment, records and schedules its maintenance, assigns a technician, attaches a file, prints its QR code and deletes it', async () => {
    const name = `Curing light E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'assistant', TITLE, PATH);

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Equipment' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Clinic is required').waitFor();
    await form.getByRole('textbox', { name: 'Equipment Name', exact: true }).fill(name);
    await pickReference(page, form, 'Clinic', 'Riverside', 'Chairside Riverside');
    await form.getByRole('textbox', { name: 'Model Number' }).fill('DeepCure-S');
    expect(await form.getByRole('combobox', { name: 'Status', exact: true }).textContent()).toContain('In Service');
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');
    await form.waitFor({ state: 'hidden' });

    await search(page, name);
    const row = rowOf(page, GRID, name);
    await row.waitFor();
    for (const text of ['Chairside Riverside', 'In Service']) expect(await row.textContent()).toContain(text);

    // Add Maintenance: Add waits for a type (the date starts at today).
    await rowAction(page, row, 'Add Maintenance');
    const add = page.getByRole('dialog', { name: 'Add Maintenance' });
    const addButton = add.getByRole('button', { name: 'Add', exact: true });
    expect(await addButton.isDisabled()).toBe(true);
    await expectAccessible(page);
    await choose(page, add, 'Type', 'Calibration');
    await add.getByRole('textbox', { name: 'Notes' }).fill('Light output measured at 1470 mW/cm²');
    await addButton.click();
    await sawToast(page, 'Maintenance record added.');
    await add.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toContain('In Maintenance');

    await rowAction(page, row, 'Maintenance History');
    const history = page.getByRole('dialog', { name: 'Maintenance History' });
    const entries = history.getByRole('table', { name: 'Maintenance History' });
    await entries.getByText('Calibration').waitFor();
    expect(await entries.textContent()).toContain('1470 mW/cm²');
    expect(await entries.textContent()).toContain('assistant');
    await expectAccessible(page);
    await history.getByRole('button', { name: 'Close' }).click();

    // Schedule the next service, then assign a technician.
    await rowAction(page, row, 'Schedule Maintenance');
    const schedule = page.getByRole('dialog', { name: 'Schedule Maintenance' });
    await typeDate(schedule, 'Next Service Due', '20300115');
    await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
    await sawToast(page, 'Maintenance scheduled');
    await expect.poll(() => row.textContent()).toContain('2030-01-15');

    await rowAction(page, row, 'Assign Technician');
    const assign = page.getByRole('dialog', { name: 'Assign Technician' });
    await pickReference(page, assign, 'Assigned Technician', 'Aisha', 'Aisha Rahman');
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await sawToast(page, 'Technician assigned');
    await expect.poll(() => row.textContent()).toContain('Aisha Rahman');

    // The technician filter lists it, by name.
    await pickReference(page, page.locator('main'), 'Assigned Technician', 'Aisha', 'Aisha Rahman');
    await row.waitFor();

    // Attach File: the service manual.
    await rowAction(page, row, 'Attach File');
    const attach = page.getByRole('dialog', { name: 'Attach File' });
    await attach
      .locator('input[type="file"]')
      .setInputFiles({ name: 'manual.pdf', mimeType: 'application/pdf', buffer: PDF });
    await attach.getByRole('link', { name: 'manual.pdf' }).waitFor();
    await attach.getByRole('button', { name: 'Close' }).click();

    // The QR code holds the equipment's own address, and downloads as PNG and SVG.
    await rowAction(page, row, 'QR Code');
    const qr = page.getByRole('dialog', { name: 'QR Code' });
    const image = qr.getByRole('img', { name: `QR code that opens ${name}` });
    await image.waitFor();
    const link = (await qr.getByRole('link').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`${PATH}\\?view=\\d+$`));
    expect(await scanQr(image)).toBe(link);
    await expectAccessible(page);
    const png = await downloaded(page, () => qr.getByRole('button', { name: 'Download PNG' }).click());
    expect(png.name).toMatch(/^qr-curing-light-e2e-\d+\.png$/);
    expect(png.bytes.subarray(1, 4).toString()).toBe('PNG');
    const svg = await downloaded(page, () => qr.getByRole('button', { name: 'Download SVG' }).click());
    expect(svg.bytes.toString()).toContain('<svg');
    await qr.getByRole('button', { name: 'Close' }).click();

    // The address in the code opens the equipment's details.
    await page.goto(link);
    const detail = page.getByRole('dialog', { name });
    await detail.getByText('manual.pdf').waitFor();
    for (const text of ['Aisha Rahman', 'In Maintenance', 'DeepCure-S'])
      expect(await detail.textContent()).toContain(text);
    await detail.getByRole('button', { name: 'Close' }).click();

    // Edit, then delete with the spec's confirmation.
    await search(page, name);
    await rowAction(page, row, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Equipment' });
    await edit.getByRole('textbox', { name: 'Manufacturer' }).fill('3M');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'Item has been updated.');
    await rowAction(page, row, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText(`Are you sure you want to delete equipment "${name}"?`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await sawToast(page, 'Equipment deleted successfully.');
    await expect.poll(() => row.count()).toBe(0);
  });

  it('marks the selected equipment In Maintenance, exports it to Excel and deletes the selection', async () => {
    const stamp = nowMs();
    const names = [`Bulk scaler A ${stamp}`, `Bulk scaler B ${stamp}`] as const;
    const { page } = await newPage();
    await openFromSidebar(page, 'assistant', TITLE, PATH);
    for (const name of names) {
      await page.getByRole('button', { name: 'Create' }).click();
      const form = page.getByRole('dialog', { name: 'Create Equipment' });
      await form.getByRole('textbox', { name: 'Equipment Name', exact: true }).fill(name);
      await pickReference(page, form, 'Clinic', 'Downtown', 'Chairside Downtown');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'hidden' });
    }
    await search(page, `Bulk scaler`);
    const mark = page.getByRole('button', { name: 'Mark as In Maintenance' });
    const remove = page.getByRole('button', { name: 'Remove', exact: true });
    expect(await mark.isDisabled()).toBe(true);
    expect(await remove.isDisabled()).toBe(true);
    // The tick is drawn by the click itself, not a render of the whole list later (a busy PC shows no lag).
    const tickBox = (name: string) => rowOf(page, GRID, name).getByRole('checkbox', { name: 'Select row' });
    const [first, second] = [tickBox(names[0]), tickBox(names[1])];
    const tickedInTheClick = await first.evaluate((box) => {
      const input = box as { click(): void; checked: boolean };
      input.click();
      return input.checked;
    });
    expect(tickedInTheClick).toBe(true);
    await second.check();
    await mark.click();
    await sawToast(page, 'Updated status for 2 items');
    for (const name of names)
      await expect.poll(() => rowOf(page, GRID, name).textContent()).toContain('In Maintenance');

    const xlsx = await downloaded(page, async () => {
      await page.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('menuitem', { name: 'Excel' }).click();
    });
    expect(xlsx.name).toBe('equipment.xlsx');
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
    // The Export menu fades out after its choice: until it is gone, its backdrop takes the clicks.
    await page.getByRole('menu').waitFor({ state: 'hidden' });

    for (const name of names) await rowOf(page, GRID, name).getByRole('checkbox', { name: 'Select row' }).check();
    await remove.click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await sawToast(page, 'Deleted 2 items');
    for (const name of names) await expect.poll(() => rowOf(page, GRID, name).count()).toBe(0);
  });

  it('shows five rows a page on a phone-sized screen', async () => {
    const { page } = await newPage();
    await page.setViewportSize({ width: 400, height: 800 });
    await signInAt(page, 'assistant', PATH);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    const rows = grid(page, GRID).getByRole('row');
    await rows.nth(1).waitFor();
    await expect.poll(() => rows.count()).toBe(6);
  });
});
