import { describe, expect, it } from 'vitest';
import { expiryTone, inventoryItems, quantityTone } from './inventory-items.js';
import { createSchema } from './resource.js';

describe('inventory item chips', () => {
  it('quantity: none left is an error, at or under the reorder level (10 when unset) a warning, else success', () => {
    expect(quantityTone({ quantity: 0, reorderLevel: 0 })).toBe('error');
    expect(quantityTone({ quantity: 0 })).toBe('error');
    expect(quantityTone({ quantity: 4, reorderLevel: 5 })).toBe('warning');
    expect(quantityTone({ quantity: 5, reorderLevel: 5 })).toBe('warning');
    expect(quantityTone({ quantity: 6, reorderLevel: 5 })).toBe('success');
    expect(quantityTone({ quantity: 10, reorderLevel: null })).toBe('warning');
    expect(quantityTone({ quantity: 11 })).toBe('success');
    expect(quantityTone({ quantity: 30, reorderLevel: 50 })).toBe('warning');
    expect(quantityTone({})).toBeNull();
  });

  it('expiry: an error once the date is past; no chip without a date', () => {
    expect(expiryTone({ expiryDate: '2026-03-01' }, '2026-03-02')).toBe('error');
    expect(expiryTone({ expiryDate: '2026-03-02' }, '2026-03-02')).toBe('default');
    expect(expiryTone({ expiryDate: null }, '2026-03-02')).toBeNull();
  });

  it('an item needs name, category, quantity and unit; status starts In Stock', () => {
    const parsed = createSchema(inventoryItems).parse({
      name: 'Gauze',
      category: 'Consumables',
      quantity: 3,
      unit: 'pack',
    });
    expect(parsed).toMatchObject({ status: 'In Stock' });
  });
});
