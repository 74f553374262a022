import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { verifyWebhook } from '../src/webhooks/signature.ts';
import {
  api,
  cliJson,
  killAll,
  listAll,
  pollUntil,
  scratchDatabase,
  scratchServerReachable,
  EMBEDDED_HALF,
  spawnServer,
  startServer,
  startWebhookReceiver,
  tempDir,
  waitHealthy,
  type Env,
  type Server,
  type WebhookReceiver,
} from './processes.ts';

// Issue "Events and webhook delivery that never lose an event": the service is SIGKILLed at points
// the test chooses (after a change commits but before its delivery; in the middle of a delivery),
// on the embedded store and on PostgreSQL. After the restart every case has its CASE_CREATED event
// and every event reaches the receiver (same event_id) or is recorded DROPPED. Duplicates are allowed
// (at least once) and printed, so what each kill showed can be quoted.

vi.setConfig({ testTimeout: 150_000 });

const root = tempDir('uw-webhook-crash-');
const receivers: WebhookReceiver[] = [];
afterAll(async () => {
  killAll();
  await Promise.all(receivers.map((r) => r.close()));
  fs.rmSync(root, { recursive: true, force: true });
});

/** Short webhook timeout and supervision, so a job whose worker died comes back within seconds. */
const FAST: Env = {
  WEBHOOK_TIMEOUT_MS: '1000',
  JOB_SUPERVISE_SECONDS: '1',
  WEBHOOK_RETRY_INTERVAL_MS: '500',
  RATE_LIMIT_PER_SECOND: '100000',
  RATE_LIMIT_BURST: '100000',
};

interface Account {
  account_id: string;
  lender_key: string;
  signing_secret: string;
}

async function receiver(answer: WebhookReceiver['answer']): Promise<WebhookReceiver> {
  const r = await startWebhookReceiver(answer);
  receivers.push(r);
  return r;
}

async function createAccount(env: Env, name: string, url: string): Promise<Account> {
  const created = await cliJson(['account', 'create', '--name', name, '--environment', 'sandbox', '--webhook-url', url], env);
  return created as Account;
}

const caseBody = (ref: string) => ({ first_name: 'Ada', last_name: 'Lovelace', reference_id: ref });

/** POST /api/cases that never throws: the status, or 'failed' when the process died under it. */
async function createCase(baseUrl: string, key: string, ref: string, onResponse?: () => void): Promise<number | 'failed'> {
  try {
    const res = await fetch(`${baseUrl}/api/cases`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(caseBody(ref)),
      signal: AbortSignal.timeout(20_000),
    });
    onResponse?.();
    return res.status;
  } catch {
    return 'failed';
  }
}

/**
 * Creates `sequential` cases one by one, then fires `burst` at once and SIGKILLs `victim` the moment
 * the first response of the burst arrives. Returns the reference_ids whose creation was answered 201.
 */
async function createThenKillOnResponse(server: Server, key: string, prefix: string, sequential: number, burst: number) {
  const acked: string[] = [];
  for (let i = 0; i < sequential; i++) {
    const ref = `${prefix}-seq-${i}`;
    const status = await createCase(server.baseUrl, key, ref);
    expect(status).toBe(201);
    acked.push(ref);
  }
  let killed = false;
  const refs = Array.from({ length: burst }, (_, i) => `${prefix}-burst-${i}`);
  const statuses = await Promise.all(
    refs.map((ref) =>
      createCase(server.baseUrl, key, ref, () => {
        if (!killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }),
    ),
  );
  statuses.forEach((s, i) => s === 201 && acked.push(refs[i]!));
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
  return { acked, burst: { answered201: statuses.filter((s) => s === 201).length, failed: statuses.filter((s) => s === 'failed').length } };
}

interface Outcome {
  cases: number;
  events: number;
  delivered: number;
  dropped: number;
  requests: number;
  duplicates: number;
  counts: Map<string, number>;
  details: Map<string, any>;
}

/**
 * The closing check of every kill: no change without its event, no event without its change, and
 * every event delivered (the receiver saw its event_id, signed) or recorded DROPPED.
 */
async function expectNothingLost(baseUrl: string, account: Account, rx: WebhookReceiver, acked: string[], timeoutMs = 75_000): Promise<Outcome> {
  const key = account.lender_key;
  const cases = await listAll(baseUrl, key, '/api/cases');
  const byRef = new Map(cases.map((c) => [c.reference_id, c]));
  for (const ref of acked) expect(byRef.has(ref), `case ${ref} was answered 201 but is gone`).toBe(true);

  // Events are listed once their transactions have settled: poll until every case shows its event.
  let events: any[] = [];
  await pollUntil(
    'every case has its CASE_CREATED event',
    async () => {
      events = await listAll(baseUrl, key, '/api/events');
      const created = new Set(events.filter((e) => e.event === 'CASE_CREATED').map((e) => e.case_id));
      return cases.every((c) => created.has(c.case_id));
    },
    20_000,
  );
  const createdEvents = events.filter((e) => e.event === 'CASE_CREATED');
  expect(createdEvents.map((e) => e.case_id).sort()).toEqual(cases.map((c) => c.case_id).sort()); // one each, none extra
  expect(new Set(events.map((e) => e.event_id)).size).toBe(events.length);

  // Every delivery settles: DELIVERED or DROPPED, never PENDING for ever.
  const details = new Map<string, any>();
  await pollUntil(
    'every event is DELIVERED or DROPPED',
    async () => {
      for (const e of events) {
        if (['DELIVERED', 'DROPPED'].includes(details.get(e.event_id)?.delivery.status)) continue;
        const got = await api(baseUrl, key, `/api/events/${e.event_id}`);
        expect(got.status).toBe(200);
        details.set(e.event_id, got.body);
      }
      return events.every((e) => ['DELIVERED', 'DROPPED'].includes(details.get(e.event_id).delivery.status));
    },
    timeoutMs,
    500,
  );

  const counts = rx.counts();
  let delivered = 0;
  let dropped = 0;
  for (const e of events) {
    const { delivery } = details.get(e.event_id);
    if (delivery.status === 'DELIVERED') {
      delivered++;
      expect(counts.get(e.event_id) ?? 0, `event ${e.event_id} is DELIVERED but never reached the receiver`).toBeGreaterThanOrEqual(1);
      expect(delivery.attempts.some((a: any) => a.succeeded)).toBe(true);
    } else {
      dropped++;
      expect(delivery.attempts.filter((a: any) => !a.succeeded)).toHaveLength(3);
    }
    // Each (delivery, attempt) recorded once.
    const pairs = delivery.attempts.map((a: any) => `${a.delivery_id}:${a.attempt}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  }

  // Every request was this account's event, signed with its secret, with the body the API shows.
  const eventsById = new Map(events.map((e) => [e.event_id, e]));
  for (const r of rx.received) {
    expect(eventsById.has(r.id), `the receiver got an unknown webhook-id ${r.id}`).toBe(true);
    expect(r.body.event_id).toBe(r.id);
    expect(r.body).toEqual(eventsById.get(r.id));
    expect(verifyWebhook(r.raw, r.headers, account.signing_secret)).toBe(true);
  }
  const duplicates = [...counts.values()].reduce((n, c) => n + Math.max(0, c - 1), 0);
  return { cases: cases.length, events: events.length, delivered, dropped, requests: rx.received.length, duplicates, counts, details };
}

/**
 * The event whose delivery was held when the process died arrived again after the restart, and
 * its one recorded attempt is the success. Returns what the kill showed, for the report.
 */
function heldEventDeliveredAgain(out: Outcome, killed: { id?: string; requestsWhenKilled?: number }) {
  expect(out.counts.get(killed.id!)).toBeGreaterThanOrEqual(2); // held, then again after the restart
  const detail = out.details.get(killed.id!);
  expect(detail.delivery.status).toBe('DELIVERED');
  expect(detail.delivery.attempts).toEqual([expect.objectContaining({ attempt: 1, succeeded: true, status_code: 200 })]);
  return {
    cases: out.cases,
    events: out.events,
    requests_when_killed: killed.requestsWhenKilled,
    held_event_received: out.counts.get(killed.id!),
    requests_total: out.requests,
    duplicates: out.duplicates,
    delivered: out.delivered,
    dropped: out.dropped,
  };
}

function report(what: string, facts: Record<string, unknown>) {
  console.log(`[webhook-crash] ${what}: ${JSON.stringify(facts)}`);
}

/**
 * SIGKILLs the process running the deliveries the moment the receiver sees the first request, which
 * it holds open; every later request is answered 200. Returns the first (held) request's event_id.
 */
function killOnFirstRequest(rx: WebhookReceiver, victim: () => Server) {
  const first = { id: undefined as string | undefined, requestsWhenKilled: 0 };
  rx.answer = (_req, i) => (i === 0 ? 'hold' : 200);
  rx.onRequest = (req, i) => {
    if (i !== 0) return;
    first.id = req.id;
    victim().child.kill('SIGKILL');
    first.requestsWhenKilled = rx.received.length;
  };
  return first;
}

describe.runIf(EMBEDDED_HALF)('embedded PGlite: SIGKILL of serve', () => {
  test('a. after the changes commit, before their delivery: a restart delivers every event', async () => {
    const env: Env = { DATA_DIR: path.join(root, 'pglite-a'), ...FAST };
    // The receiver does not answer yet: no delivery can complete before the kill.
    const rx = await receiver(() => 'hold');
    const account = await createAccount(env, 'Crash A', rx.url);
    const first = await startServer(env);

    const { acked, burst } = await createThenKillOnResponse(first, account.lender_key, 'pa', 3, 10);
    const heldAtKill = rx.received.length;
    rx.answer = () => 200;

    const second = await startServer(env);
    const out = await expectNothingLost(second.baseUrl, account, rx, acked);
    expect(out.cases).toBeGreaterThanOrEqual(acked.length);
    expect(out.dropped).toBe(0);
    report('PGlite a (kill at the first 201 of a burst, receiver holding)', {
      acked: acked.length,
      burst,
      cases_after_restart: out.cases,
      events: out.events,
      requests_held_when_killed: heldAtKill,
      requests_total: out.requests,
      duplicates: out.duplicates,
      delivered: out.delivered,
      dropped: out.dropped,
    });
    await second.stop();
  });

  test('b. during a delivery: the held event arrives again with the same webhook-id and is DELIVERED', async () => {
    const env: Env = { DATA_DIR: path.join(root, 'pglite-b'), ...FAST };
    const rx = await receiver(() => 200);
    const account = await createAccount(env, 'Crash B', rx.url);
    let server = await startServer(env);
    const killed = killOnFirstRequest(rx, () => server);

    const first = server;
    const refs = ['pb-0', 'pb-1', 'pb-2'];
    const statuses = await Promise.all(refs.map((ref) => createCase(first.baseUrl, account.lender_key, ref)));
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(killed.id).toBeDefined();
    const acked = refs.filter((_, i) => statuses[i] === 201);

    server = await startServer(env);
    const out = await expectNothingLost(server.baseUrl, account, rx, acked);
    report('PGlite b (kill when the receiver saw the first request, held)', { creations_answered_201: acked.length, ...heldEventDeliveredAgain(out, killed) });
    await server.stop();
  });
});

describe.skipIf(!(await scratchServerReachable()))('PostgreSQL: SIGKILL of serve --no-worker and of worker', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let env: Env;
  const procs: Server[] = [];

  async function spawn(args: string[]): Promise<Server> {
    const s = await spawnServer(env, args);
    procs.push(s);
    return s;
  }
  async function startApi(): Promise<Server> {
    const s = await spawn(['serve', '--no-worker']);
    await waitHealthy(s);
    return s;
  }
  async function startWorker(): Promise<Server> {
    const w = await spawn(['worker']);
    await pollUntil('the worker is running', () => w.stdout().includes('underwrite worker is running') || w.child.exitCode !== null, 60_000);
    expect(w.child.exitCode, w.stderr()).toBeNull();
    return w;
  }

  test('a. the API process dies after its changes commit; a worker started later delivers every event', async () => {
    db = await scratchDatabase();
    env = { DATABASE_URL: db.url, DATA_DIR: path.join(root, 'pg'), SECRET_KEY: Buffer.alloc(32, 11).toString('base64'), ...FAST };
    const rx = await receiver(() => 200);
    const account = await createAccount(env, 'Crash PG A', rx.url);
    const first = await startApi();

    const { acked, burst } = await createThenKillOnResponse(first, account.lender_key, 'qa', 5, 10);
    // No worker anywhere: nothing may have been delivered yet.
    expect(rx.received).toHaveLength(0);

    const [apiAgain, worker] = await Promise.all([startApi(), startWorker()]);
    const out = await expectNothingLost(apiAgain.baseUrl, account, rx, acked);
    expect(out.delivered).toBe(out.events);
    report('PostgreSQL a (serve --no-worker killed at the first 201 of a burst; worker started after)', {
      acked: acked.length,
      burst,
      cases: out.cases,
      events: out.events,
      requests_before_worker: 0,
      requests_total: out.requests,
      duplicates: out.duplicates,
      delivered: out.delivered,
      dropped: out.dropped,
    });
    await Promise.all([worker.stop(), apiAgain.stop()]);
  });

  test('b. the worker dies during a delivery; another worker delivers it again with the same webhook-id', async () => {
    expect(env, 'test a set up the database').toBeDefined();
    const rx = await receiver(() => 200);
    const account = await createAccount(env, 'Crash PG B', rx.url);
    const apiProc = await startApi();
    let worker = await startWorker();
    const killed = killOnFirstRequest(rx, () => worker);

    const refs = ['qb-0', 'qb-1', 'qb-2'];
    for (const ref of refs) expect(await createCase(apiProc.baseUrl, account.lender_key, ref)).toBe(201);
    const dead = worker;
    await pollUntil('the receiver saw the first request', () => killed.id !== undefined, 30_000);
    expect(await dead.exited).toEqual({ code: null, signal: 'SIGKILL' });

    worker = await startWorker();
    const out = await expectNothingLost(apiProc.baseUrl, account, rx, refs);
    report('PostgreSQL b (worker killed when the receiver saw the first request, held)', heldEventDeliveredAgain(out, killed));
    await Promise.all([worker.stop(), apiProc.stop()]);
  });

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop('SIGKILL')));
    await db?.drop();
  });
});
