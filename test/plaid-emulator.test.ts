import crypto from 'node:crypto';
import vm from 'node:vm';
import { importJWK, jwtVerify, type JWK } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Products, CountryCode, type PlaidApi } from 'plaid';
import { plaidApi, plaidErrorOf } from '../src/bank/plaid/plaid.connector.ts';
import { EMULATED_LINK_SCRIPT, EMULATOR_KEY_ID, startPlaidEmulator, twoAccountUser, type PlaidEmulator } from './plaid-emulator.ts';

/** The emulator driven by the official `plaid` client, as the service drives it. */

let emu: PlaidEmulator;
let api: PlaidApi;

beforeAll(async () => {
  emu = await startPlaidEmulator({ maxPageSize: 10 });
  api = await plaidApi({ clientId: emu.clientId, secret: emu.secret, env: 'sandbox' }, { baseUrl: emu.url });
});
afterAll(() => emu.stop());
beforeEach(() => {
  emu.nextUser = twoAccountUser();
});

async function linkedItem() {
  const { data: link } = await api.linkTokenCreate({ client_name: 'Test', language: 'en', country_codes: [CountryCode.Us], user: { client_user_id: 'case-1' }, products: [Products.Transactions], transactions: { days_requested: 730 }, webhook: 'http://127.0.0.1:1/webhooks/plaid' });
  const { data } = await api.itemPublicTokenExchange({ public_token: link.link_token.replace(/^link-/, 'public-') });
  return data;
}

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    return { status: (err as { response?: { status?: number } }).response?.status, error: plaidErrorOf(err) };
  }
  throw new Error('expected the call to fail');
}

describe('Plaid emulator', () => {
  it('link token, public token exchange and the item: the shapes of Plaid’s API', async () => {
    const item = await linkedItem();
    expect(item).toEqual({ access_token: expect.stringMatching(/^access-sandbox-/), item_id: expect.stringMatching(/^item-emu-/), request_id: expect.any(String) });
    const created = emu.calls.find((c) => c.path === '/link/token/create')!.body;
    expect(created).toMatchObject({ products: ['transactions'], transactions: { days_requested: 730 }, webhook: 'http://127.0.0.1:1/webhooks/plaid' });
    expect(created).not.toHaveProperty('secret');
    const { data } = await api.itemGet({ access_token: item.access_token });
    expect(data.item).toMatchObject({ item_id: item.item_id, institution_name: 'First Platypus Bank', webhook: 'http://127.0.0.1:1/webhooks/plaid', error: null });
    const { data: accounts } = await api.accountsGet({ access_token: item.access_token });
    const update = await api.linkTokenCreate({ client_name: 'Test', language: 'en', country_codes: [CountryCode.Us], user: { client_user_id: 'case-1' }, access_token: item.access_token });
    expect(update.data.link_token).toMatch(/^link-sandbox-/);
    expect(await failure(api.linkTokenCreate({ client_name: 'Test', language: 'en', country_codes: [CountryCode.Us], user: { client_user_id: 'case-1' } }))).toMatchObject({ error: { error_code: 'MISSING_FIELDS' } });
    expect(accounts.accounts.map((a) => [a.account_id, a.balances.current])).toEqual([
      ['acc-checking', 3210.55],
      ['acc-savings', 5400],
    ]);
  });

  it('answers Plaid’s error bodies: wrong keys, a public token used twice, a planned rate limit', async () => {
    const wrong = await plaidApi({ clientId: emu.clientId, secret: 'not-it', env: 'sandbox' }, { baseUrl: emu.url });
    expect(await failure(wrong.itemGet({ access_token: 'access-sandbox-x' }))).toMatchObject({ status: 400, error: { error_type: 'INVALID_INPUT', error_code: 'INVALID_API_KEYS', display_message: null } });
    const { data: link } = await api.linkTokenCreate({ client_name: 'Test', language: 'en', country_codes: [CountryCode.Us], user: { client_user_id: 'c' }, products: [Products.Transactions] });
    const publicToken = link.link_token.replace(/^link-/, 'public-');
    await api.itemPublicTokenExchange({ public_token: publicToken });
    expect(await failure(api.itemPublicTokenExchange({ public_token: publicToken }))).toMatchObject({ status: 400, error: { error_code: 'INVALID_PUBLIC_TOKEN' } });
    emu.failNext('/item/get', { error_type: 'RATE_LIMIT_EXCEEDED', error_code: 'RATE_LIMIT', status: 429, times: 2 });
    const item = await linkedItem();
    expect(await failure(api.itemGet({ access_token: item.access_token }))).toMatchObject({ status: 429, error: { error_type: 'RATE_LIMIT_EXCEEDED' } });
    expect(await failure(api.itemGet({ access_token: item.access_token }))).toMatchObject({ status: 429 });
    expect((await api.itemGet({ access_token: item.access_token })).data.item.item_id).toBe(item.item_id);
  });

  it('/transactions/sync pages by its cursor until has_more is false, then gives only what changed', async () => {
    const item = await linkedItem();
    const total = emu.nextUser.transactions.length;
    let cursor: string | undefined;
    const ids: string[] = [];
    let pages = 0;
    for (;;) {
      const { data } = await api.transactionsSync({ access_token: item.access_token, cursor, count: 500 });
      pages++;
      expect(data.added.length).toBeLessThanOrEqual(10);
      ids.push(...data.added.map((t) => t.transaction_id));
      cursor = data.next_cursor;
      if (!data.has_more) break;
    }
    expect(pages).toBe(Math.ceil(total / 10));
    expect(new Set(ids).size).toBe(total);
    const again = await api.transactionsSync({ access_token: item.access_token, cursor });
    expect(again.data).toMatchObject({ added: [], modified: [], removed: [], has_more: false });
    emu.change(item.item_id, [
      { kind: 'added', tx: { transaction_id: 'tx-new', account_id: 'acc-checking', amount: 12.5, date: '2026-03-14', name: 'CAFE' } },
      { kind: 'removed', tx: { transaction_id: ids[0]!, account_id: 'acc-checking' } },
    ]);
    const news = await api.transactionsSync({ access_token: item.access_token, cursor: again.data.next_cursor });
    expect(news.data.added.map((t) => [t.transaction_id, t.amount, t.pending])).toEqual([['tx-new', 12.5, false]]);
    expect(news.data.removed).toEqual([{ transaction_id: ids[0], account_id: 'acc-checking' }]);
  });

  it('a change at the bank mid-pagination: TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION on the next page', async () => {
    const item = await linkedItem();
    emu.mutateDuringNextSync(item.item_id, 1, [{ kind: 'added', tx: { transaction_id: 'tx-mid', account_id: 'acc-checking', amount: 5, date: '2026-03-13', name: 'MID' } }]);
    const first = await api.transactionsSync({ access_token: item.access_token });
    expect(first.data.has_more).toBe(true);
    expect(await failure(api.transactionsSync({ access_token: item.access_token, cursor: first.data.next_cursor }))).toMatchObject({
      status: 400,
      error: { error_type: 'TRANSACTIONS_ERROR', error_code: 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION' },
    });
  });

  it('an item that needs its borrower: ITEM_LOGIN_REQUIRED from the data endpoints', async () => {
    const item = await linkedItem();
    emu.setItemError(item.item_id, 'ITEM_LOGIN_REQUIRED');
    expect(await failure(api.accountsGet({ access_token: item.access_token }))).toMatchObject({ status: 400, error: { error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED' } });
    expect(await failure(api.transactionsSync({ access_token: item.access_token }))).toMatchObject({ error: { error_code: 'ITEM_LOGIN_REQUIRED' } });
    emu.setItemError(item.item_id, null);
    expect((await api.accountsGet({ access_token: item.access_token })).data.accounts).toHaveLength(2);
  });

  it('signs webhooks with the key /webhook_verification_key/get serves; a forgery does not verify', async () => {
    const { data } = await api.webhookVerificationKeyGet({ key_id: EMULATOR_KEY_ID });
    expect(data.key).toMatchObject({ alg: 'ES256', crv: 'P-256', kty: 'EC', kid: EMULATOR_KEY_ID, use: 'sig', expired_at: null });
    const key = await importJWK(data.key as unknown as JWK, 'ES256');
    const body = JSON.stringify({ webhook_type: 'TRANSACTIONS' }, null, 2);
    const { payload, protectedHeader } = await jwtVerify(await emu.sign(body), key);
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: EMULATOR_KEY_ID });
    expect(payload.request_body_sha256).toBe(crypto.createHash('sha256').update(body).digest('hex'));
    await expect(jwtVerify(await emu.sign(body, { forged: true }), key)).rejects.toThrow();
    expect(await failure(api.webhookVerificationKeyGet({ key_id: 'unknown' }))).toMatchObject({ error: { error_code: 'INVALID_WEBHOOK_VERIFICATION_KEY_ID' } });
  });

  it('serves a Link stand-in whose Continue hands back the public token of its link token, and Cancel exits', async () => {
    const served = await (await fetch(`${emu.url}/link-initialize.js`)).text();
    expect(served).toBe(EMULATED_LINK_SCRIPT);
    // A minimal document: enough for the script's dialog.
    const made: { textContent: string; listeners: Record<string, () => void>; remove(): void }[] = [];
    const element = () => {
      const el = { textContent: '', type: '', listeners: {} as Record<string, () => void>, setAttribute() {}, append() {}, remove() {}, addEventListener(e: string, f: () => void) { el.listeners[e] = f; } };
      made.push(el);
      return el;
    };
    const window: { Plaid?: { create(c: unknown): { open(): void } } } = {};
    vm.runInNewContext(served, { window, document: { createElement: element, body: { append() {} } } });
    const got: unknown[] = [];
    window.Plaid!.create({ token: 'link-sandbox-abc-000001', onSuccess: (t: string) => got.push(t), onExit: (e: unknown) => got.push(['exit', e]) }).open();
    made.find((e) => e.textContent === 'Continue')!.listeners.click!();
    expect(got).toEqual(['public-sandbox-abc-000001']);
    made.length = 0;
    window.Plaid!.create({ token: 'link-sandbox-abc-000002', onSuccess: (t: string) => got.push(t), onExit: (e: unknown) => got.push(['exit', e]) }).open();
    made.find((e) => e.textContent === 'Cancel')!.listeners.click!();
    expect(got).toEqual(['public-sandbox-abc-000001', ['exit', null]]);
  });
});
