import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, cli, cliJson, killAll, pollUntil, REPO, scratchDatabase, startServer, startWebhookReceiver, tempDir, type Env, type Server, type WebhookReceiver } from './processes.ts';

// The integrator's CLI (docs/sandbox.md): `sandbox chaos`, `sandbox trigger` and `events tail`
// against a running service: through its admin socket on the embedded store, on the database with
// TEST_DATABASE_URL.

vi.setConfig({ testTimeout: 120_000 });

let env: Env;
let server: Server;
let rx: WebhookReceiver;
let db: Awaited<ReturnType<typeof scratchDatabase>> | undefined;

beforeAll(async () => {
  rx = await startWebhookReceiver(() => 200);
  env = { DATA_DIR: tempDir('uw-sandbox-cli-'), SECRET_KEY: Buffer.alloc(32, 9).toString('base64'), SANDBOX_RETRY_INTERVAL_S: '0.2' };
  if (process.env.TEST_DATABASE_URL) {
    db = await scratchDatabase();
    env.DATABASE_URL = db.url;
  }
  server = await startServer(env);
});
afterAll(async () => {
  await server?.stop();
  killAll();
  await rx?.close();
  await db?.drop();
});

/** `underwrite events tail --json` as a child process; its lines as they come. */
function tail(accountId: string) {
  const child = spawn(process.execPath, [path.join(REPO, 'bin', 'underwrite.mjs'), 'events', 'tail', '--account', accountId, '--json'], {
    cwd: REPO,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  return {
    lines: () => out.split('\n').filter(Boolean).map((l) => JSON.parse(l)),
    stderr: () => err,
    async stop() {
      child.kill('SIGINT');
      return exited;
    },
  };
}

describe('underwrite sandbox and events tail beside a running service', () => {
  it('sets chaos, triggers an outcome, and tails the events with their chaos attempts', async () => {
    const acct = await cliJson(['account', 'create', '--name', 'Integrator', '--environment', 'sandbox', '--webhook-url', rx.url], env);
    expect(await cliJson(['sandbox', 'chaos', '--account', acct.account_id], env)).toMatchObject({ account_id: acct.account_id, duplicate_rate: 0, fail_first_attempts: 0, updated_at: null });
    const set = await cliJson(['sandbox', 'chaos', '--account', acct.account_id, '--fail-first-attempts', '1'], env);
    expect(set).toMatchObject({ fail_first_attempts: 1, duplicate_rate: 0, reorder_window_ms: 0 });
    // Flags not given keep their value.
    expect(await cliJson(['sandbox', 'chaos', '--account', acct.account_id, '--duplicate-rate', '1'], env)).toMatchObject({ fail_first_attempts: 1, duplicate_rate: 1 });
    expect((await api(server.baseUrl, acct.lender_key, '/api/sandbox/webhook-chaos')).body).toMatchObject({ fail_first_attempts: 1, duplicate_rate: 1 });

    const t = tail(acct.account_id);
    try {
      await pollUntil('tail started', () => t.stderr().includes('Following the events'), 30_000, 100);
            const created = await api(server.baseUrl, acct.lender_key, '/api/cases', { method: 'POST', body: { first_name: 'Ada', last_name: 'Lovelace', reference_id: 'cli-1' } });
      expect(created.status).toBe(201);
      const caseId = created.body.case_id;
      const trig = await cliJson(['sandbox', 'trigger', 'MODULE_INSUFFICIENT', '--case', caseId, '--module', 'paystub', '--reason', 'No stubs yet.'], env);
      expect(trig).toMatchObject({ case_id: caseId, module_type: 'paystub', event: 'MODULE_INSUFFICIENT', status: 'ANALYZING' });
      await pollUntil('tail shows the triggered event and its chaos', () => {
        const lines = t.lines();
        const ev = lines.find((l) => l.type === 'event' && l.event === 'MODULE_INSUFFICIENT');
        return Boolean(ev && lines.some((l) => l.type === 'attempt' && l.event_id === ev.event_id && l.chaos === 'duplicate'));
      }, 60_000, 200);
      const lines = t.lines();
      const ev = lines.find((l) => l.type === 'event' && l.event === 'MODULE_INSUFFICIENT');
      expect(ev).toMatchObject({ case_id: caseId, reason: 'No stubs yet.', module_type: 'PAYSTUB' });
      const attempts = lines.filter((l) => l.type === 'attempt' && l.event_id === ev.event_id);
      expect(attempts.map((a) => a.chaos ?? null)).toEqual(['forced_failure', null, 'duplicate']);
      const later = await api(server.baseUrl, acct.lender_key, '/api/cases', { method: 'POST', body: { first_name: 'Ada', last_name: 'Lovelace', reference_id: 'cli-2' } });
      await pollUntil('tail shows a case created later', () => t.lines().some((l) => l.type === 'event' && l.event === 'CASE_CREATED' && l.case_id === later.body.case_id), 30_000, 200);
    } finally {
      expect(await t.stop()).toBe(0);
    }
  });

  it('refuses production accounts and bad input with one line on stderr', async () => {
    const prod = await cliJson(['account', 'create', '--name', 'Live', '--environment', 'production', '--allow-ip', '127.0.0.1/32'], env);
    const refused = await cli(['sandbox', 'chaos', '--account', prod.account_id, '--duplicate-rate', '1'], env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/sandbox accounts/);
    const sandbox = await cliJson(['account', 'create', '--name', 'S', '--environment', 'sandbox'], env);
    const tooHigh = await cli(['sandbox', 'chaos', '--account', sandbox.account_id, '--fail-first-attempts', '3'], env);
    expect(tooHigh.code).not.toBe(0);
    expect(tooHigh.stderr).toMatch(/--fail-first-attempts must be at most 2/);
    const badEvent = await cli(['sandbox', 'trigger', 'CASE_CREATED', '--case', '71e1c0a1-e18a-45e9-b793-caedac926848'], env);
    expect(badEvent.code).toBe(2);
    expect(badEvent.stderr).toMatch(/EVENT must be/);
  });
});
