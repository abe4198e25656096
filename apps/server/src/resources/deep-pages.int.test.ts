import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ORDER, categoriesPage, categoryIdsByOffset, seedCategories } from '../test/category-pages.js';
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
  await seedCategories(ctx, 'category', RECORDS);
});
afterAll(() => ctx.close());

const page = (sort: string, n: number) => categoriesPage(ctx, admin, `sort=${sort}&page=${n}&pageSize=${PAGE_SIZE}`);
const byOffset = (sort: string, n: number) => categoryIdsByOffset(ctx, { sort, page: n, pageSize: PAGE_SIZE });

// Pages that start exactly on a landmark, just after one, between two, and the last (short) page.
const DEEP_PAGES = [LANDMARK_EVERY / PAGE_SIZE + 1, LANDMARK_EVERY / PAGE_SIZE + 2, 99, 101, 130, 131];

describe('deep pages', () => {
  it.each(Object.keys(CATEGORY_ORDER))('hold what a plain offset gives, sorted by %s', async (sort) => {
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

type CursorPage = { items: { id: number }[]; total: number; next?: string; prev?: string };
const cursorPage = async (query: string) => (await categoriesPage(ctx, admin, query)) as CursorPage;

describe('pages beside a page (next and previous, from its cursors)', () => {
  it.each(Object.keys(CATEGORY_ORDER))('hold what a plain offset gives, sorted by %s', async (sort) => {
    const { total } = await cursorPage(`sort=${sort}&page=1&pageSize=${PAGE_SIZE}`);
    const last = Math.ceil(total / PAGE_SIZE);
    let current = await cursorPage(`sort=${sort}&page=${last - 3}&pageSize=${PAGE_SIZE}`);
    for (let n = last - 2; n <= last; n++) {
      current = await cursorPage(`sort=${sort}&page=${n}&pageSize=${PAGE_SIZE}&after=${current.next}`);
      expect(current.total).toBe(total);
      expect(
        current.items.map((i) => i.id),
        `page ${n} after ${n - 1}`,
      ).toEqual(await byOffset(sort, n));
    }
    for (let n = last - 1; n >= last - 4; n--) {
      current = await cursorPage(`sort=${sort}&page=${n}&pageSize=${PAGE_SIZE}&before=${current.prev}`);
      expect(
        current.items.map((i) => i.id),
        `page ${n} before ${n + 1}`,
      ).toEqual(await byOffset(sort, n));
    }
  });

  it('answer 400 to a cursor that is not one, and find the page by its number for a cursor of another sort', async () => {
    const bad = await ctx.app.inject({
      url: `/api/medicament-categories?page=2&after=${Buffer.from('[1]').toString('base64url')}`,
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
    const byName = await cursorPage(`sort=name&page=1&pageSize=${PAGE_SIZE}`);
    const other = await cursorPage(`sort=-createdAt&page=3&pageSize=${PAGE_SIZE}&after=${byName.next}`);
    expect(other.items.map((i) => i.id)).toEqual(await byOffset('-createdAt', 3));
  });
});
