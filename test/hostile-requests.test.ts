import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { logger } from '../src/shared/logger.ts';
import { logSmsProvider } from '../src/sms/sms.providers.ts';
import { appVariant, type AppVariant } from './app-variant.ts';
import { cliJson, EMBEDDED_HALF, scratchDatabase, scratchServerReachable, tempDir } from './processes.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from './harness.ts';

// Requests written by someone who wants to get past the service's limits: each must fail closed.

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const ALLOWED = '203.0.113.7';
const ATTACKER = '198.51.100.9';

describe('X-Forwarded-For behind a proxy', () => {
  let prod: SeededAccount;
  let oneHop: AppVariant;

  beforeAll(async () => {
    prod = await h.seedAccount({ environment: 'production', allowIps: [`${ALLOWED}/32`] });
    // Behind one nginx on the same machine: the socket peer is the proxy.
    oneHop = await appVariant(h, { TRUST_PROXY: loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY, RATE_LIMIT_PER_SECOND: 1, RATE_LIMIT_BURST: 10 });
  });
  afterAll(() => oneHop?.close());

  it('TRUST_PROXY=true, which believes the left-most entry a client wrote, is refused at start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*X-Forwarded-For/);
  });

  it('an allowed address written by the client before what the proxy appended is refused', async () => {
    const spoofed = await oneHop.request(prod.lender_key, { method: 'GET', url: '/api/cases', headers: { 'x-forwarded-for': `${ALLOWED}, ${ATTACKER}` } });
    expect(spoofed.statusCode, spoofed.body).toBe(403);
    expect(spoofed.json().message).toContain(ATTACKER);
  });

  it('the address the proxy appended is the client, whatever the client wrote before it', async () => {
    const res = await oneHop.request(prod.lender_key, { method: 'GET', url: '/api/cases', headers: { 'x-forwarded-for': `${ATTACKER}, ${ALLOWED}` } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('the keyless report check stays limited per client when the client varies its own entries', async () => {
    const check = (n: number) =>
      oneHop.request(null, {
        method: 'GET',
        url: '/api/dealer/reports/00000000-0000-4000-8000-000000000000/verify?sha256=' + '0'.repeat(64),
        headers: { 'x-forwarded-for': `192.0.2.${n}, ${ATTACKER}` },
      });
    expect((await check(1)).statusCode).not.toBe(429);
    const again = await check(2);
    expect(again.statusCode, again.body).toBe(429);
  });
});

describe('deeply nested JSON', () => {
  const DEPTH = 400_000;
  const deepCustomUser = () =>
    `{"custom_user": {"override_accounts": [{"type": "depository", "transactions": []}], "extra": ${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}}`;

  it.each([
    ['with an Idempotency-Key', { 'idempotency-key': 'deep-1' }],
    ['without one', {}],
  ])('a 400,000-deep array inside a sandbox custom_user, %s: 400 naming the limit', async (_what, extra: Record<string, string>) => {
    const acct = await h.seedAccount();
    const created = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() });
    const res = await h.request(acct.lender_key, {
      method: 'POST',
      url: `/api/sandbox/cases/${created.json().case_id}/bank-connection`,
      headers: { 'content-type': 'application/json', ...extra },
      payload: deepCustomUser(),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'body', error: expect.stringMatching(/more than \d+ levels deep/) }]);
  });
});

describe('a DATA_DIR created by someone else with open permissions', () => {
  /** Every file and folder under `dir` with its permission bits. */
  function modes(dir: string): [string, number][] {
    const out: [string, number][] = [];
    const pending = [dir];
    while (pending.length > 0) {
      const d = pending.pop()!;
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        const file = path.join(d, e.name);
        if (e.isSymbolicLink()) continue;
        out.push([path.relative(dir, file), fs.statSync(file).mode & 0o777]);
        if (e.isDirectory()) pending.push(file);
      }
    }
    return out;
  }

  async function preCreated(env: Record<string, string>) {
    const dataDir = tempDir('uw-open-dir-');
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'left-here.txt'), 'x');
    fs.chmodSync(path.join(dataDir, 'left-here.txt'), 0o666);
    try {
      // An account: the embedded database, or on PostgreSQL the secret key, written into DATA_DIR.
      await cliJson(['account', 'create', '--name', 'Perms', '--environment', 'sandbox'], { ...env, DATA_DIR: dataDir });
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      const open = modes(dataDir).filter(([, mode]) => (mode & 0o077) !== 0);
      expect(open).toEqual([]);
      return modes(dataDir).map(([file]) => file);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it.runIf(EMBEDDED_HALF)('embedded store: the directory ends 0700 and no file in it is open to group or world', async () => {
    const files = await preCreated({});
    expect(files.filter((f) => f.startsWith('pglite/')).length).toBeGreaterThan(100);
  }, 120_000);

  it('PostgreSQL: the directory holding the secret key ends 0700 too', async (ctx) => {
    if (!(await scratchServerReachable())) return ctx.skip();
    const db = await scratchDatabase();
    try {
      expect(await preCreated({ DATABASE_URL: db.url })).toContain('secret.key');
    } finally {
      await db.drop();
    }
  }, 120_000);
});

describe('borrower link tokens and short codes in the log', () => {
  it.each(['trace', 'debug'])('never appear at LOG_LEVEL=%s: request URLs, errors and the SMS log provider', async (level) => {
    const lines: string[] = [];
    const log = logger(level, { write: (line: string) => lines.push(line) });
    const app = await buildApp({ config: { ...h.config, LOG_LEVEL: level as 'trace' }, store: h.store, box: h.box, scheduler: h.jobs.scheduler, jobs: h.jobs.sender, documents: h.documents, logger: log });
    try {
      const acct = await h.seedAccount();
      const created = (await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() })).json();
      const link = new URL(created.url).pathname;
      const short = new URL(created.short_url).pathname;
      const token = link.split('/')[2];
      const code = short.split('/')[2];
      expect((await app.inject({ method: 'GET', url: short })).statusCode).toBe(302);
      expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
      await app.inject({ method: 'GET', url: `${link}/upload?module=paystub` });
      await app.inject({ method: 'GET', url: `${link}/no-such-page` });
      await app.inject({ method: 'POST', url: `${link}/done`, payload: 'csrf=wrong', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      await logSmsProvider((lvl: 'info' | 'warn' | 'error', msg: string) => log[lvl](msg)).send({ to: '+14155552671', body: `Your link: ${created.short_url}` });
      log.error(new Error(`failed on ${created.url}`), 'an error naming a link');

      const all = lines.join('');
      expect(all).toContain('/link/[redacted]');
      expect(all).toContain('/s/[redacted]');
      expect(all).not.toContain(token);
      expect(all).not.toContain(code);
    } finally {
      await app.close();
    }
  });
});
