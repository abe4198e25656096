import { inventoryItems } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { ResourceRepository } from '../resources/repository.js';
import { demoToday } from './today.js';

/** The demo clinic's day (as in seed.ts): expiry dates are counted from it. */
const inDays = (days: number) => new Date(demoToday() + days * 86_400_000).toISOString().slice(0, 10);

/** Name, category, unit, quantity, reorder level, expiry (days from today), notes. */
const ITEMS: [string, string, string, number, number | null, number | null, string | null][] = [
  ['Nitrile examination gloves (M)', 'Consumables', 'box', 42, 20, 700, null],
  ['Surgical masks, type IIR', 'Consumables', 'box', 8, 15, 500, 'Order from the usual supplier on Mondays.'],
  ['Composite resin A2', 'Consumables', 'tube', 14, 10, 300, null],
  ['Lidocaine 2% with epinephrine', 'Medicines', 'box', 6, 8, 260, 'Keep below 25 °C.'],
  ['Articaine 4% cartridges', 'Medicines', 'box', 12, 6, -25, 'Expired batch: return to the supplier.'],
  ['Chlorhexidine 0.12% rinse', 'Medicines', 'bottle', 0, 6, 400, null],
  ['Amoxicillin 500 mg', 'Medicines', 'pack', 20, 10, -60, null],
  ['Dental mirrors', 'Dental Tools', 'pcs', 60, 20, null, null],
  ['Extraction forceps set', 'Dental Tools', 'pcs', 4, null, null, 'One set is out for repair.'],
  ['Endodontic files, assorted', 'Dental Tools', 'pack', 15, 5, null, null],
  ['LED curing light', 'Equipment', 'pcs', 3, 1, null, null],
  ['Sterilization pouches', 'Consumables', 'box', 30, 10, 900, null],
  ['Impression alginate', 'Consumables', 'pack', 9, 4, -10, null],
  ['Fluoride varnish', 'Medicines', 'tube', 25, 10, 320, null],
  ['Saliva ejectors', 'Consumables', 'pack', 50, 20, null, null],
  ['Ultrasonic scaler tips', 'Equipment', 'pcs', 0, 2, null, 'Back-ordered by the supplier.'],
  ['Cotton rolls', 'Consumables', 'pack', 120, 40, null, null],
  ['Distilled water', 'Other', 'L', 40, 20, null, null],
  ['Glass ionomer cement', 'Consumables', 'g', 250, 100, 180, null],
];

/** The stock of the demo clinics: most items fine, a few low, out of stock or expired. */
export async function seedInventory(rows: Rows): Promise<void> {
  const clinics = (await rows<{ id: number }>(sql`select id from clinics order by id`)).map((r) => Number(r.id));
  const repo = new ResourceRepository(inventoryItems);
  for (const [i, [name, category, unit, quantity, reorderLevel, expiry, notes]] of ITEMS.entries()) {
    const expired = expiry !== null && expiry < 0;
    const low = quantity <= (reorderLevel ?? 10);
    await repo.insert(rows, {
      name,
      category,
      unit,
      quantity,
      reorderLevel,
      expiryDate: expiry === null ? null : inDays(expiry),
      status: expired ? 'Expired' : quantity === 0 ? 'Out of Stock' : low ? 'Low Stock' : 'In Stock',
      clinicId: clinics.length ? clinics[i % clinics.length] : null,
      notes,
    });
  }
}
