import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * Folds the sales summary (`sales_daily` and `sales_monthly`, kept by the triggers of migrations `fast_queries`
 * and `sales_monthly`) into one row per day (month), currency, figure and key, keeping every sum: an edit leaves
 * two rows (the old figures taken back, the new ones added), a void or a delete one that cancels an earlier
 * one. Only the days (months) that have more than one row for a figure are rewritten, one statement per table:
 * readers see either the rows or their sums, and rows written meanwhile stay as they are (the same pattern as
 * `compactWrites`).
 */
export async function compactSales(database: Database): Promise<void> {
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
}
