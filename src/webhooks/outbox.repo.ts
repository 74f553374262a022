import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { webhookAttempts } from '../db/schema.ts';
import type { Db, Executor } from '../db/store.ts';
import type { StoredEvent } from '../events/event-format.ts';
import type { ChaosSettings } from './chaos.ts';

export type NewAttempt = typeof webhookAttempts.$inferInsert;

/** How a recorded attempt moves its delivery on, beyond the defaults (sandbox accounts: docs/sandbox.md). */
export interface AttemptNext {
  /** Wait before the next attempt after a failure. */
  retryMs?: number;
  /** Attempts this delivery gets (a chaos duplicate gets one). */
  maxAttempts?: number;
  /** After a success, deliver the event once more (a chaos duplicate) this long after. */
  duplicateAfterMs?: number;
  /** The attempt leaves the event's delivery status as it is (a chaos duplicate's). */
  keepStatus?: boolean;
}

/** A due attempt taken by a worker, with what sending it needs from the event's account. */
export interface ClaimedDelivery {
  event: StoredEvent & { id: string };
  deliveryId: string;
  attempt: number;
  environment: 'sandbox' | 'production';
  webhookUrl: string | null;
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
  /** The chaos already done to this delivery. */
  deliveryChaos: 'reordered' | 'duplicate' | null;
  /** The sandbox account's chaos settings; null for production accounts and accounts without any. */
  chaos: ChaosSettings | null;
}

type Row = Record<string, unknown>;
const rowsOf = (r: unknown): Row[] => (Array.isArray(r) ? r : (r as { rows: Row[] }).rows);
const date = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

/**
 * Takes up to `limit` due attempts. Each stays taken for `leaseMs`: its due time moves that far
 * ahead, so that if this worker dies mid-delivery another makes the same attempt again after it
 * (same event, same bytes). SKIP LOCKED lets any number of workers claim at once.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    UPDATE events e SET delivery_due_at = now() + make_interval(secs => ${leaseMs / 1000})
    FROM (SELECT id FROM events WHERE delivery_due_at <= now() ORDER BY delivery_due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED) due,
      accounts a LEFT JOIN webhook_chaos c ON c.account_id = a.id AND a.environment = 'sandbox'
    WHERE e.id = due.id AND a.id = e.account_id
    RETURNING e.id, e.account_seq, e.case_seq, e.payload, e.delivery_id, e.delivery_attempt, e.delivery_chaos, e.created_at,
      a.environment, a.webhook_url, a.signing_secret_sealed, a.previous_signing_secret_sealed, a.previous_secret_expires_at,
      c.duplicate_rate, c.reorder_window_ms, c.fail_first_attempts`);
  return rowsOf(result).map((r) => ({
    event: {
      id: String(r.id),
      accountSeq: Number(r.account_seq),
      caseSeq: r.case_seq === null ? null : Number(r.case_seq),
      payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    },
    deliveryId: String(r.delivery_id),
    attempt: Number(r.delivery_attempt),
    environment: r.environment as ClaimedDelivery['environment'],
    webhookUrl: (r.webhook_url as string | null) ?? null,
    secretSealed: String(r.signing_secret_sealed),
    previousSecretSealed: (r.previous_signing_secret_sealed as string | null) ?? null,
    previousSecretExpiresAt: date(r.previous_secret_expires_at),
    createdAt: date(r.created_at)!,
    deliveryChaos: (r.delivery_chaos as ClaimedDelivery['deliveryChaos']) ?? null,
    chaos:
      r.duplicate_rate === null || r.duplicate_rate === undefined
        ? null
        : { duplicateRate: Number(r.duplicate_rate), reorderWindowMs: Number(r.reorder_window_ms), failFirstAttempts: Number(r.fail_first_attempts) },
  }));
}

/** Holds claimed deliveries back on purpose (sandbox reordering): each is due again at its `until`, marked `reordered`. */
export async function holdDeliveries(tx: Executor, holds: Array<{ eventId: string; deliveryId: string; attempt: number; until: Date }>): Promise<void> {
  if (holds.length === 0) return;
  const rows = JSON.stringify(holds.map((h) => ({ id: h.eventId, delivery_id: h.deliveryId, attempt: h.attempt, until: h.until.toISOString() })));
  await tx.execute(sql`
    UPDATE events e SET delivery_due_at = h.until, delivery_chaos = 'reordered'
    FROM jsonb_to_recordset(${rows}::jsonb) AS h(id uuid, delivery_id uuid, attempt int, until timestamptz)
    WHERE e.id = h.id AND e.delivery_id = h.delivery_id AND e.delivery_attempt = h.attempt AND e.delivery_chaos IS NULL`);
}

/**
 * Records a batch of made attempts, each once, and moves each delivery on in the same
 * transaction: delivered, the next attempt due after `retryMs`, or dropped after `maxAttempts`.
 * A delivery replaced meanwhile (a redelivery) keeps its new state. Returns the attempts this call
 * recorded (not a concurrent duplicate's).
 */
export async function recordAttempts(
  tx: Executor,
  rows: Array<NewAttempt & { next?: AttemptNext }>,
  opts: { retryMs: number; maxAttempts: number },
): Promise<NewAttempt[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(webhookAttempts)
    .values(rows.map(({ next: _, ...row }) => row))
    .onConflictDoNothing()
    .returning({ id: webhookAttempts.id });
  const ids = new Set(inserted.map((r) => r.id));
  const recorded = rows.filter((r) => ids.has(r.id));
  if (recorded.length === 0) return [];
  const outcomes = JSON.stringify(
    recorded.map((r) => ({
      id: r.eventId,
      delivery_id: r.deliveryId,
      attempt: r.attempt,
      ok: r.succeeded,
      max: r.next?.maxAttempts ?? opts.maxAttempts,
      retry_ms: r.next?.retryMs ?? opts.retryMs,
      keep: r.next?.keepStatus ?? false,
      dup_ms: r.next?.duplicateAfterMs ?? null,
      dup_id: r.next?.duplicateAfterMs === undefined ? null : crypto.randomUUID(),
    })),
  );
  // A success that is to be duplicated starts the duplicate's delivery (attempt 1, marked `duplicate`) at once.
  await tx.execute(sql`
    UPDATE events e SET
      delivery_status = CASE WHEN o.keep THEN e.delivery_status WHEN o.ok THEN 'DELIVERED' WHEN o.attempt >= o.max AND e.delivery_status <> 'DELIVERED' THEN 'DROPPED' ELSE e.delivery_status END,
      delivery_id = CASE WHEN o.ok AND o.dup_ms IS NOT NULL THEN o.dup_id ELSE e.delivery_id END,
      delivery_attempt = CASE WHEN o.ok AND o.dup_ms IS NOT NULL THEN 1 WHEN o.ok OR o.attempt >= o.max THEN e.delivery_attempt ELSE o.attempt + 1 END,
      delivery_due_at = CASE
        WHEN o.ok AND o.dup_ms IS NOT NULL THEN now() + o.dup_ms * interval '1 millisecond'
        WHEN o.ok OR o.attempt >= o.max THEN NULL
        ELSE now() + o.retry_ms * interval '1 millisecond' END,
      delivery_chaos = CASE WHEN o.ok AND o.dup_ms IS NOT NULL THEN 'duplicate' ELSE e.delivery_chaos END
    FROM jsonb_to_recordset(${outcomes}::jsonb) AS o(id uuid, delivery_id uuid, attempt int, ok boolean, max int, retry_ms double precision, keep boolean, dup_ms double precision, dup_id uuid)
    WHERE e.id = o.id AND e.delivery_id = o.delivery_id AND e.delivery_attempt = o.attempt`);
  return recorded;
}
