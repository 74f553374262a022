import crypto from 'node:crypto';
import type { Db } from '../db/store.ts';
import { eventBody } from '../events/event-format.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { claimDue, recordOutcomes, type AttemptNext, type ClaimedDelivery, type NewAttempt, type PutBack } from './outbox.repo.ts';
import { forcedFailureError, planChaos, type ChaosPlan } from './chaos.ts';
import { signatureHeaders } from './signature.ts';
import { postWebhook, type AttemptOutcome } from './webhook-client.ts';
import { recordWebhookAttempts } from '../ops/metrics.ts';

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
  /** Most attempts one claim takes (default 200); it takes fewer when fewer are due or the process has less room. */
  batchSize?: number;
  /** Most deliveries the process holds at once, from their claim until their outcome is recorded (default 512). */
  maxInFlight?: number;
  /** Most requests in flight to one endpoint (scheme, host and port; default 64); the others claimed for it wait their turn. */
  perEndpoint?: number;
  /** How often an idle worker looks for due attempts (retries, work of a dead worker, other processes' events). */
  idlePollMs?: number;
  /**
   * After a wake, empty claims repeat for this long (default 150 ms, every 10 ms): the waking
   * transaction may not have committed yet. 0 where a claim cannot run before that commit anyway
   * (the embedded database's one session queues it behind the transaction).
   */
  hotWindowMs?: number;
  /**
   * Every wake queues a claim of its own (at most one per 50 ms, 32 waiting), even while another
   * claim waits: where the database runs one statement at a time in arrival order (the embedded
   * one), a claim queued early runs right after the transactions queued before it, and not behind
   * every transaction queued since. Default: on when `hotWindowMs` is 0.
   */
  claimOnWake?: boolean;
  /**
   * At most one record of outcomes per this long (default 20 ms; 50 ms where `claimOnWake` is on):
   * each takes every outcome gathered meanwhile, so a busy worker records tens of attempts a
   * statement rather than a few. Receivers are not kept waiting: a record follows the requests.
   */
  recordGapMs?: number;
}

export interface DeliveryWorker {
  /** Starts claiming (once): a process starts it when it is up, so no attempt waits behind its start-up. */
  start(): void;
  /** Something became due (an event committed or is about to): look now, and keep looking briefly. */
  wake(): void;
  /** Stops claiming; attempts in flight are sent and recorded first, claimed ones not yet sent are put back. */
  stop(): Promise<void>;
}

const HOT_POLL_MS = 10;
/**
 * claimOnWake: at most one claim queued per this long, and this many waiting at once. A claim costs
 * the embedded database about what a small write does: one per event would slow the writes it waits
 * behind; one per 50 ms keeps an event's wait to tens of milliseconds and takes several at once.
 */
const WAKE_CLAIM_GAP_MS = 50;
const MAX_WAKE_CLAIMS = 32;
/** Records at most one per this long: PostgreSQL parses, plans and commits a record whatever it holds. */
const RECORD_GAP_MS = 20;
/** A chaos duplicate comes this long after the delivery it repeats, or after the sandbox retry interval when shorter. */
const DUPLICATE_AFTER_MS = 3_000;

/** Opened signing secrets by their sealed form (which changes with every rotation): one decryption per account, not per attempt. */
type SecretCache = Map<string, string>;
const SECRET_CACHE_SIZE = 1_000;

function openSecret(cache: SecretCache, box: SecretBox, sealed: string): string {
  let secret = cache.get(sealed);
  if (secret === undefined) {
    if (cache.size >= SECRET_CACHE_SIZE) cache.clear();
    secret = box.open(sealed);
    cache.set(sealed, secret);
  }
  return secret;
}

function secretsOf(row: ClaimedDelivery, box: SecretBox, cache: SecretCache, now: Date): string[] {
  const secrets = [openSecret(cache, box, row.secretSealed)];
  if (row.previousSecretSealed && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now) secrets.push(openSecret(cache, box, row.previousSecretSealed));
  return secrets;
}

type MadeAttempt = NewAttempt & { next?: AttemptNext };
type Plan = Exclude<ChaosPlan, { action: 'hold' }>;

/** The retry interval of the row's account: sandbox accounts may have a shorter one. */
function retryMsOf(deps: DeliveryDeps, row: ClaimedDelivery): number {
  if (row.environment !== 'sandbox' || deps.sandboxRetryIntervalMs === undefined) return deps.retryIntervalMs;
  return Math.min(deps.retryIntervalMs, deps.sandboxRetryIntervalMs);
}

async function attempt(deps: DeliveryDeps, row: ClaimedDelivery, plan: Plan, secrets: SecretCache): Promise<MadeAttempt> {
  const attemptedAt = new Date();
  let outcome: AttemptOutcome;
  if (plan.action === 'fail') outcome = { succeeded: false, statusCode: null, durationMs: 0, error: forcedFailureError(row.chaos!.failFirstAttempts) };
  else if (!row.webhookUrl) outcome = { succeeded: false, statusCode: null, durationMs: 0, error: 'the account has no webhook URL' };
  else {
    // The same event always serialises to the same bytes (event-format.ts): a repeated attempt sends them again.
    const body = Buffer.from(JSON.stringify(eventBody(row.event)), 'utf8');
    const headers = signatureHeaders(body, row.event.id, Math.floor(attemptedAt.getTime() / 1000), secretsOf(row, deps.box, secrets, attemptedAt));
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

/** The endpoint a URL's requests share a cap on: scheme, host and port. */
const endpointOf = (url: string | null) => (url ? (/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? url).toLowerCase() : '');

/**
 * Delivers due attempts from the event log until stopped: any number of these may run, in any
 * number of processes. Three things overlap instead of taking turns: claiming (one claim takes as
 * many due deliveries as the process has room for, up to `batchSize`), sending (each claimed
 * delivery is sent at once, at most `perEndpoint` at a time to one endpoint) and recording (the
 * outcomes gathered meanwhile go to the database in one statement, while the next ones are sent).
 * A worker that dies before an outcome is recorded leaves its claim to lapse: the same attempt is
 * made again, with the same webhook-id and bytes.
 */
export function startDeliveryWorker(deps: DeliveryDeps): DeliveryWorker {
  const batchSize = deps.batchSize ?? 200;
  const maxInFlight = Math.max(1, deps.maxInFlight ?? 512);
  const perEndpoint = Math.max(1, deps.perEndpoint ?? 64);
  const idlePollMs = deps.idlePollMs ?? 1000;
  // A claim outlives the slowest attempt; past it, another worker may make the attempt again.
  const leaseMs = deps.timeoutMs + 5_000;
  // A claimed delivery still waiting for its endpoint this long after its claim goes back to the
  // outbox instead: sent later, it might outlive its claim.
  const startWithinMs = (leaseMs - deps.timeoutMs) / 2;
  const hotWindowMs = deps.hotWindowMs ?? 150;
  const claimOnWake = deps.claimOnWake ?? hotWindowMs === 0;
  const recordOpts = { retryMs: deps.retryIntervalMs, maxAttempts: MAX_ATTEMPTS };
  const secrets: SecretCache = new Map();

  let started = false;
  let stopping = false;
  let wokenAt = 0;
  /** Deliveries claimed (or being claimed) and not yet recorded. */
  let held = 0;
  let lastClaimAt = 0;
  const wakeClaims = new Set<Promise<void>>();
  const sending = new Set<Promise<void>>();
  /** Outcomes and put-backs waiting for the next record. */
  let made: MadeAttempt[] = [];
  let putBack: PutBack[] = [];
  let recording: Promise<void> | undefined;
  /** Per endpoint: requests in flight, and the deliveries waiting for one to end. */
  const endpoints = new Map<string, { active: number; waiting: Array<(go: boolean) => void> }>();
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
  const rouse = () => {
    for (const done of [...nappers]) done();
  };

  // A record is one statement and one commit however many outcomes it holds: one per RECORD_GAP_MS
  // at most, each taking what gathered meanwhile, rather than one per few deliveries. On the embedded
  // database a record is a write like any other, queued behind the API's: one per WAKE_CLAIM_GAP_MS.
  const recordGapMs = deps.recordGapMs ?? (claimOnWake ? WAKE_CLAIM_GAP_MS : RECORD_GAP_MS);
  let lastRecordAt = 0;
  function record() {
    if (recording || (made.length === 0 && putBack.length === 0)) return;
    recording = (async () => {
      while (made.length > 0 || putBack.length > 0) {
        const wait = lastRecordAt + recordGapMs - Date.now();
        if (wait > 0 && !stopping) await new Promise((r) => setTimeout(r, wait));
        lastRecordAt = Date.now();
        const batch = made;
        const back = putBack;
        made = [];
        putBack = [];
        try {
          const { attempts } = await recordOutcomes(deps.db, batch, back, recordOpts);
          const outcomes = attempts.map((a) => {
            const max = maxAttemptsOf(a);
            if (!a.succeeded && a.attempt >= max) deps.log('warn', `webhook delivery ${a.deliveryId} of event ${a.eventId} dropped after ${max} attempts: ${a.error}`);
            return { outcome: a.succeeded ? ('delivered' as const) : a.attempt < max ? ('failed' as const) : ('dropped' as const), seconds: (a.durationMs ?? 0) / 1000 };
          });
          recordWebhookAttempts(outcomes);
        } catch (err) {
          // Not recorded: the claims lapse and the attempts are made again.
          deps.log('error', `webhook delivery: recording attempts failed: ${(err as Error).message}`);
        } finally {
          held -= batch.length + back.length;
          rouse(); // room for the claim loop
        }
      }
    })().finally(() => {
      recording = undefined;
    });
  }

  const putBackNow = (row: ClaimedDelivery) => putBack.push({ eventId: row.event.id, deliveryId: row.deliveryId, attempt: row.attempt, until: new Date(), reordered: false });

  function turn(key: string): Promise<boolean> {
    let e = endpoints.get(key);
    if (!e) endpoints.set(key, (e = { active: 0, waiting: [] }));
    if (e.active < perEndpoint) {
      e.active++;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => e.waiting.push(resolve));
  }
  function endTurn(key: string) {
    const e = endpoints.get(key)!;
    const next = e.waiting.shift();
    if (next) next(true); // the turn passes on: `active` stays
    else if (--e.active === 0) endpoints.delete(key);
  }

  async function send(row: ClaimedDelivery, plan: Plan, claimedAt: number) {
    const key = endpointOf(row.webhookUrl);
    const go = plan.action === 'send' && row.webhookUrl ? await turn(key) : undefined;
    try {
      if (go === false || (go && Date.now() - claimedAt > startWithinMs)) putBackNow(row);
      else {
        const a = await attempt(deps, row, plan, secrets);
        made.push(a); // after the await: the recorder swaps `made` for a new array meanwhile
      }
    } finally {
      if (go) endTurn(key);
      record();
    }
  }

  function dispatch(rows: ClaimedDelivery[]) {
    const claimedAt = Date.now();
    for (const row of rows) {
      // Sandbox chaos (chaos.ts) is decided here, beside the delivery: held rows are not attempted now.
      const plan = planChaos(row.chaos, { eventId: row.event.id, caseSeq: row.event.caseSeq, createdAt: row.createdAt, attempt: row.attempt, deliveryChaos: row.deliveryChaos });
      if (plan.action === 'hold') {
        putBack.push({ eventId: row.event.id, deliveryId: row.deliveryId, attempt: row.attempt, until: plan.until, reordered: true });
        continue;
      }
      const p = send(row, plan, claimedAt);
      sending.add(p);
      void p.finally(() => sending.delete(p));
    }
    record();
  }

  /** One claim of up to `limit` (room reserved first, so that claims at once never take more than the room). */
  async function claim(limit: number): Promise<number> {
    held += limit;
    lastClaimAt = Date.now();
    let rows: ClaimedDelivery[] = [];
    try {
      rows = await claimDue(deps.db, limit, leaseMs);
    } finally {
      held -= limit - rows.length;
    }
    dispatch(rows);
    if (rows.length === limit) rouse(); // a backlog: the loop takes the rest
    return rows.length;
  }

  async function loop() {
    while (!stopping) {
      const room = maxInFlight - held;
      // Wait for room worth a claim, rather than claiming a few at a time behind a backlog.
      if (held > 0 && room < Math.min(batchSize, maxInFlight) / 4) {
        await nap(idlePollMs);
        continue;
      }
      const limit = Math.min(batchSize, room);
      let got: number;
      try {
        got = await claim(limit);
      } catch (err) {
        if (stopping) return;
        deps.log('error', `webhook delivery: claiming due attempts failed: ${(err as Error).message}`);
        await nap(idlePollMs);
        continue;
      }
      if (got === limit) continue; // a backlog: claim again at once
      await nap(Date.now() - wokenAt < hotWindowMs ? HOT_POLL_MS : idlePollMs);
    }
  }

  /** claimOnWake: queues a claim now, or once WAKE_CLAIM_GAP_MS has passed since the last one (never more than one timer). */
  let claimTimer: NodeJS.Timeout | undefined;
  function claimSoon() {
    const room = maxInFlight - held;
    if (!started || stopping || room <= 0 || wakeClaims.size >= MAX_WAKE_CLAIMS || claimTimer) return;
    const wait = lastClaimAt + WAKE_CLAIM_GAP_MS - Date.now();
    if (wait > 0) {
      claimTimer = setTimeout(() => {
        claimTimer = undefined;
        claimSoon();
      }, wait);
      return;
    }
    const p = claim(Math.min(batchSize, room)).then(
      () => {},
      (err: Error) => deps.log('error', `webhook delivery: claiming due attempts failed: ${err.message}`),
    );
    wakeClaims.add(p);
    void p.finally(() => wakeClaims.delete(p));
  }

  let looping: Promise<void> | undefined;
  return {
    start() {
      if (started || stopping) return;
      started = true;
      looping = loop();
    },
    wake() {
      wokenAt = Date.now();
      if (nappers.size > 0) return rouse();
      if (claimOnWake) claimSoon();
    },
    async stop() {
      stopping = true;
      clearTimeout(claimTimer);
      rouse();
      await looping;
      await Promise.all([...wakeClaims]);
      // Claimed deliveries still waiting for their endpoint go back to the outbox, due at once.
      for (const e of endpoints.values()) for (const go of e.waiting.splice(0)) go(false);
      while (sending.size > 0) await Promise.all([...sending]);
      while (recording || made.length > 0 || putBack.length > 0) {
        record();
        await recording;
      }
    },
  };
}
