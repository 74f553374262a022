CREATE TABLE "bank_aggregators" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"env" text NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_aggregators" ADD CONSTRAINT "bank_aggregators_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_connections" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_connections" ADD COLUMN "item_id" text;--> statement-breakpoint
ALTER TABLE "bank_connections" ADD COLUMN "access_token_sealed" text;--> statement-breakpoint
ALTER TABLE "bank_connections" ADD COLUMN "sync_cursor" text;--> statement-breakpoint
ALTER TABLE "bank_connections" ADD COLUMN "last_synced_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "bank_connections" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_connections_item_idx" ON "bank_connections" USING btree ("provider","item_id");
