ALTER TABLE "treatment_plan_items" ALTER COLUMN "price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD COLUMN "service" bigint;--> statement-breakpoint
ALTER TABLE "treatment_plan_items" ADD COLUMN "service" bigint;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_service_services_id_fk" FOREIGN KEY ("service") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plan_items" ADD CONSTRAINT "treatment_plan_items_service_services_id_fk" FOREIGN KEY ("service") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chart_entries_service_idx" ON "chart_entries" USING btree ("service");--> statement-breakpoint
CREATE INDEX "treatment_plan_items_service_idx" ON "treatment_plan_items" USING btree ("service");