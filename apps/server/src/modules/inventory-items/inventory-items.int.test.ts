import { inventoryItems, LOW_STOCK_VIEW, matchesView } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { clinicInput, errorMap, expectProblem } from '../../test/http.js';

/** Inventory items: the spec's rules, the Low stock and Expired views computed in SQL, deleting, access. */

type Rec = Record<string, unknown> & { id: number; version: number };
interface Page {
  items: Rec[];
  total: number;
}

let ctx: TestContext;
let assistant: string;
let dentist: string;
let today: string;
let clinicId: number;

/** The database's date, plus or minus some days: what `app_today()` compares with. */
const dayFrom = async (days: number): Promise<string> => {
  const [row] = await ctx.database.rows<{ d: string }>(sql`select (app_today() + ${days}::int)::text as d`);
  return row!.d;
};

beforeAll(async () => {
  ctx = await createTestContext();
  assistant = await ctx.signIn('Assistant');
  dentist = await ctx.signIn('Dentist');
  today = await dayFrom(0);
  const admin = await ctx.signIn('Admin');
  const clinic = await ctx.app.inject({
    method: 'POST',
    url: '/api/clinics',
    headers: { cookie: admin },
    payload: { ...clinicInput({ name: 'Stock Clinic' }) },
  });
  clinicId = clinic.json<{ id: number }>().id;
});
afterAll(() => ctx.close());

const post = (body: Record<string, unknown>, cookie = assistant) =>
  ctx.app.inject({ method: 'POST', url: '/api/inventory-items', headers: { cookie }, payload: body });
const create = async (body: Record<string, unknown>): Promise<Rec> => {
  const res = await post({ category: 'Consumables', unit: 'box', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rec>();
};
const list = async (query: string): Promise<Page> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/inventory-items?pageSize=100&${query}`,
    headers: { cookie: assistant },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const names = (p: Page) => p.items.map((r) => r.name).sort();

describe('/api/inventory-items', () => {
  it('creates an item In Stock by default, with its clinic named', async () => {
    const item = await create({ name: 'Nitrile gloves M', quantity: 40, reorderLevel: 10, clinicId });
    expect(item).toMatchObject({
      status: 'In Stock',
      quantity: 40,
      unit: 'box',
      notes: null,
      expiryDate: null,
      labels: { clinicId: 'Stock Clinic' },
    });
  });

  it('requires name, category, quantity and unit; quantity and reorder level are whole numbers from 0', async () => {
    let res = await post({});
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      name: 'Name is required',
      category: 'Category is required',
      quantity: 'Quantity is required',
      unit: 'Unit is required',
    });
    res = await post({ name: 'Bad', category: 'Food', unit: 'crate', quantity: -1, reorderLevel: 2.5 });
    expectProblem(res, 422);
    expect(errorMap(res)).toEqual({
      category: 'Category must be one of: Dental Tools, Consumables, Medicines, Equipment, Other',
      unit: 'Unit must be one of: pcs, box, pack, bottle, tube, ml, g, kg, L, other',
      quantity: 'Quantity must be at least 0',
      reorderLevel: 'Reorder Level must be a whole number',
    });
  });

  it('Low stock: at or below the reorder level, 10 when unset; Expired: before today (SQL and domain agree)', async () => {
    const tag = 'view-check';
    const fixtures: Record<string, unknown>[] = [
      { name: `${tag} empty`, quantity: 0, reorderLevel: 5 },
      { name: `${tag} at level`, quantity: 5, reorderLevel: 5 },
      { name: `${tag} above level`, quantity: 6, reorderLevel: 5 },
      { name: `${tag} nine unset`, quantity: 9 },
      { name: `${tag} ten unset`, quantity: 10 },
      { name: `${tag} eleven unset`, quantity: 11 },
      { name: `${tag} zero level`, quantity: 0, reorderLevel: 0 },
      { name: `${tag} expired`, quantity: 50, expiryDate: await dayFrom(-1) },
      { name: `${tag} expires today`, quantity: 50, expiryDate: today },
      { name: `${tag} expires later`, quantity: 50, expiryDate: await dayFrom(30) },
    ];
    const stored = [];
    for (const f of fixtures) stored.push(await create(f));

    const low = await list(`q=${tag}&view=lowStock`);
    expect(names(low)).toEqual(
      [`${tag} at level`, `${tag} empty`, `${tag} nine unset`, `${tag} ten unset`, `${tag} zero level`].sort(),
    );
    const expired = await list(`q=${tag}&view=expired`);
    expect(names(expired)).toEqual([`${tag} expired`]);

    // The chip colours of the web read the same declaration: same answer for every item.
    const lowNames = new Set(names(low));
    for (const item of stored) expect(matchesView(LOW_STOCK_VIEW, item, today)).toBe(lowNames.has(item.name as string));
    const expiredView = inventoryItems.list.views?.find((v) => v.name === 'expired');
    for (const item of stored) expect(matchesView(expiredView!, item, today)).toBe(item.name === `${tag} expired`);
  });

  it('views combine with search and filters, and an unknown view is refused', async () => {
    const tag = 'combo-check';
    await create({ name: `${tag} gauze`, category: 'Consumables', quantity: 1 });
    await create({ name: `${tag} forceps`, category: 'Dental Tools', quantity: 1, unit: 'pcs' });
    expect(names(await list(`q=${tag}&view=lowStock&category=Dental%20Tools`))).toEqual([`${tag} forceps`]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/inventory-items?view=everything',
      headers: { cookie: assistant },
    });
    expectProblem(res, 400);
    expect(errorMap(res)).toEqual({ view: 'view: choose from lowStock, expired' });
  });

  it('the low-stock view has a partial index of its rows', async () => {
    const [index] = await ctx.database.rows<{ def: string }>(
      sql`select indexdef as def from pg_indexes where indexname = 'inventory_items_low_stock_view'`,
    );
    expect(index?.def).toMatch(/WHERE \(quantity <= COALESCE\(reorder_level, 10\)\)/);
  });

  it('deletes an item (it is gone: 404 after), and only Manage Inventory may see or change stock', async () => {
    const item = await create({ name: 'Old X-ray film', quantity: 2 });
    const del = (cookie: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/inventory-items/${item.id}`, headers: { cookie } });
    expectProblem(await del(dentist), 403);
    expect((await del(assistant)).statusCode).toBe(204);
    expectProblem(await del(assistant), 404);
    expectProblem(
      await ctx.app.inject({ method: 'GET', url: '/api/inventory-items', headers: { cookie: dentist } }),
      403,
    );
    expectProblem(await post({ name: 'Sneaky', category: 'Other', unit: 'pcs', quantity: 1 }, dentist), 403);
  });
});
