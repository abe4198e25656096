CREATE TABLE "outbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"recipient_name" text,
	"patient" bigint,
	"channel" text DEFAULT 'Email' NOT NULL,
	"source" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'Queued' NOT NULL,
	"attempts" integer,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "outbox_messages_channel_check" CHECK ("channel" IN ('Email')),
	CONSTRAINT "outbox_messages_status_check" CHECK ("status" IN ('Queued', 'Sent', 'Failed'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_trgm" ON "outbox_messages" USING gin ("recipient" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_sort" ON "outbox_messages" USING btree (lower("recipient"),"id");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_name_trgm" ON "outbox_messages" USING gin ("recipient_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_messages_patient_idx" ON "outbox_messages" USING btree ("patient");--> statement-breakpoint
CREATE INDEX "outbox_messages_source_trgm" ON "outbox_messages" USING gin ("source" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_messages_subject_trgm" ON "outbox_messages" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_messages_status_sort" ON "outbox_messages" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "outbox_messages_sent_at_sort" ON "outbox_messages" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_sort" ON "outbox_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_messages_updated_at_sort" ON "outbox_messages" USING btree ("updated_at","id");