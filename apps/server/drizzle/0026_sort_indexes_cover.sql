DROP INDEX "case_studies_title_sort";--> statement-breakpoint
DROP INDEX "certificate_templates_name_sort";--> statement-breakpoint
DROP INDEX "certificates_certificate_number_sort";--> statement-breakpoint
DROP INDEX "clinics_name_sort";--> statement-breakpoint
DROP INDEX "clinics_city_sort";--> statement-breakpoint
DROP INDEX "clinics_country_sort";--> statement-breakpoint
DROP INDEX "diagnoses_condition_sort";--> statement-breakpoint
DROP INDEX "doctors_full_name_sort";--> statement-breakpoint
DROP INDEX "equipment_equipment_name_sort";--> statement-breakpoint
DROP INDEX "expenses_description_sort";--> statement-breakpoint
DROP INDEX "incomes_description_sort";--> statement-breakpoint
DROP INDEX "insurance_policies_provider_name_sort";--> statement-breakpoint
DROP INDEX "insurance_policies_policy_number_sort";--> statement-breakpoint
DROP INDEX "inventory_items_name_sort";--> statement-breakpoint
DROP INDEX "lab_tests_test_name_sort";--> statement-breakpoint
DROP INDEX "marketing_campaigns_campaign_name_sort";--> statement-breakpoint
DROP INDEX "medicament_categories_name_sort";--> statement-breakpoint
DROP INDEX "medicament_manufacturers_name_sort";--> statement-breakpoint
DROP INDEX "medicament_manufacturers_license_number_sort";--> statement-breakpoint
DROP INDEX "medicament_manufacturers_city_sort";--> statement-breakpoint
DROP INDEX "medicaments_name_sort";--> statement-breakpoint
DROP INDEX "medicaments_generic_name_sort";--> statement-breakpoint
DROP INDEX "messages_name_sort";--> statement-breakpoint
DROP INDEX "messages_subject_sort";--> statement-breakpoint
DROP INDEX "notes_title_sort";--> statement-breakpoint
DROP INDEX "operations_procedure_name_sort";--> statement-breakpoint
DROP INDEX "outbox_messages_recipient_sort";--> statement-breakpoint
DROP INDEX "patients_full_name_sort";--> statement-breakpoint
DROP INDEX "patients_medical_record_number_sort";--> statement-breakpoint
DROP INDEX "payments_payment_number_sort";--> statement-breakpoint
DROP INDEX "prescriptions_prescription_number_sort";--> statement-breakpoint
DROP INDEX "procedures_procedure_name_sort";--> statement-breakpoint
DROP INDEX "staff_full_name_sort";--> statement-breakpoint
DROP INDEX "staff_email_sort";--> statement-breakpoint
DROP INDEX "tasks_title_sort";--> statement-breakpoint
CREATE INDEX "case_studies_title_sort" ON "case_studies" USING btree (lower("title"),"id","title");--> statement-breakpoint
CREATE INDEX "certificate_templates_name_sort" ON "certificate_templates" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "certificates_certificate_number_sort" ON "certificates" USING btree (lower("certificate_number"),"id","certificate_number") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "clinics_name_sort" ON "clinics" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "clinics_city_sort" ON "clinics" USING btree (lower("city"),"id","city");--> statement-breakpoint
CREATE INDEX "clinics_country_sort" ON "clinics" USING btree (lower("country"),"id","country");--> statement-breakpoint
CREATE INDEX "diagnoses_condition_sort" ON "diagnoses" USING btree (lower("condition"),"id","condition") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "doctors_full_name_sort" ON "doctors" USING btree (lower("full_name"),"id","full_name");--> statement-breakpoint
CREATE INDEX "equipment_equipment_name_sort" ON "equipment" USING btree (lower("equipment_name"),"id","equipment_name");--> statement-breakpoint
CREATE INDEX "expenses_description_sort" ON "expenses" USING btree (lower("description"),"id","description") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "incomes_description_sort" ON "incomes" USING btree (lower("description"),"id","description") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "insurance_policies_provider_name_sort" ON "insurance_policies" USING btree (lower("provider_name"),"id","provider_name") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "insurance_policies_policy_number_sort" ON "insurance_policies" USING btree (lower("policy_number"),"id","policy_number") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "inventory_items_name_sort" ON "inventory_items" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "lab_tests_test_name_sort" ON "lab_tests" USING btree (lower("test_name"),"id","test_name") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "marketing_campaigns_campaign_name_sort" ON "marketing_campaigns" USING btree (lower("campaign_name"),"id","campaign_name");--> statement-breakpoint
CREATE INDEX "medicament_categories_name_sort" ON "medicament_categories" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_name_sort" ON "medicament_manufacturers" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_license_number_sort" ON "medicament_manufacturers" USING btree (lower("license_number"),"id","license_number");--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_city_sort" ON "medicament_manufacturers" USING btree (lower("city"),"id","city");--> statement-breakpoint
CREATE INDEX "medicaments_name_sort" ON "medicaments" USING btree (lower("name"),"id","name") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "medicaments_generic_name_sort" ON "medicaments" USING btree (lower("generic_name"),"id","generic_name") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "messages_name_sort" ON "messages" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "messages_subject_sort" ON "messages" USING btree (lower("subject"),"id","subject");--> statement-breakpoint
CREATE INDEX "notes_title_sort" ON "notes" USING btree ("owner_id",lower("title"),"id","title");--> statement-breakpoint
CREATE INDEX "operations_procedure_name_sort" ON "operations" USING btree (lower("procedure_name"),"id","procedure_name");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_sort" ON "outbox_messages" USING btree (lower("recipient"),"id","recipient");--> statement-breakpoint
CREATE INDEX "patients_full_name_sort" ON "patients" USING btree (lower("full_name"),"id","full_name") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "patients_medical_record_number_sort" ON "patients" USING btree (lower("medical_record_number"),"id","medical_record_number") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "payments_payment_number_sort" ON "payments" USING btree (lower("payment_number"),"id","payment_number") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "prescriptions_prescription_number_sort" ON "prescriptions" USING btree (lower("prescription_number"),"id","prescription_number") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "procedures_procedure_name_sort" ON "procedures" USING btree (lower("procedure_name"),"id","procedure_name");--> statement-breakpoint
CREATE INDEX "staff_full_name_sort" ON "staff" USING btree (lower("full_name"),"id","full_name");--> statement-breakpoint
CREATE INDEX "staff_email_sort" ON "staff" USING btree (lower("email"),"id","email");--> statement-breakpoint
CREATE INDEX "tasks_title_sort" ON "tasks" USING btree ("owner_id",lower("title"),"id","title");