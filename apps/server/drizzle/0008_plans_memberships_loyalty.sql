CREATE TABLE "loyalty_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient" bigint NOT NULL,
	"points" integer,
	"earned" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"redeemed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient" bigint NOT NULL,
	"membership_plan" text NOT NULL,
	"payment_status" text NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"renewal_date" date,
	"last_payment_amount_cents" bigint,
	"last_payment_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "memberships_membership_plan_check" CHECK ("membership_plan" IN ('Basic', 'Standard', 'Premium')),
	CONSTRAINT "memberships_payment_status_check" CHECK ("payment_status" IN ('Active', 'Inactive', 'Expired', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "treatment_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "treatment_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient" bigint NOT NULL,
	"doctor" bigint NOT NULL,
	"treatment_type" text NOT NULL,
	"description" text NOT NULL,
	"estimated_duration" integer NOT NULL,
	"status" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "treatment_plans_treatment_type_check" CHECK ("treatment_type" IN ('Preventive', 'Restorative', 'Endodontic', 'Periodontal', 'Orthodontic', 'Prosthodontic', 'Oral Surgery', 'Cosmetic')),
	CONSTRAINT "treatment_plans_status_check" CHECK ("status" IN ('Pending', 'Planned', 'In Progress', 'Completed', 'Cancelled'))
);
--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_doctor_doctors_id_fk" FOREIGN KEY ("doctor") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_accounts_patient_unique" ON "loyalty_accounts" USING btree ("patient");--> statement-breakpoint
CREATE INDEX "loyalty_accounts_patient_idx" ON "loyalty_accounts" USING btree ("patient");--> statement-breakpoint
CREATE INDEX "loyalty_accounts_points_sort" ON "loyalty_accounts" USING btree ("points","id");--> statement-breakpoint
CREATE INDEX "loyalty_accounts_created_at_sort" ON "loyalty_accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "loyalty_accounts_updated_at_sort" ON "loyalty_accounts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "memberships_patient_idx" ON "memberships" USING btree ("patient");--> statement-breakpoint
CREATE INDEX "memberships_membership_plan_sort" ON "memberships" USING btree ("membership_plan","id");--> statement-breakpoint
CREATE INDEX "memberships_payment_status_sort" ON "memberships" USING btree ("payment_status","id");--> statement-breakpoint
CREATE INDEX "memberships_start_date_sort" ON "memberships" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "memberships_end_date_sort" ON "memberships" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "memberships_renewal_date_sort" ON "memberships" USING btree ("renewal_date","id");--> statement-breakpoint
CREATE INDEX "memberships_created_at_sort" ON "memberships" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "memberships_updated_at_sort" ON "memberships" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "treatment_plans_patient_idx" ON "treatment_plans" USING btree ("patient");--> statement-breakpoint
CREATE INDEX "treatment_plans_doctor_idx" ON "treatment_plans" USING btree ("doctor");--> statement-breakpoint
CREATE INDEX "treatment_plans_treatment_type_sort" ON "treatment_plans" USING btree ("treatment_type","id");--> statement-breakpoint
CREATE INDEX "treatment_plans_description_trgm" ON "treatment_plans" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "treatment_plans_estimated_duration_sort" ON "treatment_plans" USING btree ("estimated_duration","id");--> statement-breakpoint
CREATE INDEX "treatment_plans_status_sort" ON "treatment_plans" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "treatment_plans_created_at_sort" ON "treatment_plans" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "treatment_plans_updated_at_sort" ON "treatment_plans" USING btree ("updated_at","id");