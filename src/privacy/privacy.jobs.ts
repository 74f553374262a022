import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { storedObjects } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import type { EncryptedBlobs } from '../documents/encrypted-blobs.ts';
import { defineJob } from '../jobs/jobs.ts';
import { plainFileStillUsed } from './delete-case.repo.ts';

const SHA = z.string().regex(/^[0-9a-f]{64}$/);
export const removeObjectsPayload = z.object({
  /** Encrypted objects whose data key was dropped. */
  encrypted: z.array(SHA),
  /** Files kept before encryption, by plaintext SHA-256. */
  plain: z.array(SHA),
});
export type ObjectRemovals = z.output<typeof removeObjectsPayload>;

export const REMOVE_OBJECTS_QUEUE = 'privacy.remove-objects';
/** Sent in the deleting transaction: removes the bytes again if the removal right after commit failed. */
export const removeObjectsSendOnly = defineJob({ name: REMOVE_OBJECTS_QUEUE, payload: removeObjectsPayload });

/**
 * Removes stored objects that a committed deletion left unreferenced. Each is checked again first:
 * the same bytes uploaded to the account since then are kept under a new data key.
 */
export async function removeObjects(db: Executor, blobs: Pick<EncryptedBlobs, 'delete'>, r: ObjectRemovals): Promise<number> {
  let removed = 0;
  for (const key of r.encrypted) {
    const [again] = await db.select({ k: storedObjects.storageKey }).from(storedObjects).where(eq(storedObjects.storageKey, key)).limit(1);
    if (again) continue;
    await blobs.delete(key);
    removed += 1;
  }
  for (const sha of r.plain) {
    if (await plainFileStillUsed(db, sha)) continue;
    await blobs.delete(sha);
    removed += 1;
  }
  return removed;
}

export function removeObjectsJob(deps: { db: Executor; blobs: Pick<EncryptedBlobs, 'delete'> }) {
  return defineJob({
    name: REMOVE_OBJECTS_QUEUE,
    payload: removeObjectsPayload,
    retryLimit: 10,
    retryDelaySeconds: 60,
    retryBackoff: true,
    async handle(data) {
      await removeObjects(deps.db, deps.blobs, data);
    },
  });
}
