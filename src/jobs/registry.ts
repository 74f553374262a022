import type { Config } from '../config/config.ts';
import type { Store } from '../db/store.ts';
import { startJobs, type JobDefinition, type JobRunner } from './jobs.ts';
import { idempotencyCleanupJob } from './maintenance.jobs.ts';

/** Every job kind of the service, declared once. */
export function jobDefinitions(store: Pick<Store, 'db'>, config: Pick<Config, 'IDEMPOTENCY_TTL_HOURS'>, log: (msg: string) => void): JobDefinition[] {
  return [idempotencyCleanupJob(store.db, config.IDEMPOTENCY_TTL_HOURS, log)];
}

export function startServiceJobs(store: Store, config: Config, opts: { work: boolean; log: (level: 'info' | 'error', msg: string) => void }): Promise<JobRunner> {
  return startJobs(store, {
    work: opts.work,
    databaseUrl: config.DATABASE_URL,
    definitions: jobDefinitions(store, config, (m) => opts.log('info', m)),
    onError: (err) => opts.log('error', `job queue: ${err.message}`),
  });
}
