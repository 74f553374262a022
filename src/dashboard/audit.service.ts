import type { Executor, Store } from '../db/store.ts';
import * as repo from './audit.repo.ts';

/** Who made a change: a person in the dashboard, the CLI on the server, or an API key. */
export type AuditActor = { type: 'user'; id: string; email: string; ip: string } | { type: 'cli' } | { type: 'api_key'; id: string; ip: string };

export interface AuditEntry {
  accountId: string;
  action: string;
  details?: Record<string, unknown>;
}

const cursorOf = (r: repo.AuditRow) => Buffer.from(`${r.createdAt.toISOString()}|${r.id}`).toString('base64url');
function decodeCursor(c: string | undefined) {
  if (!c) return undefined;
  const [at, id] = Buffer.from(c, 'base64url').toString('utf8').split('|');
  const d = new Date(at ?? '');
  return Number.isNaN(d.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? '') ? undefined : { at: d, id: id! };
}

/** The account's audit log: appended in the transaction of the change it records. */
export function auditService(store: Pick<Store, 'db'>) {
  return {
    async record(ex: Executor | undefined, actor: AuditActor, entry: AuditEntry) {
      await repo.insertAudit(ex ?? store.db, {
        accountId: entry.accountId,
        actorType: actor.type,
        actorId: actor.type === 'cli' ? null : actor.id,
        actorLabel: actor.type === 'user' ? actor.email : actor.type === 'cli' ? 'CLI' : `key ${actor.id}`,
        ip: actor.type === 'cli' ? null : actor.ip,
        action: entry.action,
        details: entry.details ?? {},
      });
    },
    async list(accountId: string, q: { limit: number; cursor?: string }) {
      const rows = await repo.listAudit(store.db, accountId, { limit: q.limit + 1, before: decodeCursor(q.cursor) });
      const page = rows.slice(0, q.limit);
      return { rows: page, nextCursor: rows.length > q.limit ? cursorOf(page[page.length - 1]!) : null };
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
