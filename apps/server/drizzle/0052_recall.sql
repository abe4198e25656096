CREATE TABLE "asap_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asap_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient" bigint NOT NULL,
	"doctor" bigint,
	"clinic" bigint,
	"note" text,
	"active" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freed_slots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freed_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment" bigint NOT NULL,
	"doctor" bigint NOT NULL,
	"clinic" bigint NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"reason" text NOT NULL,
	"freed_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "freed_slots_reason_check" CHECK ("freed_slots"."reason" IN ('Cancelled', 'Moved'))
);
--> statement-breakpoint
CREATE TABLE "patient_recalls" (
	"patient" bigint NOT NULL,
	"recall_type" bigint NOT NULL,
	"due_override" date,
	"note" text,
	"excluded" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "patient_recalls_patient_recall_type_pk" PRIMARY KEY("patient","recall_type")
);
--> statement-breakpoint
CREATE TABLE "recall_contacts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recall_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient" bigint NOT NULL,
	"recall_type" bigint NOT NULL,
	"due_on" date NOT NULL,
	"method" text NOT NULL,
	"outcome" text,
	"note" text,
	"outbox_message" bigint,
	"at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"user_id" bigint,
	"username" text,
	CONSTRAINT "recall_contacts_method_check" CHECK ("recall_contacts"."method" IN ('Message', 'Phone'))
);
--> statement-breakpoint
CREATE TABLE "recall_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recall_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"interval_months" integer,
	"interval_days" integer,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "recall_type" bigint;--> statement-breakpoint
ALTER TABLE "asap_entries" ADD CONSTRAINT "asap_entries_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asap_entries" ADD CONSTRAINT "asap_entries_doctor_doctors_id_fk" FOREIGN KEY ("doctor") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asap_entries" ADD CONSTRAINT "asap_entries_clinic_clinics_id_fk" FOREIGN KEY ("clinic") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freed_slots" ADD CONSTRAINT "freed_slots_appointment_appointments_id_fk" FOREIGN KEY ("appointment") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freed_slots" ADD CONSTRAINT "freed_slots_doctor_doctors_id_fk" FOREIGN KEY ("doctor") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freed_slots" ADD CONSTRAINT "freed_slots_clinic_clinics_id_fk" FOREIGN KEY ("clinic") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_recalls" ADD CONSTRAINT "patient_recalls_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_recalls" ADD CONSTRAINT "patient_recalls_recall_type_recall_types_id_fk" FOREIGN KEY ("recall_type") REFERENCES "public"."recall_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_recalls" ADD CONSTRAINT "patient_recalls_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD CONSTRAINT "recall_contacts_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD CONSTRAINT "recall_contacts_recall_type_recall_types_id_fk" FOREIGN KEY ("recall_type") REFERENCES "public"."recall_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD CONSTRAINT "recall_contacts_outbox_message_outbox_messages_id_fk" FOREIGN KEY ("outbox_message") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD CONSTRAINT "recall_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asap_entries_search_trgm" ON "asap_entries" USING gin (("note") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asap_entries_patient_sort" ON "asap_entries" USING btree ("patient","id");--> statement-breakpoint
CREATE INDEX "asap_entries_doctor_idx" ON "asap_entries" USING btree ("doctor");--> statement-breakpoint
CREATE INDEX "asap_entries_clinic_idx" ON "asap_entries" USING btree ("clinic");--> statement-breakpoint
CREATE INDEX "asap_entries_active_doctor_idx" ON "asap_entries" USING btree ("active","doctor");--> statement-breakpoint
CREATE INDEX "asap_entries_active_clinic_idx" ON "asap_entries" USING btree ("active","clinic");--> statement-breakpoint
CREATE INDEX "asap_entries_created_at_sort" ON "asap_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "asap_entries_updated_at_sort" ON "asap_entries" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "freed_slots_date_idx" ON "freed_slots" USING btree ("date","doctor");--> statement-breakpoint
CREATE INDEX "patient_recalls_type_idx" ON "patient_recalls" USING btree ("recall_type");--> statement-breakpoint
CREATE INDEX "recall_contacts_patient_idx" ON "recall_contacts" USING btree ("patient","recall_type","due_on","at");--> statement-breakpoint
CREATE INDEX "recall_contacts_at_idx" ON "recall_contacts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "recall_types_search_trgm" ON "recall_types" USING gin (("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "recall_types_name_unique" ON "recall_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "recall_types_name_sort" ON "recall_types" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "recall_types_interval_months_sort" ON "recall_types" USING btree ("interval_months","id");--> statement-breakpoint
CREATE INDEX "recall_types_active_idx" ON "recall_types" USING btree ("active");--> statement-breakpoint
CREATE INDEX "recall_types_created_at_sort" ON "recall_types" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "recall_types_updated_at_sort" ON "recall_types" USING btree ("updated_at","id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_recall_type_recall_types_id_fk" FOREIGN KEY ("recall_type") REFERENCES "public"."recall_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_recall_type_idx" ON "appointments" USING btree ("recall_type");--> statement-breakpoint
CREATE INDEX "chart_entries_kind_service_patient_completed_on_idx" ON "chart_entries" USING btree ("kind","service","patient","completed_on");