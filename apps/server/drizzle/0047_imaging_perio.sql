CREATE TABLE "dental_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dental_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient" bigint NOT NULL,
	"doctor" bigint,
	"image_type" text NOT NULL,
	"taken_on" date NOT NULL,
	"teeth" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"notes" text,
	"diagnosis_notes" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"flag_reason" text,
	"modality" text,
	"dicom_patient" text,
	"study_date" text,
	"pixel_spacing" text,
	"preview_available" boolean DEFAULT false,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "dental_images_image_type_check" CHECK ("image_type" IN ('X-Ray', 'Panoramic', 'Intraoral Camera', 'CBCT')),
	CONSTRAINT "dental_images_status_check" CHECK ("status" IN ('Pending', 'Reviewed', 'Flagged'))
);
--> statement-breakpoint
CREATE TABLE "perio_exams" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perio_exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient" bigint NOT NULL,
	"exam_date" date NOT NULL,
	"doctor" bigint,
	"readings" jsonb,
	"notes" text,
	"recorded_by" bigint,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dental_images" ADD CONSTRAINT "dental_images_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dental_images" ADD CONSTRAINT "dental_images_doctor_doctors_id_fk" FOREIGN KEY ("doctor") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dental_images" ADD CONSTRAINT "dental_images_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perio_exams" ADD CONSTRAINT "perio_exams_patient_patients_id_fk" FOREIGN KEY ("patient") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perio_exams" ADD CONSTRAINT "perio_exams_doctor_doctors_id_fk" FOREIGN KEY ("doctor") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perio_exams" ADD CONSTRAINT "perio_exams_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dental_images_search_trgm" ON "dental_images" USING gin ((coalesce("notes", '') || E'\n' || coalesce("diagnosis_notes", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dental_images_doctor_idx" ON "dental_images" USING btree ("doctor");--> statement-breakpoint
CREATE INDEX "dental_images_image_type_sort" ON "dental_images" USING btree ("image_type","id");--> statement-breakpoint
CREATE INDEX "dental_images_taken_on_sort" ON "dental_images" USING btree ("taken_on","id");--> statement-breakpoint
CREATE INDEX "dental_images_status_sort" ON "dental_images" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "dental_images_reviewed_by_idx" ON "dental_images" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "dental_images_patient_taken_on_idx" ON "dental_images" USING btree ("patient","taken_on");--> statement-breakpoint
CREATE INDEX "dental_images_created_at_sort" ON "dental_images" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "dental_images_updated_at_sort" ON "dental_images" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "perio_exams_search_trgm" ON "perio_exams" USING gin (("notes") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "perio_exams_exam_date_sort" ON "perio_exams" USING btree ("exam_date","id");--> statement-breakpoint
CREATE INDEX "perio_exams_doctor_idx" ON "perio_exams" USING btree ("doctor");--> statement-breakpoint
CREATE INDEX "perio_exams_recorded_by_idx" ON "perio_exams" USING btree ("recorded_by");--> statement-breakpoint
CREATE INDEX "perio_exams_patient_exam_date_idx" ON "perio_exams" USING btree ("patient","exam_date");--> statement-breakpoint
CREATE INDEX "perio_exams_created_at_sort" ON "perio_exams" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "perio_exams_updated_at_sort" ON "perio_exams" USING btree ("updated_at","id");