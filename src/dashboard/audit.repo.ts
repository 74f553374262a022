import crypto from 'node:crypto';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import { auditLog } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAudit(db: Executor, row: Omit<AuditRow, 'id' | 'createdAt'>) {
  await db.insert(auditLog).values({ id: crypto.randomUUID(), ...row, createdAt: new Date() });
}

/** Newest first, after the (created_at, id) of the last row of the previous page. */
export async function listAudit(db: Executor, accountId: string, opts: { limit: number; before?: { at: Date; id: string } }) {
  const b = opts.before;
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.accountId, accountId), b ? or(lt(auditLog.createdAt, b.at), and(eq(auditLog.createdAt, b.at), lt(auditLog.id, b.id))) : undefined))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(opts.limit);
}
