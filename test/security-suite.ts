import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findKeyWithAccount } from '../src/accounts/accounts.repo.ts';
import { generateApiKey, hashSecret } from '../src/accounts/secrets.ts';
import type { WorkflowSpec } from '../src/accounts/workflows.ts';
import type { CreateAccountInput } from '../src/accounts/accounts.service.ts';
import { casesService } from '../src/cases/cases.service.ts';
import { apiKeys } from '../src/db/schema.ts';
import { appVariant, type AppVariant } from './app-variant.ts';
import { rowCounts } from './db-helpers.ts';
import { validCase, type Harness, type SeededAccount } from './harness.ts';

export type Surface = 'LENDER' | 'DEALER';

export interface RouteUnderTest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path for a case of the caller's account; routes that name no case ignore the argument. */
  url(caseId: string): string;
  /** A valid body; a function so that each call may get a fresh one. */
  body?: () => unknown;
  /** Headers the body needs (a multipart boundary). */
  bodyHeaders?: Record<string, string>;
  surface: Surface;
  /** The status of a successful call (on a fresh case, for routes that name one). */
  ok: number;
  /**
   * For routes that name something of a case rather than the case (an event, say): the id to put
   * in the path for a case id; an id that names nothing is passed through unchanged.
   */
  idFor?: (h: Harness, caseId: string) => Promise<string>;
  /** Account settings the route needs to succeed (a webhook URL for redelivery, say). */
  account?: { sandbox?: Partial<CreateAccountInput>; production?: Partial<CreateAccountInput> };
  /** Sandbox-only routes (the sandbox bank): a production account's key gets 403 even from an allowed IP. */
  sandboxOnly?: boolean;
}

/** Two stages, so that `advance` succeeds on a fresh case. */
export const TWO_STAGE_WORKFLOWS: WorkflowSpec[] = [
  {
    name: 'two-step',
    isDefault: true,
    stages: [
      { name: 'bank', modules: ['cash_flow_analysis'] },
      { name: 'employment', modules: ['paystub'] },
    ],
  },
];

const ALLOWED_NET = '203.0.113.0/24';
const ALLOWED_IP = '203.0.113.7';
const OTHER_IP = '198.51.100.9';
const MISSING_CASE = '00000000-0000-4000-8000-000000000000';

/** An error response as contracts section 3 says: `{message[, errors], request_id}`, Request-Id, no stack. */
export function expectErrorResponse(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(typeof body.message).toBe('string');
  expect(body.request_id).toBeTruthy();
  expect(body.request_id).toBe(res.headers['request-id']);
  for (const k of Object.keys(body)) expect(['message', 'errors', 'request_id']).toContain(k);
  expect(res.body).not.toMatch(/\bat .*\.[cm]?[jt]s:\d+|node_modules|stack/);
  return body as { message: string; errors?: { field: string; error: string }[]; request_id: string };
}

/**
 * The checks every authenticated route must pass: 401 for missing, malformed, unknown, revoked or
 * expired keys; 403 for the wrong client type and for a production caller off the allowlist
 * (`X-Forwarded-For` counts only with TRUST_PROXY); 404 for another account's (or surface's) case.
 * Every rejection writes nothing. `harness` is read in beforeAll, after the file's own set-up; give
 * it a harness without a worker (`createHarness({}, {worker: false})`): the row counts taken around
 * each refused call must not move with a job another call started.
 */
export function securitySuite(harness: () => Harness, route: RouteUnderTest) {
  // A route names a case when its path depends on the id.
  const caseScoped = route.url('a') !== route.url('b');
  const keyField = route.surface === 'LENDER' ? 'lender_key' : 'dealer_key';
  const wrongKeyField = route.surface === 'LENDER' ? 'dealer_key' : 'lender_key';
  const otherSurface: Surface = route.surface === 'LENDER' ? 'DEALER' : 'LENDER';

  describe(`security: ${route.method} ${route.url('{case_id}')}`, () => {
    let h: Harness;
    let own: SeededAccount;
    let other: SeededAccount;
    let prod: SeededAccount;
    let ownCase: string;
    let proxied: AppVariant;
    let cases: ReturnType<typeof casesService>;

    beforeAll(async () => {
      h = harness();
      // The app's own box: routes that open a case's sealed link (send-sms) must be able to.
      cases = casesService({ store: h.store, box: h.box, events: h.events, publicUrl: h.config.PUBLIC_URL, linkTtlDays: 30 });
      own = await h.seedAccount({ workflows: TWO_STAGE_WORKFLOWS, ...route.account?.sandbox });
      other = await h.seedAccount({ workflows: TWO_STAGE_WORKFLOWS, ...route.account?.sandbox });
      prod = await h.seedAccount({ environment: 'production', allowIps: [ALLOWED_NET], workflows: TWO_STAGE_WORKFLOWS, ...route.account?.production });
      ownCase = await newCase(own);
      proxied = await appVariant(h, { TRUST_PROXY: ['127.0.0.1'] });
    });
    afterAll(() => proxied?.close());

    /** A fresh open case of the account, made directly so that it does not depend on the route under test. */
    async function newCase(account: SeededAccount, surface: Surface = route.surface): Promise<string> {
      const auth = (await findKeyWithAccount(h.store.db, hashSecret(account.lender_key)))!;
      const created = await h.store.db.transaction((tx) => cases.create(tx, auth, surface, validCase()));
      return created.case_id;
    }

    type CallOpts = { caseId?: string; headers?: Record<string, string>; remoteAddress?: string; body?: unknown; via?: AppVariant };

    async function call(key: string | null, o: CallOpts = {}) {
      const body = 'body' in o ? o.body : route.body?.();
      const caseId = o.caseId ?? ownCase;
      const opts: InjectOptions = {
        method: route.method,
        url: route.url(route.idFor ? await route.idFor(h, caseId) : caseId),
        headers: { ...(body === undefined ? {} : route.bodyHeaders), ...o.headers },
        ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      };
      return (o.via ?? h).request(key, opts);
    }

    /** A call that must succeed: on a fresh case of the key's account for case routes. */
    async function accepted(account: SeededAccount, key: string, o: CallOpts = {}) {
      const caseId = caseScoped ? await newCase(account) : undefined;
      const res = await call(key, { ...o, caseId });
      expect(res.statusCode, res.body).toBe(route.ok);
      return res;
    }

    /** A production key from an allowed address: accepted, or on a sandbox-only route 403 saying so. */
    async function productionAllowed(o: CallOpts = {}) {
      if (!route.sandboxOnly) return accepted(prod, prod[keyField], o);
      const { body } = await rejected(403, prod[keyField], { ...o, caseId: caseScoped ? await newCase(prod) : undefined });
      expect(body.message).toMatch(/sandbox/i);
    }

    /** A call that must fail with `status`, in the one error shape, having written nothing. */
    async function rejected(status: number, key: string | null, o: CallOpts = {}) {
      const before = await rowCounts(h.store);
      const res = await call(key, o);
      const body = expectErrorResponse(res, status);
      expect(await rowCounts(h.store)).toEqual(before);
      return { res, body };
    }

    it('answers a valid key of the right client type', async () => {
      await accepted(own, own[keyField]);
    });

    it('401 without an Authorization header, asking for a Bearer token', async () => {
      const { res } = await rejected(401, null);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    });

    it.each([
      ['another scheme', (k: string) => `Basic ${k}`],
      ['no token', () => 'Bearer'],
      ['two tokens', (k: string) => `Bearer ${k} ${k}`],
      ['the bare key', (k: string) => k],
      ['an empty header', () => ''],
    ])('401 for a malformed Authorization header: %s', async (_, header) => {
      await rejected(401, null, { headers: { authorization: header(own[keyField]) } });
    });

    it('401 for an unknown key, even one shaped like a real key', async () => {
      await rejected(401, generateApiKey('sandbox', route.surface));
      const key = own[keyField];
      await rejected(401, key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A'));
      await rejected(401, 'not-a-key');
    });

    it('401 for a revoked key', async () => {
      const k = await h.accounts.createKey(own.account_id, route.surface);
      await accepted(own, k.api_key);
      await h.accounts.revokeKey(k.key_id);
      await rejected(401, k.api_key);
    });

    it('rotation: the old key works during the overlap and 401 once it has expired', async () => {
      const first = await h.accounts.createKey(own.account_id, route.surface);
      const second = await h.accounts.rotateKey(first.key_id, 7);
      await accepted(own, first.api_key);
      await accepted(own, second.api_key);

      const third = await h.accounts.rotateKey(second.key_id, 0);
      await rejected(401, second.api_key);
      await accepted(own, third.api_key);

      await h.store.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, first.key_id));
      await rejected(401, first.api_key);
    });

    it('401 before anything else is looked at: no key and a bad body, version or case', async () => {
      await rejected(401, null, { headers: { 'service-api-version': 'nope' }, ...(route.body ? { body: { nope: true } } : {}) });
      if (caseScoped) await rejected(401, null, { caseId: MISSING_CASE });
    });

    it('403 for a key of the other client type', async () => {
      const { body } = await rejected(403, own[wrongKeyField]);
      expect(body.message).toMatch(/key/i);
    });

    const caseIt = caseScoped ? it : () => {};

    caseIt("404 for another account's case, the same answer as for a case that does not exist", async () => {
      const missing = await rejected(404, own[keyField], { caseId: MISSING_CASE });
      const foreign = await rejected(404, other[keyField], { caseId: ownCase });
      expect(foreign.body.message).toBe(missing.body.message);
      await rejected(404, own[keyField], { caseId: 'not-a-uuid' });
    });

    caseIt("404 for the other surface's case of the same account", async () => {
      const theirs = await newCase(own, otherSurface);
      await rejected(404, own[keyField], { caseId: theirs });
    });

    it('production: 403 from an IP off the allowlist, accepted from an allowed one', async () => {
      const prodCase = caseScoped ? await newCase(prod) : undefined;
      await rejected(403, prod[keyField], { remoteAddress: OTHER_IP, caseId: prodCase });
      await rejected(403, prod[keyField], { caseId: prodCase }); // inject's default 127.0.0.1
      await productionAllowed({ remoteAddress: ALLOWED_IP });
    });

    it('sandbox keys are not limited by IP', async () => {
      await accepted(own, own[keyField], { remoteAddress: OTHER_IP });
    });

    it('X-Forwarded-For is ignored without TRUST_PROXY', async () => {
      await rejected(403, prod[keyField], { remoteAddress: OTHER_IP, headers: { 'x-forwarded-for': ALLOWED_IP } });
      await productionAllowed({ remoteAddress: ALLOWED_IP, headers: { 'x-forwarded-for': OTHER_IP } });
    });

    it('X-Forwarded-For decides with TRUST_PROXY, for requests from the trusted proxy only', async () => {
      await productionAllowed({ via: proxied, headers: { 'x-forwarded-for': ALLOWED_IP } });
      await rejected(403, prod[keyField], { via: proxied, headers: { 'x-forwarded-for': OTHER_IP } });
      await rejected(403, prod[keyField], { via: proxied, remoteAddress: OTHER_IP, headers: { 'x-forwarded-for': ALLOWED_IP } });
    });
  });
}
