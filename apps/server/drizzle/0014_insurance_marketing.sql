CREATE TABLE "insurance_policies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insurance_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient" bigint NOT NULL,
	"provider_name" text NOT NULL,
	"policy_number" text NOT NULL,
	"status" text NOT NULL,
	"max_annual_coverage_cents" bigint NOT NULL,
	"treatment_coverage" numeric(12, 2) NOT NULL,
	"medication_coverage" numeric(12, 2) NOT NULL,
	"consultation_coverage" numeric(12, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "insurance_policies_status_check" CHECK ("status" IN ('Active', 'Expired', 'Pending'))
);
--> statement-breakpoint
CREATE TABLE "marketing_campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketing_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_name" text NOT NULL,
	"campaign_type" text NOT NULL,
	"status" text NOT NULL,
	"schedule_date" date,
	"target_audience" jsonb,
	"subject" text,
	"message_template" text NOT NULL,
	"audience_size" integer,
	"messages_queued" integer,
	"skipped_no_email" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "marketing_campaigns_campaign_type_check" CHECK ("campaign_type" IN ('Promotion', 'Newsletter', 'Recall', 'Event', 'Announcement')),
	CONSTRAINT "marketing_campaigns_status_check" CHECK ("status" IN ('Draft', 'Scheduled', 'Sent', 'Cancelled'))
);
--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_policies_patient_idx" ON "insurance_policies" USING btree ("patient");--> statement-breakpoint
CREATE INDEX "insurance_policies_provider_name_trgm" ON "insurance_policies" USING gin ("provider_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insurance_policies_provider_name_sort" ON "insurance_policies" USING btree (lower("provider_name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_policies_policy_number_unique" ON "insurance_policies" USING btree (lower("policy_number"));--> statement-breakpoint
CREATE INDEX "insurance_policies_policy_number_trgm" ON "insurance_policies" USING gin ("policy_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insurance_policies_policy_number_sort" ON "insurance_policies" USING btree (lower("policy_number"),"id");--> statement-breakpoint
CREATE INDEX "insurance_policies_status_sort" ON "insurance_policies" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "insurance_policies_valid_from_sort" ON "insurance_policies" USING btree ("valid_from","id");--> statement-breakpoint
CREATE INDEX "insurance_policies_valid_until_sort" ON "insurance_policies" USING btree ("valid_until","id");--> statement-breakpoint
CREATE INDEX "insurance_policies_created_at_sort" ON "insurance_policies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "insurance_policies_updated_at_sort" ON "insurance_policies" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "marketing_campaigns_campaign_name_trgm" ON "marketing_campaigns" USING gin ("campaign_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marketing_campaigns_campaign_name_sort" ON "marketing_campaigns" USING btree (lower("campaign_name"),"id");--> statement-breakpoint
CREATE INDEX "marketing_campaigns_campaign_type_sort" ON "marketing_campaigns" USING btree ("campaign_type","id");--> statement-breakpoint
CREATE INDEX "marketing_campaigns_status_sort" ON "marketing_campaigns" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "marketing_campaigns_schedule_date_sort" ON "marketing_campaigns" USING btree ("schedule_date","id");--> statement-breakpoint
CREATE INDEX "marketing_campaigns_subject_trgm" ON "marketing_campaigns" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marketing_campaigns_sent_at_sort" ON "marketing_campaigns" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "marketing_campaigns_created_at_sort" ON "marketing_campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "marketing_campaigns_updated_at_sort" ON "marketing_campaigns" USING btree ("updated_at","id");