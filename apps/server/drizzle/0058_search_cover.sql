-- The title's sort index of a searched record type carries the columns its search reads (`titleSortCover`), so a
-- search matching many records walks that index alone for its page, testing each entry without reading the table:
-- at a million patients a common surname's page 3 read 18,000 rows of the table (130 ms), now only the index.
DROP INDEX "doctors_full_name_sort";--> statement-breakpoint
DROP INDEX "equipment_equipment_name_sort";--> statement-breakpoint
DROP INDEX "incomes_description_sort";--> statement-breakpoint
DROP INDEX "insurance_policies_policy_number_sort";--> statement-breakpoint
DROP INDEX "invoices_invoice_number_sort";--> statement-breakpoint
DROP INDEX "lab_tests_test_name_sort";--> statement-breakpoint
DROP INDEX "marketing_campaigns_campaign_name_sort";--> statement-breakpoint
DROP INDEX "medicament_manufacturers_name_sort";--> statement-breakpoint
DROP INDEX "medicaments_name_sort";--> statement-breakpoint
DROP INDEX "newsletter_subscribers_email_sort";--> statement-breakpoint
DROP INDEX "patients_full_name_sort";--> statement-breakpoint
DROP INDEX "payments_payment_number_sort";--> statement-breakpoint
DROP INDEX "prescriptions_prescription_number_sort";--> statement-breakpoint
DROP INDEX "reminder_rules_name_sort";--> statement-breakpoint
DROP INDEX "services_name_sort";--> statement-breakpoint
DROP INDEX "staff_full_name_sort";--> statement-breakpoint
CREATE INDEX "doctors_full_name_sort" ON "doctors" USING btree (lower("full_name"),"id","full_name","license_number");--> statement-breakpoint
CREATE INDEX "equipment_equipment_name_sort" ON "equipment" USING btree (lower("equipment_name"),"id","equipment_name","model_number","manufacturer");--> statement-breakpoint
CREATE INDEX "incomes_description_sort" ON "incomes" USING btree (lower("description"),"id","description","patient_id","doctor_id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "insurance_policies_policy_number_sort" ON "insurance_policies" USING btree (lower("policy_number"),"id","policy_number","provider_name","patient") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "invoices_invoice_number_sort" ON "invoices" USING btree (lower("invoice_number"),"id","invoice_number","patient") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "lab_tests_test_name_sort" ON "lab_tests" USING btree (lower("test_name"),"id","test_name","sample_type","laboratory") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "marketing_campaigns_campaign_name_sort" ON "marketing_campaigns" USING btree (lower("campaign_name"),"id","campaign_name","subject");--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_name_sort" ON "medicament_manufacturers" USING btree (lower("name"),"id","name","license_number","contact_name","city");--> statement-breakpoint
CREATE INDEX "medicaments_name_sort" ON "medicaments" USING btree (lower("name"),"id","name","generic_name","manufacturer_id","barcode","batch_number") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_sort" ON "newsletter_subscribers" USING btree (lower("email"),"id","email","name");--> statement-breakpoint
CREATE INDEX "patients_full_name_sort" ON "patients" USING btree (lower("full_name"),"id","full_name","medical_record_number","national_id","telephone","email","insurance_id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "payments_payment_number_sort" ON "payments" USING btree (lower("payment_number"),"id","payment_number","patient","transaction_id","insurance_claim_id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "prescriptions_prescription_number_sort" ON "prescriptions" USING btree (lower("prescription_number"),"id","prescription_number","patient","doctor","pharmacy") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "reminder_rules_name_sort" ON "reminder_rules" USING btree (lower("name"),"id","name","subject");--> statement-breakpoint
CREATE INDEX "services_name_sort" ON "services" USING btree (lower("name"),"id","name","code","category");--> statement-breakpoint
CREATE INDEX "staff_full_name_sort" ON "staff" USING btree (lower("full_name"),"id","full_name","email","phone");