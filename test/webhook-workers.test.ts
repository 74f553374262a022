import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { verifyWebhook } from '../src/webhooks/signature.ts';
import {
  api,
  cliJson,
  killAll,
  listAll,
  pollUntil,
  query,
  scratchDatabase,
  scratchServerReachable,
  spawnServer,
  startWebhookReceiver,
  tempDir,
  waitHealthy,
  type Env,
  type Server,
  type WebhookReceiver,
} from './processes.ts';

// Issue "Events and webhook delivery that never lose an event": two `underwrite worker` processes
// and one `serve --no-worker` on one PostgreSQL database. Each event reaches a receiver that answers
// 200 exactly once; a receiver that always answers 500 gets exactly three requests per event (each
// attempt once across both workers), and every such event ends DROPPED with its three attempts.

vi.setConfig({ testTimeout: 150_000 });

const CASES = 200;

describe.skipIf(!(await scratchServerReachable()))('two workers and an API process on one PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let env: Env;
  const procs: Server[] = [];
  const receivers: WebhookReceiver[] = [];
  let apiProc: Server;

  beforeAll(async () => {
    db = await scratchDatabase();
    env = {
      DATABASE_URL: db.url,
      DATA_DIR: tempDir('uw-webhook-workers-'),
      SECRET_KEY: Buffer.alloc(32, 5).toString('base64'),
      WEBHOOK_RETRY_INTERVAL_MS: '200',
      RATE_LIMIT_PER_SECOND: '100000',
      RATE_LIMIT_BURST: '100000',
    };
  });
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop('SIGKILL')));
    killAll();
    await Promise.all(receivers.map((r) => r.close()));
    await db?.drop();
  });

  async function account(name: string, answer: number) {
    const rx = await startWebhookReceiver(() => answer);
    receivers.push(rx);
    const created = await cliJson(['account', 'create', '--name', name, '--environment', 'sandbox', '--webhook-url', rx.url], env);
    return { rx, key: created.lender_key as string, secret: created.signing_secret as string };
  }

  /** Creates CASES cases, 20 requests at a time; every one must be 201. */
  async function createCases(key: string, prefix: string) {
    for (let i = 0; i < CASES; i += 20) {
      const batch = Array.from({ length: Math.min(20, CASES - i) }, (_, j) => `${prefix}-${i + j}`);
      const statuses = await Promise.all(
        batch.map(async (ref) => (await api(apiProc.baseUrl, key, '/api/cases', { method: 'POST', body: { first_name: 'Ada', last_name: 'Lovelace', reference_id: ref } })).status),
      );
      expect(statuses.every((s) => s === 201), JSON.stringify(statuses)).toBe(true);
    }
  }

  /** The CASE_CREATED event_ids of the account, after checking there is one per case. */
  async function eventIdsOfCases(key: string): Promise<Map<string, any>> {
    const cases = await listAll(apiProc.baseUrl, key, '/api/cases');
    expect(cases).toHaveLength(CASES);
    let events: any[] = [];
    await pollUntil('every case has its event listed', async () => {
      events = await listAll(apiProc.baseUrl, key, '/api/events');
      return events.length >= CASES;
    }, 20_000);
    expect(events.every((e) => e.event === 'CASE_CREATED')).toBe(true);
    expect(events.map((e) => e.case_id).sort()).toEqual(cases.map((c) => c.case_id).sort());
    return new Map(events.map((e) => [e.event_id, e]));
  }

  /** GET /api/events/{id} of every event until each shows `status`; returns the details. */
  async function settle(key: string, ids: string[], status: string, timeoutMs: number) {
    const details = new Map<string, any>();
    await pollUntil(
      `every event is ${status}`,
      async () => {
        for (const id of ids) {
          if (details.get(id)?.delivery.status === status) continue;
          const got = await api(apiProc.baseUrl, key, `/api/events/${id}`);
          expect(got.status).toBe(200);
          details.set(id, got.body);
        }
        return ids.every((id) => details.get(id).delivery.status === status);
      },
      timeoutMs,
      500,
    );
    return details;
  }

  /** No delivery attempt is left to make (the outbox is empty): nothing more can reach a receiver. */
  async function queueDrained() {
    const rows = await query<{ n: number }>(db.url, `select count(*)::int as n from events where delivery_due_at is not null`);
    return rows[0]!.n === 0;
  }

  test('serve --no-worker and two workers start on one database', async () => {
    apiProc = await spawnServer(env, ['serve', '--no-worker']);
    procs.push(apiProc);
    await waitHealthy(apiProc);
    const workers = [await spawnServer(env, ['worker']), await spawnServer(env, ['worker'])];
    procs.push(...workers);
    await pollUntil('both workers are running', () => workers.every((w) => w.stdout().includes('underwrite worker is running') || w.child.exitCode !== null), 60_000);
    for (const w of workers) expect(w.child.exitCode, w.stderr()).toBeNull();
  });

  test(`a receiver answering 200 gets each of ${CASES} events exactly once`, async () => {
    const ok = await account('Workers OK', 200);
    const started = Date.now();
    await createCases(ok.key, 'ok');
    const events = await eventIdsOfCases(ok.key);
    await pollUntil(`the receiver got ${CASES} distinct events`, () => ok.rx.counts().size >= CASES, 60_000);
    const details = await settle(ok.key, [...events.keys()], 'DELIVERED', 30_000);
    await pollUntil('no delivery job is left', queueDrained, 30_000);

    const counts = ok.rx.counts();
    expect([...counts.keys()].sort()).toEqual([...events.keys()].sort());
    const duplicated = [...counts].filter(([, n]) => n !== 1);
    expect(duplicated, 'event_ids received more than once').toEqual([]);
    expect(ok.rx.received).toHaveLength(CASES);
    for (const r of ok.rx.received) {
      expect(r.body).toEqual(events.get(r.id));
      expect(verifyWebhook(r.raw, r.headers, ok.secret)).toBe(true);
    }
    for (const [, d] of details) expect(d.delivery.attempts).toEqual([expect.objectContaining({ attempt: 1, succeeded: true, status_code: 200 })]);
    console.log(`[webhook-workers] 200 receiver: ${CASES} events, ${ok.rx.received.length} requests, ${duplicated.length} duplicated, all DELIVERED (${Date.now() - started} ms)`);
  });

  test(`a receiver answering 500 gets exactly 3 requests per event; all ${CASES} end DROPPED with 3 attempts`, async () => {
    const failing = await account('Workers 500', 500);
    const started = Date.now();
    await createCases(failing.key, 'fail');
    const events = await eventIdsOfCases(failing.key);
    const ids = [...events.keys()];
    const details = await settle(failing.key, ids, 'DROPPED', 100_000);
    await pollUntil('no delivery job is left', queueDrained, 30_000);

    const counts = failing.rx.counts();
    expect([...counts.keys()].sort()).toEqual([...ids].sort());
    const notThree = [...counts].filter(([, n]) => n !== 3);
    expect(notThree, 'event_ids not received exactly 3 times').toEqual([]);
    expect(failing.rx.received).toHaveLength(3 * CASES);
    for (const r of failing.rx.received) expect(verifyWebhook(r.raw, r.headers, failing.secret)).toBe(true);
    for (const [, d] of details) {
      const attempts = d.delivery.attempts;
      expect(attempts.map((a: any) => a.attempt).sort()).toEqual([1, 2, 3]);
      expect(new Set(attempts.map((a: any) => a.delivery_id)).size).toBe(1);
      for (const a of attempts) expect(a).toMatchObject({ succeeded: false, status_code: 500 });
    }
    console.log(`[webhook-workers] 500 receiver: ${CASES} events, ${failing.rx.received.length} requests (${notThree.length} events not received exactly 3 times), all DROPPED with 3 attempts (${Date.now() - started} ms)`);
  });
});
