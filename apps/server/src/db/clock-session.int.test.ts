import { clockShiftMs, fixToday, today } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClinic } from '../test/book.js';
import { createTestContext, type TestContext } from '../test/context.js';

/** The app's clock reaches the database: a fixed day is SQL's today, and what the database stamps. */

const DAY = '2028-02-29';
let ctx: TestContext;

beforeAll(async () => {
  fixToday(DAY);
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  fixToday(process.env.TEST_TODAY);
});

describe('the app clock in SQL', () => {
  it('reads the fixed day as today, in the statements and in the column defaults', async () => {
    expect(today()).toBe(DAY);
    const [row] = await ctx.database.rows<{ day: string; now: string }>(
      sql`select app_today()::text as day, to_char(app_now(), 'YYYY-MM-DD') as now`,
    );
    expect(row).toEqual({ day: DAY, now: DAY });
    const admin = await ctx.signIn('Admin');
    const clinic = await makeClinic(ctx, admin);
    expect(String(clinic.createdAt).slice(0, 10)).toBe(DAY);
  });

  it('moves SQL’s clock by exactly the app’s shift, whatever the real day', async () => {
    const [row] = await ctx.database.rows<{ shift: number }>(
      sql`select extract(epoch from app_now() - now())::float8 as shift`,
    );
    expect(Math.abs(Number(row?.shift) - clockShiftMs() / 1000)).toBeLessThan(1);
  });
});
