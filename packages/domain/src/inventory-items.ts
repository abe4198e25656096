import { type ChipColor, choice, date, integer, longText, reference, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';
import { type ListView, matchesView } from './views.js';

/** Spec 001 §9. */
export const INVENTORY_CATEGORIES = ['Dental Tools', 'Consumables', 'Medicines', 'Equipment', 'Other'] as const;
export const INVENTORY_UNITS = ['pcs', 'box', 'pack', 'bottle', 'tube', 'ml', 'g', 'kg', 'L', 'other'] as const;

/**
 * Spec 001 §4: chosen from the list, In Stock on create; but the status reads
 * what the record implies when its dates and quantities say so: Expired past
 * the expiry date, Out of Stock at quantity 0, Low Stock at or below the
 * reorder level (chips, tiles, filters and exports agree).
 */
export const INVENTORY_STATUSES = ['In Stock', 'Low Stock', 'Out of Stock', 'Expired'] as const;
export const INVENTORY_STATUS_COLORS = {
  'In Stock': 'success',
  'Low Stock': 'warning',
  'Out of Stock': 'error',
  Expired: 'error',
} as const;

/** The reorder level of an item that has none: spec 001 §2 warns under 10. */
export const DEFAULT_REORDER_LEVEL = 10;

/**
 * Low stock: the quantity is at or below the item's reorder level (the point
 * where it must be reordered), 10 when the item has none.
 */
export const LOW_STOCK_VIEW: ListView<'quantity' | 'reorderLevel'> = {
  name: 'lowStock',
  label: 'Low stock',
  where: [{ field: 'quantity', op: 'lte', otherField: 'reorderLevel', otherDefault: DEFAULT_REORDER_LEVEL }],
};

/** Expired: the expiry date is before today. */
export const EXPIRED_VIEW: ListView<'expiryDate'> = {
  name: 'expired',
  label: 'Expired',
  where: [{ field: 'expiryDate', op: 'lt', today: true }],
};

/** Quantity chip: none left is an error, low stock a warning, otherwise fine. */
export function quantityTone(item: Readonly<Record<string, unknown>>): ChipColor | null {
  if (typeof item.quantity !== 'number') return null;
  if (item.quantity === 0) return 'error';
  return matchesView(LOW_STOCK_VIEW, item, '') ? 'warning' : 'success';
}

/** Expiry chip: an error once the date is past. */
export function expiryTone(item: Readonly<Record<string, unknown>>, today: string): ChipColor | null {
  if (typeof item.expiryDate !== 'string' || item.expiryDate === '') return null;
  return matchesView(EXPIRED_VIEW, item, today) ? 'error' : 'default';
}

/** Spec 001 "Inventory items": the clinic's stock of tools, consumables and medicines. */
export const inventoryItems = defineResource({
  ...RESOURCE_CATALOGUE.inventoryItems,
  table: 'inventory_items',
  titleField: 'name',
  fields: {
    name: text({ label: 'Name', required: true, max: 150 }),
    category: choice({ label: 'Category', required: true, options: INVENTORY_CATEGORIES }),
    quantity: integer({ label: 'Quantity', required: true, min: 0, max: 1_000_000, tone: quantityTone }),
    unit: choice({ label: 'Unit', required: true, options: INVENTORY_UNITS }),
    reorderLevel: integer({
      label: 'Reorder Level',
      min: 0,
      max: 1_000_000,
      help: `Low stock at or below this quantity (${DEFAULT_REORDER_LEVEL} when empty).`,
    }),
    expiryDate: date({ label: 'Expiry Date', tone: expiryTone }),
    status: choice({
      label: 'Status',
      required: true,
      options: INVENTORY_STATUSES,
      default: 'In Stock',
      colors: INVENTORY_STATUS_COLORS,
      derived: [
        { value: 'Expired', when: EXPIRED_VIEW.where },
        { value: 'Out of Stock', when: [{ field: 'quantity', op: 'eq', value: 0 }] },
        { value: 'Low Stock', when: [...LOW_STOCK_VIEW.where, { field: 'status', notIn: ['Out of Stock'] }] },
      ],
    }),
    clinicId: reference({ label: 'Clinic', resource: 'clinics' }),
    notes: longText({ label: 'Notes', max: 2000, emptyText: 'No notes' }),
  },
  list: {
    columns: ['name', 'category', 'quantity', 'unit', 'reorderLevel', 'expiryDate', 'status', 'clinicId'],
    search: ['name', 'notes'],
    filters: ['category', 'status', 'clinicId'],
    sortable: ['name', 'category', 'quantity', 'reorderLevel', 'expiryDate', 'status'],
    defaultSort: 'name',
    pageSize: 5,
    pageSizeOptions: [5, 10, 20],
    views: [LOW_STOCK_VIEW, EXPIRED_VIEW],
  },
  messages: {
    confirmDelete: 'Are you sure you want to delete "{{name}}"?',
    deleteFailed: 'Failed to delete item.',
    empty: 'No inventory items found.',
    noneSelected: 'No inventory item selected.',
  },
  sections: [
    { title: 'Item', fields: ['name', 'category', 'status', 'clinicId'] },
    { title: 'Stock', fields: ['quantity', 'unit', 'reorderLevel', 'expiryDate'] },
    { title: 'Notes', fields: ['notes'] },
  ],
});
