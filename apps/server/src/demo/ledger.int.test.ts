import { type AnyResource, createSchema, expenses, incomes, inventoryItems } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bodyOf, type DemoRecord, useSeededDemo } from '../test/demo.js';

/** The demo money records and stock: valid as the API would take them, a year of data, every chip and view shown. */

const demo = useSeededDemo('ledger-check-admin');
const get = async <T>(url: string): Promise<T> => (await demo.get(url)).json<T>();

const validAll = async (def: AnyResource) => {
  const [row] = await demo.ctx.database.rows<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(def.table)}`,
  );
  for (let page = 1; page <= Math.ceil((row?.n ?? 0) / 100); page++) {
    const { items } = await get<{ items: DemoRecord[] }>(`/api/${def.name}?pageSize=100&page=${page}`);
    for (const record of items) {
      expect(createSchema(def).safeParse(bodyOf(def, record)).error?.issues ?? []).toEqual([]);
    }
  }
  return row?.n ?? 0;
};

describe('demo ledger', () => {
  it('has a year of valid expenses and incomes, in every month', async () => {
    expect(await validAll(expenses)).toBeGreaterThan(60);
    expect(await validAll(incomes)).toBeGreaterThan(200);
    for (const table of ['expenses', 'incomes']) {
      const [row] = await demo.ctx.database.rows<{ months: number }>(
        sql`select count(distinct date_trunc('month', transaction_date))::int as months from ${sql.identifier(table)}`,
      );
      expect(row?.months).toBeGreaterThanOrEqual(12);
    }
  });

  it('fills every tile and every category of the charts', async () => {
    const s = await get<{ tiles: { value: string }[]; charts: { points: unknown[] }[] }>('/api/expenses/summary');
    for (const tile of s.tiles) expect(Number(tile.value)).toBeGreaterThan(0);
    expect(s.charts[0]?.points).toHaveLength(5);
    const i = await get<{ tiles: { value: string }[] }>('/api/incomes/summary');
    for (const tile of i.tiles) expect(Number(tile.value)).toBeGreaterThan(0);
  });
});

describe('demo inventory', () => {
  it('is valid, with low-stock, out-of-stock and expired items to show', async () => {
    expect(await validAll(inventoryItems)).toBeGreaterThan(10);
    const count = async (query: string) => (await get<{ total: number }>(`/api/inventory-items?${query}`)).total;
    expect(await count('view=lowStock')).toBeGreaterThanOrEqual(3);
    expect(await count('view=expired')).toBeGreaterThanOrEqual(2);
    expect(await count('status=Out%20of%20Stock')).toBeGreaterThanOrEqual(1);
  });
});
