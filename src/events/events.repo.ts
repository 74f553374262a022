import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { cases, events } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export const CASE_EVENTS = ['CASE_CREATED', 'STAGE_ADVANCED', 'CASE_CANCELLED'] as const;
export const MODULE_EVENTS = [
  'MODULE_COMPLETED',
  'MODULE_INSUFFICIENT',
  'MODULE_ERROR',
  'MODULE_DOCUMENT_UPLOADED',
  'MODULE_CONNECTED',
] as const;
export type EventName = (typeof CASE_EVENTS)[number] | (typeof MODULE_EVENTS)[number];

export interface EventCase {
  id: string;
  accountId: string;
  referenceId: string;
  surface: 'LENDER' | 'DEALER';
}

export interface NewEvent {
  event: EventName;
  caseRow: EventCase;
  environment: 'sandbox' | 'production';
  /** MODULE events: the module, upper-cased in the payload. */
  module?: { moduleType: string; instanceId: string };
  extra?: Record<string, unknown>;
  /** The case's event number when the caller already knows it (a new case starts at 1). */
  caseSeq?: number;
  at?: Date;
}

/** The envelope of contracts section 6, plus the event's own fields. */
export function eventPayload(id: string, e: NewEvent, at: Date): Record<string, unknown> {
  const isModule = (MODULE_EVENTS as readonly string[]).includes(e.event);
  return {
    event_id: id,
    webhook_type: isModule ? 'MODULE' : 'CASE',
    event: e.event,
    case_id: e.caseRow.id,
    reference_id: e.caseRow.referenceId,
    environment: e.environment,
    created_at: at.toISOString(),
    ...(e.caseRow.surface === 'DEALER' ? { surface: 'DEALER' } : {}),
    ...(e.module ? { module_type: e.module.moduleType.toUpperCase(), instance_id: e.module.instanceId } : {}),
    ...e.extra,
  };
}

/**
 * Writes an event. Call it with the transaction of the change that caused it: both commit
 * together or neither does.
 */
export async function recordEvent(tx: Executor, e: NewEvent) {
  const id = crypto.randomUUID();
  const at = e.at ?? new Date();
  let caseSeq = e.caseSeq;
  if (caseSeq === undefined) {
    const [row] = await tx
      .update(cases)
      .set({ eventCount: sql`${cases.eventCount} + 1` })
      .where(eq(cases.id, e.caseRow.id))
      .returning({ n: cases.eventCount });
    caseSeq = row.n;
  }
  const payload = eventPayload(id, e, at);
  await tx.insert(events).values({ id, accountId: e.caseRow.accountId, caseId: e.caseRow.id, caseSeq, event: e.event, payload, createdAt: at });
  return payload;
}
