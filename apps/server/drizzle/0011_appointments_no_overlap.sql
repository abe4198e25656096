-- The appointment book: a doctor's live appointments never overlap, enforced by the database
-- (written from the definition's noOverlap by exclusionSql, apps/server/src/db/exclusion.ts).
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_time_order" CHECK ("end_time" > "start_time");
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("doctor" WITH =, tsrange("appointment_date" + "start_time", "appointment_date" + "end_time") WITH &&) WHERE ("archived_at" IS NULL AND "status" NOT IN ('Cancelled', 'No-Show'));
