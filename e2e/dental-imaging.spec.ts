import { nowMs } from '@chairside/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { radiographJpeg, sampleDicom } from '../apps/server/src/modules/dental-images/sample-images';
import { closeBrowser, expectAccessible, newPage, signIn } from './support/browser';
import { jpeg2000Dicom } from './support/j2k-dicom';
import { choose, createPatient, pickReference, sawToast } from './support/ui';

afterAll(closeBrowser);

/** The little of the DOM the drop reads (the e2e project compiles without the DOM library). */
interface DropGlobals {
  DataTransfer: new () => { items: { add(file: unknown): void } };
  File: new (parts: unknown[], name: string, options: { type: string }) => unknown;
  atob(b64: string): string;
}

/** Drops files on an element as a file manager does: a `drop` event carrying them in its DataTransfer. */
async function dropFiles(page: Page, selector: string, files: { name: string; bytes: Buffer }[]): Promise<void> {
  const payload = files.map((f) => ({ name: f.name, b64: f.bytes.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const g = globalThis as unknown as DropGlobals;
    const dt = new g.DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(g.atob(f.b64), (c) => c.charCodeAt(0));
      dt.items.add(new g.File([bytes], f.name, { type: 'image/jpeg' }));
    }
    return dt;
  }, payload);
  await page.locator(selector).dispatchEvent('dragover', { dataTransfer });
  await page.locator(selector).dispatchEvent('drop', { dataTransfer });
}

/** Whether every image under this locator has arrived and been decoded (a thumbnail the server made). */
const allDecoded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((imgs) =>
      imgs.every((img) => (img as unknown as { complete: boolean; naturalWidth: number }).naturalWidth > 0),
    );

/** The little of a canvas the pixel check reads. */
interface Canvas2d {
  width: number;
  height: number;
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } };
}

/** A fingerprint of what the DICOM view's canvas shows: its distinct grey levels and their sum. */
const canvasGreys = (page: Page) =>
  page
    .locator('[data-testid="dicom-view"] canvas')
    .first()
    .evaluate((el) => {
      const canvas = el as unknown as Canvas2d;
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      const levels = new Set<number>();
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) {
        levels.add(data[i] as number);
        sum += data[i] as number;
      }
      return { levels: levels.size, sum };
    });

/** Adds one DICOM file to a new patient from the Images tab and opens it in the viewer. */
async function openDicom(page: Page, kind: string, dicom: (name: string) => Buffer) {
  await signIn(page, 'dentist');
  const name = `${kind} Patient ${nowMs()}`;
  const id = await createPatient(page, name);
  await page.goto(`/patient/${id}?tab=images`);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add Dental Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Dental Image' });
  await choose(page, dialog, 'Imaging Type', 'X-Ray');
  await dropFiles(page, '[data-testid="image-drop-zone"]', [{ name: 'sensor.dcm', bytes: dicom(name) }]);
  await dialog.getByRole('button', { name: 'Add Image' }).click();
  await sawToast(page, 'The image has been added.');
  await page
    .getByRole('list', { name: 'Images' })
    .getByRole('button', { name: /^Open X-Ray/ })
    .click();
  return page.getByRole('dialog', { name: new RegExp(`^${name}: image 1 of 1$`) });
}

describe('dental imaging', () => {
  it('a dentist drops two radiographs, sees their thumbnails, zooms, inverts, compares and marks one Reviewed', async () => {
    const { page } = await newPage();
    await signIn(page, 'dentist');
    const name = `Imaging Patient ${nowMs()}`;
    const id = await createPatient(page, name);
    await page.goto(`/patient/${id}?tab=images`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('No dental images found.').waitFor();

    await page.getByRole('button', { name: 'Add Dental Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Dental Image' });
    const add = dialog.getByRole('button', { name: 'Add Image' });
    // Nothing to add yet: no type, no file.
    expect(await add.isDisabled()).toBe(true);
    await choose(page, dialog, 'Imaging Type', 'X-Ray');
    expect(await add.isDisabled()).toBe(true);
    await dropFiles(page, '[data-testid="image-drop-zone"]', [
      { name: 'bitewing-right.jpg', bytes: await radiographJpeg(800, 600, 1) },
      { name: 'bitewing-left.jpg', bytes: await radiographJpeg(800, 600, 2) },
    ]);
    await dialog.getByText('bitewing-right.jpg').waitFor();
    await dialog.getByText('bitewing-left.jpg').waitFor();
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await sawToast(page, 'The images have been added.');
    await dialog.waitFor({ state: 'detached' });

    // Two cards, each with the thumbnail the server made.
    const cards = page.getByRole('list', { name: 'Images' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(2);
    await expect.poll(() => allDecoded(page, '[role="list"] img')).toBe(true);
    await expectAccessible(page);

    // The preview: the first of the series, zoomed in, inverted, then the next one beside it.
    await cards
      .first()
      .getByRole('button', { name: /^Open X-Ray/ })
      .click();
    const viewer = page.getByRole('dialog', { name: new RegExp(`^${name}: image \\d of 2$`) });
    await viewer.waitFor();
    await viewer.getByText('Zoom 100%').waitFor();
    const picture = viewer.getByTestId('viewer-image').first();
    // A click measures only once the picture is in (its size is read on load): on a busy machine that is later.
    await expect.poll(() => allDecoded(page, '[role="dialog"] [data-testid="viewer-image"]')).toBe(true);
    // A length between two points, in pixels (a JPEG has no pixel spacing; a DICOM file's gives mm).
    await viewer.getByRole('button', { name: 'Measure' }).first().click();
    await viewer.getByTestId('measure-result').waitFor();
    const at = (await picture.boundingBox())!;
    await page.mouse.click(at.x + 20, at.y + 20);
    await page.mouse.click(at.x + 140, at.y + 110);
    await expect.poll(() => viewer.getByTestId('measure-result').textContent()).toMatch(/^Length \d+ px$/);
    await viewer.getByRole('button', { name: 'Measure' }).first().click();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => viewer.getByText(/^Zoom \d+%$/).textContent()).not.toBe('Zoom 100%');
    await viewer.getByLabel('Invert').check();
    await expect
      .poll(() => picture.evaluate((img) => (img as unknown as { style: { filter: string } }).style.filter))
      .toContain('invert(1)');
    await viewer.getByRole('combobox', { name: 'Compare with' }).click();
    await page.getByRole('option').filter({ hasText: 'X-Ray' }).first().click();
    await expect.poll(() => viewer.getByTestId('viewer-image').count()).toBe(2);
    await expectAccessible(page);

    await viewer.getByRole('button', { name: 'Mark Reviewed' }).click();
    const review = page.getByRole('dialog', { name: 'Mark Reviewed' });
    await review.getByRole('textbox', { name: 'Diagnosis Notes' }).fill('No caries; bone levels normal.');
    await review.getByRole('button', { name: 'Save Review' }).click();
    await sawToast(page, 'The image has been reviewed.');
    await expect.poll(() => viewer.getByTestId('viewer-status').textContent()).toBe('Reviewed');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('list', { name: 'Images' }).getByText('Reviewed').waitFor();
  });

  it('lists images with thumbnails on /dental-imaging, filtered by patient', async () => {
    const { page } = await newPage();
    await signIn(page, 'dentist');
    const name = `Grid Patient ${nowMs()}`;
    await createPatient(page, name);
    await page.goto('/dental-imaging');
    await page.getByRole('heading', { name: 'Dental Imaging', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Dental Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Dental Image' });
    await pickReference(page, dialog, 'Patient', name, name);
    await choose(page, dialog, 'Imaging Type', 'Panoramic');
    await dropFiles(page, '[data-testid="image-drop-zone"]', [
      { name: 'pano.jpg', bytes: await radiographJpeg(1000, 500, 4) },
    ]);
    await dialog.getByRole('button', { name: 'Add Image' }).click();
    await sawToast(page, 'The image has been added.');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: /^Open Panoramic/ }).waitFor();
    await expect.poll(() => allDecoded(page, '[role="row"] img')).toBe(true);
    await expectAccessible(page);
  });

  it('marks the teeth an image shows on the chart, and lists the selected tooth’s images', async () => {
    const { page } = await newPage();
    await signIn(page, 'dentist');
    const name = `Tooth Images Patient ${nowMs()}`;
    const id = await createPatient(page, name);
    const res = await page.request.post('/api/dental-images/upload', {
      multipart: {
        patient: String(id),
        imageType: 'X-Ray',
        takenOn: '2026-01-15',
        teeth: '14,15',
        file: { name: 'periapical.jpg', mimeType: 'image/jpeg', buffer: await radiographJpeg(400, 300, 7) },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto(`/patient/${id}?tab=chart`);
    const tooth14 = page.locator('[data-tooth="14"]');
    await expect.poll(() => tooth14.getAttribute('aria-label')).toMatch(/; has images$/);
    expect(await tooth14.locator('[data-mark="images"]').count()).toBe(1);
    expect(await page.locator('[data-tooth="13"] [data-mark="images"]').count()).toBe(0);
    // Enter selects the tooth (a click on a surface would open a new chart entry).
    await tooth14.focus();
    await page.keyboard.press('Enter');
    const images = page.getByRole('region', { name: 'Images of this tooth' });
    await images.getByRole('button', { name: /^Open X-Ray · / }).waitFor();
    await expect.poll(() => allDecoded(page, 'section[aria-label="Images of this tooth"] img')).toBe(true);
  });

  it('shows a DICOM file in the viewer at its own window, changed by dragging and reset', async () => {
    const { page } = await newPage();
    const viewer = await openDicom(page, 'Dicom', (name) => {
      return sampleDicom({
        patientName: name.split(' ').reverse().join('^'),
        patientId: 'E2E-1',
        studyDate: '20260301',
        width: 400,
        height: 300,
        bits: 16,
        window: { center: 2400, width: 2400 },
      });
    });
    // Cornerstone draws the file's 16-bit values from the file's own Window Center/Width.
    const readout = viewer.getByTestId('dicom-window');
    await expect.poll(() => readout.textContent(), { timeout: 30_000 }).toBe('Window 2400 · Level 2400');
    // The file names the record's patient: not flagged; its window is the first preset.
    await expect.poll(() => viewer.getByTestId('viewer-status').textContent()).toBe('Pending');
    await viewer.getByRole('combobox', { name: 'Window preset' }).getByText('The file’s window').waitFor();
    const view = viewer.getByTestId('dicom-view');
    await expect.poll(() => view.locator('canvas').count()).toBeGreaterThan(0);
    // The file's own pixels are drawn: many grey levels, not a blank canvas.
    await expect.poll(async () => (await canvasGreys(page)).levels).toBeGreaterThan(20);
    const before = await canvasGreys(page);
    await expectAccessible(page);

    // A drag sideways widens the window, a drag down raises the level.
    const box = (await view.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 60, y + 40, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => readout.textContent()).not.toBe('Window 2400 · Level 2400');
    const [, width, level] = /^Window (\d+) · Level (\d+)$/.exec((await readout.textContent()) ?? '') ?? [];
    expect(Number(width)).not.toBe(2400);
    expect(Number(level)).not.toBe(2400);
    // The new window is drawn.
    await expect.poll(async () => (await canvasGreys(page)).sum).not.toBe(before.sum);

    // Two clicks measure a length in mm, from the file's pixel spacing (0.1 mm).
    await viewer.getByRole('button', { name: 'Measure' }).click();
    await viewer.getByTestId('measure-result').waitFor();
    await page.mouse.click(x - 50, y);
    await page.mouse.click(x + 50, y);
    await expect.poll(() => viewer.getByTestId('measure-result').textContent()).toMatch(/^Length \d+\.\d mm$/);
    // The wheel zooms in: the picture is drawn larger.
    await viewer.getByRole('button', { name: 'Pan and zoom' }).click();
    const zoomedFrom = (await canvasGreys(page)).sum;
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await canvasGreys(page)).sum).not.toBe(zoomedFrom);
    await viewer.getByRole('button', { name: 'Window/level' }).click();

    await viewer.getByRole('button', { name: 'Reset window' }).click();
    await expect.poll(() => readout.textContent()).toBe('Window 2400 · Level 2400');
  });

  it('shows an RLE-compressed DICOM file, which the server has no preview of, decoded by the viewer', async () => {
    const { page } = await newPage();
    const viewer = await openDicom(page, 'Rle', () =>
      sampleDicom({ patientName: 'Other^Someone', patientId: 'E2E-2', studyDate: '20260301', rle: true }),
    );
    // Decoded in the DICOM loader's worker (bundled by Vite, served from /assets/ whatever the page's address).
    await expect
      .poll(() => viewer.getByTestId('dicom-window').textContent(), { timeout: 30_000 })
      .toMatch(/^Window \d+ · Level \d+$/);
    await expect.poll(async () => (await canvasGreys(page)).levels).toBeGreaterThan(20);
  });

  it('shows a JPEG 2000 DICOM file, decoded by the viewer’s WebAssembly codec', async () => {
    const { page } = await newPage();
    const buffer = await jpeg2000Dicom('Other^Someone');
    const viewer = await openDicom(page, 'Jpeg2000', () => buffer);
    // The file has no window of its own: the values' whole range, 0–3999.
    await expect
      .poll(() => viewer.getByTestId('dicom-window').textContent(), { timeout: 30_000 })
      .toBe('Window 4000 · Level 2000');
    await expect.poll(async () => (await canvasGreys(page)).levels).toBeGreaterThan(20);
  });
});
