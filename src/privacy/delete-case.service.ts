import { and, eq } from 'drizzle-orm';
import { findAccount } from '../accounts/accounts.repo.ts';
import { findCaseById, type CaseRow, type Surface } from '../cases/cases.repo.ts';
import { caseOfActor } from '../cases/case-of-actor.ts';
import { moduleInstances } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import type { AuditActor } from '../dashboard/audit.service.ts';
import type { EncryptedBlobs } from '../documents/encrypted-blobs.ts';
import type { EventLog } from '../events/events.repo.ts';
import type { CaseActor } from '../http/types.ts';
import type { JobSender } from '../jobs/jobs.ts';
import { AppError } from '../shared/errors.ts';
import { bytesOfCase, deleteDocumentRows, eraseCase, markDocumentsRemoved, plainFileStillUsed, stillUsedByAccount, type StoredBytes } from './delete-case.repo.ts';
import { removeObjects, removeObjectsSendOnly, type ObjectRemovals } from './privacy.jobs.ts';

export interface DeleteCaseDeps {
  store: Pick<Store, 'db'>;
  blobs: Pick<EncryptedBlobs, 'delete' | 'forgetKey' | 'namesOf'>;
  events: EventLog;
  jobs: JobSender;
  audit?: { record(ex: Executor | undefined, actor: AuditActor, entry: { accountId: string; action: string; details?: Record<string, unknown> }): Promise<void> };
  log?: (msg: string) => void;
}

export interface DeletedCase {
  case_id: string;
  deleted_at: string;
}

/** Erasing a borrower's data: whole cases (DELETE, retention) or only their documents (retention). */
export function deleteCaseService(deps: DeleteCaseDeps) {
  const { db } = deps.store;

  /** Drops the data keys of bytes nothing else of the account uses; returns what to remove after commit. */
  async function releaseBytes(tx: Executor, bytes: StoredBytes[]): Promise<ObjectRemovals> {
    const out: ObjectRemovals = { encrypted: [], plain: [] };
    for (const b of bytes) {
      if (await stillUsedByAccount(tx, b)) continue;
      await deps.blobs.forgetKey(tx, b, b.sha256);
      out.encrypted.push(deps.blobs.namesOf(b, b.sha256).encrypted);
      if (!(await plainFileStillUsed(tx, b.sha256))) out.plain.push(b.sha256);
    }
    if (out.encrypted.length + out.plain.length > 0) await deps.jobs.send(tx, removeObjectsSendOnly, out);
    return out;
  }

  /** Removes the bytes right after commit; if that fails, the job sent in the transaction retries. */
  async function removeNow(removals: ObjectRemovals) {
    if (removals.encrypted.length + removals.plain.length === 0) return;
    await removeObjects(db, deps.blobs, removals).catch((err: Error) => deps.log?.(`stored objects not removed yet, retried by a job: ${err.message}`));
  }

  async function assertNotAnalyzing(tx: Executor, caseId: string) {
    const [busy] = await tx
      .select({ id: moduleInstances.id })
      .from(moduleInstances)
      .where(and(eq(moduleInstances.caseId, caseId), eq(moduleInstances.status, 'ANALYZING')))
      .limit(1);
    if (busy) throw new AppError('conflict', 'A module of the case is analyzing: delete the case once the run has ended');
  }

  /** Erases a locked case in the caller's transaction: its data, its event, its audit entry. */
  async function eraseLocked(tx: Executor, row: CaseRow, actor: AuditActor, at: Date): Promise<{ out: DeletedCase; removals: ObjectRemovals }> {
    if (row.status === 'DELETED') return { out: { case_id: row.id, deleted_at: (row.deletedAt ?? row.updatedAt).toISOString() }, removals: { encrypted: [], plain: [] } };
    await assertNotAnalyzing(tx, row.id);
    const account = (await findAccount(tx, row.accountId))!;
    const bytes = await bytesOfCase(tx, row.id);
    await eraseCase(tx, row.id, at);
    const removals = await releaseBytes(tx, bytes);
    await deps.events.record(tx, { event: 'CASE_DELETED', caseRow: row, account, at });
    await deps.audit?.record(tx, actor, { accountId: row.accountId, action: 'case.delete', details: { case_id: row.id } });
    return { out: { case_id: row.id, deleted_at: at.toISOString() }, removals };
  }

  return {
    /** DELETE /api/cases/{case_id}: idempotent, a second call answers the first deletion's time. */
    async deleteCase(actor: CaseActor, surface: Surface, caseId: string, who: AuditActor): Promise<DeletedCase> {
      const { out, removals } = await db.transaction(async (tx) => eraseLocked(tx, await caseOfActor(tx, actor, surface, caseId, true), who, new Date()));
      await removeNow(removals);
      return out;
    },

    /** Retention: erases a case by id (it must still be in a final state). */
    async deleteCaseById(caseId: string, at: Date): Promise<boolean> {
      const result = await db.transaction(async (tx) => {
        const row = await findCaseById(tx, caseId, { forUpdate: true });
        if (!row || (row.status !== 'COMPLETED' && row.status !== 'CANCELLED')) return undefined;
        return eraseLocked(tx, row, { type: 'cli' }, at);
      });
      if (result) await removeNow(result.removals);
      return result !== undefined;
    },

    /** Retention: removes a final case's documents (rows and bytes); results and the case stay. */
    async removeDocumentsOf(caseId: string, at: Date): Promise<number> {
      const result = await db.transaction(async (tx) => {
        const row = await findCaseById(tx, caseId, { forUpdate: true });
        if (!row || row.documentsRemovedAt || (row.status !== 'COMPLETED' && row.status !== 'CANCELLED')) return undefined;
        const bytes = await bytesOfCase(tx, row.id);
        const n = await deleteDocumentRows(tx, row.id);
        const removals = await releaseBytes(tx, bytes);
        await markDocumentsRemoved(tx, row.id, at);
        return { n, removals };
      });
      if (!result) return 0;
      await removeNow(result.removals);
      return result.n;
    },
  };
}

export type DeleteCaseService = ReturnType<typeof deleteCaseService>;
