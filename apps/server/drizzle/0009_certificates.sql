CREATE TABLE "certificate_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"certificate_type" text,
	"description" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "certificate_templates_certificate_type_check" CHECK ("certificate_type" IN ('Medical Fitness', 'Dental Clearance', 'Vaccination', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"certificate_number" text,
	"certificate_type" text NOT NULL,
	"status" text NOT NULL,
	"patient_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"clinic_id" bigint NOT NULL,
	"issue_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"diagnosis" text NOT NULL,
	"treatment_details" text NOT NULL,
	"recommendations" text NOT NULL,
	"body" text,
	"signature" text NOT NULL,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "certificates_certificate_type_check" CHECK ("certificate_type" IN ('Medical Fitness', 'Dental Clearance', 'Vaccination', 'Other')),
	CONSTRAINT "certificates_status_check" CHECK ("status" IN ('Issued', 'Active', 'Expired'))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_templates_name_trgm" ON "certificate_templates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certificate_templates_name_sort" ON "certificate_templates" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "certificate_templates_certificate_type_sort" ON "certificate_templates" USING btree ("certificate_type","id");--> statement-breakpoint
CREATE INDEX "certificate_templates_description_trgm" ON "certificate_templates" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certificate_templates_created_at_sort" ON "certificate_templates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "certificate_templates_updated_at_sort" ON "certificate_templates" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_certificate_number_unique" ON "certificates" USING btree (lower("certificate_number"));--> statement-breakpoint
CREATE INDEX "certificates_certificate_number_trgm" ON "certificates" USING gin ("certificate_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certificates_certificate_number_sort" ON "certificates" USING btree (lower("certificate_number"),"id");--> statement-breakpoint
CREATE INDEX "certificates_certificate_type_sort" ON "certificates" USING btree ("certificate_type","id");--> statement-breakpoint
CREATE INDEX "certificates_status_sort" ON "certificates" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "certificates_patient_id_idx" ON "certificates" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "certificates_doctor_id_idx" ON "certificates" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "certificates_clinic_id_idx" ON "certificates" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "certificates_issue_date_sort" ON "certificates" USING btree ("issue_date","id");--> statement-breakpoint
CREATE INDEX "certificates_valid_until_sort" ON "certificates" USING btree ("valid_until","id");--> statement-breakpoint
CREATE INDEX "certificates_diagnosis_trgm" ON "certificates" USING gin ("diagnosis" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certificates_created_at_sort" ON "certificates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "certificates_updated_at_sort" ON "certificates" USING btree ("updated_at","id");