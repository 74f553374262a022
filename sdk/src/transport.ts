import crypto from 'node:crypto';
import { ConnectionError, errorForStatus, UnderwriteError } from './errors.js';
import { isRetryableStatus, RETRY_DEFAULTS, retryAfterMs, retryDelayMs, type RetryOptions } from './retry.js';
import type { ApiVersion } from './versions.js';

export interface TransportOptions extends RetryOptions {
  /** The service's base URL, e.g. `http://localhost:8080`. */
  baseUrl: string;
  /** A LENDER or DEALER key (`uw_sandbox_lender_...`). Only the report check works without one. */
  apiKey?: string;
  /** Sent as `Service-Api-Version`; omitted, the account's pinned version answers. */
  apiVersion?: ApiVersion;
  /** Time allowed for each attempt, in ms. Default 60000. */
  timeoutMs?: number;
  /**
   * Send a generated `Idempotency-Key` on every POST (default true), the same one on each retry.
   * Without a key a POST is retried only after a 429, never after a 5xx or a lost connection.
   */
  idempotency?: boolean;
  /** Another `fetch` implementation (a proxy agent, instrumentation). Default: the global one. */
  fetch?: typeof fetch;
}

/** Per call. */
export interface RequestOptions {
  /** This POST's `Idempotency-Key` (default: a new UUID per call when idempotency is on). */
  idempotencyKey?: string;
  /** Overrides the client's `Service-Api-Version` for this call. */
  apiVersion?: ApiVersion;
  /** Cancels the call, retries and waits included. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Query;
  json?: unknown;
  /** A body made afresh for each attempt (multipart forms, bytes), with its content type when not FormData. */
  body?: () => Promise<{ body: BodyInit; contentType?: string }>;
  /** false for the keyless report check. */
  auth?: boolean;
  /** 'bytes' reads a successful answer as bytes (the report PDF). */
  expect?: 'json' | 'bytes';
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
  /** The service's `Request-Id`. */
  requestId: string | undefined;
}

export type Transport = <T>(call: Call, opts?: RequestOptions) => Promise<ApiResponse<T>>;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', abort, { once: true });
  });

/** The base URL may carry a path (a service behind a proxy at `/underwrite`): paths are appended to it. */
function urlOf(baseUrl: string, path: string, query: Query = {}): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return url.toString();
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!/json/i.test(res.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one way the SDK calls the service: bearer key, version header, an `Idempotency-Key` on every
 * POST (kept across retries, which is what makes retrying a POST safe), and retries with backoff
 * on 429, 5xx and network failures, honouring `Retry-After`.
 */
export function createTransport(options: TransportOptions): Transport {
  const retry = { ...RETRY_DEFAULTS, ...stripUndefined({ maxRetries: options.maxRetries, baseDelayMs: options.baseDelayMs, maxDelayMs: options.maxDelayMs }) };
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;

  return async function request<T>(call: Call, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { accept: call.expect === 'bytes' ? 'application/pdf, application/json' : 'application/json', ...opts.headers };
    if (call.auth !== false) {
      if (!options.apiKey) throw new UnderwriteError('This call needs an API key: pass apiKey to createClient');
      headers.authorization = `Bearer ${options.apiKey}`;
    }
    const version = opts.apiVersion ?? options.apiVersion;
    if (version) headers['service-api-version'] = version;
    if (call.method === 'POST' && (opts.idempotencyKey || options.idempotency !== false)) {
      headers['idempotency-key'] = opts.idempotencyKey ?? crypto.randomUUID();
    }
    const url = urlOf(options.baseUrl, call.path, call.query);
    // Reads repeat safely; a POST only under an Idempotency-Key (the service then answers a repeat as the first).
    const replayable = call.method !== 'POST' || headers['idempotency-key'] !== undefined;

    for (let attempt = 0; ; attempt++) {
      const attemptHeaders = { ...headers };
      let body: BodyInit | undefined;
      if (call.json !== undefined) {
        body = JSON.stringify(call.json);
        attemptHeaders['content-type'] = 'application/json';
      } else if (call.body) {
        const made = await call.body();
        body = made.body;
        if (made.contentType) attemptHeaders['content-type'] = made.contentType;
      }
      const signal = opts.signal ? AbortSignal.any([opts.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
      let answer: Answer;
      try {
        answer = await send(doFetch, url, { method: call.method, headers: attemptHeaders, body, signal, redirect: 'manual' }, call.expect);
      } catch (err) {
        if (opts.signal?.aborted) throw opts.signal.reason;
        if (attempt >= retry.maxRetries || !replayable) {
          throw new ConnectionError(`${call.method} ${call.path}: no answer after ${attempt + 1} attempt(s): ${(err as Error).message}`, { cause: err });
        }
        await sleep(retryDelayMs(attempt, retry), opts.signal);
        continue;
      }
      const { res, data } = answer;
      const requestId = res.headers.get('request-id') ?? undefined;
      if (res.ok) return { data: data as T, status: res.status, headers: res.headers, requestId };
      // A 429 was refused before anything happened; a 5xx may have changed something, so it is
      // retried only when the request can be replayed safely.
      if (isRetryableStatus(res.status) && attempt < retry.maxRetries && (replayable || res.status === 429)) {
        await sleep(retryDelayMs(attempt, retry, retryAfterMs(res.headers.get('retry-after'))), opts.signal);
        continue;
      }
      throw errorForStatus(res.status, { requestId, body: data, headers: res.headers });
    }
  };
}

interface Answer {
  res: Response;
  data: unknown;
}

/** One attempt, the body read within it (a connection that fails mid-body is a failed attempt). */
async function send(doFetch: typeof fetch, url: string, init: RequestInit, expect: Call['expect']): Promise<Answer> {
  const res = await doFetch(url, init);
  const data = res.ok && expect === 'bytes' ? new Uint8Array(await res.arrayBuffer()) : await readBody(res);
  return { res, data };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
