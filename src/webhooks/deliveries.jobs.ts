import crypto from 'node:crypto';
import { z } from 'zod';
import type { Store } from '../db/store.ts';
import { eventBody } from '../events/event-format.ts';
import type { DeliveryJob, DeliveryScheduler } from '../events/events.repo.ts';
import { defineJob } from '../jobs/jobs.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import * as repo from './deliveries.repo.ts';
import { signatureHeaders } from './signature.ts';
import { postWebhook, type AttemptOutcome } from './webhook-client.ts';
import { recordWebhookAttempt } from '../ops/metrics.ts';

export const WEBHOOK_QUEUE = 'webhooks.deliver';
/** The first attempt and exactly two retries (contracts section 6). */
export const MAX_ATTEMPTS = 3;

export const deliveryJobPayload = z.object({
  event_id: z.uuid(),
  delivery_id: z.uuid(),
  attempt: z.number().int().min(1).max(MAX_ATTEMPTS),
});

export interface DeliveryDeps {
  store: Pick<Store, 'db'>;
  box: SecretBox;
  scheduler: DeliveryScheduler;
  timeoutMs: number;
  retryIntervalMs: number;
  sandboxAllowLocal: boolean;
  sandboxAllowPrivate?: boolean;
  log: (level: 'info' | 'warn', msg: string) => void;
}

type Loaded = Awaited<ReturnType<typeof repo.eventsForDelivery>>[number];

function secretsOf(row: Loaded, box: SecretBox, now: Date): string[] {
  const secrets = [box.open(row.secretSealed)];
  if (row.previousSecretSealed && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now) secrets.push(box.open(row.previousSecretSealed));
  return secrets;
}

/**
 * Delivers a fetched batch of attempts concurrently, then records every attempt once. A failed
 * attempt schedules the next one (or marks the delivery dropped after the third) in the same
 * transaction that records it. A job whose attempt is already recorded ran before a crash: it
 * does nothing again.
 */
export async function deliverBatch(deps: DeliveryDeps, jobs: DeliveryJob[]): Promise<void> {
  const { db } = deps.store;
  const done = await repo.recordedAttempts(db, jobs.map((j) => j.delivery_id));
  const pending = jobs.filter((j) => !done.has(`${j.delivery_id}:${j.attempt}`));
  const loaded = new Map((await repo.eventsForDelivery(db, [...new Set(pending.map((j) => j.event_id))])).map((r) => [r.event.id, r]));

  const attempts = await Promise.all(
    pending.map(async (job) => {
      const row = loaded.get(job.event_id);
      const attemptedAt = new Date();
      let outcome: AttemptOutcome;
      if (!row) outcome = { succeeded: false, statusCode: null, durationMs: 0, error: 'the event no longer exists' };
      else if (!row.webhookUrl) outcome = { succeeded: false, statusCode: null, durationMs: 0, error: 'the account has no webhook URL' };
      else {
        const body = Buffer.from(JSON.stringify(eventBody(row.event)), 'utf8');
        const headers = signatureHeaders(body, row.event.id, Math.floor(attemptedAt.getTime() / 1000), secretsOf(row, deps.box, attemptedAt));
        outcome = await postWebhook(row.webhookUrl, body, headers, {
          timeoutMs: deps.timeoutMs,
          policy: { environment: row.environment, allowLocal: deps.sandboxAllowLocal, allowPrivate: deps.sandboxAllowPrivate },
        });
      }
      const record: repo.NewAttempt = {
        id: crypto.randomUUID(),
        eventId: job.event_id,
        deliveryId: job.delivery_id,
        attempt: job.attempt,
        url: row?.webhookUrl ?? null,
        attemptedAt,
        durationMs: outcome.durationMs,
        statusCode: outcome.statusCode,
        succeeded: outcome.succeeded,
        error: outcome.error,
      };
      return { job, record };
    }),
  );

  const ok = attempts.filter((a) => a.record.succeeded);
  if (ok.length > 0) {
    await db.transaction(async (tx) => {
      const recorded = await repo.insertAttempts(tx, ok.map((a) => a.record));
      await repo.setDeliveryStatus(tx, recorded.map((r) => r.eventId), 'DELIVERED');
    });
    for (const a of ok) recordWebhookAttempt('delivered', a.record.durationMs / 1000);
  }
  for (const { job, record } of attempts.filter((a) => !a.record.succeeded)) {
    if (!loaded.has(job.event_id)) continue; // nothing to record against
    await db.transaction(async (tx) => {
      const [recorded] = await repo.insertAttempts(tx, [record]);
      if (!recorded) return;
      recordWebhookAttempt(job.attempt < MAX_ATTEMPTS ? 'failed' : 'dropped', record.durationMs / 1000);
      if (job.attempt < MAX_ATTEMPTS) {
        await deps.scheduler.schedule(tx, { ...job, attempt: job.attempt + 1 }, new Date(Date.now() + deps.retryIntervalMs));
      } else {
        await repo.setDeliveryStatus(tx, [job.event_id], 'DROPPED');
        deps.log('warn', `webhook delivery ${job.delivery_id} of event ${job.event_id} dropped after ${MAX_ATTEMPTS} attempts: ${record.error}`);
      }
    });
  }
}

export function webhookDeliveryJob(deps: DeliveryDeps) {
  return defineJob({
    name: WEBHOOK_QUEUE,
    payload: deliveryJobPayload,
    notify: true,
    batchSize: 50,
    localConcurrency: 2,
    // pg-boss retries only a batch that threw (the database was unreachable, say); an attempt
    // that reached the receiver is recorded and retried by deliverBatch itself.
    retryLimit: 20,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // A worker that died mid-delivery: its jobs go to another worker after this long.
    expireInSeconds: Math.ceil(deps.timeoutMs / 1000) + 5,
    handleBatch: (jobs) => deliverBatch(deps, jobs.map((j) => j.data)),
  });
}
