CREATE TABLE "file_chunks" (
	"file_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_size_check";--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "size" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_size_check" CHECK ("files"."data" is null or "files"."size" = octet_length("files"."data"));--> statement-breakpoint
-- Images arrive compressed (JPEG, PNG, DICOM): storing the chunks out of line without trying to compress them again.
ALTER TABLE "file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
