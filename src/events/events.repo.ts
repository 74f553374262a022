import crypto from 'node:crypto';
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { accountEventCounters, cases, events, webhookAttempts } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export const CASE_EVENTS = ['CASE_CREATED', 'STAGE_ADVANCED', 'CASE_CANCELLED', 'CASE_DELETED'] as const;
/** The borrower link's lifecycle (family CASE): src/hosted/link-events.ts. */
export const LINK_EVENTS = ['LINK_OPENED', 'LINK_COMPLETED', 'LINK_EXPIRED'] as const;
export const MODULE_EVENTS = [
  'MODULE_COMPLETED',
  'MODULE_INSUFFICIENT',
  'MODULE_ERROR',
  'MODULE_DOCUMENT_UPLOADED',
  'MODULE_CONNECTED',
  'MODULE_CONNECTION_ERROR',
] as const;
export type EventName = (typeof CASE_EVENTS)[number] | (typeof MODULE_EVENTS)[number] | (typeof LINK_EVENTS)[number];
export type EventRow = typeof events.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

export interface EventCase {
  id: string;
  accountId: string;
  referenceId: string;
  surface: 'LENDER' | 'DEALER';
}

export interface EventAccount {
  id: string;
  environment: 'sandbox' | 'production';
  webhookUrl: string | null;
}

export interface NewEvent {
  event: EventName;
  caseRow: EventCase;
  account: EventAccount;
  /** MODULE events: the module, upper-cased in the payload. */
  module?: { moduleType: string; instanceId: string };
  extra?: Record<string, unknown>;
  /** The case's event number when the caller already knows it (a new case starts at 1). */
  caseSeq?: number;
  at?: Date;
}

/** One delivery attempt to schedule: attempt 1 of a new delivery, or the retry of a failed one. */
export interface DeliveryJob {
  event_id: string;
  delivery_id: string;
  attempt: number;
}

/**
 * Schedules deliveries inside the caller's transaction: the event row is the outbox, and a
 * scheduled attempt is its delivery columns. `wake` tells workers that something is due.
 */
export interface DeliveryScheduler {
  schedule(tx: Executor, job: DeliveryJob, startAfter?: Date): Promise<void>;
  wake?(): void;
}

/** Makes (or replaces) the event's delivery in progress: attempt `job.attempt` is due at `startAfter` (now by default). */
export async function scheduleDelivery(tx: Executor, job: DeliveryJob, startAfter?: Date): Promise<void> {
  await tx
    .update(events)
    .set({ deliveryId: job.delivery_id, deliveryAttempt: job.attempt, deliveryDueAt: startAfter ?? sql`now()`, deliveryChaos: null })
    .where(eq(events.id, job.event_id));
}

/** The envelope of contracts section 6, plus the event's own fields. */
export function eventPayload(id: string, e: NewEvent, at: Date): Record<string, unknown> {
  const isModule = (MODULE_EVENTS as readonly string[]).includes(e.event);
  return {
    event_id: id,
    webhook_type: isModule ? 'MODULE' : 'CASE',
    event: e.event,
    case_id: e.caseRow.id,
    reference_id: e.caseRow.referenceId,
    environment: e.account.environment,
    created_at: at.toISOString(),
    ...(e.caseRow.surface === 'DEALER' ? { surface: 'DEALER' } : {}),
    ...(e.module ? { module_type: e.module.moduleType.toUpperCase(), instance_id: e.module.instanceId } : {}),
    ...e.extra,
  };
}

/**
 * One statement writing an event: the account's next event number, then the event, with its first
 * delivery attempt due at once when the account has a webhook URL. `before` adds the change's own
 * writes as earlier parts of the same statement (a new case and its modules): one round trip.
 *
 * The counter's row stays locked until the transaction ends, so an account's events commit in the
 * order of their numbers: a reader that has seen number n has seen every number below it. Being
 * the last write of the transaction, it is held for as short a time as it can be.
 */
export function eventInsert(db: Executor, e: NewEvent & { caseSeq: number }, before: SQL[] = []) {
  const id = crypto.randomUUID();
  const at = e.at ?? new Date();
  const payload = eventPayload(id, e, at);
  const deliver = Boolean(e.account.webhookUrl);
  const counter = db
    .insert(accountEventCounters)
    .values({ accountId: e.caseRow.accountId, lastSeq: 1 })
    .onConflictDoUpdate({ target: accountEventCounters.accountId, set: { lastSeq: sql`${accountEventCounters.lastSeq} + 1` } })
    .returning({ lastSeq: accountEventCounters.lastSeq });
  const event = db.insert(events).values({
    id,
    accountId: e.caseRow.accountId,
    accountSeq: sql`(SELECT last_seq FROM next_seq)`,
    caseId: e.caseRow.id,
    caseSeq: e.caseSeq,
    event: e.event,
    payload,
    deliveryStatus: deliver ? 'PENDING' : 'NO_ENDPOINT',
    ...(deliver ? { deliveryId: crypto.randomUUID(), deliveryAttempt: 1, deliveryDueAt: at } : {}),
    createdAt: at,
  });
  const parts = [...before.map((q, i) => sql`${sql.raw(`w${i}`)} AS (${q})`), sql`next_seq AS (${counter.getSQL()})`];
  return { id, payload, deliver, query: sql`WITH ${sql.join(parts, sql`, `)} ${event.getSQL()}` };
}

/**
 * The event log. `record` must run in the transaction of the change that caused the event: the
 * change, its event and (when the account has a webhook URL) its delivery commit together or not
 * at all.
 */
export function eventLog(scheduler: DeliveryScheduler) {
  return {
    /** Tells the workers that a delivery is due (after a write made outside `write`). */
    wake() {
      scheduler.wake?.();
    },

    async record(tx: Executor, e: NewEvent) {
      let caseSeq = e.caseSeq;
      if (caseSeq === undefined) {
        const [row] = await tx
          .update(cases)
          .set({ eventCount: sql`${cases.eventCount} + 1` })
          .where(eq(cases.id, e.caseRow.id))
          .returning({ n: cases.eventCount });
        caseSeq = row.n;
      }
      return this.write(tx, { ...e, caseSeq });
    },

    /** Writes the event with `before` in one statement (see eventInsert). */
    async write(tx: Executor, e: NewEvent & { caseSeq: number }, before: SQL[] = []) {
      const { payload, deliver, query } = eventInsert(tx, e, before);
      await tx.execute(query);
      if (deliver) scheduler.wake?.();
      return payload;
    },
  };
}

export type EventLog = ReturnType<typeof eventLog>;

export async function listEvents(db: Executor, scope: { accountId: string; surface: 'LENDER' | 'DEALER' }, opts: { afterSeq: number; limit: number }): Promise<EventRow[]> {
  return db
    .select({ e: events })
    .from(events)
    .innerJoin(cases, eq(cases.id, events.caseId))
    .where(and(eq(events.accountId, scope.accountId), eq(cases.surface, scope.surface), gt(events.accountSeq, opts.afterSeq)))
    .orderBy(asc(events.accountSeq))
    .limit(opts.limit)
    .then((rows) => rows.map((r) => r.e));
}

export async function findEvent(db: Executor, scope: { accountId: string; surface: 'LENDER' | 'DEALER' }, eventId: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select({ e: events })
    .from(events)
    .innerJoin(cases, eq(cases.id, events.caseId))
    .where(and(eq(events.id, eventId), eq(events.accountId, scope.accountId), eq(cases.surface, scope.surface)));
  return row?.e;
}

export async function attemptsOf(db: Executor, eventIds: string[]): Promise<AttemptRow[]> {
  if (eventIds.length === 0) return [];
  return db.select().from(webhookAttempts).where(inArray(webhookAttempts.eventId, eventIds)).orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.attempt));
}
