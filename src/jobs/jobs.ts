import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Job } from 'pg-boss';
import type { z } from 'zod';
import type { Executor, Store } from '../db/store.ts';

/** A job kind, declared once: its queue name, payload schema, handler and retry policy. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  retryBackoff?: boolean;
  /** Cron (UTC) for jobs that run on a schedule. */
  cron?: string;
  /** Wake workers the moment a job commits (LISTEN/NOTIFY) instead of at their next poll. */
  notify?: boolean;
  /**
   * After each job, the worker that ran it looks for the next one at once instead of at its next poll
   * (pg-boss waits out the poll after every job of a one-job batch): a backlog runs back to back.
   * Idle workers are left asleep: a job sent wakes them (`notify`); a job that becomes runnable later
   * (a retry come due, a job given back) is taken by the next worker to finish or at a poll.
   */
  fetchAgainAtOnce?: boolean;
  batchSize?: number;
  localConcurrency?: number;
  /**
   * Jobs of one group (sent with `group`) running at once in each worker process; a worker passes
   * over a group at its cap and takes the next job of another.
   */
  groupConcurrency?: number;
  /** A queue (declared before this one) that receives the job once its retries are spent. */
  deadLetter?: string;
  /**
   * Workers refresh a running job this often (seconds, at least 10); a job whose process died is
   * failed and retried at the next supervise pass instead of after `expireInSeconds`.
   */
  heartbeatSeconds?: number;
  /** One job at a time... */
  handle?(data: z.output<S>, job: Job<unknown>): Promise<void>;
  /** ...or a whole fetched batch at once. A throw retries every job of the batch: keep it idempotent. */
  handleBatch?(jobs: { id: string; data: z.output<S> }[]): Promise<void>;
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}

export interface SendOptions {
  singletonKey?: string;
  startAfter?: Date;
  /** Whose job it is (an account): see JobDefinition.groupConcurrency. */
  group?: { id: string };
  /** Higher first; equal priorities in the order sent. */
  priority?: number;
}

/** Sends jobs inside a change's transaction: each exists only if the change commits. */
export interface JobSender {
  send<S extends z.ZodType>(tx: Executor, def: JobDefinition<S>, data: z.output<S>, options?: SendOptions): Promise<void>;
}

export interface JobRunner {
  boss: PgBoss;
  /** Enqueues a job inside the caller's transaction: it exists only if the change commits. */
  enqueue<S extends z.ZodType>(tx: Executor, def: JobDefinition<S>, data: z.output<S>, options?: SendOptions): Promise<string | null>;
  /** Stops taking jobs; those running get `timeoutMs` to finish, then are failed back to the queue. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Starts pg-boss on the store (PGlite through its adapter, PostgreSQL through its own small pool).
 * `work: false` (`serve --no-worker`) only sends jobs; workers, schedules and maintenance run
 * where `work` is true.
 */
export async function startJobs(
  store: Store,
  opts: { work: boolean; databaseUrl?: string; definitions: JobDefinition[]; superviseSeconds?: number; onError?: (err: Error) => void },
): Promise<JobRunner> {
  const common = {
    schedule: opts.work,
    supervise: opts.work,
    useListenNotify: opts.work,
    // Expired jobs are failed (and retried) in the monitor pass, which pg-boss runs every
    // monitorIntervalSeconds (default 60), not every superviseIntervalSeconds.
    ...(opts.superviseSeconds ? { superviseIntervalSeconds: opts.superviseSeconds, monitorIntervalSeconds: opts.superviseSeconds } : {}),
  };
  const boss =
    store.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(store.pglite!), ...common })
      : new PgBoss({ connectionString: opts.databaseUrl!, max: 4, ...common });
  boss.on('error', (err: Error) => opts.onError?.(err));
  await boss.start();
  for (const def of opts.definitions) {
    const policy = {
      retryLimit: def.retryLimit ?? 3,
      retryDelay: def.retryDelaySeconds ?? 30,
      retryBackoff: def.retryBackoff ?? false,
      expireInSeconds: def.expireInSeconds ?? 300,
      notify: def.notify ?? false,
      ...(def.deadLetter ? { deadLetter: def.deadLetter } : {}),
      ...(def.heartbeatSeconds ? { heartbeatSeconds: def.heartbeatSeconds } : {}),
    };
    // createQueue leaves an existing queue as it was: settings may have changed since.
    if (await boss.getQueue(def.name)) await boss.updateQueue(def.name, policy);
    else await boss.createQueue(def.name, policy);
    // Creating or updating a queue empties pg-boss's queue cache; the next send would refill it on
    // pg-boss's own connection while the sender's transaction holds PGlite's only session (a
    // deadlock). Refill it now.
    await boss.getJobById(def.name, '00000000-0000-4000-8000-000000000000');
  }
  if (opts.work) {
    for (const def of opts.definitions) {
      // NOTIFY wakes workers only for jobs runnable at commit: a job due later (a retry, an expired
      // job given back) waits for the backstop poll, which pg-boss makes 30 s when NOTIFY is on.
      const work = {
        batchSize: def.batchSize ?? 1,
        localConcurrency: def.localConcurrency ?? 1,
        burstWhenBatchFull: (def.batchSize ?? 1) > 1,
        notifyPollingIntervalSeconds: 2,
        // Per process (pg-boss counts them in memory and gives back what a fetch took beyond the cap):
        // its global cap is checked by each fetch alone, and workers fetching at once all pass it.
        ...(def.groupConcurrency ? { localGroupConcurrency: def.groupConcurrency } : {}),
      };
      await boss.work(def.name, work, async (jobs: Job<unknown>[]) => {
        if (def.handleBatch) return def.handleBatch(jobs.map((j) => ({ id: j.id, data: def.payload.parse(j.data) })));
        try {
          for (const job of jobs) await def.handle!(def.payload.parse(job.data), job);
        } finally {
          // The workers holding jobs: this one among them (its jobs are cleared only once this returns);
          // the others would fetch again at once after their own jobs anyway. An idle worker found no
          // job at its last fetch, and waking it after every job made each a fetch that finds none.
          if (def.fetchAgainAtOnce) for (const w of boss.getWipData()) if (w.name === def.name && w.count > 0) boss.notifyWorker(w.id);
        }
      });
      if (def.cron) await boss.schedule(def.name, def.cron, {});
    }
  }
  return {
    boss,
    enqueue: (tx, def, data, options = {}) =>
      boss.send(def.name, def.payload.parse(data) as object, { ...options, db: fromDrizzle(tx as never, sql as never) }),
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, timeout: timeoutMs }),
  };
}
