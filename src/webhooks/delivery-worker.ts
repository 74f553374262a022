import crypto from 'node:crypto';
import type { Db } from '../db/store.ts';
import { eventBody } from '../events/event-format.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { claimDue, holdDeliveries, recordAttempts, type AttemptNext, type ClaimedDelivery, type NewAttempt } from './outbox.repo.ts';
import { forcedFailureError, planChaos, type ChaosPlan } from './chaos.ts';
import { signatureHeaders } from './signature.ts';
import { postWebhook, type AttemptOutcome } from './webhook-client.ts';
import { recordWebhookAttempt } from '../ops/metrics.ts';

/** The first attempt and exactly two retries (contracts section 6). */
export const MAX_ATTEMPTS = 3;

export interface DeliveryDeps {
  db: Db;
  box: SecretBox;
  timeoutMs: number;
  retryIntervalMs: number;
  /** Sandbox accounts retry after the shorter of this and `retryIntervalMs` (SANDBOX_RETRY_INTERVAL_S). */
  sandboxRetryIntervalMs?: number;
  sandboxAllowLocal: boolean;
  sandboxAllowPrivate?: boolean;
  log: (level: 'info' | 'warn' | 'error', msg: string) => void;
  /** Attempts taken per claim. */
  batchSize?: number;
  /** Claim loops per process: while one records its batch another is sending. */
  loops?: number;
  /** How often an idle worker looks for due attempts (retries, work of a dead worker, other processes' events). */
  idlePollMs?: number;
  /**
   * After a wake, empty claims repeat for this long (default 150 ms, every 10 ms): the waking
   * transaction may not have committed yet. 0 where a claim cannot run before that commit anyway
   * (the embedded database's one session queues it behind the transaction).
   */
  hotWindowMs?: number;
}

export interface DeliveryWorker {
  /** Starts claiming (once): a process starts it when it is up, so no attempt waits behind its start-up. */
  start(): void;
  /** Something became due (an event committed or is about to): look now, and keep looking briefly. */
  wake(): void;
  /** Stops claiming; attempts in flight are sent and recorded first. */
  stop(): Promise<void>;
}

const HOT_POLL_MS = 10;
/** A chaos duplicate comes this long after the delivery it repeats, or after the sandbox retry interval when shorter. */
const DUPLICATE_AFTER_MS = 3_000;

function secretsOf(row: ClaimedDelivery, box: SecretBox, now: Date): string[] {
  const secrets = [box.open(row.secretSealed)];
  if (row.previousSecretSealed && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now) secrets.push(box.open(row.previousSecretSealed));
  return secrets;
}

type MadeAttempt = NewAttempt & { next?: AttemptNext };

/** The retry interval of the row's account: sandbox accounts may have a shorter one. */
function retryMsOf(deps: DeliveryDeps, row: ClaimedDelivery): number {
  if (row.environment !== 'sandbox' || deps.sandboxRetryIntervalMs === undefined) return deps.retryIntervalMs;
  return Math.min(deps.retryIntervalMs, deps.sandboxRetryIntervalMs);
}

async function attempt(deps: DeliveryDeps, row: ClaimedDelivery, plan: Exclude<ChaosPlan, { action: 'hold' }>): Promise<MadeAttempt> {
  const attemptedAt = new Date();
  let outcome: AttemptOutcome;
  if (plan.action === 'fail') outcome = { succeeded: false, statusCode: null, durationMs: 0, error: forcedFailureError(row.chaos!.failFirstAttempts) };
  else if (!row.webhookUrl) outcome = { succeeded: false, statusCode: null, durationMs: 0, error: 'the account has no webhook URL' };
  else {
    // The same event always serialises to the same bytes (event-format.ts): a repeated attempt sends them again.
    const body = Buffer.from(JSON.stringify(eventBody(row.event)), 'utf8');
    const headers = signatureHeaders(body, row.event.id, Math.floor(attemptedAt.getTime() / 1000), secretsOf(row, deps.box, attemptedAt));
    outcome = await postWebhook(row.webhookUrl, body, headers, {
      timeoutMs: deps.timeoutMs,
      policy: { environment: row.environment, allowLocal: deps.sandboxAllowLocal, allowPrivate: deps.sandboxAllowPrivate },
    }).catch((err: Error) => ({ succeeded: false, statusCode: null, durationMs: 0, error: `Delivery failed: ${err.message}` }));
  }
  return {
    id: crypto.randomUUID(),
    eventId: row.event.id,
    deliveryId: row.deliveryId,
    attempt: row.attempt,
    url: row.webhookUrl,
    attemptedAt,
    durationMs: outcome.durationMs,
    statusCode: outcome.statusCode,
    succeeded: outcome.succeeded,
    error: outcome.error,
    chaos: plan.action === 'fail' ? 'forced_failure' : plan.chaos,
    next: {
      retryMs: retryMsOf(deps, row),
      ...(row.deliveryChaos === 'duplicate' ? { maxAttempts: 1, keepStatus: true } : {}),
      ...(plan.action === 'send' && plan.duplicate ? { duplicateAfterMs: Math.min(DUPLICATE_AFTER_MS, retryMsOf(deps, row)) } : {}),
    },
  };
}

const maxAttemptsOf = (a: MadeAttempt) => a.next?.maxAttempts ?? MAX_ATTEMPTS;

/**
 * Sends a claimed batch concurrently, then records every attempt once, and moves each delivery on,
 * in one transaction. A worker that dies before that transaction commits leaves its claims to
 * expire: the same attempts are made again, with the same webhook-id and bytes.
 */
export async function deliverClaimed(deps: DeliveryDeps, claimed: ClaimedDelivery[]): Promise<void> {
  // Sandbox chaos (chaos.ts) is decided here, beside the delivery: held rows are not attempted now.
  const planned = claimed.map((row) => ({ row, plan: planChaos(row.chaos, { eventId: row.event.id, caseSeq: row.event.caseSeq, createdAt: row.createdAt, attempt: row.attempt, deliveryChaos: row.deliveryChaos }) }));
  const holds = planned.flatMap(({ row, plan }) => (plan.action === 'hold' ? [{ eventId: row.event.id, deliveryId: row.deliveryId, attempt: row.attempt, until: plan.until }] : []));
  const made = await Promise.all(planned.flatMap(({ row, plan }) => (plan.action === 'hold' ? [] : [attempt(deps, row, plan)])));
  const recorded = await deps.db.transaction(async (tx) => {
    await holdDeliveries(tx, holds);
    return recordAttempts(tx, made, { retryMs: deps.retryIntervalMs, maxAttempts: MAX_ATTEMPTS });
  });
  for (const a of recorded as MadeAttempt[]) {
    const max = maxAttemptsOf(a);
    recordWebhookAttempt(a.succeeded ? 'delivered' : a.attempt < max ? 'failed' : 'dropped', a.durationMs / 1000);
    if (!a.succeeded && a.attempt >= max) {
      deps.log('warn', `webhook delivery ${a.deliveryId} of event ${a.eventId} dropped after ${max} attempts: ${a.error}`);
    }
  }
}

/** Delivers due attempts from the event log until stopped: any number of these may run, in any number of processes. */
export function startDeliveryWorker(deps: DeliveryDeps): DeliveryWorker {
  const batchSize = deps.batchSize ?? 50;
  const idlePollMs = deps.idlePollMs ?? 1000;
  // A claim outlives the slowest attempt; past it, another worker may make the attempt again.
  const leaseMs = deps.timeoutMs + 5_000;
  const hotWindowMs = deps.hotWindowMs ?? 150;
  let stopping = false;
  let wokenAt = 0;
  const nappers = new Set<() => void>();

  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        nappers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      nappers.add(done);
    });

  async function loop() {
    while (!stopping) {
      let claimed: ClaimedDelivery[];
      try {
        claimed = await claimDue(deps.db, batchSize, leaseMs);
      } catch (err) {
        if (stopping) return;
        deps.log('error', `webhook delivery: claiming due attempts failed: ${(err as Error).message}`);
        await nap(idlePollMs);
        continue;
      }
      if (claimed.length > 0) {
        try {
          await deliverClaimed(deps, claimed);
        } catch (err) {
          // Not recorded: the claims expire and the attempts are made again.
          deps.log('error', `webhook delivery: recording attempts failed: ${(err as Error).message}`);
        }
        continue;
      }
      await nap(Date.now() - wokenAt < hotWindowMs ? HOT_POLL_MS : idlePollMs);
    }
  }

  let loops: Promise<void>[] = [];
  return {
    start() {
      if (loops.length === 0 && !stopping) loops = Array.from({ length: deps.loops ?? 2 }, () => loop());
    },
    wake() {
      wokenAt = Date.now();
      for (const done of [...nappers]) done();
    },
    async stop() {
      stopping = true;
      for (const done of [...nappers]) done();
      await Promise.all(loops);
    },
  };
}
