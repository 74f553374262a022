// `npm run bench:webhook-client`: the CPU a webhook request costs the process sending it. Posts
// BENCH_REQUESTS (20000) webhook-sized bodies, 64 in flight, to a keep-alive receiver in another
// process, in turn BENCH_RUNS (3) times through the service's `postWebhook` (undici, checks and all)
// and through a bare node:http keep-alive agent of 64 sockets, each run in a process of its own
// (after 2,000 requests of warm-up); prints requests per second and CPU microseconds a request for
// each run, and the load average.
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { postWebhook } from '../src/webhooks/webhook-client.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IN_FLIGHT = 64;

const RECEIVER = `
const s = require('node:http').createServer((q, r) => { q.resume(); q.on('end', () => { r.writeHead(200, { 'content-length': '0' }); r.end(); }); });
s.keepAliveTimeout = 60000;
s.listen(0, '127.0.0.1', () => process.stdout.write(String(s.address().port) + '\\n'));`;

const body = Buffer.from(
  JSON.stringify({ event_id: crypto.randomUUID(), webhook_type: 'CASE', event: 'CASE_CREATED', case_id: crypto.randomUUID(), reference_id: 'ref-1', environment: 'sandbox', created_at: new Date().toISOString(), sequence: 1, case_sequence: 1 }),
);
const headers = { 'x-signature': `sha256=${'a'.repeat(64)}`, 'webhook-id': crypto.randomUUID(), 'webhook-timestamp': '1700000000', 'webhook-signature': `v1,${'b'.repeat(44)}` };

type Send = () => Promise<boolean>;

function viaPostWebhook(url: string): Send {
  const opts = { timeoutMs: 10_000, policy: { environment: 'sandbox' as const, allowLocal: true } };
  return async () => (await postWebhook(url, body, headers, opts)).succeeded;
}

function viaNodeHttp(url: string): Send {
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const all = { ...headers, 'content-type': 'application/json', 'content-length': String(body.length), 'user-agent': 'underwrite-webhooks/1' };
  return () =>
    new Promise((resolve) => {
      const req = http.request(url, { method: 'POST', agent, headers: all });
      req.on('error', () => resolve(false));
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200));
      });
      req.end(body);
    });
}

async function run(send: Send, n: number): Promise<{ perSecond: number; cpuUs: number }> {
  let next = 0;
  let failed = 0;
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next++ < n) if (!(await send())) failed++;
    }),
  );
  const used = process.cpuUsage(cpu);
  if (failed) throw new Error(`${failed} requests failed`);
  return { perSecond: n / ((performance.now() - t0) / 1000), cpuUs: (used.user + used.system) / n };
}

async function measure(client: string, url: string): Promise<{ perSecond: number; cpuUs: number }> {
  const send = client === 'undici' ? viaPostWebhook(url) : viaNodeHttp(url);
  await run(send, 2_000);
  return run(send, REQUESTS);
}

const CLIENTS: [string, string][] = [
  ['undici', 'postWebhook (undici)'],
  ['node', 'node:http agent, bare'],
];

if (process.argv[2] === '--one') {
  process.stdout.write(JSON.stringify(await measure(process.argv[3]!, process.argv[4]!)) + '\n');
  process.exit(0);
}

function inChild(client: string, url: string): Promise<{ perSecond: number; cpuUs: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, '--one', client, url], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${client}: exit ${code}`)))));
}

const receiver = spawn(process.execPath, ['-e', RECEIVER], { stdio: ['ignore', 'pipe', 'inherit'] });
try {
  const port = await new Promise<number>((resolve) => receiver.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
  const url = `http://127.0.0.1:${port}/hook`;
  console.log(`Webhook client: ${REQUESTS} requests per run, ${IN_FLIGHT} in flight; ${os.cpus().length} CPUs, node ${process.version}`);
  console.log(`load average before ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (let i = 1; i <= RUNS; i++) {
    for (const [client, name] of CLIENTS) {
      const r = await inChild(client, url);
      console.log(`  run ${i}  ${name.padEnd(24)} ${r.perSecond.toFixed(0).padStart(6)} req/s  ${r.cpuUs.toFixed(1).padStart(6)} µs CPU a request`);
    }
  }
  console.log(`load average after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  receiver.kill();
}
process.exit(0);
