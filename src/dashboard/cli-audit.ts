import { findApiKey } from '../accounts/accounts.repo.ts';
import type { AdminCommand } from '../accounts/admin-commands.ts';
import type { Store } from '../db/store.ts';
import { auditService } from './audit.service.ts';

/** What the audit log keeps of a command's answer: ids and settings, never a key or a secret. */
const KEPT = ['key_id', 'old_key_id', 'old_key_expires_at', 'revoked_at', 'client_type', 'url', 'ip_allowlist', 'previous_secret_expires_at', 'user_id', 'email', 'role', 'name', 'environment'];

/** Records each admin command that changed an account, with the CLI as the actor. */
export function cliAudit(store: Pick<Store, 'db'>) {
  const audit = auditService(store);
  return async (cmd: AdminCommand, result: Record<string, unknown>) => {
    let accountId = typeof result.account_id === 'string' ? result.account_id : undefined;
    if (cmd.command === 'key.rotate' || cmd.command === 'key.revoke') accountId = (await findApiKey(store.db, String(result.key_id)))?.accountId;
    if (!accountId) return;
    const details = Object.fromEntries(KEPT.filter((k) => result[k] !== undefined).map((k) => [k, result[k]]));
    await audit.record(undefined, { type: 'cli' }, { accountId, action: cmd.command, details });
  };
}
