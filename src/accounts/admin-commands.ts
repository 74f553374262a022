import { z } from 'zod';
import type { Store } from '../db/store.ts';
import type { UsersService } from '../dashboard/users.service.ts';
import { setRetention } from '../privacy/retention.repo.ts';
import type { AccountsService } from './accounts.service.ts';
import type { SandboxAdmin } from '../sandbox/sandbox-admin.ts';

const workflowSpec = z.object({
  name: z.string(),
  isDefault: z.boolean(),
  stages: z.array(z.object({ name: z.string(), modules: z.array(z.string()) })),
});

/**
 * The admin operations behind the `underwrite` CLI, as data: the CLI runs them on the store
 * directly, or, when a service holds the embedded database, sends them over its admin socket.
 */
export const adminCommand = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('account.create'),
    name: z.string(),
    environment: z.enum(['sandbox', 'production']),
    apiVersion: z.string().optional(),
    workflows: z.array(workflowSpec).optional(),
    webhookUrl: z.string().optional(),
    allowIps: z.array(z.string()).optional(),
  }),
  z.object({ command: z.literal('key.create'), accountId: z.string(), clientType: z.enum(['LENDER', 'DEALER']) }),
  z.object({ command: z.literal('key.rotate'), keyId: z.string(), overlapDays: z.number().optional() }),
  z.object({ command: z.literal('key.revoke'), keyId: z.string() }),
  z.object({ command: z.literal('webhook.set'), accountId: z.string(), url: z.string() }),
  z.object({ command: z.literal('webhook.rotate-secret'), accountId: z.string(), overlapHours: z.number().optional() }),
  z.object({
    command: z.literal('account.set-aggregator'),
    accountId: z.string(),
    provider: z.enum(['plaid', 'none']),
    clientId: z.string().optional(),
    secret: z.string().optional(),
    env: z.enum(['sandbox', 'production']).optional(),
  }),
  z.object({ command: z.literal('allowlist.set'), accountId: z.string(), ips: z.array(z.string()) }),
  z.object({ command: z.literal('user.create'), accountId: z.string(), email: z.string(), role: z.enum(['admin', 'analyst']) }),
  z.object({ command: z.literal('user.reset'), email: z.string() }),
  z.object({
    command: z.literal('account.retention'),
    accountId: z.string(),
    /** Days, null to turn off; absent leaves the setting as it is. */
    documentsDays: z.number().int().nullable().optional(),
    casesDays: z.number().int().nullable().optional(),
  }),
  z.object({ command: z.literal('migrate') }),
  z.object({
    command: z.literal('sandbox.chaos'),
    accountId: z.string(),
    duplicateRate: z.number().optional(),
    reorderWindowMs: z.number().optional(),
    failFirstAttempts: z.number().optional(),
  }),
  z.object({ command: z.literal('sandbox.trigger'), caseId: z.string(), event: z.string(), moduleType: z.string().optional(), reason: z.string().optional() }),
  z.object({ command: z.literal('events.since'), accountId: z.string(), afterSeq: z.number(), attemptsFrom: z.string().nullable() }),
]);

export type AdminCommand = z.output<typeof adminCommand>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkId(label: string, id: string): string {
  if (!UUID.test(id)) throw new Error(`${label} "${id}" is not an id (a UUID)`);
  return id.toLowerCase();
}

/** What the commands run on: a service's own store, or one the CLI opened. */
export interface AdminContext {
  accounts: AccountsService;
  store: Pick<Store, 'kind' | 'migrate'> & Partial<Pick<Store, 'db'>>;
  /** The account's people (`user create`, `user reset`). */
  users?: UsersService;
  /** Writes a command that changed an account to its audit log (dashboard/cli-audit.ts). */
  audit?: (cmd: AdminCommand, result: Record<string, unknown>) => Promise<void>;
  /** `sandbox chaos`, `sandbox trigger` and `events tail`. */
  sandbox?: SandboxAdmin;
}

export async function runAdminCommand(ctx: AdminContext, cmd: AdminCommand): Promise<Record<string, unknown>> {
  const result = await runCommand(ctx, cmd);
  if (cmd.command !== 'migrate' && cmd.command !== 'events.since') await ctx.audit?.(cmd, result);
  return result;
}

function sandboxOf(ctx: AdminContext): SandboxAdmin {
  if (!ctx.sandbox) throw new Error('This service cannot run sandbox commands');
  return ctx.sandbox;
}

function usersOf(ctx: AdminContext): UsersService {
  if (!ctx.users) throw new Error('This service cannot manage users');
  return ctx.users;
}

async function runCommand(ctx: AdminContext, cmd: AdminCommand): Promise<Record<string, unknown>> {
  const { accounts, store } = ctx;
  switch (cmd.command) {
    case 'migrate':
      await store.migrate();
      return { migrated: true, store: store.kind };
    case 'account.create':
      return accounts.createAccount(cmd);
    case 'key.create':
      return accounts.createKey(checkId('Account', cmd.accountId), cmd.clientType);
    case 'key.rotate':
      return accounts.rotateKey(checkId('Key', cmd.keyId), cmd.overlapDays);
    case 'key.revoke':
      return accounts.revokeKey(checkId('Key', cmd.keyId));
    case 'webhook.set':
      return accounts.setWebhook(checkId('Account', cmd.accountId), cmd.url);
    case 'webhook.rotate-secret':
      return accounts.rotateSigningSecret(checkId('Account', cmd.accountId), cmd.overlapHours);
    case 'account.set-aggregator':
      return accounts.setAggregator(checkId('Account', cmd.accountId), cmd);
    case 'allowlist.set':
      return accounts.setAllowlist(checkId('Account', cmd.accountId), cmd.ips);
    case 'user.create':
      return usersOf(ctx).create({ accountId: checkId('Account', cmd.accountId), email: cmd.email, role: cmd.role });
    case 'user.reset':
      return usersOf(ctx).reset(cmd.email);
    case 'sandbox.chaos':
      return sandboxOf(ctx).chaos(checkId('Account', cmd.accountId), {
        duplicate_rate: cmd.duplicateRate,
        reorder_window_ms: cmd.reorderWindowMs,
        fail_first_attempts: cmd.failFirstAttempts,
      });
    case 'sandbox.trigger':
      return sandboxOf(ctx).trigger(checkId('Case', cmd.caseId), cmd.event, cmd.moduleType, cmd.reason);
    case 'events.since':
      return sandboxOf(ctx).since(checkId('Account', cmd.accountId), cmd.afterSeq, cmd.attemptsFrom);
    case 'account.retention': {
      if (!store.db) throw new Error('This service cannot change retention');
      const row = await setRetention(store.db, checkId('Account', cmd.accountId), { documents: cmd.documentsDays, cases: cmd.casesDays });
      if (!row) throw new Error(`No account ${cmd.accountId}`);
      return { account_id: row.id, documents_days: row.documents, cases_days: row.cases };
    }
  }
}
