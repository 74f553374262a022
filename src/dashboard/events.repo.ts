import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { cases, events } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export const DELIVERY_STATES = ['NO_ENDPOINT', 'PENDING', 'DELIVERED', 'DROPPED'] as const;

/** The account's events of both surfaces, newest first, before an account event number. */
export async function listAccountEvents(db: Executor, accountId: string, f: { event?: string; state?: string; beforeSeq?: number; limit: number }) {
  return db
    .select({ e: events, surface: cases.surface, referenceId: cases.referenceId })
    .from(events)
    .innerJoin(cases, eq(cases.id, events.caseId))
    .where(
      and(
        eq(events.accountId, accountId),
        f.event ? eq(events.event, f.event) : undefined,
        f.state ? eq(events.deliveryStatus, f.state as 'DROPPED') : undefined,
        f.beforeSeq !== undefined ? lt(events.accountSeq, f.beforeSeq) : undefined,
      ),
    )
    .orderBy(desc(events.accountSeq))
    .limit(f.limit);
}

export async function findAccountEvent(db: Executor, accountId: string, eventId: string) {
  const [row] = await db
    .select({ e: events, surface: cases.surface, referenceId: cases.referenceId })
    .from(events)
    .innerJoin(cases, eq(cases.id, events.caseId))
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)));
  return row;
}

/** Dropped events of the account made at or after `since` (at most `limit`). */
export async function droppedSince(db: Executor, accountId: string, since: Date, limit: number) {
  return db
    .select({ id: events.id, surface: cases.surface })
    .from(events)
    .innerJoin(cases, eq(cases.id, events.caseId))
    .where(and(eq(events.accountId, accountId), eq(events.deliveryStatus, 'DROPPED'), gte(events.createdAt, since)))
    .orderBy(events.accountSeq)
    .limit(limit);
}
