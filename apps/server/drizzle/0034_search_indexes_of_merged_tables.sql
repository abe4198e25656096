-- Custom SQL migration file, put your code below! --
-- The record types merged beside the one-search-document change (billing, the chart) were generated with
-- the old per-column trigram and sort indexes: give them the same indexes every other type has.
DROP INDEX IF EXISTS "chart_entries_notes_trgm";
--> statement-breakpoint
DROP INDEX IF EXISTS "chart_entries_treatment_summary_trgm";
--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_invoice_number_trgm";
--> statement-breakpoint
DROP INDEX IF EXISTS "services_code_trgm";
--> statement-breakpoint
DROP INDEX IF EXISTS "treatment_plan_items_description_trgm";
--> statement-breakpoint
CREATE INDEX chart_entries_search_trgm ON chart_entries USING gin ((((COALESCE(notes, ''::text) || '
'::text) || COALESCE(treatment_summary, ''::text))) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_invoice_number_sort";
--> statement-breakpoint
CREATE INDEX invoices_invoice_number_sort ON invoices USING btree (lower(invoice_number), id, invoice_number) WHERE (archived_at IS NULL);
--> statement-breakpoint
CREATE INDEX invoices_search_trgm ON invoices USING gin (invoice_number gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "services_code_sort";
--> statement-breakpoint
CREATE INDEX services_code_sort ON services USING btree (lower(code), id, code);
--> statement-breakpoint
DROP INDEX IF EXISTS "services_name_sort";
--> statement-breakpoint
CREATE INDEX services_name_sort ON services USING btree (lower(name), id, name);
--> statement-breakpoint
CREATE INDEX services_search_trgm ON services USING gin ((((((COALESCE(code, ''::text) || '
'::text) || COALESCE(name, ''::text)) || '
'::text) || COALESCE(category, ''::text))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX treatment_plan_items_search_trgm ON treatment_plan_items USING gin (description gin_trgm_ops);
