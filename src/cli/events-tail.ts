import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config/config.ts';
import { openConfiguredStore } from '../main.ts';
import { sandboxAdmin } from '../sandbox/sandbox-admin.ts';
import { runAdmin } from './run-admin.ts';

type Since = Awaited<ReturnType<ReturnType<typeof sandboxAdmin>['since']>>;
type Attempt = Since['attempts'][number];

const POLL_MS = 500;

function eventLine(e: Record<string, unknown>): string {
  const module = e.module_type ? ` ${String(e.module_type)}` : '';
  const why = e.reason ?? e.error ?? e.result_id;
  return `${String(e.created_at)}  event    ${String(e.event)}${module}  case ${String(e.case_id)} #${String(e.case_sequence)}  ${String(e.event_id)}${why ? `  ${String(why)}` : ''}`;
}

function attemptLine(a: Attempt): string {
  const outcome = a.succeeded ? `delivered ${a.status_code}` : `failed: ${a.error ?? 'no answer'}`;
  return `${a.attempted_at}  attempt  ${a.attempt} of ${a.event_id}  ${outcome}${a.chaos ? `  [chaos: ${a.chaos}]` : ''}`;
}

/**
 * `underwrite events tail --account ID [--json]`: prints the account's events and their delivery
 * attempts as they are written, until interrupted. On PostgreSQL it reads the database; on the
 * embedded store it asks the running service (or opens the store itself when none runs).
 */
export async function tailEvents(config: Config, accountId: string, json: boolean, out: (line: string) => void = (l) => process.stdout.write(l + '\n')): Promise<void> {
  let stopping = false;
  const stop = () => {
    stopping = true;
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const store = config.DATABASE_URL ? await openConfiguredStore(config) : undefined;
  const direct = store && sandboxAdmin({ db: store.db, retryIntervalMs: config.WEBHOOK_RETRY_INTERVAL_MS, sandboxRetryIntervalMs: config.SANDBOX_RETRY_INTERVAL_S * 1000 });
  const since = async (afterSeq: number, attemptsFrom: string | null): Promise<Since> =>
    direct ? direct.since(accountId, afterSeq, attemptsFrom) : ((await runAdmin(config, { command: 'events.since', accountId, afterSeq, attemptsFrom })) as unknown as Since);
  try {
    // From now on: what exists already is the starting point, not printed.
    const first = await since(Number.MAX_SAFE_INTEGER, null);
    let afterSeq = first.last_seq;
    const seen = new Map(first.attempts.map((a) => [a.attempt_id, a.attempted_at]));
    let newest: string = first.attempts.at(-1)?.attempted_at ?? new Date().toISOString();
    // On stderr: stdout holds only events and attempts (one JSON object a line with --json).
    process.stderr.write(`Following the events of account ${accountId} (Ctrl-C to stop)\n`);
    while (!stopping) {
      const got = await since(afterSeq, newest);
      for (const e of got.events) {
        out(json ? JSON.stringify({ type: 'event', ...e }) : eventLine(e));
        afterSeq = Math.max(afterSeq, Number(e.sequence));
      }
      for (const a of got.attempts) {
        if (seen.has(a.attempt_id)) continue;
        seen.set(a.attempt_id, a.attempted_at);
        out(json ? JSON.stringify({ type: 'attempt', ...a }) : attemptLine(a));
        if (a.attempted_at > newest) newest = a.attempted_at;
      }
      // Attempts older than the lookback are not returned again: forget them.
      const horizon = new Date(Date.parse(newest) - 120_000).toISOString();
      for (const [id, at] of seen) if (at < horizon) seen.delete(id);
      if (got.events.length < 200) await sleep(POLL_MS);
    }
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await store?.close();
  }
}
