import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { moduleExecutions, moduleInstances, moduleResults } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export type ExecutionRow = typeof moduleExecutions.$inferSelect;
export type ResultRow = typeof moduleResults.$inferSelect;
export type ModuleRow = typeof moduleInstances.$inferSelect;

/**
 * Puts a module into ANALYZING unless it is already analyzing or its stage has not started: one
 * conditional UPDATE, so of any number of concurrent runs exactly one gets the row.
 */
export async function claimForRun(tx: Executor, moduleId: string, at: Date): Promise<ModuleRow | undefined> {
  const [row] = await tx
    .update(moduleInstances)
    .set({ status: 'ANALYZING', updatedAt: at })
    .where(and(eq(moduleInstances.id, moduleId), notInArray(moduleInstances.status, ['ANALYZING', 'PENDING'])))
    .returning();
  return row;
}

export async function insertExecution(tx: Executor, row: ExecutionRow): Promise<void> {
  await tx.insert(moduleExecutions).values(row);
}

export async function findExecution(ex: Executor, id: string, opts: { forUpdate?: boolean } = {}): Promise<ExecutionRow | undefined> {
  const q = ex.select().from(moduleExecutions).where(eq(moduleExecutions.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function executionsOf(ex: Executor, moduleIds: string[]): Promise<ExecutionRow[]> {
  if (moduleIds.length === 0) return [];
  return ex.select().from(moduleExecutions).where(inArray(moduleExecutions.moduleInstanceId, moduleIds)).orderBy(desc(moduleExecutions.startedAt), desc(moduleExecutions.id));
}

export async function finishExecution(
  tx: Executor,
  e: { executionId: string; moduleId: string; status: 'COMPLETED' | 'INSUFFICIENT' | 'ERROR'; reason: string | null; result: ResultRow | null; at: Date },
): Promise<void> {
  if (e.result) await tx.insert(moduleResults).values(e.result);
  await tx
    .update(moduleExecutions)
    .set({ status: e.status, reason: e.reason, resultId: e.result?.id ?? null, finishedAt: e.at })
    .where(eq(moduleExecutions.id, e.executionId));
  await tx
    .update(moduleInstances)
    // latest_result_id names completed results only: an INSUFFICIENT run's partial result (its fraud
    // assessment) is reached through its execution and event.
    .set({ status: e.status, updatedAt: e.at, ...(e.result && e.status === 'COMPLETED' ? { latestResultId: e.result.id } : {}) })
    .where(eq(moduleInstances.id, e.moduleId));
}

export async function findResult(ex: Executor, moduleId: string, resultId: string): Promise<ResultRow | undefined> {
  const [row] = await ex.select().from(moduleResults).where(and(eq(moduleResults.moduleInstanceId, moduleId), eq(moduleResults.id, resultId)));
  return row;
}
