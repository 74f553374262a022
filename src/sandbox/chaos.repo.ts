import { eq } from 'drizzle-orm';
import { webhookChaos } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export type ChaosRow = typeof webhookChaos.$inferSelect;

export async function findChaos(db: Executor, accountId: string): Promise<ChaosRow | undefined> {
  const [row] = await db.select().from(webhookChaos).where(eq(webhookChaos.accountId, accountId));
  return row;
}

/** Stores the account's settings, replacing any before. */
export async function putChaos(db: Executor, row: ChaosRow): Promise<ChaosRow> {
  const { accountId: _, ...set } = row;
  const [stored] = await db.insert(webhookChaos).values(row).onConflictDoUpdate({ target: webhookChaos.accountId, set }).returning();
  return stored;
}
