import { setTimeout as sleep } from 'node:timers/promises';
import type { AccountBase, CountryCode, PlaidApi, PlaidError, Products, Transaction } from 'plaid';
import { BankConnectorError, type BankConnector, type ConnectedAccount, type ConnectedTransaction, type TransactionsPull } from '../bank.types.ts';

export const PLAID_PROVIDER = 'plaid';
export type PlaidEnv = 'sandbox' | 'production';

export interface PlaidCredentials {
  clientId: string;
  secret: string;
  env: PlaidEnv;
}

export interface PlaidClientSettings {
  /** PLAID_BASE_URL: replaces Plaid's host for `env` (tests point it at the emulator). */
  baseUrl?: string;
  /** Wait before the first retry of a rate-limited or failed call; doubled each time. */
  retryBaseMs?: number;
  /** Tries of one call in all (first try included). */
  attempts?: number;
  /** Per-request timeout. */
  timeoutMs?: number;
}

/** Bounds that keep one pull finite whatever the aggregator answers. */
const MAX_SYNC_PAGES = 1_000;
const MAX_SYNC_RESTARTS = 5;
const SYNC_PAGE_SIZE = 500;

/** The official client is loaded at its first call: it holds about 90 MB that an account without Plaid never needs. */
let plaidModule: Promise<typeof import('plaid')> | null = null;

export async function plaidApi(credentials: PlaidCredentials, settings: PlaidClientSettings = {}): Promise<PlaidApi> {
  const { Configuration, PlaidApi, PlaidEnvironments } = await (plaidModule ??= import('plaid'));
  return new PlaidApi(
    new Configuration({
      basePath: settings.baseUrl ?? PlaidEnvironments[credentials.env],
      baseOptions: {
        headers: { 'PLAID-CLIENT-ID': credentials.clientId, 'PLAID-SECRET': credentials.secret, 'Plaid-Version': '2020-09-14' },
        timeout: settings.timeoutMs ?? 30_000,
        // Axios would otherwise follow *_PROXY variables; the service talks to Plaid directly.
        proxy: false,
      },
    }),
  );
}

/** Plaid's error body of a failed call, or null for a failure that never reached Plaid. */
export function plaidErrorOf(err: unknown): PlaidError | null {
  const data = (err as { response?: { data?: unknown } }).response?.data;
  if (data && typeof data === 'object' && 'error_type' in data && 'error_code' in data) return data as PlaidError;
  return null;
}

const TRY_LATER = 'We can’t reach the bank connection service right now. Please try again in a few minutes, or upload your statements instead.';

/**
 * What a Plaid error means for the borrower, the lender and the connection (docs/bank-connections.md):
 * rate limits and Plaid's own errors are retried with backoff; an institution that is down and an
 * item that needs the borrower are reported with a message the borrower can act on.
 */
export function classifyPlaidError(err: unknown): BankConnectorError {
  const e = plaidErrorOf(err);
  if (!e) return new BankConnectorError('NETWORK_ERROR', TRY_LATER, { retryable: true, operatorMessage: `Plaid could not be reached: ${(err as Error).message}` });
  const operatorMessage = `Plaid ${e.error_type} ${e.error_code}: ${e.error_message}`;
  switch (e.error_type) {
    case 'RATE_LIMIT_EXCEEDED':
    case 'API_ERROR':
      return new BankConnectorError(e.error_code, TRY_LATER, { retryable: true, operatorMessage });
    case 'INSTITUTION_ERROR':
      return new BankConnectorError(e.error_code, 'Your bank isn’t answering right now. Please try again later, or upload your statements instead.', { operatorMessage });
    case 'ITEM_ERROR':
      if (e.error_code === 'ITEM_LOGIN_REQUIRED') {
        return new BankConnectorError(e.error_code, 'Your bank asks you to sign in again. Connect your bank again to continue.', { itemStatus: 'login_required', operatorMessage });
      }
      if (e.error_code === 'ACCESS_NOT_GRANTED' || e.error_code === 'NO_ACCOUNTS' || e.error_code === 'USER_PERMISSION_REVOKED') {
        return new BankConnectorError(e.error_code, e.display_message ?? 'No account was shared. Connect your bank again and share your checking or savings account.', {
          itemStatus: e.error_code === 'USER_PERMISSION_REVOKED' ? 'revoked' : undefined,
          operatorMessage,
        });
      }
      return new BankConnectorError(e.error_code, e.display_message ?? 'Your bank could not be connected. Please try again, or upload your statements instead.', { operatorMessage });
    default:
      return new BankConnectorError(e.error_code, 'Your bank could not be connected. Please try again, or upload your statements instead.', { operatorMessage });
  }
}

/** Runs a Plaid call, retrying rate limits and Plaid's own errors with exponential backoff. */
export async function withRetry<T>(call: () => Promise<T>, settings: PlaidClientSettings = {}): Promise<T> {
  const attempts = settings.attempts ?? 4;
  const base = settings.retryBaseMs ?? 1_000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      const failure = classifyPlaidError(err);
      if (!failure.opts.retryable || attempt >= attempts) throw failure;
      await sleep(base * 2 ** (attempt - 1));
    }
  }
}

const cents = (amount: number | null | undefined) => (amount === null || amount === undefined ? null : Math.round(amount * 100));

function toAccount(a: AccountBase): ConnectedAccount {
  const type = a.type === 'depository' || a.type === 'credit' || a.type === 'loan' ? a.type : 'other';
  // The opening balance is worked out from the transactions held (bank.service.ts).
  return { account_id: a.account_id, name: a.name, mask: a.mask, type, subtype: a.subtype ?? null, opening_balance_cents: null, closing_balance_cents: cents(a.balances.current) };
}

/** Plaid's amounts are positive for money out; the service's are positive for money in. */
function toTransaction(t: Transaction): ConnectedTransaction {
  return {
    transaction_id: t.transaction_id,
    account_id: t.account_id,
    date: t.date,
    description: t.name || t.merchant_name || t.original_description || 'Transaction',
    amount_cents: -Math.round(t.amount * 100),
    category: t.personal_finance_category?.primary ?? t.category?.[0] ?? null,
    pending: t.pending,
  };
}

/** Plaid as a BankConnector, with one account's credentials. */
export function plaidConnector(credentials: PlaidCredentials, settings: PlaidClientSettings = {}): BankConnector {
  let client: Promise<PlaidApi> | null = null;
  const plaid = () => (client ??= plaidApi(credentials, settings));
  const retry = <T>(call: () => Promise<T>) => withRetry(call, settings);

  /** Every page from `cursor` on; a change at Plaid mid-way restarts from `cursor`. */
  async function syncAll(accessToken: string, cursor: string | null) {
    for (let restart = 0; ; restart++) {
      const out = { added: [] as Transaction[], modified: [] as Transaction[], removed: [] as string[], next: cursor ?? '' };
      let next = cursor ?? undefined;
      try {
        for (let page = 0; ; page++) {
          if (page >= MAX_SYNC_PAGES) throw new BankConnectorError('TOO_MANY_PAGES', TRY_LATER, { operatorMessage: `Plaid /transactions/sync gave more than ${MAX_SYNC_PAGES} pages` });
          const api = await plaid();
          const { data } = await retry(() => api.transactionsSync({ access_token: accessToken, cursor: next, count: SYNC_PAGE_SIZE }));
          out.added.push(...data.added);
          out.modified.push(...data.modified);
          out.removed.push(...data.removed.map((r) => r.transaction_id));
          next = data.next_cursor;
          if (!data.has_more) return { ...out, next: data.next_cursor };
        }
      } catch (err) {
        const e = err instanceof BankConnectorError ? err : classifyPlaidError(err);
        if (e.code === 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION' && restart < MAX_SYNC_RESTARTS) continue;
        throw e;
      }
    }
  }

  return {
    provider: PLAID_PROVIDER,
    async startLink({ caseId, webhookUrl, accessToken }) {
      const api = await plaid();
      const common = { client_name: 'Income verification', language: 'en', country_codes: ['US' as CountryCode], user: { client_user_id: caseId }, webhook: webhookUrl };
      // Update mode: the item's access token instead of products (plaid.com/docs/link/update-mode).
      const request = accessToken ? { ...common, access_token: accessToken } : { ...common, products: ['transactions' as Products], transactions: { days_requested: 730 } };
      const { data } = await retry(() => api.linkTokenCreate(request));
      return { link_token: data.link_token, expiration: data.expiration ? new Date(data.expiration) : null };
    },
    async exchange(publicToken) {
      const api = await plaid();
      const { data } = await retry(() => api.itemPublicTokenExchange({ public_token: publicToken }));
      const { data: item } = await retry(() => api.itemGet({ access_token: data.access_token }));
      const institution = { institution_id: item.item.institution_id ?? 'unknown', name: item.item.institution_name ?? 'Your bank' };
      return { item_id: data.item_id, access_token: data.access_token, institution };
    },
    async pull({ access_token, cursor }): Promise<TransactionsPull> {
      const synced = await syncAll(access_token, cursor);
      const api = await plaid();
      const { data } = await retry(() => api.accountsGet({ access_token }));
      return {
        accounts: data.accounts.map(toAccount),
        added: synced.added.map(toTransaction),
        modified: synced.modified.map(toTransaction),
        removed: synced.removed,
        next_cursor: synced.next,
      };
    },
  };
}
