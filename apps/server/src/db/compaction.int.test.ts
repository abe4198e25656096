import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { startCompaction } from './compaction.js';
import { compactWrites, writeVersion } from './write-tracking.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rowsOf = async (table: string) =>
  (
    await ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from table_writes where table_name = ${table}`)
  )[0]?.n;

/** Writes to the clinics table, one statement each: a row each in table_writes. */
async function writeClinics(times: number): Promise<void> {
  for (let i = 0; i < times; i++) await ctx.database.rows(sql`update clinics set city = ${`City ${i}`} where false`);
}

describe('the compaction timer', () => {
  it('folds the write rows again and again while it runs, keeping every sum, and stops when told', async () => {
    await writeClinics(30);
    expect(await rowsOf('clinics')).toBeGreaterThanOrEqual(30);
    const before = await writeVersion(ctx.database.rows, ['clinics']);
    const failures: unknown[] = [];
    const stop = startCompaction(ctx.database, [compactWrites], (err) => failures.push(err), 50);
    try {
      await expect.poll(() => rowsOf('clinics'), { timeout: 10_000 }).toBe(1);
      expect(await writeVersion(ctx.database.rows, ['clinics'])).toBe(before);
      // Not a one-off: writes made later are folded too.
      await writeClinics(20);
      await expect.poll(() => rowsOf('clinics'), { timeout: 10_000 }).toBe(1);
      expect(await writeVersion(ctx.database.rows, ['clinics'])).not.toBe(before);
    } finally {
      await stop();
    }
    expect(failures).toEqual([]);
    // Stopped: rows written now stay as they are.
    await writeClinics(5);
    const count = await rowsOf('clinics');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rowsOf('clinics')).toBe(count);
    expect(count).toBeGreaterThan(1);
  });
});

describe('compactWrites', () => {
  it('leaves a table already folded to one row as it is (a quiet database is not rewritten every round)', async () => {
    await writeClinics(3);
    await compactWrites(ctx.database);
    const id = async () =>
      (
        await ctx.database.rows<{ ctid: string }>(
          sql`select ctid::text as ctid from table_writes where table_name = 'clinics'`,
        )
      ).map((r) => r.ctid);
    const folded = await id();
    expect(folded).toHaveLength(1);
    await compactWrites(ctx.database);
    expect(await id()).toEqual(folded);
  });
});
