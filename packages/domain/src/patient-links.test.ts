import { describe, expect, it } from 'vitest';
import { chartEntries } from './chart-entries.js';
import { choices, fieldSchema } from './fields.js';
import { invoices } from './invoices.js';
import { patientLinks } from './patient-links.js';
import { payments } from './payments.js';

describe('references between records of a patient', () => {
  it('are every reference of a patient’s record to another patient’s record type', () => {
    expect(patientLinks(payments).map((l) => l.key)).toEqual(['appointment', 'invoice']);
    // The procedure record's plan and invoice are the same patient's too.
    expect(patientLinks(chartEntries).map((l) => l.key)).toEqual(['diagnosis', 'plan', 'invoice', 'appointment']);
    expect(patientLinks(invoices).map((l) => [l.key, l.message])).toEqual([
      ['appointment', 'Appointment belongs to another patient'],
    ]);
  });
});

describe('surfaces', () => {
  it('are a set: a repeated one is refused', () => {
    const surfaces = fieldSchema(choices({ label: 'Surfaces', options: ['M', 'O', 'D'] }));
    expect(surfaces.safeParse(['M', 'O']).success).toBe(true);
    expect(surfaces.safeParse(['M', 'M']).error?.issues[0]?.message).toBe('Surfaces: each entry at most once');
  });
});
