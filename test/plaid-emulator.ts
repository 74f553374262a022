// A local stand-in for Plaid's API (docs/testing.md#plaid-emulator), for tests only: the service
// cannot reach Plaid from the machines the tests run on. It answers the endpoints the service uses
// with the request and response shapes of Plaid's API reference (typed with the `plaid` package's
// own types), Plaid's error bodies, webhooks signed as Plaid signs them (an ES256 JWT in
// `Plaid-Verification`, key served by /webhook_verification_key/get), and a small Link script.
// Deterministic: ids come from counters, the key pair is fixed, nothing depends on the clock but
// `expiration` and the webhooks' `iat`.

import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, SignJWT, type JWK } from 'jose';
import type {
  AccountBase,
  AccountsGetResponse,
  Item,
  ItemGetResponse,
  ItemPublicTokenExchangeResponse,
  JWKPublicKey,
  LinkTokenCreateRequest,
  LinkTokenCreateResponse,
  PlaidError,
  RemovedTransaction,
  Transaction,
  TransactionsSyncResponse,
  WebhookVerificationKeyGetResponse,
} from 'plaid';

/** The key Plaid signs webhooks with (a fixed test key pair). */
const SIGNING_KEY: JWK = { kty: 'EC', crv: 'P-256', x: 'QY6OCOaK2kWl1VrtktqVWJZJuTPFz1kcrHXg5_H_pgM', y: 'llfa-Tf7_H1-F2YCQAg8E7OhIQJTYq52XcBF21ypU8E', d: 'SK-8LDbC4Bs1tykLv9M4lFnIzWybw_DGgxV_Bfw2yds' };
/** A key Plaid does not have: what a forger signs with. */
const FORGER_KEY: JWK = { kty: 'EC', crv: 'P-256', x: 'wnTHEGIDev8b5w7WKbrfgonPjIs8VNQDKhPgFO6Uxao', y: 'OkmpeJ_T3bwg_iUgCl5fhu4w2FSutTPRtWhWyatFpj4', d: 'vuktGR7mkyOLIn67c7uVCmXFxTH6xvZAPviXpBnwfxs' };
export const EMULATOR_KEY_ID = 'emulator-key-1';

/** A transaction as a test gives it: Plaid's sign (positive = money out). */
export interface EmulatedTransaction {
  transaction_id: string;
  account_id: string;
  amount: number;
  date: string;
  name: string;
  pending?: boolean;
  category?: string;
}

export interface EmulatedAccount {
  account_id: string;
  name: string;
  mask: string;
  type: 'depository' | 'credit';
  subtype: 'checking' | 'savings' | 'credit card';
  current: number;
}

/** The borrower the next Link session connects. */
export interface EmulatedUser {
  institution: { institution_id: string; name: string };
  accounts: EmulatedAccount[];
  transactions: EmulatedTransaction[];
}

type Change = { kind: 'added' | 'modified'; tx: EmulatedTransaction } | { kind: 'removed'; tx: Pick<EmulatedTransaction, 'transaction_id' | 'account_id'> };

interface EmulatedItem {
  item_id: string;
  access_token: string;
  institution: EmulatedUser['institution'];
  accounts: EmulatedAccount[];
  /** Every change since the item was made, in order: a cursor is a position in it. */
  log: Change[];
  error: PlaidError | null;
  webhook: string | null;
  /** Changes appended after the given number of pages of the next pagination (a mutation during pagination). */
  mutation?: { afterPages: number; changes: Change[]; served: number };
}

export interface PlannedFailure {
  error_type: ErrorType;
  error_code: string;
  status: number;
  times: number;
  /** Calls of the path answered normally first (a failure midway through a pagination). */
  afterCalls?: number;
  display_message?: string | null;
}

export interface WebhookOptions {
  /** Signed with a key Plaid does not have (under Plaid's key id). */
  forged?: boolean;
  /** Seconds added to `iat` (negative: an old webhook). */
  iatOffsetSeconds?: number;
  /** The body is changed after signing. */
  alter?: (body: string) => string;
  /** No Plaid-Verification header at all. */
  unsigned?: boolean;
}

interface Cursor {
  /** Position in the item's log. */
  p: number;
  /** The log's length when this pagination began. */
  s: number;
}

/** Plaid's error types, as strings. */
type ErrorType = `${PlaidError['error_type']}`;

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(raw: string): Cursor | null {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    return Number.isInteger(c.p) && Number.isInteger(c.s) && c.p >= 0 && c.p <= c.s ? c : null;
  } catch {
    return null;
  }
}

/** Plaid's error body (plaid.com/docs/errors). */
export function plaidErrorBody(type: ErrorType, code: string, message: string, status: number, requestId: string, display: string | null = null): PlaidError {
  return {
    error_type: type as PlaidError['error_type'],
    error_code: code,
    error_code_reason: null,
    error_message: message,
    display_message: display,
    request_id: requestId,
    causes: [],
    status,
    documentation_url: `https://plaid.com/docs/errors/${String(type).toLowerCase().replace(/_/g, '-')}/#${code.toLowerCase()}`,
    suggested_action: null,
  };
}

class PlaidFault extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    readonly code: string,
    message: string,
    readonly display: string | null = null,
  ) {
    super(message);
  }
}

/** The Link script the emulator serves in place of Plaid's: a dialog with "Continue" and "Cancel". */
export const EMULATED_LINK_SCRIPT = `(function () {
  'use strict';
  window.Plaid = {
    create: function (config) {
      var dialog = null;
      function close() { if (dialog) { dialog.remove(); dialog = null; } }
      return {
        open: function () {
          close();
          dialog = document.createElement('div');
          dialog.setAttribute('role', 'dialog');
          dialog.setAttribute('aria-label', 'Plaid Link (emulated)');
          var text = document.createElement('p');
          text.textContent = 'Emulated Plaid Link: share your accounts?';
          var ok = document.createElement('button');
          ok.type = 'button';
          ok.textContent = 'Continue';
          ok.addEventListener('click', function () {
            close();
            config.onSuccess(String(config.token).replace(/^link-/, 'public-'), { link_session_id: 'emulated' });
          });
          var cancel = document.createElement('button');
          cancel.type = 'button';
          cancel.textContent = 'Cancel';
          cancel.addEventListener('click', function () {
            close();
            if (config.onExit) config.onExit(null, { status: 'requires_credentials' });
          });
          dialog.append(text, ok, cancel);
          document.body.append(dialog);
        },
        exit: close,
        destroy: close,
      };
    },
  };
})();
`;

export interface PlaidEmulatorOptions {
  clientId?: string;
  secret?: string;
  /** The largest page /transactions/sync gives, whatever `count` asks (Plaid's own limit is 500). */
  maxPageSize?: number;
}

export class PlaidEmulator {
  readonly clientId: string;
  readonly secret: string;
  maxPageSize: number;
  /** What the next Link session connects. */
  nextUser: EmulatedUser = { institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' }, accounts: [], transactions: [] };
  /** Every call received: path and body (credentials left out). */
  readonly calls: { path: string; body: Record<string, unknown> }[] = [];
  readonly items = new Map<string, EmulatedItem>();
  private readonly linkTokens = new Set<string>();
  private readonly exchanged = new Set<string>();
  private readonly failures = new Map<string, PlannedFailure[]>();
  private counter = 0;
  private server: http.Server | null = null;
  url = '';

  constructor(opts: PlaidEmulatorOptions = {}) {
    this.clientId = opts.clientId ?? 'emulator_client_id';
    this.secret = opts.secret ?? 'emulator_secret';
    this.maxPageSize = opts.maxPageSize ?? 500;
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }

  /** The next `times` calls of `path` fail with this Plaid error. */
  failNext(path: string, failure: Omit<PlannedFailure, 'times'> & { times?: number }) {
    const list = this.failures.get(path) ?? [];
    list.push({ times: 1, ...failure });
    this.failures.set(path, list);
  }

  itemOf(itemId: string): EmulatedItem {
    const item = this.items.get(itemId);
    if (!item) throw new Error(`No emulated item ${itemId}`);
    return item;
  }

  /** New activity at the bank: transactions added, modified or removed. */
  change(itemId: string, changes: Change[]) {
    this.itemOf(itemId).log.push(...changes);
  }

  /** The bank changes `changes` after `afterPages` pages of the item's next pagination. */
  mutateDuringNextSync(itemId: string, afterPages: number, changes: Change[]) {
    this.itemOf(itemId).mutation = { afterPages, changes, served: 0 };
  }

  /** The item needs the borrower (`ITEM_LOGIN_REQUIRED`), or is well again (null). */
  setItemError(itemId: string, code: 'ITEM_LOGIN_REQUIRED' | null) {
    this.itemOf(itemId).error = code
      ? plaidErrorBody('ITEM_ERROR', code, "the login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information. use Link's update mode to restore the item to a good state", 400, this.requestId(), "The login details of this item have changed. Please sign in again.")
      : null;
  }

  /**
   * Sends a webhook as Plaid does: the body as indented JSON, `Plaid-Verification` an ES256 JWT
   * (key id EMULATOR_KEY_ID) whose `request_body_sha256` is the body's SHA-256, issued now.
   */
  async sendWebhook(url: string, payload: Record<string, unknown>, opts: WebhookOptions = {}): Promise<{ status: number; body: unknown }> {
    const { headers, body } = await this.webhookRequest(payload, opts);
    const res = await fetch(url, { method: 'POST', headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body: parsed };
  }

  /** The headers and body of a webhook as sendWebhook would send it (for `app.inject`). */
  async webhookRequest(payload: Record<string, unknown>, opts: WebhookOptions = {}): Promise<{ headers: Record<string, string>; body: string }> {
    const signed = JSON.stringify(payload, null, 2);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (!opts.unsigned) headers['plaid-verification'] = await this.sign(signed, opts);
    return { headers, body: opts.alter ? opts.alter(signed) : signed };
  }

  async sign(body: string, opts: Pick<WebhookOptions, 'forged' | 'iatOffsetSeconds'> = {}): Promise<string> {
    const key = await importJWK(opts.forged ? FORGER_KEY : SIGNING_KEY, 'ES256');
    const iat = Math.floor(Date.now() / 1000) + (opts.iatOffsetSeconds ?? 0);
    return new SignJWT({ request_body_sha256: crypto.createHash('sha256').update(body).digest('hex') })
      .setProtectedHeader({ alg: 'ES256', kid: EMULATOR_KEY_ID, typ: 'JWT' })
      .setIssuedAt(iat)
      .sign(key);
  }

  // ------------------------------------------------------------------------------------------

  private requestId() {
    return `emu${String(++this.counter).padStart(8, '0')}`;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = (req.url ?? '/').split('?')[0]!;
    if (req.method === 'GET' && path === '/link-initialize.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(EMULATED_LINK_SCRIPT);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body, null, 2));
    try {
      if (req.method !== 'POST') throw new PlaidFault(404, 'INVALID_REQUEST', 'UNKNOWN_FIELDS', `${req.method} ${path} is not an endpoint`);
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        throw new PlaidFault(400, 'INVALID_REQUEST', 'INVALID_BODY', 'body could not be parsed as JSON');
      }
      const clientId = body.client_id ?? req.headers['plaid-client-id'];
      const secret = body.secret ?? req.headers['plaid-secret'];
      const { client_id: _c, secret: _s, ...kept } = body;
      this.calls.push({ path, body: kept });
      if (clientId === undefined || secret === undefined) throw new PlaidFault(400, 'INVALID_REQUEST', 'MISSING_FIELDS', 'the following required fields are missing: client_id, secret');
      if (clientId !== this.clientId || secret !== this.secret) throw new PlaidFault(400, 'INVALID_INPUT', 'INVALID_API_KEYS', 'invalid client_id or secret provided');
      const planned = this.failures.get(path)?.[0];
      if (planned && (planned.afterCalls ?? 0) > 0) planned.afterCalls!--;
      else if (planned) {
        if (--planned.times <= 0) this.failures.get(path)!.shift();
        throw new PlaidFault(planned.status, planned.error_type, planned.error_code, `emulated ${planned.error_code}`, planned.display_message ?? null);
      }
      send(200, this.answer(path, kept));
    } catch (err) {
      if (!(err instanceof PlaidFault)) {
        send(500, plaidErrorBody('API_ERROR', 'INTERNAL_SERVER_ERROR', (err as Error).message, 500, this.requestId()));
        return;
      }
      send(err.status, plaidErrorBody(err.type, err.code, err.message, err.status, this.requestId(), err.display));
    }
  }

  private answer(path: string, body: Record<string, unknown>): unknown {
    switch (path) {
      case '/link/token/create':
        return this.linkTokenCreate(body as unknown as LinkTokenCreateRequest);
      case '/item/public_token/exchange':
        return this.exchange(String(body.public_token ?? ''));
      case '/item/get':
        return this.itemGet(this.byAccessToken(body.access_token));
      case '/accounts/get':
        return this.accountsGet(this.byAccessToken(body.access_token, true));
      case '/transactions/sync':
        return this.sync(this.byAccessToken(body.access_token, true), body.cursor, body.count);
      case '/webhook_verification_key/get':
        return this.verificationKey(String(body.key_id ?? ''));
      default:
        throw new PlaidFault(404, 'INVALID_REQUEST', 'NOT_FOUND', `${path} is not emulated`);
    }
  }

  private linkTokenCreate(req: LinkTokenCreateRequest): LinkTokenCreateResponse {
    const missing = (['client_name', 'language', 'country_codes', 'user'] as const).filter((f) => req[f] === undefined);
    if (missing.length) throw new PlaidFault(400, 'INVALID_REQUEST', 'MISSING_FIELDS', `the following required fields are missing: ${missing.join(', ')}`);
    if (!req.user?.client_user_id) throw new PlaidFault(400, 'INVALID_REQUEST', 'MISSING_FIELDS', 'the following required fields are missing: user.client_user_id');
    // Update mode names the item by its access token and asks for no products.
    if (req.access_token !== undefined) this.byAccessToken(req.access_token);
    else if (!req.products?.length) throw new PlaidFault(400, 'INVALID_REQUEST', 'MISSING_FIELDS', 'the following required fields are missing: products');
    const linkToken = `link-sandbox-${crypto.createHash('sha256').update(`link:${this.counter}`).digest('hex').slice(0, 8)}-${String(++this.counter).padStart(6, '0')}`;
    this.linkTokens.add(linkToken);
    (this.webhooks ??= new Map()).set(linkToken, req.webhook ?? null);
    return { link_token: linkToken, expiration: new Date(Date.now() + 4 * 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'), request_id: this.requestId() };
  }

  private webhooks?: Map<string, string | null>;

  private exchange(publicToken: string): ItemPublicTokenExchangeResponse {
    const linkToken = publicToken.replace(/^public-/, 'link-');
    if (!this.linkTokens.has(linkToken) || this.exchanged.has(publicToken)) {
      throw new PlaidFault(400, 'INVALID_INPUT', 'INVALID_PUBLIC_TOKEN', 'provided public token is expired. Public tokens expire 30 minutes after creation at which point they can no longer be exchanged');
    }
    this.exchanged.add(publicToken);
    const n = String(this.items.size + 1).padStart(4, '0');
    const user = structuredClone(this.nextUser);
    const item: EmulatedItem = {
      item_id: `item-emu-${n}`,
      access_token: `access-sandbox-emu-${crypto.createHash('sha256').update(publicToken).digest('hex').slice(0, 24)}`,
      institution: user.institution,
      accounts: user.accounts,
      log: user.transactions.map((tx) => ({ kind: 'added' as const, tx })),
      error: null,
      webhook: this.webhooks?.get(linkToken) ?? null,
    };
    this.items.set(item.item_id, item);
    return { access_token: item.access_token, item_id: item.item_id, request_id: this.requestId() };
  }

  private byAccessToken(token: unknown, failOnItemError = false): EmulatedItem {
    const item = [...this.items.values()].find((i) => i.access_token === token);
    if (!item) throw new PlaidFault(400, 'INVALID_INPUT', 'INVALID_ACCESS_TOKEN', 'provided access token is in an invalid format. expected format: access-<environment>-<identifier>');
    if (failOnItemError && item.error) throw new PlaidFault(400, 'ITEM_ERROR', item.error.error_code, item.error.error_message, item.error.display_message);
    return item;
  }

  private item(i: EmulatedItem): Item {
    return {
      item_id: i.item_id,
      institution_id: i.institution.institution_id,
      institution_name: i.institution.name,
      webhook: i.webhook,
      auth_method: null,
      error: i.error,
      available_products: [],
      billed_products: ['transactions' as never],
      products: ['transactions' as never],
      consented_products: ['transactions' as never],
      consent_expiration_time: null,
      update_type: 'background' as never,
    };
  }

  private itemGet(i: EmulatedItem): ItemGetResponse {
    const item = { ...this.item(i), update_type: 'background', created_at: '2026-01-01T00:00:00Z' } as unknown as ItemGetResponse['item'];
    return { item, status: null, request_id: this.requestId() };
  }

  private account(a: EmulatedAccount): AccountBase {
    return {
      account_id: a.account_id,
      balances: { available: a.current, current: a.current, limit: null, iso_currency_code: 'USD', unofficial_currency_code: null },
      mask: a.mask,
      name: a.name,
      official_name: null,
      type: a.type as AccountBase['type'],
      subtype: a.subtype as AccountBase['subtype'],
    };
  }

  private accountsGet(i: EmulatedItem): AccountsGetResponse {
    return { accounts: i.accounts.map((a) => this.account(a)), item: this.item(i), request_id: this.requestId() };
  }

  private transaction(t: EmulatedTransaction): Transaction {
    return {
      account_id: t.account_id,
      amount: t.amount,
      iso_currency_code: 'USD',
      unofficial_currency_code: null,
      category: null,
      category_id: null,
      check_number: null,
      date: t.date,
      location: { address: null, city: null, region: null, postal_code: null, country: null, lat: null, lon: null, store_number: null },
      name: t.name,
      merchant_name: null,
      original_description: null,
      payment_meta: { reference_number: null, ppd_id: null, payee: null, by_order_of: null, payer: null, payment_method: null, payment_processor: null, reason: null },
      pending: t.pending ?? false,
      pending_transaction_id: null,
      account_owner: null,
      transaction_id: t.transaction_id,
      logo_url: null,
      website: null,
      authorized_date: null,
      authorized_datetime: null,
      datetime: null,
      payment_channel: 'other' as Transaction['payment_channel'],
      personal_finance_category: t.category ? { primary: t.category, detailed: t.category, confidence_level: 'HIGH' } : null,
      transaction_code: null,
      counterparties: [],
      merchant_entity_id: null,
    };
  }

  private sync(i: EmulatedItem, rawCursor: unknown, rawCount: unknown): TransactionsSyncResponse {
    let cursor: Cursor;
    if (rawCursor === undefined || rawCursor === null || rawCursor === '') cursor = { p: 0, s: i.log.length };
    else {
      const decoded = decodeCursor(String(rawCursor));
      if (!decoded || decoded.s > i.log.length) throw new PlaidFault(400, 'INVALID_INPUT', 'INVALID_FIELD', 'cursor is not valid');
      cursor = decoded;
    }
    // A finished pagination's cursor starts a new one over whatever has happened since.
    if (cursor.p === cursor.s) cursor = { p: cursor.p, s: i.log.length };
    else if (cursor.s !== i.log.length) {
      throw new PlaidFault(400, 'TRANSACTIONS_ERROR', 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION', 'Underlying transaction data changed since last page was fetched. Please restart pagination from last update.');
    }
    const count = Math.min(Number.isInteger(rawCount) ? Number(rawCount) : 100, this.maxPageSize);
    const page = i.log.slice(cursor.p, Math.min(cursor.p + count, cursor.s));
    const next: Cursor = { p: cursor.p + page.length, s: cursor.s };
    const added: Transaction[] = [];
    const modified: Transaction[] = [];
    const removed: RemovedTransaction[] = [];
    for (const c of page) {
      if (c.kind === 'removed') removed.push({ transaction_id: c.tx.transaction_id, account_id: c.tx.account_id });
      else (c.kind === 'added' ? added : modified).push(this.transaction(c.tx));
    }
    if (i.mutation && ++i.mutation.served === i.mutation.afterPages) {
      i.log.push(...i.mutation.changes);
      i.mutation = undefined;
    }
    return {
      transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE' as TransactionsSyncResponse['transactions_update_status'],
      accounts: i.accounts.map((a) => this.account(a)),
      added,
      modified,
      removed,
      next_cursor: encodeCursor(next),
      has_more: next.p < next.s,
      request_id: this.requestId(),
    };
  }

  private verificationKey(kid: string): WebhookVerificationKeyGetResponse {
    if (kid !== EMULATOR_KEY_ID) throw new PlaidFault(400, 'INVALID_INPUT', 'INVALID_WEBHOOK_VERIFICATION_KEY_ID', 'invalid key_id provided');
    const key: JWKPublicKey = { alg: 'ES256', crv: 'P-256', kid, kty: 'EC', use: 'sig', x: SIGNING_KEY.x!, y: SIGNING_KEY.y!, created_at: 1_700_000_000, expired_at: null };
    return { key, request_id: this.requestId() };
  }
}

export async function startPlaidEmulator(opts: PlaidEmulatorOptions = {}): Promise<PlaidEmulator> {
  return new PlaidEmulator(opts).start();
}

/** Two accounts (checking with a biweekly payroll, savings) over about 100 days ending `end`. */
export function twoAccountUser(end = '2026-03-13'): EmulatedUser {
  const endDay = Date.parse(`${end}T00:00:00Z`);
  const day = (back: number) => new Date(endDay - back * 86_400_000).toISOString().slice(0, 10);
  const transactions: EmulatedTransaction[] = [];
  let n = 0;
  const id = () => `tx-${String(++n).padStart(4, '0')}`;
  for (let back = 98; back >= 0; back -= 14) {
    transactions.push({ transaction_id: id(), account_id: 'acc-checking', amount: -2150, date: day(back), name: 'ACME CORP PAYROLL', category: 'INCOME' });
  }
  for (let back = 95; back >= 0; back -= 30) {
    transactions.push({ transaction_id: id(), account_id: 'acc-checking', amount: 1400, date: day(back), name: 'RENT OAK APARTMENTS', category: 'RENT_AND_UTILITIES' });
    transactions.push({ transaction_id: id(), account_id: 'acc-checking', amount: 300, date: day(back - 1), name: 'TRANSFER TO SAVINGS', category: 'TRANSFER_OUT' });
    transactions.push({ transaction_id: id(), account_id: 'acc-savings', amount: -300, date: day(back - 1), name: 'TRANSFER FROM CHECKING', category: 'TRANSFER_IN' });
  }
  for (let back = 97; back >= 0; back -= 3) {
    transactions.push({ transaction_id: id(), account_id: 'acc-checking', amount: 40 + (back % 7) * 5, date: day(back), name: 'GROCERY MART', category: 'FOOD_AND_DRINK' });
  }
  transactions.sort((a, b) => a.date.localeCompare(b.date) || a.transaction_id.localeCompare(b.transaction_id));
  return {
    institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' },
    accounts: [
      { account_id: 'acc-checking', name: 'Plaid Checking', mask: '0000', type: 'depository', subtype: 'checking', current: 3210.55 },
      { account_id: 'acc-savings', name: 'Plaid Saving', mask: '1111', type: 'depository', subtype: 'savings', current: 5400 },
    ],
    transactions,
  };
}
