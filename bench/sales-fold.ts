// What a fold of the sales summary costs, on a fresh database of the server's schema holding five years of
// folded summary rows (1,826 days × 50 figures and keys), the fold before `sales_written` (every summary row read
// to find the days with more than one) against today's (`compactSales`: only the days marked since the last),
// alternated: with nothing to fold, and after a round of writes (each adds 5 rows for today through the
// triggers' `add_sales`). `npx tsx bench/sales-fold.ts [rounds] [writes a round]` (default 11, 90: 30 s of a
// front desk writing 3 times a second). DATABASE_URL=postgres://… runs on a new database of that server, else
// on an in-memory PGlite.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { compactSales } from '../apps/server/src/modules/invoices/sales-summary.js';
import { scratchDatabase } from './scratch-database.js';

const ROUNDS = Number(process.argv[2] ?? 11);
const WRITES = Number(process.argv[3] ?? 90);

/** The fold until 2026-11-29: finds the days (months) to fold by grouping every summary row. */
async function foldEveryRow(database: Database): Promise<void> {
  for (const [table, column] of [
    ['sales_daily', 'day'],
    ['sales_monthly', 'month'],
  ] as const) {
    const [t, c] = [sql.raw(table), sql.raw(column)];
    await database.rows(sql`
      with periods as (
        select distinct ${c} from ${t} group by ${c}, currency, figure, key having count(*) > 1
      ), gone as (
        delete from ${t} s using periods d where s.${c} = d.${c} returning s.*
      )
      insert into ${t} (${c}, currency, figure, key, amount, n)
      select ${c}, currency, figure, key, sum(amount), sum(n) from gone
      group by ${c}, currency, figure, key having sum(n) <> 0 or sum(amount) <> 0`);
  }
  // It left the marks alone: the next round starts from none, as today's fold leaves it.
  await database.rows(sql`delete from sales_written`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const { database, drop } = await scratchDatabase('chairside_sales_fold');
try {
  await database.rows(sql`
    insert into sales_daily (day, currency, figure, key, amount, n)
    select d::date, 'USD', 'figure ' || f, 'key ' || k, 10000, 1
    from generate_series(date '2021-01-01', date '2025-12-31', interval '1 day') d,
      generate_series(1, 10) f, generate_series(1, 5) k`);
  await database.rows(sql`
    insert into sales_monthly (month, currency, figure, key, amount, n)
    select date_trunc('month', day)::date, currency, figure, key, sum(amount), sum(n)
    from sales_daily group by 1, 2, 3, 4`);
  await database.rows(sql`vacuum analyze`);
  const [size] = await database.rows<{ daily: number; monthly: number }>(
    sql`select (select count(*)::int from sales_daily) as daily, (select count(*)::int from sales_monthly) as monthly`,
  );
  const write = () =>
    database.rows(sql`select add_sales(array(
      select row(date '2025-12-31', 'USD', 'figure ' || (g % 10 + 1), 'key ' || (g % 5 + 1), 500, 1)::sales_daily
      from generate_series(1, 5) g))`);
  const timed = async (fold: (d: Database) => Promise<void>, writes: number) => {
    for (let i = 0; i < writes; i++) await write();
    const start = performance.now();
    await fold(database);
    return performance.now() - start;
  };
  const folds = { everyRow: foldEveryRow, marked: compactSales } as const;
  for (const writes of [0, WRITES]) {
    const ms = { everyRow: [] as number[], marked: [] as number[] };
    await timed(compactSales, writes);
    for (let r = 0; r < ROUNDS; r++)
      for (const name of r % 2 ? (['marked', 'everyRow'] as const) : (['everyRow', 'marked'] as const))
        ms[name].push(await timed(folds[name], writes));
    process.stdout.write(
      `${database.kind}, ${size?.daily} daily and ${size?.monthly} monthly rows, ${writes} writes before each fold ` +
        `(median of ${ROUNDS}): every row read ${median(ms.everyRow).toFixed(2)} ms, ` +
        `marked days only ${median(ms.marked).toFixed(2)} ms\n`,
    );
  }
} finally {
  await drop();
}
