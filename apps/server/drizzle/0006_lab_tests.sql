CREATE TABLE "lab_tests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"clinic_id" bigint,
	"test_name" text NOT NULL,
	"test_category" text NOT NULL,
	"test_status" text NOT NULL,
	"urgency_level" text,
	"test_description" text,
	"sample_type" text,
	"sample_condition" text,
	"sample_collection_date" timestamp with time zone NOT NULL,
	"sample_collected_by" text,
	"laboratory" text,
	"result" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result_delivery_method" text,
	"result_delivery_date" date,
	"test_cost_cents" bigint NOT NULL,
	"insurance_covered" text NOT NULL,
	"payment_status" text NOT NULL,
	"comments" text,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "lab_tests_test_category_check" CHECK ("test_category" IN ('Blood', 'Urine', 'Radiology', 'Biopsy')),
	CONSTRAINT "lab_tests_test_status_check" CHECK ("test_status" IN ('Pending', 'In Progress', 'Completed', 'Cancelled')),
	CONSTRAINT "lab_tests_urgency_level_check" CHECK ("urgency_level" IN ('Routine', 'Urgent', 'Stat')),
	CONSTRAINT "lab_tests_sample_condition_check" CHECK ("sample_condition" IN ('Normal', 'Hemolyzed', 'Lipemic', 'Icteric', 'Clotted')),
	CONSTRAINT "lab_tests_result_delivery_method_check" CHECK ("result_delivery_method" IN ('Email', 'Phone', 'In Person', 'Portal')),
	CONSTRAINT "lab_tests_insurance_covered_check" CHECK ("insurance_covered" IN ('Yes', 'No')),
	CONSTRAINT "lab_tests_payment_status_check" CHECK ("payment_status" IN ('Paid', 'Unpaid', 'Pending'))
);
--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_tests_patient_id_idx" ON "lab_tests" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "lab_tests_doctor_id_idx" ON "lab_tests" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "lab_tests_clinic_id_idx" ON "lab_tests" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "lab_tests_test_name_trgm" ON "lab_tests" USING gin ("test_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lab_tests_test_name_sort" ON "lab_tests" USING btree (lower("test_name"),"id");--> statement-breakpoint
CREATE INDEX "lab_tests_test_category_sort" ON "lab_tests" USING btree ("test_category","id");--> statement-breakpoint
CREATE INDEX "lab_tests_test_status_sort" ON "lab_tests" USING btree ("test_status","id");--> statement-breakpoint
CREATE INDEX "lab_tests_urgency_level_idx" ON "lab_tests" USING btree ("urgency_level");--> statement-breakpoint
CREATE INDEX "lab_tests_sample_type_trgm" ON "lab_tests" USING gin ("sample_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lab_tests_sample_collection_date_sort" ON "lab_tests" USING btree ("sample_collection_date","id");--> statement-breakpoint
CREATE INDEX "lab_tests_laboratory_trgm" ON "lab_tests" USING gin ("laboratory" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lab_tests_payment_status_idx" ON "lab_tests" USING btree ("payment_status");--> statement-breakpoint
CREATE INDEX "lab_tests_created_at_sort" ON "lab_tests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "lab_tests_updated_at_sort" ON "lab_tests" USING btree ("updated_at","id");