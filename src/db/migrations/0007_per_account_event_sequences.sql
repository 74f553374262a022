CREATE TABLE "account_event_counters" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "account_seq" bigint;--> statement-breakpoint
-- Events written before keep the numbers receivers and cursors already hold; an account's new events continue from its last one.
UPDATE "events" SET "account_seq" = "seq";--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "account_seq" SET NOT NULL;--> statement-breakpoint
INSERT INTO "account_event_counters" ("account_id", "last_seq") SELECT "account_id", max("account_seq") FROM "events" GROUP BY "account_id";--> statement-breakpoint
ALTER TABLE "account_event_counters" ADD CONSTRAINT "account_event_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_account_account_seq_idx" ON "events" USING btree ("account_id","account_seq");
