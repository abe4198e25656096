import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesPage, seedCategories } from '../test/category-pages.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { EXACT_COUNT_UP_TO, SORTED_MATCHES_LIMIT } from './repository.js';

/**
 * A list counts its matches exactly up to EXACT_COUNT_UP_TO, a search up to SORTED_MATCHES_LIMIT (or, asked
 * with `count=exact`, EXACT_COUNT_UP_TO); past it the total is an estimate, flagged `estimated` (the grid says
 * "about N"), so a list or a search of a million records never counts them all.
 */

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn('Admin');
  await seedCategories(ctx, 'common', EXACT_COUNT_UP_TO + 500);
  await seedCategories(ctx, 'rare', 30);
  await ctx.database.rows(sql`analyze medicament_categories`);
});
afterAll(() => ctx.close());

type Page = { total: number; estimated?: boolean; items: unknown[] };

describe('list totals', () => {
  it('are estimated, and say so, past the exact count', async () => {
    const all = (await categoriesPage(ctx, admin, 'pageSize=20')) as Page;
    expect(all.estimated).toBe(true);
    expect(all.total).toBeGreaterThan(EXACT_COUNT_UP_TO);
    // The planner's estimate from the table's statistics: near the truth, not a count.
    expect(Math.abs(all.total - (EXACT_COUNT_UP_TO + 530))).toBeLessThan((EXACT_COUNT_UP_TO + 530) / 5);
    expect(all.items).toHaveLength(20);
  });

  it('are exact, without the flag, up to it', async () => {
    const few = (await categoriesPage(ctx, admin, 'q=rare&pageSize=20')) as Page;
    expect(few.total).toBe(30);
    expect(few).not.toHaveProperty('estimated');
    const many = (await categoriesPage(ctx, admin, 'q=common 0&pageSize=20&count=exact')) as Page;
    expect(many.total).toBe(EXACT_COUNT_UP_TO);
    expect(many).not.toHaveProperty('estimated');
  });

  it('of a search are estimated past SORTED_MATCHES_LIMIT, from where its first matches lay in the table', async () => {
    expect(EXACT_COUNT_UP_TO).toBeGreaterThan(SORTED_MATCHES_LIMIT);
    const many = (await categoriesPage(ctx, admin, 'q=common 0&pageSize=20')) as Page;
    expect(many.estimated).toBe(true);
    expect(Math.abs(many.total - EXACT_COUNT_UP_TO)).toBeLessThan(EXACT_COUNT_UP_TO / 10);
    expect(many.items).toHaveLength(20);
    const past = (await categoriesPage(ctx, admin, 'q=common&pageSize=20&count=exact')) as Page;
    expect(past.estimated).toBe(true);
    expect(Math.abs(past.total - (EXACT_COUNT_UP_TO + 500))).toBeLessThan((EXACT_COUNT_UP_TO + 500) / 10);
  });
});
