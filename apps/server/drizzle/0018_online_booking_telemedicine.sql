ALTER TABLE "patients" DROP CONSTRAINT "patients_blood_type_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "source" text DEFAULT 'Front Desk' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "meeting_link" text;--> statement-breakpoint
CREATE INDEX "appointments_appointment_type_idx" ON "appointments" USING btree ("appointment_type");--> statement-breakpoint
CREATE INDEX "appointments_source_idx" ON "appointments" USING btree ("source");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_source_check" CHECK ("source" IN ('Front Desk', 'Online'));--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_blood_type_check" CHECK ("blood_type" IN ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'Unknown'));