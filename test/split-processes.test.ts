import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { api, cli, cliJson, killAll, query, scratchDatabase, scratchServerReachable, spawnServer, tempDir, waitHealthy, type Env, type Server } from './processes.ts';

// contracts.md section 1: `serve --no-worker` and `worker` as separate processes on one PostgreSQL.
vi.setConfig({ testTimeout: 180_000 });

async function until(check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('condition not met in time');
}

describe.skipIf(!(await scratchServerReachable()))('split processes on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let env: Env;
  const procs: Server[] = [];

  beforeAll(async () => {
    db = await scratchDatabase();
    env = { DATABASE_URL: db.url, DATA_DIR: tempDir('uw-split-'), SECRET_KEY: Buffer.alloc(32, 7).toString('base64') };
  });
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    killAll();
    await db?.drop();
  });

  test('two API processes without workers and one worker share the database', async () => {
    const apiA = await spawnServer(env, ['serve', '--no-worker']);
    const apiB = await spawnServer(env, ['serve', '--no-worker']);
    procs.push(apiA, apiB);
    await Promise.all([waitHealthy(apiA), waitHealthy(apiB)]);
    // One first-start account between them, whichever process created it.
    const banners = [apiA.stdout(), apiB.stdout()].filter((o) => o.includes('First start'));
    expect(banners).toHaveLength(1);
    const key = /lender key\s+(\S+)/.exec(banners[0]!)![1]!;

    const created = await api(apiA.baseUrl, key, '/api/cases', { method: 'POST', body: { first_name: 'Ada', last_name: 'Lovelace', reference_id: 'split-1' } });
    expect(created.status).toBe(201);
    const read = await api(apiB.baseUrl, key, `/api/cases/${created.body.case_id}`);
    expect(read.status).toBe(200);

    // No process has registered the schedules yet: API processes without workers do not.
    const schedules = () => query<{ name: string }>(db.url, 'select name from pgboss.schedule');
    expect(await schedules()).toEqual([]);

    const worker = await spawnServer(env, ['worker']);
    procs.push(worker);
    await until(async () => (await schedules()).some((s) => s.name === 'maintenance.idempotency-keys'));
    // The schedules are written while the worker is still starting: its banner follows once every queue has a worker.
    await until(async () => worker.stdout().includes('underwrite worker is running'));

    // The worker runs the clean-up: an Idempotency-Key past its lifetime disappears.
    const account = await cliJson(['account', 'create', '--name', 'Split', '--environment', 'sandbox'], env);
    await query(
      db.url,
      `insert into idempotency_keys (account_id, key, request_hash, status_code, response, created_at)
       values ('${account.account_id}', 'expired', 'h', 201, '{}', now() - interval '30 hours')`,
    );
    // Sent from here as `serve --no-worker` would: a sender that works on nothing.
    const sender = new PgBoss({ connectionString: db.url, supervise: false, schedule: false, migrate: false, max: 1 });
    await sender.start();
    await sender.send('maintenance.idempotency-keys', {});
    await sender.stop({ graceful: false });
    await until(async () => (await query(db.url, `select 1 from idempotency_keys where key = 'expired'`)).length === 0);

    // A process with another secret key would seal secrets the others cannot open: refused.
    const other = await cli(['account', 'create', '--name', 'Other key', '--environment', 'sandbox', '--json'], {
      ...env,
      SECRET_KEY: Buffer.alloc(32, 9).toString('base64'),
    });
    expect(other.code).not.toBe(0);
    expect(other.stderr.trim().split('\n')).toHaveLength(1);
    expect(other.stderr).toMatch(/not the one this database was sealed with/);

    const stopped = await worker.stop('SIGTERM');
    expect(stopped.code).toBe(0);
  });
});
