import crypto from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { webhookAttempts } from '../db/schema.ts';
import type { Db } from '../db/store.ts';
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

/** A statement of the outbox: prepared once per connection on PostgreSQL, by name. */
interface Statement {
  name: string;
  text: string;
}

/**
 * Runs one of the outbox's statements. On PostgreSQL as a named prepared statement (parsed and
 * planned once per connection, not at every claim and record); on the embedded database as is.
 */
async function run(db: Db, statement: Statement, values: unknown[]): Promise<unknown> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return client.query({ name: statement.name, text: statement.text, values });
  return (client as PGlite).query(statement.text, values);
}

const CLAIM: Statement = {
  name: 'underwrite_outbox_claim',
  text: `
    UPDATE events e SET delivery_due_at = now() + make_interval(secs => $1::double precision)
    FROM (SELECT id FROM events WHERE delivery_due_at <= now() ORDER BY delivery_due_at LIMIT $2::int FOR UPDATE SKIP LOCKED) due,
      accounts a LEFT JOIN webhook_chaos c ON c.account_id = a.id AND a.environment = 'sandbox'
    WHERE e.id = due.id AND a.id = e.account_id
    RETURNING e.id, e.account_seq, e.case_seq, e.payload, e.delivery_id, e.delivery_attempt, e.delivery_chaos, e.created_at,
      a.environment, a.webhook_url, a.signing_secret_sealed, a.previous_signing_secret_sealed, a.previous_secret_expires_at,
      c.duplicate_rate, c.reorder_window_ms, c.fail_first_attempts`,
};

/**
 * Takes up to `limit` due attempts. Each stays taken for `leaseMs`: its due time moves that far
 * ahead, so that if this worker dies mid-delivery another makes the same attempt again after it
 * (same event, same bytes). SKIP LOCKED lets any number of workers claim at once.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const result = await run(db, CLAIM, [leaseMs / 1000, limit]);
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

/** A claimed delivery not attempted now: due again at `until` (`reordered` marks a sandbox hold). */
export interface PutBack {
  eventId: string;
  deliveryId: string;
  attempt: number;
  until: Date;
  /** Held back on purpose (sandbox reordering); otherwise released (a stopping worker, an endpoint's queue full). */
  reordered: boolean;
}

/** What `recordOutcomes` did: the attempts it recorded (not a concurrent duplicate's). */
export interface Recorded {
  attempts: NewAttempt[];
}

// A success that is to be duplicated starts the duplicate's delivery (attempt 1, marked `duplicate`) at once.
const RECORD: Statement = {
  name: 'underwrite_outbox_record',
  text: `
    WITH o AS (
      SELECT * FROM jsonb_to_recordset($1::jsonb) AS o(id uuid, event_id uuid, delivery_id uuid, attempt int, url text, attempted_at timestamptz,
        duration_ms int, status_code int, succeeded boolean, error text, chaos text, max int, retry_ms double precision, keep boolean, dup_ms double precision, dup_id uuid)
    ), ins AS (
      INSERT INTO webhook_attempts (id, event_id, delivery_id, attempt, url, attempted_at, duration_ms, status_code, succeeded, error, chaos)
      SELECT id, event_id, delivery_id, attempt, url, attempted_at, duration_ms, status_code, succeeded, error, chaos FROM o
      ON CONFLICT DO NOTHING
      RETURNING id
    ), moved AS (
      UPDATE events e SET
        delivery_status = CASE WHEN o.keep THEN e.delivery_status WHEN o.succeeded THEN 'DELIVERED' WHEN o.attempt >= o.max AND e.delivery_status <> 'DELIVERED' THEN 'DROPPED' ELSE e.delivery_status END,
        delivery_id = CASE WHEN o.succeeded AND o.dup_ms IS NOT NULL THEN o.dup_id ELSE e.delivery_id END,
        delivery_attempt = CASE WHEN o.succeeded AND o.dup_ms IS NOT NULL THEN 1 WHEN o.succeeded OR o.attempt >= o.max THEN e.delivery_attempt ELSE o.attempt + 1 END,
        delivery_due_at = CASE
          WHEN o.succeeded AND o.dup_ms IS NOT NULL THEN now() + o.dup_ms * interval '1 millisecond'
          WHEN o.succeeded OR o.attempt >= o.max THEN NULL
          ELSE now() + o.retry_ms * interval '1 millisecond' END,
        delivery_chaos = CASE WHEN o.succeeded AND o.dup_ms IS NOT NULL THEN 'duplicate' ELSE e.delivery_chaos END
      FROM o JOIN ins ON ins.id = o.id
      WHERE e.id = ANY($2::uuid[]) AND e.id = o.event_id AND e.delivery_id = o.delivery_id AND e.delivery_attempt = o.attempt
    ), put_back AS (
      UPDATE events e SET delivery_due_at = b.until, delivery_chaos = CASE WHEN b.reordered THEN 'reordered' ELSE e.delivery_chaos END
      FROM jsonb_to_recordset($3::jsonb) AS b(id uuid, delivery_id uuid, attempt int, until timestamptz, reordered boolean)
      WHERE e.id = ANY($4::uuid[]) AND e.id = b.id AND e.delivery_id = b.delivery_id AND e.delivery_attempt = b.attempt AND (NOT b.reordered OR e.delivery_chaos IS NULL)
    )
    SELECT id FROM ins`,
};

/**
 * Records a batch of made attempts, each once, moves each delivery on, and puts back the claimed
 * deliveries not attempted, all in one statement (atomic without a transaction around it, one round
 * trip): delivered, the next attempt due after `retryMs`, or dropped after `maxAttempts`. A delivery
 * replaced meanwhile (a redelivery) keeps its new state; an attempt already recorded (a concurrent
 * duplicate after a lapsed claim) is not recorded again and does not move its delivery.
 */
export async function recordOutcomes(
  db: Db,
  made: Array<NewAttempt & { next?: AttemptNext }>,
  putBack: PutBack[],
  opts: { retryMs: number; maxAttempts: number },
): Promise<Recorded> {
  // One row per delivery attempt and per event: a statement must not move one row twice.
  const seen = new Set<string>();
  const events = new Set<string>();
  const rows = made.filter((r) => {
    const k = `${r.deliveryId}/${r.attempt}`;
    if (seen.has(k)) return false;
    seen.add(k);
    events.add(r.eventId);
    return true;
  });
  const backs = putBack.filter((b) => !events.has(b.eventId) && !seen.has(`${b.deliveryId}/${b.attempt}`) && (events.add(b.eventId), true));
  if (rows.length === 0 && backs.length === 0) return { attempts: [] };
  const attempts = JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      event_id: r.eventId,
      delivery_id: r.deliveryId,
      attempt: r.attempt,
      url: r.url ?? null,
      attempted_at: r.attemptedAt,
      duration_ms: r.durationMs,
      status_code: r.statusCode ?? null,
      succeeded: r.succeeded,
      error: r.error ?? null,
      chaos: r.chaos ?? null,
      max: r.next?.maxAttempts ?? opts.maxAttempts,
      retry_ms: r.next?.retryMs ?? opts.retryMs,
      keep: r.next?.keepStatus ?? false,
      dup_ms: r.next?.duplicateAfterMs ?? null,
      dup_id: r.next?.duplicateAfterMs === undefined ? null : crypto.randomUUID(),
    })),
  );
  const back = JSON.stringify(backs.map((b) => ({ id: b.eventId, delivery_id: b.deliveryId, attempt: b.attempt, until: b.until, reordered: b.reordered })));
  // The events to move, as an array too: `e.id = ANY(...)` makes the planner find them by key. Joined
  // only to the recordsets (estimated at 100 rows whatever they hold) it may read the whole table.
  const ids = `{${rows.map((r) => r.eventId).join(',')}}`;
  const backIds = `{${backs.map((b) => b.eventId).join(',')}}`;
  const result = await run(db, RECORD, [attempts, ids, back, backIds]);
  const inserted = new Set(rowsOf(result).map((r) => String(r.id)));
  return { attempts: rows.filter((r) => inserted.has(r.id)) };
}
