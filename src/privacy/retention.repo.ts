import crypto from 'node:crypto';
import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { accounts, cases, documents, retentionRuns, verificationReports } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export type RetentionRunRow = typeof retentionRuns.$inferSelect;
const FINAL = ['COMPLETED', 'CANCELLED'] as const;

/** Sets either setting (a number of days, or null for off); one left undefined keeps its value. */
export async function setRetention(db: Executor, accountId: string, days: { documents?: number | null; cases?: number | null }) {
  const [row] = await db
    .update(accounts)
    .set({ retentionDocumentsDays: days.documents, retentionCasesDays: days.cases })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id, documents: accounts.retentionDocumentsDays, cases: accounts.retentionCasesDays });
  return row;
}

export async function accountsWithRetention(db: Executor) {
  return db
    .select({ id: accounts.id, documents: accounts.retentionDocumentsDays, cases: accounts.retentionCasesDays })
    .from(accounts)
    .where(or(isNotNull(accounts.retentionDocumentsDays), isNotNull(accounts.retentionCasesDays)));
}

/** Final cases of the account that reached their final state before `before`, oldest first. */
export async function finalCasesBefore(db: Executor, accountId: string, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.accountId, accountId), inArray(cases.status, [...FINAL]), lt(cases.updatedAt, before)))
    .orderBy(asc(cases.updatedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Final cases of the account, final before `before`, that still hold documents. */
export async function casesWithDocumentsBefore(db: Executor, accountId: string, before: Date, limit: number): Promise<string[]> {
  const held = or(
    exists(db.select({ one: documents.id }).from(documents).where(eq(documents.caseId, cases.id))),
    exists(db.select({ one: verificationReports.id }).from(verificationReports).where(eq(verificationReports.caseId, cases.id))),
  );
  const rows = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.accountId, accountId), inArray(cases.status, [...FINAL]), lt(cases.updatedAt, before), isNull(cases.documentsRemovedAt), held))
    .orderBy(asc(cases.updatedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function recordRun(db: Executor, run: Omit<RetentionRunRow, 'id'>): Promise<RetentionRunRow> {
  const [row] = await db.insert(retentionRuns).values({ id: crypto.randomUUID(), ...run }).returning();
  return row;
}

export async function recentRuns(db: Executor, accountId: string, limit = 20): Promise<RetentionRunRow[]> {
  return db.select().from(retentionRuns).where(eq(retentionRuns.accountId, accountId)).orderBy(desc(retentionRuns.ranAt)).limit(limit);
}
