CREATE TABLE "prescriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"prescription_number" text,
	"patient" bigint NOT NULL,
	"doctor" bigint NOT NULL,
	"clinic" bigint NOT NULL,
	"appointment" bigint,
	"prescription_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"medications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refill_allowed" text NOT NULL,
	"refill_count" integer NOT NULL,
	"pharmacy" text,
	"digital_signature" text,
	"status" text NOT NULL,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "prescriptions_refill_allowed_check" CHECK ("refill_allowed" IN ('Yes', 'No')),
	CONSTRAINT "prescriptions_status_check" CHECK ("status" IN ('Active', 'Pending', 'Completed', 'Expired'))
);
--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_doctor_doctors_id_fk" FOREIGN KEY ("doctor") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_clinic_clinics_id_fk" FOREIGN KEY ("clinic") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_appointment_appointments_id_fk" FOREIGN KEY ("appointment") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_prescription_number_unique" ON "prescriptions" USING btree (lower("prescription_number"));--> statement-breakpoint
CREATE INDEX "prescriptions_prescription_number_trgm" ON "prescriptions" USING gin ("prescription_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prescriptions_prescription_number_sort" ON "prescriptions" USING btree (lower("prescription_number"),"id");--> statement-breakpoint
CREATE INDEX "prescriptions_patient_idx" ON "prescriptions" USING btree ("patient");--> statement-breakpoint
CREATE INDEX "prescriptions_doctor_idx" ON "prescriptions" USING btree ("doctor");--> statement-breakpoint
CREATE INDEX "prescriptions_clinic_idx" ON "prescriptions" USING btree ("clinic");--> statement-breakpoint
CREATE INDEX "prescriptions_appointment_idx" ON "prescriptions" USING btree ("appointment");--> statement-breakpoint
CREATE INDEX "prescriptions_prescription_date_sort" ON "prescriptions" USING btree ("prescription_date","id");--> statement-breakpoint
CREATE INDEX "prescriptions_valid_until_sort" ON "prescriptions" USING btree ("valid_until","id");--> statement-breakpoint
CREATE INDEX "prescriptions_refill_allowed_idx" ON "prescriptions" USING btree ("refill_allowed");--> statement-breakpoint
CREATE INDEX "prescriptions_pharmacy_trgm" ON "prescriptions" USING gin ("pharmacy" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prescriptions_status_sort" ON "prescriptions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "prescriptions_created_at_sort" ON "prescriptions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "prescriptions_updated_at_sort" ON "prescriptions" USING btree ("updated_at","id");