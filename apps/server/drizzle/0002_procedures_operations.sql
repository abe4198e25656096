CREATE TABLE "operations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operation_type" text NOT NULL,
	"procedure_name" text NOT NULL,
	"operation_date" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"anesthesia_type" text NOT NULL,
	"complications" text,
	"post_operation_instructions" text,
	"follow_up_required" boolean NOT NULL,
	"follow_up_date" timestamp with time zone,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "operations_operation_type_check" CHECK ("operation_type" IN ('Surgical', 'Non-Surgical', 'Diagnostic', 'Other')),
	CONSTRAINT "operations_anesthesia_type_check" CHECK ("anesthesia_type" IN ('Local', 'General', 'Sedation', 'None')),
	CONSTRAINT "operations_status_check" CHECK ("status" IN ('Scheduled', 'Completed', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "procedures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procedures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"procedure_name" text NOT NULL,
	"procedure_date" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"anesthesia_type" text NOT NULL,
	"notes" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "procedures_anesthesia_type_check" CHECK ("anesthesia_type" IN ('Local', 'General', 'Sedation', 'None')),
	CONSTRAINT "procedures_status_check" CHECK ("status" IN ('Scheduled', 'Completed', 'Cancelled'))
);
--> statement-breakpoint
CREATE INDEX "operations_operation_type_sort" ON "operations" USING btree ("operation_type","id");--> statement-breakpoint
CREATE INDEX "operations_procedure_name_trgm" ON "operations" USING gin ("procedure_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "operations_procedure_name_sort" ON "operations" USING btree (lower("procedure_name"),"id");--> statement-breakpoint
CREATE INDEX "operations_operation_date_sort" ON "operations" USING btree ("operation_date","id");--> statement-breakpoint
CREATE INDEX "operations_duration_sort" ON "operations" USING btree ("duration","id");--> statement-breakpoint
CREATE INDEX "operations_anesthesia_type_idx" ON "operations" USING btree ("anesthesia_type");--> statement-breakpoint
CREATE INDEX "operations_complications_trgm" ON "operations" USING gin ("complications" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "operations_post_operation_instructions_trgm" ON "operations" USING gin ("post_operation_instructions" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "operations_follow_up_required_idx" ON "operations" USING btree ("follow_up_required");--> statement-breakpoint
CREATE INDEX "operations_follow_up_date_sort" ON "operations" USING btree ("follow_up_date","id");--> statement-breakpoint
CREATE INDEX "operations_status_sort" ON "operations" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "operations_created_at_sort" ON "operations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "operations_updated_at_sort" ON "operations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "procedures_procedure_name_trgm" ON "procedures" USING gin ("procedure_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "procedures_procedure_name_sort" ON "procedures" USING btree (lower("procedure_name"),"id");--> statement-breakpoint
CREATE INDEX "procedures_procedure_date_sort" ON "procedures" USING btree ("procedure_date","id");--> statement-breakpoint
CREATE INDEX "procedures_duration_sort" ON "procedures" USING btree ("duration","id");--> statement-breakpoint
CREATE INDEX "procedures_anesthesia_type_idx" ON "procedures" USING btree ("anesthesia_type");--> statement-breakpoint
CREATE INDEX "procedures_notes_trgm" ON "procedures" USING gin ("notes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "procedures_status_sort" ON "procedures" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "procedures_created_at_sort" ON "procedures" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "procedures_updated_at_sort" ON "procedures" USING btree ("updated_at","id");