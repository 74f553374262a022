import { and, asc, count, eq, gt, min, or } from 'drizzle-orm';
import { smsMessages } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export type SmsRow = typeof smsMessages.$inferSelect;
export type NewSmsRow = typeof smsMessages.$inferInsert;

export async function insertMessage(tx: Executor, row: NewSmsRow): Promise<SmsRow> {
  const [inserted] = await tx.insert(smsMessages).values(row).returning();
  return inserted;
}

/** How many messages the case has had since `since`, and when the oldest of them was made. */
export async function messagesSince(ex: Executor, caseId: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await ex
    .select({ count: count(), oldest: min(smsMessages.createdAt) })
    .from(smsMessages)
    .where(and(eq(smsMessages.caseId, caseId), gt(smsMessages.createdAt, since)));
  return { count: row.count, oldest: row.oldest ? new Date(row.oldest) : null };
}

export async function findMessage(ex: Executor, id: string): Promise<SmsRow | undefined> {
  const [row] = await ex.select().from(smsMessages).where(eq(smsMessages.id, id));
  return row;
}

/** A case's messages, oldest first, after a (created_at, id) cursor. */
export async function listMessages(ex: Executor, caseId: string, opts: { limit: number; after?: { at: Date; id: string } }): Promise<SmsRow[]> {
  const conds = [eq(smsMessages.caseId, caseId)];
  if (opts.after) {
    conds.push(or(gt(smsMessages.createdAt, opts.after.at), and(eq(smsMessages.createdAt, opts.after.at), gt(smsMessages.id, opts.after.id)))!);
  }
  return ex
    .select()
    .from(smsMessages)
    .where(and(...conds))
    .orderBy(asc(smsMessages.createdAt), asc(smsMessages.id))
    .limit(opts.limit);
}

/**
 * Records attempt number `attempt` of a QUEUED message: only if it is still QUEUED and that
 * attempt is not recorded yet (a job that ran twice records once). Returns whether it recorded.
 */
export async function recordAttempt(
  tx: Executor,
  id: string,
  attempt: number,
  patch: Partial<Pick<SmsRow, 'status' | 'provider' | 'providerMessageId' | 'error' | 'sentAt'>>,
): Promise<boolean> {
  const rows = await tx
    .update(smsMessages)
    .set({ ...patch, attempts: attempt })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.status, 'QUEUED'), eq(smsMessages.attempts, attempt - 1)))
    .returning({ id: smsMessages.id });
  return rows.length > 0;
}
