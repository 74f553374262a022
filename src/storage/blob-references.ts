import { eq, sql } from 'drizzle-orm';
import { documents, verificationReports } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import type { BlobStore } from '../documents/blob-store.ts';
import { AppError } from '../shared/errors.ts';

/**
 * Stored bytes and the rows that name them. The bytes are stored before a row names them; when the
 * transaction that was to name them fails, bytes that nothing names are removed. Bytes are shared
 * by hash, so a removal and another upload of the same bytes are kept apart by an advisory lock per
 * hash: a transaction that names a hash holds it shared, a removal holds it alone.
 */
const LOCK_SPACE = 7_424_100;

const lockId = (sha256: string) => Number.parseInt(sha256.slice(0, 8), 16) | 0;

/**
 * In the transaction that will name `hashes`: holds their locks and makes sure the bytes are
 * still there (a removal may have run between storing them and this transaction). 409 if not:
 * the caller sends the same upload again.
 */
export async function holdStoredBlobs(tx: Executor, blobs: Pick<BlobStore, 'exists'>, hashes: string[]): Promise<void> {
  for (const h of [...new Set(hashes)].sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${LOCK_SPACE}, ${lockId(h)})`);
    // A stat or a HEAD request, under the lock; nothing heavier runs inside the transaction.
    if (!(await blobs.exists(h))) {
      throw new AppError('conflict', 'A file of this upload was removed from storage while it was being recorded; send the upload again');
    }
  }
}

/** Whether a document or a report names `sha256`. */
async function referenced(tx: Executor, sha256: string): Promise<boolean> {
  const docs = await tx.select({ id: documents.id }).from(documents).where(eq(documents.sha256, sha256)).limit(1);
  if (docs.length > 0) return true;
  const reports = await tx.select({ id: verificationReports.id }).from(verificationReports).where(eq(verificationReports.sha256, sha256)).limit(1);
  return reports.length > 0;
}

/** Removes the bytes of `hashes` that no row names; returns those removed. Errors are the caller's to log. */
export async function removeUnreferencedBlobs(store: Pick<Store, 'db'>, blobs: Pick<BlobStore, 'remove'>, hashes: string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const h of [...new Set(hashes)].sort()) {
    const gone = await store.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, ${lockId(h)})`);
      if (await referenced(tx, h)) return false;
      await blobs.remove(h);
      return true;
    });
    if (gone) removed.push(h);
  }
  return removed;
}

/** Runs `record` (the transaction naming an upload's stored bytes); if it fails, removes those bytes that nothing names. */
export async function recordOrRemoveBlobs<T>(store: Pick<Store, 'db'>, blobs: Pick<BlobStore, 'remove'>, hashes: string[], record: () => Promise<T>): Promise<T> {
  try {
    return await record();
  } catch (err) {
    await removeUnreferencedBlobs(store, blobs, hashes).catch(() => {});
    throw err;
  }
}
