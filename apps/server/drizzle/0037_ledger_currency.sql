ALTER TABLE "expenses" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "incomes" ADD COLUMN "currency" text;