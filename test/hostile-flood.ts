import fs from 'node:fs';
import path from 'node:path';
import { multipart } from './multipart.ts';

/**
 * What a holder of one borrower link can throw at the service (issue #24), shared by
 * test/hostile-tenants.test.ts and bench/hostile.bench.ts: statements of any number of rows, their
 * upload through the hosted pages, "I'm done", and a probe that times GET /health meanwhile.
 */

/**
 * A bank export of `rows` rows over two years, written to `file` (`seed` varies the amounts):
 * biweekly payroll, card spending and bills, running balances that add up.
 */
export function writeBigStatementCsv(file: string, rows: number, seed = 1): number {
  const fd = fs.openSync(file, 'w');
  try {
    let balance = 1_000_000;
    const lines: string[] = ['Date,Description,Amount,Balance'];
    const start = Date.UTC(2024, 0, 1);
    const perDay = Math.max(1, Math.ceil(rows / 730));
    for (let i = 0; i < rows; i++) {
      const day = Math.floor(i / perDay);
      const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      const payday = day % 14 === 0 && i % perDay === 0;
      const cents = payday ? 250_000 : -((((i * 7919 + seed * 104_729) % 9_000) + 100) | 0);
      balance += cents;
      const description = payday ? 'ACME CORP PAYROLL PPD ID 4455' : `CARD PURCHASE STORE #${(i * 31 + seed) % 997} CITY ST`;
      lines.push(`${date},${description},${(cents / 100).toFixed(2)},${(balance / 100).toFixed(2)}`);
      if (lines.length >= 10_000) {
        fs.writeSync(fd, lines.join('\n') + '\n');
        lines.length = 0;
      }
    }
    if (lines.length) fs.writeSync(fd, lines.join('\n') + '\n');
  } finally {
    fs.closeSync(fd);
  }
  return fs.statSync(file).size;
}

/** A three-row statement: the small upload another account makes during a flood. */
export const SMALL_CSV = ['Date,Description,Amount,Balance', '2026-01-02,ACME CORP PAYROLL PPD,1500.00,2500.00', '2026-01-05,GROCERY MART #112,-84.20,2415.80', '2026-01-09,ELECTRIC CO AUTOPAY,-38.25,2377.55'].join('\n');

export interface LinkSession {
  /** `/link/{token}` */
  path: string;
  csrf: string;
}

/** Opens a borrower link as the page does: its upload page, and the form token it carries. */
export async function openLinkSession(baseUrl: string, linkUrl: string): Promise<LinkSession> {
  const linkPath = new URL(linkUrl).pathname;
  const page = await fetch(`${baseUrl}${linkPath}/upload`);
  const match = /name="csrf" value="([^"]+)"/.exec(await page.text());
  if (!match) throw new Error(`no form token on ${linkPath}/upload (${page.status})`);
  return { path: linkPath, csrf: match[1]! };
}

/** Uploads files through the link as the page's script does (JSON answer). */
export async function linkUpload(baseUrl: string, link: LinkSession, files: { filename: string; content: Buffer | string }[]) {
  const body = multipart([
    { name: 'module_type', value: 'cash_flow_analysis' },
    { name: 'document_category', value: 'bank_statement' },
    ...files.map((f) => ({ name: 'files', filename: f.filename, content: f.content, contentType: 'text/csv' })),
  ]);
  const res = await fetch(`${baseUrl}${link.path}/upload?csrf=${encodeURIComponent(link.csrf)}`, {
    method: 'POST',
    headers: { ...body.headers, accept: 'application/json' },
    body: new Uint8Array(body.payload),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
}

/** "I'm done" on the link. */
export async function linkDone(baseUrl: string, link: LinkSession) {
  const res = await fetch(`${baseUrl}${link.path}/done`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: link.csrf }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
}

/** The big files of a flood, written once into `dir`. */
export function floodFiles(dir: string, count: number, rows: number): { filename: string; file: string; bytes: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const filename = `flood-${rows}-${i}.csv`;
    const file = path.join(dir, filename);
    const bytes = fs.existsSync(file) ? fs.statSync(file).size : writeBigStatementCsv(file, rows, i + 1);
    return { filename, file, bytes };
  });
}

export interface Latencies {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN);
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.length ? sorted[sorted.length - 1]! : NaN };
}

export const formatLatencies = (l: Latencies) =>
  `n=${l.count} p50=${l.p50.toFixed(1)} ms p95=${l.p95.toFixed(1)} ms p99=${l.p99.toFixed(1)} ms max=${l.max.toFixed(1)} ms`;

/**
 * Times GET `url` back to back (one in flight, `everyMs` apart) until stopped. A request that
 * gets no answer within `timeoutMs` counts as that long.
 */
export function healthProbe(url: string, opts: { everyMs?: number; timeoutMs?: number } = {}) {
  const samples: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000) });
        await res.arrayBuffer();
      } catch {
        /* counted as its time */
      }
      samples.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, opts.everyMs ?? 50));
    }
  })();
  return {
    samples,
    async stop(): Promise<Latencies> {
      running = false;
      await done;
      return summarize(samples);
    },
  };
}

export async function apiJson(baseUrl: string, key: string, pathname: string, init: { method?: string; body?: unknown; form?: ReturnType<typeof multipart> } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  let body: string | Uint8Array | undefined;
  if (init.form) {
    Object.assign(headers, init.form.headers);
    body = new Uint8Array(init.form.payload);
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const res = await fetch(baseUrl + pathname, { method: init.method ?? 'GET', headers, body: body as BodyInit | undefined });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text };
}

export async function pollFor<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, timeoutMs: number): Promise<{ value: T; ms: number }> {
  const t0 = performance.now();
  for (;;) {
    const value = await read();
    if (done(value)) return { value, ms: performance.now() - t0 };
    if (performance.now() - t0 > timeoutMs) throw new Error(`${what}: not so within ${timeoutMs} ms (last: ${JSON.stringify(value).slice(0, 300)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function createCase(baseUrl: string, key: string, reference: string): Promise<{ caseId: string; url: string }> {
  const r = await apiJson(baseUrl, key, '/api/cases', { method: 'POST', body: { first_name: 'Ada', last_name: 'Lovelace', reference_id: reference } });
  if (r.status !== 201) throw new Error(`POST /api/cases answered ${r.status}: ${r.text}`);
  return { caseId: r.json.case_id, url: r.json.url };
}

/** Another account's three-row statement through the API: milliseconds from the POST until it is read (PROCESSED or FAILED). */
export async function smallUploadRead(baseUrl: string, key: string, reference: string, timeoutMs: number): Promise<{ ms: number; status: string }> {
  const t0 = performance.now();
  const { caseId } = await createCase(baseUrl, key, reference);
  const form = multipart([
    { name: 'module_type', value: 'cash_flow_analysis' },
    { name: 'document_category', value: 'bank_statement' },
    { name: 'files', filename: 'three-rows.csv', content: SMALL_CSV, contentType: 'text/csv' },
  ]);
  const up = await apiJson(baseUrl, key, `/api/cases/${caseId}/documents`, { method: 'POST', form });
  if (up.status !== 201) throw new Error(`small upload answered ${up.status}: ${up.text}`);
  const id = up.json.documents[0].document_id as string;
  const { value } = await pollFor(
    'the small upload is read',
    async () => (await apiJson(baseUrl, key, `/api/cases/${caseId}/documents/${id}`)).json?.processing_status as string,
    (s) => s !== 'PROCESSING',
    timeoutMs,
  );
  return { ms: performance.now() - t0, status: value };
}

export interface FloodOutcome<T = unknown> {
  /** What `duringFlood` returned. */
  during: T;
  uploadStatus: number;
  doneStatus: number;
  /** The flooding case's documents once the flood settled: status and error of each. */
  documents: { filename: string; processing_status: string; processing_error: string | null }[];
  /** The flooding case's cash_flow_analysis once it settled. */
  module: { status: string; reason?: string | null };
  /** The flood from the upload's start until its run ended, in ms. */
  floodMs: number;
}

/**
 * One link's flood: `files` uploaded in one request through the hosted page, then "I'm done",
 * until the case's documents are read and its run has ended (bounded by `timeoutMs`). `duringFlood`
 * starts the moment the upload is accepted, beside "I'm done".
 */
export async function floodThroughLink<T>(
  baseUrl: string,
  key: string,
  files: { filename: string; file: string }[],
  reference: string,
  timeoutMs: number,
  duringFlood: (floodCaseId: string) => Promise<T>,
): Promise<FloodOutcome<T>> {
  const t0 = performance.now();
  const { caseId, url } = await createCase(baseUrl, key, reference);
  const link = await openLinkSession(baseUrl, url);
  const up = await linkUpload(baseUrl, link, files.map((f) => ({ filename: f.filename, content: fs.readFileSync(f.file) })));
  if (up.status !== 201) throw new Error(`flood upload answered ${up.status}: ${up.body.slice(0, 300)}`);
  const during = duringFlood(caseId);
  const done = await linkDone(baseUrl, link);
  const settled = await pollFor(
    'the flood settles',
    async () => {
      const docs = await apiJson(baseUrl, key, `/api/cases/${caseId}/documents?limit=100`);
      const mod = await apiJson(baseUrl, key, `/api/cases/${caseId}/modules/cash_flow_analysis`);
      return { docs: (docs.json?.data ?? []) as FloodOutcome['documents'], mod: mod.json as { status: string } };
    },
    (v) => v.docs.every((d) => d.processing_status !== 'PROCESSING') && v.mod?.status !== 'ANALYZING',
    timeoutMs,
  );
  const mod = settled.value.mod as Record<string, any>;
  return {
    during: await during,
    uploadStatus: up.status,
    doneStatus: done.status,
    documents: settled.value.docs.map((d) => ({ filename: d.filename, processing_status: d.processing_status, processing_error: d.processing_error })),
    module: { status: mod.status, reason: mod.executions?.[0]?.reason ?? null },
    floodMs: performance.now() - t0,
  };
}
