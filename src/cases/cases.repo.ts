import { and, asc, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { cases, moduleInstances } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export type CaseRow = typeof cases.$inferSelect;
export type NewCaseRow = typeof cases.$inferInsert;
export type ModuleRow = typeof moduleInstances.$inferSelect;
export type Surface = CaseRow['surface'];

export async function findCase(
  db: Executor,
  scope: { accountId: string; surface: Surface },
  caseId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<CaseRow | undefined> {
  const q = db
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.accountId, scope.accountId), eq(cases.surface, scope.surface)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function listCases(
  db: Executor,
  scope: { accountId: string; surface: Surface },
  opts: { limit: number; after?: { createdAt: Date; id: string }; referenceId?: string },
): Promise<CaseRow[]> {
  const conds = [eq(cases.accountId, scope.accountId), eq(cases.surface, scope.surface)];
  if (opts.referenceId !== undefined) conds.push(eq(cases.referenceId, opts.referenceId));
  if (opts.after) {
    conds.push(or(lt(cases.createdAt, opts.after.createdAt), and(eq(cases.createdAt, opts.after.createdAt), lt(cases.id, opts.after.id)))!);
  }
  return db
    .select()
    .from(cases)
    .where(and(...conds))
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(opts.limit);
}

export async function modulesOfCases(db: Executor, caseIds: string[]): Promise<ModuleRow[]> {
  if (caseIds.length === 0) return [];
  return db.select().from(moduleInstances).where(inArray(moduleInstances.caseId, caseIds)).orderBy(asc(moduleInstances.createdAt), asc(moduleInstances.moduleType));
}

export async function updateCase(tx: Executor, caseId: string, patch: Partial<Pick<CaseRow, 'status' | 'stageId' | 'updatedAt'>>): Promise<CaseRow> {
  const [row] = await tx.update(cases).set(patch).where(eq(cases.id, caseId)).returning();
  return row;
}

/** Modules of a stage that was waiting become ready for input. */
export async function openStageModules(tx: Executor, caseId: string, stageId: string, at: Date): Promise<void> {
  await tx
    .update(moduleInstances)
    .set({ status: 'AWAITING_INPUT', updatedAt: at })
    .where(and(eq(moduleInstances.caseId, caseId), eq(moduleInstances.stageId, stageId), eq(moduleInstances.status, 'PENDING')));
}

/** A case by id alone, for background work that already knows it belongs to the account. */
export async function findCaseById(db: Executor, caseId: string, opts: { forUpdate?: boolean } = {}): Promise<CaseRow | undefined> {
  const q = db.select().from(cases).where(eq(cases.id, caseId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}
