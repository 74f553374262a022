import crypto from 'node:crypto';
import { and, asc, desc, eq, max, sql } from 'drizzle-orm';
import { bankConnections, cases, documents, instanceSettings, linkSignInFailures, moduleExecutions } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import type { SecretBox } from '../shared/secret-box.ts';

/** Every look-up of the hosted flow starts from a hash: the case is the one whose link it is, never one named by the borrower. */
export async function findCaseByLinkHash(db: Executor, linkTokenHash: string) {
  const [row] = await db.select().from(cases).where(eq(cases.linkTokenHash, linkTokenHash));
  return row;
}

export async function findCaseByShortHash(db: Executor, shortCodeHash: string) {
  const [row] = await db.select().from(cases).where(eq(cases.shortCodeHash, shortCodeHash));
  return row;
}

export async function documentsOfCase(db: Executor, caseId: string) {
  return db
    .select({
      filename: documents.filename,
      moduleType: documents.moduleType,
      processingStatus: documents.processingStatus,
      uploadedAt: documents.uploadedAt,
    })
    .from(documents)
    .where(eq(documents.caseId, caseId))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
}

export async function bankConnectionOfCase(db: Executor, caseId: string, connectionId: string) {
  const [row] = await db
    .select()
    .from(bankConnections)
    .where(and(eq(bankConnections.caseId, caseId), eq(bankConnections.id, connectionId)));
  return row;
}

export async function latestBankConnection(db: Executor, caseId: string) {
  const [row] = await db.select().from(bankConnections).where(eq(bankConnections.caseId, caseId)).orderBy(desc(bankConnections.connectedAt)).limit(1);
  return row;
}

/** Per module instance: when its newest input arrived (a document or a bank connection) and when its newest run started. */
export async function moduleInputTimes(db: Executor, caseId: string) {
  const docs = await db
    .select({ moduleType: documents.moduleType, at: max(documents.uploadedAt) })
    .from(documents)
    .where(eq(documents.caseId, caseId))
    .groupBy(documents.moduleType);
  const connections = await db
    .select({ moduleInstanceId: bankConnections.moduleInstanceId, at: max(bankConnections.connectedAt) })
    .from(bankConnections)
    .where(eq(bankConnections.caseId, caseId))
    .groupBy(bankConnections.moduleInstanceId);
  const runs = await db
    .select({ moduleInstanceId: moduleExecutions.moduleInstanceId, at: max(moduleExecutions.startedAt) })
    .from(moduleExecutions)
    .where(eq(moduleExecutions.caseId, caseId))
    .groupBy(moduleExecutions.moduleInstanceId);
  return { docs, connections, runs };
}

/**
 * Takes one sign-in attempt for the case, atomically: allowed while fewer than `free` attempts have
 * failed, or once the wait after the last failure has passed (2^(failures - free) seconds, at most
 * `capSeconds`). An allowed attempt counts as a failure until `clearSignInFailures` (on success)
 * or `refundSignInAttempt` (when the bank could not be asked). Returns null when not allowed.
 */
export async function takeSignInAttempt(db: Executor, caseId: string, now: Date, free: number, capSeconds: number): Promise<number | null> {
  const f = linkSignInFailures;
  const rows = await db
    .insert(f)
    .values({ caseId, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: f.caseId,
      set: { failures: sql`${f.failures} + 1`, lastFailureAt: now },
      setWhere: sql`${f.failures} < ${free} OR ${f.lastFailureAt} + make_interval(secs => least(power(2, ${f.failures} - ${free}), ${capSeconds})) <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ failures: f.failures });
  return rows[0]?.failures ?? null;
}

export async function signInFailures(db: Executor, caseId: string) {
  const [row] = await db.select().from(linkSignInFailures).where(eq(linkSignInFailures.caseId, caseId));
  return row;
}

export async function clearSignInFailures(db: Executor, caseId: string) {
  await db.delete(linkSignInFailures).where(eq(linkSignInFailures.caseId, caseId));
}

export async function refundSignInAttempt(db: Executor, caseId: string) {
  await db
    .update(linkSignInFailures)
    .set({ failures: sql`greatest(${linkSignInFailures.failures} - 1, 0)` })
    .where(eq(linkSignInFailures.caseId, caseId));
}

const FORM_KEY = 'hosted_form_key';

/**
 * The key that signs the hosted flow's form tokens: 32 random bytes made by the first process that
 * needs it, kept sealed with the secret key, so every process sharing the database uses the same.
 */
export async function hostedFormKey(db: Executor, box: SecretBox): Promise<Buffer> {
  await db
    .insert(instanceSettings)
    .values({ name: FORM_KEY, value: box.seal(crypto.randomBytes(32).toString('base64')) })
    .onConflictDoNothing();
  const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.name, FORM_KEY));
  return Buffer.from(box.open(row!.value), 'base64');
}
