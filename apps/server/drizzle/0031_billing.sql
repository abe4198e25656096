CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_number" text,
	"patient" bigint NOT NULL,
	"clinic" bigint NOT NULL,
	"doctor" bigint,
	"appointment" bigint,
	"invoice_date" date NOT NULL,
	"due_date" date,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_amount_cents" bigint,
	"discount_percent" numeric(12, 2),
	"discount_reason" text,
	"tax_rate" numeric(12, 3),
	"payment_method" text,
	"notes" text,
	"status" text DEFAULT 'Draft' NOT NULL,
	"currency" text,
	"subtotal_cents" bigint,
	"discount_total_cents" bigint,
	"tax_total_cents" bigint,
	"total_cents" bigint,
	"insurance_estimate_cents" bigint,
	"patient_estimate_cents" bigint,
	"paid_cents" bigint,
	"balance_cents" bigint,
	"void_reason" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoices_payment_method_check" CHECK ("payment_method" IN ('Cash', 'Card', 'Insurance', 'Bank Transfer')),
	CONSTRAINT "invoices_status_check" CHECK ("status" IN ('Draft', 'Issued', 'Partially Paid', 'Paid', 'Void'))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"active" boolean NOT NULL,
	"duration_minutes" integer,
	"tax_rate" numeric(12, 3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "services_category_check" CHECK ("category" IN ('Diagnostic', 'Preventive', 'Restorative', 'Endodontic', 'Periodontal', 'Prosthodontic', 'Oral Surgery', 'Orthodontic', 'Cosmetic', 'Other'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_clinic_clinics_id_fk" FOREIGN KEY ("clinic") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_doctor_doctors_id_fk" FOREIGN KEY ("doctor") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_appointment_appointments_id_fk" FOREIGN KEY ("appointment") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_number_unique" ON "invoices" USING btree (lower("invoice_number"));--> statement-breakpoint
CREATE INDEX "invoices_invoice_number_trgm" ON "invoices" USING gin ("invoice_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_invoice_number_sort" ON "invoices" USING btree (lower("invoice_number"),"id");--> statement-breakpoint
CREATE INDEX "invoices_clinic_idx" ON "invoices" USING btree ("clinic");--> statement-breakpoint
CREATE INDEX "invoices_doctor_idx" ON "invoices" USING btree ("doctor");--> statement-breakpoint
CREATE INDEX "invoices_appointment_idx" ON "invoices" USING btree ("appointment");--> statement-breakpoint
CREATE INDEX "invoices_invoice_date_sort" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_due_date_sort" ON "invoices" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_status_sort" ON "invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "invoices_total_sort" ON "invoices" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "invoices_balance_sort" ON "invoices" USING btree ("balance_cents","id");--> statement-breakpoint
CREATE INDEX "invoices_patient_invoice_date_idx" ON "invoices" USING btree ("patient","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_created_at_sort" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_updated_at_sort" ON "invoices" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_code_unique" ON "services" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "services_code_trgm" ON "services" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_code_sort" ON "services" USING btree (lower("code"),"id");--> statement-breakpoint
CREATE INDEX "services_name_trgm" ON "services" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_name_sort" ON "services" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "services_category_sort" ON "services" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "services_price_sort" ON "services" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "services_active_idx" ON "services" USING btree ("active");--> statement-breakpoint
CREATE INDEX "services_created_at_sort" ON "services" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "services_updated_at_sort" ON "services" USING btree ("updated_at","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_invoices_id_fk" FOREIGN KEY ("invoice") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice");