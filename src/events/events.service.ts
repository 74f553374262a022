import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Store, Executor } from '../db/store.ts';
import { events } from '../db/schema.ts';
import type { AuthContext } from '../http/types.ts';
import { AppError, notFound, validationError } from '../shared/errors.ts';
import { answeredMessage } from '../webhooks/webhook-client.ts';
import type { z } from 'zod';
import { eventBody as bodyOf, type StoredEvent } from './event-format.ts';
import type { eventPayloadSchema } from './events.schemas.ts';
import * as repo from './events.repo.ts';

type Surface = 'LENDER' | 'DEALER';
const eventBody = (e: StoredEvent) => bodyOf(e) as z.output<typeof eventPayloadSchema>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cursor is the account's own event number: it tells nothing of other accounts. */
const encodeCursor = (seq: number) => Buffer.from(`seq:${seq}`).toString('base64url');
function decodeCursor(cursor: string): number {
  const m = /^seq:(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw validationError([{ field: 'cursor', error: 'is not a cursor returned by this list' }], 'Invalid query parameters');
  return Number(m[1]);
}

function attemptJson(a: repo.AttemptRow) {
  return {
    delivery_id: a.deliveryId,
    attempt: a.attempt,
    url: a.url,
    attempted_at: a.attemptedAt.toISOString(),
    duration_ms: a.durationMs,
    status_code: a.statusCode,
    succeeded: a.succeeded,
    // Attempts recorded by earlier versions kept an excerpt of the answer: show the status only.
    error: a.statusCode !== null && !a.succeeded ? answeredMessage(a.statusCode) : a.error,
    ...(a.chaos ? { chaos: a.chaos } : {}),
  };
}

/** Reading the event log, and asking for a delivery again. */
export function eventsService(deps: { store: Pick<Store, 'db'>; scheduler: repo.DeliveryScheduler }) {
  const { db } = deps.store;

  async function load(ex: Executor, auth: AuthContext, surface: Surface, eventId: string) {
    const row = UUID.test(eventId) ? await repo.findEvent(ex, { accountId: auth.account.id, surface }, eventId.toLowerCase()) : undefined;
    if (!row) throw notFound('Event');
    return row;
  }

  return {
    async list(auth: AuthContext, surface: Surface, q: { after?: string; cursor?: string; limit: number }) {
      if (q.after !== undefined && q.cursor !== undefined) {
        throw validationError([{ field: 'after', error: 'give either after or cursor, not both' }], 'Invalid query parameters');
      }
      let afterSeq = 0;
      if (q.cursor !== undefined) afterSeq = decodeCursor(q.cursor);
      if (q.after !== undefined) {
        const from = UUID.test(q.after) ? await repo.findEvent(db, { accountId: auth.account.id, surface }, q.after.toLowerCase()) : undefined;
        if (!from) throw validationError([{ field: 'after', error: 'is not an event_id of this account' }], 'Invalid query parameters');
        afterSeq = from.accountSeq;
      }
      const rows = await repo.listEvents(db, { accountId: auth.account.id, surface }, { afterSeq, limit: q.limit });
      return {
        data: rows.map(eventBody),
        next_cursor: rows.length === q.limit ? encodeCursor(rows[rows.length - 1].accountSeq) : null,
      };
    },

    async get(auth: AuthContext, surface: Surface, eventId: string) {
      const row = await load(db, auth, surface, eventId);
      const attempts = await repo.attemptsOf(db, [row.id]);
      return { ...eventBody(row), delivery: { status: row.deliveryStatus, attempts: attempts.map(attemptJson) } };
    },

    /** A new delivery of any past event (dropped or not), with its own three attempts. */
    async redeliver(tx: Executor, auth: AuthContext, surface: Surface, eventId: string) {
      const row = await load(tx, auth, surface, eventId);
      if (!auth.account.webhookUrl) throw new AppError('conflict', 'The account has no webhook URL: set one with "underwrite webhook set"');
      const deliveryId = crypto.randomUUID();
      await tx.update(events).set({ deliveryStatus: 'PENDING' }).where(eq(events.id, row.id));
      await deps.scheduler.schedule(tx, { event_id: row.id, delivery_id: deliveryId, attempt: 1 });
      return { event_id: row.id, delivery_id: deliveryId, status: 'PENDING' as const };
    },
  };
}

export type EventsService = ReturnType<typeof eventsService>;
