// `npm run bench:soak`: `underwrite serve` under mixed traffic for --minutes (10) per store: case
// creation from BENCH_SOAK_CREATORS (4) clients back to back, one borrower path after another
// (a case, six PDF statements uploaded in one request, the cash-flow run, its MODULE_COMPLETED
// webhook read and its result fetched), and every CASE_CREATED webhook received by a loopback
// receiver. Every 10 s: the service's RSS (the process: its parser and OCR threads share it, so
// their heaps are in it; its thread count is printed beside), the window's case-creation latency
// and the load average. Then one row per quarter (median and highest RSS, p99 over the quarter's
// requests). Flat: the last quarter's median RSS and p99 at most 1.1x and 1.25x the second
// quarter's (warm, before any drift: the baseline measured in the same run). There must be no
// error: every request answered 2xx, every run completed, every webhook received (failed
// attempts are retried after 5 s; a webhook redelivered after an attempt that failed at the
// sender is counted apart: it is the promised behaviour). Exit 1 on an error, a lost webhook or a
// service that does not start; a MISS is a measurement (exit 0).
// Options: --minutes N, --stores pglite,postgres (postgres skipped when BENCH_PG_URL does not
// answer). Env: BENCH_SOAK_CREATORS, BENCH_PG_URL, BENCH_REST_SECONDS (30: quiet seconds after
// start before RSS at rest is read), BENCH_CPU_PROF=DIR (V8 CPU profile of the service).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { PDF_LAYOUTS } from '../eval/statements/pdf-layouts.ts';
import { Rng } from '../eval/statements/random.ts';
import { addDays, addMonths } from '../eval/statements/calendar.ts';
import { multipart } from '../test/multipart.ts';
import { describeSample, sampleMemory } from './memory-sampler.ts';
import { answersHealth, assertNodePid, createBenchDatabase, dbUrl, freePort, PG_URL, release, spawnNode, sql, tmpDir, waitReady } from './bench-lib.ts';

const { values: opts } = parseArgs({ options: { minutes: { type: 'string', default: '10' }, stores: { type: 'string', default: 'pglite,postgres' } } });
const MINUTES = Number(opts.minutes);
if (!(MINUTES > 0)) throw new Error(`--minutes: a number of minutes above 0, not "${opts.minutes}"`);
const STORES = opts.stores!.split(',').map((s) => s.trim()).filter(Boolean);
for (const s of STORES) if (s !== 'postgres' && s !== 'pglite') throw new Error(`--stores: unknown store "${s}" (pglite, postgres)`);
const CREATORS = Number(process.env.BENCH_SOAK_CREATORS ?? 4);
const CPU_PROF = process.env.BENCH_CPU_PROF;
const WINDOW_MS = 10_000;
const RUN_TIMEOUT_MS = 300_000;
/** Seconds after start, before any traffic, at which RSS at rest is read (BENCH_REST_SECONDS). */
const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 30);
const TARGET = { rssGrowth: 1.1, p99Growth: 1.25, restRssMb: 200, peakRssMb: 300 };

async function statements(): Promise<Buffer[]> {
  const files: Buffer[] = [];
  for (let m = 0; m < 6; m++) {
    const start = addMonths('2026-05-01', m);
    const { bytes } = await PDF_LAYOUTS.ledger(new Rng(`soak:${m}`), m, undefined, { start, end: addDays(addMonths(start, 1), -1) });
    files.push(Buffer.from(bytes));
  }
  return files;
}

/** The webhooks received, by case and event; and by event id: each event must arrive exactly once. */
const received = new Map<string, number>();
const byEventId = new Map<string, number>();
const waiters = new Map<string, () => void>();
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    res.writeHead(200).end('ok');
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const key = `${body.case_id}:${body.event}`;
      received.set(key, (received.get(key) ?? 0) + 1);
      byEventId.set(body.event_id, (byEventId.get(body.event_id) ?? 0) + 1);
      waiters.get(key)?.();
    } catch {
      /* counted as missing at the end */
    }
  });
});

function webhook(key: string): Promise<void> {
  if (received.has(key)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (waiters.delete(key), reject(new Error(`no ${key} webhook within ${RUN_TIMEOUT_MS / 1000} s`))), RUN_TIMEOUT_MS);
    waiters.set(key, () => (clearTimeout(timer), waiters.delete(key), resolve()));
  });
}

/** The process's resident memory (its threads included: they share it), its peak, and its thread count. */
function rssOf(pid: number): { rss: number; hwm: number; threads: number } {
  assertNodePid(pid);
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)![1]);
  return { rss: field('VmRSS') / 1024, hwm: field('VmHWM') / 1024, threads: field('Threads') };
}

const pct = (v: number[], q: number) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] : NaN;
};
const median = (v: number[]) => pct(v, 0.5);

interface Window { at: number; rss: number; threads: number; load: number; created: number; latencies: number[]; p50: number; p99: number; borrowerPaths: number; webhooks: number }

async function soak(store: string, files: Buffer[]) {
  const env = { DATA_DIR: tmpDir(), DATABASE_URL: store === 'postgres' ? dbUrl(await createBenchDatabase()) : undefined, LOG_LEVEL: 'warn', HOST: '127.0.0.1', RATE_LIMIT_PER_SECOND: '1000000', RATE_LIMIT_BURST: '1000000',
    // A failed attempt (e.g. no answer within WEBHOOK_TIMEOUT_MS on a loaded machine) is tried again within the soak, not in 10 min.
    WEBHOOK_RETRY_INTERVAL_MS: '5000' };
  const port = await freePort();
  const prof = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
  const service = spawnNode([...prof, 'bin/underwrite.mjs', 'serve'], { ...env, PORT: String(port) });
  await waitReady(service, `${store}: serve`, answersHealth(port));
  const banner = service.output();
  const key = /lender key\s+(\S+)/.exec(banner)?.[1];
  const account = /account_id\s+(\S+)/.exec(banner)?.[1];
  if (!key || !account) throw new Error(`${store}: no lender key or account in the first-start banner:\n${banner}`);
  const cli = spawnNode(['bin/underwrite.mjs', 'webhook', 'set', '--account', account, '--url', `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/hook`], env);
  if ((await new Promise((r) => cli.proc.once('exit', r))) !== 0) throw new Error(`webhook set failed:\n${cli.output()}`);
  // At rest: after start, before any traffic, once the service has been quiet long enough to give
  // back what start-up grew (its idle collection, src/ops/idle-gc.ts, about 20 s after start).
  await sleep(REST_SECONDS * 1000);
  const rest = rssOf(service.proc.pid!).rss;
  const memory = sampleMemory(service.proc.pid!, port);

  const base = `http://127.0.0.1:${port}`;
  const errors: string[] = [];
  let errorCount = 0;
  const error = (what: string) => (errorCount++, errors.length < 20 && errors.push(what));
  const call = async (method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { method, headers: { authorization: `Bearer ${key}`, ...headers }, body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body) });
    return { status: res.status, json: (await res.json().catch(() => null)) as any };
  };
  const caseIds: string[] = [];
  const runs: string[] = []; // cases whose run was started: each owes one MODULE_COMPLETED
  let latencies: number[] = [];
  let borrowerPaths = 0;
  let n = 0;
  const end = Date.now() + MINUTES * 60_000;
  const createCase = async (ref: string) => {
    const t = performance.now();
    const r = await call('POST', '/api/cases', JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', reference_id: ref, phone_number: '+14155552671' }), { 'content-type': 'application/json' });
    if (r.status !== 201) throw new Error(`POST /api/cases answered ${r.status}: ${JSON.stringify(r.json)}`);
    latencies.push(performance.now() - t);
    caseIds.push(r.json.case_id);
    return r.json.case_id as string;
  };
  const creator = async () => {
    while (Date.now() < end) await createCase(`soak-${store}-${++n}`).catch((e: Error) => error(e.message));
  };
  const borrower = async () => {
    while (Date.now() < end) {
      try {
        const caseId = await createCase(`soak-${store}-path-${++n}`);
        const completed = webhook(`${caseId}:MODULE_COMPLETED`);
        const form = multipart([
          { name: 'module_type', value: 'cash_flow_analysis' },
          { name: 'document_category', value: 'bank_statement' },
          ...files.map((content, m) => ({ name: 'files', filename: `statement-${m + 1}.pdf`, content, contentType: 'application/pdf' })),
        ]);
        const up = await call('POST', `/api/cases/${caseId}/documents`, form.payload, form.headers);
        if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${JSON.stringify(up.json)}`);
        const run = await call('POST', `/api/cases/${caseId}/modules/cash_flow_analysis/run`);
        if (run.status !== 202) throw new Error(`run answered ${run.status}: ${JSON.stringify(run.json)}`);
        runs.push(caseId);
        await completed;
        borrowerPaths++;
      } catch (e) {
        error((e as Error).message);
      }
    }
  };
  const windows: Window[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    if (Date.now() > end + WINDOW_MS / 2) return; // the last requests finishing: not a full window
    const webhooks = [...received.keys()].filter((k) => k.endsWith(':CASE_CREATED')).length;
    const mem = rssOf(service.proc.pid!);
    windows.push({ at: (Date.now() - started) / 1000, rss: mem.rss, threads: mem.threads, load: os.loadavg()[0], created: latencies.length, latencies, p50: median(latencies), p99: pct(latencies, 0.99), borrowerPaths, webhooks });
    latencies = [];
  }, WINDOW_MS);
  await Promise.all([...Array.from({ length: CREATORS }, creator), borrower()]);
  clearInterval(sampler);

  // Every CASE_CREATED and MODULE_COMPLETED arrives: wait for stragglers (up to 30 s without a new one).
  const allIn = () => caseIds.every((id) => received.has(`${id}:CASE_CREATED`)) && runs.every((id) => received.has(`${id}:MODULE_COMPLETED`));
  for (let quiet = 0; quiet < 30 && !allIn(); ) {
    const before = received.size;
    await sleep(1000);
    quiet = received.size === before ? quiet + 1 : 0;
  }
  const missing = caseIds.filter((id) => !received.has(`${id}:CASE_CREATED`)).length;
  const missingCompleted = runs.filter((id) => !received.has(`${id}:MODULE_COMPLETED`)).length;
  // A redelivery after an attempt that timed out at the sender is the promised behaviour: counted, not an error.
  const redelivered = [...byEventId.values()].filter((c) => c > 1).length;
  if (missing) error(`${missing} CASE_CREATED webhooks never arrived`);
  if (missingCompleted) error(`${missingCompleted} MODULE_COMPLETED webhooks never arrived`);
  const peak = rssOf(service.proc.pid!).hwm;
  const atPeak = describeSample(memory.stop());
  await service.stop();
  if (errorCount > 0) console.error(`${store}: the service's last output:\n${service.output().slice(-3000)}`);
  return { store, rest, peak, atPeak, windows, errors, errorCount, redelivered, lost: missing + missingCompleted, webhooksDue: caseIds.length + runs.length, cases: caseIds.length, borrowerPaths };
}

function report(r: Awaited<ReturnType<typeof soak>>) {
  const f = (v: number, d = 0) => (Number.isFinite(v) ? v.toFixed(d) : '-');
  console.log(`\n${r.store}: ${r.cases} cases created, ${r.borrowerPaths} borrower paths (6 statements uploaded, run, MODULE_COMPLETED read), ${r.errorCount} errors`);
  console.log(`  webhooks: ${r.webhooksDue} due (CASE_CREATED and MODULE_COMPLETED), ${r.lost} lost, ${r.redelivered} delivered again after a failed attempt`);
  console.log(`  ${'at s'.padStart(6)} ${'RSS MB'.padStart(7)} ${'threads'.padStart(8)} ${'cases/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'paths'.padStart(6)} ${'webhooks'.padStart(9)} ${'load'.padStart(6)}`);
  for (const w of r.windows) console.log(`  ${f(w.at).padStart(6)} ${f(w.rss).padStart(7)} ${String(w.threads).padStart(8)} ${f(w.created / (WINDOW_MS / 1000), 1).padStart(8)} ${f(w.p50, 1).padStart(7)} ${f(w.p99, 1).padStart(7)} ${String(w.borrowerPaths).padStart(6)} ${String(w.webhooks).padStart(9)} ${f(w.load, 1).padStart(6)}`);
  // Quarters of the windows (the last takes any remainder): median and highest RSS, p99 over all the quarter's requests.
  const n = Math.max(1, Math.floor(r.windows.length / 4));
  const quarters = [0, 1, 2, 3].map((i) => r.windows.slice(i * n, i === 3 ? undefined : (i + 1) * n)).filter((q) => q.length > 0);
  const stats = quarters.map((q) => ({
    rss: median(q.map((w) => w.rss)),
    rssMax: Math.max(...q.map((w) => w.rss)),
    threads: Math.max(...q.map((w) => w.threads)),
    p99: pct(q.flatMap((w) => w.latencies), 0.99),
    rate: q.reduce((a, w) => a + w.created, 0) / (q.length * (WINDOW_MS / 1000)),
    load: median(q.map((w) => w.load)),
  }));
  console.log(`  ${'quarter'.padEnd(8)} ${'RSS MB (median)'.padStart(16)} ${'RSS MB (max)'.padStart(13)} ${'threads'.padStart(8)} ${'p99 ms'.padStart(7)} ${'cases/s'.padStart(8)} ${'load'.padStart(6)}`);
  stats.forEach((q, i) => console.log(`  ${`Q${i + 1}`.padEnd(8)} ${f(q.rss).padStart(16)} ${f(q.rssMax).padStart(13)} ${String(q.threads).padStart(8)} ${f(q.p99, 1).padStart(7)} ${f(q.rate, 1).padStart(8)} ${f(q.load, 1).padStart(6)}`));
  const base = stats[Math.min(1, stats.length - 1)]; // the second quarter: warm, and before any drift
  const last = stats[stats.length - 1];
  console.log(`  RSS at rest ${f(r.rest)} MB, peak ${f(r.peak)} MB (VmHWM)`);
  console.log(`  at the highest sample (MB; V8 figures of the event loop's heap only): ${r.atPeak}`);
  console.log(`  RSS, last quarter / second quarter (baseline):  ${f(last.rss)} / ${f(base.rss)} MB = ${f(last.rss / base.rss, 2)}`);
  console.log(`  p99, last quarter / second quarter (baseline):  ${f(last.p99, 1)} / ${f(base.p99, 1)} ms = ${f(last.p99 / base.p99, 2)}`);
  const check = (label: string, ok: boolean) => console.log(`  ${ok ? 'PASS' : 'MISS'}  ${label}`);
  check(`no errors (${r.errorCount})`, r.errorCount === 0);
  check(`no webhook lost (${r.lost} of ${r.webhooksDue})`, r.lost === 0);
  check(`RSS flat: last quarter <= ${TARGET.rssGrowth}x the second`, last.rss / base.rss <= TARGET.rssGrowth);
  check(`p99 flat: last quarter <= ${TARGET.p99Growth}x the second`, last.p99 / base.p99 <= TARGET.p99Growth);
  check(`RSS at rest <= ${TARGET.restRssMb} MB`, r.rest <= TARGET.restRssMb);
  check(`peak RSS <= ${TARGET.peakRssMb} MB`, r.peak <= TARGET.peakRssMb);
  for (const e of r.errors) console.log(`  error: ${e}`);
}

async function main() {
  const loadBefore = os.loadavg();
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const files = await statements();
  const results = [];
  for (const store of STORES) {
    if (store === 'postgres' && !(await sql(PG_URL, 'SELECT 1').then(() => true, () => false))) {
      console.log(`PostgreSQL at ${PG_URL} does not answer: its soak is skipped`);
      continue;
    }
    console.log(`${store}: ${MINUTES} min of mixed traffic (${CREATORS} case creators, 1 borrower path at a time) ...`);
    results.push(await soak(store, files));
  }
  console.log(`\nSoak: ${MINUTES} min per store, windows of ${WINDOW_MS / 1000} s; ${os.cpus().length} CPUs, node ${process.version}`);
  console.log(`load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  for (const r of results) report(r);
  return results.some((r) => r.errorCount > 0) ? 1 : 0;
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => void release({ final: true }).finally(() => process.exit(130)));
}
let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`bench:soak failed: ${(err as Error).stack ?? err}`);
} finally {
  await release({ final: true });
  receiver.closeAllConnections();
  await new Promise<void>((r) => receiver.close(() => r()));
}
process.exit(code);
