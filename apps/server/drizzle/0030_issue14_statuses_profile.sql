ALTER TABLE "certificates" ALTER COLUMN "status" SET DEFAULT 'Issued';--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "status" SET DEFAULT 'In Stock';--> statement-breakpoint
ALTER TABLE "legal_documents" ALTER COLUMN "status" SET DEFAULT 'Signed';--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "status" text DEFAULT 'Active' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "birth_date" date;--> statement-breakpoint
CREATE INDEX "memberships_status_sort" ON "memberships" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_status_check" CHECK ("status" IN ('Active', 'Upcoming', 'Expired', 'Cancelled'));