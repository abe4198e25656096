CREATE TABLE "treatment_plan_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "treatment_plan_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"plan" bigint NOT NULL,
	"phase" integer NOT NULL,
	"tooth" text NOT NULL,
	"surfaces" text[] DEFAULT '{}'::text[] NOT NULL,
	"procedure" text NOT NULL,
	"description" text,
	"price_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"completed_on" date,
	"chart_entry" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "treatment_plan_items_tooth_check" CHECK ("tooth" IN ('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T')),
	CONSTRAINT "treatment_plan_items_surfaces_check" CHECK ("surfaces" <@ ARRAY['M', 'O', 'I', 'D', 'B', 'F', 'L']::text[]),
	CONSTRAINT "treatment_plan_items_procedure_check" CHECK ("procedure" IN ('Healthy', 'Decayed', 'Missing', 'Filled', 'Crown', 'Root Canal', 'Implant', 'Bridge Pontic', 'Bridge Abutment', 'Fractured', 'To Be Extracted', 'Extracted', 'Sealant', 'Veneer')),
	CONSTRAINT "treatment_plan_items_status_check" CHECK ("status" IN ('Planned', 'Accepted', 'Completed', 'Declined'))
);
--> statement-breakpoint
ALTER TABLE "treatment_plan_items" ADD CONSTRAINT "treatment_plan_items_plan_treatment_plans_id_fk" FOREIGN KEY ("plan") REFERENCES "public"."treatment_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plan_items" ADD CONSTRAINT "treatment_plan_items_chart_entry_chart_entries_id_fk" FOREIGN KEY ("chart_entry") REFERENCES "public"."chart_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treatment_plan_items_plan_idx" ON "treatment_plan_items" USING btree ("plan");--> statement-breakpoint
CREATE INDEX "treatment_plan_items_phase_sort" ON "treatment_plan_items" USING btree ("phase","id");--> statement-breakpoint
CREATE INDEX "treatment_plan_items_tooth_sort" ON "treatment_plan_items" USING btree ("tooth","id");--> statement-breakpoint
CREATE INDEX "treatment_plan_items_procedure_sort" ON "treatment_plan_items" USING btree ("procedure","id");--> statement-breakpoint
CREATE INDEX "treatment_plan_items_description_trgm" ON "treatment_plan_items" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "treatment_plan_items_price_sort" ON "treatment_plan_items" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "treatment_plan_items_status_sort" ON "treatment_plan_items" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "treatment_plan_items_chart_entry_idx" ON "treatment_plan_items" USING btree ("chart_entry");--> statement-breakpoint
CREATE INDEX "treatment_plan_items_created_at_sort" ON "treatment_plan_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "treatment_plan_items_updated_at_sort" ON "treatment_plan_items" USING btree ("updated_at","id");