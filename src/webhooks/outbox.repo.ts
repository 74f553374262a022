import { sql } from 'drizzle-orm';
import { webhookAttempts } from '../db/schema.ts';
import type { Db, Executor } from '../db/store.ts';
import type { StoredEvent } from '../events/event-format.ts';

export type NewAttempt = typeof webhookAttempts.$inferInsert;

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
    FROM (SELECT id FROM events WHERE delivery_due_at <= now() ORDER BY delivery_due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED) due, accounts a
    WHERE e.id = due.id AND a.id = e.account_id
    RETURNING e.id, e.account_seq, e.case_seq, e.payload, e.delivery_id, e.delivery_attempt,
      a.environment, a.webhook_url, a.signing_secret_sealed, a.previous_signing_secret_sealed, a.previous_secret_expires_at`);
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
  }));
}

/**
 * Records a batch of made attempts, each once, and moves each delivery on in the same
 * transaction: delivered, the next attempt due after `retryMs`, or dropped after `maxAttempts`.
 * A delivery replaced meanwhile (a redelivery) keeps its new state. Returns the attempts this call
 * recorded (not a concurrent duplicate's).
 */
export async function recordAttempts(tx: Executor, rows: NewAttempt[], opts: { retryMs: number; maxAttempts: number }): Promise<NewAttempt[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(webhookAttempts).values(rows).onConflictDoNothing().returning({ id: webhookAttempts.id });
  const ids = new Set(inserted.map((r) => r.id));
  const recorded = rows.filter((r) => ids.has(r.id));
  if (recorded.length === 0) return [];
  const outcomes = JSON.stringify(recorded.map((r) => ({ id: r.eventId, delivery_id: r.deliveryId, attempt: r.attempt, ok: r.succeeded })));
  await tx.execute(sql`
    UPDATE events e SET
      delivery_status = CASE WHEN o.ok THEN 'DELIVERED' WHEN o.attempt >= ${opts.maxAttempts} AND e.delivery_status <> 'DELIVERED' THEN 'DROPPED' ELSE e.delivery_status END,
      delivery_attempt = CASE WHEN o.ok OR o.attempt >= ${opts.maxAttempts} THEN e.delivery_attempt ELSE o.attempt + 1 END,
      delivery_due_at = CASE WHEN o.ok OR o.attempt >= ${opts.maxAttempts} THEN NULL ELSE now() + make_interval(secs => ${opts.retryMs / 1000}) END
    FROM jsonb_to_recordset(${outcomes}::jsonb) AS o(id uuid, delivery_id uuid, attempt int, ok boolean)
    WHERE e.id = o.id AND e.delivery_id = o.delivery_id AND e.delivery_attempt = o.attempt`);
  return recorded;
}
