-- The event log is the webhook outbox: an event with a delivery to make holds it here, and workers
-- claim due rows (FOR UPDATE SKIP LOCKED) instead of a queued job per event.
ALTER TABLE "events" ADD COLUMN "delivery_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "delivery_attempt" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "delivery_due_at" timestamp (3) with time zone;--> statement-breakpoint
-- Deliveries still pending when this runs continue where their attempts stopped (their old queued jobs are no longer read).
UPDATE "events" e SET
  "delivery_id" = coalesce(last."delivery_id", gen_random_uuid()),
  "delivery_attempt" = coalesce(last."attempt", 0) + 1,
  "delivery_due_at" = now()
FROM "events" p
LEFT JOIN LATERAL (
  SELECT a."delivery_id", a."attempt" FROM "webhook_attempts" a WHERE a."event_id" = p."id" ORDER BY a."attempted_at" DESC, a."attempt" DESC LIMIT 1
) last ON true
WHERE e."id" = p."id" AND p."delivery_status" = 'PENDING';--> statement-breakpoint
UPDATE "events" SET "delivery_status" = 'DROPPED', "delivery_due_at" = NULL WHERE "delivery_status" = 'PENDING' AND "delivery_attempt" > 3;--> statement-breakpoint
CREATE INDEX "events_delivery_due_idx" ON "events" USING btree ("delivery_due_at") WHERE "delivery_due_at" IS NOT NULL;
