// The borrower link's lifecycle events (docs/webhooks.md): LINK_OPENED at the first open of the
// hosted link, LINK_COMPLETED at the borrower's first "I'm done", LINK_EXPIRED when the link's time
// ran out with the case still waiting for the borrower. Each is written once per case: a column of
// the case is set in the same transaction as the event, and only when it was still empty.

import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { accounts, cases } from '../db/schema.ts';
import type { Db, Executor } from '../db/store.ts';
import type { EventLog } from '../events/events.repo.ts';

type Moment = 'opened' | 'completed';
const COLUMN = { opened: cases.linkOpenedAt, completed: cases.linkCompletedAt } as const;
const EVENT = { opened: 'LINK_OPENED', completed: 'LINK_COMPLETED' } as const;

/** Records the moment and its event unless the case already has it; true when this call wrote them. */
export async function recordLinkMoment(db: Db, events: EventLog, caseId: string, moment: Moment, at = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(cases)
      .set(moment === 'opened' ? { linkOpenedAt: at } : { linkCompletedAt: at })
      .where(and(eq(cases.id, caseId), isNull(COLUMN[moment])))
      .returning({ id: cases.id, accountId: cases.accountId, referenceId: cases.referenceId, surface: cases.surface });
    if (!row) return false;
    await writeEvent(tx, events, row, EVENT[moment], at);
    return true;
  });
}

async function writeEvent(
  tx: Executor,
  events: EventLog,
  row: { id: string; accountId: string; referenceId: string; surface: 'LENDER' | 'DEALER' },
  event: 'LINK_OPENED' | 'LINK_COMPLETED' | 'LINK_EXPIRED',
  at: Date,
) {
  const [account] = await tx.select({ id: accounts.id, environment: accounts.environment, webhookUrl: accounts.webhookUrl }).from(accounts).where(eq(accounts.id, row.accountId));
  await events.record(tx, { event, caseRow: row, account, at });
}

/**
 * Marks up to `limit` open cases whose link ran out, and writes LINK_EXPIRED for those the borrower
 * never finished (a link whose borrower pressed "done" expires quietly). The mark and the event
 * commit together, and a marked case is never taken again: each link expires once, whichever
 * process runs this and however often it restarts. Returns how many it marked and how many events it wrote.
 */
export async function expireLinks(db: Db, events: EventLog, now = new Date(), limit = 500): Promise<{ marked: number; written: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: cases.id, accountId: cases.accountId, referenceId: cases.referenceId, surface: cases.surface, completedAt: cases.linkCompletedAt })
      .from(cases)
      .where(and(eq(cases.status, 'OPEN'), isNull(cases.linkExpiredAt), lte(cases.linkExpiresAt, now)))
      .orderBy(asc(cases.linkExpiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    let written = 0;
    for (const row of due) {
      await tx.update(cases).set({ linkExpiredAt: now }).where(eq(cases.id, row.id));
      if (row.completedAt) continue;
      await writeEvent(tx, events, row, 'LINK_EXPIRED', now);
      written++;
    }
    return { marked: due.length, written };
  });
}

/**
 * Expires links in this worker process: once at start (links that ran out while no service ran),
 * then every `intervalMs`. Any number of processes may run it: a case is marked once. A timer, not
 * a queued cron job: the sweep is idempotent and needs no queue.
 */
export function startLinkExpiry(deps: { db: Db; events: EventLog; log: (level: 'info' | 'error', msg: string) => void; intervalMs?: number }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const sweep = async () => {
    let total = 0;
    try {
      // Bounded: a backlog larger than this waits for the next sweep.
      for (let i = 0; i < 20 && !stopped; i++) {
        const { marked, written } = await expireLinks(deps.db, deps.events);
        total += written;
        if (marked === 0) break;
      }
      if (total > 0) deps.log('info', `links: ${total} borrower links expired`);
    } catch (err) {
      if (!stopped) deps.log('error', `links: expiring links failed: ${(err as Error).message}`);
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweep().then(next);
    }, deps.intervalMs ?? 60_000);
    timer.unref();
  };
  running = sweep().then(next);
  return {
    /** Resolves once the first sweep (at start) is done. */
    firstSweep: running,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
