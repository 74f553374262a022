import { asc, eq } from 'drizzle-orm';
import { apiKeys } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export async function listKeysOfAccount(db: Executor, accountId: string) {
  return db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}
