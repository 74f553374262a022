import crypto from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { accounts, apiKeys, stages, workflows } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import type { WorkflowSpec } from './workflows.ts';
import type { ClientType, Environment } from './secrets.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertAccount(
  db: Executor,
  a: { name: string; environment: Environment; apiVersion: string; signingSecretSealed: string; webhookUrl: string | null; ipAllowlist: string[] },
): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({ id: crypto.randomUUID(), ...a })
    .returning();
  return row;
}

export async function findAccount(db: Executor, id: string, opts: { forUpdate?: boolean } = {}): Promise<AccountRow | undefined> {
  const q = db.select().from(accounts).where(eq(accounts.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function countAccounts(db: Executor): Promise<number> {
  const rows = await db.select({ id: accounts.id }).from(accounts).limit(1);
  return rows.length;
}

export async function updateAccount(
  db: Executor,
  id: string,
  patch: Partial<Pick<AccountRow, 'webhookUrl' | 'ipAllowlist' | 'signingSecretSealed' | 'previousSigningSecretSealed' | 'previousSecretExpiresAt'>>,
): Promise<AccountRow | undefined> {
  const [row] = await db.update(accounts).set(patch).where(eq(accounts.id, id)).returning();
  return row;
}

export async function insertApiKey(
  db: Executor,
  k: { accountId: string; clientType: ClientType; keyHash: string; displayPrefix: string },
): Promise<ApiKeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ id: crypto.randomUUID(), ...k })
    .returning();
  return row;
}

export async function findApiKey(db: Executor, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}

export async function updateApiKey(
  db: Executor,
  id: string,
  patch: Partial<Pick<ApiKeyRow, 'expiresAt' | 'revokedAt' | 'replacedBy'>>,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db.update(apiKeys).set(patch).where(eq(apiKeys.id, id)).returning();
  return row;
}

/** The key with this hash and its account, in one indexed query (runs on every request). */
export async function findKeyWithAccount(db: Executor, keyHash: string) {
  const [row] = await db
    .select({ key: apiKeys, account: accounts })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(eq(apiKeys.keyHash, keyHash));
  return row;
}

export async function insertWorkflows(db: Executor, accountId: string, specs: WorkflowSpec[]) {
  const wfRows = specs.map((w) => ({ id: crypto.randomUUID(), accountId, name: w.name, isDefault: w.isDefault }));
  await db.insert(workflows).values(wfRows);
  const stageRows = specs.flatMap((w, i) =>
    w.stages.map((s, position) => ({ id: crypto.randomUUID(), workflowId: wfRows[i].id, name: s.name, position, modules: s.modules })),
  );
  await db.insert(stages).values(stageRows);
  return listWorkflows(db, accountId);
}

export type WorkflowWithStages = {
  id: string;
  name: string;
  isDefault: boolean;
  stages: { id: string; name: string; position: number; modules: string[] }[];
};

export async function listWorkflows(db: Executor, accountId: string): Promise<WorkflowWithStages[]> {
  const wfs = await db.select().from(workflows).where(eq(workflows.accountId, accountId)).orderBy(asc(workflows.createdAt), asc(workflows.name));
  if (wfs.length === 0) return [];
  const st = await db
    .select()
    .from(stages)
    .where(inArray(stages.workflowId, wfs.map((w) => w.id)))
    .orderBy(asc(stages.position));
  return wfs.map((w) => ({
    id: w.id,
    name: w.name,
    isDefault: w.isDefault,
    stages: st.filter((s) => s.workflowId === w.id).map((s) => ({ id: s.id, name: s.name, position: s.position, modules: s.modules })),
  }));
}

/** A workflow of the account with its stages in order: the given one, or the default. */
export async function findWorkflowForCase(db: Executor, accountId: string, workflowId?: string) {
  const cond = workflowId
    ? and(eq(workflows.accountId, accountId), eq(workflows.id, workflowId))
    : and(eq(workflows.accountId, accountId), eq(workflows.isDefault, true));
  const rows = await db
    .select({ wf: workflows, stage: stages })
    .from(workflows)
    .innerJoin(stages, eq(stages.workflowId, workflows.id))
    .where(cond)
    .orderBy(asc(stages.position));
  if (rows.length === 0) return undefined;
  return { id: rows[0].wf.id, name: rows[0].wf.name, stages: rows.map((r) => r.stage) };
}
