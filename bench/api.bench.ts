// `npm run bench:api`: POST /api/cases at 50 connections, on PGlite and on PostgreSQL, beside two
// ceilings measured in the same run: a bare fastify endpoint and pgbench running the SQL of one
// case creation. Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_PG_URL (a database on
// the server to bench; a fresh uw_bench_* database is created next to it and dropped at the end),
// BENCH_REST_SECONDS (30: quiet seconds after start before RSS at rest is read),
// BENCH_CPU_PROF=DIR (V8 CPU profiles of the service processes).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CREATE_CASES_SQL } from '../src/cases/create-cases.sql.ts';
import { answersHealth, assertNodePid, createBenchDatabase, dbUrl, freePort, PG_URL, release, spawnNode, sql, tmpDir, waitReady, type NodeChild } from './bench-lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 50;
/**
 * Seconds the service is left quiet after start before its RSS at rest is read (BENCH_REST_SECONDS):
 * it gives back what start-up grew once quiet (src/ops/idle-gc.ts, about 20 s after start).
 */
const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 30);
/** `serve --processes N` for the last row (1 leaves it out). */
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? os.cpus().length);
const TARGET = { pgbenchShare: 0.5, p99Ms: 50, rssMb: 300, restRssMb: 200 };
/** BENCH_CPU_PROF=DIR: a V8 CPU profile of each service process, in DIR/<row>/ (`serve --processes` children too). */
const CPU_PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const profArgs = (row: string) => (CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.join(CPU_PROF, row.replace(/\W+/g, '-'))] : []);

interface Row { name: string; rps: number; p50: number; p99: number; errors: number; cpuMsPerReq?: number; restRssMb?: number; peakRssMb?: number; endRssMb?: number }
interface Child extends NodeChild { status: () => { cpuMs: number; peakRssMb: number; rssMb: number } }

/** A process and its descendants (`serve --processes N` forks its service processes). */
function processTree(pid: number): number[] {
  let kids: number[] = [];
  try {
    kids = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    /* gone */
  }
  return [pid, ...kids.flatMap(processTree)];
}

/** A node server on `port`, ready once it answers /health. */
async function startNode(args: string[], env: Record<string, string | undefined>, port: number): Promise<Child> {
  const node = spawnNode(args, env);
  const child: Child = {
    ...node,
    // The server's own figures, summed over its processes: CPU time (utime + stime, 100 ticks/s)
    // and resident memory, peak (VmHWM) and now.
    status: () => {
      assertNodePid(node.proc.pid);
      let cpuMs = 0;
      let peakRssMb = 0;
      let rssMb = 0;
      for (const pid of processTree(node.proc.pid!)) {
        try {
          const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
          const stat = raw.slice(raw.lastIndexOf(')') + 2).split(' '); // stat[11], stat[12]: utime, stime
          const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
          const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
          cpuMs += (Number(stat[11]) + Number(stat[12])) * 10;
          peakRssMb += mb('VmHWM');
          rssMb += mb('VmRSS');
        } catch {
          /* exited meanwhile */
        }
      }
      return { cpuMs, peakRssMb, rssMb };
    },
  };
  await waitReady(node, args.join(' '), answersHealth(port));
  return child;
}

/** Warm-up, then the measured autocannon run (every request has its own reference_id); the server's CPU and RSS. */
async function load(name: string, port: number, key: string, server: Child, restSeconds = 0): Promise<Row> {
  let n = 0;
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration,
      requests: [{
        method: 'POST',
        path: '/api/cases',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', reference_id: `bench-${++n}`, phone_number: '+14155552671' }),
        }),
      }],
    });
  if (restSeconds > 0) await new Promise((r) => setTimeout(r, restSeconds * 1000));
  const rest = server.status();
  if (WARMUP > 0) await run(WARMUP);
  const before = server.status();
  const r = await run(SECONDS);
  const after = server.status();
  const errors = r.non2xx + r.errors;
  if (errors > 0) console.error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts); status codes ${JSON.stringify(r.statusCodeStats)}`);
  const cpuMsPerReq = (after.cpuMs - before.cpuMs) / Math.max(1, r['2xx'] + r.non2xx);
  return { name, rps: r['2xx'] / r.duration, p50: r.latency.p50, p99: r.latency.p99, errors, cpuMsPerReq, restRssMb: rest.rssMb, peakRssMb: after.peakRssMb, endRssMb: after.rssMb };
}

async function benchService(name: string, env: Record<string, string | undefined>, args: string[] = []): Promise<Row> {
  const port = await freePort();
  const service = await startNode([...profArgs(name), 'bin/underwrite.mjs', 'serve', ...args], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_SECOND: '1000000',
    RATE_LIMIT_BURST: '1000000',
  }, port);
  try {
    // A fresh store: the service creates a sandbox account and prints its keys once.
    const key = /lender key\s+(\S+)/.exec(service.output())?.[1];
    if (!key) throw new Error(`${name}: no lender key in the first-start banner:\n${service.output()}`);
    return await load(name, port, key, service, REST_SECONDS);
  } finally {
    await service.stop();
  }
}

/**
 * The SQL the service runs for one POST /api/cases (src/cases/create-cases.sql.ts): a verified key
 * is kept in memory, so no key lookup; then one statement, committing alone, writing the case, its
 * modules, the account's event counter and the event (which is also the webhook outbox's row).
 * The service groups concurrent creations into one such statement; pgbench replays one case per
 * statement. Its four JSON parameters are built in the statement from fresh ids (pgbench has no
 * uuid variables); everything else is the service's text, prepared once per connection as the
 * service's named statement is.
 */
function pgbenchScript(): string {
  const ids = `ids AS MATERIALIZED (SELECT gen_random_uuid() AS cid, gen_random_uuid() AS eid, gen_random_uuid() AS m1, gen_random_uuid() AS m2,
    md5(random()::text) || md5(random()::text) AS h1, md5(random()::text) || md5(random()::text) AS h2, now() AS at)`;
  const params: Record<string, string> = {
    1: `(SELECT jsonb_build_array(jsonb_build_object('id', cid, 'account_id', :account_id::uuid, 'surface', 'LENDER', 'reference_id', :ref::text,
      'first_name', 'Ada', 'last_name', 'Lovelace', 'phone_number', '+14155552671', 'email', NULL, 'address', NULL, 'module_data', '{}'::jsonb, 'deal', NULL,
      'workflow_id', :workflow_id::uuid, 'stage_id', :stage_id::uuid, 'link_token_hash', h1, 'link_token_sealed', 'v1.' || h1 || h2, 'short_code_hash', h2,
      'short_code_sealed', 'v1.' || h2, 'link_expires_at', at + interval '30 days', 'created_at', at)) FROM ids)`,
    2: `(SELECT jsonb_build_array(jsonb_build_object('id', m1, 'case_id', cid, 'module_type', 'cash_flow_analysis', 'stage_id', :stage_id::uuid, 'status', 'AWAITING_INPUT', 'created_at', at),
      jsonb_build_object('id', m2, 'case_id', cid, 'module_type', 'paystub', 'stage_id', :stage_id::uuid, 'status', 'AWAITING_INPUT', 'created_at', at)) FROM ids)`,
    3: `(SELECT jsonb_build_array(jsonb_build_object('account_id', :account_id::uuid, 'n', 1)))`,
    4: `(SELECT jsonb_build_array(jsonb_build_object('ord', 0, 'id', eid, 'account_id', :account_id::uuid, 'back', 0, 'case_id', cid,
      'payload', jsonb_build_object('event_id', eid, 'webhook_type', 'CASE', 'event', 'CASE_CREATED', 'case_id', cid, 'reference_id', :ref::text, 'environment', 'sandbox', 'created_at', at),
      'delivery_status', 'NO_ENDPOINT', 'delivery_id', NULL, 'delivery_attempt', NULL, 'delivery_due_at', NULL, 'created_at', at)) FROM ids)`,
  };
  const statement = CREATE_CASES_SQL.trim()
    .replace(/^WITH /, `WITH ${ids}, `)
    .replace(/\$(\d)/g, (_, n: string) => params[n]);
  // pgbench reads one command per line unless it ends with a semicolon: put the statement on one line.
  return `\\set ref random(1, 2000000000)\n${statement.replace(/\s*\n\s*/g, ' ')};\n`;
}

function runPgbench(args: string[], cwd: string): Promise<string> {
  const u = new URL(PG_URL);
  const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  return new Promise((resolve, reject) => {
    const proc = spawn('pgbench', [...conn, ...args], { cwd, env: { ...process.env, PGPASSWORD: decodeURIComponent(u.password) } });
    let out = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (out += d));
    proc.on('error', reject);
    proc.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench exited with ${code}:\n${out}`))));
  });
}

/**
 * Ceiling 2: the database alone. -M prepared: the service's connections prepare the creation
 * statement once (a named statement) and then only bind and execute it, which is what prepared
 * mode does.
 */
async function benchPgbench(db: string): Promise<Row> {
  const [seed] = await sql(dbUrl(db), `
    SELECT k.key_hash, k.account_id, w.id AS workflow_id, s.id AS stage_id
      FROM api_keys k JOIN workflows w ON w.account_id = k.account_id AND w.is_default
      JOIN stages s ON s.workflow_id = w.id AND s.position = 0
     WHERE k.client_type = 'LENDER' LIMIT 1`);
  const dir = tmpDir();
  fs.writeFileSync(path.join(dir, 'case.sql'), pgbenchScript());
  const common = ['-n', '-M', 'prepared', '-c', String(CONNECTIONS), '-j', '2', '-f', 'case.sql', ...Object.entries(seed).flatMap(([k, v]) => ['-D', `${k}=${v}`])];
  if (WARMUP > 0) await runPgbench([...common, '-T', String(WARMUP), db], dir);
  await sql(dbUrl(db), 'CHECKPOINT').catch(() => {});
  const out = await runPgbench([...common, '-T', String(SECONDS), '-l', '--log-prefix=lat', db], dir);
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
  // Per-transaction log lines: client_id transaction_no time_us script_no epoch epoch_us
  const lat = fs.readdirSync(dir).filter((f) => f.startsWith('lat.'))
    .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').trim().split('\n').map((l) => Number(l.split(' ')[2]) / 1000))
    .sort((a, b) => a - b);
  const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))];
  if (!Number.isFinite(tps) || failed > 0) throw new Error(`pgbench: tps ${tps}, ${failed} failed transactions:\n${out}`);
  return { name: 'pgbench ceiling (SQL only)', rps: tps, p50: pct(50), p99: pct(99), errors: failed };
}

function report(rows: Row[], loadBefore: number[]) {
  const f = (v: number | undefined, d = 1) => (v === undefined ? '-' : v.toFixed(d));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(28) : c.padStart(10))).join(' ');
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(`\nPOST /api/cases, ${CONNECTIONS} connections, ${SECONDS} s measured after ${WARMUP} s warm-up; ${os.cpus().length} CPUs, node ${process.version}`);
  console.log(`load average before ${load(loadBefore)}, after ${load(os.loadavg())}${loadBefore[0] > 1 ? '  (other processes were busy: figures are low)' : ''}\n`);
  console.log(line(['', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'CPU ms/req', 'rest RSS', 'peak RSS', 'end RSS']));
  for (const r of rows) console.log(line([r.name, f(r.rps, 0), f(r.p50), f(r.p99), String(r.errors), f(r.cpuMsPerReq, 2), f(r.restRssMb, 0), f(r.peakRssMb, 0), f(r.endRssMb, 0)]));
  console.log('(CPU ms/req: the server processes only; RSS in MB, summed over the server processes, peak = VmHWM since each started)');
  const [bare, lite, pgOne, pgb, pgMany] = rows;
  // The target is for the service as it is meant to run on this machine: on every core.
  const pgSvc = pgMany ?? pgOne;
  console.log('\nRatios');
  console.log(`  service on PostgreSQL / pgbench      ${f(pgOne.rps / pgb.rps, 2)}`);
  if (pgMany) console.log(`  ${pgMany.name} / pgbench ${f(pgMany.rps / pgb.rps, 2)}`);
  console.log(`  service on PostgreSQL / bare fastify ${f(pgSvc.rps / bare.rps, 2)}`);
  console.log(`  service on PGlite / bare fastify     ${f(lite.rps / bare.rps, 2)}`);
  const check = (label: string, ok: boolean) => console.log(`  ${ok ? 'PASS' : 'MISS'}  ${label}`);
  console.log('\nTargets');
  check(`service on PostgreSQL >= ${TARGET.pgbenchShare} x pgbench (${f(pgSvc.rps, 0)} vs ${f(TARGET.pgbenchShare * pgb.rps, 0)} req/s)`, pgSvc.rps >= TARGET.pgbenchShare * pgb.rps);
  for (const r of [pgSvc, lite].filter((x, i, all) => all.indexOf(x) === i)) check(`${r.name}: p99 < ${TARGET.p99Ms} ms (${f(r.p99)} ms)`, r.p99 < TARGET.p99Ms);
  for (const r of [pgOne, lite]) {
    check(`${r.name}: RSS at rest <= ${TARGET.restRssMb} MB (${f(r.restRssMb, 0)} MB)`, r.restRssMb! <= TARGET.restRssMb);
    check(`${r.name}: peak RSS < ${TARGET.rssMb} MB (${f(r.peakRssMb, 0)} MB)`, r.peakRssMb! < TARGET.rssMb);
  }
}

async function main() {
  const rows: Row[] = [];
  const loadBefore = os.loadavg();
  const barePort = await freePort();
  const bare = await startNode(['--import', 'tsx', 'bench/bare-server.ts'], { PORT: String(barePort) }, barePort);
  rows.push(await load('fastify bare', barePort, 'none', bare));
  await bare.stop();

  rows.push(await benchService('service on PGlite', { DATA_DIR: tmpDir(), DATABASE_URL: undefined }));

  const db = await createBenchDatabase();
  await sql(dbUrl(db), 'CHECKPOINT').catch(() => {});
  rows.push(await benchService('service on PostgreSQL', { DATA_DIR: tmpDir(), DATABASE_URL: dbUrl(db) }));
  rows.push(await benchPgbench(db)); // on the database the service migrated and seeded
  if (PROCESSES > 1) {
    const db2 = await createBenchDatabase();
    rows.push(await benchService(`service on PostgreSQL x${PROCESSES}`, { DATA_DIR: tmpDir(), DATABASE_URL: dbUrl(db2) }, ['--processes', String(PROCESSES)]));
  }

  report(rows, loadBefore);
  return rows.some((r) => r.errors > 0) ? 1 : 0;
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    console.error(`bench:api: ${sig}, cleaning up`);
    void release({ final: true }).finally(() => process.exit(130));
  });
}
let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`bench:api failed: ${(err as Error).message}`);
} finally {
  await release({ final: true });
}
process.exit(code);
