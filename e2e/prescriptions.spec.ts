import { nowMs } from '@chairside/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectAccessible, newPage } from './support/browser';
import {
  archiveFromDetail,
  createPatient,
  downloaded,
  findRow,
  openFromSidebar,
  pickReference,
  rowAction,
  rowOf,
  saveCreated,
  typeDate,
} from './support/ui';

afterAll(closeBrowser);

const GRID = 'Prescriptions';
/** A demo medicament made with lidocaine. */
const XYLOCAINE = 'Xylocaine Dental 2% with adrenaline 1:80,000';

describe('prescriptions', () => {
  it('a dentist writes a prescription, is warned of the patient’s allergy while writing it, downloads it and archives it', async () => {
    const patient = `Rx E2E ${nowMs()}`;
    const { page } = await newPage();
    await openFromSidebar(page, 'dentist', 'Prescriptions', '/prescription');
    await rowOf(page, GRID, 'RX-').first().waitFor();
    await expectAccessible(page);
    await createPatient(page, patient, { allergies: ['Lidocaine'] });

    await page.getByRole('button', { name: 'Create' }).click();
    const form = page.getByRole('dialog', { name: 'Create Prescription' });
    await pickReference(page, form, 'Patient', patient.slice(0, 10), patient, { exact: true });
    await pickReference(page, form, 'Doctor', 'Sarah', 'Dr. Sarah Mitchell', { exact: true });
    await pickReference(page, form, 'Clinic', 'Downtown', 'Chairside Downtown', { exact: true });
    await typeDate(form, 'Prescribed On', '20260302');
    // A validity before the prescription is refused next to the field, by the domain's rule.
    await typeDate(form, 'Valid Until', '20260301');
    const medication = form.getByRole('group', { name: 'Medication 1' });
    await pickReference(page, medication, 'Medicament', 'Xylocaine', XYLOCAINE, { exact: true });
    // The form warns as soon as the medicament is chosen, before anything is saved.
    await form.getByText('Warning: Patient is allergic to Lidocaine!').waitFor();
    await medication.getByRole('textbox', { name: 'Dosage' }).fill('1.8 ml');
    await medication.getByRole('textbox', { name: 'Frequency' }).fill('Once');
    await medication.getByRole('spinbutton', { name: 'Duration (days)' }).fill('1');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Valid Until cannot be before the prescription date').first().waitFor();
    await typeDate(form, 'Valid Until', '20260402');
    await expectAccessible(page);
    await saveCreated(page, form);

    const { row, text } = await findRow(page, GRID, patient);
    expect(text).toMatch(/RX-\d{6}/);
    expect(text).toContain('Xylocaine');
    expect(text).toContain('Active');

    // The detail warns of the allergy an ingredient touches, and the PDF downloads.
    await rowAction(page, row, 'View');
    const view = page.getByRole('dialog', { name: /^RX-\d{6}$/ });
    await view.getByText('Warning: Patient is allergic to Lidocaine!').waitFor();
    await expectAccessible(page);
    const file = await downloaded(page, () => view.getByRole('button', { name: 'Download PDF' }).click());
    expect(file.name).toMatch(/^prescription_RX-\d{6}\.pdf$/);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await archiveFromDetail(page, view, row);
  });
});
