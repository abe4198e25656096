-- The app's clock in SQL (src/db/app-now.ts): the database's clock moved by the session's
-- chairside.clock_shift seconds, set only by a run of a fixed day (TEST_TODAY); unset, it is now().
CREATE OR REPLACE FUNCTION app_now() RETURNS timestamptz LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT now() + coalesce(nullif(current_setting('chairside.clock_shift', true), '')::float8, 0) * interval '1 second'
$$;--> statement-breakpoint
-- Today in the session's time zone (the clinic's), as current_date is.
CREATE OR REPLACE FUNCTION app_today() RETURNS date LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT app_now()::date
$$;--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ALTER COLUMN "at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "backups" ALTER COLUMN "taken_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "booking_requests" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "case_studies" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "case_studies" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "certificate_templates" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "certificate_templates" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "chart_entries" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "chart_entries" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "clinics" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "clinics" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "consultations" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "consultations" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "diagnoses" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "diagnoses" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "doctors" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "doctors" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "equipment" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "equipment" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "equipment_maintenance" ALTER COLUMN "recorded_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "expenses" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "expenses" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "incomes" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "incomes" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "insurance_policies" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "insurance_policies" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "known_devices" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "known_devices" ALTER COLUMN "last_used_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "lab_tests" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "lab_tests" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "legal_documents" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "legal_documents" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "login_throttle" ALTER COLUMN "window_start" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "medicament_categories" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "medicament_categories" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "medicament_manufacturers" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "medicament_manufacturers" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "medicaments" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "medicaments" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "operations" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "operations" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "prescriptions" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "prescriptions" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "procedures" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "procedures" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ALTER COLUMN "window_start" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "last_seen_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "settings" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "staff" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "staff" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "treatment_plan_items" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "treatment_plan_items" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "treatment_plans" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "treatment_plans" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "updated_at" SET DEFAULT app_now();