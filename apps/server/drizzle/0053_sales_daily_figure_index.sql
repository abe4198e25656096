-- Sales analytics reads one figure of `sales_daily` over a period per statement (the months, the services,
-- the doctors, the methods, the aging of `open`). With only the day index, a 12-month period is a third of the
-- table and the planner scanned all of it, once per statement (~25 ms each at 100,000 patients; more when a
-- bulk load and its fold left the heap mostly empty pages). This index finds one figure's days in order and
-- carries every column those statements read, so each is an index-only scan of just its rows.
CREATE INDEX IF NOT EXISTS "sales_daily_figure_day_idx" ON "sales_daily" ("figure", "day") INCLUDE ("currency", "key", "amount", "n");
