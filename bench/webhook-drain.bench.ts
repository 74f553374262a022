// `npm run bench:webhook-drain`: the CPU one webhook delivery costs the worker and PostgreSQL, for
// comparing code back to back. One backlog of BENCH_EVENTS (10000) CASE_CREATED events is made once
// through `serve --no-worker` on a fresh database; then, BENCH_RUNS (3) times in turn for each
// checkout of BENCH_ROOTS (comma-separated directories, built; default this checkout alone), a copy
// of that database (CREATE DATABASE ... TEMPLATE) is drained by that checkout's `underwrite worker`
// to a loopback receiver in this process that answers 200 at once. For each run: deliveries per
// second and CPU ms a delivery of the worker process and of all postgres processes (when the server
// is local), from the first receipt to the last, and the transactions the database committed (its
// claims, records and the rest of the worker's work); then each checkout's median. Every event must
// arrive exactly once (exit 1 otherwise). On a shared machine the rates follow its other work; the
// CPU a delivery moves less, and runs taken in turn share the same conditions. BENCH_CPU_PROF=DIR
// writes V8 CPU profiles of the workers.
import http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { answersHealth, assertNodePid, createBenchDatabase, dbUrl, freePort, PG_URL, release, ROOT, spawnNode, sql, tmpDir, waitReady, type NodeChild } from './bench-lib.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 50;
const IDLE_MS = 30_000;
const ROOTS = (process.env.BENCH_ROOTS ?? ROOT).split(',').map((r) => path.resolve(r.trim())).filter(Boolean);
const PG_LOCAL = ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(PG_URL).hostname);
const TICK_MS = 10;
/** BENCH_CPU_PROF=DIR: V8 CPU profiles of the workers (sampled every 250 µs), a subdirectory per checkout. */
const CPU_PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;

function procCpuMs(pid: number | string, withChildren = false): number {
  try {
    const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const stat = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    return (Number(stat[11]) + Number(stat[12]) + (withChildren ? Number(stat[13]) + Number(stat[14]) : 0)) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Every postgres process: live backends, and through the postmaster's children times the ones that exited. */
function postgresCpuMs(): number {
  if (!PG_LOCAL) return NaN;
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += procCpuMs(pid, true);
    } catch {
      /* gone */
    }
  }
  return total;
}

let count = 0;
let first = 0;
let last = 0;
let onFirst: (() => void) | undefined;
const seen = new Map<string, number>();
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    res.writeHead(200, { 'content-length': '0' }).end();
    const t = performance.now();
    if (count++ === 0) {
      first = t;
      onFirst?.();
    }
    last = t;
    const id = String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { case_id?: string }).case_id);
    seen.set(id, (seen.get(id) ?? 0) + 1);
  });
});
receiver.keepAliveTimeout = 60_000;

function post(agent: http.Agent, port: number, headers: http.OutgoingHttpHeaders, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/api/cases', method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function startChild(root: string, args: string[], env: Record<string, string | undefined>, ready: () => boolean | Promise<boolean>): Promise<NodeChild> {
  const child = spawnNode(['bin/underwrite.mjs', ...args], env, root);
  await waitReady(child, `${root}: ${args.join(' ')}`, ready);
  return child;
}

/** The backlog: a fresh database, EVENTS cases created through `serve --no-worker`, the account's webhook set to the receiver. */
async function makeBacklog(dataDir: string): Promise<string> {
  const name = await createBenchDatabase();
  const env = { DATABASE_URL: dbUrl(name), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_SECOND: '1000000', RATE_LIMIT_BURST: '1000000', HOST: '127.0.0.1' };
  const port = await freePort();
  const api = await startChild(ROOT, ['serve', '--no-worker'], { ...env, PORT: String(port) }, answersHealth(port));
  try {
    const key = /lender key\s+(\S+)/.exec(api.output())?.[1];
    const account = /account_id\s+(\S+)/.exec(api.output())?.[1];
    if (!key || !account) throw new Error(`no lender key or account in the first-start banner:\n${api.output()}`);
    const { port: rx } = receiver.address() as net.AddressInfo;
    // Events are made with a delivery once the account has a URL: set before the cases are created.
    const cli = spawnNode(['bin/underwrite.mjs', 'webhook', 'set', '--account', account, '--url', `http://127.0.0.1:${rx}/hook`], env, ROOT);
    await new Promise<void>((resolve, reject) => cli.proc.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`webhook set exited with ${code}:\n${cli.output()}`)))));
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
    let next = 0;
    let failed = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < EVENTS) {
          const i = next++;
          const body = JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', reference_id: `drain-${i}`, phone_number: '+14155552671' });
          if ((await post(agent, port, headers, body)) !== 201) failed++;
        }
      }),
    );
    agent.destroy();
    if (failed) throw new Error(`${failed} case creations failed`);
  } finally {
    await api.stop();
  }
  const [{ n }] = await sql(dbUrl(name), `SELECT count(*)::int AS n FROM events WHERE delivery_due_at IS NOT NULL`);
  if (n !== EVENTS) throw new Error(`the backlog holds ${n} deliveries, not ${EVENTS}`);
  return name;
}

interface Run { root: string; rate: number; worker: number; postgres: number; load: number; commits: number }

/** Transactions committed in a database so far (the server's statistics, flushed within a second). */
const commitsOf = async (name: string) => Number((await sql(PG_URL, `SELECT xact_commit::bigint AS n FROM pg_stat_database WHERE datname = $1`, [name]))[0]?.n ?? NaN);

async function drain(root: string, template: string, dataDir: string): Promise<Run> {
  const name = await createBenchDatabase(template);
  count = 0;
  seen.clear();
  let before: { worker: number; postgres: number } | undefined;
  let worker: NodeChild | undefined;
  const snap = () => ({ worker: procCpuMs(worker!.proc.pid!), postgres: postgresCpuMs() });
  onFirst = () => {
    if (worker) before = snap();
  };
  const load = os.loadavg()[0];
  const commitsBefore = await commitsOf(name); // the worker's start-up counts too
  try {
    const prof = CPU_PROF ? ['--cpu-prof', '--cpu-prof-interval', '250', '--cpu-prof-dir', path.join(CPU_PROF, path.basename(root))] : [];
    const w = (worker = spawnNode([...prof, 'bin/underwrite.mjs', 'worker'], { DATABASE_URL: dbUrl(name), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, root));
    assertNodePid(w.proc.pid);
    await waitReady(w, `${root}: underwrite worker`, () => /underwrite worker is running/.test(w.output()) || count > 0);
    before ??= snap();
    let lastCount = -1;
    let lastChange = performance.now();
    while (seen.size < EVENTS && performance.now() - lastChange < IDLE_MS) {
      if (count !== lastCount) [lastCount, lastChange] = [count, performance.now()];
      await sleep(10);
    }
    const after = snap();
    await sleep(1000); // late duplicates; the statistics flushed
    const commitsAfter = await commitsOf(name);
    const duplicates = count - seen.size;
    if (seen.size !== EVENTS || duplicates) throw new Error(`${root}: ${seen.size} of ${EVENTS} events arrived, ${duplicates} duplicates`);
    return { root, rate: (count - 1) / ((last - first) / 1000), worker: (after.worker - before!.worker) / EVENTS, postgres: (after.postgres - before!.postgres) / EVENTS, load, commits: commitsAfter - commitsBefore };
  } finally {
    await worker?.stop();
    await sql(PG_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

async function main() {
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const dataDir = tmpDir();
  console.log(`Webhook drain: ${EVENTS} events, ${RUNS} runs per checkout in turn; ${os.cpus().length} CPUs, node ${process.version}`);
  const template = await makeBacklog(dataDir);
  const runs: Run[] = [];
  for (let i = 1; i <= RUNS; i++) {
    for (const root of ROOTS) {
      const r = await drain(root, template, dataDir);
      runs.push(r);
      console.log(`  run ${i}  ${root.padEnd(30)} ${r.rate.toFixed(0).padStart(6)} deliveries/s  CPU ms a delivery: worker ${r.worker.toFixed(3)}, postgres ${r.postgres.toFixed(3)}; ${r.commits} transactions  (load ${r.load.toFixed(1)})`);
    }
  }
  console.log('\nMedians');
  for (const root of ROOTS) {
    const mine = runs.filter((r) => r.root === root);
    console.log(`  ${root.padEnd(30)} ${median(mine.map((r) => r.rate)).toFixed(0).padStart(6)} deliveries/s  worker ${median(mine.map((r) => r.worker)).toFixed(3)} ms, postgres ${median(mine.map((r) => r.postgres)).toFixed(3)} ms a delivery`);
  }
  console.log(`load average after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

let code = 0;
try {
  await main();
} catch (err) {
  console.error(`bench:webhook-drain failed: ${(err as Error).message}`);
  code = 1;
} finally {
  await release({ final: true });
  receiver.close();
}
process.exit(code);
