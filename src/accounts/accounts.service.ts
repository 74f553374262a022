import net from 'node:net';
import type { Store } from '../db/store.ts';
import { AppError, notFound, validationError } from '../shared/errors.ts';
import { CURRENT_API_VERSION, isApiVersion } from '../http/versions.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import * as repo from './accounts.repo.ts';
import { deleteAggregator, upsertAggregator } from '../bank/aggregators.repo.ts';
import {
  displayPrefix,
  generateApiKey,
  generateSigningSecret,
  hashSecret,
  type ClientType,
  type Environment,
} from './secrets.ts';
import { DEFAULT_WORKFLOWS, type WorkflowSpec } from './workflows.ts';
import { announceAuthChange } from './auth-changes.ts';
import { checkEndpointUrl, ForbiddenEndpointError, resolveEndpoint } from '../webhooks/endpoint-policy.ts';

export interface CreateAccountInput {
  name: string;
  environment: Environment;
  apiVersion?: string;
  workflows?: WorkflowSpec[];
  webhookUrl?: string | null;
  allowIps?: string[];
}

/** Normalises an IP or CIDR (`10.0.0.0/8`, `203.0.113.7`, `2001:db8::/32`); throws on anything else. */
export function normaliseCidr(value: string): string {
  const [addr, bits, ...rest] = value.trim().split('/');
  const family = net.isIP(addr);
  const max = family === 4 ? 32 : 128;
  const n = bits === undefined ? max : Number(bits);
  if (!family || rest.length > 0 || !Number.isInteger(n) || n < 0 || n > max || (bits !== undefined && !/^\d+$/.test(bits))) {
    throw validationError([{ field: 'ip', error: `"${value}" is not an IP address or CIDR range` }], `"${value}" is not an IP address or CIDR range`);
  }
  return `${addr}/${n}`;
}

function workflowJson(w: repo.WorkflowWithStages) {
  return {
    workflow_id: w.id,
    name: w.name,
    is_default: w.isDefault,
    stages: w.stages.map((s) => ({ stage_id: s.id, name: s.name, position: s.position, modules: s.modules })),
  };
}

async function newKey(db: Parameters<typeof repo.insertApiKey>[0], accountId: string, environment: Environment, clientType: ClientType) {
  const apiKey = generateApiKey(environment, clientType);
  const row = await repo.insertApiKey(db, { accountId, clientType, keyHash: hashSecret(apiKey), displayPrefix: displayPrefix(apiKey) });
  return { row, apiKey };
}

/**
 * A webhook URL under the account's policy, when it is set: the shape (https in production) and,
 * when the host resolves now, every address it resolves to. A host that does not resolve yet is
 * accepted: deliveries check it again each time.
 */
async function checkWebhookEndpoint(url: string, environment: Environment, sandbox: { allowLocal: boolean; allowPrivate: boolean }): Promise<string> {
  const policy = { environment, ...sandbox };
  try {
    const parsed = checkEndpointUrl(url, policy);
    await resolveEndpoint(parsed, policy).catch((err: unknown) => {
      if (err instanceof ForbiddenEndpointError && /does not resolve/.test(err.message)) return;
      throw err;
    });
    return parsed.toString();
  } catch (err) {
    throw refused(err);
  }
}

function refused(err: unknown): unknown {
  if (!(err instanceof ForbiddenEndpointError)) return err;
  return validationError([{ field: 'url', error: err.message }], `The webhook URL is refused: ${err.message}`);
}

/** The shape of a webhook URL, before any account's policy: the CLI checks it before it runs a command. */
export function checkWebhookUrl(url: string): string {
  try {
    return checkEndpointUrl(url, { environment: 'sandbox', allowLocal: true }).toString();
  } catch (err) {
    throw refused(err);
  }
}

export interface AccountsOptions {
  keyOverlapDays: number;
  box: SecretBox;
  /** WEBHOOK_SANDBOX_ALLOW_LOCAL (default true). */
  sandboxAllowLocal?: boolean;
  /** WEBHOOK_SANDBOX_ALLOW_PRIVATE (default false). */
  sandboxAllowPrivate?: boolean;
  /** WEBHOOK_SECRET_OVERLAP_HOURS (default 24). */
  secretOverlapHours?: number;
}

export function accountsService(store: Pick<Store, 'db'>, opts: AccountsOptions) {
  const { db } = store;
  const sandboxPolicy = { allowLocal: opts.sandboxAllowLocal ?? true, allowPrivate: opts.sandboxAllowPrivate ?? false };
  return {
    async createAccount(input: CreateAccountInput) {
      const apiVersion = input.apiVersion ?? CURRENT_API_VERSION;
      if (!isApiVersion(apiVersion)) {
        throw validationError([{ field: 'api_version', error: `unknown version "${apiVersion}"` }], `Unknown API version "${apiVersion}"`);
      }
      if (!input.name.trim()) throw validationError([{ field: 'name', error: 'must not be empty' }], 'The account name must not be empty');
      const webhookUrl = input.webhookUrl ? await checkWebhookEndpoint(input.webhookUrl, input.environment, sandboxPolicy) : null;
      const ipAllowlist = (input.allowIps ?? []).map(normaliseCidr);
      const signingSecret = generateSigningSecret();
      return db.transaction(async (tx) => {
        const account = await repo.insertAccount(tx, {
          name: input.name.trim(),
          environment: input.environment,
          apiVersion,
          signingSecretSealed: opts.box.seal(signingSecret),
          webhookUrl,
          ipAllowlist,
        });
        const lender = await newKey(tx, account.id, input.environment, 'LENDER');
        const dealer = await newKey(tx, account.id, input.environment, 'DEALER');
        const workflows = await repo.insertWorkflows(tx, account.id, input.workflows ?? DEFAULT_WORKFLOWS);
        return {
          account_id: account.id,
          name: account.name,
          environment: account.environment,
          api_version: account.apiVersion,
          lender_key: lender.apiKey,
          lender_key_id: lender.row.id,
          dealer_key: dealer.apiKey,
          dealer_key_id: dealer.row.id,
          signing_secret: signingSecret,
          webhook_url: webhookUrl,
          ip_allowlist: ipAllowlist,
          workflows: workflows.map(workflowJson),
        };
      });
    },

    async createKey(accountId: string, clientType: ClientType) {
      const account = await repo.findAccount(db, accountId);
      if (!account) throw notFound(`Account ${accountId}`);
      const { row, apiKey } = await newKey(db, account.id, account.environment, clientType);
      return { key_id: row.id, api_key: apiKey, client_type: row.clientType, account_id: account.id };
    },

    /** A new key of the same account and type; the old one keeps working for the overlap, then expires. */
    async rotateKey(keyId: string, overlapDays = opts.keyOverlapDays) {
      if (!Number.isFinite(overlapDays) || overlapDays < 0) {
        throw validationError([{ field: 'overlap_days', error: 'must be a number of days, 0 or more' }], 'The overlap must be 0 or more days');
      }
      return db.transaction(async (tx) => {
        const old = await repo.findApiKey(tx, keyId);
        if (!old) throw notFound(`Key ${keyId}`);
        if (old.revokedAt) throw new AppError('conflict', `Key ${keyId} is revoked`);
        const now = Date.now();
        if (old.expiresAt && old.expiresAt.getTime() <= now) throw new AppError('conflict', `Key ${keyId} has expired`);
        const account = await repo.findAccount(tx, old.accountId);
        const { row, apiKey } = await newKey(tx, old.accountId, account!.environment, old.clientType);
        const requested = new Date(now + overlapDays * 86_400_000);
        const expiresAt = old.expiresAt && old.expiresAt < requested ? old.expiresAt : requested;
        await repo.updateApiKey(tx, old.id, { expiresAt, replacedBy: row.id });
        return { key_id: row.id, api_key: apiKey, client_type: row.clientType, old_key_id: old.id, old_key_expires_at: expiresAt.toISOString() };
      }).finally(announceAuthChange);
    },

    async revokeKey(keyId: string) {
      const key = await repo.findApiKey(db, keyId);
      if (!key) throw notFound(`Key ${keyId}`);
      const revokedAt = key.revokedAt ?? new Date();
      if (!key.revokedAt) await repo.updateApiKey(db, keyId, { revokedAt }).finally(announceAuthChange);
      return { key_id: keyId, revoked_at: revokedAt.toISOString() };
    },

    /**
     * `account set-aggregator` (contracts 12): the account's Plaid credentials, the secret sealed
     * with SECRET_KEY and never printed; `none` removes them (the hosted flow is back to uploads
     * only for a production account, the sandbox bank for a sandbox one).
     */
    async setAggregator(accountId: string, input: { provider: 'plaid' | 'none'; clientId?: string; secret?: string; env?: 'sandbox' | 'production' }) {
      const account = await repo.findAccount(db, accountId);
      if (!account) throw notFound(`Account ${accountId}`);
      if (input.provider === 'none') {
        await deleteAggregator(db, accountId);
        return { account_id: accountId, provider: 'none', client_id: null, env: null };
      }
      const errors = [];
      if (!input.clientId || !/^[A-Za-z0-9_-]{1,128}$/.test(input.clientId)) errors.push({ field: 'client_id', error: 'must be the Plaid client id (letters and digits)' });
      if (!input.secret || !/^[A-Za-z0-9_-]{1,256}$/.test(input.secret)) errors.push({ field: 'secret', error: 'must be the Plaid secret (letters and digits)' });
      if (input.env !== 'sandbox' && input.env !== 'production') errors.push({ field: 'env', error: 'must be sandbox or production' });
      if (errors.length) throw validationError(errors, 'The Plaid settings are not valid');
      await upsertAggregator(db, { accountId, provider: 'plaid', clientId: input.clientId!, secretSealed: opts.box.seal(input.secret!), env: input.env!, updatedAt: new Date() });
      return { account_id: accountId, provider: 'plaid', client_id: input.clientId!, env: input.env! };
    },

    async setWebhook(accountId: string, url: string) {
      const account = await repo.findAccount(db, accountId);
      if (!account) throw notFound(`Account ${accountId}`);
      const webhookUrl = await checkWebhookEndpoint(url, account.environment, sandboxPolicy);
      const row = await repo.updateAccount(db, accountId, { webhookUrl }).finally(announceAuthChange);
      if (!row) throw notFound(`Account ${accountId}`);
      return { account_id: row.id, url: row.webhookUrl, signing_secret: opts.box.open(row.signingSecretSealed) };
    },

    /**
     * A new signing secret. The previous one keeps signing too (a second `webhook-signature`
     * entry) for the overlap, so receivers can switch without missing a delivery.
     */
    async rotateSigningSecret(accountId: string, overlapHours = opts.secretOverlapHours ?? 24) {
      if (!Number.isFinite(overlapHours) || overlapHours < 0) {
        throw validationError([{ field: 'overlap_hours', error: 'must be a number of hours, 0 or more' }], 'The overlap must be 0 or more hours');
      }
      return db.transaction(async (tx) => {
        const account = await repo.findAccount(tx, accountId, { forUpdate: true });
        if (!account) throw notFound(`Account ${accountId}`);
        const signingSecret = generateSigningSecret();
        const previousExpiresAt = new Date(Date.now() + overlapHours * 3_600_000);
        await repo.updateAccount(tx, accountId, {
          signingSecretSealed: opts.box.seal(signingSecret),
          previousSigningSecretSealed: overlapHours > 0 ? account.signingSecretSealed : null,
          previousSecretExpiresAt: overlapHours > 0 ? previousExpiresAt : null,
        });
        return {
          account_id: account.id,
          signing_secret: signingSecret,
          previous_secret_expires_at: overlapHours > 0 ? previousExpiresAt.toISOString() : null,
        };
      }).finally(announceAuthChange);
    },

    async setAllowlist(accountId: string, ips: string[]) {
      const ipAllowlist = ips.map(normaliseCidr);
      const row = await repo.updateAccount(db, accountId, { ipAllowlist }).finally(announceAuthChange);
      if (!row) throw notFound(`Account ${accountId}`);
      return { account_id: row.id, ip_allowlist: row.ipAllowlist };
    },

    async hasAnyAccount() {
      return (await repo.countAccounts(db)) > 0;
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
