import { medicamentCategories } from '@chairside/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rows } from '../db/client.js';
import { ReadCache } from '../db/read-cache.js';
import { categoriesPage, categoryIdsByOffset, seedCategories } from '../test/category-pages.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { ResourceRepository, SORTED_MATCHES_LIMIT } from './repository.js';

/**
 * A search's sorted matches are kept while the table is unchanged, so paging through them reads only
 * each page's records: every page must still hold what a plain query gives, in both sorts, and a record
 * written between two pages (by the API or by SQL from elsewhere) must show on the next page read.
 */

const MATCHING = 57;
const PAGE_SIZE = 10;
const PAGES = Math.ceil(MATCHING / PAGE_SIZE) + 1;

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  await seedCategories(ctx, 'Orchid', MATCHING);
  await seedCategories(ctx, 'Tulip', 40);
});
afterAll(() => ctx.close());

const page = (sort: string, n: number) =>
  categoriesPage(ctx, admin, `q=orchid&sort=${sort}&page=${n}&pageSize=${PAGE_SIZE}`);
const expected = (sort: string, n: number) =>
  categoryIdsByOffset(ctx, { sort, page: n, pageSize: PAGE_SIZE, nameLike: '%orchid%' });

describe('paging through a search', () => {
  it.each(['name', '-name'])('every page holds the matches a plain query gives, sorted by %s', async (sort) => {
    for (let n = 1; n <= PAGES; n++) {
      const { items, total } = await page(sort, n);
      expect(total).toBe(MATCHING);
      expect(items.map((i) => i.id)).toEqual(await expected(sort, n));
    }
  });

  it('a record written between two pages shows on the next page read', async () => {
    expect((await page('name', 1)).items[0]?.name).toMatch(/^orchid 00000$/i);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/medicament-categories',
      headers: { cookie: admin },
      payload: { name: 'Orchid 00000 first', description: 'Kept first in the list' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const afterCreate = await page('name', 1);
    expect(afterCreate.total).toBe(MATCHING + 1);
    expect(afterCreate.items[1]?.name).toBe('Orchid 00000 first');

    // Renamed in SQL, as another server process or a script would: it leaves the search.
    await ctx.database.rows(
      sql`update medicament_categories set name = 'Tulip renamed' where name = 'Orchid 00000 first'`,
    );
    const afterRename = await page('name', 2);
    expect(afterRename.total).toBe(MATCHING);
    expect(afterRename.items.map((i) => i.id)).toEqual(await expected('name', 2));
  });
});

describe('paging through a search with more matches than are sorted at once (walked from the sort index)', () => {
  const MANY = SORTED_MATCHES_LIMIT + 70;
  const SIZE = 20;
  beforeAll(() => seedCategories(ctx, 'Lily', MANY));

  // The first pages, the pages either side of the 5,000th match, and the last (short) page.
  const pages = [1, 2, SORTED_MATCHES_LIMIT / SIZE, SORTED_MATCHES_LIMIT / SIZE + 1, Math.ceil(MANY / SIZE)];
  it.each(['name', '-name'])('every page holds what a plain query gives, sorted by %s', async (sort) => {
    for (const n of pages) {
      const { items, total } = await categoriesPage(
        ctx,
        admin,
        `q=lily&sort=${sort}&page=${n}&pageSize=${SIZE}&count=exact`,
      );
      expect(total).toBe(MANY);
      const plain = await categoryIdsByOffset(ctx, { sort, page: n, pageSize: SIZE, nameLike: '%lily%' });
      expect(items.map((i) => i.id)).toEqual(plain);
      expect(items).toHaveLength(n === pages.at(-1) ? MANY % SIZE : SIZE);
    }
  });

  it('walks a page once while the table is unchanged, and a record written since shows on the next read', async () => {
    const repo = new ResourceRepository(medicamentCategories);
    const cache = new ReadCache(ctx.database);
    const dialect = new PgDialect();
    let searched = 0;
    const rows: Rows = <T>(query: SQL) => {
      if (dialect.sqlToQuery(query).params.includes('%lily%')) searched++;
      return ctx.database.rows<T>(query);
    };
    const params = { page: 2, pageSize: SIZE, sort: 'name', filters: {}, q: 'lily', exactCount: true };
    const plain = () => categoryIdsByOffset(ctx, { sort: 'name', page: 2, pageSize: SIZE, nameLike: '%lily%' });
    const first = await repo.list(rows, params, cache);
    expect(first.items.map((i) => i.id)).toEqual(await plain());
    const walked = searched;
    expect(walked).toBeGreaterThan(0);
    const again = await repo.list(rows, params, cache);
    expect(again.items.map((i) => i.id)).toEqual(await plain());
    expect(searched).toBe(walked);

    // Written in SQL, as another process would: sorts before every Lily, so page 2 starts one record earlier.
    await ctx.database.rows(sql`insert into medicament_categories (name, description) values ('Lily 0000', '')`);
    const after = await repo.list(rows, params, cache);
    expect(searched).toBeGreaterThan(walked);
    expect(after.total).toBe(MANY + 1);
    expect(after.items.map((i) => i.id)).toEqual(await plain());
  });
});
