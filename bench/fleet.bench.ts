// `npm run bench:fleet`: POST /api/cases through one, then two `serve --no-worker` processes on one
// PostgreSQL (documents in a directory; this measures the API, not the store), load spread evenly
// over the processes, 50 connections in all. Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3),
// BENCH_PG_URL (the server; a fresh uw_bench_* database is created and dropped).
import autocannon from 'autocannon';
import { answersHealth, createBenchDatabase, dbUrl, freePort, release, spawnNode, tmpDir, waitReady, type NodeChild } from './bench-lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 50;

async function startApi(env: Record<string, string>): Promise<{ child: NodeChild; port: number }> {
  const port = await freePort();
  const child = spawnNode(['bin/underwrite.mjs', 'serve', '--no-worker'], { ...env, PORT: String(port), DATA_DIR: tmpDir() });
  await waitReady(child, `serve on ${port}`, answersHealth(port));
  return { child, port };
}

/** 50 connections split over the ports for `seconds`; requests per second and latency over all of them. */
async function load(ports: number[], key: string, seconds: number) {
  let n = 0;
  const runs = await Promise.all(
    ports.map((port) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS / ports.length,
        duration: seconds,
        requests: [{
          method: 'POST',
          path: '/api/cases',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', reference_id: `fleet-bench-${++n}` }) }),
        }],
      }),
    ),
  );
  const ok = runs.reduce((s, r) => s + r['2xx'], 0);
  return {
    rps: Math.round(ok / seconds),
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    errors: runs.reduce((s, r) => s + r.errors + r.non2xx, 0),
  };
}

async function main() {
  const db = dbUrl(await createBenchDatabase());
  const env = { DATABASE_URL: db, SECRET_KEY: Buffer.alloc(32, 3).toString('base64'), LOG_LEVEL: 'warn', RATE_LIMIT_PER_SECOND: '1000000', RATE_LIMIT_BURST: '1000000' };
  const first = await startApi(env);
  const key = /lender key\s+(\S+)/.exec(first.child.output())?.[1];
  if (!key) throw new Error(`no lender key in the first-start banner:\n${first.child.output()}`);
  const rows: Record<string, unknown>[] = [];
  if (WARMUP > 0) await load([first.port], key, WARMUP);
  rows.push({ api_processes: 1, ...(await load([first.port], key, SECONDS)) });
  const second = await startApi(env);
  if (WARMUP > 0) await load([first.port, second.port], key, WARMUP);
  rows.push({ api_processes: 2, ...(await load([first.port, second.port], key, SECONDS)) });
  console.table(rows);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => release({ final: true }));
