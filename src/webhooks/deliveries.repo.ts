import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { accounts, events, webhookAttempts } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export type NewAttempt = typeof webhookAttempts.$inferInsert;

/** The events of a batch with what delivering them needs from their accounts. */
export async function eventsForDelivery(db: Executor, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({
      event: events,
      environment: accounts.environment,
      webhookUrl: accounts.webhookUrl,
      secretSealed: accounts.signingSecretSealed,
      previousSecretSealed: accounts.previousSigningSecretSealed,
      previousSecretExpiresAt: accounts.previousSecretExpiresAt,
    })
    .from(events)
    .innerJoin(accounts, eq(accounts.id, events.accountId))
    .where(inArray(events.id, eventIds));
}

/** (delivery, attempt) pairs already recorded: those jobs ran to the end before (a crash after the record). */
export async function recordedAttempts(db: Executor, deliveryIds: string[]): Promise<Set<string>> {
  if (deliveryIds.length === 0) return new Set();
  const rows = await db
    .select({ d: webhookAttempts.deliveryId, a: webhookAttempts.attempt })
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds));
  return new Set(rows.map((r) => `${r.d}:${r.a}`));
}

/** Records attempts once each; returns the ones this call recorded (not a concurrent duplicate). */
export async function insertAttempts(tx: Executor, rows: NewAttempt[]): Promise<NewAttempt[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(webhookAttempts).values(rows).onConflictDoNothing().returning({ id: webhookAttempts.id });
  const ids = new Set(inserted.map((r) => r.id));
  return rows.filter((r) => ids.has(r.id));
}

export async function setDeliveryStatus(tx: Executor, eventIds: string[], status: 'PENDING' | 'DELIVERED' | 'DROPPED') {
  if (eventIds.length === 0) return;
  // A dropped redelivery does not undo an earlier success.
  const guard = status === 'DROPPED' ? ne(events.deliveryStatus, 'DELIVERED') : sql`true`;
  await tx.update(events).set({ deliveryStatus: status }).where(and(inArray(events.id, eventIds), guard));
}
