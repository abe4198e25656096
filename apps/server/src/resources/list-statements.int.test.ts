import { medicamentCategories } from '@chairside/domain';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rows } from '../db/client.js';
import { ReadCache } from '../db/read-cache.js';
import { categoryIdsByOffset, seedCategories } from '../test/category-pages.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { LANDMARK_EVERY, ResourceRepository } from './repository.js';

/**
 * deep-pages and search-pages check what the pages hold; this checks how they are read, which only
 * the bench would otherwise notice: a deep page starts from a landmark, and the next pages of a kept
 * search run no search again. The statements are recorded on their way to the real database.
 */

const RECORDS = 2 * LANDMARK_EVERY + 100;
const dialect = new PgDialect();

let ctx: TestContext;
const repo = new ResourceRepository(medicamentCategories);

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCategories(ctx, 'Category', RECORDS);
});
afterAll(() => ctx.close());

interface Statement {
  sql: string;
  params: unknown[];
}

/** The database's rows, with each statement kept in `seen`. */
function recording(seen: Statement[]): Rows {
  return <T>(query: SQL) => {
    seen.push(dialect.sqlToQuery(query));
    return ctx.database.rows<T>(query);
  };
}

const page = (n: number, q?: string) => ({ page: n, pageSize: 20, sort: 'name', filters: {}, ...(q ? { q } : {}) });
const onCategories = (seen: Statement[]) => seen.map((s) => s.sql).filter((s) => s.includes('"medicament_categories"'));

describe('how list pages are read', () => {
  it('a deep page walks from the landmark before it, not from the first record', async () => {
    const cache = new ReadCache(ctx.database);
    const deep = LANDMARK_EVERY / 20 + 6;
    await repo.list(recording([]), page(deep - 1), cache);
    const seen: Statement[] = [];
    const { items } = await repo.list(recording(seen), page(deep), cache);
    expect(items).toHaveLength(20);
    const walk = seen.find((s) => /\(lower\(t\."name"\), t\.id\) > \(\$1, \$2\)/.test(s.sql));
    // After the landmark at record 1,000, the page's own offset: 100, not 1,100.
    expect(walk?.params.slice(2)).toEqual([20, (deep - 1) * 20 - LANDMARK_EVERY]);
  });

  it('with the caches off, a deep page walks its own offset instead of computing the landmarks for one page', async () => {
    const cache = new ReadCache(ctx.database);
    const deep = LANDMARK_EVERY / 20 + 6;
    ReadCache.enabled = false;
    const seen: Statement[] = [];
    try {
      const { items } = await repo.list(recording(seen), page(deep), cache);
      expect(items.map((r) => r.id)).toEqual(
        await categoryIdsByOffset(ctx, { sort: 'name', page: deep, pageSize: 20 }),
      );
    } finally {
      ReadCache.enabled = true;
    }
    expect(onCategories(seen).some((s) => s.includes('row_number()'))).toBe(false);
    const walk = seen.find((s) => /order by lower\(t\."name"\) asc, t\.id asc limit/.test(s.sql));
    expect(walk?.params.slice(-2)).toEqual([20, (deep - 1) * 20]);
  });

  it('the next pages of a kept search read their records by id, without searching again', async () => {
    const cache = new ReadCache(ctx.database);
    const first: Statement[] = [];
    const one = await repo.list(recording(first), page(1, 'category 00'), cache);
    expect(onCategories(first).some((s) => s.includes(' ilike '))).toBe(true);
    const next: Statement[] = [];
    const two = await repo.list(recording(next), page(2, 'category 00'), cache);
    expect(onCategories(next).some((s) => s.includes(' ilike '))).toBe(false);
    expect(onCategories(next).some((s) => s.includes('t.id = any('))).toBe(true);
    expect(two.total).toBe(1000);
    expect(one.total).toBe(1000);
    expect(two.items.map((r) => r.id)).not.toEqual(one.items.map((r) => r.id));
  });

  it.each(['name', '-name'])(
    'a search without a cache reads its matches once: one statement gives the page and the count (sorted by %s)',
    async (sort) => {
      for (const n of [1, 4, 51]) {
        const seen: Statement[] = [];
        const { items, total, estimated } = await repo.list(recording(seen), { ...page(n, 'category 00'), sort });
        expect(onCategories(seen)).toHaveLength(1);
        expect(total).toBe(1000);
        expect(estimated).toBe(false);
        const expected = await categoryIdsByOffset(ctx, { sort, page: n, pageSize: 20, nameLike: '%category 00%' });
        expect(items.map((r) => r.id)).toEqual(expected);
        expect(items).toHaveLength(n === 51 ? 0 : 20);
      }
    },
  );
});
