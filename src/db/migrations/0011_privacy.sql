ALTER TABLE "cases" ADD COLUMN "deleted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "documents_removed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "retention_documents_days" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "retention_cases_days" integer;--> statement-breakpoint
CREATE INDEX "cases_account_final_idx" ON "cases" USING btree ("account_id","status","updated_at");--> statement-breakpoint
CREATE TABLE "stored_objects" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"sealed_key" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stored_objects_sha256_idx" ON "stored_objects" USING btree ("sha256");--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"ran_at" timestamp (3) with time zone NOT NULL,
	"documents_removed" integer NOT NULL,
	"cases_deleted" integer NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "retention_runs_account_idx" ON "retention_runs" USING btree ("account_id","ran_at");--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
