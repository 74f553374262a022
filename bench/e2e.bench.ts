// `npm run bench:e2e`: the whole cash-flow path through `underwrite serve`, as a client sees it.
// For each case, one after another: POST /api/cases, six monthly bank statements (PDF, one bank's
// layout per case) uploaded in one request, POST .../modules/cash_flow_analysis/run, until the
// signed MODULE_COMPLETED webhook arrives at a loopback receiver in this process (its signature
// checked, the result fetched and checked). Rows per store, p50/p95/max over BENCH_CASES cases:
// - end to end: from the POST creating the case to the MODULE_COMPLETED webhook read;
// - upload / run to webhook: the parts of it;
// - baseline: from the POST creating the same case to its CASE_CREATED webhook read: the service's
//   own round trip with no documents and no analysis, measured in the same run.
// Then the analysis alone on a generated history of 10,000 transactions, beside a JSON deep copy of
// the same input. Targets: end-to-end p95 under 1 s, analysis p50 under 100 ms. A missed target
// is a measurement (exit 0); a case that does not complete, a bad signature or a server that does
// not start exits 1.
// Env: BENCH_CASES (20), BENCH_WARMUP_CASES (2), BENCH_STORES (pglite,postgres; postgres is skipped
// when BENCH_PG_URL is not reachable), BENCH_PG_URL, BENCH_TRANSACTIONS (10000), BENCH_CPU_PROF=DIR
// (a V8 CPU profile of the service, per store, in DIR/<store>/).
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { PDF_LAYOUT_NAMES } from '../eval/statements/generate.ts';
import { PDF_LAYOUTS } from '../eval/statements/pdf-layouts.ts';
import { Rng } from '../eval/statements/random.ts';
import { addDays, addMonths } from '../eval/statements/calendar.ts';
import { verifyWebhook } from '../src/webhooks/signature.ts';
import { multipart } from '../test/multipart.ts';
import { benchReport } from './cash-flow-analysis.ts';
import { answersHealth, createBenchDatabase, dbUrl, freePort, PG_URL, release, sql, spawnNode, tmpDir, waitReady, type NodeChild } from './bench-lib.ts';

const CASES = Number(process.env.BENCH_CASES ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP_CASES ?? 2);
const STORES = (process.env.BENCH_STORES ?? 'pglite,postgres').split(',').map((s) => s.trim()).filter(Boolean);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 10_000);
const STATEMENTS = 6;
const CASE_TIMEOUT_MS = 60_000;
const TARGET = { e2eP95Ms: 1000, analysisP50Ms: 100 };

for (const s of STORES) if (s !== 'postgres' && s !== 'pglite') throw new Error(`BENCH_STORES: unknown store "${s}" (pglite, postgres)`);

// ---------------------------------------------------------------------------------------------
// Six consecutive monthly statements per bank layout (May to October 2026).

async function statementSets(): Promise<Map<string, Buffer[]>> {
  const sets = new Map<string, Buffer[]>();
  for (const layout of PDF_LAYOUT_NAMES) {
    const files: Buffer[] = [];
    for (let m = 0; m < STATEMENTS; m++) {
      const start = addMonths('2026-05-01', m);
      const { bytes } = await PDF_LAYOUTS[layout](new Rng(`e2e:${layout}:${m}`), m, undefined, { start, end: addDays(addMonths(start, 1), -1) });
      files.push(Buffer.from(bytes));
    }
    sets.set(layout, files);
  }
  return sets;
}

// ---------------------------------------------------------------------------------------------
// The receiver: resolves the waiter of (case_id, event) when that webhook has been read.

interface Receipt { at: number; raw: Buffer; headers: http.IncomingHttpHeaders; body: any }
const waiters = new Map<string, (r: Receipt) => void>();
const early = new Map<string, Receipt>();
const keyOf = (caseId: string, event: string) => `${caseId}:${event}`;

const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const at = performance.now();
    const raw = Buffer.concat(chunks);
    res.writeHead(200).end('ok');
    let body: any;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return;
    }
    const receipt = { at, raw, headers: req.headers, body };
    const key = keyOf(body.case_id, body.event);
    const waiter = waiters.get(key);
    if (waiter) waiter(receipt);
    else early.set(key, receipt);
  });
});

function webhook(caseId: string, event: string): Promise<Receipt> {
  const key = keyOf(caseId, event);
  const got = early.get(key);
  if (got) {
    early.delete(key);
    return Promise.resolve(got);
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiters.delete(key);
      reject(new Error(`no ${event} webhook for case ${caseId} within ${CASE_TIMEOUT_MS / 1000} s`));
    }, CASE_TIMEOUT_MS);
    waiters.set(key, (r) => {
      clearTimeout(timer);
      waiters.delete(key);
      resolve(r);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// One store's row.

interface CaseTiming { total: number; upload: number; runToWebhook: number; created: number; layout: string }

async function runCli(args: string[], env: Record<string, string | undefined>): Promise<string> {
  const child = spawnNode(['bin/underwrite.mjs', ...args], { ...env, LOG_LEVEL: 'warn' });
  const code = await new Promise<number | null>((r) => child.proc.once('exit', (c) => r(c)));
  if (code !== 0) throw new Error(`underwrite ${args.join(' ')} exited with ${code}:\n${child.output()}`);
  return child.output();
}

async function storeEnv(store: string): Promise<Record<string, string | undefined>> {
  if (store === 'pglite') return { DATA_DIR: tmpDir(), DATABASE_URL: undefined };
  return { DATA_DIR: tmpDir(), DATABASE_URL: dbUrl(await createBenchDatabase()) };
}

async function postgresReachable(): Promise<boolean> {
  try {
    await sql(PG_URL, 'SELECT 1');
    return true;
  } catch {
    return false;
  }
}

async function benchStore(store: string, sets: Map<string, Buffer[]>): Promise<CaseTiming[]> {
  const env = await storeEnv(store);
  const port = await freePort();
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', `${process.env.BENCH_CPU_PROF}/${store}`] : [];
  const service: NodeChild = spawnNode([...prof, 'bin/underwrite.mjs', 'serve'], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_SECOND: '1000000',
    RATE_LIMIT_BURST: '1000000',
  });
  await waitReady(service, `${store}: serve`, answersHealth(port));
  const key = /lender key\s+(\S+)/.exec(service.output())?.[1];
  const account = /account_id\s+(\S+)/.exec(service.output())?.[1];
  const secret = /signing secret\s+(\S+)/.exec(service.output())?.[1];
  if (!key || !account || !secret) throw new Error(`${store}: no lender key, account or signing secret in the first-start banner:\n${service.output()}`);
  const { port: rxPort } = receiver.address() as net.AddressInfo;
  await runCli(['webhook', 'set', '--account', account, '--url', `http://127.0.0.1:${rxPort}/hook`], env);

  const base = `http://127.0.0.1:${port}`;
  const auth = { authorization: `Bearer ${key}` };
  const call = async (method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { method, headers: { ...auth, ...headers }, body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body) });
    const json: any = await res.json().catch(() => null);
    return { status: res.status, json };
  };

  const layouts = [...sets.keys()];
  const timings: CaseTiming[] = [];
  for (let i = 0; i < WARMUP + CASES; i++) {
    const layout = layouts[i % layouts.length];
    const t0 = performance.now();
    const created = await call('POST', '/api/cases', JSON.stringify({ first_name: 'Maria', last_name: 'Garcia', reference_id: `e2e-${store}-${i}` }), { 'content-type': 'application/json' });
    if (created.status !== 201) throw new Error(`${store}: POST /api/cases answered ${created.status}: ${JSON.stringify(created.json)}`);
    const caseId: string = created.json.case_id;
    const caseCreated = webhook(caseId, 'CASE_CREATED');
    const completed = webhook(caseId, 'MODULE_COMPLETED');
    const form = multipart([
      { name: 'module_type', value: 'cash_flow_analysis' },
      { name: 'document_category', value: 'bank_statement' },
      ...sets.get(layout)!.map((content, m) => ({ name: 'files', filename: `statement-${m + 1}.pdf`, content, contentType: 'application/pdf' })),
    ]);
    const uploaded = await call('POST', `/api/cases/${caseId}/documents`, form.payload, form.headers);
    if (uploaded.status !== 201) throw new Error(`${store}: upload answered ${uploaded.status}: ${JSON.stringify(uploaded.json)}`);
    const t1 = performance.now();
    const run = await call('POST', `/api/cases/${caseId}/modules/cash_flow_analysis/run`);
    if (run.status !== 202) throw new Error(`${store}: run answered ${run.status}: ${JSON.stringify(run.json)}`);
    const done = await completed;
    const created_ = await caseCreated;
    for (const r of [done, created_]) {
      if (!verifyWebhook(r.raw, r.headers, secret)) throw new Error(`${store}: the ${r.body.event} webhook of case ${caseId} has a bad signature`);
    }
    const result = await call('GET', `/api/cases/${caseId}/modules/cash_flow_analysis/analysis/${done.body.result_id}`);
    if (result.status !== 200) throw new Error(`${store}: result fetch answered ${result.status}`);
    const months = result.json.data?.monthly?.length ?? 0;
    if (months < STATEMENTS) throw new Error(`${store}: case ${caseId} (${layout}) has ${months} months of cash flow, expected ${STATEMENTS}: ${JSON.stringify(result.json).slice(0, 400)}`);
    if (i >= WARMUP) timings.push({ total: done.at - t0, upload: t1 - t0, runToWebhook: done.at - t1, created: created_.at - t0, layout });
  }
  await service.stop();
  return timings;
}

// ---------------------------------------------------------------------------------------------

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

async function main() {
  const loadBefore = os.loadavg();
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const stores = [];
  for (const s of STORES) {
    if (s === 'postgres' && !(await postgresReachable())) {
      console.log(`PostgreSQL at ${PG_URL} is not reachable: its row is skipped`);
      continue;
    }
    stores.push(s);
  }
  const sets = await statementSets();
  const rows: Array<{ store: string; t: CaseTiming[] }> = [];
  for (const store of stores) {
    console.log(`${store}: ${WARMUP} warm-up cases, then ${CASES} measured ...`);
    rows.push({ store, t: await benchStore(store, sets) });
    await sleep(200);
  }
  const analysis = benchReport(TRANSACTIONS);

  const f = (v: number) => v.toFixed(0).padStart(7);
  const line = (name: string, v: number[]) => console.log(`  ${name.padEnd(34)}${f(percentile(v, 0.5))}${f(percentile(v, 0.95))}${f(Math.max(...v))}`);
  const sizes = [...sets.values()][0].reduce((n, b) => n + b.length, 0);
  console.log(`\nEnd to end: ${CASES} cases per store (after ${WARMUP} warm-up), one at a time; ${STATEMENTS} monthly PDF statements per case`);
  console.log(`(one of ${sets.size} bank layouts per case, ~${Math.round(sizes / 1024)} KB per upload); ${os.cpus().length} CPUs, node ${process.version}`);
  console.log(`load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}\n`);
  console.log(`  ${''.padEnd(34)}${'p50 ms'.padStart(7)}${'p95 ms'.padStart(7)}${'max ms'.padStart(7)}`);
  const verdicts: string[] = [];
  for (const { store, t } of rows) {
    const total = t.map((x) => x.total);
    const baseline = t.map((x) => x.created);
    console.log(`${store}`);
    line('end to end (create .. webhook)', total);
    line('  create + upload of 6 statements', t.map((x) => x.upload));
    line('  run .. MODULE_COMPLETED read', t.map((x) => x.runToWebhook));
    line('baseline: create .. CASE_CREATED', baseline);
    console.log(`  end to end / baseline (p50)        ${(percentile(total, 0.5) / percentile(baseline, 0.5)).toFixed(1)}x`);
    const p95 = percentile(total, 0.95);
    verdicts.push(`${store}: end-to-end p95 ${p95.toFixed(0)} ms < ${TARGET.e2eP95Ms} ms: ${p95 < TARGET.e2eP95Ms ? 'PASS' : 'MISS'}`);
  }
  console.log(`\nAnalysis alone on ${analysis.transactions} transactions, ${analysis.runs} runs after warm-up`);
  console.log(`  analysis                          p50 ${analysis.ms_p50.toFixed(1)} ms   p95 ${analysis.ms_p95.toFixed(1)} ms`);
  console.log(`  baseline: JSON deep copy          p50 ${analysis.baseline_json_ms_p50.toFixed(1)} ms   (analysis ${analysis.ratio_to_json.toFixed(1)}x)`);
  verdicts.push(`analysis p50 ${analysis.ms_p50.toFixed(1)} ms < ${TARGET.analysisP50Ms} ms: ${analysis.ms_p50 < TARGET.analysisP50Ms ? 'PASS' : 'MISS'}`);
  console.log(`\n${verdicts.join('\n')}`);
}

let failed = false;
try {
  await main();
} catch (err) {
  failed = true;
  console.error(`bench:e2e failed: ${(err as Error).stack ?? err}`);
} finally {
  await release({ final: true });
  receiver.closeAllConnections();
  await new Promise<void>((r) => receiver.close(() => r()));
}
process.exit(failed ? 1 : 0);
