-- The Add Patient form's duplicate check (GET /api/patients/duplicates): the same name and birth date,
-- or the same telephone digits, among live patients. Expressions as the query writes them.
CREATE INDEX IF NOT EXISTS "patients_duplicate_name_idx" ON "patients" (lower(regexp_replace(btrim("full_name"), '\s+', ' ', 'g')), "birth_date") WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patients_duplicate_phone_idx" ON "patients" (regexp_replace("telephone", '\D', '', 'g')) WHERE "archived_at" IS NULL;
