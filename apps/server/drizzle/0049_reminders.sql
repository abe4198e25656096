CREATE TABLE "appointment_reminders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment_id" bigint NOT NULL,
	"rule_id" bigint,
	"hours_before" integer NOT NULL,
	"visit_date" date NOT NULL,
	"visit_start" time NOT NULL,
	"visit_end" time NOT NULL,
	"outbox_message_id" bigint,
	"token_hash" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"hours_before" integer NOT NULL,
	"channel" text NOT NULL,
	"active" boolean NOT NULL,
	"language" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "reminder_rules_channel_check" CHECK ("channel" IN ('Email')),
	CONSTRAINT "reminder_rules_language_check" CHECK ("language" IN ('English', 'French', 'Spanish', 'Arabic'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "patient_answer" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_rule_id_reminder_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."reminder_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminders_once" ON "appointment_reminders" USING btree ("appointment_id","hours_before","visit_date","visit_start");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminders_token_unique" ON "appointment_reminders" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "appointment_reminders_outbox_idx" ON "appointment_reminders" USING btree ("outbox_message_id");--> statement-breakpoint
CREATE INDEX "appointment_reminders_rule_idx" ON "appointment_reminders" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "reminder_rules_search_trgm" ON "reminder_rules" USING gin ((coalesce("name", '') || E'\n' || coalesce("subject", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reminder_rules_name_trgm" ON "reminder_rules" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reminder_rules_name_sort" ON "reminder_rules" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "reminder_rules_hours_before_sort" ON "reminder_rules" USING btree ("hours_before","id");--> statement-breakpoint
CREATE INDEX "reminder_rules_active_idx" ON "reminder_rules" USING btree ("active");--> statement-breakpoint
CREATE INDEX "reminder_rules_language_idx" ON "reminder_rules" USING btree ("language");--> statement-breakpoint
CREATE INDEX "reminder_rules_created_at_sort" ON "reminder_rules" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reminder_rules_updated_at_sort" ON "reminder_rules" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "appointments_patient_answer_idx" ON "appointments" USING btree ("patient_answer");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_answer_check" CHECK ("patient_answer" IN ('Confirmed', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_preferred_language_check" CHECK ("preferred_language" IN ('English', 'French', 'Spanish', 'Arabic'));