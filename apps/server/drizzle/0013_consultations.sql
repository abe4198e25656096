CREATE TABLE "consultations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment" bigint,
	"patient" bigint NOT NULL,
	"doctor" bigint NOT NULL,
	"clinic" bigint,
	"consultation_date" timestamp with time zone NOT NULL,
	"consultation_type" text NOT NULL,
	"reason_for_visit" text NOT NULL,
	"symptoms" text[] DEFAULT '{}'::text[] NOT NULL,
	"diagnosis" text,
	"prescribed_medications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommended_treatments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lab_tests_ordered" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"consultation_notes" text,
	"follow_up_required" boolean,
	"follow_up_date" timestamp with time zone,
	"consultation_fee_cents" bigint,
	"payment_status" text NOT NULL,
	"status" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "consultations_consultation_type_check" CHECK ("consultation_type" IN ('Initial', 'Follow-up', 'Emergency', 'Routine Check-up', 'Telemedicine')),
	CONSTRAINT "consultations_payment_status_check" CHECK ("payment_status" IN ('Paid', 'Unpaid', 'Pending')),
	CONSTRAINT "consultations_status_check" CHECK ("status" IN ('Scheduled', 'In Progress', 'Completed', 'Cancelled'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "channel" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_appointment_appointments_id_fk" FOREIGN KEY ("appointment") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_doctor_doctors_id_fk" FOREIGN KEY ("doctor") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_clinic_clinics_id_fk" FOREIGN KEY ("clinic") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_appointment_idx" ON "consultations" USING btree ("appointment");--> statement-breakpoint
CREATE INDEX "consultations_patient_idx" ON "consultations" USING btree ("patient");--> statement-breakpoint
CREATE INDEX "consultations_doctor_idx" ON "consultations" USING btree ("doctor");--> statement-breakpoint
CREATE INDEX "consultations_clinic_idx" ON "consultations" USING btree ("clinic");--> statement-breakpoint
CREATE INDEX "consultations_consultation_date_sort" ON "consultations" USING btree ("consultation_date","id");--> statement-breakpoint
CREATE INDEX "consultations_consultation_type_sort" ON "consultations" USING btree ("consultation_type","id");--> statement-breakpoint
CREATE INDEX "consultations_reason_for_visit_trgm" ON "consultations" USING gin ("reason_for_visit" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultations_diagnosis_trgm" ON "consultations" USING gin ("diagnosis" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultations_consultation_fee_sort" ON "consultations" USING btree ("consultation_fee_cents","id");--> statement-breakpoint
CREATE INDEX "consultations_payment_status_idx" ON "consultations" USING btree ("payment_status");--> statement-breakpoint
CREATE INDEX "consultations_status_sort" ON "consultations" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "consultations_created_at_sort" ON "consultations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "consultations_updated_at_sort" ON "consultations" USING btree ("updated_at","id");