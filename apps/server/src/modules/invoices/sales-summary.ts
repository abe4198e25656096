import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * Folds the per-day sales summary (`sales_daily`, kept by the triggers of migration `fast_queries`) into
 * one row per day, currency, figure and key, keeping every sum: an edit leaves two rows (the old figures
 * taken back, the new ones added), a void or a delete one that cancels an earlier one. Only the days that
 * have more than one row for a figure are rewritten, in one statement: readers see either the rows or
 * their sums, and rows written meanwhile stay as they are (the same pattern as `compactWrites`).
 */
export async function compactSales(database: Database): Promise<void> {
  await database.rows(sql`
    with days as (
      select distinct day from sales_daily group by day, currency, figure, key having count(*) > 1
    ), gone as (
      delete from sales_daily s using days d where s.day = d.day returning s.*
    )
    insert into sales_daily (day, currency, figure, key, amount, n)
    select day, currency, figure, key, sum(amount), sum(n) from gone
    group by day, currency, figure, key having sum(n) <> 0 or sum(amount) <> 0`);
}
