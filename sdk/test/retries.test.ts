import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMBEDDED_HALF, freePort, killAll, pollUntil } from '../../test/processes.ts';
import { ConnectionError, createClient, RateLimitError, ServerError } from '../src/index.ts';
import { retryAfterMs, retryDelayMs, RETRY_DEFAULTS } from '../src/retry.ts';
import { startFlakyProxy, type FlakyProxy } from './flaky-proxy.ts';
import { startService, type Service } from './service.ts';

/**
 * Retries against the real service behind a loopback proxy that fails requests on purpose: the
 * service does not answer 429, 5xx or drop connections on demand.
 */

let service: Service;
let proxy: FlakyProxy;

beforeAll(async () => {
  if (!EMBEDDED_HALF) return;
  service = await startService();
  proxy = await startFlakyProxy(service.baseUrl);
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await service?.stop();
  killAll();
});

beforeEach(() => {
  proxy?.plan([]);
  proxy?.seen.splice(0);
});

const newCase = (reference_id: string) => ({ first_name: 'Ada', last_name: 'Lovelace', reference_id });
const direct = () => createClient({ baseUrl: service.baseUrl, apiKey: service.account.lender_key });

describe('the retry schedule', () => {
  it("waits the service's Retry-After, in seconds or as a date, capped", () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(Date.UTC(2026, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(10_000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryDelayMs(0, RETRY_DEFAULTS, 1000)).toBe(1000);
    expect(retryDelayMs(0, RETRY_DEFAULTS, 3_600_000)).toBe(RETRY_DEFAULTS.maxDelayMs);
  });

  it('backs off exponentially with jitter between half and all of base x 2^retry', () => {
    const opts = { maxRetries: 5, baseDelayMs: 100, maxDelayMs: 1_000 };
    expect([0, 1, 2, 3, 4].map((n) => retryDelayMs(n, opts, undefined, () => 0))).toEqual([50, 100, 200, 400, 500]);
    expect([0, 1, 2, 3, 4].map((n) => retryDelayMs(n, opts, undefined, () => 1))).toEqual([100, 200, 400, 800, 1000]);
  });
});

describe.runIf(EMBEDDED_HALF)('retries against the real service', () => {
  it('retries a 503 and a 429 as their Retry-After says, with one Idempotency-Key, and creates one case', async () => {
    // Backoff alone would wait ten minutes: the call ends only because Retry-After is honoured.
    const client = createClient({ baseUrl: proxy.url, apiKey: service.account.lender_key, baseDelayMs: 600_000, maxDelayMs: 600_000 });
    proxy.plan([{ status: 503, headers: { 'retry-after': '0' } }, { status: 429, headers: { 'retry-after': '1' } }, 'forward']);
    const ref = `retry-${crypto.randomUUID()}`;
    const created = await client.cases.create(newCase(ref));
    expect(created.reference_id).toBe(ref);
    expect(proxy.seen.map((r) => r.method)).toEqual(['POST', 'POST', 'POST']);
    const keys = proxy.seen.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect((await direct().cases.list({ reference_id: ref }).toArray()).map((c) => c.case_id)).toEqual([created.case_id]);
  });

  it('retries a POST whose answer was lost: the same key replays the first answer, one case exists', async () => {
    const client = createClient({ baseUrl: proxy.url, apiKey: service.account.lender_key, baseDelayMs: 20 });
    proxy.plan(['lose-answer', 'forward']);
    const ref = `lost-${crypto.randomUUID()}`;
    const created = await client.cases.create(newCase(ref));
    expect(proxy.seen).toHaveLength(2);
    expect(proxy.seen[0]!.upstream!.status).toBe(201);
    expect(JSON.parse(proxy.seen[0]!.upstream!.body).case_id).toBe(created.case_id);
    expect(proxy.seen[1]!.headers['idempotency-key']).toBe(proxy.seen[0]!.headers['idempotency-key']);
    expect((await direct().cases.list({ reference_id: ref }).toArray()).map((c) => c.case_id)).toEqual([created.case_id]);
  });

  it('retries a dropped connection', async () => {
    const client = createClient({ baseUrl: proxy.url, apiKey: service.account.lender_key, baseDelayMs: 20 });
    const created = await direct().cases.create(newCase(`drop-${crypto.randomUUID()}`));
    proxy.plan(['drop', 'drop', 'forward']);
    expect((await client.cases.get(created.case_id)).case_id).toBe(created.case_id);
    expect(proxy.seen).toHaveLength(3);
  });

  it('gives up after maxRetries with a typed error', async () => {
    const client = createClient({ baseUrl: proxy.url, apiKey: service.account.lender_key, maxRetries: 2, baseDelayMs: 10 });
    const unavailable = { status: 503, headers: { 'request-id': 'req-proxy-503' }, body: { message: 'Service unavailable', request_id: 'req-proxy-503' } };
    proxy.plan([unavailable, unavailable, unavailable]);
    const err = await client.cases.list().toArray().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServerError);
    expect(err).toMatchObject({ status: 503, requestId: 'req-proxy-503', request_id: 'req-proxy-503', message: 'Service unavailable' });
    expect(proxy.seen).toHaveLength(3);

    proxy.seen.splice(0);
    const limited = { status: 429, headers: { 'retry-after': '0' }, body: { message: 'Too many requests for this API key', request_id: 'r' } };
    proxy.plan([limited, limited, limited]);
    const rate = await client.cases.get(crypto.randomUUID()).catch((e: unknown) => e);
    expect(rate).toBeInstanceOf(RateLimitError);
    expect((rate as RateLimitError).retryAfterSeconds).toBe(0);
    expect(proxy.seen).toHaveLength(3);

    const nobody = createClient({ baseUrl: `http://127.0.0.1:${await freePort()}`, apiKey: service.account.lender_key, maxRetries: 1, baseDelayMs: 10 });
    const refused = await nobody.cases.get(crypto.randomUUID()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ConnectionError);
    expect((refused as ConnectionError).status).toBeUndefined();
    expect((refused as ConnectionError).message).toMatch(/no answer after 2 attempt/);
  });

  it('keeps the path of a base URL (a service behind a proxy under /underwrite)', async () => {
    const created = await direct().cases.create(newCase(`prefix-${crypto.randomUUID()}`));
    const client = createClient({ baseUrl: `${proxy.url}/underwrite/`, apiKey: service.account.lender_key });
    expect((await client.cases.get(created.case_id)).case_id).toBe(created.case_id);
    expect(proxy.seen.map((r) => r.url)).toEqual([`/underwrite/api/cases/${created.case_id}`]);
  });

  it('stops retrying when the caller aborts', async () => {
    const client = createClient({ baseUrl: proxy.url, apiKey: service.account.lender_key });
    proxy.plan([{ status: 503, headers: { 'retry-after': '600' } }]);
    const abort = new AbortController();
    const outcome = client.cases.listPage({}, { signal: abort.signal }).catch((e: unknown) => e);
    await pollUntil('the first attempt is answered', () => proxy.seen.length >= 1, 10_000, 20);
    abort.abort(new Error('the caller gave up'));
    expect(await outcome).toMatchObject({ message: 'the caller gave up' });
    expect(proxy.seen).toHaveLength(1);
  });

  it('sends the given Idempotency-Key, or none when idempotency is off', async () => {
    const client = createClient({ baseUrl: proxy.url, apiKey: service.account.lender_key });
    await client.cases.create(newCase(`key-${crypto.randomUUID()}`), { idempotencyKey: 'order-7781-case' });
    expect(proxy.seen[0]!.headers['idempotency-key']).toBe('order-7781-case');
    const plain = createClient({ baseUrl: proxy.url, apiKey: service.account.lender_key, idempotency: false });
    await plain.cases.create(newCase(`nokey-${crypto.randomUUID()}`));
    expect(proxy.seen[1]!.headers['idempotency-key']).toBeUndefined();
    await plain.cases.list({ limit: 1 }).pages()[Symbol.asyncIterator]().next();
    expect(proxy.seen[2]!.headers['idempotency-key']).toBeUndefined();
  });

  it('retries a POST without a key only after a 429: a 5xx or a lost answer may have changed something', async () => {
    const plain = createClient({ baseUrl: proxy.url, apiKey: service.account.lender_key, idempotency: false, baseDelayMs: 10 });
    proxy.plan([{ status: 429, headers: { 'retry-after': '0' } }, 'forward']);
    const ref = `plain-${crypto.randomUUID()}`;
    expect((await plain.cases.create(newCase(ref))).reference_id).toBe(ref);
    expect(proxy.seen).toHaveLength(2);

    proxy.seen.splice(0);
    proxy.plan([{ status: 503 }]);
    expect(await plain.cases.create(newCase(ref)).catch((e: unknown) => e)).toBeInstanceOf(ServerError);
    proxy.plan(['lose-answer']);
    expect(await plain.cases.create(newCase(ref)).catch((e: unknown) => e)).toBeInstanceOf(ConnectionError);
    expect(proxy.seen).toHaveLength(2);
    expect(await direct().cases.list({ reference_id: ref }).toArray()).toHaveLength(2);
  });
});
