CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_number" text,
	"patient" bigint NOT NULL,
	"appointment" bigint,
	"clinic" bigint,
	"amount_cents" bigint NOT NULL,
	"currency" text,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_date" date NOT NULL,
	"transaction_id" text,
	"insurance_claim_id" text,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payments_payment_method_check" CHECK ("payment_method" IN ('Cash', 'Card', 'Bank Transfer', 'Insurance', 'Online', 'Cheque')),
	CONSTRAINT "payments_payment_status_check" CHECK ("payment_status" IN ('Completed', 'Pending', 'Failed', 'Refunded'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_appointments_id_fk" FOREIGN KEY ("appointment") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_clinic_clinics_id_fk" FOREIGN KEY ("clinic") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_number_unique" ON "payments" USING btree (lower("payment_number"));--> statement-breakpoint
CREATE INDEX "payments_payment_number_trgm" ON "payments" USING gin ("payment_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_payment_number_sort" ON "payments" USING btree (lower("payment_number"),"id");--> statement-breakpoint
CREATE INDEX "payments_patient_idx" ON "payments" USING btree ("patient");--> statement-breakpoint
CREATE INDEX "payments_appointment_idx" ON "payments" USING btree ("appointment");--> statement-breakpoint
CREATE INDEX "payments_clinic_idx" ON "payments" USING btree ("clinic");--> statement-breakpoint
CREATE INDEX "payments_amount_sort" ON "payments" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "payments_payment_method_sort" ON "payments" USING btree ("payment_method","id");--> statement-breakpoint
CREATE INDEX "payments_payment_status_sort" ON "payments" USING btree ("payment_status","id");--> statement-breakpoint
CREATE INDEX "payments_payment_date_sort" ON "payments" USING btree ("payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_transaction_id_trgm" ON "payments" USING gin ("transaction_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_insurance_claim_id_trgm" ON "payments" USING gin ("insurance_claim_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_created_at_sort" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_updated_at_sort" ON "payments" USING btree ("updated_at","id");