CREATE TABLE "chart_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chart_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient" bigint NOT NULL,
	"date" date NOT NULL,
	"tooth" text NOT NULL,
	"surfaces" text[] DEFAULT '{}'::text[] NOT NULL,
	"kind" text NOT NULL,
	"condition" text NOT NULL,
	"procedure" bigint,
	"operation" bigint,
	"diagnosis" bigint,
	"treatment_summary" text,
	"notes" text,
	"doctor" bigint,
	"clinic" bigint,
	"appointment" bigint,
	"recorded_by" bigint,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "chart_entries_tooth_check" CHECK ("tooth" IN ('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T')),
	CONSTRAINT "chart_entries_surfaces_check" CHECK ("surfaces" <@ ARRAY['M', 'O', 'I', 'D', 'B', 'F', 'L']::text[]),
	CONSTRAINT "chart_entries_kind_check" CHECK ("kind" IN ('Condition', 'Planned', 'Completed', 'Existing')),
	CONSTRAINT "chart_entries_condition_check" CHECK ("condition" IN ('Healthy', 'Decayed', 'Missing', 'Filled', 'Crown', 'Root Canal', 'Implant', 'Bridge Pontic', 'Bridge Abutment', 'Fractured', 'To Be Extracted', 'Extracted', 'Sealant', 'Veneer'))
);
--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_procedure_procedures_id_fk" FOREIGN KEY ("procedure") REFERENCES "public"."procedures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_operation_operations_id_fk" FOREIGN KEY ("operation") REFERENCES "public"."operations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_diagnosis_diagnoses_id_fk" FOREIGN KEY ("diagnosis") REFERENCES "public"."diagnoses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_doctor_doctors_id_fk" FOREIGN KEY ("doctor") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_clinic_clinics_id_fk" FOREIGN KEY ("clinic") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_appointment_appointments_id_fk" FOREIGN KEY ("appointment") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chart_entries_date_sort" ON "chart_entries" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "chart_entries_tooth_sort" ON "chart_entries" USING btree ("tooth","id");--> statement-breakpoint
CREATE INDEX "chart_entries_kind_sort" ON "chart_entries" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "chart_entries_condition_sort" ON "chart_entries" USING btree ("condition","id");--> statement-breakpoint
CREATE INDEX "chart_entries_procedure_idx" ON "chart_entries" USING btree ("procedure");--> statement-breakpoint
CREATE INDEX "chart_entries_operation_idx" ON "chart_entries" USING btree ("operation");--> statement-breakpoint
CREATE INDEX "chart_entries_diagnosis_idx" ON "chart_entries" USING btree ("diagnosis");--> statement-breakpoint
CREATE INDEX "chart_entries_treatment_summary_trgm" ON "chart_entries" USING gin ("treatment_summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chart_entries_notes_trgm" ON "chart_entries" USING gin ("notes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chart_entries_doctor_idx" ON "chart_entries" USING btree ("doctor");--> statement-breakpoint
CREATE INDEX "chart_entries_clinic_idx" ON "chart_entries" USING btree ("clinic");--> statement-breakpoint
CREATE INDEX "chart_entries_appointment_idx" ON "chart_entries" USING btree ("appointment");--> statement-breakpoint
CREATE INDEX "chart_entries_recorded_by_idx" ON "chart_entries" USING btree ("recorded_by");--> statement-breakpoint
CREATE INDEX "chart_entries_patient_tooth_date_idx" ON "chart_entries" USING btree ("patient","tooth","date");--> statement-breakpoint
CREATE INDEX "chart_entries_created_at_sort" ON "chart_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "chart_entries_updated_at_sort" ON "chart_entries" USING btree ("updated_at","id");