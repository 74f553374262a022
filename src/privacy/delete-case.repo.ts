import { and, eq, ne, or, sql } from 'drizzle-orm';
import {
  bankConnections,
  cases,
  documents,
  events,
  idempotencyKeys,
  linkSignInFailures,
  moduleExecutions,
  moduleResults,
  smsMessages,
  storedObjects,
  verificationReports,
} from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import { eraseEventPayload, eraseReportData, eraseResultData } from './erase-results.ts';

/** A document's or report's bytes as kept: by account and plaintext SHA-256. */
export interface StoredBytes {
  accountId: string;
  sha256: string;
}

export async function bytesOfCase(tx: Executor, caseId: string): Promise<StoredBytes[]> {
  const docs = await tx.select({ accountId: documents.accountId, sha256: documents.sha256 }).from(documents).where(eq(documents.caseId, caseId));
  const reports = await tx
    .select({ accountId: verificationReports.accountId, sha256: verificationReports.sha256 })
    .from(verificationReports)
    .where(eq(verificationReports.caseId, caseId));
  const seen = new Map<string, StoredBytes>();
  for (const b of [...docs, ...reports]) seen.set(`${b.accountId}:${b.sha256}`, b);
  return [...seen.values()];
}

/** Whether any other document or report of the account still needs these bytes. */
export async function stillUsedByAccount(tx: Executor, b: StoredBytes): Promise<boolean> {
  const [doc] = await tx.select({ id: documents.id }).from(documents).where(and(eq(documents.accountId, b.accountId), eq(documents.sha256, b.sha256))).limit(1);
  if (doc) return true;
  const [rep] = await tx
    .select({ id: verificationReports.id })
    .from(verificationReports)
    .where(and(eq(verificationReports.accountId, b.accountId), eq(verificationReports.sha256, b.sha256), sql`${verificationReports.data} ? 'borrower'`))
    .limit(1);
  return Boolean(rep);
}

/**
 * Whether a file kept before encryption (named by its plaintext SHA-256, shared by every account)
 * is still read by a document or report of any account that has no encrypted copy of it.
 */
export async function plainFileStillUsed(tx: Executor, sha256: string): Promise<boolean> {
  const res = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select account_id from ${documents} where sha256 = ${sha256}
      union all
      select account_id from ${verificationReports} where sha256 = ${sha256} and data ? 'borrower'
    ) users
    where not exists (select 1 from ${storedObjects} o where o.sha256 = ${sha256} and o.account_id = users.account_id)`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0;
}

/** Removes the case's documents: their rows (names, parsed statements) go; the bytes go after commit. */
export async function deleteDocumentRows(tx: Executor, caseId: string): Promise<number> {
  const rows = await tx.delete(documents).where(eq(documents.caseId, caseId)).returning({ id: documents.id });
  return rows.length;
}

export async function markDocumentsRemoved(tx: Executor, caseId: string, at: Date): Promise<void> {
  await tx.update(cases).set({ documentsRemovedAt: at }).where(eq(cases.id, caseId));
}

/** Erases the borrower's personal data of a case from every table, leaving what shows a decision was made. */
export async function eraseCase(tx: Executor, caseId: string, at: Date): Promise<void> {
  const idsOfCase = [caseId];
  idsOfCase.push(...(await tx.select({ id: smsMessages.id }).from(smsMessages).where(eq(smsMessages.caseId, caseId))).map((r) => r.id));
  idsOfCase.push(...(await tx.select({ id: documents.id }).from(documents).where(eq(documents.caseId, caseId))).map((r) => r.id));
  idsOfCase.push(...(await tx.select({ id: bankConnections.id }).from(bankConnections).where(eq(bankConnections.caseId, caseId))).map((r) => r.id));

  await tx
    .update(cases)
    .set({ status: 'DELETED', firstName: '', lastName: '', phoneNumber: null, email: null, address: null, deal: null, deletedAt: at, updatedAt: at })
    .where(eq(cases.id, caseId));
  await deleteDocumentRows(tx, caseId);
  await tx.delete(bankConnections).where(eq(bankConnections.caseId, caseId));
  await tx.delete(smsMessages).where(eq(smsMessages.caseId, caseId));
  await tx.delete(linkSignInFailures).where(eq(linkSignInFailures.caseId, caseId));
  await tx.update(moduleExecutions).set({ reason: null }).where(and(eq(moduleExecutions.caseId, caseId), ne(moduleExecutions.status, 'COMPLETED')));

  for (const r of await tx.select({ id: moduleResults.id, moduleType: moduleResults.moduleType, data: moduleResults.data }).from(moduleResults).where(eq(moduleResults.caseId, caseId))) {
    await tx.update(moduleResults).set({ data: eraseResultData(r.moduleType, r.data) }).where(eq(moduleResults.id, r.id));
  }
  for (const r of await tx.select({ id: verificationReports.id, data: verificationReports.data }).from(verificationReports).where(eq(verificationReports.caseId, caseId))) {
    await tx.update(verificationReports).set({ data: eraseReportData(r.data) }).where(eq(verificationReports.id, r.id));
  }
  for (const e of await tx.select({ id: events.id, payload: events.payload }).from(events).where(eq(events.caseId, caseId))) {
    await tx.update(events).set({ payload: eraseEventPayload(e.payload) }).where(eq(events.id, e.id));
  }
  // Remembered responses (a created case, an SMS's number, uploaded file names): a replay of the
  // same key now answers 409 instead of the erased data.
  const [caseRow] = await tx.select({ accountId: cases.accountId }).from(cases).where(eq(cases.id, caseId));
  const mentions = or(...idsOfCase.map((id) => sql`${idempotencyKeys.response}::text like ${`%${id}%`}`));
  await tx
    .update(idempotencyKeys)
    .set({ requestHash: 'erased', response: { message: 'The case this request concerned was deleted' } })
    .where(and(eq(idempotencyKeys.accountId, caseRow.accountId), mentions));
}
