import { and, asc, eq } from 'drizzle-orm';
import { bankConnections } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export type BankConnectionRow = typeof bankConnections.$inferSelect;
export type NewBankConnection = typeof bankConnections.$inferInsert;

export async function insertConnection(tx: Executor, row: NewBankConnection): Promise<void> {
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

/** A case's connections, oldest first. */
export async function connectionsOfCase(db: Executor, caseId: string): Promise<BankConnectionRow[]> {
  return db.select().from(bankConnections).where(eq(bankConnections.caseId, caseId)).orderBy(asc(bankConnections.connectedAt), asc(bankConnections.id));
}

export async function connectionOfItem(db: Executor, provider: string, itemId: string, opts: { forUpdate?: boolean } = {}): Promise<BankConnectionRow | undefined> {
  const q = db.select().from(bankConnections).where(and(eq(bankConnections.provider, provider), eq(bankConnections.itemId, itemId)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function updateConnection(tx: Executor, id: string, set: Partial<NewBankConnection>): Promise<void> {
  await tx.update(bankConnections).set(set).where(eq(bankConnections.id, id));
}
