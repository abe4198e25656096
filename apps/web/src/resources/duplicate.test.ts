import { defineResource, medicaments, text } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { duplicateValues } from './duplicate';
import type { ResourceRecord } from './types';

const base = { id: 7, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z', version: 3 };

describe('duplicateValues', () => {
  it('copies every field the client writes, never the id, timestamps, version or labels', () => {
    const record: ResourceRecord = {
      ...base,
      name: 'Advil 400 mg',
      manufacturerId: 4,
      activeIngredients: [{ ingredient: 'Ibuprofen', concentration: '400 mg' }],
      pricePerUnit: '0.18',
      status: 'Available',
      archivedAt: null,
      labels: { manufacturerId: 'Pfizer' },
    };
    const copy = duplicateValues(medicaments, record);
    expect(copy).toMatchObject({
      name: 'Advil 400 mg',
      manufacturerId: 4,
      activeIngredients: [{ ingredient: 'Ibuprofen', concentration: '400 mg' }],
      pricePerUnit: '0.18',
    });
    for (const key of ['id', 'createdAt', 'updatedAt', 'version', 'labels', 'archivedAt'])
      expect(copy).not.toHaveProperty(key);
  });

  it('leaves empty what must differ: unique values and numbers the server hands out', () => {
    const def = defineResource({
      name: 'cards',
      table: 'cards',
      label: 'Card',
      plural: 'Cards',
      titleField: 'holder',
      fields: {
        holder: text({ label: 'Holder', required: true }),
        licence: text({ label: 'Licence', unique: true }),
        number: text({ label: 'Number', generated: { prefix: 'C-', digits: 4 } }),
      },
      list: { columns: ['holder'] },
      permissions: { read: null, write: 'settings.manage' },
    });
    expect(duplicateValues(def, { ...base, holder: 'Ada', licence: 'L-1', number: 'C-0007' })).toEqual({
      holder: 'Ada',
    });
  });
});
