import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { DashboardBrowser, PASSWORD, signedInUser } from '../../test/dashboard-session.ts';
import { runAdminCommand } from '../accounts/admin-commands.ts';
import { verifyWebhook } from '../webhooks/signature.ts';
import { cliAudit } from './cli-audit.ts';
import { usersService } from './users.service.ts';

let h: Harness;
let account: SeededAccount;
let other: SeededAccount;
let admin: DashboardBrowser;
let analyst: DashboardBrowser;
let outsider: DashboardBrowser;
let receiver: http.Server;
let receiverUrl = '';
const received: { headers: http.IncomingHttpHeaders; body: Buffer }[] = [];

beforeAll(async () => {
  h = await createHarness();
  account = await h.seedAccount();
  other = await h.seedAccount();
  admin = (await signedInUser(h.app, h.store, account.account_id, 'admin@example.com', 'admin')).browser;
  analyst = (await signedInUser(h.app, h.store, account.account_id, 'analyst@example.com', 'analyst')).browser;
  outsider = (await signedInUser(h.app, h.store, other.account_id, 'outsider@example.com', 'admin')).browser;
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await h.close();
  await new Promise((r) => receiver.close(r));
});

const ADMIN_PAGES = ['/dashboard/keys', '/dashboard/webhooks', '/dashboard/team', '/dashboard/audit', '/dashboard/bank'];
const ADMIN_POSTS = ['/dashboard/keys', '/dashboard/webhooks/url', '/dashboard/webhooks/test', '/dashboard/webhooks/secret', '/dashboard/webhooks/rotate', '/dashboard/webhooks/allowlist', '/dashboard/webhooks/chaos', '/dashboard/team', '/dashboard/bank'];

describe('roles', () => {
  it('sends every dashboard route but the sign-in pages to sign in without a session', async () => {
    const routes = h.app.routeTable.filter((r) => r.url.startsWith('/dashboard'));
    expect(routes.length).toBeGreaterThan(20);
    const open = ['/dashboard/sign-in', '/dashboard/set-password/:token', '/dashboard/assets/dashboard.css', '/dashboard/assets/dashboard.js'];
    for (const r of routes.filter((x) => !open.includes(x.url))) {
      const url = r.url.replace(/:[a-z_]+/g, '11111111-1111-4111-8111-111111111111').replace('*', 'x');
      const res = await h.app.inject({ method: r.method as 'GET', url, payload: r.method === 'POST' ? 'csrf=x' : undefined, headers: r.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {} });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(303);
      expect(res.headers.location).toBe('/dashboard/sign-in');
    }
  });

  it('lets an analyst read cases and events, and refuses keys, secrets and people with 403', async () => {
    for (const url of ['/dashboard/cases', '/dashboard/events', '/dashboard/account']) expect((await analyst.get(url)).statusCode, url).toBe(200);
    for (const url of ADMIN_PAGES) expect((await analyst.get(url)).statusCode, url).toBe(403);
    for (const url of ADMIN_POSTS) expect((await analyst.post(url, { client_type: 'LENDER', url: receiverUrl, password: PASSWORD, email: 'x@example.com', role: 'admin' })).statusCode, url).toBe(403);
    const keys = await h.app.inject({ method: 'GET', url: '/api/events' });
    expect(keys.statusCode).toBe(401); // the API still needs a key; a session cookie is no key
  });

  it('shows admins every navigation link, analysts only theirs', async () => {
    const a = await admin.get('/dashboard/cases');
    for (const name of ['Cases', 'Events', 'API keys', 'Webhooks', 'Team', 'Audit log']) expect(a.body).toContain(`>${name}</a>`);
    const b = await analyst.get('/dashboard/cases');
    expect(b.body).toContain('>Cases</a>');
    expect(b.body).not.toContain('>API keys</a>');
  });
});

describe('API keys page', () => {
  it('creates a DEALER key shown once, that works, rotates it with the old key’s end, and revokes after confirmation', async () => {
    const created = await admin.post('/dashboard/keys', { client_type: 'DEALER' });
    expect(created.statusCode).toBe(201);
    const apiKey = /id="new-key" class="mono" readonly value="(uw_sandbox_dealer_[A-Za-z0-9_-]{43})"/.exec(created.body)?.[1];
    expect(apiKey).toBeDefined();
    expect((await h.request(apiKey!, { method: 'GET', url: '/api/dealer/cases' })).statusCode).toBe(200);
    const list = await admin.get('/dashboard/keys');
    expect(list.body).not.toContain(apiKey!);
    expect(list.body).toContain(apiKey!.slice(0, 'uw_sandbox_dealer_'.length + 6));
    // Used just now: the list says when (recorded after the answer is sent).
    const row = async () => /<tr>(?:(?!<\/tr>)[\s\S])*?<\/tr>/g[Symbol.match]((await admin.get('/dashboard/keys')).body)!.find((r) => r.includes(apiKey!.slice(0, 24)))!;
    await expect.poll(async () => (await row()).includes('Never')).toBe(false);

    const keyId = new RegExp(`${apiKey!.slice(0, 24)}…</span><br><small class="muted mono">([0-9a-f-]{36})`).exec(list.body)![1]!;
    const rotated = await admin.post(`/dashboard/keys/${keyId}/rotate`);
    expect(rotated.statusCode).toBe(201);
    expect(rotated.body).toMatch(/keeps working until \d{4}-\d{2}-\d{2}/);
    const confirm = await admin.get(`/dashboard/keys/${keyId}/revoke`);
    expect(confirm.body).toContain('Revoke key</button>');
    expect((await admin.post(`/dashboard/keys/${keyId}/revoke`)).statusCode).toBe(303);
    expect((await h.request(apiKey!, { method: 'GET', url: '/api/dealer/cases' })).statusCode).toBe(401);

    // Another account's admin cannot touch it.
    expect((await outsider.post(`/dashboard/keys/${account.lender_key_id}/revoke`)).statusCode).toBe(404);
    expect((await outsider.get(`/dashboard/keys/${account.lender_key_id}/revoke`)).statusCode).toBe(404);
    expect((await h.request(account.lender_key, { method: 'GET', url: '/api/cases' })).statusCode).toBe(200);
  });
});

describe('webhooks page', () => {
  it('saves the URL with the CLI’s checks, sends a signed TEST event, reveals the secret after the password, rotates with overlap', async () => {
    expect((await admin.post('/dashboard/webhooks/url', { url: 'ftp://example.com/x' })).statusCode).toBe(400);
    const saved = await admin.post('/dashboard/webhooks/url', { url: receiverUrl });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(receiverUrl);

    const test = await admin.post('/dashboard/webhooks/test');
    expect(test.statusCode).toBe(200);
    expect(test.body).toContain('Delivered');
    expect(test.body).toContain('answered 204');
    const last = received[received.length - 1]!;
    expect(JSON.parse(last.body.toString('utf8'))).toMatchObject({ event: 'TEST', environment: 'sandbox' });
    expect(verifyWebhook(last.body, last.headers as Record<string, string>, account.signing_secret)).toBe(true);

    expect((await admin.post('/dashboard/webhooks/secret', { password: 'not my password' })).statusCode).toBe(401);
    expect((await admin.post('/dashboard/webhooks/secret', { password: 'not my password' })).body).not.toContain(account.signing_secret);
    const revealed = await admin.post('/dashboard/webhooks/secret', { password: PASSWORD });
    expect(revealed.body).toContain(account.signing_secret);

    const rotated = await admin.post('/dashboard/webhooks/rotate');
    const secret = /id="signing-secret" class="mono" readonly value="(whsec_[^"]+)"/.exec(rotated.body)?.[1];
    expect(secret).toBeDefined();
    expect(secret).not.toBe(account.signing_secret);
    expect(rotated.body).toMatch(/previous secret also signs deliveries until/);
    await admin.post('/dashboard/webhooks/test');
    const again = received[received.length - 1]!;
    expect(verifyWebhook(again.body, again.headers as Record<string, string>, secret!)).toBe(true);
    expect(verifyWebhook(again.body, again.headers as Record<string, string>, account.signing_secret)).toBe(true); // the overlap
  });

  it('slows down guesses at the password that reveals the secret, as at sign-in', async () => {
    const { browser } = await signedInUser(h.app, h.store, account.account_id, 'guesser@example.com', 'admin');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await browser.post('/dashboard/webhooks/secret', { password: `guess number ${i}` })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    const right = await browser.post('/dashboard/webhooks/secret', { password: PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.body).not.toContain(account.signing_secret);
  });

  it('sets a sandbox account\'s webhook chaos, which the API then reads; refuses bad values and production accounts', async () => {
    const page = await admin.get('/dashboard/webhooks');
    expect(page.body).toContain('<label for="duplicate_rate">Duplicate rate (0 to 1)</label>');
    expect(page.body).toContain('Save chaos settings');
    const bad = await admin.post('/dashboard/webhooks/chaos', { duplicate_rate: '2', reorder_window_ms: 'soon', fail_first_attempts: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Duplicate rate must be at most 1.');
    expect(bad.body).toContain('Reorder window must be a number.');
    const ok = await admin.post('/dashboard/webhooks/chaos', { duplicate_rate: '0.5', reorder_window_ms: '1500', fail_first_attempts: '2' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('value="1500"');
    const read = await h.request(account.lender_key, { method: 'GET', url: '/api/sandbox/webhook-chaos' });
    expect(read.json()).toMatchObject({ duplicate_rate: 0.5, reorder_window_ms: 1500, fail_first_attempts: 2 });
    const prod = await h.seedAccount({ environment: 'production' });
    const { browser } = await signedInUser(h.app, h.store, prod.account_id, 'prod-chaos@example.com', 'admin');
    expect((await browser.get('/dashboard/webhooks')).body).not.toContain('Save chaos settings');
    expect((await browser.post('/dashboard/webhooks/chaos', { duplicate_rate: '1', reorder_window_ms: '0', fail_first_attempts: '0' })).statusCode).toBe(409);
  });

  it('edits the IP allowlist of a production account only', async () => {
    expect((await admin.post('/dashboard/webhooks/allowlist', { ips: '203.0.113.0/24' })).statusCode).toBe(409);
    const prod = await h.seedAccount({ environment: 'production' });
    const { browser } = await signedInUser(h.app, h.store, prod.account_id, 'prod@example.com', 'admin');
    expect((await browser.post('/dashboard/webhooks/allowlist', { ips: 'nonsense' })).statusCode).toBe(400);
    const ok = await browser.post('/dashboard/webhooks/allowlist', { ips: '203.0.113.0/24\n198.51.100.7' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('198.51.100.7/32');
  });
});

describe('bank connections page', () => {
  it('stores Plaid settings with the secret sealed and never shown, refuses bad ones, removes them', async () => {
    const empty = await admin.get('/dashboard/bank');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Not configured: borrowers connect the Sandbox Bank.');
    expect(empty.body).toContain('<label for="plaid-secret">Plaid secret</label>');
    const bad = await admin.post('/dashboard/bank', { action: 'save', client_id: 'abc', secret: '', env: 'staging' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('secret must be the Plaid secret');
    expect(bad.body).toContain('env must be sandbox or production');
    const saved = await admin.post('/dashboard/bank', { action: 'save', client_id: 'client123', secret: 'topsecret456', env: 'production' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('client id <code>client123</code>, production');
    expect(saved.body).not.toContain('topsecret456');
    const [row] = ((await h.store.db.execute(sql`select secret_sealed as s from bank_aggregators where account_id = ${account.account_id}`)) as unknown as { rows: { s: string }[] }).rows;
    expect(row!.s).toMatch(/^v1\./);
    expect(h.box.open(row!.s)).toBe('topsecret456');
    expect((await admin.get('/dashboard/audit')).body).toContain('account.set-aggregator');
    const removed = await admin.post('/dashboard/bank', { action: 'remove' });
    expect(removed.body).toContain('Plaid is removed.');
    expect(((await h.store.db.execute(sql`select 1 from bank_aggregators where account_id = ${account.account_id}`)) as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('cases', () => {
  it('lists, searches and filters the account’s cases, shows one with its timeline, and cancels after confirmation', async () => {
    const a = await h.request(account.lender_key, { method: 'POST', url: '/api/cases', payload: validCase({ first_name: 'Grace', last_name: 'Hopper', reference_id: 'loan-hopper', phone_number: '+14155550123' }) });
    const b = await h.request(account.dealer_key, { method: 'POST', url: '/api/dealer/cases', payload: validCase({ first_name: 'Alan', last_name: 'Turing', reference_id: 'deal-turing' }) });
    const theirs = await h.request(other.lender_key, { method: 'POST', url: '/api/cases', payload: validCase({ first_name: 'Secret', last_name: 'Person', reference_id: 'theirs-1' }) });
    const caseA = a.json().case_id as string;
    const caseB = b.json().case_id as string;
    const theirId = theirs.json().case_id as string;

    const all = await analyst.get('/dashboard/cases');
    expect(all.body).toContain('loan-hopper');
    expect(all.body).toContain('deal-turing');
    expect(all.body).not.toContain('theirs-1');
    expect((await analyst.get('/dashboard/cases?q=hopper')).body).not.toContain('deal-turing');
    expect((await analyst.get('/dashboard/cases?q=Grace%20Hop')).body).toContain('loan-hopper');
    expect((await analyst.get('/dashboard/cases?q=555-0123')).body).toContain('loan-hopper');
    expect((await analyst.get('/dashboard/cases?q=theirs')).body).not.toContain('theirs-1');
    expect((await analyst.get('/dashboard/cases?status=CANCELLED')).body).not.toContain('loan-hopper');
    expect((await analyst.get('/dashboard/cases?module_status=AWAITING_INPUT&stage=verification')).body).toContain('loan-hopper');
    expect((await analyst.get('/dashboard/cases?created_to=2000-01-01')).body).not.toContain('loan-hopper');

    const page = await analyst.get(`/dashboard/cases/${caseA}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('CASE_CREATED');
    expect(page.body).toMatch(/\/link\/[A-Za-z0-9_-]{43}/);
    expect((await analyst.get(`/dashboard/cases/${caseB}`)).body).toContain('verification report (PDF)');

    // Another account's case: 404 on every path, and nothing changes.
    expect((await analyst.get(`/dashboard/cases/${theirId}`)).statusCode).toBe(404);
    expect((await analyst.get(`/dashboard/cases/${theirId}/cancel`)).statusCode).toBe(404);
    expect((await analyst.post(`/dashboard/cases/${theirId}/cancel`)).statusCode).toBe(404);
    expect((await analyst.get(`/dashboard/cases/${theirId}/report.pdf`)).statusCode).toBe(404);
    expect((await outsider.get(`/dashboard/cases/${caseA}`)).statusCode).toBe(404);
    expect((await h.request(other.lender_key, { method: 'GET', url: `/api/cases/${theirId}` })).json().status).toBe('OPEN');

    expect((await analyst.get(`/dashboard/cases/${caseA}/cancel`)).body).toContain('Cancel case</button>');
    expect((await analyst.post(`/dashboard/cases/${caseA}/cancel`)).statusCode).toBe(303);
    expect((await h.request(account.lender_key, { method: 'GET', url: `/api/cases/${caseA}` })).json().status).toBe('CANCELLED');
    expect((await analyst.get(`/dashboard/cases/${caseA}`)).body).toContain('CASE_CANCELLED');
  });
});

describe('events', () => {
  it('lists the account’s events with delivery state, filters them, and redelivers one', async () => {
    const list = await analyst.get('/dashboard/events');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('CASE_CREATED');
    expect((await analyst.get('/dashboard/events?event=CASE_CANCELLED')).body).not.toContain('>CASE_CREATED</a>');
    const eventId = /href="\/dashboard\/events\/([0-9a-f-]{36})">CASE_CREATED</.exec(list.body)![1]!;
    expect((await outsider.get(`/dashboard/events/${eventId}`)).statusCode).toBe(404);
    expect((await outsider.post(`/dashboard/events/${eventId}/redeliver`)).statusCode).toBe(404);
    const redelivered = await analyst.post(`/dashboard/events/${eventId}/redeliver`);
    expect(redelivered.statusCode).toBe(303);
    expect((await analyst.get(`/dashboard/events/${eventId}`)).body).toContain('PENDING');
    const all = await analyst.post('/dashboard/events/redeliver-dropped', { since: '2000-01-01T00:00' });
    expect(all.body).toContain('No event was dropped since then.');
  });
});

describe('team and audit log', () => {
  it('invites a teammate with a link shown to the admin, and logs dashboard and CLI changes', async () => {
    const invited = await admin.post('/dashboard/team', { email: 'new.analyst@example.com', role: 'analyst' });
    expect(invited.statusCode).toBe(201);
    const link = /id="sign-in-link" class="mono" readonly value="([^"]+)"/.exec(invited.body)?.[1];
    expect(link).toMatch(/\/dashboard\/set-password\//);
    expect((await new DashboardBrowser(h.app).get(new URL(link!).pathname)).statusCode).toBe(200);
    expect((await admin.post('/dashboard/team', { email: 'new.analyst@example.com', role: 'analyst' })).statusCode).toBe(409);

    const users = usersService({ store: h.store, publicUrl: h.config.PUBLIC_URL });
    await runAdminCommand({ accounts: h.accounts, users, audit: cliAudit(h.store), store: h.store }, { command: 'key.create', accountId: account.account_id, clientType: 'LENDER' });

    const events = (await h.request(account.lender_key, { method: 'GET', url: '/api/events' })).json().data as { event_id: string }[];
    expect((await h.request(account.lender_key, { method: 'POST', url: `/api/events/${events[0]!.event_id}/redeliver` })).statusCode).toBe(202);

    const audit = await admin.get('/dashboard/audit');
    expect(audit.body).toContain(`key ${account.lender_key_id}`);
    for (const action of ['key.create', 'key.rotate', 'key.revoke', 'webhook.set', 'webhook.test', 'webhook.secret_revealed', 'webhook.rotate_secret', 'case.cancel', 'event.redeliver', 'user.create']) {
      expect(audit.body, action).toContain(`>${action}</td>`);
    }
    expect(audit.body).toContain('>CLI<');
    expect(audit.body).toContain('admin@example.com');
    expect(audit.body).not.toContain(account.signing_secret);
    expect((await outsider.get('/dashboard/audit')).body).not.toContain('admin@example.com');
  });
});
