import fs from 'node:fs';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { generateStatementCorpus } from '../eval/statements/generate.ts';
import { api, cliJson, EMBEDDED_HALF, killAll, listAll, pollUntil, scratchDatabase, spawnServer, startServer, tempDir, waitHealthy, type Env } from './processes.ts';
import { textPdf } from './multipart.ts';

// A module run whose process is SIGKILLed mid-analysis: the job comes back after a restart (its
// heartbeat stops), the run ends COMPLETED, INSUFFICIENT or ERROR exactly once, and the module
// never stays ANALYZING.

vi.setConfig({ testTimeout: 180_000 });

const root = tempDir('uw-module-crash-');
afterAll(() => {
  killAll();
  fs.rmSync(root, { recursive: true, force: true });
});

const FAST: Env = { JOB_SUPERVISE_SECONDS: '1', PARSE_THREADS: '1', RATE_LIMIT_PER_SECOND: '100000', RATE_LIMIT_BURST: '100000' };

/** A long PDF (hundreds of pages of text) that keeps the single parser thread busy for seconds. */
async function slowPdf(): Promise<Buffer> {
  const lines = Array.from({ length: 12_000 }, (_, i) => `Line ${i + 1} of a long document that keeps the parser busy for a while`);
  return textPdf(lines);
}

async function upload(baseUrl: string, key: string, caseId: string, files: Array<{ name: string; bytes: Buffer | Uint8Array }>) {
  const form = new FormData();
  form.append('module_type', 'cash_flow_analysis');
  form.append('document_category', 'bank_statement');
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: 'application/pdf' }), f.name);
  const res = await fetch(`${baseUrl}/api/cases/${caseId}/documents`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
  expect(res.status, await res.clone().text()).toBe(201);
}

async function crashMidRun(env: Env) {
  const account = (await cliJson(['account', 'create', '--name', 'Crash', '--environment', 'sandbox'], env)) as { lender_key: string };
  const key = account.lender_key;
  const [statement] = await generateStatementCorpus({ perLayout: 1, layouts: ['sectioned'] });
  const heavy = await slowPdf();

  let server = await startServer(env);
  const created = await api(server.baseUrl, key, '/api/cases', { method: 'POST', body: { first_name: 'Maria', last_name: 'Garcia', reference_id: 'crash-1' } });
  expect(created.status).toBe(201);
  const caseId = created.body.case_id as string;
  await upload(server.baseUrl, key, caseId, [
    { name: 'long.pdf', bytes: heavy },
    { name: 'statement.pdf', bytes: statement.bytes },
  ]);
  const run = await api(server.baseUrl, key, `/api/cases/${caseId}/modules/cash_flow_analysis/run`, { method: 'POST' });
  expect(run.status).toBe(202);
  await new Promise((r) => setTimeout(r, 500));
  const before = await api(server.baseUrl, key, `/api/cases/${caseId}/modules/cash_flow_analysis`);
  expect(before.body.status, 'the run must still be in progress when the process is killed').toBe('ANALYZING');
  await server.stop('SIGKILL');

  server = await spawnServer(env);
  await waitHealthy(server);
  let status: any;
  await pollUntil(
    'the run ends after the restart',
    async () => {
      status = (await api(server.baseUrl, key, `/api/cases/${caseId}/modules/cash_flow_analysis`)).body;
      return status.status !== 'ANALYZING';
    },
    120_000,
    500,
  );
  expect(status.status).toBe('COMPLETED');
  expect(status.executions).toHaveLength(1);
  expect(status.executions[0]).toMatchObject({ execution_id: run.body.execution_id, status: 'COMPLETED' });
  const events = (await listAll(server.baseUrl, key, '/api/events')).filter((e) => e.case_id === caseId);
  const ends = events.filter((e) => ['MODULE_COMPLETED', 'MODULE_INSUFFICIENT', 'MODULE_ERROR'].includes(e.event));
  expect(ends.map((e) => e.event)).toEqual(['MODULE_COMPLETED']);
  expect(ends[0]).toMatchObject({ result_id: status.latest_result_id, execution_id: run.body.execution_id });
  const docs = (await api(server.baseUrl, key, `/api/cases/${caseId}/documents`)).body.data;
  expect(docs.map((d: any) => [d.filename, d.processing_status])).toEqual([
    ['long.pdf', 'FAILED'],
    ['statement.pdf', 'PROCESSED'],
  ]);
  await server.stop();
}

describe('a module run killed mid-analysis', () => {
  test.runIf(EMBEDDED_HALF)('embedded PGlite: the run is retried after the restart and completes once', async () => {
    await crashMidRun({ ...FAST, DATA_DIR: `${root}/pglite`, DATABASE_URL: undefined, SECRET_KEY: Buffer.alloc(32, 7).toString('base64') });
  });

  test.runIf(!EMBEDDED_HALF)('PostgreSQL: the run is retried after the restart and completes once', async () => {
    const db = await scratchDatabase();
    try {
      await crashMidRun({ ...FAST, DATA_DIR: `${root}/pg`, DATABASE_URL: db.url, SECRET_KEY: Buffer.alloc(32, 8).toString('base64') });
    } finally {
      await db.drop();
    }
  });
});
