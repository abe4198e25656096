CREATE TABLE "expenses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"description" text NOT NULL,
	"expense_category" text NOT NULL,
	"status" text NOT NULL,
	"estimated_duration" integer NOT NULL,
	"patient_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"clinic_id" bigint,
	"amount_cents" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"transaction_date" date NOT NULL,
	"vendor_name" text,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "expenses_expense_category_check" CHECK ("expense_category" IN ('Consultation', 'Treatment', 'Medication', 'Lab', 'Other')),
	CONSTRAINT "expenses_status_check" CHECK ("status" IN ('Planned', 'In Progress', 'Completed', 'Cancelled')),
	CONSTRAINT "expenses_payment_method_check" CHECK ("payment_method" IN ('Cash', 'Card', 'Insurance', 'Online')),
	CONSTRAINT "expenses_payment_status_check" CHECK ("payment_status" IN ('Paid', 'Pending'))
);
--> statement-breakpoint
CREATE TABLE "incomes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"income_category" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"transaction_date" date NOT NULL,
	"patient_id" bigint,
	"doctor_id" bigint,
	"clinic_id" bigint,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "incomes_income_category_check" CHECK ("income_category" IN ('Consultation', 'Treatment', 'Product Sale', 'Insurance', 'Other')),
	CONSTRAINT "incomes_payment_method_check" CHECK ("payment_method" IN ('Cash', 'Card', 'Insurance', 'Online')),
	CONSTRAINT "incomes_payment_status_check" CHECK ("payment_status" IN ('Paid', 'Pending'))
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"reorder_level" integer,
	"expiry_date" date,
	"status" text NOT NULL,
	"clinic_id" bigint,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "inventory_items_category_check" CHECK ("category" IN ('Dental Tools', 'Consumables', 'Medicines', 'Equipment', 'Other')),
	CONSTRAINT "inventory_items_unit_check" CHECK ("unit" IN ('pcs', 'box', 'pack', 'bottle', 'tube', 'ml', 'g', 'kg', 'L', 'other')),
	CONSTRAINT "inventory_items_status_check" CHECK ("status" IN ('In Stock', 'Low Stock', 'Out of Stock', 'Expired'))
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_description_trgm" ON "expenses" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expenses_description_sort" ON "expenses" USING btree (lower("description"),"id");--> statement-breakpoint
CREATE INDEX "expenses_expense_category_sort" ON "expenses" USING btree ("expense_category","id");--> statement-breakpoint
CREATE INDEX "expenses_status_sort" ON "expenses" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "expenses_patient_id_idx" ON "expenses" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "expenses_doctor_id_idx" ON "expenses" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "expenses_clinic_id_idx" ON "expenses" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "expenses_amount_sort" ON "expenses" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "expenses_payment_method_idx" ON "expenses" USING btree ("payment_method");--> statement-breakpoint
CREATE INDEX "expenses_payment_status_sort" ON "expenses" USING btree ("payment_status","id");--> statement-breakpoint
CREATE INDEX "expenses_transaction_date_sort" ON "expenses" USING btree ("transaction_date","id");--> statement-breakpoint
CREATE INDEX "expenses_vendor_name_trgm" ON "expenses" USING gin ("vendor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expenses_created_at_sort" ON "expenses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_updated_at_sort" ON "expenses" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "incomes_income_category_sort" ON "incomes" USING btree ("income_category","id");--> statement-breakpoint
CREATE INDEX "incomes_description_trgm" ON "incomes" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "incomes_description_sort" ON "incomes" USING btree (lower("description"),"id");--> statement-breakpoint
CREATE INDEX "incomes_amount_sort" ON "incomes" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "incomes_payment_method_sort" ON "incomes" USING btree ("payment_method","id");--> statement-breakpoint
CREATE INDEX "incomes_payment_status_sort" ON "incomes" USING btree ("payment_status","id");--> statement-breakpoint
CREATE INDEX "incomes_transaction_date_sort" ON "incomes" USING btree ("transaction_date","id");--> statement-breakpoint
CREATE INDEX "incomes_patient_id_idx" ON "incomes" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "incomes_doctor_id_idx" ON "incomes" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "incomes_clinic_id_idx" ON "incomes" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "incomes_created_at_sort" ON "incomes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "incomes_updated_at_sort" ON "incomes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "inventory_items_name_trgm" ON "inventory_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_items_name_sort" ON "inventory_items" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "inventory_items_category_sort" ON "inventory_items" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "inventory_items_quantity_sort" ON "inventory_items" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "inventory_items_reorder_level_sort" ON "inventory_items" USING btree ("reorder_level","id");--> statement-breakpoint
CREATE INDEX "inventory_items_expiry_date_sort" ON "inventory_items" USING btree ("expiry_date","id");--> statement-breakpoint
CREATE INDEX "inventory_items_status_sort" ON "inventory_items" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inventory_items_clinic_id_idx" ON "inventory_items" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "inventory_items_notes_trgm" ON "inventory_items" USING gin ("notes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_items_low_stock_view" ON "inventory_items" USING btree ("id") WHERE ("quantity" <= coalesce("reorder_level", 10));--> statement-breakpoint
CREATE INDEX "inventory_items_created_at_sort" ON "inventory_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_items_updated_at_sort" ON "inventory_items" USING btree ("updated_at","id");