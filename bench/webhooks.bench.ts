// `npm run bench:webhooks`: webhook delivery from `underwrite serve` to a loopback receiver in this
// process (it answers 200 at once), beside a plain node HTTP client posting the same bodies to the
// same receiver in the same run. Rows:
// - burst (PostgreSQL, then PGlite): BENCH_EVENTS cases created through POST /api/cases at
//   BENCH_CONNECTIONS connections while the workers deliver: deliveries/s, and the time from
//   commit (the POST's response arrives: the transaction committed before it was sent) to receipt
//   (the receiver has read the request), matched by case_id;
// - drain (PostgreSQL): as many cases created by `serve --no-worker`, then `serve` started: the
//   workers empty the backlog with creation out of the way, which is their capacity;
// - drain + burst (PostgreSQL): the same backlog made through `serve --no-worker`, then an
//   `underwrite worker` started and as many cases created again through that (warm) API process: the
//   delivery capacity during a creation burst, which the burst rows cannot show while cases are
//   created more slowly than the workers deliver (they say `creation-bound`);
// - baseline: a keep-alive node client, BENCH_INFLIGHT requests in flight, posting the bodies and
//   headers the first burst row received; then the same client in a process of its own, whose CPU a
//   request is printed beside the drain's service CPU a delivery (in this process the receiver's
//   work shares the client's event loop, which makes both cheaper).
// Every event must arrive exactly once: a lost or duplicated delivery, a failed creation or a
// server that does not start exits 1; a target missed is a measurement and exits 0.
// Env: BENCH_EVENTS (5000), BENCH_WARMUP_EVENTS (500), BENCH_CONNECTIONS (50), BENCH_INFLIGHT (100),
// BENCH_STORES (postgres,pglite), BENCH_DRAIN (1), BENCH_IDLE_SECONDS (30: give up waiting for
// deliveries after this long without one), BENCH_PG_URL (a database on the server to bench; fresh
// uw_bench_* databases are created next to it and dropped at the end). For profiling:
// BENCH_SPLIT=1 (a PostgreSQL burst row more: the API in `serve --no-worker`, deliveries in an
// `underwrite worker` process), BENCH_CPU_PROF=DIR (V8 CPU profiles of the service processes, one
// per thread, in a subdirectory per process), BENCH_TRACE=FILE (CSV: every burst event's commit
// and receipt times), BENCH_SERVE=SCRIPT (run `node --import tsx SCRIPT serve [--no-worker]` in
// place of `bin/underwrite.mjs serve`: an experiment's entry point), BENCH_CPU_PROF_INTERVAL (the
// profiles' sampling interval in µs). BENCH_SERVICE_ROOT=DIR runs the service of another (built)
// checkout, to compare code back to back under the same benchmark.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { answersHealth, assertNodePid, createBenchDatabase, dbUrl, freePort, PG_URL, release, SERVICE_ENV, SERVICE_ROOT, spawnNode, sql, tmpDir, waitReady, type NodeChild } from './bench-lib.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 5000);
const WARMUP_EVENTS = Number(process.env.BENCH_WARMUP_EVENTS ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The baseline's requests in flight (the service sends at most 64 at once to one endpoint: src/webhooks/delivery-worker.ts). */
const INFLIGHT = Number(process.env.BENCH_INFLIGHT ?? 100);
/** The service's delivery agent: keep-alive, 64 sockets (src/webhooks/webhook-client.ts). */
const AGENT_SOCKETS = 64;
const STORES = (process.env.BENCH_STORES ?? 'postgres,pglite').split(',').map((s) => s.trim()).filter(Boolean);
const DRAIN = process.env.BENCH_DRAIN !== '0';
const SPLIT = process.env.BENCH_SPLIT === '1';
/** For experiments: a script run as `node --import tsx SCRIPT serve [--no-worker]` in place of `bin/underwrite.mjs serve`. */
const SERVE = process.env.BENCH_SERVE;
const IDLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 30) * 1000;
/** A file: each burst row's events as CSV (row, case_id, commit and receipt ms from the first POST), for analysis. */
const TRACE = process.env.BENCH_TRACE ? path.resolve(process.env.BENCH_TRACE) : undefined;
const CPU_PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
/** The profiles' sampling interval in microseconds (BENCH_CPU_PROF_INTERVAL; node's default 1000). */
const profArgs = (dir: string) => (CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.join(CPU_PROF, dir), ...(process.env.BENCH_CPU_PROF_INTERVAL ? ['--cpu-prof-interval', process.env.BENCH_CPU_PROF_INTERVAL] : [])] : []);
const PG_LOCAL = ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(PG_URL).hostname);
const TARGET = { deliveriesPerSecond: 1000, p50Ms: 50, p99Ms: 250, ratio: 0.5 };
const TICK_MS = 10; // /proc CPU times are in ticks of 1/100 s

for (const s of STORES) if (s !== 'postgres' && s !== 'pglite') throw new Error(`BENCH_STORES: unknown store "${s}" (postgres, pglite)`);

interface Cpu { service: number; postgres?: number; bench: number }
interface Row {
  name: string;
  kind: 'burst' | 'drain' | 'baseline';
  events: number;
  /** Cases created per second (from the first POST sent to the last response). */
  createRate?: number;
  /** Events / (first POST sent .. last receipt): the burst from end to end. */
  deliveryRate?: number;
  /** (received - 1) / (first receipt .. last receipt). */
  receiptRate: number;
  /** Deliveries per second between the 10th and the 90th percentile receipt: without start and tail. */
  midRate: number;
  p50?: number;
  p99?: number;
  max?: number;
  /** Receipts read before their POST's response: the receiver and the client share this process. */
  early?: number;
  duplicates: number;
  missing: number;
  unexpected: number;
  errors: number;
  /** CPU ms per delivered event, by process. */
  cpu?: Cpu;
  wallMs: number;
  notes: string[];
  /** The first burst row: what the receiver read, for the baseline to replay. */
  capture?: Sink['capture'];
}
interface Child extends NodeChild { cpuMs: () => number }

/** utime + stime (+ reaped children's) of a process, in ms; 0 when it is gone. */
function procCpuMs(pid: number | string, withChildren = false): number {
  try {
    const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const stat = raw.slice(raw.lastIndexOf(')') + 2).split(' '); // stat[11..14]: utime, stime, cutime, cstime
    const own = Number(stat[11]) + Number(stat[12]);
    return (withChildren ? own + Number(stat[13]) + Number(stat[14]) : own) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * Every postgres process of this machine (when BENCH_PG_URL is local): live backends, and through
 * the postmaster's cutime/cstime the ones that exited. Other clients of the server count too.
 */
function postgresCpuMs(): number | undefined {
  if (!PG_LOCAL) return undefined;
  let total = 0;
  let found = false;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    found = true;
    total += procCpuMs(pid, true);
  }
  return found ? total : undefined;
}

const benchCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** A node child process (no shell in between, so its pid is the server's own), ready when `port` answers /health or its output matches `ready`. */
async function startNode(args: string[], env: Record<string, string | undefined>, ready: number | RegExp, onSpawn?: (c: Child) => void): Promise<Child> {
  const node = spawnNode(args, env);
  const child: Child = {
    ...node,
    cpuMs: () => {
      assertNodePid(node.proc.pid);
      return procCpuMs(node.proc.pid!);
    },
  };
  onSpawn?.(child);
  await waitReady(node, args.join(' '), typeof ready === 'number' ? answersHealth(ready) : () => ready.test(node.output()));
  return child;
}

function runCli(args: string[], env: Record<string, string | undefined>): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['bin/underwrite.mjs', ...args], { cwd: SERVICE_ROOT, env: { ...process.env, ...SERVICE_ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (out += d));
    proc.on('error', reject);
    proc.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`underwrite ${args.join(' ')} exited with ${code}:\n${out}`))));
  });
}

// ---------------------------------------------------------------------------------------------
// The receiver: one loopback HTTP server, one sink per URL path (a row, or its warm-up).

interface Sink {
  /** case_id -> the times (performance.now()) every delivery of it was read. */
  receipts: Map<string, number[]>;
  count: number;
  first: number;
  last: number;
  /** Bodies and headers as received, for the baseline to replay (the first delivery of each event). */
  capture?: { body: Buffer; headers: http.OutgoingHttpHeaders }[];
  onFirst?: () => void;
}
const sinks = new Map<string, Sink>();
let strays = 0;
const newSink = (capture = false): Sink => ({ receipts: new Map(), count: 0, first: Infinity, last: -Infinity, ...(capture ? { capture: [] } : {}) });

const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const t = performance.now();
    res.writeHead(200, { 'content-length': '0' }).end();
    const sink = sinks.get(req.url ?? '');
    if (!sink) return void strays++;
    const body = Buffer.concat(chunks);
    let caseId = '(unparseable)';
    try {
      caseId = String((JSON.parse(body.toString('utf8')) as { case_id?: unknown }).case_id);
    } catch {
      /* counted as unexpected: no case has that id */
    }
    if (sink.count++ === 0) sink.onFirst?.();
    sink.first = Math.min(sink.first, t);
    sink.last = Math.max(sink.last, t);
    const seen = sink.receipts.get(caseId);
    if (seen) seen.push(t);
    else {
      sink.receipts.set(caseId, [t]);
      if (sink.capture) {
        const { host: _h, connection: _c, ...headers } = req.headers;
        sink.capture.push({ body, headers });
      }
    }
  });
});
receiver.keepAliveTimeout = 60_000;

// ---------------------------------------------------------------------------------------------
// Creation: POST /api/cases at CONNECTIONS connections, each response's arrival taken as the commit.

interface Created { commits: Map<string, number>; started: number; ended: number; errors: number }

function post(agent: http.Agent, port: number, pathName: string, headers: http.OutgoingHttpHeaders, body: string | Buffer): Promise<{ status: number; body: string; t: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathName, method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), t: performance.now() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function createCases(port: number, key: string, count: number, tag: string): Promise<Created> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
  const out: Created = { commits: new Map(), started: performance.now(), ended: 0, errors: 0 };
  let next = 0;
  const errorsSeen: string[] = [];
  await Promise.all(
    Array.from({ length: Math.min(CONNECTIONS, count) }, async () => {
      while (next < count) {
        const i = next++;
        const body = JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', reference_id: `${tag}-${i}`, phone_number: '+14155552671' });
        try {
          const r = await post(agent, port, '/api/cases', headers, body);
          const caseId = r.status === 201 ? (JSON.parse(r.body) as { case_id?: string }).case_id : undefined;
          if (!caseId) throw new Error(`HTTP ${r.status}: ${r.body.slice(0, 200)}`);
          out.commits.set(caseId, r.t);
        } catch (err) {
          out.errors++;
          if (errorsSeen.length < 3) errorsSeen.push((err as Error).message);
        }
      }
    }),
  );
  out.ended = performance.now();
  agent.destroy();
  if (out.errors) console.error(`${tag}: ${out.errors} case creations failed, e.g. ${errorsSeen.join(' | ')}`);
  return out;
}

/** Waits until every created case has a receipt, or nothing arrived for IDLE_MS; then a second for late duplicates. */
async function awaitReceipts(sink: Sink, expected: number) {
  let lastCount = -1;
  let lastChange = performance.now();
  while (sink.receipts.size < expected) {
    if (sink.count !== lastCount) [lastCount, lastChange] = [sink.count, performance.now()];
    if (performance.now() - lastChange > IDLE_MS) break;
    await sleep(20);
  }
  await sleep(1000);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** Duplicates, missing and unexpected receipts of a sink against the cases created. */
function tally(sink: Sink, commits: Map<string, number>) {
  let duplicates = 0;
  let missing = 0;
  let unexpected = 0;
  for (const [id, times] of sink.receipts) {
    if (!commits.has(id)) unexpected += times.length;
    else duplicates += times.length - 1;
  }
  for (const id of commits.keys()) if (!sink.receipts.has(id)) missing++;
  return { duplicates, missing, unexpected };
}

/** The rate of receipts between the 10th and the 90th percentile receipt. */
function midRate(sink: Sink): number {
  const times = [...sink.receipts.values()].map((t) => t[0]).sort((a, b) => a - b);
  if (times.length < 10) return NaN;
  const lo = Math.floor(times.length * 0.1);
  const hi = Math.ceil(times.length * 0.9) - 1;
  return (hi - lo) / ((times[hi] - times[lo]) / 1000);
}

// ---------------------------------------------------------------------------------------------
// The service.

interface StoreSetup { label: string; env: () => Promise<Record<string, string | undefined>>; dbUrl?: string }

async function startService(env: Record<string, string | undefined>, worker: boolean, profName: string, onSpawn?: (c: Child) => void) {
  const port = await freePort();
  const entry = SERVE ? ['--import', 'tsx', path.resolve(SERVE)] : ['bin/underwrite.mjs'];
  const args = [...profArgs(profName), ...entry, 'serve', ...(worker ? [] : ['--no-worker'])];
  const service = await startNode(args, {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_SECOND: '1000000',
    RATE_LIMIT_BURST: '1000000',
  }, port, onSpawn);
  return { port, service };
}

/** On a fresh store: the first-start banner's lender key and account; the account's webhook URL set to `hookPath`. */
async function prepare(label: string, env: Record<string, string | undefined>, service: Child, hookPath: string) {
  const key = /lender key\s+(\S+)/.exec(service.output())?.[1];
  const account = /account_id\s+(\S+)/.exec(service.output())?.[1];
  if (!key || !account) throw new Error(`${label}: no lender key or account in the first-start banner:\n${service.output()}`);
  const { port } = receiver.address() as net.AddressInfo;
  await runCli(['webhook', 'set', '--account', account, '--url', `http://127.0.0.1:${port}${hookPath}`], { ...env, LOG_LEVEL: 'warn' });
  return key;
}

/** What the database says after a row (PostgreSQL only): delivery statuses, failed attempts, deliveries still waiting in the outbox. */
async function dbReport(url: string): Promise<string[]> {
  const notes: string[] = [];
  const status = await sql(url, `SELECT delivery_status AS s, count(*)::int AS n FROM events GROUP BY 1 ORDER BY 1`);
  const attempts = await sql(url, `SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT succeeded)::int AS failed FROM webhook_attempts`);
  const waiting = await sql(url, `SELECT count(*)::int AS n FROM events WHERE delivery_due_at IS NOT NULL`);
  notes.push(`database: events ${status.map((r) => `${r.s} ${r.n}`).join(', ')}; attempts ${attempts[0].n} (${attempts[0].failed} failed); deliveries waiting in the outbox ${waiting[0].n}`);
  return notes;
}

const cpuNow = (...procs: Child[]): Cpu => ({ service: procs.reduce((sum, c) => sum + c.cpuMs(), 0), postgres: postgresCpuMs(), bench: benchCpuMs() });
const cpuPerEvent = (a: Cpu, b: Cpu, n: number): Cpu => ({
  service: (b.service - a.service) / n,
  postgres: a.postgres === undefined || b.postgres === undefined ? undefined : (b.postgres - a.postgres) / n,
  bench: (b.bench - a.bench) / n,
});

/**
 * Warm-up, then BENCH_EVENTS cases created while the workers deliver. `split` (BENCH_SPLIT=1,
 * PostgreSQL): `serve --no-worker` for the API and an `underwrite worker` process delivering.
 */
async function burstRow(store: StoreSetup, capture: boolean, split = false): Promise<Row> {
  const env = await store.env();
  const { port, service } = await startService(env, !split, `${store.label}-burst${split ? '-api' : ''}`);
  let worker: Child | undefined;
  try {
    if (split) {
      const prof = profArgs(`${store.label}-burst-worker`);
      worker = await startNode([...prof, 'bin/underwrite.mjs', 'worker'], { ...env, LOG_LEVEL: 'warn' }, /underwrite worker is running/);
    }
    const procs = worker ? [service, worker] : [service];
    const hookPath = `/hook/${store.label}/burst`;
    // The webhook URL is set once; the sink behind its path is swapped after the warm-up (a late
    // warm-up duplicate would land in the measured sink, and count there as unexpected).
    const key = await prepare(store.label, env, service, hookPath);
    const notes: string[] = [];
    if (WARMUP_EVENTS > 0) {
      const warm = newSink();
      sinks.set(hookPath, warm);
      const made = await createCases(port, key, WARMUP_EVENTS, `warm-${store.label}`);
      await awaitReceipts(warm, made.commits.size);
      const t = tally(warm, made.commits);
      if (t.missing || made.errors) throw new Error(`${store.label}: warm-up: ${made.errors} creations failed, ${t.missing} of ${made.commits.size} deliveries missing`);
    }
    const sink = newSink(capture);
    sinks.set(hookPath, sink);
    const before = cpuNow(...procs);
    const made = await createCases(port, key, EVENTS, `burst-${store.label}`);
    const createdAt = performance.now();
    await awaitReceipts(sink, made.commits.size);
    const after = cpuNow(...procs);
    for (const p of procs) if (p.proc.exitCode !== null) throw new Error(`${store.label}: ${p.proc.spawnargs.slice(-1)[0]} exited with ${p.proc.exitCode}:\n${p.output()}`);

    const { duplicates, missing, unexpected } = tally(sink, made.commits);
    const lat: number[] = [];
    let early = 0;
    for (const [id, commit] of made.commits) {
      const t = sink.receipts.get(id)?.[0];
      if (t === undefined) continue;
      lat.push(t - commit);
      if (t < commit) early++;
    }
    lat.sort((a, b) => a - b);
    if (TRACE) {
      const lines = [...made.commits].map(([id, c]) => `${store.label}${split ? '-split' : ''},${id},${(c - made.started).toFixed(2)},${((sink.receipts.get(id)?.[0] ?? NaN) - made.started).toFixed(2)}`);
      fs.appendFileSync(TRACE, lines.join('\n') + '\n');
    }
    const received = sink.receipts.size;
    const createRate = made.commits.size / ((made.ended - made.started) / 1000);
    const deliveryRate = received / ((sink.last - made.started) / 1000);
    const backlogAtEnd = made.commits.size - [...sink.receipts.values()].filter((t) => t[0] <= createdAt).length;
    notes.push(`creation ${(createdAt - made.started).toFixed(0)} ms; last receipt ${(sink.last - createdAt).toFixed(0)} ms after the last response; ${backlogAtEnd} events undelivered when creation ended`);
    if (store.dbUrl) notes.push(...(await dbReport(store.dbUrl)));
    return {
      name: `service on ${store.label === 'postgres' ? 'PostgreSQL' : 'PGlite'}: burst${split ? ', split' : ''}`,
      kind: 'burst',
      events: made.commits.size,
      createRate,
      deliveryRate,
      receiptRate: (received - 1) / ((sink.last - sink.first) / 1000),
      midRate: midRate(sink),
      p50: pct(lat, 50),
      p99: pct(lat, 99),
      max: lat[lat.length - 1],
      early,
      duplicates,
      missing,
      unexpected,
      errors: made.errors,
      cpu: cpuPerEvent(before, after, Math.max(1, received)),
      wallMs: sink.last - made.started,
      notes,
      capture: sink.capture,
    };
  } finally {
    await service.stop();
    await worker?.stop();
  }
}

/**
 * BENCH_EVENTS cases created with no worker running, then `serve` started: the workers drain the
 * backlog. PostgreSQL only: on PGlite, `serve --no-worker` never answers the first POST that makes
 * an event. Starting the queues evicts pg-boss's queue cache (createQueue/updateQueue), no worker
 * fetch refills it, so boss.send() inside the case's transaction looks the queue up through its own
 * adapter, which waits for the single PGlite session that transaction holds.
 *
 * `withBurst`: the `serve --no-worker` that made the backlog keeps running (warm from making it), an
 * `underwrite worker` starts, and BENCH_EVENTS more cases are created through the API at once, while
 * the worker drains the backlog: the delivery capacity during a creation burst, which a burst alone
 * cannot show while cases are created more slowly than they are delivered. Rates are taken over the
 * window in which both ran: from the first POST to the last backlog receipt or the last POST
 * response, whichever came first.
 */
async function drainRow(store: StoreSetup, withBurst = false): Promise<Row> {
  const env = await store.env();
  const hookPath = `/hook/${store.label}/drain${withBurst ? '-burst' : ''}`;
  const sink = newSink();
  const { port, service: api } = await startService(env, false, `${store.label}-fill${withBurst ? '-api' : ''}`);
  let current: Child | undefined;
  try {
    const key = await prepare(store.label, env, api, hookPath);
    const fillCpu = cpuNow(api);
    const made = await createCases(port, key, EVENTS, `drain-${store.label}`);
    const createRate = made.commits.size / ((made.ended - made.started) / 1000);
    const c = cpuPerEvent(fillCpu, cpuNow(api), Math.max(1, made.commits.size));
    const fillNote = `creation with no worker: ${createRate.toFixed(0)} cases/s, CPU ms per case ${c.service.toFixed(2)} service / ${c.postgres?.toFixed(2) ?? '-'} postgres`;
    if (!withBurst) await api.stop();
    await sleep(500);
    if (sink.count > 0) throw new Error(`${store.label}: deliveries arrived from a service with no worker`);
    sinks.set(hookPath, sink);
    let before: Cpu | undefined;
    const procs = () => (withBurst ? [api, current!] : [current!]);
    // Snapshot the CPU counters at the first receipt: the start-up before it is not delivery work.
    sink.onFirst = () => {
      if (current) before = cpuNow(...procs());
    };
    if (withBurst) {
      const prof = profArgs(`${store.label}-drain-burst-worker`);
      current = await startNode([...prof, 'bin/underwrite.mjs', 'worker'], { ...env, LOG_LEVEL: 'warn' }, /underwrite worker is running/, (w) => (current = w));
    } else {
      await startService(env, true, `${store.label}-drain`, (w) => (current = w));
    }
    before ??= cpuNow(...procs());
    const backlog = made.commits;
    const burst = withBurst ? await createCases(port, key, EVENTS, `drain-burst-${store.label}`) : undefined;
    if (burst?.errors) made.errors += burst.errors;
    const expected = new Map([...backlog, ...(burst?.commits ?? [])]);
    await awaitReceipts(sink, expected.size);
    const after = cpuNow(...procs());
    for (const p of procs()) if (p.proc.exitCode !== null) throw new Error(`${store.label}: a service process exited with ${p.proc.exitCode}:\n${p.output()}`);
    const { duplicates, missing, unexpected } = tally(sink, expected);
    const received = sink.receipts.size;
    const notes = [fillNote];
    let rates: Pick<Row, 'createRate' | 'deliveryRate' | 'p50' | 'p99' | 'max'> = { createRate };
    if (burst) {
      // The window in which the worker had a backlog and cases were being created.
      const backlogDone = Math.max(...[...backlog.keys()].map((id) => sink.receipts.get(id)?.[0] ?? Infinity));
      const end = Math.min(backlogDone, burst.ended);
      const inWindow = (t: number) => t >= burst.started && t <= end;
      const delivered = [...sink.receipts.values()].filter((t) => inWindow(t[0])).length;
      const created = [...burst.commits.values()].filter(inWindow).length;
      const seconds = (end - burst.started) / 1000;
      const lat = [...burst.commits].flatMap(([id, t]) => (sink.receipts.has(id) ? [sink.receipts.get(id)![0] - t] : [])).sort((x, y) => x - y);
      rates = { createRate: created / seconds, deliveryRate: delivered / seconds, p50: pct(lat, 50), p99: pct(lat, 99), max: lat[lat.length - 1] };
      notes.push(
        `window ${(seconds * 1000).toFixed(0)} ms (first POST .. ${backlogDone <= burst.ended ? 'last backlog receipt' : 'last POST response: the backlog outlasted the burst'}): ${delivered} delivered, ${created} created; ` +
          `the whole burst ${(burst.commits.size / ((burst.ended - burst.started) / 1000)).toFixed(0)} cases/s; its events wait behind the backlog (latency); CPU: API and worker processes`,
      );
    }
    if (store.dbUrl) notes.push(...(await dbReport(store.dbUrl)));
    return {
      name: `service on ${store.label === 'postgres' ? 'PostgreSQL' : 'PGlite'}: drain${withBurst ? ' + burst' : ''}`,
      kind: 'drain',
      events: expected.size,
      ...rates,
      receiptRate: (received - 1) / ((sink.last - sink.first) / 1000),
      midRate: midRate(sink),
      duplicates,
      missing,
      unexpected,
      errors: made.errors,
      cpu: cpuPerEvent(before!, after, Math.max(1, received)),
      wallMs: sink.last - sink.first,
      notes,
    };
  } finally {
    await current?.stop();
    await api.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The baseline: a plain node client posting the bodies the service delivered, with their headers.

async function baselineRow(capture: { body: Buffer; headers: http.OutgoingHttpHeaders }[]): Promise<Row> {
  const { port } = receiver.address() as net.AddressInfo;
  const replay = async (hookPath: string, items: typeof capture) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: AGENT_SOCKETS });
    let next = 0;
    let errors = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: Math.min(INFLIGHT, items.length) }, async () => {
        while (next < items.length) {
          const { body, headers } = items[next++];
          const r = await post(agent, port, hookPath, headers, body).catch(() => ({ status: 0 }));
          if (r.status !== 200) errors++;
        }
      }),
    );
    const ended = performance.now();
    agent.destroy();
    return { started, ended, errors };
  };
  sinks.set('/hook/baseline/warmup', newSink());
  await replay('/hook/baseline/warmup', capture.slice(0, WARMUP_EVENTS));
  const sink = newSink();
  sinks.set('/hook/baseline', sink);
  const ids = new Map(capture.map((c) => [String((JSON.parse(c.body.toString('utf8')) as { case_id: string }).case_id), 0]));
  const before = benchCpuMs();
  const run = await replay('/hook/baseline', capture);
  const after = benchCpuMs();
  await sleep(200);
  const { duplicates, missing, unexpected } = tally(sink, ids);
  const received = sink.receipts.size;
  return {
    name: 'baseline: node http client',
    kind: 'baseline',
    events: capture.length,
    deliveryRate: capture.length / ((run.ended - run.started) / 1000),
    receiptRate: (received - 1) / ((sink.last - sink.first) / 1000),
    midRate: midRate(sink),
    duplicates,
    missing,
    unexpected,
    errors: run.errors,
    cpu: { service: 0, bench: (after - before) / Math.max(1, received) },
    wallMs: run.ended - run.started,
    notes: [`${INFLIGHT} requests in flight on a keep-alive agent of ${AGENT_SOCKETS} sockets; client and receiver both in this process`],
  };
}

/**
 * The same client in a process of its own (bodies and headers from a file), which prints its own CPU
 * over the measured requests: the plain client's CPU a request, without the receiver's beside it.
 */
const PLAIN_CLIENT = `
const http = require('node:http');
const fs = require('node:fs');
const [file, port, hookPath, warmPath, inflight, sockets, warmup] = process.argv.slice(1);
const items = JSON.parse(fs.readFileSync(file, 'utf8')).map((c) => ({ body: Buffer.from(c.body, 'base64'), headers: c.headers }));
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(sockets) });
const post = (p, { body, headers }) => new Promise((resolve) => {
  const req = http.request({ host: '127.0.0.1', port: Number(port), path: p, method: 'POST', agent, headers: { ...headers, 'content-length': body.length } }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode === 200));
  });
  req.on('error', () => resolve(false));
  req.end(body);
});
const replay = async (p, list) => {
  let next = 0, errors = 0;
  await Promise.all(Array.from({ length: Math.min(Number(inflight), list.length) }, async () => {
    while (next < list.length) if (!(await post(p, list[next++]))) errors++;
  }));
  return errors;
};
(async () => {
  await replay(warmPath, items.slice(0, Number(warmup)));
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const errors = await replay(hookPath, items);
  const seconds = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu);
  process.stdout.write(JSON.stringify({ cpuMs: (used.user + used.system) / 1000, seconds, errors }) + '\\n');
  agent.destroy();
})();`;

async function plainClientRow(capture: { body: Buffer; headers: http.OutgoingHttpHeaders }[]): Promise<Row> {
  const { port } = receiver.address() as net.AddressInfo;
  const file = path.join(tmpDir(), 'capture.json');
  fs.writeFileSync(file, JSON.stringify(capture.map((c) => ({ body: c.body.toString('base64'), headers: c.headers }))));
  sinks.set('/hook/plain/warmup', newSink());
  const sink = newSink();
  sinks.set('/hook/plain', sink);
  const child = spawn(process.execPath, ['-e', PLAIN_CLIENT, file, String(port), '/hook/plain', '/hook/plain/warmup', String(INFLIGHT), String(AGENT_SOCKETS), String(WARMUP_EVENTS)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const before = benchCpuMs();
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  const after = benchCpuMs();
  if (code !== 0) throw new Error(`the plain client's process exited with ${code}`);
  const run = JSON.parse(out) as { cpuMs: number; seconds: number; errors: number };
  await sleep(200);
  const ids = new Map(capture.map((c) => [String((JSON.parse(c.body.toString('utf8')) as { case_id: string }).case_id), 0]));
  const { duplicates, missing, unexpected } = tally(sink, ids);
  const received = sink.receipts.size;
  return {
    name: 'baseline, own process',
    kind: 'baseline',
    events: capture.length,
    deliveryRate: capture.length / run.seconds,
    receiptRate: (received - 1) / ((sink.last - sink.first) / 1000),
    midRate: midRate(sink),
    duplicates,
    missing,
    unexpected,
    errors: run.errors,
    // `service`: the client's process (its own count over the measured requests); `bench`: the receiver here (warm-up included).
    cpu: { service: run.cpuMs / Math.max(1, capture.length), bench: (after - before) / Math.max(1, received + Math.min(WARMUP_EVENTS, capture.length)) },
    wallMs: run.seconds * 1000,
    notes: ['the same client and requests in a process of its own; its CPU (service column) over the measured requests only; this process only receives'],
  };
}

// ---------------------------------------------------------------------------------------------

async function cleanup() {
  await release({ final: true });
  await new Promise<void>((r) => (receiver.listening ? receiver.close(() => r()) : r()));
}

function storeSetup(label: string): StoreSetup {
  if (label === 'pglite') return { label, env: async () => ({ DATA_DIR: tmpDir(), DATABASE_URL: undefined }) };
  // One fresh database per row: a row must not find the previous row's jobs or events.
  const setup: StoreSetup = {
    label,
    env: async () => {
      setup.dbUrl = dbUrl(await createBenchDatabase());
      return { DATA_DIR: tmpDir(), DATABASE_URL: setup.dbUrl };
    },
  };
  return setup;
}

function report(rows: Row[], loadBefore: number[]) {
  const f = (v: number | undefined, d = 0) => (v === undefined || Number.isNaN(v) ? '-' : v.toFixed(d));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(36) : c.padStart(i === 1 ? 6 : 9))).join(' ');
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(`\nWebhook delivery: ${EVENTS} events per row (after ${WARMUP_EVENTS} warm-up events on burst rows), created at ${CONNECTIONS} connections;`);
  console.log(`baseline ${INFLIGHT} in flight; ${os.cpus().length} CPUs, node ${process.version}`);
  console.log(`load average before ${load(loadBefore)}, after ${load(os.loadavg())}${loadBefore[0] > 1 ? '  (other processes were busy: figures are low)' : ''}\n`);
  console.log(line(['', 'events', 'create/s', 'deliv/s', '1st-last/s', 'mid80%/s', 'p50 ms', 'p99 ms', 'max ms', 'dup', 'missing', 'errors']));
  for (const r of rows) {
    console.log(line([r.name, String(r.events), f(r.createRate), f(r.deliveryRate), f(r.receiptRate), f(r.midRate), f(r.p50, 1), f(r.p99, 1), f(r.max, 1), String(r.duplicates + r.unexpected), String(r.missing), String(r.errors)]));
  }
  console.log(`
create/s   cases created per second (first POST sent .. last response); drain rows: with no worker running
deliv/s    burst: events / (first POST sent .. last receipt); baseline: requests / (first sent .. last answered)
1st-last/s deliveries per second from the first receipt to the last
mid80%/s   deliveries per second between the 10th and the 90th percentile receipt
p50/p99    commit (POST /api/cases response read) to receipt (webhook body read), matched by case_id`);

  console.log('\nCPU ms per delivered event (service process / all postgres processes / this process: client and receiver)');
  for (const r of rows) {
    if (!r.cpu) continue;
    const total = r.cpu.service + (r.cpu.postgres ?? 0) + r.cpu.bench;
    console.log(`  ${r.name.padEnd(36)} ${f(r.cpu.service, 2).padStart(6)} / ${f(r.cpu.postgres, 2).padStart(6)} / ${f(r.cpu.bench, 2).padStart(6)}   total ${f(total, 2)} ms: ${f((total * r.events) / r.wallMs / os.cpus().length * 100)}% of the ${os.cpus().length} CPUs`);
  }
  // The drain's service CPU a delivery beside the plain client's CPU a request in a process of its own
  // (in the first baseline the receiver shares the client's process and its event loop).
  const own = rows.find((r) => r.name === 'baseline, own process');
  const drain = rows.find((r) => r.kind === 'drain' && r.deliveryRate === undefined);
  if (own?.cpu && drain?.cpu) {
    console.log(
      `  drain against the plain client: service ${f(drain.cpu.service, 3)} ms a delivery (${f(drain.cpu.service + (drain.cpu.postgres ?? 0), 3)} ms with PostgreSQL's); ` +
        `plain client in its own process ${f(own.cpu.service, 3)} ms a request; service / client ${f(drain.cpu.service / own.cpu.service, 2)}`,
    );
  }
  const notes = rows.filter((r) => r.notes.length || r.early);
  if (notes.length) console.log('\nNotes');
  for (const r of notes) {
    for (const n of r.notes) console.log(`  ${r.name}: ${n}`);
    if (r.early) console.log(`  ${r.name}: ${r.early} receipts were read before their POST response (shared event loop): negative latencies, kept`);
  }

  const baseline = rows.find((r) => r.kind === 'baseline' && r.name.startsWith('baseline:'));
  /** What a row delivered per second: a burst from the first POST to the last receipt; a drain from the first receipt to the last; a drain + burst over its window. */
  const rateOf = (r: Row) => (r.kind === 'burst' || r.deliveryRate !== undefined ? r.deliveryRate! : r.receiptRate);
  const creationBound = (r: Row) => r.kind === 'burst' && r.deliveryRate! >= 0.95 * r.createRate!;
  if (baseline) {
    console.log('\nRatios to the baseline');
    for (const r of rows.filter((x) => x.kind !== 'baseline')) {
      const how = r.kind === 'burst' ? (creationBound(r) ? ', creation-bound' : '') : r.deliveryRate !== undefined ? ', while cases were created' : ', first to last receipt';
      console.log(`  ${r.name.padEnd(36)} ${f(rateOf(r) / baseline.deliveryRate!, 3)}  (${f(rateOf(r))} / ${f(baseline.deliveryRate)} per s${how})`);
    }
  }

  const check = (label: string, ok: boolean) => console.log(`  ${ok ? 'PASS' : 'MISS'}  ${label}`);
  console.log('\nTargets');
  for (const r of rows.filter((x) => x.kind === 'burst')) {
    const bound = creationBound(r)
      ? `creation-bound: cases were created at ${f(r.createRate)}/s and the workers kept up; the drain rows show their capacity`
      : `delivery-bound: a backlog built up while cases were created at ${f(r.createRate)}/s`;
    check(`${r.name}: >= ${TARGET.deliveriesPerSecond} deliveries/s (${f(r.deliveryRate)}; ${bound})`, r.deliveryRate! >= TARGET.deliveriesPerSecond);
    check(`${r.name}: p50 commit to receipt <= ${TARGET.p50Ms} ms (${f(r.p50, 1)} ms)`, r.p50! <= TARGET.p50Ms);
    check(`${r.name}: p99 commit to receipt <= ${TARGET.p99Ms} ms (${f(r.p99, 1)} ms)`, r.p99! <= TARGET.p99Ms);
  }
  for (const r of rows.filter((x) => x.kind === 'drain')) {
    if (r.deliveryRate !== undefined) {
      check(`${r.name}: >= ${TARGET.deliveriesPerSecond} deliveries/s while cases were created (${f(r.deliveryRate)}, cases created at ${f(r.createRate)}/s in the same window)`, r.deliveryRate >= TARGET.deliveriesPerSecond);
    } else {
      check(`${r.name}: delivery capacity >= ${TARGET.deliveriesPerSecond} deliveries/s (${f(r.receiptRate)} first to last receipt)`, r.receiptRate >= TARGET.deliveriesPerSecond);
    }
    if (baseline) check(`${r.name}: >= ${TARGET.ratio} of the baseline (${f(rateOf(r) / baseline.deliveryRate!, 3)})`, rateOf(r) >= TARGET.ratio * baseline.deliveryRate!);
  }
}

async function main() {
  const loadBefore = os.loadavg();
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  if (CPU_PROF) fs.mkdirSync(CPU_PROF, { recursive: true });
  const rows: Row[] = [];
  let capture: Sink['capture'];
  for (const label of STORES) {
    const store = storeSetup(label);
    const burst = await burstRow(store, !capture);
    capture ??= burst.capture;
    rows.push(burst);
    // `serve --no-worker` on PGlite hangs at the first event (see drainRow): PostgreSQL only.
    if (DRAIN && label === 'postgres') rows.push(await drainRow(storeSetup(label)));
    if (DRAIN && label === 'postgres') rows.push(await drainRow(storeSetup(label), true));
    if (SPLIT && label === 'postgres') rows.push(await burstRow(storeSetup(label), false, true));
  }
  if (capture?.length) rows.push(await baselineRow(capture));
  if (capture?.length) rows.push(await plainClientRow(capture));
  report(rows, loadBefore);
  if (strays) console.error(`${strays} requests reached the receiver on no known path`);
  const bad = rows.filter((r) => r.missing || r.duplicates || r.unexpected || r.errors);
  for (const r of bad) console.error(`${r.name}: ${r.missing} missing, ${r.duplicates} duplicates, ${r.unexpected} unexpected, ${r.errors} errors`);
  return bad.length || strays ? 1 : 0;
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    console.error(`bench:webhooks: ${sig}, cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}
let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`bench:webhooks failed: ${(err as Error).message}`);
} finally {
  await cleanup();
}
process.exit(code);
