import { asc, eq } from 'drizzle-orm';
import { bankConnections } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export type BankConnectionRow = typeof bankConnections.$inferSelect;

export async function insertConnection(tx: Executor, row: BankConnectionRow): Promise<void> {
  await tx.insert(bankConnections).values(row);
}

/** The connections made for a module instance, oldest first. */
export async function connectionsOfModule(db: Executor, moduleInstanceId: string): Promise<BankConnectionRow[]> {
  return db
    .select()
    .from(bankConnections)
    .where(eq(bankConnections.moduleInstanceId, moduleInstanceId))
    .orderBy(asc(bankConnections.connectedAt), asc(bankConnections.id));
}
