DROP INDEX "appointments_telephone_trgm";--> statement-breakpoint
DROP INDEX "appointments_email_trgm";--> statement-breakpoint
DROP INDEX "case_studies_description_trgm";--> statement-breakpoint
DROP INDEX "certificate_templates_description_trgm";--> statement-breakpoint
DROP INDEX "certificates_diagnosis_trgm";--> statement-breakpoint
DROP INDEX "clinics_address_trgm";--> statement-breakpoint
DROP INDEX "clinics_city_trgm";--> statement-breakpoint
DROP INDEX "clinics_email_trgm";--> statement-breakpoint
DROP INDEX "consultations_diagnosis_trgm";--> statement-breakpoint
DROP INDEX "diagnoses_diagnosis_results_trgm";--> statement-breakpoint
DROP INDEX "diagnoses_notes_trgm";--> statement-breakpoint
DROP INDEX "doctors_license_number_trgm";--> statement-breakpoint
DROP INDEX "equipment_model_number_trgm";--> statement-breakpoint
DROP INDEX "equipment_manufacturer_trgm";--> statement-breakpoint
DROP INDEX "expenses_vendor_name_trgm";--> statement-breakpoint
DROP INDEX "incomes_description_trgm";--> statement-breakpoint
DROP INDEX "insurance_policies_provider_name_trgm";--> statement-breakpoint
DROP INDEX "inventory_items_notes_trgm";--> statement-breakpoint
DROP INDEX "lab_tests_sample_type_trgm";--> statement-breakpoint
DROP INDEX "lab_tests_laboratory_trgm";--> statement-breakpoint
DROP INDEX "legal_documents_notes_trgm";--> statement-breakpoint
DROP INDEX "marketing_campaigns_subject_trgm";--> statement-breakpoint
DROP INDEX "medicament_categories_description_trgm";--> statement-breakpoint
DROP INDEX "medicament_manufacturers_license_number_trgm";--> statement-breakpoint
DROP INDEX "medicament_manufacturers_contact_name_trgm";--> statement-breakpoint
DROP INDEX "medicament_manufacturers_city_trgm";--> statement-breakpoint
DROP INDEX "medicaments_generic_name_trgm";--> statement-breakpoint
DROP INDEX "medicaments_barcode_trgm";--> statement-breakpoint
DROP INDEX "medicaments_batch_number_trgm";--> statement-breakpoint
DROP INDEX "messages_name_trgm";--> statement-breakpoint
DROP INDEX "messages_message_trgm";--> statement-breakpoint
DROP INDEX "notes_body_trgm";--> statement-breakpoint
DROP INDEX "operations_complications_trgm";--> statement-breakpoint
DROP INDEX "operations_post_operation_instructions_trgm";--> statement-breakpoint
DROP INDEX "outbox_messages_recipient_trgm";--> statement-breakpoint
DROP INDEX "outbox_messages_recipient_name_trgm";--> statement-breakpoint
DROP INDEX "outbox_messages_source_trgm";--> statement-breakpoint
DROP INDEX "patients_medical_record_number_trgm";--> statement-breakpoint
DROP INDEX "patients_insurance_id_trgm";--> statement-breakpoint
DROP INDEX "patients_national_id_trgm";--> statement-breakpoint
DROP INDEX "patients_telephone_trgm";--> statement-breakpoint
DROP INDEX "patients_email_trgm";--> statement-breakpoint
DROP INDEX "payments_transaction_id_trgm";--> statement-breakpoint
DROP INDEX "payments_insurance_claim_id_trgm";--> statement-breakpoint
DROP INDEX "prescriptions_pharmacy_trgm";--> statement-breakpoint
DROP INDEX "procedures_notes_trgm";--> statement-breakpoint
DROP INDEX "staff_email_trgm";--> statement-breakpoint
DROP INDEX "staff_phone_trgm";--> statement-breakpoint
DROP INDEX "tasks_note_trgm";--> statement-breakpoint
DROP INDEX "treatment_plans_description_trgm";--> statement-breakpoint
CREATE INDEX "appointments_search_trgm" ON "appointments" USING gin ((coalesce("reason_for_visit", '') || E'\n' || coalesce("telephone", '') || E'\n' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "case_studies_search_trgm" ON "case_studies" USING gin ((coalesce("title", '') || E'\n' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certificate_templates_search_trgm" ON "certificate_templates" USING gin ((coalesce("name", '') || E'\n' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certificates_search_trgm" ON "certificates" USING gin ((coalesce("certificate_number", '') || E'\n' || coalesce("diagnosis", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clinics_search_trgm" ON "clinics" USING gin ((coalesce("name", '') || E'\n' || coalesce("city", '') || E'\n' || coalesce("address", '') || E'\n' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultations_search_trgm" ON "consultations" USING gin ((coalesce("reason_for_visit", '') || E'\n' || coalesce("diagnosis", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "diagnoses_search_trgm" ON "diagnoses" USING gin ((coalesce("condition", '') || E'\n' || coalesce("notes", '') || E'\n' || coalesce("diagnosis_results", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "doctors_search_trgm" ON "doctors" USING gin ((coalesce("full_name", '') || E'\n' || coalesce("license_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_search_trgm" ON "equipment" USING gin ((coalesce("equipment_name", '') || E'\n' || coalesce("model_number", '') || E'\n' || coalesce("manufacturer", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expenses_search_trgm" ON "expenses" USING gin ((coalesce("description", '') || E'\n' || coalesce("vendor_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "incomes_search_trgm" ON "incomes" USING gin (("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insurance_policies_search_trgm" ON "insurance_policies" USING gin ((coalesce("policy_number", '') || E'\n' || coalesce("provider_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_items_search_trgm" ON "inventory_items" USING gin ((coalesce("name", '') || E'\n' || coalesce("notes", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lab_tests_search_trgm" ON "lab_tests" USING gin ((coalesce("test_name", '') || E'\n' || coalesce("sample_type", '') || E'\n' || coalesce("laboratory", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "legal_documents_search_trgm" ON "legal_documents" USING gin (("notes") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marketing_campaigns_search_trgm" ON "marketing_campaigns" USING gin ((coalesce("campaign_name", '') || E'\n' || coalesce("subject", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicament_categories_search_trgm" ON "medicament_categories" USING gin ((coalesce("name", '') || E'\n' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_search_trgm" ON "medicament_manufacturers" USING gin ((coalesce("name", '') || E'\n' || coalesce("license_number", '') || E'\n' || coalesce("contact_name", '') || E'\n' || coalesce("city", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicaments_search_trgm" ON "medicaments" USING gin ((coalesce("name", '') || E'\n' || coalesce("generic_name", '') || E'\n' || coalesce("barcode", '') || E'\n' || coalesce("batch_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_search_trgm" ON "messages" USING gin ((coalesce("name", '') || E'\n' || coalesce("subject", '') || E'\n' || coalesce("message", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_search_trgm" ON "notes" USING gin ((coalesce("title", '') || E'\n' || coalesce("body", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "operations_search_trgm" ON "operations" USING gin ((coalesce("procedure_name", '') || E'\n' || coalesce("complications", '') || E'\n' || coalesce("post_operation_instructions", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_messages_search_trgm" ON "outbox_messages" USING gin ((coalesce("recipient", '') || E'\n' || coalesce("recipient_name", '') || E'\n' || coalesce("subject", '') || E'\n' || coalesce("source", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_search_trgm" ON "patients" USING gin ((coalesce("full_name", '') || E'\n' || coalesce("medical_record_number", '') || E'\n' || coalesce("national_id", '') || E'\n' || coalesce("telephone", '') || E'\n' || coalesce("email", '') || E'\n' || coalesce("insurance_id", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_search_trgm" ON "payments" USING gin ((coalesce("payment_number", '') || E'\n' || coalesce("transaction_id", '') || E'\n' || coalesce("insurance_claim_id", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prescriptions_search_trgm" ON "prescriptions" USING gin ((coalesce("prescription_number", '') || E'\n' || coalesce("pharmacy", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "procedures_search_trgm" ON "procedures" USING gin ((coalesce("procedure_name", '') || E'\n' || coalesce("notes", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_search_trgm" ON "staff" USING gin ((coalesce("full_name", '') || E'\n' || coalesce("email", '') || E'\n' || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_search_trgm" ON "tasks" USING gin ((coalesce("title", '') || E'\n' || coalesce("note", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "treatment_plans_search_trgm" ON "treatment_plans" USING gin (("description") gin_trgm_ops);