-- Custom SQL migration file, put your code below! --
-- Writes per table, counted by the database itself (apps/server/src/db/write-tracking.ts): one row per
-- writing statement, added up by the read cache to know whether a table changed since a result was
-- computed. Insert-only, so concurrent writers never wait for each other; compacted by the maintenance.
CREATE TABLE "table_writes" (
	"table_name" text NOT NULL,
	"writes" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "table_writes_table_name_idx" ON "table_writes" ("table_name");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "note_table_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_writes (table_name, writes) VALUES (TG_TABLE_NAME, 1);
  RETURN NULL;
END
$$;
