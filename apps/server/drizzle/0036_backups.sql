CREATE TABLE "backups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_by" text NOT NULL,
	"file" text NOT NULL,
	"size" bigint NOT NULL
);
