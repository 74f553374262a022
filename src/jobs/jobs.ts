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
  /** Cron (UTC) for jobs that run on a schedule. */
  cron?: string;
  handle(data: z.output<S>, job: Job<unknown>): Promise<void>;
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}

export interface JobRunner {
  boss: PgBoss;
  /** Enqueues a job inside the caller's transaction: it exists only if the change commits. */
  enqueue<S extends z.ZodType>(tx: Executor, def: JobDefinition<S>, data: z.output<S>, options?: { singletonKey?: string; startAfter?: Date }): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the store (PGlite through its adapter, PostgreSQL through its own small pool).
 * `work: false` (`serve --no-worker`) only sends jobs; workers, schedules and maintenance run
 * where `work` is true.
 */
export async function startJobs(store: Store, opts: { work: boolean; databaseUrl?: string; definitions: JobDefinition[]; onError?: (err: Error) => void }): Promise<JobRunner> {
  const common = { schedule: opts.work, supervise: opts.work };
  const boss =
    store.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(store.pglite!), ...common })
      : new PgBoss({ connectionString: opts.databaseUrl!, max: 4, ...common });
  boss.on('error', (err: Error) => opts.onError?.(err));
  await boss.start();
  for (const def of opts.definitions) {
    await boss.createQueue(def.name, {
      retryLimit: def.retryLimit ?? 3,
      retryDelay: def.retryDelaySeconds ?? 30,
      expireInSeconds: def.expireInSeconds ?? 300,
    });
  }
  if (opts.work) {
    for (const def of opts.definitions) {
      await boss.work(def.name, async (jobs: Job<unknown>[]) => {
        for (const job of jobs) await def.handle(def.payload.parse(job.data), job);
      });
      if (def.cron) await boss.schedule(def.name, def.cron, {});
    }
  }
  return {
    boss,
    enqueue: (tx, def, data, options = {}) =>
      boss.send(def.name, def.payload.parse(data) as object, { ...options, db: fromDrizzle(tx as never, sql as never) }),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
