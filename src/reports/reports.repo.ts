import { and, eq } from 'drizzle-orm';
import { moduleResults, verificationReports } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export type ReportRow = typeof verificationReports.$inferSelect;
export type NewReportRow = typeof verificationReports.$inferInsert;

export async function insertReport(tx: Executor, row: NewReportRow): Promise<void> {
  await tx.insert(verificationReports).values(row);
}

/** What checking a report needs: its id, the hash of the bytes issued and when. Nothing of the case. */
export async function findReportForCheck(db: Executor, reportId: string): Promise<Pick<ReportRow, 'id' | 'sha256' | 'generatedAt'> | undefined> {
  const [row] = await db
    .select({ id: verificationReports.id, sha256: verificationReports.sha256, generatedAt: verificationReports.generatedAt })
    .from(verificationReports)
    .where(eq(verificationReports.id, reportId));
  return row;
}

/** The `data` of one of a case's module results (null when the case has no such result). */
export async function resultData(db: Executor, caseId: string, resultId: string): Promise<unknown> {
  const [row] = await db
    .select({ data: moduleResults.data })
    .from(moduleResults)
    .where(and(eq(moduleResults.id, resultId), eq(moduleResults.caseId, caseId)));
  return row?.data ?? null;
}
