import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { cases, documents, events, moduleExecutions, moduleInstances, moduleResults, smsMessages, stages, workflows } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export interface CaseFilters {
  q?: string;
  status?: string;
  stage?: string;
  moduleStatus?: string;
  createdFrom?: Date;
  /** Exclusive. */
  createdTo?: Date;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The account's cases of both surfaces, newest first, with the search and filters of the cases page. */
export async function searchCases(db: Executor, accountId: string, f: CaseFilters, page: { limit: number; after?: { createdAt: Date; id: string } }) {
  const conds: (SQL | undefined)[] = [eq(cases.accountId, accountId)];
  if (f.q) {
    const like = `%${likeEscape(f.q)}%`;
    const digits = f.q.replace(/\D/g, '');
    conds.push(
      or(
        ilike(cases.referenceId, like),
        ilike(cases.firstName, like),
        ilike(cases.lastName, like),
        ilike(sql`${cases.firstName} || ' ' || ${cases.lastName}`, like),
        digits.length >= 3 ? ilike(cases.phoneNumber, `%${digits}%`) : undefined,
      ),
    );
  }
  if (f.status) conds.push(eq(cases.status, f.status as 'OPEN'));
  if (f.stage) conds.push(eq(stages.name, f.stage));
  if (f.moduleStatus) {
    conds.push(sql`exists (select 1 from ${moduleInstances} where ${moduleInstances.caseId} = ${cases.id} and ${moduleInstances.status} = ${f.moduleStatus})`);
  }
  if (f.createdFrom) conds.push(gte(cases.createdAt, f.createdFrom));
  if (f.createdTo) conds.push(lt(cases.createdAt, f.createdTo));
  const a = page.after;
  if (a) conds.push(or(lt(cases.createdAt, a.createdAt), and(eq(cases.createdAt, a.createdAt), lt(cases.id, a.id))));
  return db
    .select({ caseRow: cases, stageName: stages.name })
    .from(cases)
    .innerJoin(stages, eq(stages.id, cases.stageId))
    .where(and(...conds))
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(page.limit);
}

/** The names of the stages of the account's workflows, for the stage filter. */
export async function stageNames(db: Executor, accountId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: stages.name })
    .from(stages)
    .innerJoin(workflows, eq(workflows.id, stages.workflowId))
    .where(eq(workflows.accountId, accountId))
    .orderBy(asc(stages.name));
  return rows.map((r) => r.name);
}

/** A case of the account, whichever surface it was made on; another account's is undefined. */
export async function findAccountCase(db: Executor, accountId: string, caseId: string) {
  const [row] = await db.select().from(cases).where(and(eq(cases.id, caseId), eq(cases.accountId, accountId)));
  return row;
}

export async function caseEvents(db: Executor, caseId: string) {
  return db.select().from(events).where(eq(events.caseId, caseId)).orderBy(asc(events.caseSeq), asc(events.seq));
}

export async function caseMessages(db: Executor, caseId: string) {
  return db.select().from(smsMessages).where(eq(smsMessages.caseId, caseId)).orderBy(desc(smsMessages.createdAt), desc(smsMessages.id)).limit(100);
}

export async function caseDocuments(db: Executor, caseId: string) {
  return db.select().from(documents).where(eq(documents.caseId, caseId)).orderBy(asc(documents.uploadedAt), asc(documents.id));
}

export async function caseExecutions(db: Executor, caseId: string) {
  return db.select().from(moduleExecutions).where(eq(moduleExecutions.caseId, caseId)).orderBy(desc(moduleExecutions.startedAt));
}

export async function resultsById(db: Executor, caseId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(moduleResults).where(and(eq(moduleResults.caseId, caseId), inArray(moduleResults.id, ids)));
}
