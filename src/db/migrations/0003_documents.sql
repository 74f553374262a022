CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"module_instance_id" uuid NOT NULL,
	"module_type" text NOT NULL,
	"category" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"format" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"page_count" integer,
	"processing_status" text NOT NULL,
	"processing_error" text,
	"parsed" jsonb,
	"processed_at" timestamp (3) with time zone,
	"uploaded_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_module_instance_id_module_instances_id_fk" FOREIGN KEY ("module_instance_id") REFERENCES "public"."module_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_case_idx" ON "documents" USING btree ("case_id","uploaded_at","id");