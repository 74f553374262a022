import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/accounts/admin-commands.ts';
import { buildApp } from '../src/app.ts';
import { findAggregator } from '../src/bank/aggregators.repo.ts';
import { bankConnections, events } from '../src/db/schema.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from './harness.ts';
import { eventsOf } from './db-helpers.ts';
import { startPlaidEmulator, twoAccountUser, type PlaidEmulator, type WebhookOptions } from './plaid-emulator.ts';

/**
 * Plaid through the service, against the local Plaid emulator (the official client, its basePath
 * set by PLAID_BASE_URL): the hosted flow's link, a sync of several pages, webhooks verified and
 * acted on, errors mapped, tokens kept sealed.
 */

let emu: PlaidEmulator;
let h: Harness;
let prod: SeededAccount;

beforeAll(async () => {
  emu = await startPlaidEmulator({ maxPageSize: 7 });
  h = await createHarness({ PLAID_BASE_URL: emu.url, PLAID_RETRY_BASE_MS: 1 }, { worker: true });
  prod = await h.seedAccount({ name: 'Prod Lending', environment: 'production', allowIps: ['127.0.0.1/32'] });
  await runAdminCommand({ accounts: h.accounts, store: h.store }, { command: 'account.set-aggregator', accountId: prod.account_id, provider: 'plaid', clientId: emu.clientId, secret: emu.secret, env: 'sandbox' });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await emu?.stop();
});
beforeEach(() => {
  emu.nextUser = twoAccountUser();
});

async function newCase(key = prod.lender_key) {
  const r = await h.request(key, { method: 'POST', url: '/api/cases', payload: validCase() });
  expect(r.statusCode, r.body).toBe(201);
  return { caseId: r.json().case_id as string, path: new URL(r.json().url).pathname };
}

/** The bank page as the browser gets it, and what Link's success posts back. */
async function connectWithLink(link: { path: string }) {
  const page = await h.app.inject({ method: 'GET', url: `${link.path}/bank` });
  expect(page.statusCode, page.body).toBe(200);
  const linkToken = /data-plaid-link-token="([^"]+)"/.exec(page.body)![1]!;
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
  const posted = await h.app.inject({
    method: 'POST',
    url: `${link.path}/bank/plaid`,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    payload: { public_token: linkToken.replace(/^link-/, 'public-'), csrf },
  });
  return { page, linkToken, posted };
}

const connectionOf = async (connectionId: string) => (await h.store.db.select().from(bankConnections).where(eq(bankConnections.id, connectionId)))[0]!;

async function webhook(payload: Record<string, unknown>, opts: WebhookOptions = {}) {
  const { headers, body } = await emu.webhookRequest(payload, opts);
  return h.app.inject({ method: 'POST', url: '/webhooks/plaid', headers, payload: body });
}

async function waitForStatus(caseId: string, wanted: string) {
  for (let i = 0; i < 600; i++) {
    const r = await h.request(prod.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/cash_flow_analysis` });
    if (r.json().status === wanted) return r.json();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`cash_flow_analysis never reached ${wanted}`);
}

describe('Plaid in the hosted flow', () => {
  it('a borrower connects two accounts: link token per case, exchange, sync of several pages, MODULE_CONNECTED and the run', async () => {
    const link = await newCase();
    const { page, linkToken, posted } = await connectWithLink(link);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.plaid.com;");
    expect(csp).toContain('frame-src https://cdn.plaid.com;');
    expect(page.body).toContain('<script src="https://cdn.plaid.com/link/v2/stable/link-initialize.js" defer></script>');
    const created = emu.calls.filter((c) => c.path === '/link/token/create').at(-1)!.body;
    expect(created).toMatchObject({ products: ['transactions'], transactions: { days_requested: 730 }, webhook: 'http://localhost:8080/webhooks/plaid', user: { client_user_id: link.caseId } });
    expect(linkToken).toMatch(/^link-sandbox-/);

    expect(posted.statusCode, posted.body).toBe(201);
    const body = posted.json();
    const held = emu.nextUser.transactions.length;
    expect(body).toMatchObject({ institution_name: 'First Platypus Bank', transactions_imported: held });
    expect(body.accounts.map((a: { name: string; closing_balance: number }) => [a.name, a.closing_balance])).toEqual([
      ['Plaid Checking', 3210.55],
      ['Plaid Saving', 5400],
    ]);
    expect(emu.calls.filter((c) => c.path === '/transactions/sync').length).toBeGreaterThanOrEqual(Math.ceil(held / 7));
    const names = (await eventsOf(h.store, link.caseId)).map((e) => e.event);
    expect(names).toContain('MODULE_CONNECTED');
    const list = await h.request(prod.lender_key, { method: 'GET', url: `/api/cases/${link.caseId}/bank-connections` });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ connection_id: body.connection_id, provider: 'plaid', status: 'active', transactions_imported: held, last_synced_at: expect.any(String) }),
    ]);
    const done = await waitForStatus(link.caseId, 'COMPLETED');
    expect(done.status).toBe('COMPLETED');
  }, 60_000);

  it('a change at the bank during pagination restarts the sync: every transaction once, the late one included', async () => {
    const link = await newCase();
    const { posted } = await connectWithLink(link);
    expect(posted.statusCode, posted.body).toBe(201);
    const before = await connectionOf(posted.json().connection_id);
    emu.change(before.itemId!, Array.from({ length: 12 }, (_, i) => ({ kind: 'added' as const, tx: { transaction_id: `tx-more-${i}`, account_id: 'acc-checking', amount: 3 + i, date: '2026-03-13', name: `SHOP ${i}` } })));
    emu.mutateDuringNextSync(before.itemId!, 1, [{ kind: 'added', tx: { transaction_id: 'tx-late', account_id: 'acc-checking', amount: 9.99, date: '2026-03-13', name: 'LATE COFFEE' } }]);
    const callsBefore = emu.calls.length;
    const hook = await webhook({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: before.itemId, initial_update_complete: true, historical_update_complete: true, environment: 'sandbox' });
    expect(hook.statusCode, hook.body).toBe(200);
    const syncCalls = emu.calls.slice(callsBefore).filter((c) => c.path === '/transactions/sync');
    // Page 1, the refused page 2, then a fresh pass from the stored cursor: 13 changes in pages of 7.
    expect(syncCalls.map((c) => c.body.cursor)).toEqual([before.syncCursor, expect.any(String), before.syncCursor, expect.any(String)]);
    const after = await connectionOf(before.id);
    const ids = (after.transactions as { transaction_id: string }[]).map((t) => t.transaction_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('tx-late');
    expect(after.transactionCount).toBe(before.transactionCount + 13);
  }, 60_000);

  it('added, modified and removed transactions arrive by webhook; the cursor advances with them', async () => {
    const link = await newCase();
    const { posted } = await connectWithLink(link);
    const connectionId = posted.json().connection_id as string;
    const before = await connectionOf(connectionId);
    const txs = before.transactions as { transaction_id: string; amount_cents: number; account_id: string }[];
    const [first, second] = txs;
    emu.change(before.itemId!, [
      { kind: 'added', tx: { transaction_id: 'tx-pending', account_id: 'acc-checking', amount: 20, date: '2026-03-14', name: 'PENDING SHOP', pending: true } },
      { kind: 'modified', tx: { transaction_id: first!.transaction_id, account_id: first!.account_id, amount: 99.5, date: '2026-01-01', name: 'CORRECTED' } },
      { kind: 'removed', tx: { transaction_id: second!.transaction_id, account_id: second!.account_id } },
    ]);
    const hook = await webhook({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: before.itemId, environment: 'sandbox' });
    expect(hook.statusCode).toBe(200);
    const after = await connectionOf(connectionId);
    const byId = new Map((after.transactions as { transaction_id: string; amount_cents: number; description: string; pending?: boolean }[]).map((t) => [t.transaction_id, t]));
    expect(byId.get(first!.transaction_id)).toMatchObject({ amount_cents: -9950, description: 'CORRECTED' });
    expect(byId.has(second!.transaction_id)).toBe(false);
    expect(byId.get('tx-pending')).toMatchObject({ pending: true });
    expect(after.transactionCount).toBe(before.transactionCount); // one added, one removed
    expect(after.syncCursor).not.toBe(before.syncCursor);
  }, 60_000);

  it('a rate-limited call is retried with backoff and the connection is made', async () => {
    const link = await newCase();
    emu.failNext('/transactions/sync', { error_type: 'RATE_LIMIT_EXCEEDED', error_code: 'TRANSACTIONS_SYNC_LIMIT', status: 429, times: 2 });
    const { posted } = await connectWithLink(link);
    expect(posted.statusCode, posted.body).toBe(201);
  }, 60_000);

  it('an institution that is down: the borrower is told, nothing is written', async () => {
    const link = await newCase();
    const before = await bankState();
    emu.failNext('/item/public_token/exchange', { error_type: 'INSTITUTION_ERROR', error_code: 'INSTITUTION_DOWN', status: 400 });
    const { posted } = await connectWithLink(link);
    expect(posted.statusCode).toBe(502);
    expect(posted.json().message).toMatch(/bank isn’t answering/);
    expect(await bankState()).toEqual(before);
    // Opening the link is recorded (LINK_OPENED); nothing about a connection is.
    expect((await eventsOf(h.store, link.caseId)).map((e) => e.event)).toEqual(['CASE_CREATED', 'LINK_OPENED']);
  }, 60_000);

  it('a pull that fails midway stores nothing: rows and cursor stay as they were; Plaid’s next try goes through', async () => {
    const link = await newCase();
    const { posted } = await connectWithLink(link);
    const before = await connectionOf(posted.json().connection_id);
    emu.change(before.itemId!, Array.from({ length: 15 }, (_, i) => ({ kind: 'added' as const, tx: { transaction_id: `tx-lost-${i}`, account_id: 'acc-checking', amount: 1, date: '2026-03-13', name: 'X' } })));
    // Page 1 of 3 is served; page 2 fails on every one of the 4 tries.
    emu.failNext('/transactions/sync', { error_type: 'API_ERROR', error_code: 'INTERNAL_SERVER_ERROR', status: 500, times: 4, afterCalls: 1 });
    const hook = await webhook({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: before.itemId });
    expect(hook.statusCode).toBe(503);
    const after = await connectionOf(before.id);
    expect(after.transactions).toEqual(before.transactions);
    expect(after.syncCursor).toBe(before.syncCursor);
    expect(after.lastError).toBe('INTERNAL_SERVER_ERROR');
    const again = await webhook({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: before.itemId });
    expect(again.statusCode).toBe(200);
    expect(await connectionOf(before.id)).toMatchObject({ transactionCount: before.transactionCount + 15, lastError: null });
  }, 60_000);
});

describe('Plaid webhooks', () => {
  let connectionId: string;
  let itemId: string;
  let caseId: string;
  beforeAll(async () => {
    const link = await newCase();
    caseId = link.caseId;
    const { posted } = await connectWithLink(link);
    connectionId = posted.json().connection_id;
    itemId = (await connectionOf(connectionId)).itemId!;
  }, 60_000);

  const syncHook = () => ({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: itemId });

  it.each([
    ['forged (signed with a key Plaid does not have)', { forged: true }, /does not verify/],
    ['stale (issued 6 minutes ago)', { iatOffsetSeconds: -360 }, /stale/],
    ['altered after signing', { alter: (b: string) => b.replace('SYNC_UPDATES_AVAILABLE', 'SYNC_UPDATES_AVAILABLE ') }, /not the one that was signed/],
    ['unsigned', { unsigned: true }, /missing/],
  ] as const)('%s: 401, nothing changes', async (_, opts, message) => {
    emu.change(itemId, [{ kind: 'added', tx: { transaction_id: `tx-refused-${Math.random()}`, account_id: 'acc-checking', amount: 1, date: '2026-03-13', name: 'NO' } }]);
    const before = await connectionOf(connectionId);
    const state = await bankState();
    const r = await webhook(syncHook(), opts as WebhookOptions);
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toMatch(message);
    expect(await connectionOf(connectionId)).toEqual(before);
    expect(await bankState()).toEqual(state);
  });

  it('a verified webhook for an unknown item: 200, nothing changes', async () => {
    const state = await bankState();
    const r = await webhook({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: 'item-nobody' });
    expect(r.statusCode).toBe(200);
    expect(await bankState()).toEqual(state);
  });

  it('ITEM_LOGIN_REQUIRED marks the connection and raises MODULE_CONNECTION_ERROR; LOGIN_REPAIRED makes it active; expiry and revocation too', async () => {
    const r = await webhook({ webhook_type: 'ITEM', webhook_code: 'ERROR', item_id: itemId, error: { error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'login required' } });
    expect(r.statusCode).toBe(200);
    expect((await connectionOf(connectionId)).status).toBe('login_required');
    const again = await webhook({ webhook_type: 'ITEM', webhook_code: 'ERROR', item_id: itemId, error: { error_code: 'ITEM_LOGIN_REQUIRED' } });
    expect(again.statusCode).toBe(200);
    const raised = () => eventsOf(h.store, caseId).then((list) => list.filter((e) => e.event === 'MODULE_CONNECTION_ERROR').map((e) => e.payload as Record<string, unknown>));
    expect(await raised()).toEqual([expect.objectContaining({ webhook_type: 'MODULE', module_type: 'CASH_FLOW_ANALYSIS', connection_id: connectionId, reason: 'LOGIN_REQUIRED', environment: 'production' })]);
    await webhook({ webhook_type: 'ITEM', webhook_code: 'LOGIN_REPAIRED', item_id: itemId });
    expect((await connectionOf(connectionId)).status).toBe('active');
    await webhook({ webhook_type: 'ITEM', webhook_code: 'PENDING_EXPIRATION', item_id: itemId, consent_expiration_time: '2026-04-01T00:00:00Z' });
    expect((await connectionOf(connectionId)).status).toBe('active');
    await webhook({ webhook_type: 'ITEM', webhook_code: 'USER_PERMISSION_REVOKED', item_id: itemId, error: { error_code: 'USER_PERMISSION_REVOKED' } });
    expect((await connectionOf(connectionId)).status).toBe('revoked');
    expect((await raised()).map((p) => p.reason)).toEqual(['LOGIN_REQUIRED', 'EXPIRING', 'PERMISSION_REVOKED']);
    const list = await h.request(prod.lender_key, { method: 'GET', url: `/api/events?limit=200` });
    expect(list.json().data.some((e: { event: string }) => e.event === 'MODULE_CONNECTION_ERROR')).toBe(true);
  });

  it('a sync of an item that needs its borrower marks the connection login_required', async () => {
    const link = await newCase();
    const { posted } = await connectWithLink(link);
    const row = await connectionOf(posted.json().connection_id);
    emu.setItemError(row.itemId!, 'ITEM_LOGIN_REQUIRED');
    const r = await webhook({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: row.itemId });
    expect(r.statusCode).toBe(200);
    const after = await connectionOf(row.id);
    expect(after).toMatchObject({ status: 'login_required', lastError: 'ITEM_LOGIN_REQUIRED', syncCursor: row.syncCursor });
    expect((await eventsOf(h.store, link.caseId)).map((e) => e.event)).toContain('MODULE_CONNECTION_ERROR');

    // The borrower opens the link again: Link in update mode for the same item, then a fresh pull.
    emu.change(row.itemId!, [{ kind: 'added', tx: { transaction_id: 'tx-after-repair', account_id: 'acc-checking', amount: 4, date: '2026-03-14', name: 'AFTER' } }]);
    const stillBroken = await connectWithLink(link);
    expect(stillBroken.page.body).toContain('<h1>Reconnect your bank</h1>');
    expect(stillBroken.posted.statusCode).toBe(502);
    expect(stillBroken.posted.json().message).toMatch(/sign in again/);
    const created = emu.calls.filter((c) => c.path === '/link/token/create').at(-1)!.body;
    expect(created).toMatchObject({ access_token: emu.itemOf(row.itemId!).access_token });
    expect(created).not.toHaveProperty('products');
    emu.setItemError(row.itemId!, null); // the borrower signed in again in Link
    const repaired = await connectWithLink(link);
    expect(repaired.posted.statusCode, repaired.posted.body).toBe(201);
    expect(repaired.posted.json().connection_id).toBe(row.id);
    expect(await connectionOf(row.id)).toMatchObject({ status: 'active', lastError: null, transactionCount: row.transactionCount + 1 });
    expect((await h.store.db.select().from(bankConnections).where(eq(bankConnections.caseId, link.caseId))).length).toBe(1);
    expect((await eventsOf(h.store, link.caseId)).filter((e) => e.event === 'MODULE_CONNECTED')).toHaveLength(1);
  }, 60_000);
});

describe('Plaid secrets stay sealed', () => {
  it('access tokens and the Plaid secret appear in no table, no log line and no API answer', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = await buildApp({ config: { ...h.config, LOG_LEVEL: 'trace' }, store: h.store, box: h.box, scheduler: h.jobs.scheduler, jobs: h.jobs.sender, documents: h.documents, logger: pino({ level: 'trace' }, sink) });
    try {
      const r = await app.inject({ method: 'POST', url: '/api/cases', headers: { authorization: `Bearer ${prod.lender_key}` }, payload: validCase() });
      const path = new URL(r.json().url).pathname;
      const page = await app.inject({ method: 'GET', url: `${path}/bank` });
      const linkToken = /data-plaid-link-token="([^"]+)"/.exec(page.body)![1]!;
      const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
      const posted = await app.inject({ method: 'POST', url: `${path}/bank/plaid`, headers: { accept: 'application/json', 'content-type': 'application/json' }, payload: { public_token: linkToken.replace(/^link-/, 'public-'), csrf } });
      expect(posted.statusCode, posted.body).toBe(201);
      const row = await connectionOf(posted.json().connection_id);
      const { headers, body } = await emu.webhookRequest({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: row.itemId });
      await app.inject({ method: 'POST', url: '/webhooks/plaid', headers, payload: body });
      const answers = [
        posted.body,
        (await app.inject({ method: 'GET', url: `/api/cases/${r.json().case_id}/bank-connections`, headers: { authorization: `Bearer ${prod.lender_key}` } })).body,
        (await app.inject({ method: 'GET', url: `/api/cases/${r.json().case_id}`, headers: { authorization: `Bearer ${prod.lender_key}` } })).body,
        (await app.inject({ method: 'GET', url: '/api/events?limit=200', headers: { authorization: `Bearer ${prod.lender_key}` } })).body,
      ];
      const tokens = [...emu.items.values()].map((i) => i.access_token);
      expect(tokens.length).toBeGreaterThan(3);
      const dump = await everyRow();
      for (const secret of [...tokens, emu.secret]) {
        expect(dump.includes(secret), `a table holds ${secret.slice(0, 16)}…`).toBe(false);
        expect(lines.join('').includes(secret)).toBe(false);
        for (const a of answers) expect(a.includes(secret)).toBe(false);
      }
      expect(lines.length).toBeGreaterThan(0);
      expect(row.accessTokenSealed).toMatch(/^v1\./);
      expect(h.box.open(row.accessTokenSealed!)).toBe(emu.items.get(row.itemId!)!.access_token);
      const settings = await findAggregator(h.store.db, prod.account_id);
      expect(h.box.open(settings!.secretSealed)).toBe(emu.secret);
    } finally {
      await app.close();
    }
  }, 60_000);
});

/**
 * What the bank side holds: every connection and every event bank connections raise. (Other rows
 * move on their own here: the worker finishes earlier cases' runs.)
 */
async function bankState() {
  const rows = await h.store.db.select().from(bankConnections).orderBy(bankConnections.id);
  const raised = await h.store.db.select().from(events).where(inArray(events.event, ['MODULE_CONNECTED', 'MODULE_CONNECTION_ERROR']));
  return { rows, raised: raised.length };
}

/** Every row of every table of the service, as text. */
async function everyRow(): Promise<string> {
  const tables = (await h.store.db.execute<{ t: string }>(sql`select table_name as t from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`)) as unknown as { rows: { t: string }[] };
  let out = '';
  for (const { t } of tables.rows) {
    const rows = (await h.store.db.execute<{ r: string }>(sql`select row_to_json(x)::text as r from ${sql.raw(`"${t}"`)} x`)) as unknown as { rows: { r: string }[] };
    out += rows.rows.map((r) => r.r).join('\n');
  }
  return out;
}
