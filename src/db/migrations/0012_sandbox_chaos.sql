-- Sandbox for integrators (docs/sandbox.md): chaos settings of an account's webhook endpoint, the
-- chaos done to each delivery and attempt, simulated runs, and the borrower link's lifecycle.
CREATE TABLE "webhook_chaos" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"duplicate_rate" double precision DEFAULT 0 NOT NULL,
	"reorder_window_ms" integer DEFAULT 0 NOT NULL,
	"fail_first_attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_chaos" ADD CONSTRAINT "webhook_chaos_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "delivery_chaos" text;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD COLUMN "chaos" text;--> statement-breakpoint
ALTER TABLE "module_executions" ADD COLUMN "simulated" jsonb;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "link_opened_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "link_completed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "link_expired_at" timestamp (3) with time zone;--> statement-breakpoint
-- Links of cases made before this migration that already ran out are not announced late.
UPDATE "cases" SET "link_expired_at" = "link_expires_at" WHERE "link_expires_at" <= now();--> statement-breakpoint
CREATE INDEX "cases_link_expiry_idx" ON "cases" USING btree ("link_expires_at") WHERE "link_expired_at" IS NULL AND "status" = 'OPEN';
