// `npm run bench:create-embedded`: POST /api/cases on the embedded store alone, at 50 connections,
// BENCH_RUNS times (3), each on a fresh store: BENCH_SECONDS (8) measured after BENCH_WARMUP_SECONDS
// (2). Prints each run's requests per second, p50/p99 latency, the service's CPU time a request and
// the load average, its peak RSS (VmHWM) and where the memory was at the highest sample, then the
// minimum, median and maximum: the quick measure of one change, to run alternately with the code
// before it (`npm run bench:api` measures every row and its ceilings). The peak is printed beside
// its target (300 MB) and a bare node process's RSS read in the same run. BENCH_VARIANTS runs
// variants of the service in turn, run by run, in one sitting: `name:ARGS;name:ARGS`, each ARGS
// node's own options and KEY=VALUE environment settings (`base:;semi1:--max-semi-space-size=1`).
// BENCH_CPU_PROF=DIR writes a V8 CPU profile of each run's service.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { describeSample, rssMb, sampleMemory, type MemorySample } from './memory-sampler.ts';
import { answersHealth, assertNodePid, freePort, release, spawnNode, tmpDir, waitReady } from './bench-lib.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const TARGET_PEAK_MB = 300;
interface Variant { name: string; nodeArgs: string[]; env: Record<string, string> }
const VARIANTS: Variant[] = (process.env.BENCH_VARIANTS ?? 'service:').split(';').filter(Boolean).map((spec) => {
  const [name, args = ''] = spec.split(/:(.*)/s);
  const words = args.split(/\s+/).filter(Boolean);
  const env = Object.fromEntries(words.filter((w) => /^[A-Z_][A-Z0-9_]*=/.test(w)).map((w) => w.split(/=(.*)/s).slice(0, 2)));
  return { name, nodeArgs: words.filter((w) => !/^[A-Z_][A-Z0-9_]*=/.test(w)), env };
});
const CPU_PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;

/** CPU time (user + system) of a process in ms, from /proc (100 ticks a second). */
function cpuMs(pid: number): number {
  assertNodePid(pid);
  const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const stat = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
  return (Number(stat[11]) + Number(stat[12])) * 10;
}

async function once(run: number, variant: Variant) {
  const port = await freePort();
  const prof = CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.join(CPU_PROF, `run-${run}`)] : [];
  const service = spawnNode([...prof, ...variant.nodeArgs, 'bin/underwrite.mjs', 'serve'], {
    ...variant.env,
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
    const readyMb = rssMb(service.proc.pid!);
    const memory = sampleMemory(service.proc.pid!, port);
    if (WARMUP > 0) await load(WARMUP);
    const before = cpuMs(service.proc.pid!);
    const r = await load(SECONDS);
    const cpu = (cpuMs(service.proc.pid!) - before) / Math.max(1, r['2xx'] + r.non2xx);
    const atPeak = memory.stop();
    const errors = r.non2xx + r.errors;
    return { rps: r['2xx'] / r.duration, p50: r.latency.p50, p99: r.latency.p99, cpu, errors, load: [loadBefore, os.loadavg()[0]], peakMb: hwmMb(service.proc.pid!), readyMb, atPeak };
  } finally {
    await service.stop();
  }
}

/** Peak resident memory (VmHWM) of a process in MB. */
function hwmMb(pid: number): number {
  assertNodePid(pid);
  return Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}

/** RSS of a bare node process that has started and settled: what node alone takes on this machine. */
async function bareNodeMb(): Promise<number> {
  const bare = spawnNode(['-e', 'setInterval(() => {}, 1000)'], {});
  try {
    await new Promise((r) => setTimeout(r, 1000));
    return rssMb(bare.proc.pid!);
  } finally {
    await bare.stop();
  }
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
const spread = (xs: number[], d = 0) => [sorted(xs)[0], median(xs), sorted(xs).at(-1)!].map((x) => x.toFixed(d)).join(' / ');
let code = 1;
try {
  console.log(`POST /api/cases on the embedded store, 50 connections, ${SECONDS} s after ${WARMUP} s warm-up; ${os.cpus().length} CPUs, node ${process.version}`);
  const bareMb = await bareNodeMb();
  const rows: Array<Awaited<ReturnType<typeof once>> & { variant: string }> = [];
  for (let i = 1; i <= RUNS; i++) {
    for (const variant of VARIANTS) {
      const row = { ...(await once(i, variant)), variant: variant.name };
      rows.push(row);
      console.log(`run ${i} ${variant.name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.cpu.toFixed(3)} ms CPU a request, ${row.errors} errors, peak RSS ${row.peakMb.toFixed(0)} MB (${row.readyMb.toFixed(0)} when ready); load average ${row.load.map((l) => l.toFixed(1)).join(' -> ')}`);
      console.log(`  at the highest sample: ${describeSample(row.atPeak as MemorySample | undefined)}`);
    }
  }
  console.log(`\nmin / median / max over ${RUNS} runs each; bare node ${bareMb.toFixed(0)} MB RSS in the same run`);
  for (const variant of VARIANTS) {
    const mine = rows.filter((r) => r.variant === variant.name);
    const peak = median(mine.map((r) => r.peakMb));
    console.log(`${variant.name}: ${spread(mine.map((r) => r.rps))} req/s, p99 ${spread(mine.map((r) => r.p99))} ms, ${spread(mine.map((r) => r.cpu), 3)} ms CPU a request; peak RSS ${spread(mine.map((r) => r.peakMb))} MB (${(peak / bareMb).toFixed(1)} x bare node) ${peak < TARGET_PEAK_MB ? 'PASS' : 'MISS'} < ${TARGET_PEAK_MB} MB`);
  }
  code = rows.some((r) => r.errors > 0) ? 1 : 0;
} catch (err) {
  console.error(`bench:create-embedded failed: ${(err as Error).message}`);
} finally {
  await release({ final: true });
}
process.exit(code);
