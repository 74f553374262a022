CREATE TABLE "document_page_hashes" (
	"document_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"band" integer NOT NULL,
	"band_key" text NOT NULL,
	"hash" text NOT NULL,
	"account_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "document_page_hashes_document_id_page_band_pk" PRIMARY KEY("document_id","page","band")
);
--> statement-breakpoint
ALTER TABLE "document_page_hashes" ADD CONSTRAINT "document_page_hashes_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_page_hashes" ADD CONSTRAINT "document_page_hashes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_page_hashes" ADD CONSTRAINT "document_page_hashes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_page_hashes_lookup_idx" ON "document_page_hashes" USING btree ("account_id","band","band_key","created_at");--> statement-breakpoint
CREATE INDEX "documents_account_sha256_idx" ON "documents" USING btree ("account_id","sha256","uploaded_at");
