CREATE TABLE "appointment_status_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" bigint,
	"username" text,
	"note" text,
	CONSTRAINT "appointment_status_changes_to_status_check" CHECK ("appointment_status_changes"."to_status" IN ('Scheduled', 'Confirmed', 'Arrived', 'In Chair', 'Completed', 'Cancelled', 'No-Show'))
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient" bigint NOT NULL,
	"doctor" bigint NOT NULL,
	"clinic" bigint NOT NULL,
	"appointment_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"appointment_type" text NOT NULL,
	"reason_for_visit" text NOT NULL,
	"notes" text,
	"telephone" text,
	"email" text,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"confirmation" text DEFAULT 'Unconfirmed' NOT NULL,
	"outside_hours" boolean,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "appointments_appointment_type_check" CHECK ("appointment_type" IN ('In-Person', 'Telemedicine')),
	CONSTRAINT "appointments_status_check" CHECK ("status" IN ('Scheduled', 'Confirmed', 'Arrived', 'In Chair', 'Completed', 'Cancelled', 'No-Show')),
	CONSTRAINT "appointments_confirmation_check" CHECK ("confirmation" IN ('Unconfirmed', 'Confirmed'))
);
--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD CONSTRAINT "appointment_status_changes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD CONSTRAINT "appointment_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_doctors_id_fk" FOREIGN KEY ("doctor") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinic_clinics_id_fk" FOREIGN KEY ("clinic") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_status_changes_appointment_idx" ON "appointment_status_changes" USING btree ("appointment_id","at");--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("patient");--> statement-breakpoint
CREATE INDEX "appointments_appointment_date_sort" ON "appointments" USING btree ("appointment_date","id");--> statement-breakpoint
CREATE INDEX "appointments_start_time_sort" ON "appointments" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "appointments_appointment_type_idx" ON "appointments" USING btree ("appointment_type");--> statement-breakpoint
CREATE INDEX "appointments_reason_for_visit_trgm" ON "appointments" USING gin ("reason_for_visit" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_telephone_trgm" ON "appointments" USING gin ("telephone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_email_trgm" ON "appointments" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_status_sort" ON "appointments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "appointments_confirmation_idx" ON "appointments" USING btree ("confirmation");--> statement-breakpoint
CREATE INDEX "appointments_clinic_appointment_date_start_time_idx" ON "appointments" USING btree ("clinic","appointment_date","start_time");--> statement-breakpoint
CREATE INDEX "appointments_doctor_appointment_date_start_time_idx" ON "appointments" USING btree ("doctor","appointment_date","start_time");--> statement-breakpoint
CREATE INDEX "appointments_created_at_sort" ON "appointments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_updated_at_sort" ON "appointments" USING btree ("updated_at","id");