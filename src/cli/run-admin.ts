import { setTimeout as sleep } from 'node:timers/promises';
import { accountsService } from '../accounts/accounts.service.ts';
import { runAdminCommand, type AdminCommand } from '../accounts/admin-commands.ts';
import { AdminSocketUnavailableError, sendAdminCommand } from '../accounts/admin-socket.ts';
import type { Config } from '../config/config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { configuredSecretBox, openConfiguredStore } from '../main.ts';
import type { SecretBox } from '../shared/secret-box.ts';

/** Loads (or, the first time, creates) the secret key only for commands that seal or open a secret. */
function lazyBox(config: Config): SecretBox {
  let box: SecretBox | undefined;
  const get = () => (box ??= configuredSecretBox(config));
  return { seal: (plain) => get().seal(plain), open: (sealed) => get().open(sealed) };
}

async function runOnStore(config: Config, cmd: AdminCommand): Promise<Record<string, unknown>> {
  const store = await openConfiguredStore(config);
  try {
    if (cmd.command !== 'migrate') await store.migrate();
    const accounts = accountsService(store, { keyOverlapDays: config.KEY_OVERLAP_DAYS, box: lazyBox(config) });
    return await runAdminCommand({ accounts, store }, cmd);
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
