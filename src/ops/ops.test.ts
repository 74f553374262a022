import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, TEST_CONFIG, type Harness, type SeededAccount } from '../../test/harness.ts';
import { registerOpsRoutes } from './ops.routes.ts';
import { shutdownCoordinator } from './shutdown.ts';

describe('health, readiness and metrics', () => {
  let h: Harness;
  let acct: SeededAccount;
  beforeAll(async () => {
    h = await createHarness({ METRICS_ALLOW: ['10.1.0.0/16'] } as Partial<typeof TEST_CONFIG>);
    acct = await h.seedAccount();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('/healthz and /readyz answer without a key', async () => {
    expect((await h.request(null, { method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await h.request(null, { method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('/metrics counts requests by route pattern, never by URL, and lists every family', async () => {
    const created = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: { first_name: 'Ada', last_name: 'Lovelace', reference_id: 'metrics-1' } });
    const caseId = created.json().case_id as string;
    await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}` });
    await h.request(null, { method: 'GET', url: '/link/secret-token-in-the-path' });
    const res = await h.request(null, { method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(/underwrite_http_requests_total\{method="GET",route="\/api\/cases\/:case_id",status="200"\} 1/);
    expect(text).toMatch(/underwrite_http_requests_total\{method="POST",route="\/api\/cases",status="201"\} 1/);
    expect(text).not.toContain(caseId);
    expect(text).not.toContain('secret-token-in-the-path');
    for (const family of [
      'underwrite_http_request_duration_seconds_bucket',
      'underwrite_jobs_queued',
      'underwrite_jobs_running',
      'underwrite_webhook_attempts_total',
      'underwrite_documents_parsed_total',
      'underwrite_documents_ocr_total',
      'underwrite_module_runs_total',
      'underwrite_process_resident_memory_bytes',
      'underwrite_nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(text, family).toContain(family);
    }
  });

  it('/metrics: 403 off loopback and METRICS_ALLOW, and through a proxy the service was not told about', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
  });

  it('/healthz, /readyz and /metrics are not in the API document', async () => {
    const doc = (await h.request(null, { method: 'GET', url: '/openapi.json' })).json();
    for (const p of ['/healthz', '/readyz', '/metrics']) expect(doc.paths[p]).toBeUndefined();
  });
});

describe('readiness', () => {
  it('names each failing check, and answers 503 while shutting down', async () => {
    let draining = false;
    let storageUp = true;
    const app = Fastify();
    registerOpsRoutes(app, {
      readiness: [
        { name: 'database', check: async () => {} },
        {
          name: 'storage',
          check: async () => {
            if (!storageUp) throw new Error('down');
          },
        },
      ],
      draining: () => draining,
      metricsAllow: [],
      trustsProxy: false,
    });
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
    storageUp = false;
    const failing = await app.inject({ url: '/readyz' });
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toEqual({ status: 'not_ready', failing: ['storage'] });
    draining = true;
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'not_ready', failing: ['shutting_down'] });
    await app.close();
  });

  it('a store that does not answer fails readiness as storage', async () => {
    const h = await createHarness({ STORAGE_URL: 's3://absent-bucket/x', S3_ENDPOINT: 'http://127.0.0.1:1', S3_FORCE_PATH_STYLE: true, AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's' } as Partial<typeof TEST_CONFIG>);
    try {
      const res = await h.request(null, { method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', failing: ['storage'] });
    } finally {
      await h.close();
    }
  });
});

describe('shutdown coordinator', () => {
  it('drains on the first signal and exits 0 when done; a second signal exits at once', async () => {
    const exits: number[] = [];
    let release!: () => void;
    const stopped = new Promise<void>((r) => (release = r));
    const c = shutdownCoordinator({ graceMs: 60_000, log: () => {}, exit: (code) => void exits.push(code) });
    let deadline = 0;
    const off = c.onSignal(async (d) => {
      deadline = d;
      await stopped;
    });
    expect(c.draining()).toBe(false);
    process.emit('SIGTERM');
    expect(c.draining()).toBe(true);
    expect(deadline).toBeGreaterThan(Date.now());
    process.emit('SIGINT');
    expect(exits).toEqual([130]);
    release();
    await new Promise((r) => setImmediate(r));
    expect(exits).toEqual([130, 0]);
    off();
  });
});
