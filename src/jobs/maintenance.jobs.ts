import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { idempotencyKeys } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import type { BlobStore } from '../documents/blob-store.ts';
import { defineJob } from './jobs.ts';

/** Removes remembered Idempotency-Keys past their lifetime; returns how many. */
export async function deleteExpiredIdempotencyKeys(db: Executor, ttlHours: number, now = new Date()): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - ttlHours * 3_600_000)))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

export function idempotencyCleanupJob(db: Executor, ttlHours: number, log: (msg: string) => void = () => {}) {
  return defineJob({
    name: 'maintenance.idempotency-keys',
    payload: z.object({}).passthrough(),
    cron: '17 * * * *',
    retryLimit: 1,
    async handle() {
      const n = await deleteExpiredIdempotencyKeys(db, ttlHours);
      if (n > 0) log(`removed ${n} expired idempotency keys`);
    },
  });
}

/** Removes upload scratch files older than an hour: left by a process that died mid-upload. */
export function uploadScratchCleanupJob(blobs: Pick<BlobStore, 'sweepScratch'>, log: (msg: string) => void = () => {}) {
  return defineJob({
    name: 'maintenance.upload-scratch',
    payload: z.object({}).passthrough(),
    cron: '41 * * * *',
    retryLimit: 1,
    async handle() {
      const n = await blobs.sweepScratch(3_600_000);
      if (n > 0) log(`removed ${n} abandoned upload files`);
    },
  });
}
