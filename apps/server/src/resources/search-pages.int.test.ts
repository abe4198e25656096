import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';

/**
 * A search's sorted matches are kept while the table is unchanged, so paging through them reads only
 * each page's records: every page must still hold what a plain query gives, in every sort, and a record
 * written between two pages (by the API or by SQL from elsewhere) must show on the next page read.
 */

const MATCHING = 57;
const PAGE_SIZE = 10;

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  await ctx.database.rows(sql`
    insert into medicament_categories (name, description)
    select case when n % 2 = 0 then 'Orchid ' else 'ORCHID ' end || lpad(((n * 31) % ${MATCHING})::text, 3, '0'), ''
    from generate_series(1, ${MATCHING}) n`);
  await ctx.database.rows(sql`
    insert into medicament_categories (name, description)
    select 'Tulip ' || n, '' from generate_series(1, 40) n`);
});
afterAll(() => ctx.close());

const page = async (q: string, sort: string, n: number) => {
  const res = await ctx.app.inject({
    url: `/api/medicament-categories?q=${q}&sort=${sort}&page=${n}&pageSize=${PAGE_SIZE}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: number; name: string }[]; total: number }>();
};

const ORDER: Record<string, string> = { name: 'lower(name), id', '-name': 'lower(name) desc, id desc' };

const expected = async (sort: string, n: number) =>
  (
    await ctx.database.rows<{ id: number }>(
      sql`select id::int as id from medicament_categories where name ilike '%orchid%'
          order by ${sql.raw(ORDER[sort] ?? 'id')} limit ${PAGE_SIZE} offset ${(n - 1) * PAGE_SIZE}`,
    )
  ).map((r) => r.id);

const pages = Math.ceil(MATCHING / PAGE_SIZE) + 1;

describe('paging through a search', () => {
  it.each(Object.keys(ORDER))('every page holds the matches a plain query gives, sorted by %s', async (sort) => {
    for (let n = 1; n <= pages; n++) {
      const { items, total } = await page('orchid', sort, n);
      expect(total).toBe(MATCHING);
      expect(items.map((i) => i.id)).toEqual(await expected(sort, n));
    }
  });

  it('a record written between two pages shows on the next page read', async () => {
    expect((await page('orchid', 'name', 1)).items[0]?.name).toMatch(/^orchid 000$/i);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/medicament-categories',
      headers: { cookie: admin },
      payload: { name: 'Orchid 0000 first', description: 'Kept first in the list' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const afterCreate = await page('orchid', 'name', 1);
    expect(afterCreate.total).toBe(MATCHING + 1);
    expect(afterCreate.items[1]?.name).toBe('Orchid 0000 first');

    // Renamed in SQL, as another server process or a script would: it leaves the search.
    await ctx.database.rows(sql`update medicament_categories set name = 'Tulip renamed' where name = 'Orchid 0000 first'`);
    const afterRename = await page('orchid', 'name', 2);
    expect(afterRename.total).toBe(MATCHING);
    expect(afterRename.items.map((i) => i.id)).toEqual(await expected('name', 2));
  });
});
