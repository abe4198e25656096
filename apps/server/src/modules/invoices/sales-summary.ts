import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * Folds the sales summary (`sales_daily` and `sales_monthly`, kept by the triggers of migrations `fast_queries`
 * and `sales_monthly`) into one row per day (month), currency, figure and key, keeping every sum: an edit leaves
 * two rows (the old figures taken back, the new ones added), a void or a delete one that cancels an earlier
 * one. Only the days written since the last fold are rewritten, and their months: each write also marks its days
 * in `sales_written` (migration `sales_written`), and the fold takes the marks, so with nothing written it reads
 * nothing but that empty table. One statement: readers see either the rows or their sums, and a write committed
 * after its snapshot keeps its rows and its mark for the next fold. Two folds at once (two processes) keep every
 * sum, though a day may then keep two rows until it is written again.
 */
export async function compactSales(database: Database): Promise<void> {
  await database.rows(sql`
    with marks as (
      delete from sales_written returning day
    ), days as (
      select distinct day from marks
    ), months as (
      select distinct date_trunc('month', day)::date as month from days
    ), daily as (
      delete from sales_daily s using days d where s.day = d.day returning s.*
    ), folded_daily as (
      insert into sales_daily (day, currency, figure, key, amount, n)
      select day, currency, figure, key, sum(amount), sum(n) from daily
      group by day, currency, figure, key having sum(n) <> 0 or sum(amount) <> 0
    ), monthly as (
      delete from sales_monthly s using months m where s.month = m.month returning s.*
    )
    insert into sales_monthly (month, currency, figure, key, amount, n)
    select month, currency, figure, key, sum(amount), sum(n) from monthly
    group by month, currency, figure, key having sum(n) <> 0 or sum(amount) <> 0`);
}
