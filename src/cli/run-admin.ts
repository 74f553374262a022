import { setTimeout as sleep } from 'node:timers/promises';
import { accountsService } from '../accounts/accounts.service.ts';
import { runAdminCommand, type AdminCommand } from '../accounts/admin-commands.ts';
import { AdminSocketUnavailableError, sendAdminCommand } from '../accounts/admin-socket.ts';
import type { Config } from '../config/config.ts';
import { cliAudit } from '../dashboard/cli-audit.ts';
import { usersService } from '../dashboard/users.service.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { configuredSecretBox, openConfiguredStore } from '../main.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { checkSecretKey } from '../shared/secret-key-check.ts';
import { sandboxAdmin } from '../sandbox/sandbox-admin.ts';
import { startJobs, type JobRunner } from '../jobs/jobs.ts';
import { moduleRunJobs } from '../modules/modules.jobs.ts';

/** Commands that seal or open a secret; only they load (or, the first time, create) the secret key. */
const NEEDS_SECRET_KEY: ReadonlySet<AdminCommand['command']> = new Set(['account.create', 'account.set-aggregator', 'webhook.set', 'webhook.rotate-secret']);

/** A box that refuses to be used: the commands without a secret never touch it. */
const NO_BOX: SecretBox = {
  seal: () => {
    throw new Error('this command has no secret key');
  },
  open: () => {
    throw new Error('this command has no secret key');
  },
};

async function runOnStore(config: Config, cmd: AdminCommand): Promise<Record<string, unknown>> {
  const store = await openConfiguredStore(config);
  try {
    if (cmd.command !== 'migrate') await store.migrate();
    let box = NO_BOX;
    if (NEEDS_SECRET_KEY.has(cmd.command)) {
      box = configuredSecretBox(config);
      await checkSecretKey(store.db, box);
    }
    const accounts = accountsService(store, { keyOverlapDays: config.KEY_OVERLAP_DAYS, box, sandboxAllowLocal: config.WEBHOOK_SANDBOX_ALLOW_LOCAL, sandboxAllowPrivate: config.WEBHOOK_SANDBOX_ALLOW_PRIVATE, secretOverlapHours: config.WEBHOOK_SECRET_OVERLAP_HOURS });
    const users = usersService({ store, publicUrl: config.PUBLIC_URL });
    // A triggered run is a job: queued here (send only), run by the service's workers.
    let jobs: JobRunner | undefined;
    if (cmd.command === 'sandbox.trigger') {
      const definitions = moduleRunJobs({ db: store.db, modules: { finish: async () => false }, analyzers: {}, log: () => {} });
      jobs = await startJobs(store, { work: false, databaseUrl: config.DATABASE_URL, definitions });
    }
    try {
      const sandbox = sandboxAdmin({
        db: store.db,
        jobs: jobs && { send: (tx, def, data, options) => jobs!.enqueue(tx, def, data, options).then(() => {}) },
        retryIntervalMs: config.WEBHOOK_RETRY_INTERVAL_MS,
        sandboxRetryIntervalMs: config.SANDBOX_RETRY_INTERVAL_S * 1000,
      });
      return await runAdminCommand({ accounts, users, audit: cliAudit(store), store, sandbox }, cmd);
    } finally {
      await jobs?.stop();
    }
  } finally {
    await store.close();
  }
}

/**
 * Runs a command on the store directly, or through the running service that holds the embedded
 * database. Another holder without a socket (a service still starting or stopping, another CLI
 * command) is waited for, up to `waitMs`.
 */
export async function runAdmin(config: Config, cmd: AdminCommand, waitMs = 60_000): Promise<Record<string, unknown>> {
  if (config.DATABASE_URL) return runOnStore(config, cmd);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await sendAdminCommand(config.DATA_DIR, cmd);
    } catch (err) {
      if (!(err instanceof AdminSocketUnavailableError)) throw err;
    }
    try {
      return await runOnStore(config, cmd);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      if (Date.now() > deadline) throw err;
    }
    await sleep(200);
  }
}
