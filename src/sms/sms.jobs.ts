import { z } from 'zod';
import type { Store } from '../db/store.ts';
import { defineJob, type JobSender } from '../jobs/jobs.ts';
import { asSendError, type SmsProvider } from './sms.providers.ts';
import * as repo from './sms.repo.ts';

export const SMS_SEND_QUEUE = 'sms.send';
/** The first attempt and at most two more, for failures that may pass. */
export const MAX_SMS_ATTEMPTS = 3;

export const smsSendPayload = z.object({
  sms_id: z.uuid(),
  attempt: z.number().int().min(1).max(MAX_SMS_ATTEMPTS),
});

/** The queue's name and payload only: enough to send from the request's transaction. */
export const smsSendOnly = defineJob({ name: SMS_SEND_QUEUE, payload: smsSendPayload });

export interface SmsJobDeps {
  store: Pick<Store, 'db'>;
  jobs: JobSender;
  provider: SmsProvider;
  /** Wait before the second attempt; doubled before the third. */
  retryDelayMs: number;
  /** How long the provider may take to answer (the job expires some time after it). */
  timeoutMs: number;
  log: (level: 'info' | 'warn' | 'error', msg: string) => void;
}

/**
 * Sends one attempt of a QUEUED message and records it: SENT with the provider's id, or the error
 * and, for a failure that may pass, the next attempt after a delay (in the same transaction), or
 * FAILED after the last attempt or at once for a final refusal. A message that is no longer QUEUED,
 * or whose attempt is already recorded, is left alone: a job that runs twice sends once. Only a
 * process dying between the provider's answer and the record can send a message twice.
 */
export async function sendSmsAttempt(deps: SmsJobDeps, job: z.output<typeof smsSendPayload>): Promise<void> {
  const { db } = deps.store;
  const row = await repo.findMessage(db, job.sms_id);
  if (!row || row.status !== 'QUEUED' || row.attempts >= job.attempt) return;

  let sent: { providerMessageId: string } | undefined;
  let failure: { message: string; retryable: boolean } | undefined;
  try {
    sent = await deps.provider.send({ to: row.to, body: row.body });
  } catch (err) {
    const e = asSendError(err);
    failure = { message: e.message, retryable: e.retryable };
  }

  const provider = deps.provider.name;
  await db.transaction(async (tx) => {
    if (sent) {
      const recorded = await repo.recordAttempt(tx, row.id, job.attempt, { status: 'SENT', provider, providerMessageId: sent.providerMessageId, sentAt: new Date(), error: null });
      if (recorded && provider !== 'log') deps.log('info', `SMS ${row.id} sent through ${provider} (${sent.providerMessageId})`);
      return;
    }
    const { message, retryable } = failure!;
    if (retryable && job.attempt < MAX_SMS_ATTEMPTS) {
      const recorded = await repo.recordAttempt(tx, row.id, job.attempt, { provider, error: message });
      if (!recorded) return;
      const startAfter = new Date(Date.now() + deps.retryDelayMs * 2 ** (job.attempt - 1));
      await deps.jobs.send(tx, smsSendOnly, { sms_id: row.id, attempt: job.attempt + 1 }, { startAfter });
      deps.log('info', `SMS ${row.id} attempt ${job.attempt} failed, trying again: ${message}`);
      return;
    }
    const recorded = await repo.recordAttempt(tx, row.id, job.attempt, { status: 'FAILED', provider, error: message });
    if (recorded) deps.log('warn', `SMS ${row.id} failed after ${job.attempt} attempt(s): ${message}`);
  });
}

export function smsSendJob(deps: SmsJobDeps) {
  return defineJob({
    name: SMS_SEND_QUEUE,
    payload: smsSendPayload,
    notify: true,
    localConcurrency: 4,
    // pg-boss retries only a job that threw (the database was unreachable, say); the provider's
    // failures are recorded and retried by sendSmsAttempt itself.
    retryLimit: 10,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // A worker that died mid-send: the job goes to another worker after this long.
    expireInSeconds: Math.ceil(deps.timeoutMs / 1000) + 30,
    handle: (data) => sendSmsAttempt(deps, data),
  });
}
