CREATE TABLE "doctors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"full_name" text NOT NULL,
	"license_number" text NOT NULL,
	"specialization" text NOT NULL,
	"clinic" bigint,
	"experience_years" integer NOT NULL,
	"consultation_fee_cents" bigint NOT NULL,
	"rating" numeric(12, 1) NOT NULL,
	"available_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"available_time_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "doctors_specialization_check" CHECK ("specialization" IN ('General Dentist', 'Orthodontist', 'Periodontist', 'Endodontist', 'Prosthodontist', 'Oral Surgeon', 'Pediatric Dentist', 'Other')),
	CONSTRAINT "doctors_available_days_check" CHECK ("available_days" <@ ARRAY['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']::text[])
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"full_name" text NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"status" text NOT NULL,
	"account" bigint,
	"shift_schedule" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "staff_role_check" CHECK ("role" IN ('Admin', 'Dentist', 'Assistant', 'Receptionist', 'Accountant')),
	CONSTRAINT "staff_status_check" CHECK ("status" IN ('Active', 'On Leave', 'Inactive'))
);
--> statement-breakpoint
DROP INDEX "medicament_manufacturers_country_trgm";--> statement-breakpoint
ALTER TABLE "medicaments" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_clinic_clinics_id_fk" FOREIGN KEY ("clinic") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_account_users_id_fk" FOREIGN KEY ("account") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctors_full_name_trgm" ON "doctors" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "doctors_full_name_sort" ON "doctors" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_license_number_unique" ON "doctors" USING btree (lower("license_number"));--> statement-breakpoint
CREATE INDEX "doctors_license_number_trgm" ON "doctors" USING gin ("license_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "doctors_specialization_sort" ON "doctors" USING btree ("specialization","id");--> statement-breakpoint
CREATE INDEX "doctors_clinic_idx" ON "doctors" USING btree ("clinic");--> statement-breakpoint
CREATE INDEX "doctors_experience_years_sort" ON "doctors" USING btree ("experience_years","id");--> statement-breakpoint
CREATE INDEX "doctors_consultation_fee_sort" ON "doctors" USING btree ("consultation_fee_cents","id");--> statement-breakpoint
CREATE INDEX "doctors_rating_sort" ON "doctors" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "doctors_available_days_idx" ON "doctors" USING btree ("available_days");--> statement-breakpoint
CREATE INDEX "doctors_created_at_sort" ON "doctors" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "doctors_updated_at_sort" ON "doctors" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "staff_full_name_trgm" ON "staff" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_full_name_sort" ON "staff" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "staff_role_sort" ON "staff" USING btree ("role","id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_unique" ON "staff" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_email_trgm" ON "staff" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_email_sort" ON "staff" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "staff_phone_trgm" ON "staff" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_status_sort" ON "staff" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_account_unique" ON "staff" USING btree ("account");--> statement-breakpoint
CREATE INDEX "staff_account_idx" ON "staff" USING btree ("account");--> statement-breakpoint
CREATE INDEX "staff_created_at_sort" ON "staff" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "staff_updated_at_sort" ON "staff" USING btree ("updated_at","id");