CREATE TABLE "verification_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"data_sha256" text NOT NULL,
	"api_version" text NOT NULL,
	"data" jsonb NOT NULL,
	"size" integer NOT NULL,
	"generated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_reports" ADD CONSTRAINT "verification_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_reports" ADD CONSTRAINT "verification_reports_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_reports_case_idx" ON "verification_reports" USING btree ("case_id","generated_at");