import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactSales } from '../modules/invoices/sales-summary.js';
import { freshDatabase } from '../test/context.js';
import { migrationsUpTo } from '../test/migrations.js';
import type { Database } from './client.js';
import { runMigrations } from './migrate.js';

/**
 * Migration 0057 (`sales_written`) on both engines: on a database that earlier folds (which read every summary
 * row) had left partly unfolded, it marks the days and months that still have two rows for a figure, so the
 * first fold after it, which reads only marked days, folds them; days already folded stay unmarked.
 */

let database: Database;
let drop: () => Promise<void>;

const daily = () =>
  database.rows<{ day: string; amount: string; n: number }>(sql`
    select day::text as day, amount::text as amount, n from sales_daily order by day, amount`);
const monthly = () =>
  database.rows<{ month: string; amount: string; n: number }>(sql`
    select month::text as month, amount::text as amount, n from sales_monthly order by month, amount`);
const marks = async () =>
  (await database.rows<{ day: string }>(sql`select day::text as day from sales_written order by day`)).map(
    (r) => r.day,
  );

beforeAll(async () => {
  ({ database, drop } = await freshDatabase(undefined, { empty: true }));
  await runMigrations(database, migrationsUpTo(56));
  // As a fold of the old kind would have left them: 2 May folded, 4 May edited since (two rows), May's month
  // folded, June's month written twice since (its day rows folded), no invoices behind them (the figures only).
  await database.rows(sql`
    insert into sales_daily (day, currency, figure, key, amount, n) values
      ('2030-05-02', 'USD', 'total', '', 7000, 1),
      ('2030-05-04', 'USD', 'total', '', 10000, 1),
      ('2030-05-04', 'USD', 'total', '', -2500, 0),
      ('2030-06-10', 'USD', 'total', '', 4000, 2)`);
  await database.rows(sql`
    insert into sales_monthly (month, currency, figure, key, amount, n) values
      ('2030-05-01', 'USD', 'total', '', 14500, 2),
      ('2030-06-01', 'USD', 'total', '', 3000, 1),
      ('2030-06-01', 'USD', 'total', '', 1000, 1)`);
  await runMigrations(database);
}, 120_000);
afterAll(() => drop());

describe('migration 0057: sales written', () => {
  it('marks the days and months left unfolded, and not those folded', async () => {
    expect(await marks()).toEqual(['2030-05-04', '2030-06-01']);
  });

  it('lets the next fold fold them, keeping every sum', async () => {
    await compactSales(database);
    expect(await daily()).toEqual([
      { day: '2030-05-02', amount: '7000', n: 1 },
      { day: '2030-05-04', amount: '7500', n: 1 },
      { day: '2030-06-10', amount: '4000', n: 2 },
    ]);
    expect(await monthly()).toEqual([
      { month: '2030-05-01', amount: '14500', n: 2 },
      { month: '2030-06-01', amount: '4000', n: 2 },
    ]);
    expect(await marks()).toEqual([]);
  });
});
