// `npm run bench:hostile`: what one borrower link can do to everyone else (issue #24). Against
// `underwrite serve` per store, GET /health is timed back to back:
// - idle: nothing else running (the baseline, measured in the same run);
// - flood: one link uploads HOSTILE_FILES statements of HOSTILE_ROWS rows through the hosted page
//   and presses "I'm done", while another account uploads a three-row statement through the API.
// Printed per store: p50/p95/p99/max of each phase and the flood/idle ratio, the other account's
// upload-to-read time idle and under flood, what became of the flood (documents, run), and the
// service's peak RSS. Figures, not verdicts: exit 0 unless the service fails to start or a phase
// does not finish within HOSTILE_TIMEOUT_S.
// Env: HOSTILE_FILES (3), HOSTILE_ROWS (250000), HOSTILE_IDLE_S (5), HOSTILE_TIMEOUT_S (300),
// HOSTILE_STORES (pglite,postgres; postgres skipped when BENCH_PG_URL is not reachable), and any
// service setting (MAX_STATEMENT_ROWS, ...) passed through to the service.
import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { floodFiles, floodThroughLink, formatLatencies, healthProbe, smallUploadRead, type Latencies } from '../test/hostile-flood.ts';
import { answersHealth, createBenchDatabase, dbUrl, freePort, PG_URL, release, spawnNode, sql, tmpDir, waitReady, type NodeChild } from './bench-lib.ts';

const FILES = Number(process.env.HOSTILE_FILES ?? 3);
const ROWS = Number(process.env.HOSTILE_ROWS ?? 250_000);
const IDLE_MS = Number(process.env.HOSTILE_IDLE_S ?? 5) * 1000;
const TIMEOUT_MS = Number(process.env.HOSTILE_TIMEOUT_S ?? 300) * 1000;
const STORES = (process.env.HOSTILE_STORES ?? 'pglite,postgres').split(',').map((s) => s.trim());

async function runCli(args: string[], env: Record<string, string | undefined>): Promise<string> {
  const child = spawnNode(['bin/underwrite.mjs', ...args], { ...env, LOG_LEVEL: 'warn' });
  const code = await new Promise<number | null>((r) => child.proc.once('exit', (c) => r(c)));
  if (code !== 0) throw new Error(`underwrite ${args.join(' ')} exited with ${code}:\n${child.output()}`);
  return child.output();
}

async function postgresReachable(): Promise<boolean> {
  return sql(PG_URL, 'SELECT 1').then(
    () => true,
    () => false,
  );
}

/** Peak resident memory of a process, from /proc (Linux), in MB. */
function peakRssMb(pid: number | undefined): number | null {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

interface StoreRow {
  store: string;
  idle: Latencies;
  flood: Latencies;
  smallIdleMs: number;
  smallFloodMs: number;
  smallFloodStatus: string;
  outcome: Awaited<ReturnType<typeof floodThroughLink>>;
  peakRssMb: number | null;
}

async function benchStore(store: string, files: ReturnType<typeof floodFiles>): Promise<StoreRow> {
  const env = { DATA_DIR: tmpDir(), DATABASE_URL: store === 'postgres' ? dbUrl(await createBenchDatabase()) : undefined };
  const port = await freePort();
  const service: NodeChild = spawnNode(['bin/underwrite.mjs', 'serve'], { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  await waitReady(service, `${store}: serve`, answersHealth(port));
  const keyA = /lender key\s+(\S+)/.exec(service.output())?.[1];
  if (!keyA) throw new Error(`${store}: no lender key in the first-start banner:\n${service.output()}`);
  const other = JSON.parse((await runCli(['account', 'create', '--name', 'Other lender', '--environment', 'sandbox', '--json'], env)).trim().split('\n').pop()!);
  const keyB = other.lender_key as string;
  const base = `http://127.0.0.1:${port}`;

  // Warm up: threads started, queues created.
  await smallUploadRead(base, keyB, `warm-${store}`, TIMEOUT_MS);
  const idleProbe = healthProbe(`${base}/health`);
  const smallIdle = await smallUploadRead(base, keyB, `idle-${store}`, TIMEOUT_MS);
  await sleep(Math.max(0, IDLE_MS - smallIdle.ms));
  const idle = await idleProbe.stop();

  const floodProbe = healthProbe(`${base}/health`);
  const outcome = await floodThroughLink(base, keyA, files, `flood-${store}`, TIMEOUT_MS, () => smallUploadRead(base, keyB, `during-${store}`, TIMEOUT_MS));
  const smallFlood = outcome.during;
  const floodLatencies = await floodProbe.stop();
  const rss = peakRssMb(service.proc.pid);
  await service.stop();
  return { store, idle, flood: floodLatencies, smallIdleMs: smallIdle.ms, smallFloodMs: smallFlood.ms, smallFloodStatus: smallFlood.status, outcome, peakRssMb: rss };
}

async function main() {
  const loadBefore = os.loadavg();
  const dir = tmpDir();
  console.log(`writing ${FILES} statements of ${ROWS} rows ...`);
  const files = floodFiles(dir, FILES, ROWS);
  const stores: string[] = [];
  for (const s of STORES) {
    if (s === 'postgres' && !(await postgresReachable())) console.log(`PostgreSQL at ${PG_URL} is not reachable: its row is skipped`);
    else stores.push(s);
  }
  const rows: StoreRow[] = [];
  for (const store of stores) {
    console.log(`${store}: idle ${IDLE_MS / 1000} s, then the flood ...`);
    rows.push(await benchStore(store, files));
  }
  const mb = (files.reduce((n, f) => n + f.bytes, 0) / 1024 / 1024).toFixed(1);
  console.log(`\nOne link floods: ${FILES} CSV statements of ${ROWS} rows (${mb} MB in all) uploaded through /link/{token}/upload, then "I'm done";`);
  console.log(`another account uploads a three-row CSV through the API meanwhile. GET /health timed back to back, 50 ms apart.`);
  console.log(`${os.cpus().length} CPUs, node ${process.version}; load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}\n`);
  for (const r of rows) {
    console.log(r.store);
    console.log(`  GET /health idle (baseline)   ${formatLatencies(r.idle)}`);
    console.log(`  GET /health under the flood   ${formatLatencies(r.flood)}`);
    console.log(`  flood / idle                  p50 ${(r.flood.p50 / r.idle.p50).toFixed(1)}x  p99 ${(r.flood.p99 / r.idle.p99).toFixed(1)}x  max ${(r.flood.max / r.idle.max).toFixed(1)}x`);
    console.log(`  other account's 3-row upload read: idle ${r.smallIdleMs.toFixed(0)} ms, under the flood ${r.smallFloodMs.toFixed(0)} ms (${r.smallFloodStatus})`);
    console.log(`  the flood: upload ${r.outcome.uploadStatus}, done ${r.outcome.doneStatus}, settled after ${(r.outcome.floodMs / 1000).toFixed(1)} s; peak RSS ${r.peakRssMb ?? '?'} MB`);
    for (const d of r.outcome.documents) console.log(`    ${d.filename}: ${d.processing_status}${d.processing_error ? ` (${d.processing_error})` : ''}`);
    console.log(`    cash_flow_analysis: ${r.outcome.module.status}${r.outcome.module.reason ? ` (${r.outcome.module.reason.slice(0, 200)})` : ''}`);
  }
}

let failed = false;
try {
  await main();
} catch (err) {
  failed = true;
  console.error(`bench:hostile failed: ${(err as Error).stack ?? err}`);
} finally {
  await release({ final: true });
}
process.exit(failed ? 1 : 0);
