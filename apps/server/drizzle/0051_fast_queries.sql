-- Custom SQL migration file, put your code below! --
-- Sales analytics from a per-day summary (apps/server/src/modules/invoices/analytics.ts): what every
-- billed invoice and every collected payment adds to its day, kept by triggers in the same transaction as
-- the write (every write path: the API, status moves, payments, restores, SQL by hand). Insert-only: an
-- edit adds the old row's figures with the sign reversed and the new row's, so writers never wait on one
-- another; the maintenance folds each day's rows into one per figure (`compactSales`). A figure: `amount`
-- (cents, or null as the source column) and `n`, how many invoices, lines or payments made it (a group is
-- shown when n > 0, as a GROUP BY over the source shows only groups that have rows).
CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"figure" text NOT NULL,
	"key" text NOT NULL DEFAULT '',
	"amount" bigint,
	"n" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "sales_daily_day_idx" ON "sales_daily" ("day");--> statement-breakpoint
-- An invoice's figures, times `sign`, when it is billed (issued, partly paid or paid, not void or archived):
-- its count and net (`invoice`), lines, discount, tax, total, paid, its doctor's net, each line's amount,
-- and while it is open (issued or partly paid) its balance (`open`, for the aging of today's balances).
CREATE OR REPLACE FUNCTION "sales_of_invoice"(i invoices, sign integer)
RETURNS TABLE ("day" date, "currency" text, "figure" text, "key" text, "amount" bigint, "n" integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT i.invoice_date, coalesce(i.currency, 'USD'), f.figure, f.key, sign * f.amount, sign
  FROM (VALUES
    ('invoice', '', i.total_cents - coalesce(i.tax_total_cents, 0)),
    ('lines', '', i.subtotal_cents),
    ('discount', '', coalesce(i.discount_total_cents, 0)),
    ('tax', '', coalesce(i.tax_total_cents, 0)),
    ('total', '', i.total_cents),
    ('paid', '', coalesce(i.paid_cents, 0)),
    ('doctor', coalesce(i.doctor::text, ''), i.total_cents - coalesce(i.tax_total_cents, 0))
  ) AS f (figure, key, amount)
  WHERE i.archived_at IS NULL AND i.status IN ('Issued', 'Partially Paid', 'Paid')
  UNION ALL
  SELECT i.invoice_date, coalesce(i.currency, 'USD'), 'open', '', sign * i.balance_cents, sign
  WHERE i.archived_at IS NULL AND i.status IN ('Issued', 'Partially Paid')
  UNION ALL
  SELECT i.invoice_date, coalesce(i.currency, 'USD'), 'service', coalesce(nullif(line->>'service', ''), ''),
    sign * (line->>'quantity')::bigint * round((line->>'unitPrice')::numeric * 100)::bigint, sign
  FROM jsonb_array_elements(i.items) AS line
  WHERE i.archived_at IS NULL AND i.status IN ('Issued', 'Partially Paid', 'Paid')
$$;--> statement-breakpoint
-- A payment's figures, times `sign`, when money changed hands (completed or refunded, not archived, not an
-- Account Credit transfer): its signed amount (`payment`), what came in, what went back, per method.
CREATE OR REPLACE FUNCTION "sales_of_payment"(p payments, sign integer)
RETURNS TABLE ("day" date, "currency" text, "figure" text, "key" text, "amount" bigint, "n" integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT p.payment_date, coalesce(p.currency, 'USD'), f.figure, f.key, sign * f.amount, sign
  FROM (VALUES
    ('payment', '', CASE WHEN p.payment_status = 'Refunded' THEN -p.amount_cents ELSE p.amount_cents END),
    ('received', '', CASE WHEN p.payment_status = 'Refunded' THEN 0 ELSE p.amount_cents END),
    ('refunded', '', CASE WHEN p.payment_status = 'Refunded' THEN p.amount_cents ELSE 0 END),
    ('method', p.payment_method, CASE WHEN p.payment_status = 'Refunded' THEN -p.amount_cents ELSE p.amount_cents END)
  ) AS f (figure, key, amount)
  WHERE p.archived_at IS NULL AND p.payment_status IN ('Completed', 'Refunded')
    AND p.payment_method <> 'Account Credit'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "note_invoice_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (SELECT array_agg(s ORDER BY s) FROM sales_of_invoice(OLD, 1) s)
      IS NOT DISTINCT FROM (SELECT array_agg(s ORDER BY s) FROM sales_of_invoice(NEW, 1) s) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO sales_daily SELECT * FROM sales_of_invoice(OLD, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO sales_daily SELECT * FROM sales_of_invoice(NEW, 1);
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
    INSERT INTO sales_daily SELECT * FROM sales_of_payment(OLD, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO sales_daily SELECT * FROM sales_of_payment(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_sales" AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION note_invoice_sales();--> statement-breakpoint
CREATE TRIGGER "payment_sales" AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION note_payment_sales();--> statement-breakpoint
-- What is already there, one row per day and figure.
INSERT INTO sales_daily
SELECT s.day, s.currency, s.figure, s.key, sum(s.amount), sum(s.n)
FROM (SELECT f.* FROM invoices i, sales_of_invoice(i, 1) f
      UNION ALL SELECT f.* FROM payments p, sales_of_payment(p, 1) f) s
GROUP BY 1, 2, 3, 4;
