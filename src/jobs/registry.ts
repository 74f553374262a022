import type { Config } from '../config/config.ts';
import { openStore, type Store } from '../db/store.ts';
import { scheduleDelivery, type DeliveryScheduler } from '../events/events.repo.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { startDeliveryWorker, type DeliveryWorker } from '../webhooks/delivery-worker.ts';
import { listenOutbox, outboxNotifier } from '../webhooks/outbox-signal.ts';
import { threadsPerAccount, type DocumentsRuntime } from '../documents/documents-runtime.ts';
import { documentParseJob } from '../documents/documents.jobs.ts';
import { encryptedBlobs } from '../documents/encrypted-blobs.ts';
import { auditService } from '../dashboard/audit.service.ts';
import { deleteCaseService } from '../privacy/delete-case.service.ts';
import { removeObjectsJob } from '../privacy/privacy.jobs.ts';
import { retentionJob } from '../privacy/retention.jobs.ts';
import { retentionService } from '../privacy/retention.service.ts';
import { eventLog } from '../events/events.repo.ts';
import { cashFlowAnalyzer } from '../modules/cash-flow/cash-flow.analyzer.ts';
import { paystubAnalyzer } from '../modules/paystub/paystub.analyzer.ts';
import { crossDocumentChecks } from '../modules/fraud/cross-document.checks.ts';
import type { Analyzer } from '../modules/analyzers.ts';
import { moduleRunJobs } from '../modules/modules.jobs.ts';
import { modulesService } from '../modules/modules.service.ts';
import { startJobs, type JobDefinition, type JobRunner, type JobSender } from './jobs.ts';
import { idempotencyCleanupJob, uploadScratchCleanupJob } from './maintenance.jobs.ts';
import { smsSendJob } from '../sms/sms.jobs.ts';
import { startLinkExpiry } from '../hosted/link-events.ts';
import { smsProviderFrom, type SmsSettings } from '../sms/sms.providers.ts';

export type JobsConfig = Pick<
  Config,
  | 'IDEMPOTENCY_TTL_HOURS'
  | 'WEBHOOK_TIMEOUT_MS'
  | 'WEBHOOK_RETRY_INTERVAL_MS'
  | 'WEBHOOK_SANDBOX_ALLOW_LOCAL'
  | 'JOB_SUPERVISE_SECONDS'
  | 'DATABASE_URL'
  | 'PARSE_THREADS'
  | 'PARSE_TIMEOUT_MS'
> &
  Partial<Pick<Config, 'PARSE_THREADS_PER_ACCOUNT' | 'MAX_RUN_TRANSACTIONS'>> &
  SmsSettings &
  Partial<Pick<Config, 'SMS_RETRY_DELAY_MS' | 'WEBHOOK_SANDBOX_ALLOW_PRIVATE' | 'SANDBOX_RETRY_INTERVAL_S'>>;
type Log = (level: 'info' | 'warn' | 'error', msg: string) => void;

/** Every job kind of the service, declared once. */
export function jobDefinitions(
  store: Pick<Store, 'db'>,
  box: SecretBox,
  config: JobsConfig,
  scheduler: DeliveryScheduler,
  sender: JobSender,
  documents: Pick<DocumentsRuntime, 'blobs' | 'parser'>,
  log: Log,
  analyzerOverrides: Partial<Record<string, Analyzer>> = {},
): JobDefinition[] {
  const blobs = encryptedBlobs(documents.blobs, { db: store.db, box });
  documents = { ...documents, blobs };
  const deletion = deleteCaseService({ store, blobs, events: eventLog(scheduler), jobs: sender, audit: auditService(store), log: (m) => log('warn', m) });
  const modules = modulesService({ store, events: eventLog(scheduler), jobs: sender });
  const crossDocument = crossDocumentChecks({ db: store.db, blobs: documents.blobs, parser: documents.parser });
  const analyzers = {
    cash_flow_analysis: cashFlowAnalyzer({
      crossDocument,
      db: store.db,
      blobs: documents.blobs,
      parser: documents.parser,
      maxRunTransactions: config.MAX_RUN_TRANSACTIONS ?? 50_000,
      readWaitMs: config.PARSE_TIMEOUT_MS + 5_000,
    }),
    paystub: paystubAnalyzer({ db: store.db, blobs: documents.blobs, parser: documents.parser, crossDocument }),
    ...analyzerOverrides,
  };
  return [
    ...moduleRunJobs({ db: store.db, modules, analyzers, log, threads: config.PARSE_THREADS, threadsPerAccount: threadsPerAccount(config) }),
    documentParseJob({
      db: store.db,
      blobs: documents.blobs,
      parser: documents.parser,
      threads: config.PARSE_THREADS,
      threadsPerAccount: threadsPerAccount(config),
      timeoutMs: config.PARSE_TIMEOUT_MS,
      log,
    }),
    idempotencyCleanupJob(store.db, config.IDEMPOTENCY_TTL_HOURS, (m) => log('info', m)),
    uploadScratchCleanupJob(documents.blobs, (m) => log('info', m)),
    removeObjectsJob({ db: store.db, blobs }),
    retentionJob(retentionService({ db: store.db, deletion }), (m) => log('info', m)),
    smsSendJob({ store, jobs: sender, provider: smsProviderFrom(config, log), retryDelayMs: config.SMS_RETRY_DELAY_MS ?? 30_000, timeoutMs: config.TWILIO_TIMEOUT_MS ?? 10_000, log }),
  ];
}

export interface ServiceJobs {
  runner: JobRunner;
  /** Schedules webhook deliveries inside a change's transaction. */
  scheduler: DeliveryScheduler;
  /** Sends any job kind inside a change's transaction. */
  sender: JobSender;
  /** Starts this process's webhook delivery worker, if it runs one (see `deliverLater`). */
  startDeliveries(): void;
  /** The sweep that expires borrower links, in a process that works (src/hosted/link-events.ts). */
  linkExpiry?: { firstSweep: Promise<void> };
}

export async function startServiceJobs(
  store: Store,
  box: SecretBox,
  config: JobsConfig,
  opts: {
    work: boolean;
    log: Log;
    documents: Pick<DocumentsRuntime, 'blobs' | 'parser'>;
    /** Webhook deliveries start with `startDeliveries()` (once the process is up) rather than now. */
    deliverLater?: boolean;
    /** Tests only: stand-ins for module analyses (one that fails every time, say). */
    analyzers?: Partial<Record<string, Analyzer>>;
  },
): Promise<ServiceJobs> {
  let runner: JobRunner | undefined;
  let deliveries: DeliveryWorker | undefined;
  const sender: JobSender = {
    async send(tx, def, data, options) {
      if (!runner) throw new Error('the job queue is not started');
      await runner.enqueue(tx, def, data, options);
    },
  };
  // Webhook deliveries live in the event log (the outbox): a worker in this process is woken
  // directly; workers in other processes by one NOTIFY for what was written within a few ms.
  const notifyOthers = store.pool ? outboxNotifier(store.pool) : () => {};
  const scheduler: DeliveryScheduler = {
    async schedule(tx, job, startAfter) {
      await scheduleDelivery(tx, job, startAfter);
      if (!startAfter) scheduler.wake!();
    },
    wake: () => (deliveries ? deliveries.wake() : notifyOthers()),
  };
  // On PostgreSQL the workers get their own small pool: behind a busy API's requests they would
  // wait for a connection at every step of a delivery.
  const workStore = opts.work && store.kind !== 'pglite' && config.DATABASE_URL ? await openStore({ databaseUrl: config.DATABASE_URL, poolMax: 4 }) : store;
  let listener: { close(): Promise<void> } | undefined;
  let linkExpiry: ReturnType<typeof startLinkExpiry> | undefined;
  try {
    runner = await startJobs(store, {
      work: opts.work,
      databaseUrl: config.DATABASE_URL,
      superviseSeconds: config.JOB_SUPERVISE_SECONDS,
      definitions: jobDefinitions(workStore, box, config, scheduler, sender, opts.documents, opts.log, opts.analyzers),
      onError: (err) => opts.log('error', `job queue: ${err.message}`),
    });
    if (opts.work) {
      deliveries = startDeliveryWorker({
        db: workStore.db,
        box,
        timeoutMs: config.WEBHOOK_TIMEOUT_MS,
        retryIntervalMs: config.WEBHOOK_RETRY_INTERVAL_MS,
        sandboxRetryIntervalMs: (config.SANDBOX_RETRY_INTERVAL_S ?? 10) * 1000,
        sandboxAllowLocal: config.WEBHOOK_SANDBOX_ALLOW_LOCAL,
        sandboxAllowPrivate: config.WEBHOOK_SANDBOX_ALLOW_PRIVATE ?? false,
        log: opts.log,
        ...(store.kind === 'pglite' ? { hotWindowMs: 0 } : {}),
      });
      if (store.kind !== 'pglite' && config.DATABASE_URL) listener = await listenOutbox(config.DATABASE_URL, deliveries.wake);
      linkExpiry = startLinkExpiry({ db: workStore.db, events: eventLog(scheduler), log: opts.log });
      if (!opts.deliverLater) deliveries.start();
    }
  } catch (err) {
    await linkExpiry?.stop();
    await deliveries?.stop();
    await runner?.stop().catch(() => {});
    if (workStore !== store) await workStore.close();
    throw err;
  }
  const started = runner;
  const stop = started.stop;
  let stopped: Promise<void> | undefined;
  // Once: a second stop (a shutdown after a failed start, a test's restart) waits for the first.
  started.stop = (timeoutMs?: number) => (stopped ??= stopOnce(timeoutMs));
  const stopOnce = async (timeoutMs?: number) => {
    try {
      await linkExpiry?.stop();
      await listener?.close();
      await deliveries?.stop();
      await stop(timeoutMs);
    } finally {
      if (workStore !== store) await workStore.close();
    }
  };
  return { runner: started, scheduler, sender, startDeliveries: () => deliveries?.start(), linkExpiry };
}
