import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { acquireDataDirLock } from '../src/db/data-dir-lock.ts';
import { api, cliJson, EMBEDDED_HALF, freePort, killAll, REPO, spawnServer, startServer, tempDir, waitHealthy, type Env, type Server } from './processes.ts';

// `underwrite serve` as a process on an embedded database (contracts.md section 1): first start,
// restart, one process per DATA_DIR, stale locks, bad settings.

// Real processes on a 2-core machine, maybe beside other test runs: generous, but bounded.
vi.setConfig({ testTimeout: 180_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Every DATA_DIR of this file lives under one folder, made now and removed at the end.
const root = tempDir('uw-restart-');
afterAll(() => {
  killAll();
  fs.rmSync(root, { recursive: true, force: true });
});

interface Banner {
  accountId: string;
  lenderKey: string;
  dealerKey: string;
  signingSecret: string;
  curl: string;
}

function parseBanner(stdout: string): Banner {
  const field = (label: string) => {
    const m = new RegExp(`^\\s+${label}\\s+(\\S+)$`, 'm').exec(stdout);
    if (!m) throw new Error(`no "${label}" in the first-start banner: ${stdout}`);
    return m[1]!;
  };
  const curl = /^\s*(curl .*)$/m.exec(stdout)?.[1];
  if (!curl) throw new Error(`no curl line in the first-start banner: ${stdout}`);
  return { accountId: field('account_id'), lenderKey: field('lender key'), dealerKey: field('dealer key'), signingSecret: field('signing secret'), curl };
}

/** Exits on its own (bounded): one line on stderr, nothing on stdout. */
async function expectRefusal(server: Server, pattern: RegExp) {
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  const exit = await server.exited;
  clearTimeout(timer);
  expect(exit.signal, `killed: it did not exit by itself; stderr ${server.stderr()}`).toBeNull();
  expect(exit.code).toBe(1);
  expect(server.stdout()).toBe('');
  expect(server.stderr().trimEnd().split('\n'), server.stderr()).toHaveLength(1);
  expect(server.stderr()).toMatch(/^underwrite: /);
  expect(server.stderr()).toMatch(pattern);
}

describe.runIf(EMBEDDED_HALF)('embedded PGlite: restart keeps everything; one process per DATA_DIR', () => {
  const dataDir = path.join(root, 'data'); // created by the first start
  const env: Env = { DATA_DIR: dataDir };
  const lockFile = path.join(dataDir, 'pglite.lock');
  let server: Server | undefined;
  let banner: Banner;
  let caseId: string;

  afterAll(async () => {
    await server?.stop();
  });

  async function expectSameData(s: Server) {
    const got = await api(s.baseUrl, banner.lenderKey, `/api/cases/${caseId}`);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body).toMatchObject({ case_id: caseId, reference_id: 'restart-1', first_name: 'Grace', last_name: 'Hopper' });
    const list = await api(s.baseUrl, banner.lenderKey, '/api/cases');
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: any) => c.reference_id).sort()).toEqual(['loan-0001', 'restart-1']);
  }

  test('first start: a sandbox account, its secrets once, and a curl line that works', async () => {
    server = await startServer(env);
    banner = parseBanner(server.stdout());
    expect(banner.accountId).toMatch(UUID);
    expect(banner.lenderKey).toMatch(/^uw_sandbox_lender_[A-Za-z0-9_-]{43}$/);
    expect(banner.dealerKey).toMatch(/^uw_sandbox_dealer_[A-Za-z0-9_-]{43}$/);
    expect(banner.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(server.stdout().split(banner.lenderKey)).toHaveLength(3); // in the banner and in the curl line, nowhere else
    expect(server.stderr()).not.toContain(banner.lenderKey);

    // The curl line targets this service with the lender key, and runs as printed.
    expect(banner.curl).toContain(`http://localhost:${server.port}/api/cases`);
    expect(banner.curl).toContain(`Authorization: Bearer ${banner.lenderKey}`);
    const { stdout } = await promisify(execFile)('sh', ['-c', banner.curl], { timeout: 20_000 });
    const created = JSON.parse(stdout);
    expect(created).toMatchObject({ reference_id: 'loan-0001', status: 'OPEN' });
    expect(created.case_id).toMatch(UUID);

    const res = await api(server.baseUrl, banner.lenderKey, '/api/cases', {
      method: 'POST',
      body: { first_name: 'Grace', last_name: 'Hopper', reference_id: 'restart-1' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    caseId = res.body.case_id;
    expect((await api(server.baseUrl, banner.dealerKey, '/api/cases')).status).toBe(403); // a real DEALER key
  });

  test('a second serve on the same DATA_DIR refuses in one line and leaves the first alone', async () => {
    const lockBefore = fs.readFileSync(lockFile, 'utf8');
    expect(lockBefore.split(' ')[0]).toBe(String(server!.child.pid));
    const second = await spawnServer(env);
    await expectRefusal(second, new RegExp(`in use by process ${server!.child.pid}\\b`));
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(lockBefore);
    await expectSameData(server!);
  });

  test('SIGTERM stops it cleanly; the next start waits for the database, prints no banner, serves the same data', async () => {
    expect(await server!.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'admin.sock'))).toBe(false);

    // Started while another process (say, a CLI command) has the database: it waits for it.
    const lock = acquireDataDirLock(dataDir);
    try {
      server = await spawnServer(env);
      await new Promise((r) => setTimeout(r, 2_000));
      expect(server.child.exitCode, server.stderr()).toBeNull();
    } finally {
      lock.release();
    }
    await waitHealthy(server);
    expect(server.stdout()).toBe('');
    await expectSameData(server);
  });

  test('after SIGKILL the stale lock is taken over (by the CLI, then serve), and committed data is still there', async () => {
    const pid = server!.child.pid;
    expect(await server!.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    expect(fs.readFileSync(lockFile, 'utf8').split(' ')[0]).toBe(String(pid));
    expect(fs.existsSync(path.join(dataDir, 'admin.sock'))).toBe(true); // left behind too

    // The CLI first: nobody answers on the socket, the lock is stale, so it opens the database itself.
    const key = await cliJson(['key', 'create', '--account', banner.accountId, '--client-type', 'LENDER'], env);
    expect(fs.existsSync(lockFile)).toBe(false);

    server = await startServer(env);
    expect(server.stdout()).toBe('');
    expect(fs.readFileSync(lockFile, 'utf8').split(' ')[0]).toBe(String(server.child.pid));
    await expectSameData(server);
    expect((await api(server.baseUrl, key.api_key, '/api/cases')).status).toBe(200);
  });

  test.skipIf(!fs.existsSync('/proc/self/stat'))('a lock whose pid now belongs to another process is taken over', async () => {
    expect(await server!.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    // As after a container restart: the dead holder's pid is alive again, as some other process
    // (here the test runner, which did not start when the lock says).
    fs.writeFileSync(lockFile, `${process.pid} 1`);
    server = await startServer(env);
    await expectSameData(server);
  });

  test('the port already taken: one clear line, and it exits and lets go of the data', async () => {
    await server!.stop('SIGTERM');
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as net.AddressInfo).port;
    try {
      const busy = await spawnServer({ ...env, PORT: String(port) });
      await expectRefusal(busy, new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is already in use`));
    } finally {
      holder.close();
    }
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'admin.sock'))).toBe(false);
    server = undefined;
  });
});

/** Takes and releases the lock in a loop for `ms`; counts the times it found another holder inside. */
const CONTENDER = `
import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from ${JSON.stringify(path.join(REPO, 'src/db/data-dir-lock.ts'))};
const [dir, ms] = [process.argv[1], Number(process.argv[2])];
const inside = path.join(dir, 'inside');
let wins = 0, overlaps = 0;
for (const end = Date.now() + ms; Date.now() < end; ) {
  let lock;
  try {
    lock = acquireDataDirLock(dir);
  } catch (err) {
    if (err instanceof DataDirLockedError) continue;
    throw err;
  }
  wins++;
  try { fs.writeFileSync(inside, '', { flag: 'wx' }); } catch { overlaps++; }
  for (const t = Date.now(); Date.now() - t < 2; );
  fs.rmSync(inside, { force: true });
  lock.release();
  // now and then a lock left by a dead process, to be taken over
  if (Math.random() < 0.02) try { fs.writeFileSync(path.join(dir, 'pglite.lock'), '999999999 1', { flag: 'wx' }); } catch {}
}
console.log(JSON.stringify({ wins, overlaps }));
`;

test('under contention, and with stale locks to take over, the lock lets one process in at a time', async () => {
  const dir = path.join(root, 'lock');
  fs.mkdirSync(dir);
  try {
    const run = () => promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CONTENDER, dir, '2000'], { cwd: REPO, timeout: 30_000 });
    const results = (await Promise.all([run(), run(), run()])).map((r) => JSON.parse(r.stdout));
    for (const r of results) expect(r.wins).toBeGreaterThan(0);
    expect(results.map((r) => r.overlaps)).toEqual([0, 0, 0]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('bad settings stop start-up with a message naming the variable', () => {
  const dataDir = path.join(root, 'never-created');

  const everyBadSetting: Env = {
    PORT: '-1',
    PUBLIC_URL: 'ftp://example.com',
    DATABASE_URL: 'mysql://db/x',
    WEBHOOK_TIMEOUT_MS: 'soon',
    WEBHOOK_RETRY_INTERVAL_MS: '-5',
    TRUST_PROXY: 'my proxy',
    SMS_PROVIDER: 'pigeon',
    LOG_LEVEL: 'loud',
    SECRET_KEY: 'short',
  };
  const cases: [string, Env, RegExp][] = [
    ['PORT=abc', { PORT: 'abc' }, /^underwrite: Invalid settings: PORT: must be a number\n$/],
    ['PORT=70000', { PORT: '70000' }, /PORT: .*65535/],
    // Every bad one is named, on the one line.
    ['all at once', everyBadSetting, new RegExp(Object.keys(everyBadSetting).map((k) => `(?=.*\\b${k}: )`).join(''))],
  ];
  test.concurrent.each(cases)('%s', async (_name, settings, pattern) => {
    const s = await spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()), ...settings });
    await expectRefusal(s, pattern);
    expect(fs.existsSync(dataDir)).toBe(false); // stopped before touching anything
  });

  test('through npm start, as the README says', async () => {
    const child = spawn('npm', ['start', '--silent'], {
      cwd: REPO,
      env: { ...process.env, PORT: 'abc', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    clearTimeout(timer);
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    // npm may add its own warnings; ours is one line naming the variable.
    expect(stderr.split('\n').filter((l) => l.startsWith('underwrite: '))).toEqual(['underwrite: Invalid settings: PORT: must be a number']);
  });

  // glibc gives each thread that allocates its own malloc arena; with the parser threads, libuv's
  // and V8's that held about 35 MB more under load (docs/benchmarks.md). npm start caps them.
  test('npm start runs the service with two malloc arenas unless told otherwise', async () => {
    const dir = tempDir();
    const seen = path.join(dir, 'env.txt');
    const preload = path.join(dir, 'record-env.cjs');
    fs.writeFileSync(preload, `require('fs').appendFileSync(${JSON.stringify(seen)}, process.argv.slice(1).join(' ') + '\\t' + (process.env.MALLOC_ARENA_MAX ?? '-') + '\\n');`);
    const run = async (extra: Env) => {
      fs.rmSync(seen, { force: true });
      const child = spawn('npm', ['start', '--silent'], {
        cwd: REPO,
        env: { ...process.env, MALLOC_ARENA_MAX: undefined, ...extra, PORT: 'abc', DATA_DIR: dataDir, DATABASE_URL: '', NODE_OPTIONS: `--require ${preload}` },
        stdio: ['ignore', 'ignore', 'ignore'],
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      await new Promise((resolve) => child.once('close', resolve));
      clearTimeout(timer);
      return fs.readFileSync(seen, 'utf8').split('\n').filter((l) => /underwrite\.mjs serve\t/.test(l)).map((l) => l.split('\t')[1]);
    };
    expect(await run({})).toEqual(['2']);
    expect(await run({ MALLOC_ARENA_MAX: '4' })).toEqual(['4']);
  });
});
