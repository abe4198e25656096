CREATE TABLE "case_studies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_studies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"patient" bigint NOT NULL,
	"doctor" bigint NOT NULL,
	"description" text NOT NULL,
	"procedures_performed" text[] DEFAULT '{}'::text[] NOT NULL,
	"outcome" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "case_studies_status_check" CHECK ("status" IN ('Draft', 'In Review', 'Published'))
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"equipment_name" text NOT NULL,
	"clinic" bigint NOT NULL,
	"model_number" text,
	"manufacturer" text,
	"purchase_date" date,
	"last_service_date" date,
	"next_service_due" date,
	"status" text NOT NULL,
	"assigned_technician" bigint,
	"maintenance_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "equipment_status_check" CHECK ("status" IN ('In Service', 'Out of Service', 'Maintenance Due', 'In Maintenance', 'Retired'))
);
--> statement-breakpoint
CREATE TABLE "equipment_maintenance" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_maintenance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"equipment_id" bigint NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"notes" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" bigint,
	CONSTRAINT "equipment_maintenance_type_check" CHECK ("equipment_maintenance"."type" IN ('Routine Check', 'Repair', 'Calibration', 'Cleaning', 'Software Update', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient" bigint NOT NULL,
	"document_type" text NOT NULL,
	"signed_date" date,
	"expiry_date" date,
	"status" text NOT NULL,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "legal_documents_document_type_check" CHECK ("document_type" IN ('Treatment Consent', 'Anesthesia Consent', 'Privacy Notice Acknowledgement', 'Financial Agreement', 'Medical Records Release', 'Photography Consent', 'Other')),
	CONSTRAINT "legal_documents_status_check" CHECK ("status" IN ('Signed', 'Pending Signature', 'Expired', 'Revoked'))
);
--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_doctor_doctors_id_fk" FOREIGN KEY ("doctor") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_clinic_clinics_id_fk" FOREIGN KEY ("clinic") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_assigned_technician_staff_id_fk" FOREIGN KEY ("assigned_technician") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_maintenance" ADD CONSTRAINT "equipment_maintenance_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_maintenance" ADD CONSTRAINT "equipment_maintenance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_studies_title_trgm" ON "case_studies" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "case_studies_title_sort" ON "case_studies" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "case_studies_patient_idx" ON "case_studies" USING btree ("patient");--> statement-breakpoint
CREATE INDEX "case_studies_doctor_idx" ON "case_studies" USING btree ("doctor");--> statement-breakpoint
CREATE INDEX "case_studies_description_trgm" ON "case_studies" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "case_studies_status_sort" ON "case_studies" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "case_studies_created_at_sort" ON "case_studies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "case_studies_updated_at_sort" ON "case_studies" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "equipment_equipment_name_trgm" ON "equipment" USING gin ("equipment_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_equipment_name_sort" ON "equipment" USING btree (lower("equipment_name"),"id");--> statement-breakpoint
CREATE INDEX "equipment_clinic_idx" ON "equipment" USING btree ("clinic");--> statement-breakpoint
CREATE INDEX "equipment_model_number_trgm" ON "equipment" USING gin ("model_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_manufacturer_trgm" ON "equipment" USING gin ("manufacturer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_last_service_date_sort" ON "equipment" USING btree ("last_service_date","id");--> statement-breakpoint
CREATE INDEX "equipment_next_service_due_sort" ON "equipment" USING btree ("next_service_due","id");--> statement-breakpoint
CREATE INDEX "equipment_status_sort" ON "equipment" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "equipment_assigned_technician_idx" ON "equipment" USING btree ("assigned_technician");--> statement-breakpoint
CREATE INDEX "equipment_created_at_sort" ON "equipment" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "equipment_updated_at_sort" ON "equipment" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "equipment_maintenance_equipment_idx" ON "equipment_maintenance" USING btree ("equipment_id","date","id");--> statement-breakpoint
CREATE INDEX "legal_documents_patient_idx" ON "legal_documents" USING btree ("patient");--> statement-breakpoint
CREATE INDEX "legal_documents_document_type_sort" ON "legal_documents" USING btree ("document_type","id");--> statement-breakpoint
CREATE INDEX "legal_documents_signed_date_sort" ON "legal_documents" USING btree ("signed_date","id");--> statement-breakpoint
CREATE INDEX "legal_documents_expiry_date_sort" ON "legal_documents" USING btree ("expiry_date","id");--> statement-breakpoint
CREATE INDEX "legal_documents_status_sort" ON "legal_documents" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "legal_documents_notes_trgm" ON "legal_documents" USING gin ("notes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "legal_documents_created_at_sort" ON "legal_documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "legal_documents_updated_at_sort" ON "legal_documents" USING btree ("updated_at","id");