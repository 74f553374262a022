// `npm run bench:create-embedded`: POST /api/cases on the embedded store alone, at 50 connections,
// BENCH_RUNS times (3), each on a fresh store: BENCH_SECONDS (8) measured after BENCH_WARMUP_SECONDS
// (2). Prints each run's requests per second, p50/p99 latency, the service's CPU time a request and
// the load average, then the medians: the quick measure of one change, to run alternately with the
// code before it (`npm run bench:api` measures every row and its ceilings). BENCH_CPU_PROF=DIR
// writes a V8 CPU profile of each run's service.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { answersHealth, assertNodePid, freePort, release, spawnNode, tmpDir, waitReady } from './bench-lib.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CPU_PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;

/** CPU time (user + system) of a process in ms, from /proc (100 ticks a second). */
function cpuMs(pid: number): number {
  assertNodePid(pid);
  const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const stat = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
  return (Number(stat[11]) + Number(stat[12])) * 10;
}

async function once(run: number) {
  const port = await freePort();
  const prof = CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.join(CPU_PROF, `run-${run}`)] : [];
  const service = spawnNode([...prof, 'bin/underwrite.mjs', 'serve'], {
    DATA_DIR: tmpDir(),
    DATABASE_URL: undefined,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_SECOND: '1000000',
    RATE_LIMIT_BURST: '1000000',
  });
  try {
    await waitReady(service, 'underwrite serve', answersHealth(port));
    const key = /lender key\s+(\S+)/.exec(service.output())?.[1];
    if (!key) throw new Error(`no lender key in the first-start banner:\n${service.output()}`);
    let n = 0;
    const load = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: 50,
        duration,
        requests: [{
          method: 'POST',
          path: '/api/cases',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', reference_id: `bench-${++n}`, phone_number: '+14155552671' }) }),
        }],
      });
    const loadBefore = os.loadavg()[0];
    if (WARMUP > 0) await load(WARMUP);
    const before = cpuMs(service.proc.pid!);
    const r = await load(SECONDS);
    const cpu = (cpuMs(service.proc.pid!) - before) / Math.max(1, r['2xx'] + r.non2xx);
    const errors = r.non2xx + r.errors;
    return { rps: r['2xx'] / r.duration, p50: r.latency.p50, p99: r.latency.p99, cpu, errors, load: [loadBefore, os.loadavg()[0]] };
  } finally {
    await service.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let code = 1;
try {
  console.log(`POST /api/cases on the embedded store, 50 connections, ${SECONDS} s after ${WARMUP} s warm-up; ${os.cpus().length} CPUs, node ${process.version}`);
  const rows = [];
  for (let i = 1; i <= RUNS; i++) {
    const row = await once(i);
    rows.push(row);
    console.log(`run ${i}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.cpu.toFixed(3)} ms CPU a request, ${row.errors} errors; load average ${row.load.map((l) => l.toFixed(1)).join(' -> ')}`);
  }
  console.log(`median: ${median(rows.map((r) => r.rps)).toFixed(0)} req/s, p99 ${median(rows.map((r) => r.p99))} ms, ${median(rows.map((r) => r.cpu)).toFixed(3)} ms CPU a request`);
  code = rows.some((r) => r.errors > 0) ? 1 : 0;
} catch (err) {
  console.error(`bench:create-embedded failed: ${(err as Error).message}`);
} finally {
  await release({ final: true });
}
process.exit(code);
