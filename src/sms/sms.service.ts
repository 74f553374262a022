import crypto from 'node:crypto';
import * as casesRepo from '../cases/cases.repo.ts';
import type { Executor, Store } from '../db/store.ts';
import { decodeCursor, encodeCursor } from '../http/cursor.ts';
import type { CaseActor } from '../http/types.ts';
import type { JobSender } from '../jobs/jobs.ts';
import { AppError, validationError } from '../shared/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { smsSendOnly } from './sms.jobs.ts';
import type { SmsProviderName } from './sms.providers.ts';
import * as repo from './sms.repo.ts';
import type { SmsRecord } from './sms.schemas.ts';
import { linkMessage } from './sms-text.ts';
import { caseOfActor } from '../cases/case-of-actor.ts';

export interface SmsDeps {
  store: Pick<Store, 'db'>;
  box: SecretBox;
  jobs: JobSender;
  publicUrl: string;
  /** The provider the workers send through (recorded on each message). */
  provider: SmsProviderName;
  /** SMS_MAX_PER_CASE: texts a case may be sent in any 24 hours. */
  maxPerCase?: number;
}

export const SMS_CAP_WINDOW_MS = 24 * 3_600_000;

export function toSmsRecord(row: repo.SmsRow): SmsRecord {
  return {
    sms_id: row.id,
    to: row.to,
    body: row.body,
    status: row.status,
    provider: row.provider,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
    error: row.error,
  };
}

/** Texting the borrower link of a case, and the messages sent so far. */
export function smsService(deps: SmsDeps) {
  const { db } = deps.store;

  const loadCase = caseOfActor;

  /** The short link when its code was kept (cases from before it was have only the full link). */
  function borrowerLink(row: casesRepo.CaseRow): string {
    return row.shortCodeSealed ? `${deps.publicUrl}/s/${deps.box.open(row.shortCodeSealed)}` : `${deps.publicUrl}/link/${deps.box.open(row.linkTokenSealed)}`;
  }

  return {
    /** Queues the text and its `sms.send` job in the caller's transaction. */
    async send(tx: Executor, actor: CaseActor, surface: casesRepo.Surface, caseId: string) {
      // The case's row stays locked until commit: concurrent sends are counted one after the other.
      const row = await loadCase(tx, actor, surface, caseId, true);
      const now = new Date();
      const max = deps.maxPerCase ?? 5;
      if (row.status !== 'OPEN') throw new AppError('conflict', `The case is ${row.status.toLowerCase()}: its link is no longer sent`);
      if (row.linkExpiresAt.getTime() <= now.getTime()) throw new AppError('conflict', "The case's borrower link has expired: there is no link to send");
      if (!row.phoneNumber) {
        throw validationError(
          [{ field: 'phone_number', error: 'the case has none; it is required to send the link by SMS' }],
          'The case has no phone_number to send the link to',
        );
      }
      const recent = await repo.messagesSince(tx, row.id, new Date(now.getTime() - SMS_CAP_WINDOW_MS));
      if (recent.count >= max) {
        const wait = Math.max(1, Math.ceil(((recent.oldest?.getTime() ?? now.getTime()) + SMS_CAP_WINDOW_MS - now.getTime()) / 1000));
        throw new AppError('rate_limited', `This case has been sent ${max} texts in the last 24 hours, the most allowed`, {}, { 'Retry-After': String(wait) });
      }
      const message = await repo.insertMessage(tx, {
        id: crypto.randomUUID(),
        accountId: row.accountId,
        caseId: row.id,
        to: row.phoneNumber,
        body: linkMessage(actor.account.name, borrowerLink(row)),
        provider: deps.provider,
        status: 'QUEUED',
        attempts: 0,
        createdAt: now,
      });
      await deps.jobs.send(tx, smsSendOnly, { sms_id: message.id, attempt: 1 });
      return { sms_id: message.id, status: 'QUEUED' as const, to: message.to };
    },

    async list(actor: CaseActor, surface: casesRepo.Surface, caseId: string, q: { limit: number; cursor?: string }) {
      const caseRow = await loadCase(db, actor, surface, caseId);
      const after = q.cursor ? decodeCursor(q.cursor) : undefined;
      const rows = await repo.listMessages(db, caseRow.id, { limit: q.limit + 1, after });
      const page = rows.slice(0, q.limit);
      const last = page[page.length - 1];
      return { data: page.map(toSmsRecord), next_cursor: rows.length > q.limit ? encodeCursor(last.createdAt, last.id) : null };
    },
  };
}

export type SmsService = ReturnType<typeof smsService>;
