ALTER TABLE "staff" ADD COLUMN "clinic" bigint;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_clinic_clinics_id_fk" FOREIGN KEY ("clinic") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_clinic_idx" ON "staff" USING btree ("clinic");