-- Custom SQL migration file, put your code below! --
-- Expenses and incomes recorded before they kept their currency were in the clinic's currency of the time: today's setting is the best record of it.
UPDATE "expenses" SET "currency" = coalesce((SELECT data->'localisation'->>'currency' FROM settings WHERE id = 1), 'USD') WHERE "currency" IS NULL;--> statement-breakpoint
UPDATE "incomes" SET "currency" = coalesce((SELECT data->'localisation'->>'currency' FROM settings WHERE id = 1), 'USD') WHERE "currency" IS NULL;
