CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"url" text,
	"attempted_at" timestamp (3) with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"status_code" integer,
	"succeeded" boolean NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "previous_signing_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "previous_secret_expires_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "txid" bigint DEFAULT pg_current_xact_id()::text::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "delivery_status" text DEFAULT 'NO_ENDPOINT' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_attempts_delivery_attempt_idx" ON "webhook_attempts" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE INDEX "webhook_attempts_event_idx" ON "webhook_attempts" USING btree ("event_id");