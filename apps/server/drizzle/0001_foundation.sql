CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" bigint,
	"username" text,
	"resource" text NOT NULL,
	"record_id" bigint NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"country" text NOT NULL,
	"contact_number" text NOT NULL,
	"email" text NOT NULL,
	"working_hours" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicament_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medicament_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text,
	"active" boolean DEFAULT false NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('Admin', 'Dentist', 'Assistant', 'Receptionist', 'Accountant'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("resource","record_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_name_unique" ON "clinics" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "clinics_name_trgm" ON "clinics" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clinics_name_sort" ON "clinics" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "clinics_address_trgm" ON "clinics" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clinics_city_trgm" ON "clinics" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clinics_city_sort" ON "clinics" USING btree (lower("city"),"id");--> statement-breakpoint
CREATE INDEX "clinics_country_sort" ON "clinics" USING btree (lower("country"),"id");--> statement-breakpoint
CREATE INDEX "clinics_country_idx" ON "clinics" USING btree ("country");--> statement-breakpoint
CREATE INDEX "clinics_email_trgm" ON "clinics" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clinics_created_at_sort" ON "clinics" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "clinics_updated_at_sort" ON "clinics" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "medicament_categories_name_unique" ON "medicament_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "medicament_categories_name_trgm" ON "medicament_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicament_categories_name_sort" ON "medicament_categories" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "medicament_categories_description_trgm" ON "medicament_categories" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicament_categories_created_at_sort" ON "medicament_categories" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "medicament_categories_updated_at_sort" ON "medicament_categories" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");