import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { apiJson, createCase, floodFiles, formatLatencies, healthProbe, linkDone, linkUpload, openLinkSession, pollFor, SMALL_CSV, smallUploadRead } from './hostile-flood.ts';
import { multipart } from './multipart.ts';
import { cliJson, EMBEDDED_HALF, killAll, scratchDatabase, scratchServerReachable, startServer, tempDir, type Env, type Server } from './processes.ts';
import fs from 'node:fs';

// Issue #24: what one borrower link (no API key) can do to every other account, against a real
// `underwrite serve` on the embedded store, or on PostgreSQL when TEST_DATABASE_URL is set.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const onPostgres = !EMBEDDED_HALF && (await scratchServerReachable());
const store = onPostgres ? 'postgres' : 'pglite';
const FLOOD_FILES = 3;
const FLOOD_ROWS = 60_000;

const dropDatabases: (() => Promise<void>)[] = [];
const servers: Server[] = [];

async function storeEnv(): Promise<Env> {
  const env: Env = { DATA_DIR: tempDir('uw-hostile-'), SECRET_KEY: Buffer.alloc(32, 5).toString('base64') };
  if (onPostgres) {
    const db = await scratchDatabase();
    dropDatabases.push(db.drop);
    env.DATABASE_URL = db.url;
  }
  return env;
}

async function serveWith(env: Env): Promise<{ server: Server; keyA: string; keyB: string }> {
  const a = await cliJson(['account', 'create', '--name', 'Flooded Lending', '--environment', 'sandbox'], env);
  const b = await cliJson(['account', 'create', '--name', 'Bystander Bank', '--environment', 'sandbox'], env);
  const server = await startServer(env);
  servers.push(server);
  return { server, keyA: a.lender_key, keyB: b.lender_key };
}

function pdfOfPages(pages: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let i = 0; i < pages; i++) {
      if (i > 0) doc.addPage();
      doc.text(`01/0${(i % 9) + 1}/2026 PAYROLL 1,234.56`);
    }
    doc.end();
  });
}

/** A statement of `rows` rows of its own (`seed`), small enough to read at once. */
function csvOfRows(rows: number, seed: number): string {
  const lines = ['Date,Description,Amount,Balance'];
  let balance = 100_000;
  for (let i = 0; i < rows; i++) {
    const cents = i % 10 === 0 ? 150_000 : -(1_000 + ((i * 37 + seed) % 900));
    balance += cents;
    const day = new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${day},${i % 10 === 0 ? 'ACME PAYROLL PPD' : `STORE ${seed}-${i}`},${(cents / 100).toFixed(2)},${(balance / 100).toFixed(2)}`);
  }
  return lines.join('\n');
}

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  killAll();
  for (const drop of dropDatabases) await drop();
});

describe.skipIf(!EMBEDDED_HALF && !onPostgres)(`one link floods the service (${store})`, () => {
  let server: Server;
  let keyA: string;
  let keyB: string;
  let files: ReturnType<typeof floodFiles>;

  beforeAll(async () => {
    files = floodFiles(tempDir('uw-hostile-files-'), FLOOD_FILES, FLOOD_ROWS);
    ({ server, keyA, keyB } = await serveWith(await storeEnv()));
    // Threads started and queues warm, as on a service that has been running.
    await smallUploadRead(server.baseUrl, keyB, 'warm-up', 60_000);
  });

  test('another account\'s upload is read during the flood, and no request waits 2 s', async () => {
    const base = server.baseUrl;
    const idle = healthProbe(`${base}/health`);
    await new Promise((r) => setTimeout(r, 2_000));
    const idleLatencies = await idle.stop();

    const probe = healthProbe(`${base}/health`);
    const flood = await createCase(base, keyA, 'flood');
    const link = await openLinkSession(base, flood.url);
    const up = await linkUpload(base, link, files.map((f) => ({ filename: f.filename, content: fs.readFileSync(f.file) })));
    expect(up.status, up.body.slice(0, 300)).toBe(201);
    const [done, small] = await Promise.all([linkDone(base, link), smallUploadRead(base, keyB, 'bystander', 120_000)]);
    expect(done.status).toBe(303);
    expect(small.status).toBe('PROCESSED');
    // Read while the flood is still being read: it did not wait behind the flood's files.
    const floodDocs = (await apiJson(base, keyA, `/api/cases/${flood.caseId}/documents`)).json.data as { filename: string; processing_status: string; processing_error: string | null }[];
    const stillReading = floodDocs.filter((d) => d.processing_status === 'PROCESSING').length;
    expect(stillReading, JSON.stringify(floodDocs)).toBeGreaterThanOrEqual(FLOOD_FILES - 1);

    // The flood goes on to its end: every file refused over the row cap, the run INSUFFICIENT.
    const settled = await pollFor(
      'the flood ends',
      async () => {
        const docs = (await apiJson(base, keyA, `/api/cases/${flood.caseId}/documents`)).json.data as typeof floodDocs;
        const module = (await apiJson(base, keyA, `/api/cases/${flood.caseId}/modules/cash_flow_analysis`)).json;
        return { docs, module };
      },
      (v) => v.docs.every((d) => d.processing_status !== 'PROCESSING') && v.module.status !== 'ANALYZING',
      200_000,
    );
    const latencies = await probe.stop();
    console.log(`[${store}] GET /health idle:  ${formatLatencies(idleLatencies)}`);
    console.log(`[${store}] GET /health flood: ${formatLatencies(latencies)} (${FLOOD_FILES} × ${FLOOD_ROWS} rows through one link; flood ended after ${(settled.ms / 1000).toFixed(0)} s)`);
    console.log(`[${store}] other account's 3-row upload read after ${small.ms.toFixed(0)} ms, with ${stillReading} of the flood's ${FLOOD_FILES} files still being read`);
    for (const d of settled.value.docs) expect(d.processing_error ?? '', d.filename).toMatch(/MAX_STATEMENT_ROWS|took longer than/);
    expect(settled.value.module.status).toBe('INSUFFICIENT');
    expect(latencies.max, 'no request waited over 2 s').toBeLessThan(2_000);
  });
});

describe.skipIf(!EMBEDDED_HALF && !onPostgres)(`caps and per-link throttles (${store})`, () => {
  let server: Server;
  let keyA: string;

  beforeAll(async () => {
    const env = await storeEnv();
    ({ server, keyA } = await serveWith({
      ...env,
      MAX_STATEMENT_ROWS: '50',
      MAX_RUN_TRANSACTIONS: '60',
      MAX_PDF_PAGES: '2',
      LINK_UPLOADS_PER_MINUTE: '2',
      LINK_DONE_PER_MINUTE: '1',
    }));
  });

  const upload = (caseId: string, files: { filename: string; content: string | Buffer; contentType: string }[]) =>
    apiJson(server.baseUrl, keyA, `/api/cases/${caseId}/documents`, {
      method: 'POST',
      form: multipart([{ name: 'module_type', value: 'cash_flow_analysis' }, { name: 'document_category', value: 'bank_statement' }, ...files.map((f) => ({ name: 'files', ...f }))]),
    });

  const readDocument = (caseId: string, id: string) =>
    pollFor('the document is read', async () => (await apiJson(server.baseUrl, keyA, `/api/cases/${caseId}/documents/${id}`)).json, (d) => d.processing_status !== 'PROCESSING', 60_000);

  test('a statement over MAX_STATEMENT_ROWS ends FAILED naming the limit', async () => {
    const { caseId } = await createCase(server.baseUrl, keyA, 'rows');
    const up = await upload(caseId, [{ filename: 'long.csv', content: csvOfRows(80, 1), contentType: 'text/csv' }]);
    expect(up.status, up.text).toBe(201);
    const doc = (await readDocument(caseId, up.json.documents[0].document_id)).value;
    expect(doc.processing_status).toBe('FAILED');
    expect(doc.processing_error).toBe('The statement has 80 transactions; a statement may have at most 50 (MAX_STATEMENT_ROWS). Split it into shorter periods.');
  });

  test('a run over MAX_RUN_TRANSACTIONS ends INSUFFICIENT naming the limit', async () => {
    const { caseId } = await createCase(server.baseUrl, keyA, 'run');
    const up = await upload(caseId, [
      { filename: 'jan.csv', content: csvOfRows(40, 2), contentType: 'text/csv' },
      { filename: 'feb.csv', content: csvOfRows(40, 3), contentType: 'text/csv' },
    ]);
    expect(up.status, up.text).toBe(201);
    for (const d of up.json.documents) expect((await readDocument(caseId, d.document_id)).value.processing_status).toBe('PROCESSED');
    const run = await apiJson(server.baseUrl, keyA, `/api/cases/${caseId}/modules/cash_flow_analysis/run`, { method: 'POST' });
    expect(run.status, run.text).toBe(202);
    const ended = await pollFor(
      'the run ends',
      async () => (await apiJson(server.baseUrl, keyA, `/api/cases/${caseId}/modules/cash_flow_analysis`)).json,
      (m) => m.status !== 'ANALYZING',
      60_000,
    );
    expect(ended.value.status).toBe('INSUFFICIENT');
    expect(ended.value.executions[0].reason).toMatch(/hold 80 transactions; one analysis takes at most 60 \(MAX_RUN_TRANSACTIONS\)/);
  });

  test('a PDF over MAX_PDF_PAGES is refused at upload (400) naming the limit', async () => {
    const { caseId } = await createCase(server.baseUrl, keyA, 'pages');
    const up = await upload(caseId, [{ filename: 'thick.pdf', content: await pdfOfPages(3), contentType: 'application/pdf' }]);
    expect(up.status, up.text).toBe(400);
    expect(up.json.errors).toEqual([{ field: 'files.0', error: 'The PDF has 3 pages; a PDF may have at most 2 (MAX_PDF_PAGES)' }]);
    const ok = await upload(caseId, [{ filename: 'thin.pdf', content: await pdfOfPages(2), contentType: 'application/pdf' }]);
    expect(ok.status, ok.text).toBe(201);
  });

  test('one link\'s uploads and "I\'m done" are throttled (429 with Retry-After); another link is not', async () => {
    const mine = await openLinkSession(server.baseUrl, (await createCase(server.baseUrl, keyA, 'throttle-1')).url);
    const theirs = await openLinkSession(server.baseUrl, (await createCase(server.baseUrl, keyA, 'throttle-2')).url);
    const file = [{ filename: 'three-rows.csv', content: SMALL_CSV }];
    expect((await linkUpload(server.baseUrl, mine, file)).status).toBe(201);
    expect((await linkUpload(server.baseUrl, mine, file)).status).toBe(201);
    const third = await linkUpload(server.baseUrl, mine, file);
    expect(third.status).toBe(429);
    expect(Number(third.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(third.body).message).toMatch(/^Too many requests from this link; try again in \d+ seconds?\.$/);
    expect((await linkUpload(server.baseUrl, theirs, file)).status).toBe(201);

    expect((await linkDone(server.baseUrl, mine)).status).toBe(303);
    const again = await linkDone(server.baseUrl, mine);
    expect(again.status).toBe(429);
    expect(Number(again.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(again.body).toContain('Too many requests from this link');
  });
});
