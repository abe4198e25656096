import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/context.js';
import { startUpkeep } from './upkeep.js';

/**
 * The background work as `main.ts` starts it: the folds of the write rows and of the sales summary both run
 * on the compaction's timer (shortened here), so the analytics and the cached reads never add up more than
 * its interval's rows.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Rows still to fold: the days marked since the last sales fold, and the write rows beyond one a table. */
const unfolded = async () => {
  const [row] = await ctx.database.rows<{ marks: number; writes: number }>(sql`
    select (select count(*)::int from sales_written) as marks,
      (select count(*)::int - count(distinct table_name)::int from table_writes) as writes`);
  return row;
};

it('folds the sales summary and the write rows every round of the compaction, and stops when told', async () => {
  for (let i = 0; i < 5; i++) {
    await ctx.database.rows(sql`update clinics set city = 'Upkeep' where false`);
    await ctx.database.rows(sql`select add_sales(array[
      row(${`2030-04-0${i + 1}`}::date, 'USD', 'invoice', '', 1000, 1)::sales_daily])`);
  }
  expect(await unfolded()).toMatchObject({ marks: 5 });
  expect((await unfolded())?.writes).toBeGreaterThan(0);
  const failures: unknown[] = [];
  const stop = startUpkeep(ctx.database, (err) => failures.push(err), { compactMs: 50 });
  try {
    await expect.poll(unfolded, { timeout: 10_000 }).toEqual({ marks: 0, writes: 0 });
  } finally {
    await stop();
  }
  expect(failures).toEqual([]);
  await ctx.database.rows(sql`update clinics set city = 'Upkeep' where false`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await unfolded())?.writes).toBeGreaterThan(0);
});
