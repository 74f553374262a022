import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { api, cli, cliJson, EMBEDDED_HALF, killAll, scratchDatabase, scratchServerReachable, spawnServer, startServer, tempDir, waitHealthy, type Env, type Server } from './processes.ts';

// The admin CLI as contracts.md section 2 describes it, run as a user would: `node bin/underwrite.mjs ...`.

// Real processes on a 2-core machine, maybe beside other test runs: generous, but bounded.
vi.setConfig({ testTimeout: 180_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY = 86_400_000;

/** The two-workflow example of contracts.md section 2. */
const WORKFLOWS = [
  { name: 'standard', default: true, stages: [{ name: 'income', modules: ['cash_flow_analysis', 'paystub'] }] },
  {
    name: 'two-step',
    stages: [
      { name: 'bank', modules: ['cash_flow_analysis'] },
      { name: 'employment', modules: ['paystub'] },
    ],
  },
];

const files = tempDir('uw-cli-files-');
const workflowsFile = path.join(files, 'workflows.json');
fs.writeFileSync(workflowsFile, JSON.stringify(WORKFLOWS, null, 2));

afterAll(() => {
  killAll();
  fs.rmSync(files, { recursive: true, force: true });
});

function expectKeys(obj: Record<string, unknown>, keys: string[]) {
  for (const k of keys) expect(obj, `field ${k}`).toHaveProperty(k);
}

function expectAccount(a: Record<string, any>, environment: 'sandbox' | 'production') {
  expectKeys(a, ['account_id', 'environment', 'api_version', 'lender_key', 'dealer_key', 'signing_secret', 'workflows']);
  expect(a.account_id).toMatch(UUID);
  expect(a.environment).toBe(environment);
  expect(a.lender_key).toMatch(new RegExp(`^uw_${environment}_lender_[A-Za-z0-9_-]{43}$`));
  expect(a.dealer_key).toMatch(new RegExp(`^uw_${environment}_dealer_[A-Za-z0-9_-]{43}$`));
  expect(a.signing_secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  for (const w of a.workflows) {
    expectKeys(w, ['workflow_id', 'name', 'is_default', 'stages']);
    expect(w.workflow_id).toMatch(UUID);
    for (const s of w.stages) {
      expectKeys(s, ['stage_id', 'name', 'modules']);
      expect(s.stage_id).toMatch(UUID);
    }
  }
}

/** The contract's workflows, as printed: names, default flag, stages in order with their modules. */
function workflowShape(a: Record<string, any>) {
  return a.workflows.map((w: any) => ({ name: w.name, is_default: w.is_default, stages: w.stages.map((s: any) => [s.name, s.modules]) }));
}

const EXAMPLE_SHAPE = [
  { name: 'standard', is_default: true, stages: [['income', ['cash_flow_analysis', 'paystub']]] },
  { name: 'two-step', is_default: false, stages: [['bank', ['cash_flow_analysis']], ['employment', ['paystub']]] },
];

/** An error: non-zero exit, nothing on stdout (even with --json), exactly one line on stderr. */
function expectOneLineError(r: { code: number | null; stdout: string; stderr: string }, pattern: RegExp) {
  expect(r.code, r.stderr).not.toBe(0);
  expect(r.code).not.toBeNull();
  expect(r.stdout).toBe('');
  expect(r.stderr.endsWith('\n')).toBe(true);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(/^underwrite: /);
  expect(r.stderr).toMatch(pattern);
}

const nearly = (iso: string, expectedMs: number, slackMs = 5 * 60_000) => Math.abs(Date.parse(iso) - expectedMs) < slackMs;

describe('errors: one line on stderr, non-zero exit, nothing on stdout', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const badModule = path.join(files, 'bad-module.json');
  const notJson = path.join(files, 'not-json.json');
  fs.writeFileSync(badModule, JSON.stringify([{ name: 'x', stages: [{ name: 's', modules: ['credit_score'] }] }]));
  fs.writeFileSync(notJson, '[{"name": "x",');
  const create = ['account', 'create', '--name', 'A', '--environment', 'sandbox'];
  // None of these reach a database, so they run side by side; DATA_DIR points nowhere useful.
  const env: Env = { DATA_DIR: path.join(files, 'never-created') };
  const cases: [string, string[], Env, RegExp][] = [
    ['no command', [], {}, /no command/],
    ['unknown command', ['frobnicate'], {}, /unknown command "frobnicate"/],
    ['unknown verb', ['key', 'frob'], {}, /unknown command "key frob"/],
    ['unknown option', ['key', 'revoke', '--bogus'], {}, /Unknown option '--bogus'/],
    ['missing --name', ['account', 'create', '--environment', 'sandbox'], {}, /--name is required/],
    ['missing --environment', ['account', 'create', '--name', 'A'], {}, /--environment is required/],
    ['bad environment', ['account', 'create', '--name', 'A', '--environment', 'staging'], {}, /--environment must be sandbox or production/],
    ['bad api version', [...create, '--api-version', '2024-01-01'], {}, /--api-version must be one of/],
    ['bad CIDR', [...create, '--allow-ip', '10.0.0.0/33'], {}, /"10\.0\.0\.0\/33" is not an IP address or CIDR/],
    ['bad CIDR among several words', [...create, '--allow-ip', '10.0.0.0/8', 'nonsense'], {}, /"nonsense" is not an IP address or CIDR/],
    ['bad CIDR in allowlist set', ['allowlist', 'set', '--account', someId, '--ip', '300.1.1.1'], {}, /"300\.1\.1\.1" is not an IP/],
    ['allowlist set without --ip', ['allowlist', 'set', '--account', someId], {}, /--ip needs at least one/],
    ['bad webhook URL', [...create, '--webhook-url', 'ftp://example.com/x'], {}, /http or https/],
    ['workflows file missing', [...create, '--workflows', path.join(files, 'nope.json')], {}, /cannot read .*nope\.json/],
    ['workflows file not JSON', [...create, '--workflows', notJson], {}, /not-json\.json is not JSON/],
    ['workflows file with an unknown module', [...create, '--workflows', badModule], {}, /Invalid workflows file: 0\.stages\.0\.modules\.0/],
    ['bad client type', ['key', 'create', '--account', someId, '--client-type', 'ADMIN'], {}, /--client-type must be LENDER or DEALER/],
    ['missing --account', ['key', 'create', '--client-type', 'LENDER'], {}, /--account is required/],
    ['account id not an id', ['key', 'create', '--account', 'acme', '--client-type', 'LENDER'], {}, /Account "acme" is not an id/],
    ['key id not an id', ['key', 'revoke', '--key-id', 'k1'], {}, /Key "k1" is not an id/],
    ['missing --key-id', ['key', 'rotate'], {}, /--key-id is required/],
    ['bad overlap', ['key', 'rotate', '--key-id', someId, '--overlap-days=-1'], {}, /--overlap-days must be/],
    ['option without its value', ['key', 'rotate', '--key-id', '--overlap-days', '3'], {}, /'--key-id' argument is ambiguous/],
    ['empty overlap', ['key', 'rotate', '--key-id', someId, '--overlap-days', ''], {}, /--overlap-days must be/],
    ['stray argument', ['key', 'revoke', '--key-id', someId, 'extra'], {}, /unexpected argument "extra"/],
    ['worker on the embedded database', ['worker'], {}, /worker needs DATABASE_URL/],
    ['PORT=abc', ['key', 'revoke', '--key-id', someId], { PORT: 'abc' }, /PORT/],
    ['bad DATABASE_URL', ['migrate'], { DATABASE_URL: 'mysql://localhost/x' }, /DATABASE_URL: must be a postgres/],
    ['unreachable database', ['migrate'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }, /ECONNREFUSED/],
  ];
  test.concurrent.each(cases)('%s', async (_name, args, extraEnv, pattern) => {
    expectOneLineError(await cli([...args, '--json'], { ...env, ...extraEnv }), pattern);
  });

  afterAll(() => expect(fs.existsSync(env.DATA_DIR!)).toBe(false));

  test('two bad settings are both named, on one line', async () => {
    const r = await cli(['migrate'], { ...env, PORT: 'abc', LOG_LEVEL: 'loud' });
    expectOneLineError(r, /PORT.*LOG_LEVEL/);
  });

  test('--help prints the usage and exits 0', async () => {
    const r = await cli(['--help'], env);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: underwrite/);
    expect(r.stdout).toMatch(/allowlist set --account ID --ip CIDR/);
  });
});

/** A key against the running service: GET /api/cases answers `status`. */
async function expectKeyStatus(baseUrl: string, key: string, status: number) {
  const res = await api(baseUrl, key, '/api/cases');
  expect(res.status, `${key.slice(0, 24)}…: ${JSON.stringify(res.body)}`).toBe(status);
  return res;
}

/** A case on a workflow from the --workflows file starts in that workflow's first stage. */
async function expectWorkflowUsable(baseUrl: string, lenderKey: string, account: Record<string, any>) {
  const twoStep = account.workflows.find((w: any) => w.name === 'two-step');
  const res = await api(baseUrl, lenderKey, '/api/cases', {
    method: 'POST',
    body: { first_name: 'Ada', last_name: 'Lovelace', reference_id: `cli-${Date.now()}`, workflow_id: twoStep.workflow_id },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.workflow).toEqual({ workflow_id: twoStep.workflow_id, name: 'two-step' });
  expect(res.body.stage).toMatchObject({ stage_id: twoStep.stages[0].stage_id, name: 'bank' });
}

const createProduction = (extra: string[] = []) => [
  'account', 'create', '--name', 'Acme Lending', '--environment', 'production', '--api-version', '2025-07-31',
  '--workflows', workflowsFile, '--webhook-url', 'https://hooks.example.com/underwrite',
  // several times, and as several words
  '--allow-ip', '127.0.0.1', '--allow-ip', '10.0.0.0/8', '192.168.1.0/24', '2001:db8::/32', ...extra,
];

function expectProduction(prod: Record<string, any>) {
  expectAccount(prod, 'production');
  expect(prod.api_version).toBe('2025-07-31');
  expect(workflowShape(prod)).toEqual(EXAMPLE_SHAPE);
  expect(prod.webhook_url).toBe('https://hooks.example.com/underwrite');
  expect(prod.ip_allowlist).toEqual(['127.0.0.1/32', '10.0.0.0/8', '192.168.1.0/24', '2001:db8::/32']);
}

function expectNewKey(k: Record<string, any>, environment: string, type: 'LENDER' | 'DEALER') {
  expectKeys(k, ['key_id', 'api_key', 'client_type']);
  expect(k.key_id).toMatch(UUID);
  expect(k.client_type).toBe(type);
  expect(k.api_key).toMatch(new RegExp(`^uw_${environment}_${type.toLowerCase()}_[A-Za-z0-9_-]{43}$`));
}

function expectRotated(r: Record<string, any>, oldKeyId: string, expiresAtMs: number, slackMs: number) {
  expectKeys(r, ['key_id', 'api_key', 'old_key_id', 'old_key_expires_at']);
  expect(r.old_key_id).toBe(oldKeyId);
  expect(r.key_id).toMatch(UUID);
  expect(r.key_id).not.toBe(oldKeyId);
  expect(r.old_key_expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(nearly(r.old_key_expires_at, expiresAtMs, slackMs), r.old_key_expires_at).toBe(true);
}

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe.runIf(EMBEDDED_HALF)('embedded PGlite (DATA_DIR): without a service, then beside a running one', () => {
  const dataDir = path.join(files, 'data'); // created by the first command
  const env: Env = { DATA_DIR: dataDir };
  let server: Server | undefined;
  let prod: Record<string, any>;
  let extraLender: Record<string, any>;
  let extraDealer: Record<string, any>;
  let rotated: Record<string, any>;

  afterAll(async () => {
    await server?.stop();
    killAll(); // a command left running by a failed test must not see its DATA_DIR vanish
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('migrate on an empty DATA_DIR creates the embedded database', async () => {
    expect(await cliJson(['migrate'], env)).toEqual({ migrated: true, store: 'pglite' });
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  test('account create with every option', async () => {
    prod = await cliJson(createProduction(), env);
    expectProduction(prod);
  });

  test('two commands at once: the second waits for the first to release the database', async () => {
    const keyCreate = (clientType: string) => cliJson(['key', 'create', '--account', prod.account_id, '--client-type', clientType], env);
    [extraLender, extraDealer] = await Promise.all([keyCreate('LENDER'), keyCreate('dealer')]);
    expectNewKey(extraLender, 'production', 'LENDER');
    expectNewKey(extraDealer, 'production', 'DEALER');
  });

  test('key rotate keeps the old key for 7 days by default; key revoke', async () => {
    rotated = await cliJson(['key', 'rotate', '--key-id', prod.lender_key_id], env);
    expectRotated(rotated, prod.lender_key_id, Date.now() + 7 * DAY, 5 * 60_000);
    expect(rotated.api_key).toMatch(/^uw_production_lender_/);
    const revoked = await cliJson(['key', 'revoke', '--key-id', extraDealer.key_id], env);
    expect(revoked).toEqual({ key_id: extraDealer.key_id, revoked_at: expect.stringMatching(/Z$/) });
    expect(nearly(revoked.revoked_at, Date.now(), 60_000)).toBe(true);
  });

  test('an unknown key id: one line, exit 1', async () => {
    expectOneLineError(await cli(['key', 'revoke', '--key-id', NO_SUCH_ID, '--json'], env), new RegExp(`Key ${NO_SUCH_ID} not found`));
  });

  test('beside a running service: commands go through it, and the keys work', async () => {
    server = await spawnServer(env);
    // Sent as the service starts: whichever gets the database first, the other waits for it.
    const early = cliJson(['account', 'create', '--name', 'Sandbox Co', '--environment', 'sandbox'], env);
    early.catch(() => {}); // awaited below; not an unhandled rejection if waitHealthy fails first
    await waitHealthy(server);
    const sandbox = await early;
    expectAccount(sandbox, 'sandbox');
    expect(sandbox.api_version).toBe('2025-09-30');
    expect(workflowShape(sandbox)).toEqual([{ name: 'default', is_default: true, stages: [['verification', ['cash_flow_analysis', 'paystub']]] }]);
    expect(server.stdout()).not.toMatch(/First start/); // there were accounts already
    expect(fs.existsSync(path.join(dataDir, 'admin.sock'))).toBe(true);

    // Keys made with no service running: the old lender key is in its overlap, the new one works,
    // a dealer key is refused on the Case API, the revoked one is unknown.
    const url = server.baseUrl;
    const first = await expectKeyStatus(url, prod.lender_key, 200);
    expect(first.headers.get('service-api-version')).toBe('2025-07-31');
    await expectKeyStatus(url, rotated.api_key, 200);
    await expectKeyStatus(url, extraLender.api_key, 200);
    await expectKeyStatus(url, prod.dealer_key, 403);
    await expectKeyStatus(url, extraDealer.api_key, 401);
    await expectWorkflowUsable(url, rotated.api_key, prod);

    const [key, zeroOverlap, hook, allow, revoked, migrated] = await Promise.all([
      cliJson(['key', 'create', '--account', sandbox.account_id, '--client-type', 'LENDER'], env),
      cliJson(['key', 'rotate', '--key-id', sandbox.dealer_key_id, '--overlap-days', '0'], env),
      cliJson(['webhook', 'set', '--account', sandbox.account_id, '--url', 'https://example.org/hooks'], env),
      cliJson(['allowlist', 'set', '--account', prod.account_id, '--ip', '10.1.0.0/16', '172.16.0.0/12'], env),
      cliJson(['key', 'revoke', '--key-id', extraLender.key_id], env),
      cliJson(['migrate'], env),
    ]);
    expectNewKey(key, 'sandbox', 'LENDER');
    expectRotated(zeroOverlap, sandbox.dealer_key_id, Date.now(), 60_000);
    expect(zeroOverlap.api_key).toMatch(/^uw_sandbox_dealer_/);
    expect(hook).toEqual({ account_id: sandbox.account_id, url: 'https://example.org/hooks', signing_secret: sandbox.signing_secret });
    expect(allow).toEqual({ account_id: prod.account_id, ip_allowlist: ['10.1.0.0/16', '172.16.0.0/12'] });
    expect(revoked).toMatchObject({ key_id: extraLender.key_id });
    expect(migrated).toEqual({ migrated: true, store: 'pglite' });

    await expectKeyStatus(url, sandbox.lender_key, 200);
    await expectKeyStatus(url, key.api_key, 200);
    await expectKeyStatus(url, sandbox.dealer_key, 401); // expired at once (overlap 0)
    await expectKeyStatus(url, zeroOverlap.api_key, 403); // valid, but a DEALER key
    await expectKeyStatus(url, extraLender.api_key, 401); // revoked
    await expectKeyStatus(url, rotated.api_key, 403); // loopback is no longer on the allowlist
    await cliJson(['allowlist', 'set', '--account', prod.account_id, '--ip', '127.0.0.0/8', '::1'], env);
    await expectKeyStatus(url, rotated.api_key, 200);

    // Errors come back through the service as one line too.
    expectOneLineError(await cli(['key', 'rotate', '--key-id', NO_SUCH_ID, '--json'], env), /not found/);
    expectOneLineError(await cli(['key', 'rotate', '--key-id', extraLender.key_id, '--json'], env), /is revoked/);
  });

  test('after the service stops, commands open the database directly again', async () => {
    expect(await server!.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'admin.sock'))).toBe(false);
    const again = await cliJson(['key', 'revoke', '--key-id', extraLender.key_id], env);
    expect(again.key_id).toBe(extraLender.key_id); // revoking twice keeps the first time
  });
});

describe.skipIf(!(await scratchServerReachable()))('PostgreSQL (DATABASE_URL)', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let env: Env;
  let server: Server | undefined;

  beforeAll(async () => {
    db = await scratchDatabase();
    // DATA_DIR still holds secret.key (which seals signing secrets): CLI and service share it.
    env = { DATABASE_URL: db.url, DATA_DIR: tempDir('uw-cli-pg-') };
  });

  afterAll(async () => {
    await server?.stop();
    killAll();
    await db?.drop();
    if (env?.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  test('every command, with and without a service, against a fresh database', async () => {
    expect(await cliJson(['migrate'], env)).toEqual({ migrated: true, store: 'postgres' });
    const prod = await cliJson(createProduction(), env);
    expectProduction(prod);
    const [lender, dealer, rotated] = await Promise.all([
      cliJson(['key', 'create', '--account', prod.account_id, '--client-type', 'LENDER'], env),
      cliJson(['key', 'create', '--account', prod.account_id, '--client-type', 'DEALER'], env),
      cliJson(['key', 'rotate', '--key-id', prod.lender_key_id], env),
    ]);
    expectNewKey(lender, 'production', 'LENDER');
    expectNewKey(dealer, 'production', 'DEALER');
    expectRotated(rotated, prod.lender_key_id, Date.now() + 7 * DAY, 5 * 60_000);
    expectOneLineError(await cli(['key', 'revoke', '--key-id', NO_SUCH_ID, '--json'], env), /not found/);

    server = await startServer(env);
    expect(server.stdout()).not.toMatch(/First start/);
    expect(fs.existsSync(path.join(env.DATA_DIR!, 'admin.sock'))).toBe(false);
    const url = server.baseUrl;
    await expectKeyStatus(url, prod.lender_key, 200);
    await expectKeyStatus(url, rotated.api_key, 200);
    await expectKeyStatus(url, lender.api_key, 200);
    await expectKeyStatus(url, dealer.api_key, 403);
    await expectWorkflowUsable(url, lender.api_key, prod);

    // Beside the running service: straight to the database, seen by the service at once.
    const [revoked, zeroOverlap, hook, allow, refused] = await Promise.all([
      cliJson(['key', 'revoke', '--key-id', lender.key_id], env),
      cliJson(['key', 'rotate', '--key-id', rotated.key_id, '--overlap-days', '0'], env),
      cliJson(['webhook', 'set', '--account', prod.account_id, '--url', 'https://hooks.example.com/other'], env),
      cliJson(['allowlist', 'set', '--account', prod.account_id, '--ip', '127.0.0.1', '::1/128'], env),
      cli(['webhook', 'set', '--account', prod.account_id, '--url', 'https://127.0.0.1:9/hook', '--json'], env),
    ]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/refused: .*loopback/);
    expect(revoked).toEqual({ key_id: lender.key_id, revoked_at: expect.stringMatching(/Z$/) });
    expectRotated(zeroOverlap, rotated.key_id, Date.now(), 60_000);
    expect(hook).toEqual({ account_id: prod.account_id, url: 'https://hooks.example.com/other', signing_secret: prod.signing_secret });
    const secret = await cliJson(['webhook', 'rotate-secret', '--account', prod.account_id, '--overlap-hours', '2'], env);
    expect(secret).toEqual({ account_id: prod.account_id, signing_secret: expect.stringMatching(/^whsec_/), previous_secret_expires_at: expect.stringMatching(/Z$/) });
    expect(secret.signing_secret).not.toBe(prod.signing_secret);
    expect(allow).toEqual({ account_id: prod.account_id, ip_allowlist: ['127.0.0.1/32', '::1/128'] });
    await expectKeyStatus(url, lender.api_key, 401);
    await expectKeyStatus(url, rotated.api_key, 401);
    await expectKeyStatus(url, zeroOverlap.api_key, 200);
    await expectKeyStatus(url, prod.lender_key, 200); // still in its 7-day overlap
    expect(await cliJson(['migrate'], env)).toEqual({ migrated: true, store: 'postgres' });
  });
});
