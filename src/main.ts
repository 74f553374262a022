import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { accountsService } from './accounts/accounts.service.ts';
import { adminSocketAnswers, startAdminSocket } from './accounts/admin-socket.ts';
import { countAccounts } from './accounts/accounts.repo.ts';
import type { Config } from './config/config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { secureDataDir } from './db/data-dir-permissions.ts';
import { openStore, type Store } from './db/store.ts';
import type { JobRunner } from './jobs/jobs.ts';
import { startServiceJobs } from './jobs/registry.ts';
import { documentsRuntime } from './documents/documents-runtime.ts';
import { loadSecretKey, secretBox, type SecretBox } from './shared/secret-box.ts';
import { redactLinks } from './shared/redact-links.ts';
import { checkSecretKey } from './shared/secret-key-check.ts';
import { cliAudit } from './dashboard/cli-audit.ts';
import { usersService } from './dashboard/users.service.ts';
import { drainHttp } from './ops/http-drain.ts';
import { jobCounts } from './ops/job-counts.ts';
import { countJobsWith } from './ops/metrics.ts';
import { readinessChecks } from './ops/readiness.ts';
import { remainingMs, shutdownCoordinator } from './ops/shutdown.ts';
import { startWorkerOpsServer } from './ops/worker-ops-server.ts';
import { startIdleGc } from './ops/idle-gc.ts';
import { limitHeapGrowth } from './ops/heap-growth.ts';
import { sandboxAdmin } from './sandbox/sandbox-admin.ts';

export async function openConfiguredStore(config: Config): Promise<Store> {
  // DATA_DIR holds the secret key, uploaded files and (without DATABASE_URL) the database.
  secureDataDir(config.DATA_DIR);
  const store = await openStore({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // PGlite lays out a new database with files open to everyone, whatever the umask: close them too.
  if (store.kind === 'pglite') secureDataDir(config.DATA_DIR);
  return store;
}

export function configuredSecretBox(config: Config): SecretBox {
  return secretBox(loadSecretKey({ secretKey: config.SECRET_KEY, dataDir: config.DATA_DIR }));
}

const BOOTSTRAP_LOCK_ID = 7_424_002;

/** On an empty store: one sandbox account with the default workflow; its secrets are printed once. */
export async function bootstrapFirstAccount(store: Store, box: SecretBox, config: Config) {
  return store.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOTSTRAP_LOCK_ID})`);
    if ((await countAccounts(tx)) > 0) return null;
    const account = await accountsService({ db: tx as never }, { keyOverlapDays: config.KEY_OVERLAP_DAYS, box }).createAccount({
      name: 'Sandbox',
      environment: 'sandbox',
    });
    const admin = await usersService({ store: { db: tx as never }, publicUrl: config.PUBLIC_URL }).create({ accountId: account.account_id, email: FIRST_ADMIN_EMAIL, role: 'admin' });
    return { ...account, admin };
  });
}

/** The first admin of the first account; more people are invited from the dashboard or with `underwrite user create`. */
export const FIRST_ADMIN_EMAIL = 'admin@localhost';

export function firstStartBanner(created: Awaited<ReturnType<typeof bootstrapFirstAccount>> & object, baseUrl: string): string {
  const body = JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', reference_id: 'loan-0001', phone_number: '+14155552671' });
  return [
    '',
    'First start: created a sandbox account. These secrets are shown only now; keep them.',
    `  account_id      ${created.account_id}`,
    `  lender key      ${created.lender_key}`,
    `  dealer key      ${created.dealer_key}`,
    `  signing secret  ${created.signing_secret}`,
    '',
    'Create a case:',
    `  curl -s -X POST ${baseUrl}/api/cases -H 'Authorization: Bearer ${created.lender_key}' -H 'Content-Type: application/json' -d '${body}'`,
    '',
    `Dashboard: ${baseUrl}/dashboard`,
    `  first admin     ${created.admin.email}`,
    `  sign-in link    ${created.admin.sign_in_url}`,
    `  (sets the password; works once, until ${created.admin.sign_in_url_expires_at}; a new one: underwrite user reset --email ${created.admin.email})`,
    '',
  ].join('\n');
}

async function listen(app: FastifyInstance, config: Config) {
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    throw new Error(`Port ${config.PORT} on ${config.HOST} is already in use: stop what holds it, or set PORT to another port`);
  }
}

/**
 * The embedded database admits one process. A service holding it answers on the admin socket:
 * refuse at once. Any other holder (a CLI command, a service still starting or stopping) is
 * waited for, so that starting beside an admin command does not fail.
 */
async function openStoreForService(config: Config, waitMs = 60_000): Promise<Store> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await openConfiguredStore(config);
    } catch (err) {
      if (!(err instanceof DataDirLockedError) || Date.now() > deadline || (await adminSocketAnswers(config.DATA_DIR))) throw err;
    }
    await sleep(200);
  }
}

/** `underwrite serve`: API (and, unless told otherwise, the workers) in this process. */
export async function serve(config: Config, opts: { worker: boolean }) {
  limitHeapGrowth(config.HEAP_GROWTH_PERCENT);
  const store = await openStoreForService(config);
  let app: FastifyInstance | undefined;
  let admin: { close(): Promise<void> } | null = null;
  let jobs: JobRunner | undefined;
  const documents = documentsRuntime(config);
  let log: Logger | undefined;
  const coordinator = shutdownCoordinator({ graceMs: config.SHUTDOWN_GRACE_MS, log: (level, msg, fields) => log?.[level](fields ?? {}, msg) });
  // Also on a failed start: an open PGlite, its lock or the admin socket would keep the process alive.
  const shutdown = async () => {
    try {
      await app?.close();
      await jobs?.stop();
      await admin?.close();
      await documents.close();
    } finally {
      await store.close();
    }
  };
  try {
    const box = configuredSecretBox(config);
    await store.migrate();
    await checkSecretKey(store.db, box);
    const created = await bootstrapFirstAccount(store, box, config);
    if (created) process.stdout.write(firstStartBanner(created, config.PUBLIC_URL) + '\n');

    // Loaded here: the admin CLI imports this module and has no use for the HTTP stack.
    const { buildApp } = await import('./app.ts');
    const { logger } = await import('./shared/logger.ts');
    log = logger(config.LOG_LEVEL);
    const started = await startServiceJobs(store, box, config, { work: opts.worker, log: (level, msg) => log?.[level](msg), documents, deliverLater: true });
    jobs = started.runner;
    app = await buildApp({ config, store, box, scheduler: started.scheduler, jobs: started.sender, documents, logger: log, draining: coordinator.draining });
    const accounts = accountsService(store, { keyOverlapDays: config.KEY_OVERLAP_DAYS, box, sandboxAllowLocal: config.WEBHOOK_SANDBOX_ALLOW_LOCAL, sandboxAllowPrivate: config.WEBHOOK_SANDBOX_ALLOW_PRIVATE, secretOverlapHours: config.WEBHOOK_SECRET_OVERLAP_HOURS });
    const users = usersService({ store, publicUrl: config.PUBLIC_URL });
    const sandbox = sandboxAdmin({ db: store.db, jobs: started.sender, retryIntervalMs: config.WEBHOOK_RETRY_INTERVAL_MS, sandboxRetryIntervalMs: config.SANDBOX_RETRY_INTERVAL_S * 1000 });
    if (store.kind === 'pglite') admin = await startAdminSocket(config.DATA_DIR, { accounts, users, audit: cliAudit(store), store, sandbox });
    await listen(app, config);
    started.startDeliveries();
  } catch (err) {
    await shutdown().catch(() => {});
    throw err;
  }
  app.log.info({ store: store.kind, worker: opts.worker, public_url: config.PUBLIC_URL, storage: documents.blobs.objects.url }, 'underwrite is serving');
  countJobsWith(jobCounts(store));
  const idleGc = startIdleGc();
  // Each process stages uploads on its own disk; one that runs no workers sweeps its own leftovers.
  if (!opts.worker) void documents.blobs.sweepScratch(3_600_000).catch(() => {});
  const served = app;
  coordinator.onSignal(async (deadline) => {
    // Readiness is 503 from here; requests in flight and jobs running share the grace period.
    idleGc.stop();
    await Promise.all([drainHttp(served, deadline), jobs?.stop(remainingMs(deadline))]);
    countJobsWith(null);
    app = undefined;
    jobs = undefined;
    await shutdown();
  });
  return { app, store };
}

/**
 * `underwrite worker`: background jobs only, beside any number of `serve --no-worker` processes on
 * one PostgreSQL. The embedded database admits one process, where `serve` runs the workers itself.
 */
export async function worker(config: Config) {
  limitHeapGrowth(config.HEAP_GROWTH_PERCENT);
  if (!config.DATABASE_URL) {
    throw new Error('underwrite worker needs DATABASE_URL: with the embedded database, "underwrite serve" runs the workers in its own process');
  }
  const store = await openConfiguredStore(config);
  const documents = documentsRuntime(config);
  let jobs: JobRunner;
  try {
    const box = configuredSecretBox(config);
    await store.migrate();
    await checkSecretKey(store.db, box);
    const log = (level: 'info' | 'warn' | 'error', msg: string) => process[level === 'error' ? 'stderr' : 'stdout'].write(`${redactLinks(msg)}\n`);
    jobs = (await startServiceJobs(store, box, config, { work: true, log, documents })).runner;
  } catch (err) {
    await documents.close();
    await store.close().catch(() => {});
    throw err;
  }
  process.stdout.write('underwrite worker is running\n');
  const say = (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) =>
    process[level === 'error' ? 'stderr' : 'stdout'].write(`${msg}${fields ? ` ${JSON.stringify(fields)}` : ''}\n`);
  const coordinator = shutdownCoordinator({ graceMs: config.SHUTDOWN_GRACE_MS, log: say });
  countJobsWith(jobCounts(store));
  let ops: FastifyInstance | undefined;
  try {
    if (config.WORKER_PORT) {
      ops = await startWorkerOpsServer(config, config.WORKER_PORT, {
        readiness: readinessChecks(store, documents.blobs.objects),
        draining: coordinator.draining,
        metricsAllow: config.METRICS_ALLOW,
      });
    }
  } catch (err) {
    await jobs.stop(0).catch(() => {});
    await documents.close();
    await store.close().catch(() => {});
    throw err;
  }
  const idleGc = startIdleGc();
  coordinator.onSignal(async (deadline) => {
    idleGc.stop();
    try {
      // Stops claiming at once; jobs running get what is left of the grace period, then go back to the queue.
      await jobs.stop(remainingMs(deadline));
      countJobsWith(null);
      await ops?.close();
      await documents.close();
    } finally {
      await store.close();
    }
  });
}
