CREATE TABLE "diagnoses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diagnoses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient" bigint NOT NULL,
	"doctor" bigint NOT NULL,
	"diagnosis_date" timestamp with time zone NOT NULL,
	"condition" text NOT NULL,
	"severity" text NOT NULL,
	"diagnosis_results" text,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "diagnoses_severity_check" CHECK ("severity" IN ('Mild', 'Moderate', 'Severe'))
);
--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_doctor_doctors_id_fk" FOREIGN KEY ("doctor") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnoses_patient_idx" ON "diagnoses" USING btree ("patient");--> statement-breakpoint
CREATE INDEX "diagnoses_doctor_idx" ON "diagnoses" USING btree ("doctor");--> statement-breakpoint
CREATE INDEX "diagnoses_diagnosis_date_sort" ON "diagnoses" USING btree ("diagnosis_date","id");--> statement-breakpoint
CREATE INDEX "diagnoses_condition_trgm" ON "diagnoses" USING gin ("condition" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "diagnoses_condition_sort" ON "diagnoses" USING btree (lower("condition"),"id");--> statement-breakpoint
CREATE INDEX "diagnoses_condition_idx" ON "diagnoses" USING btree ("condition");--> statement-breakpoint
CREATE INDEX "diagnoses_severity_sort" ON "diagnoses" USING btree ("severity","id");--> statement-breakpoint
CREATE INDEX "diagnoses_diagnosis_results_trgm" ON "diagnoses" USING gin ("diagnosis_results" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "diagnoses_notes_trgm" ON "diagnoses" USING gin ("notes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "diagnoses_created_at_sort" ON "diagnoses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "diagnoses_updated_at_sort" ON "diagnoses" USING btree ("updated_at","id");