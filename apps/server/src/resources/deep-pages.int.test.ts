import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { LANDMARK_EVERY } from './repository.js';

/**
 * Pages past the first {@link LANDMARK_EVERY} records start their walk from a landmark (the sort keys
 * of every LANDMARK_EVERY-th record, cached while the table is unchanged): they must hold exactly the
 * records a plain OFFSET gives, in every sort, also right after a write moved everything along.
 */

const RECORDS = 2 * LANDMARK_EVERY + 600;
const PAGE_SIZE = 20;

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  // Mixed case (the name sorts case-insensitively) and one created_at for all (ties broken by id).
  await ctx.database.rows(sql`
    insert into medicament_categories (name, description)
    select case when n % 3 = 0 then 'CATEGORY ' else 'category ' end || lpad(((n * 7919) % ${RECORDS})::text, 5, '0'), ''
    from generate_series(1, ${RECORDS}) n`);
});
afterAll(() => ctx.close());

const page = async (sort: string, n: number) => {
  const res = await ctx.app.inject({
    url: `/api/medicament-categories?sort=${sort}&page=${n}&pageSize=${PAGE_SIZE}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: number }[]; total: number }>();
};

const ORDER: Record<string, string> = {
  name: 'lower(name), id',
  '-name': 'lower(name) desc, id desc',
  createdAt: 'created_at, id',
  '-createdAt': 'created_at desc, id desc',
};

const byOffset = async (sort: string, n: number) =>
  (
    await ctx.database.rows<{ id: number }>(
      sql`select id::int as id from medicament_categories order by ${sql.raw(ORDER[sort] ?? 'id')}
          limit ${PAGE_SIZE} offset ${(n - 1) * PAGE_SIZE}`,
    )
  ).map((r) => r.id);

// Pages that start exactly on a landmark, just after one, between two, and the last (short) page.
const DEEP_PAGES = [LANDMARK_EVERY / PAGE_SIZE + 1, LANDMARK_EVERY / PAGE_SIZE + 2, 99, 101, 130, 131];

describe('deep pages', () => {
  it.each(Object.keys(ORDER))('hold what a plain offset gives, sorted by %s', async (sort) => {
    for (const n of DEEP_PAGES) {
      const { items, total } = await page(sort, n);
      expect(total).toBe(RECORDS);
      expect(
        items.map((i) => i.id),
        `page ${n}`,
      ).toEqual(await byOffset(sort, n));
    }
  });

  it('follow a write that moves every later record along', async () => {
    expect((await page('name', 101)).items.map((i) => i.id)).toEqual(await byOffset('name', 101));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/medicament-categories',
      payload: { name: 'Aaa first of all', description: 'Sorts before every other' },
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await page('name', 101);
    expect(after.total).toBe(RECORDS + 1);
    expect(after.items.map((i) => i.id)).toEqual(await byOffset('name', 101));
  });
});
