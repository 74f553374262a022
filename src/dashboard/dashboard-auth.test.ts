import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type SeededAccount } from '../../test/harness.ts';
import { DashboardBrowser, PASSWORD, cookiesOf, form, signedInUser } from '../../test/dashboard-session.ts';
import { usersService } from './users.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

let h: Harness;
let account: SeededAccount;

beforeAll(async () => {
  h = await createHarness();
  account = await h.seedAccount();
});
afterAll(() => h.close());

describe('passwords', () => {
  it('are hashed with scrypt and a salt, and checked', async () => {
    const a = await hashPassword(PASSWORD);
    const b = await hashPassword(PASSWORD);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(PASSWORD, a)).toBe(true);
    expect(await verifyPassword('wrong password!!', a)).toBe(false);
    expect(await verifyPassword(PASSWORD, null)).toBe(false);
  });
});

describe('dashboard sign-in', () => {
  it('answers 303 to the sign-in page without a session, on every page', async () => {
    for (const url of ['/dashboard', '/dashboard/cases', '/dashboard/keys', '/dashboard/webhooks', '/dashboard/events', '/dashboard/team', '/dashboard/audit']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toBe('/dashboard/sign-in');
    }
    const post = await h.app.inject({ method: 'POST', url: '/dashboard/keys', ...form({ client_type: 'LENDER' }) });
    expect(post.statusCode).toBe(303);
  });

  it('sets the password from the one-time link, signs in, and the link then answers 410', async () => {
    const users = usersService({ store: h.store, publicUrl: 'http://localhost:8080' });
    const created = await users.create({ accountId: account.account_id, email: 'First.Admin@Example.com', role: 'admin' });
    expect(created).toEqual({
      user_id: expect.any(String),
      account_id: account.account_id,
      email: 'first.admin@example.com',
      role: 'admin',
      sign_in_url: expect.stringMatching(/^http:\/\/localhost:8080\/dashboard\/set-password\/[A-Za-z0-9_-]{43}$/),
      sign_in_url_expires_at: expect.any(String),
    });
    const hours = (Date.parse(created.sign_in_url_expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const browser = new DashboardBrowser(h.app);
    const path = new URL(created.sign_in_url).pathname;
    const page = await browser.get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('first.admin@example.com');
    const short = await browser.post(path, { password: 'short', confirm: 'short' });
    expect(short.statusCode).toBe(400);
    const set = await browser.post(path, { password: PASSWORD, confirm: PASSWORD });
    expect(set.statusCode).toBe(303);
    const session = cookiesOf(set);
    expect(session.uw_session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const header = ([] as string[]).concat(set.headers['set-cookie'] as string[]).find((c) => c.startsWith('uw_session='))!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Secure/); // PUBLIC_URL is http here
    expect((await browser.get('/dashboard/cases')).statusCode).toBe(200);
    expect((await new DashboardBrowser(h.app).get(path)).statusCode).toBe(410);

    // Email and password sign in a fresh browser.
    const other = new DashboardBrowser(h.app);
    await other.get('/dashboard/sign-in');
    const ok = await other.post('/dashboard/sign-in', { email: 'FIRST.ADMIN@example.com', password: PASSWORD });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/dashboard/cases');
  });

  it('gives a new session id at sign-in, never the one the browser brought (fixation)', async () => {
    const { browser } = await signedInUser(h.app, h.store, account.account_id, 'fixation@example.com', 'analyst');
    const planted = browser.cookies.uw_session!;
    // Signing in again from a browser that already holds a session (one an attacker could have planted).
    const res = await browser.post('/dashboard/sign-in', { email: 'fixation@example.com', password: PASSWORD, csrf: browser.cookies.uw_form! });
    expect(res.statusCode).toBe(303);
    expect(cookiesOf(res).uw_session).toBeDefined();
    expect(cookiesOf(res).uw_session).not.toBe(planted);
    // A made-up session id is no session.
    const forged = new DashboardBrowser(h.app);
    forged.cookies.uw_session = 'A'.repeat(43);
    expect((await forged.get('/dashboard/cases')).statusCode).toBe(303);
  });

  it('refuses forms without the session token, with another session token, or from another origin (CSRF)', async () => {
    const { browser } = await signedInUser(h.app, h.store, account.account_id, 'csrf@example.com', 'admin');
    const { browser: other } = await signedInUser(h.app, h.store, account.account_id, 'csrf2@example.com', 'admin');
    expect((await browser.post('/dashboard/keys', { client_type: 'LENDER', csrf: '' })).statusCode).toBe(403);
    expect((await browser.post('/dashboard/keys', { client_type: 'LENDER', csrf: other.csrf })).statusCode).toBe(403);
    expect((await browser.post('/dashboard/keys', { client_type: 'LENDER' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await browser.post('/dashboard/keys', { client_type: 'LENDER' }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await browser.post('/dashboard/sign-out', { csrf: 'x' })).statusCode).toBe(403);
    // The sign-in form's own token is the browser's pre-session cookie.
    const fresh = new DashboardBrowser(h.app);
    await fresh.get('/dashboard/sign-in');
    expect((await fresh.post('/dashboard/sign-in', { email: 'csrf@example.com', password: PASSWORD, csrf: 'B'.repeat(43) })).statusCode).toBe(403);
    expect((await browser.post('/dashboard/keys', { client_type: 'LENDER' })).statusCode).toBe(201);
  });

  it('throttles wrong passwords per email with 429 and Retry-After, whatever the address', async () => {
    await signedInUser(h.app, h.store, account.account_id, 'throttle@example.com', 'analyst');
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 7; i++) {
      const b = new DashboardBrowser(h.app, `198.51.100.${i + 1}`);
      await b.get('/dashboard/sign-in');
      last = await b.post('/dashboard/sign-in', { email: 'throttle@example.com', password: 'wrong password 123' });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits now.
    const b = new DashboardBrowser(h.app, '198.51.100.50');
    await b.get('/dashboard/sign-in');
    expect((await b.post('/dashboard/sign-in', { email: 'throttle@example.com', password: PASSWORD })).statusCode).toBe(429);
  });

  it('throttles one address trying many emails with 429 and Retry-After', async () => {
    await signedInUser(h.app, h.store, account.account_id, 'ip-victim@example.com', 'analyst');
    const b = new DashboardBrowser(h.app, '203.0.113.77');
    await b.get('/dashboard/sign-in');
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await b.post('/dashboard/sign-in', { email: `guess${i}@example.com`, password: 'wrong password 123' })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    const res = await b.post('/dashboard/sign-in', { email: 'ip-victim@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up.
    const other = new DashboardBrowser(h.app, '203.0.113.78');
    await other.get('/dashboard/sign-in');
    expect((await other.post('/dashboard/sign-in', { email: 'ip-victim@example.com', password: PASSWORD })).statusCode).toBe(303);
  });

  it('signs out, and a password change ends every other session', async () => {
    const { browser } = await signedInUser(h.app, h.store, account.account_id, 'change@example.com', 'analyst');
    const second = new DashboardBrowser(h.app);
    await second.get('/dashboard/sign-in');
    await second.post('/dashboard/sign-in', { email: 'change@example.com', password: PASSWORD });
    expect((await second.get('/dashboard/cases')).statusCode).toBe(200);
    const next = 'another long password 42';
    const changed = await browser.post('/dashboard/account/password', { current: PASSWORD, password: next });
    expect(changed.statusCode).toBe(303);
    expect((await browser.get('/dashboard/cases')).statusCode).toBe(200);
    expect((await second.get('/dashboard/cases')).statusCode).toBe(303);
    const out = await browser.post('/dashboard/sign-out');
    expect(out.statusCode).toBe(303);
    expect((await browser.get('/dashboard/cases')).statusCode).toBe(303);
  });

  it('ends a session idle too long or past its absolute end', async () => {
    const { browser, user } = await signedInUser(h.app, h.store, account.account_id, 'idle@example.com', 'analyst');
    const { dashboardSessions } = await import('../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await h.store.db.update(dashboardSessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) }).where(eq(dashboardSessions.userId, user.user_id));
    expect((await browser.get('/dashboard/cases')).statusCode).toBe(303);
    const { browser: b2, user: u2 } = await signedInUser(h.app, h.store, account.account_id, 'absolute@example.com', 'analyst');
    await h.store.db.update(dashboardSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dashboardSessions.userId, u2.user_id));
    expect((await b2.get('/dashboard/cases')).statusCode).toBe(303);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const hs = await createHarness({ PUBLIC_URL: 'https://underwrite.example' });
    try {
      const acc = await hs.seedAccount();
      const created = await usersService({ store: hs.store, publicUrl: 'https://underwrite.example' }).create({ accountId: acc.account_id, email: 'tls@example.com', role: 'admin' });
      const b = new DashboardBrowser(hs.app);
      const path = new URL(created.sign_in_url).pathname;
      await b.get(path);
      const res = await b.post(path, { password: PASSWORD, confirm: PASSWORD });
      const header = ([] as string[]).concat(res.headers['set-cookie'] as string[]).find((c) => c.startsWith('uw_session='))!;
      expect(header).toMatch(/; Secure/);
    } finally {
      await hs.close();
    }
  });
});
