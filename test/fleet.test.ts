import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { decryptBytes, storageKeyOf } from '../src/documents/encrypted-blobs.ts';
import { secretBox } from '../src/shared/secret-box.ts';
import { s3ObjectStore } from '../src/storage/s3-object-store.ts';
import { tenWeekStatementCsv } from './multipart.ts';
import { cliJson, freePort, killAll, pollUntil, query, scratchDatabase, scratchServerReachable, spawnServer, startWebhookReceiver, tempDir, waitHealthy, type Env, type Server, type WebhookReceiver } from './processes.ts';
import { startS3Emulator, type S3Emulator } from './s3-emulator.ts';

/**
 * The service as a fleet (docs/scaling.md): two `serve --no-worker` and two `worker` processes on
 * one PostgreSQL, documents in an S3 bucket, each process with a data directory of its own (no
 * shared disk). Midway one API process and one worker get SIGTERM and the other worker SIGKILL.
 * FLEET_CASES sets the number of cases (the default keeps the test near a minute in CI).
 */
const CASES = Number(process.env.FLEET_CASES ?? 40);
const IN_FLIGHT = 6;
// Bounds that grow with the cases asked for (the CI default stays well inside them).
const COMPLETION_MS = Math.max(150_000, CASES * 4_000);
vi.setConfig({ testTimeout: COMPLETION_MS + 180_000, hookTimeout: 180_000 });

const sha256 = (b: Buffer | string) => crypto.createHash('sha256').update(b).digest('hex');

/** Ten weeks of statement, made unique by one last cent spent (its own bytes, its own object). */
function uniqueStatement(n: number): string {
  const csv = tenWeekStatementCsv();
  const last = csv.split('\n').pop()!.split(',');
  const balance = (Number(last[3]) - 0.01).toFixed(2);
  return `${csv}\n2026-03-13,FLEET CASE ${n} ${crypto.randomBytes(4).toString('hex')},-0.01,${balance}`;
}

describe.skipIf(!(await scratchServerReachable()))('a fleet: two API processes, two workers, S3 storage', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let s3: S3Emulator;
  let receiver: WebhookReceiver;
  let common: Env;
  const procs: Server[] = [];

  beforeAll(async () => {
    [db, s3, receiver] = await Promise.all([scratchDatabase(), startS3Emulator(), startWebhookReceiver()]);
    common = {
      DATABASE_URL: db.url,
      SECRET_KEY: crypto.randomBytes(32).toString('base64'),
      ...s3.env('fleet'),
      JOB_SUPERVISE_SECONDS: '2',
      WEBHOOK_RETRY_INTERVAL_MS: '1000',
      RATE_LIMIT_PER_SECOND: '10000',
      RATE_LIMIT_BURST: '10000',
      PARSE_THREADS: '2',
      PARSE_THREADS_PER_ACCOUNT: '2', // one account drives every case: let it use both threads
      SHUTDOWN_GRACE_MS: '20000',
    };
  });
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop('SIGKILL')));
    killAll();
    await receiver?.close();
    await s3?.close();
    await db?.drop();
  });

  const start = async (args: string[], extra: Env = {}) => {
    const p = await spawnServer({ ...common, DATA_DIR: tempDir('uw-fleet-'), ...extra }, args);
    procs.push(p);
    return p;
  };
  const workerRunning = (w: Server) => pollUntil('worker running', () => w.stdout().includes('underwrite worker is running'), 90_000);

  test('every case completes exactly once, every webhook arrives, every document is in the bucket, nothing stays claimed', async () => {
    // The first API process migrates the database; the others start beside it.
    const started = Date.now();
    const apiA = await start(['serve', '--no-worker']);
    await waitHealthy(apiA, 90_000);
    const [apiB, w1, w2] = [await start(['serve', '--no-worker']), await start(['worker']), await start(['worker'])];
    const workflows = path.join(tempDir('uw-fleet-wf-'), 'workflows.json');
    fs.writeFileSync(workflows, JSON.stringify([{ name: 'bank only', stages: [{ name: 'bank', modules: ['cash_flow_analysis'] }] }]));
    const [account] = await Promise.all([
      cliJson(['account', 'create', '--name', 'Fleet', '--environment', 'sandbox', '--workflows', workflows, '--webhook-url', receiver.url], { ...common, DATA_DIR: tempDir('uw-fleet-cli-') }),
      waitHealthy(apiB, 90_000),
      workerRunning(w1),
      workerRunning(w2),
    ]);
    const key = account.lender_key as string;
    if (process.env.FLEET_TRACE) console.log(`fleet started: ${Date.now() - started} ms`);
    const t0 = Date.now();
    const mark = (what: string) => process.env.FLEET_TRACE && console.log(`${what}: ${Date.now() - t0} ms`);

    const apis = [apiA, apiB];
    const down = new Set<Server>();
    /** As a load balancer would: the API process asked for, or the other one when it is gone or draining. Idempotency keys make a retry safe. */
    async function call(prefer: number, method: string, pathname: string, body: unknown, idem: string, contentType = 'application/json') {
      for (let attempt = 0; attempt < 6; attempt++) {
        const target = apis[(prefer + attempt) % 2]!;
        if (down.has(target)) continue;
        try {
          const res = await fetch(target.baseUrl + pathname, {
            method,
            headers: { authorization: `Bearer ${key}`, 'idempotency-key': idem, ...(typeof body === 'string' || body instanceof FormData ? {} : { 'content-type': contentType }) },
            body: body instanceof FormData ? body : JSON.stringify(body),
            signal: AbortSignal.timeout(60_000),
          });
          if (res.status === 503) continue;
          return { status: res.status, body: (await res.json()) as any };
        } catch {
          /* connection refused or cut: the other process */
        }
      }
      throw new Error(`${method} ${pathname}: no API process answered`);
    }

    /** A 5xx's lines from the processes' logs (by its request id), to say why. */
    const why = (res: { status: number; body: any }) =>
      res.status >= 500
        ? procs.flatMap((p) => `${p.stdout()}\n${p.stderr()}`.split('\n').filter((l) => l.includes(String(res.body?.request_id)))).join('\n')
        : JSON.stringify(res.body);

    const documents: { caseId: string; sha256: string }[] = [];
    async function driveCase(n: number) {
      const prefer = n % 2;
      const created = await call(prefer, 'POST', '/api/cases', { first_name: 'Ada', last_name: `Fleet${n}`, reference_id: `fleet-${n}` }, `create-${n}`);
      expect(created.status, why(created)).toBe(201);
      const caseId = created.body.case_id as string;
      const csv = uniqueStatement(n);
      const form = new FormData();
      form.set('module_type', 'cash_flow_analysis');
      form.set('document_category', 'bank_statement');
      form.set('files', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
      const uploaded = await call(prefer, 'POST', `/api/cases/${caseId}/documents`, form, `upload-${n}`);
      expect(uploaded.status, why(uploaded)).toBe(201);
      documents.push({ caseId, sha256: sha256(csv) });
      const run = await call(prefer + 1, 'POST', `/api/cases/${caseId}/modules/cash_flow_analysis/run`, {}, `run-${n}`);
      expect(run.status, why(run)).toBe(202);
    }

    let next = 0;
    let disrupted: Promise<[{ code: number | null }, { code: number | null }]> | undefined;
    let w3: Server | undefined;
    let w3Port = 0;
    const lanes = Array.from({ length: IN_FLIGHT }, async () => {
      while (next < CASES) {
        const n = next++;
        // The replacement worker starts early, so that it runs by the time the other two go.
        if (n === Math.floor(CASES / 4) && !w3) w3 = await start(['worker'], { WORKER_PORT: String((w3Port = await freePort())) });
        if (n === Math.floor(CASES / 2) && !disrupted) {
          // Midway, with requests and jobs in flight: a graceful stop of one API and one worker, a crash of the other worker.
          down.add(apiB);
          disrupted = Promise.all([apiB.stop('SIGTERM', 30_000), w1.stop('SIGTERM', 30_000)]);
          w2.child.kill('SIGKILL');
        }
        await driveCase(n);
      }
    });
    await Promise.all(lanes);
    mark('driven');
    await workerRunning(w3!);
    mark('replacement worker running');
    const [apiBExit, w1Exit] = await disrupted!;
    expect(apiBExit.code, apiB.stdout() + apiB.stderr()).toBe(0);
    expect(w1Exit.code, w1.stdout() + w1.stderr()).toBe(0);

    const finished = async () =>
      (await query<{ n: string }>(db.url, `select count(*) as n from cases where status = 'COMPLETED'`))[0]!.n === String(CASES);
    await pollUntil('every case completed', finished, COMPLETION_MS, 500);
    mark('completed');

    // Exactly once: one execution per case, and one outcome event per case.
    const executions = await query<{ case_id: string; n: string; statuses: string }>(
      db.url,
      `select case_id, count(*) as n, string_agg(status, ',') as statuses from module_executions group by case_id`,
    );
    expect(executions).toHaveLength(CASES);
    for (const e of executions) expect([e.n, e.statuses]).toEqual(['1', 'COMPLETED']);
    const outcomes = await query<{ case_id: string; n: string }>(
      db.url,
      `select case_id, count(*) as n from events where event in ('MODULE_COMPLETED', 'MODULE_INSUFFICIENT', 'MODULE_ERROR') group by case_id`,
    );
    expect(outcomes).toHaveLength(CASES);
    for (const o of outcomes) expect(o.n).toBe('1');

    // Every event delivered, and received.
    await pollUntil('every event delivered', async () => (await query(db.url, `select 1 from events where delivery_status <> 'DELIVERED'`)).length === 0, 60_000, 500);
    const eventIds = (await query<{ id: string }>(db.url, 'select id from events')).map((r) => r.id);
    expect(eventIds.length).toBe(CASES * 3); // CASE_CREATED, MODULE_DOCUMENT_UPLOADED, MODULE_COMPLETED
    const received = receiver.counts();
    expect(eventIds.filter((id) => !received.has(id))).toEqual([]);

    mark('delivered');
    // Every document's bytes in the bucket, encrypted under the account's object name, decrypting to their hash.
    const rows = await query<{ sha256: string; account_id: string }>(db.url, 'select sha256, account_id from documents');
    expect(rows.map((r) => r.sha256).sort()).toEqual(documents.map((d) => d.sha256).sort());
    const bucket = s3ObjectStore({ bucket: s3.bucket, prefix: 'fleet/', endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const box = secretBox(Buffer.from(common.SECRET_KEY!, 'base64'));
    for (const { sha256: h, account_id: accountId } of rows) {
      const name = storageKeyOf(accountId, h);
      const [key] = await query<{ sealed_key: string }>(db.url, `select sealed_key from stored_objects where storage_key = '${name}'`);
      const { body } = await bucket.get(name);
      const chunks: Buffer[] = [];
      for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
      const plain = decryptBytes(Buffer.concat(chunks), Buffer.from(box.open(key.sealed_key), 'base64'));
      expect(crypto.createHash('sha256').update(plain).digest('hex')).toBe(h);
    }

    // The surviving worker reports on WORKER_PORT: ready, and what it did.
    const w3Url = `http://127.0.0.1:${w3Port}`;
    expect(await (await fetch(`${w3Url}/readyz`)).json()).toEqual({ status: 'ready' });
    const metrics = await (await fetch(`${w3Url}/metrics`)).text();
    expect(metrics).toMatch(/underwrite_module_runs_total\{module_type="cash_flow_analysis",outcome="COMPLETED"\} [1-9]/);
    expect(metrics).toMatch(/underwrite_webhook_attempts_total\{outcome="delivered"\} [1-9]/);
    expect(metrics).toMatch(/underwrite_documents_parsed_total\{category="bank_statement",outcome="processed"\} [1-9]/);

    // Nothing left claimed by any process, the dead one included.
    await pollUntil('no job active', async () => (await query(db.url, `select 1 from pgboss.job where state = 'active'`)).length === 0, 60_000, 500);
  });
});
