import { medicaments } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../i18n/useTranslation';
import type { FormatContext } from './format';
import { changeTexts } from './historyText';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;
const ctx: FormatContext = { t, language: 'en', dateFormat: 'DD-MM-YYYY', currency: 'EUR', currencySymbol: '€' };

describe('changeTexts', () => {
  it('labels each change and formats its values like the detail view, in the order of the fields', () => {
    const rows = changeTexts(
      medicaments,
      [
        { field: 'pricePerUnit', from: '0.18', to: '0.25' },
        { field: 'manufacturerId', from: 3, to: 5, fromLabel: 'Pfizer', toLabel: 'Bayer' },
        { field: 'status', from: 'Available', to: 'Unavailable' },
        { field: 'expirationDate', from: null, to: '2027-01-31' },
      ],
      ctx,
    );
    expect(rows).toEqual([
      { field: 'manufacturerId', label: '«Manufacturer»', from: 'Pfizer', to: 'Bayer' },
      { field: 'status', label: '«Status»', from: '«Available»', to: '«Unavailable»' },
      { field: 'pricePerUnit', label: '«Price per Unit»', from: '€0.18', to: '€0.25' },
      { field: 'expirationDate', label: '«Expiration Date»', from: '', to: '31-01-2027' },
    ]);
  });

  it('shows ingredients and lists as text, and a field the record type no longer has by its key', () => {
    const rows = changeTexts(
      medicaments,
      [
        { field: 'activeIngredients', from: [], to: [{ ingredient: 'Ibuprofen', concentration: '400 mg' }] },
        { field: 'sideEffects', from: ['Nausea'], to: ['Nausea', 'Dizziness'] },
        { field: 'oldField', from: { a: 1 }, to: 'x' },
      ],
      ctx,
    );
    expect(rows).toEqual([
      { field: 'activeIngredients', label: '«Active Ingredients»', from: '', to: 'Ibuprofen · 400 mg' },
      { field: 'sideEffects', label: '«Side Effects»', from: 'Nausea', to: 'Nausea, Dizziness' },
      { field: 'oldField', label: 'oldField', from: '{"a":1}', to: 'x' },
    ]);
  });
});
