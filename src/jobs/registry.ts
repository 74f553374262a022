import type { Config } from '../config/config.ts';
import { openStore, type Store } from '../db/store.ts';
import type { DeliveryScheduler } from '../events/events.repo.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { deliveryJobPayload, webhookDeliveryJob, WEBHOOK_QUEUE } from '../webhooks/deliveries.jobs.ts';
import { defineJob, startJobs, type JobDefinition, type JobRunner } from './jobs.ts';
import { idempotencyCleanupJob } from './maintenance.jobs.ts';

export type JobsConfig = Pick<
  Config,
  'IDEMPOTENCY_TTL_HOURS' | 'WEBHOOK_TIMEOUT_MS' | 'WEBHOOK_RETRY_INTERVAL_MS' | 'WEBHOOK_SANDBOX_ALLOW_LOCAL' | 'JOB_SUPERVISE_SECONDS' | 'DATABASE_URL'
>;
type Log = (level: 'info' | 'warn' | 'error', msg: string) => void;

/** Only the queue's name and payload: enough to send a delivery job from any process. */
const deliverySendOnly = defineJob({ name: WEBHOOK_QUEUE, payload: deliveryJobPayload });

/** Every job kind of the service, declared once. */
export function jobDefinitions(store: Pick<Store, 'db'>, box: SecretBox, config: JobsConfig, scheduler: DeliveryScheduler, log: Log): JobDefinition[] {
  return [
    idempotencyCleanupJob(store.db, config.IDEMPOTENCY_TTL_HOURS, (m) => log('info', m)),
    webhookDeliveryJob({
      store,
      box,
      scheduler,
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      retryIntervalMs: config.WEBHOOK_RETRY_INTERVAL_MS,
      sandboxAllowLocal: config.WEBHOOK_SANDBOX_ALLOW_LOCAL,
      log,
    }),
  ];
}

export interface ServiceJobs {
  runner: JobRunner;
  /** Schedules webhook deliveries inside a change's transaction. */
  scheduler: DeliveryScheduler;
}

export async function startServiceJobs(store: Store, box: SecretBox, config: JobsConfig, opts: { work: boolean; log: Log }): Promise<ServiceJobs> {
  let runner: JobRunner | undefined;
  const scheduler: DeliveryScheduler = {
    async schedule(tx, job, startAfter) {
      if (!runner) throw new Error('the job queue is not started');
      await runner.enqueue(tx, deliverySendOnly, job, startAfter ? { startAfter } : {});
    },
  };
  // On PostgreSQL the workers get their own small pool: behind a busy API's requests they would
  // wait for a connection at every step of a delivery.
  const workStore = opts.work && store.kind !== 'pglite' && config.DATABASE_URL ? await openStore({ databaseUrl: config.DATABASE_URL, poolMax: 4 }) : store;
  try {
    runner = await startJobs(store, {
      work: opts.work,
      databaseUrl: config.DATABASE_URL,
      superviseSeconds: config.JOB_SUPERVISE_SECONDS,
      definitions: jobDefinitions(workStore, box, config, scheduler, opts.log),
      onError: (err) => opts.log('error', `job queue: ${err.message}`),
    });
  } catch (err) {
    if (workStore !== store) await workStore.close();
    throw err;
  }
  const started = runner;
  const stop = started.stop;
  started.stop = async () => {
    try {
      await stop();
    } finally {
      if (workStore !== store) await workStore.close();
    }
  };
  return { runner: started, scheduler };
}
