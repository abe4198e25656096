-- Sales analytics over a year read ~365 days × each figure's keys of `sales_daily` per statement (6,500 rows
-- for the doctors at 100,000 patients). `sales_monthly` holds the same figures per month (the first day of the
-- month in `month`), written by the same triggers in the same transaction: a period reads its whole months
-- from it and only the days of its first and last partial months from `sales_daily` (`sales_in`).
CREATE TABLE "sales_monthly" (
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"figure" text NOT NULL,
	"key" text NOT NULL DEFAULT '',
	"amount" bigint,
	"n" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "sales_monthly_figure_month_idx" ON "sales_monthly" ("figure", "month") INCLUDE ("currency", "key", "amount", "n");--> statement-breakpoint
CREATE INDEX "sales_monthly_month_idx" ON "sales_monthly" ("month");--> statement-breakpoint
-- Adds summary rows to both tables: as they are to `sales_daily`, added up per month to `sales_monthly`.
CREATE OR REPLACE FUNCTION "add_sales"(rows sales_daily[]) RETURNS void LANGUAGE sql AS $$
  WITH f AS (SELECT * FROM unnest(rows)), d AS (INSERT INTO sales_daily SELECT * FROM f)
  INSERT INTO sales_monthly
  SELECT date_trunc('month', f.day)::date, f.currency, f.figure, f.key, sum(f.amount), sum(f.n) FROM f GROUP BY 1, 2, 3, 4
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "note_invoice_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (SELECT array_agg(s ORDER BY s) FROM sales_of_invoice(OLD, 1) s)
      IS NOT DISTINCT FROM (SELECT array_agg(s ORDER BY s) FROM sales_of_invoice(NEW, 1) s) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM add_sales(array(SELECT f::sales_daily FROM sales_of_invoice(OLD, -1) f));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM add_sales(array(SELECT f::sales_daily FROM sales_of_invoice(NEW, 1) f));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "note_payment_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (SELECT array_agg(s ORDER BY s) FROM sales_of_payment(OLD, 1) s)
      IS NOT DISTINCT FROM (SELECT array_agg(s ORDER BY s) FROM sales_of_payment(NEW, 1) s) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM add_sales(array(SELECT f::sales_daily FROM sales_of_payment(OLD, -1) f));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM add_sales(array(SELECT f::sales_daily FROM sales_of_payment(NEW, 1) f));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO sales_monthly
SELECT date_trunc('month', day)::date, currency, figure, key, sum(amount), sum(n)
FROM sales_daily GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- The summary rows of the days from p_from to p_to: the whole months among them from `sales_monthly` (dated
-- the month's first day), the days before the first whole month and after the last from `sales_daily`. Each
-- part is a range of (figure, day | month), so a caller's `figure = …` reads only that figure's index entries
-- (the planner inlines this function and pushes the condition into each part).
CREATE OR REPLACE FUNCTION "sales_in"(p_from date, p_to date)
RETURNS TABLE ("day" date, "currency" text, "figure" text, "key" text, "amount" bigint, "n" integer)
LANGUAGE sql STABLE AS $$
  SELECT d.day, d.currency, d.figure, d.key, d.amount, d.n FROM sales_daily d
  WHERE d.day >= p_from AND d.day < least((date_trunc('month', p_from - 1) + interval '1 month')::date, p_to + 1)
  UNION ALL
  SELECT m.month, m.currency, m.figure, m.key, m.amount, m.n FROM sales_monthly m
  WHERE m.month >= (date_trunc('month', p_from - 1) + interval '1 month')::date
    AND m.month < date_trunc('month', p_to + 1)::date
  UNION ALL
  SELECT d.day, d.currency, d.figure, d.key, d.amount, d.n FROM sales_daily d
  WHERE d.day >= greatest(date_trunc('month', p_to + 1)::date, (date_trunc('month', p_from - 1) + interval '1 month')::date, p_from)
    AND d.day <= p_to
$$;
