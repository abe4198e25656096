import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from './context.js';

/**
 * Paging tests on medicament categories (a record type with a name and nothing else required): many
 * records inserted in SQL, pages read through the API, and the reference a page must equal.
 */

/** The orders of the sorts these tests page through, as SQL. */
export const CATEGORY_ORDER: Record<string, string> = {
  name: 'lower(name), id',
  '-name': 'lower(name) desc, id desc',
  createdAt: 'created_at, id',
  '-createdAt': 'created_at desc, id desc',
};

/**
 * Inserts `count` categories named `<prefix> NNNNN`, numbered in a shuffled order, every other one in
 * capitals (the name sorts case-insensitively), all with one created_at (ties broken by id).
 */
export async function seedCategories(ctx: TestContext, prefix: string, count: number): Promise<void> {
  await ctx.database.rows(sql`
    insert into medicament_categories (name, description)
    select case when n % 2 = 0 then ${prefix} else upper(${prefix}) end || ' ' || lpad(((n * 7919) % ${count})::text, 5, '0'), ''
    from generate_series(1, ${count}) n`);
}

/** One page of the categories list, as the API gives it. */
export async function categoriesPage(ctx: TestContext, cookie: string, query: string) {
  const res = await ctx.app.inject({ url: `/api/medicament-categories?${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: number; name: string }[]; total: number }>();
}

/** The ids of a page as a plain `ORDER BY … OFFSET` gives them: what the API's page must hold. */
export async function categoryIdsByOffset(
  ctx: TestContext,
  p: { sort: string; page: number; pageSize: number; nameLike?: string },
): Promise<number[]> {
  const found = await ctx.database.rows<{ id: number }>(
    sql`select id::int as id from medicament_categories
        where ${p.nameLike === undefined ? sql`true` : sql`name ilike ${p.nameLike}`}
        order by ${sql.raw(CATEGORY_ORDER[p.sort] ?? 'id')} limit ${p.pageSize} offset ${(p.page - 1) * p.pageSize}`,
  );
  return found.map((r) => r.id);
}
