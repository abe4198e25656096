// What a fold of the sales summary costs, and what unfolded rows cost the sales analytics, on a fresh database of
// the server's schema holding five years of folded summary rows (1,826 days × 45 figures and keys, the figures
// the analytics read). The fold before `sales_written` (every summary row read to find the days with more than
// one) against today's (`compactSales`: only the days marked since the last), alternated: with nothing to fold,
// and after a round of writes (each adds 9 rows for one day through the triggers' `add_sales`). Then one year's
// analytics (`salesAnalytics`, the endpoint's statement) folded, after a round of writes, after fifteen minutes'
// (the fold's interval until 2026-11-29) and folded again. `npx tsx bench/sales-fold.ts [rounds] [writes a
// round] [fifteen minutes' writes]` (default 11, 90: 30 s of a front desk writing 3 times a second, 2700).
// DATABASE_URL=postgres://… runs on a new database of that server, else on an in-memory PGlite.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { salesAnalytics } from '../apps/server/src/modules/invoices/analytics.js';
import { compactSales } from '../apps/server/src/modules/invoices/sales-summary.js';
import { scratchDatabase } from './scratch-database.js';

const ROUNDS = Number(process.argv[2] ?? 11);
const WRITES = Number(process.argv[3] ?? 90);
const QUARTER_HOUR = Number(process.argv[4] ?? 2700);
/** The figures the analytics read: unkeyed, and keyed by service, doctor or payment method. */
const UNKEYED = ['invoice', 'tax', 'payment', 'lines', 'discount', 'total', 'paid', 'received', 'refunded', 'open'];
const KEYED: [string, number][] = [
  ['service', 20],
  ['doctor', 10],
  ['method', 5],
];

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
    with figures as (
      select f as figure, '' as key from unnest(${sql.param(UNKEYED)}::text[]) f
      union all
      select k.figure, g::text from unnest(${sql.param(KEYED.map((k) => k[0]))}::text[], ${sql.param(KEYED.map((k) => k[1]))}::int[]) k(figure, keys),
        generate_series(1, k.keys) g
    )
    insert into sales_daily (day, currency, figure, key, amount, n)
    select d::date, 'USD', f.figure, f.key, 10000, 1
    from generate_series(date '2021-01-01', date '2025-12-31', interval '1 day') d, figures f`);
  await database.rows(sql`
    insert into sales_monthly (month, currency, figure, key, amount, n)
    select date_trunc('month', day)::date, currency, figure, key, sum(amount), sum(n)
    from sales_daily group by 1, 2, 3, 4`);
  await database.rows(sql`vacuum analyze`);
  const [size] = await database.rows<{ daily: number; monthly: number }>(
    sql`select (select count(*)::int from sales_daily) as daily, (select count(*)::int from sales_monthly) as monthly`,
  );
  /** What an issued invoice adds to its day: its figures, its open balance, its service and doctor. */
  const write = (i = 0) =>
    database.rows(sql`select add_sales(array(
      select row(('2025-12-' || lpad((1 + ${i} % 31)::text, 2, '0'))::date, 'USD', f.figure, f.key, 500, 1)::sales_daily
      from (values ('invoice', ''), ('tax', ''), ('lines', ''), ('discount', ''), ('total', ''), ('open', ''),
        ('service', ${String(1 + (i % 20))}), ('doctor', ${String(1 + (i % 10))}), ('payment', '')) f(figure, key)))`);
  const timed = async (fold: (d: Database) => Promise<void>, writes: number) => {
    for (let i = 0; i < writes; i++) await write(i);
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

  /** One year's analytics, median of the rounds, with the summary rows as they are. */
  const analytics = async (label: string) => {
    const ms: number[] = [];
    await salesAnalytics(database.rows, '2025-01-01', '2025-12-31');
    for (let r = 0; r < ROUNDS; r++) {
      const start = performance.now();
      await salesAnalytics(database.rows, '2025-01-01', '2025-12-31');
      ms.push(performance.now() - start);
    }
    process.stdout.write(`  one year's analytics, ${label.padEnd(40)} ${median(ms).toFixed(2)} ms\n`);
  };
  const writeMany = async (n: number) => {
    for (let i = 0; i < n; i++) await write(i);
  };
  await compactSales(database);
  process.stdout.write(`${database.kind}, median of ${ROUNDS}:\n`);
  await analytics('folded');
  await writeMany(WRITES);
  await analytics(`after ${WRITES} writes unfolded`);
  await writeMany(QUARTER_HOUR - WRITES);
  await analytics(`after ${QUARTER_HOUR} writes unfolded`);
  await compactSales(database);
  await analytics('folded again');
} finally {
  await drop();
}
