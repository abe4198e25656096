import { describe, expect, it } from 'vitest';
import { count, isComputed } from './fields.js';
import { medicamentManufacturers } from './medicament-manufacturers.js';
import { medicaments, toggledMedicamentStatus } from './medicaments.js';
import { createSchema, writableFields } from './resource.js';

describe('medicament status switch', () => {
  it('flips Available and Unavailable; an expired medicament has no switch', () => {
    expect(toggledMedicamentStatus('Available')).toBe('Unavailable');
    expect(toggledMedicamentStatus('Unavailable')).toBe('Available');
    expect(toggledMedicamentStatus('Expired')).toBeNull();
    expect(toggledMedicamentStatus(undefined)).toBeNull();
  });
});

describe('medicament form rules', () => {
  it('drops the blank ingredient rows an editor leaves', () => {
    const shape = createSchema(medicaments).shape as Record<string, { parse(v: unknown): unknown }>;
    expect(
      shape.activeIngredients?.parse([
        { ingredient: 'Lidocaine', concentration: '20 mg/mL' },
        { ingredient: '', concentration: '  ' },
      ]),
    ).toEqual([{ ingredient: 'Lidocaine', concentration: '20 mg/mL' }]);
  });
});

describe('computed counts', () => {
  it('are read-only: never in a form or a request body', () => {
    const f = count({ label: 'Medicaments Supplied', resource: 'medicaments', field: 'manufacturerId' });
    expect(f).toMatchObject({
      kind: 'integer',
      readOnly: true,
      countOf: { resource: 'medicaments', field: 'manufacturerId' },
    });
    expect(isComputed(f)).toBe(true);
    expect(writableFields(medicamentManufacturers).map(([k]) => k)).not.toContain('medicamentsSupplied');
  });
});
