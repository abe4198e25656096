CREATE TABLE "plan_signatures" (
	"plan" bigint PRIMARY KEY NOT NULL,
	"signer" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"image" "bytea" NOT NULL,
	"content_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chart_entries" DROP CONSTRAINT "chart_entries_kind_check";--> statement-breakpoint
ALTER TABLE "treatment_plans" DROP CONSTRAINT "treatment_plans_status_check";--> statement-breakpoint
ALTER TABLE "chart_entries" ALTER COLUMN "tooth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chart_entries" ALTER COLUMN "condition" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "treatment_plans" ALTER COLUMN "status" SET DEFAULT 'Presented';--> statement-breakpoint
ALTER TABLE "chart_entries" ADD COLUMN "fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD COLUMN "insurance_estimate_cents" bigint;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD COLUMN "patient_share_cents" bigint;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD COLUMN "plan" bigint;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD COLUMN "phase" integer;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD COLUMN "priority" text;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD COLUMN "acceptance" text;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD COLUMN "completed_on" date;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD COLUMN "invoice" bigint;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "chart_as" text;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD COLUMN "fee_total_cents" bigint;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD COLUMN "insurance_total_cents" bigint;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD COLUMN "patient_total_cents" bigint;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD COLUMN "signed_by" text;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD COLUMN "signature_hash" text;--> statement-breakpoint
ALTER TABLE "plan_signatures" ADD CONSTRAINT "plan_signatures_plan_treatment_plans_id_fk" FOREIGN KEY ("plan") REFERENCES "public"."treatment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_plan_treatment_plans_id_fk" FOREIGN KEY ("plan") REFERENCES "public"."treatment_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_invoice_invoices_id_fk" FOREIGN KEY ("invoice") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chart_entries_fee_sort" ON "chart_entries" USING btree ("fee_cents","id");--> statement-breakpoint
CREATE INDEX "chart_entries_phase_sort" ON "chart_entries" USING btree ("phase","id");--> statement-breakpoint
CREATE INDEX "chart_entries_acceptance_idx" ON "chart_entries" USING btree ("acceptance");--> statement-breakpoint
CREATE INDEX "chart_entries_invoice_idx" ON "chart_entries" USING btree ("invoice");--> statement-breakpoint
CREATE INDEX "chart_entries_patient_kind_invoice_idx" ON "chart_entries" USING btree ("patient","kind","invoice");--> statement-breakpoint
CREATE INDEX "chart_entries_plan_phase_idx" ON "chart_entries" USING btree ("plan","phase");--> statement-breakpoint
CREATE INDEX "treatment_plans_fee_total_sort" ON "treatment_plans" USING btree ("fee_total_cents","id");--> statement-breakpoint
-- Issue 28: chart entries and plan items become one procedure record. Nothing is lost:
-- a completed item's chart entry takes the item's plan, phase and fee; every other item
-- becomes a planned (or declined) procedure of its plan; then the plans' status and totals
-- follow their procedures, and the item table goes.
UPDATE "chart_entries" SET "kind" = 'Existing Elsewhere' WHERE "kind" = 'Existing';--> statement-breakpoint
UPDATE "chart_entries" e SET "plan" = i."plan", "phase" = i."phase", "priority" = 'Normal', "acceptance" = 'Accepted',
  "service" = coalesce(e."service", i."service"),
  "fee_cents" = coalesce(i."price_cents", (SELECT s."price_cents" FROM "services" s WHERE s."id" = i."service")),
  "completed_on" = coalesce(i."completed_on", e."date")
FROM "treatment_plan_items" i WHERE i."chart_entry" = e."id";--> statement-breakpoint
INSERT INTO "chart_entries" ("patient", "date", "tooth", "surfaces", "kind", "condition", "service", "fee_cents",
  "plan", "phase", "priority", "acceptance", "completed_on", "treatment_summary", "doctor", "created_at", "updated_at")
SELECT p."patient", coalesce(i."completed_on", i."created_at"::date), i."tooth", i."surfaces",
  CASE WHEN i."status" = 'Completed' THEN 'Completed' ELSE 'Planned' END, i."procedure", i."service",
  coalesce(i."price_cents", s."price_cents"), i."plan", i."phase", 'Normal',
  CASE i."status" WHEN 'Planned' THEN 'Proposed' WHEN 'Declined' THEN 'Declined' ELSE 'Accepted' END,
  CASE WHEN i."status" = 'Completed' THEN coalesce(i."completed_on", i."created_at"::date) END,
  i."description", p."doctor", i."created_at", i."updated_at"
FROM "treatment_plan_items" i JOIN "treatment_plans" p ON p."id" = i."plan" LEFT JOIN "services" s ON s."id" = i."service"
WHERE i."chart_entry" IS NULL ORDER BY i."id";--> statement-breakpoint
UPDATE "chart_entries" e SET "insurance_estimate_cents" = (e."fee_cents" * round(c."coverage" * 100)::bigint + 5000) / 10000
FROM (
  SELECT e2."id", coalesce((SELECT max(ip."treatment_coverage") FROM "insurance_policies" ip
    WHERE ip."patient" = e2."patient" AND ip."archived_at" IS NULL AND ip."status" = 'Active'
      AND e2."date" BETWEEN ip."valid_from" AND ip."valid_until"), 0) AS "coverage"
  FROM "chart_entries" e2 WHERE e2."fee_cents" IS NOT NULL
) c WHERE c."id" = e."id";--> statement-breakpoint
UPDATE "chart_entries" SET "patient_share_cents" = "fee_cents" - "insurance_estimate_cents" WHERE "fee_cents" IS NOT NULL;--> statement-breakpoint
UPDATE "treatment_plans" p SET "status" = CASE
    WHEN NOT EXISTS (SELECT 1 FROM "chart_entries" e WHERE e."plan" = p."id" AND e."archived_at" IS NULL)
      THEN CASE WHEN p."status" IN ('Pending', 'Planned') THEN 'Presented' ELSE p."status" END
    WHEN p."status" = 'Cancelled' THEN 'Cancelled'
    WHEN NOT EXISTS (SELECT 1 FROM "chart_entries" e WHERE e."plan" = p."id" AND e."archived_at" IS NULL
      AND e."acceptance" <> 'Declined') THEN 'Declined'
    WHEN NOT EXISTS (SELECT 1 FROM "chart_entries" e WHERE e."plan" = p."id" AND e."archived_at" IS NULL
      AND e."acceptance" <> 'Declined' AND e."kind" <> 'Completed') THEN 'Completed'
    WHEN EXISTS (SELECT 1 FROM "chart_entries" e WHERE e."plan" = p."id" AND e."archived_at" IS NULL
      AND e."acceptance" <> 'Declined' AND e."kind" = 'Completed') THEN 'In Progress'
    WHEN EXISTS (SELECT 1 FROM "chart_entries" e WHERE e."plan" = p."id" AND e."archived_at" IS NULL
      AND e."acceptance" = 'Accepted') THEN 'Accepted'
    ELSE 'Presented' END,
  "fee_total_cents" = t."fee", "insurance_total_cents" = t."insurance", "patient_total_cents" = t."patient"
FROM (
  SELECT p2."id", coalesce(sum(e."fee_cents"), 0) AS "fee", coalesce(sum(e."insurance_estimate_cents"), 0) AS "insurance",
    coalesce(sum(e."patient_share_cents"), 0) AS "patient"
  FROM "treatment_plans" p2 LEFT JOIN "chart_entries" e ON e."plan" = p2."id" AND e."archived_at" IS NULL
    AND e."acceptance" IS DISTINCT FROM 'Declined'
  GROUP BY p2."id"
) t WHERE t."id" = p."id";--> statement-breakpoint
DROP TABLE "treatment_plan_items" CASCADE;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_priority_check" CHECK ("priority" IN ('Urgent', 'High', 'Normal', 'Low'));--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_acceptance_check" CHECK ("acceptance" IN ('Proposed', 'Accepted', 'Declined'));--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_kind_check" CHECK ("kind" IN ('Condition', 'Planned', 'Completed', 'Existing', 'Existing Elsewhere', 'Referred'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_chart_as_check" CHECK ("chart_as" IN ('Healthy', 'Decayed', 'Missing', 'Filled', 'Crown', 'Root Canal', 'Implant', 'Bridge Pontic', 'Bridge Abutment', 'Fractured', 'To Be Extracted', 'Extracted', 'Sealant', 'Veneer'));--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_status_check" CHECK ("status" IN ('Presented', 'Accepted', 'In Progress', 'Completed', 'Declined', 'Cancelled'));