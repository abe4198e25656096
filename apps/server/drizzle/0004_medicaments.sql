CREATE TABLE "files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"resource" text NOT NULL,
	"record_id" bigint NOT NULL,
	"field" text NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	CONSTRAINT "files_size_check" CHECK ("files"."size" = octet_length("files"."data"))
);
--> statement-breakpoint
CREATE TABLE "medicament_manufacturers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medicament_manufacturers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"license_number" text NOT NULL,
	"status" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"street" text,
	"city" text NOT NULL,
	"state" text,
	"postal_code" text,
	"country" text NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"contract_start_date" date NOT NULL,
	"contract_end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "medicament_manufacturers_status_check" CHECK ("status" IN ('Active', 'Inactive')),
	CONSTRAINT "medicament_manufacturers_certifications_check" CHECK ("certifications" <@ ARRAY['GMP', 'ISO', 'Other']::text[])
);
--> statement-breakpoint
CREATE TABLE "medicaments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medicaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"generic_name" text NOT NULL,
	"category_id" bigint NOT NULL,
	"manufacturer_id" bigint NOT NULL,
	"dosage_form" text NOT NULL,
	"strength" text NOT NULL,
	"requires_prescription" boolean NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"active_ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"side_effects" text[] DEFAULT '{}'::text[] NOT NULL,
	"contraindications" text[] DEFAULT '{}'::text[] NOT NULL,
	"usage_instructions" text NOT NULL,
	"stock_quantity" integer NOT NULL,
	"price_per_unit_cents" bigint NOT NULL,
	"expiration_date" date NOT NULL,
	"storage_conditions" text NOT NULL,
	"barcode" text NOT NULL,
	"batch_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "medicaments_dosage_form_check" CHECK ("dosage_form" IN ('Tablet', 'Capsule', 'Syrup', 'Injection', 'Gel', 'Spray')),
	CONSTRAINT "medicaments_status_check" CHECK ("status" IN ('Available', 'Unavailable', 'Expired'))
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicaments" ADD CONSTRAINT "medicaments_category_id_medicament_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."medicament_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicaments" ADD CONSTRAINT "medicaments_manufacturer_id_medicament_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."medicament_manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_record_idx" ON "files" USING btree ("resource","record_id","field","id");--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_name_trgm" ON "medicament_manufacturers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_name_sort" ON "medicament_manufacturers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "medicament_manufacturers_license_number_unique" ON "medicament_manufacturers" USING btree (lower("license_number"));--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_license_number_trgm" ON "medicament_manufacturers" USING gin ("license_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_license_number_sort" ON "medicament_manufacturers" USING btree (lower("license_number"),"id");--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_status_sort" ON "medicament_manufacturers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_contact_name_trgm" ON "medicament_manufacturers" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_city_trgm" ON "medicament_manufacturers" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_city_sort" ON "medicament_manufacturers" USING btree (lower("city"),"id");--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_country_trgm" ON "medicament_manufacturers" USING gin ("country" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_country_idx" ON "medicament_manufacturers" USING btree ("country");--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_certifications_idx" ON "medicament_manufacturers" USING btree ("certifications");--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_contract_start_date_sort" ON "medicament_manufacturers" USING btree ("contract_start_date","id");--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_contract_end_date_sort" ON "medicament_manufacturers" USING btree ("contract_end_date","id");--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_created_at_sort" ON "medicament_manufacturers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "medicament_manufacturers_updated_at_sort" ON "medicament_manufacturers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "medicaments_name_trgm" ON "medicaments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicaments_name_sort" ON "medicaments" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "medicaments_generic_name_trgm" ON "medicaments" USING gin ("generic_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicaments_generic_name_sort" ON "medicaments" USING btree (lower("generic_name"),"id");--> statement-breakpoint
CREATE INDEX "medicaments_category_id_idx" ON "medicaments" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "medicaments_manufacturer_id_idx" ON "medicaments" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "medicaments_dosage_form_idx" ON "medicaments" USING btree ("dosage_form");--> statement-breakpoint
CREATE INDEX "medicaments_requires_prescription_idx" ON "medicaments" USING btree ("requires_prescription");--> statement-breakpoint
CREATE INDEX "medicaments_status_sort" ON "medicaments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "medicaments_stock_quantity_sort" ON "medicaments" USING btree ("stock_quantity","id");--> statement-breakpoint
CREATE INDEX "medicaments_price_per_unit_sort" ON "medicaments" USING btree ("price_per_unit_cents","id");--> statement-breakpoint
CREATE INDEX "medicaments_expiration_date_sort" ON "medicaments" USING btree ("expiration_date","id");--> statement-breakpoint
CREATE INDEX "medicaments_barcode_trgm" ON "medicaments" USING gin ("barcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicaments_batch_number_trgm" ON "medicaments" USING gin ("batch_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicaments_created_at_sort" ON "medicaments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "medicaments_updated_at_sort" ON "medicaments" USING btree ("updated_at","id");