CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"read" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"body" text,
	"owner_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"full_name" text NOT NULL,
	"medical_record_number" text,
	"blood_type" text NOT NULL,
	"insurance_id" text,
	"national_id" text,
	"birth_date" date,
	"gender" text,
	"marital_status" text,
	"occupation" text,
	"telephone" text,
	"email" text,
	"address" text,
	"allergies" text[] DEFAULT '{}'::text[] NOT NULL,
	"chronic_diseases" text[] DEFAULT '{}'::text[] NOT NULL,
	"medical_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_medications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emergency_contact_name" text,
	"emergency_contact_relationship" text,
	"emergency_contact_phone" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "patients_blood_type_check" CHECK ("blood_type" IN ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-')),
	CONSTRAINT "patients_gender_check" CHECK ("gender" IN ('Male', 'Female', 'Other')),
	CONSTRAINT "patients_marital_status_check" CHECK ("marital_status" IN ('Single', 'Married', 'Divorced', 'Widowed'))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"amount_cents" bigint,
	"due_date" date,
	"note" text,
	"done" boolean NOT NULL,
	"owner_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_name_trgm" ON "messages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_name_sort" ON "messages" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "messages_subject_trgm" ON "messages" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_subject_sort" ON "messages" USING btree (lower("subject"),"id");--> statement-breakpoint
CREATE INDEX "messages_message_trgm" ON "messages" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_read_sort" ON "messages" USING btree ("read","id");--> statement-breakpoint
CREATE INDEX "messages_created_at_sort" ON "messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "messages_updated_at_sort" ON "messages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notes_title_trgm" ON "notes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_title_sort" ON "notes" USING btree ("owner_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "notes_body_trgm" ON "notes" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_created_at_sort" ON "notes" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notes_updated_at_sort" ON "notes" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "patients_full_name_trgm" ON "patients" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_full_name_sort" ON "patients" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_medical_record_number_unique" ON "patients" USING btree (lower("medical_record_number"));--> statement-breakpoint
CREATE INDEX "patients_medical_record_number_trgm" ON "patients" USING gin ("medical_record_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_medical_record_number_sort" ON "patients" USING btree (lower("medical_record_number"),"id");--> statement-breakpoint
CREATE INDEX "patients_blood_type_sort" ON "patients" USING btree ("blood_type","id");--> statement-breakpoint
CREATE INDEX "patients_insurance_id_trgm" ON "patients" USING gin ("insurance_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_national_id_trgm" ON "patients" USING gin ("national_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_birth_date_sort" ON "patients" USING btree ("birth_date","id");--> statement-breakpoint
CREATE INDEX "patients_gender_idx" ON "patients" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "patients_telephone_trgm" ON "patients" USING gin ("telephone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_email_trgm" ON "patients" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_created_at_sort" ON "patients" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "patients_updated_at_sort" ON "patients" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "tasks_title_trgm" ON "tasks" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_title_sort" ON "tasks" USING btree ("owner_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "tasks_amount_sort" ON "tasks" USING btree ("owner_id","amount_cents","id");--> statement-breakpoint
CREATE INDEX "tasks_due_date_sort" ON "tasks" USING btree ("owner_id","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_note_trgm" ON "tasks" USING gin ("note" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_done_sort" ON "tasks" USING btree ("owner_id","done","id");--> statement-breakpoint
CREATE INDEX "tasks_created_at_sort" ON "tasks" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_updated_at_sort" ON "tasks" USING btree ("owner_id","updated_at","id");