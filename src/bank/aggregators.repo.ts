import { asc, eq } from 'drizzle-orm';
import { bankAggregators } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export type AggregatorRow = typeof bankAggregators.$inferSelect;

export async function findAggregator(db: Executor, accountId: string): Promise<AggregatorRow | undefined> {
  const [row] = await db.select().from(bankAggregators).where(eq(bankAggregators.accountId, accountId));
  return row;
}

/** Any account's Plaid settings: Plaid's webhook keys are the same for every client. */
export async function anyAggregator(db: Executor): Promise<AggregatorRow | undefined> {
  const [row] = await db.select().from(bankAggregators).orderBy(asc(bankAggregators.updatedAt)).limit(1);
  return row;
}

export async function upsertAggregator(db: Executor, row: AggregatorRow): Promise<void> {
  await db
    .insert(bankAggregators)
    .values(row)
    .onConflictDoUpdate({ target: bankAggregators.accountId, set: { provider: row.provider, clientId: row.clientId, secretSealed: row.secretSealed, env: row.env, updatedAt: row.updatedAt } });
}

export async function deleteAggregator(db: Executor, accountId: string): Promise<void> {
  await db.delete(bankAggregators).where(eq(bankAggregators.accountId, accountId));
}
