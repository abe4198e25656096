CREATE TABLE "blog_posts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"published" boolean NOT NULL,
	"published_on" date,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent_by" bigint,
	"sent_at" timestamp with time zone DEFAULT app_now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"subscribed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "newsletter_subscribers_status_check" CHECK ("status" IN ('Pending', 'Confirmed', 'Unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscriber" bigint NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "newsletter_tokens_purpose_check" CHECK ("newsletter_tokens"."purpose" in ('confirm', 'unsubscribe'))
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"section" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"quote" text NOT NULL,
	"rating" integer NOT NULL,
	"published" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "show_on_site" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "show_on_website" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "website_order" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "public_description" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "show_on_site" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_tokens" ADD CONSTRAINT "newsletter_tokens_subscriber_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_search_trgm" ON "blog_posts" USING gin ((coalesce("title", '') || E'\n' || coalesce("summary", '') || E'\n' || coalesce("author", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_title_trgm" ON "blog_posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_title_sort" ON "blog_posts" USING btree (lower("title"),"id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_unique" ON "blog_posts" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "blog_posts_author_sort" ON "blog_posts" USING btree (lower("author"),"id","author");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published");--> statement-breakpoint
CREATE INDEX "blog_posts_published_on_sort" ON "blog_posts" USING btree ("published_on","id");--> statement-breakpoint
CREATE INDEX "blog_posts_created_at_sort" ON "blog_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_updated_at_sort" ON "blog_posts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_search_trgm" ON "newsletter_subscribers" USING gin ((coalesce("name", '') || E'\n' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_name_sort" ON "newsletter_subscribers" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_unique" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_trgm" ON "newsletter_subscribers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_sort" ON "newsletter_subscribers" USING btree (lower("email"),"id","email");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_sort" ON "newsletter_subscribers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_subscribed_at_sort" ON "newsletter_subscribers" USING btree ("subscribed_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirmed_at_sort" ON "newsletter_subscribers" USING btree ("confirmed_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_at_sort" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_updated_at_sort" ON "newsletter_subscribers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_tokens_subscriber_idx" ON "newsletter_tokens" USING btree ("subscriber");--> statement-breakpoint
CREATE INDEX "testimonials_search_trgm" ON "testimonials" USING gin ((coalesce("name", '') || E'\n' || coalesce("quote", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "testimonials_name_trgm" ON "testimonials" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "testimonials_name_sort" ON "testimonials" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "testimonials_rating_sort" ON "testimonials" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "testimonials_published_idx" ON "testimonials" USING btree ("published");--> statement-breakpoint
CREATE INDEX "testimonials_created_at_sort" ON "testimonials" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "testimonials_updated_at_sort" ON "testimonials" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "services_show_on_website_idx" ON "services" USING btree ("show_on_website");--> statement-breakpoint
-- Hand-written: the new flags keep their column default (false), so existing rows and the code
-- that inserts doctors, staff and services without naming them (the demo, other modules) stay valid.
CREATE INDEX "newsletter_tokens_expires_idx" ON "newsletter_tokens" USING btree ("expires_at");
