import crypto from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { accountEventCounters, cases, events, webhookAttempts } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export const CASE_EVENTS = ['CASE_CREATED', 'STAGE_ADVANCED', 'CASE_CANCELLED', 'CASE_DELETED'] as const;
export const MODULE_EVENTS = [
  'MODULE_COMPLETED',
  'MODULE_INSUFFICIENT',
  'MODULE_ERROR',
  'MODULE_DOCUMENT_UPLOADED',
  'MODULE_CONNECTED',
] as const;
export type EventName = (typeof CASE_EVENTS)[number] | (typeof MODULE_EVENTS)[number];
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

/** Schedules delivery jobs inside the caller's transaction (pg-boss in the service). */
export interface DeliveryScheduler {
  schedule(tx: Executor, job: DeliveryJob, startAfter?: Date): Promise<void>;
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
 * The account's next event number. The counter's row stays locked until the transaction ends, so
 * an account's events commit in the order of their numbers: a reader that has seen number n has
 * seen every number below it, and listing `after` a number never skips an event that commits late.
 */
async function nextAccountSeq(tx: Executor, accountId: string): Promise<number> {
  const [row] = await tx
    .insert(accountEventCounters)
    .values({ accountId, lastSeq: 1 })
    .onConflictDoUpdate({ target: accountEventCounters.accountId, set: { lastSeq: sql`${accountEventCounters.lastSeq} + 1` } })
    .returning({ n: accountEventCounters.lastSeq });
  return row.n;
}

/**
 * The event log. `record` must run in the transaction of the change that caused the event: the
 * change, its event and (when the account has a webhook URL) the job that delivers it commit
 * together or not at all.
 */
export function eventLog(scheduler: DeliveryScheduler) {
  return {
    async record(tx: Executor, e: NewEvent) {
      const id = crypto.randomUUID();
      const at = e.at ?? new Date();
      let caseSeq = e.caseSeq;
      if (caseSeq === undefined) {
        const [row] = await tx
          .update(cases)
          .set({ eventCount: sql`${cases.eventCount} + 1` })
          .where(eq(cases.id, e.caseRow.id))
          .returning({ n: cases.eventCount });
        caseSeq = row.n;
      }
      const payload = eventPayload(id, e, at);
      const deliver = Boolean(e.account.webhookUrl);
      const accountSeq = await nextAccountSeq(tx, e.caseRow.accountId);
      await tx.insert(events).values({
        id,
        accountId: e.caseRow.accountId,
        accountSeq,
        caseId: e.caseRow.id,
        caseSeq,
        event: e.event,
        payload,
        deliveryStatus: deliver ? 'PENDING' : 'NO_ENDPOINT',
        createdAt: at,
      });
      if (deliver) await scheduler.schedule(tx, { event_id: id, delivery_id: crypto.randomUUID(), attempt: 1 });
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
