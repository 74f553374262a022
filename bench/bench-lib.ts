// What the benchmarks share: node child processes they start and stop, scratch directories and
// databases they remove at the end, the PostgreSQL server they bench (BENCH_PG_URL).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The checkout whose `bin/underwrite.mjs` the benchmarks start (BENCH_SERVICE_ROOT; default this
 * one): the same benchmark run against another build, to compare code back to back. That checkout
 * must be built (`npm run build` in it): the benchmark builds only its own.
 */
export const SERVICE_ROOT = process.env.BENCH_SERVICE_ROOT ? path.resolve(process.env.BENCH_SERVICE_ROOT) : ROOT;
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const dbUrl = (name: string) => Object.assign(new URL(PG_URL), { pathname: `/${name}` }).toString();

export async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface NodeChild {
  proc: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

const children = new Set<NodeChild>();
const tmpDirs: string[] = [];
const databases: string[] = [];
let released = false;

export function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-bench-'));
  tmpDirs.push(dir);
  return dir;
}

/** A fresh database on the bench server (a copy of `template` when given), dropped by release(). */
export async function createBenchDatabase(template?: string): Promise<string> {
  const name = `uw_bench_${process.pid}_${databases.length}_${Date.now().toString(36)}`;
  await sql(PG_URL, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  databases.push(name);
  return name;
}

/** `node ...args` in the repository, its output collected; no shell in between, so its pid is node's. */
/** The environment `npm start` gives the service (package.json), for the service a benchmark starts. */
export const SERVICE_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };

export function spawnNode(args: string[], env: Record<string, string | undefined>, cwd?: string): NodeChild {
  if (released) throw new Error('the benchmark is stopping');
  const isService = args.includes('bin/underwrite.mjs');
  const service = isService ? SERVICE_ENV : {};
  const proc = spawn(process.execPath, args, { cwd: cwd ?? (isService ? SERVICE_ROOT : ROOT), env: { ...process.env, ...service, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  const child: NodeChild = {
    proc,
    output: () => out,
    async stop() {
      children.delete(child);
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  children.add(child);
  return child;
}

/** Waits until `ready` says so (polled every 100 ms), failing if the child exits or 60 s pass. */
export async function waitReady(child: NodeChild, what: string, ready: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.proc.exitCode !== null) throw new Error(`${what} exited with ${child.proc.exitCode}:\n${child.output()}`);
    if (Date.now() > deadline) throw new Error(`${what} was not ready within 60 s:\n${child.output()}`);
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const answersHealth = (port: number) => () => fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false);

/** Throws unless `pid` is a node process (the figures read from /proc must be the service's). */
export function assertNodePid(pid: number | undefined) {
  if (fs.readlinkSync(`/proc/${pid}/exe`) !== fs.realpathSync(process.execPath)) throw new Error(`pid ${pid} is not node`);
}

/** Stops every child, drops every bench database, removes every scratch directory. */
export async function release(opts: { final?: boolean } = {}) {
  if (opts.final) released = true;
  await Promise.allSettled([...children].map((c) => c.stop()));
  for (const db of databases.splice(0)) {
    await sql(PG_URL, `DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`).catch((e) => console.error(`could not drop ${db}: ${e.message}`));
  }
  for (const dir of tmpDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
