import type { Executor } from '../db/store.ts';
import type { DeleteCaseService } from './delete-case.service.ts';
import * as repo from './retention.repo.ts';

const DAY_MS = 86_400_000;
/** Longest retention an account may set: 100 years. */
export const MAX_RETENTION_DAYS = 36_500;

export interface RetentionSettings {
  account_id: string;
  documents_days: number | null;
  cases_days: number | null;
}

/** A number of days (a whole number from 1), or null for "keep" ("off", empty). */
export function parseRetentionDays(label: string, raw: string | undefined | null): number | null {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || v === 'off') return null;
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > MAX_RETENTION_DAYS) {
    throw new RangeError(`${label} must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}, or "off"`);
  }
  return Number(v);
}

/**
 * Per-account retention (docs/privacy.md): a final case's documents are removed `documents_days`
 * after it became final, the whole case is deleted `cases_days` after. Off unless set.
 */
export function retentionService(deps: { db: Executor; deletion: Pick<DeleteCaseService, 'deleteCaseById' | 'removeDocumentsOf'>; batchSize?: number }) {
  const batch = deps.batchSize ?? 100;
  return {
    async set(accountId: string, days: { documents: number | null; cases: number | null }): Promise<RetentionSettings> {
      const row = await repo.setRetention(deps.db, accountId, days);
      if (!row) throw new Error(`No account ${accountId}`);
      return { account_id: row.id, documents_days: row.documents, cases_days: row.cases };
    },

    /** One pass over every account with retention: at most `batchSize` cases of each kind per account. */
    async run(now = new Date()): Promise<repo.RetentionRunRow[]> {
      const runs: repo.RetentionRunRow[] = [];
      for (const account of await repo.accountsWithRetention(deps.db)) {
        const deleted: string[] = [];
        const emptied: string[] = [];
        let documentsRemoved = 0;
        if (account.cases !== null) {
          for (const id of await repo.finalCasesBefore(deps.db, account.id, new Date(now.getTime() - account.cases * DAY_MS), batch)) {
            // A case that cannot be deleted now (a module analyzing) is taken at the next pass.
            if (await deps.deletion.deleteCaseById(id, now).catch(() => false)) deleted.push(id);
          }
        }
        if (account.documents !== null) {
          for (const id of await repo.casesWithDocumentsBefore(deps.db, account.id, new Date(now.getTime() - account.documents * DAY_MS), batch)) {
            documentsRemoved += await deps.deletion.removeDocumentsOf(id, now);
            emptied.push(id);
          }
        }
        if (deleted.length + emptied.length === 0) continue;
        runs.push(
          await repo.recordRun(deps.db, {
            accountId: account.id,
            ranAt: now,
            documentsRemoved,
            casesDeleted: deleted.length,
            details: { deleted_cases: deleted, documents_of_cases: emptied },
          }),
        );
      }
      return runs;
    },
  };
}

export type RetentionService = ReturnType<typeof retentionService>;
