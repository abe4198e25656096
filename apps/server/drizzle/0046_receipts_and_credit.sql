CREATE TABLE "number_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_payment_method_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_check" CHECK ("payment_method" IN ('Cash', 'Card', 'Bank Transfer', 'Insurance', 'Online', 'Cheque', 'Account Credit'));--> statement-breakpoint
-- Receipt numbers were the payment's id (PAY-{id}); the series goes on from the highest given.
INSERT INTO "number_counters" ("series", "last_number")
SELECT 'receipt', coalesce(max(
  CASE WHEN "payment_number" ~ '^PAY-[0-9]{1,15}$' THEN substr("payment_number", 5)::bigint END), 0)
FROM "payments";
