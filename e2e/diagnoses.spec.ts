import { nowMs } from '@chairside/domain';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import {
  cell,
  createPatient,
  dataRows,
  downloaded,
  openFromSidebar,
  pickReference,
  rowAction,
  rowOf,
  sawToast,
  search,
  showCharts,
  typeDate,
} from './support/ui';

afterAll(closeBrowser);

describe('diagnoses', () => {
  it('a dentist records a diagnosis, changes its severity in the grid, and sees the change in its audit trail', async () => {
    const condition = `Cracked cusp E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Diagnoses', '/diagnosis');
    await showCharts(page);
    await page.getByText('Diagnoses over time').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Diagnosis' });
    await pickReference(page, form, 'Patient', 'a');
    await pickReference(page, form, 'Doctor', 'Dr');
    await typeDate(form, 'Diagnosis Date', '203004011015');
    await form.getByRole('textbox', { name: 'Condition' }).fill(condition);
    await form.getByRole('button', { name: 'Save' }).click();
    await sawToast(page, 'New item has been created.');

    const row = rowOf(page, 'Diagnoses', condition);
    await row.waitFor();
    expect(await cell(row, 'severity').textContent()).toBe('Mild');
    await cell(row, 'severity').dblclick();
    await page.getByRole('option', { name: 'Severe', exact: true }).click();
    await sawToast(page, 'Diagnosis updated');
    await expect.poll(() => cell(row, 'severity').textContent()).toBe('Severe');

    await rowAction(page, row, 'View');
    const view = page.getByRole('dialog', { name: condition });
    await view.getByRole('heading', { name: 'Audit trail' }).waitFor();
    await view.getByText('by dentist').first().waitFor();
    await view.getByText('Severe').last().waitFor();
    // A side drawer beside the grid, not a modal over it: no backdrop, the grid stays in use.
    expect(await view.getAttribute('aria-modal')).toBe('false');
    expect(await page.locator('.MuiBackdrop-root:visible').count()).toBe(0);
    const box = await view.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(width);
    expect(box?.width ?? width).toBeLessThan(width / 2);
    await row.getByRole('checkbox', { name: 'Select row' }).check();
    expect(await row.getByRole('checkbox', { name: 'Select row' }).isChecked()).toBe(true);
    // The detail's download holds this diagnosis only, as it now reads.
    const xlsx = await downloaded(page, () => view.getByRole('button', { name: 'Download Excel' }).click());
    expect(xlsx.name).toBe('diagnoses.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows =
      sheet
        ?.getSheetValues()
        .filter(Boolean)
        .map((r) => (r as unknown[]).map((v) => String(v ?? ''))) ?? [];
    expect(rows).toHaveLength(2);
    const [header = [], record = []] = rows;
    expect(record[header.indexOf('Condition')]).toBe(condition);
    expect(record[header.indexOf('Severity')]).toBe('Severe');
  });

  it('a dentist filters the diagnoses by condition: the grid keeps the one typed, and all come back when cleared', async () => {
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Diagnoses', '/diagnosis');
    const name = `Filtered patient ${nowMs()}`;
    const patient = await createPatient(page, name);
    const doctors = await page.request.get('/api/doctors?pageSize=1');
    const doctor = ((await doctors.json()) as { items: { id: number }[] }).items[0]?.id;
    const conditions = [`Abfraction ${name}`, `Attrition ${name}`];
    for (const condition of conditions) {
      const res = await page.request.post('/api/diagnoses', {
        data: { patient, doctor, diagnosisDate: '2030-04-01T10:15:00.000Z', condition },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await search(page, name);
    await expect.poll(() => dataRows(page, 'Diagnoses').count()).toBe(2);

    const filter = page.getByRole('main').getByRole('textbox', { name: 'Condition' });
    await filter.fill(conditions[1] ?? '');
    await expect.poll(() => dataRows(page, 'Diagnoses').count()).toBe(1);
    await rowOf(page, 'Diagnoses', conditions[1] ?? '').waitFor();
    // The box keeps what was typed while the grid follows it.
    expect(await filter.inputValue()).toBe(conditions[1]);

    await filter.fill('');
    await expect.poll(() => dataRows(page, 'Diagnoses').count()).toBe(2);
    await expectAccessible(page);
  });
});
