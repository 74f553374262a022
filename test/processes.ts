import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { configSchema } from '../src/config/config.ts';
import { withDatabase } from './global-setup.ts';

/** Helpers that drive `node bin/underwrite.mjs ...` as a user would, in real child processes. */

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(REPO, 'bin', 'underwrite.mjs');

export type Env = Record<string, string | undefined>;

/** The parent's environment without any of the service's settings, so each test says its own. */
function baseEnv(): Env {
  const env: Env = { ...process.env };
  for (const key of Object.keys(configSchema.shape)) delete env[key];
  return { ...env, LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
}

const children = new Set<ChildProcess>();

/** Kills every child still running (afterAll, and a safety net for failed tests). */
export function killAll() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.clear();
}

function track(child: ChildProcess) {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The single JSON object printed on stdout (throws unless there is exactly one line). */
  json(): Record<string, any>;
}

export function tempDir(prefix = 'uw-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function cli(args: string[], env: Env = {}, timeoutMs = 90_000): Promise<CliResult> {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: REPO, env: { ...baseEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  track(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('close', (c) => resolve(c)));
  clearTimeout(timer);
  return {
    code,
    stdout,
    stderr,
    json() {
      const lines = stdout.split('\n').filter(Boolean);
      if (lines.length !== 1) throw new Error(`expected one JSON line on stdout, got ${JSON.stringify(stdout)} (stderr ${JSON.stringify(stderr)})`);
      return JSON.parse(lines[0]!);
    },
  };
}

/** Runs a command that must succeed with `--json`; returns its object. */
export async function cliJson(args: string[], env: Env = {}): Promise<Record<string, any>> {
  const r = await cli([...args, '--json'], env);
  if (r.code !== 0 || r.stderr !== '') throw new Error(`underwrite ${args.join(' ')} failed (${r.code}): ${r.stderr}${r.stdout}`);
  return r.json();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface Server {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal and waits (bounded) for the exit; SIGKILL if it does not come. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns `underwrite serve` on a free loopback port; does not wait for it (see waitHealthy). */
export async function spawnServer(env: Env, args: string[] = ['serve']): Promise<Server> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: REPO,
    env: { ...baseEnv(), PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (c: string) => (out += c));
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (err += c));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    stdout: () => out,
    stderr: () => err,
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Polls /health until 200; fails early when the process exits, and after timeoutMs. */
export async function waitHealthy(server: Server, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`serve exited before it was healthy: ${server.stderr()}${server.stdout()}`);
    try {
      const res = await fetch(`${server.baseUrl}/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`serve was not healthy within ${timeoutMs} ms: ${server.stderr()}`);
}

export async function startServer(env: Env): Promise<Server> {
  const server = await spawnServer(env);
  try {
    await waitHealthy(server);
  } catch (err) {
    await server.stop('SIGKILL');
    throw err;
  }
  return server;
}

/** `fetch` with a bearer key, returning status and parsed JSON body. */
export async function api(baseUrl: string, key: string, pathname: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(baseUrl + pathname, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${key}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body };
}

/** The PostgreSQL server to make scratch databases on: TEST_DATABASE_URL, else the usual local one. */
const SCRATCH_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * `npm test` runs twice in CI: on the embedded store, then with TEST_DATABASE_URL. Tests that start
 * service processes on a store of their own choosing run in the half of that store only, so no
 * process test runs twice: PGlite ones when TEST_DATABASE_URL is unset, PostgreSQL ones when it is set.
 */
export const EMBEDDED_HALF = !process.env.TEST_DATABASE_URL;

/** Whether this is the PostgreSQL half and its server answers (it must, once TEST_DATABASE_URL is set). */
export async function scratchServerReachable(): Promise<boolean> {
  if (EMBEDDED_HALF) return false;
  const client = new pg.Client({ connectionString: SCRATCH_SERVER, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (err) {
    if (process.env.TEST_DATABASE_URL) throw new Error(`TEST_DATABASE_URL is set but ${SCRATCH_SERVER} is not reachable: ${(err as Error).message}`);
    return false;
  }
}

/** A fresh empty database (`uw_cli_<random>`) on that server. */
export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `uw_cli_${crypto.randomBytes(6).toString('hex')}`;
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: SCRATCH_SERVER });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE ${name}`);
  return { url: withDatabase(SCRATCH_SERVER, name), drop: () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Polls `check` until it returns true; throws naming `what` after `timeoutMs` (never an unbounded loop). */
export async function pollUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000, everyMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not so within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Every item of a `{data, next_cursor}` list, page by page (bounded to `maxPages`). */
export async function listAll(baseUrl: string, key: string, pathname: string, maxPages = 100): Promise<any[]> {
  const out: any[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const sep = pathname.includes('?') ? '&' : '?';
    const res = await api(baseUrl, key, `${pathname}${sep}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (res.status !== 200) throw new Error(`GET ${pathname}: ${res.status} ${JSON.stringify(res.body)}`);
    out.push(...res.body.data);
    cursor = res.body.next_cursor;
    if (!cursor) return out;
  }
  throw new Error(`GET ${pathname}: more than ${maxPages} pages`);
}

export interface ReceivedWebhook {
  /** The `webhook-id` header (the event_id). */
  id: string;
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
  body: any;
}

/** How a receiver answers a request: with a status, or never ('hold': the connection stays open). */
export type ReceiverAnswer = number | 'hold';

export interface WebhookReceiver {
  url: string;
  /** Every request, in arrival order (held ones included). */
  received: ReceivedWebhook[];
  /** Decides the answer of each request as it arrives; change it at any time. */
  answer: (req: ReceivedWebhook, index: number) => ReceiverAnswer;
  /** Called synchronously as each request's body has arrived, before it is answered. */
  onRequest?: (req: ReceivedWebhook, index: number) => void;
  /** How many requests each webhook-id received. */
  counts(): Map<string, number>;
  /** Answers 503 to every held request, drops their connections, and stops listening. */
  close(): Promise<void>;
}

/** A real HTTP webhook receiver on 127.0.0.1 (path /hook) that records every request. */
export async function startWebhookReceiver(answer: WebhookReceiver['answer'] = () => 200): Promise<WebhookReceiver> {
  const http = await import('node:http');
  const held = new Set<import('node:http').ServerResponse>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    answer,
    counts() {
      const m = new Map<string, number>();
      for (const r of receiver.received) m.set(r.id, (m.get(r.id) ?? 0) + 1);
      return m;
    },
    async close() {
      for (const res of held) res.destroy();
      held.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      let body: any = null;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        /* recorded as is */
      }
      const got: ReceivedWebhook = { id: String(req.headers['webhook-id'] ?? ''), headers: req.headers, raw, body };
      const index = receiver.received.push(got) - 1;
      receiver.onRequest?.(got, index);
      const a = receiver.answer(got, index);
      if (a === 'hold') {
        held.add(res);
        res.once('close', () => held.delete(res));
        return;
      }
      res.writeHead(a, { 'content-type': 'text/plain' }).end(a >= 200 && a < 300 ? 'ok' : 'receiver says no');
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/hook`;
  return receiver;
}

/** Rows of one SQL statement on the database at `url`, on a connection of its own. */
export async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}
