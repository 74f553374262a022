/** The envelope's fields in the order every body shows them (contracts section 6). */
const ENVELOPE = ['event_id', 'webhook_type', 'event', 'case_id', 'reference_id', 'environment', 'created_at', 'surface', 'module_type', 'instance_id'];

export interface StoredEvent {
  accountSeq: number;
  caseSeq: number | null;
  payload: Record<string, unknown>;
}

/**
 * The body of an event as webhooks and `GET /api/events` show it: the envelope first, then the
 * event's own fields, then `sequence` (up by one with each event of the account) and
 * `case_sequence` (1, 2, 3... within the case), so a receiver can put events back in order.
 * The stored payload is JSONB, which does not keep key order: this restores one fixed order, so the
 * same event always serialises to the same bytes.
 */
export function eventBody(e: StoredEvent): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of ENVELOPE) if (k in e.payload) out[k] = e.payload[k];
  for (const k of Object.keys(e.payload).sort()) if (!(k in out)) out[k] = e.payload[k];
  out.sequence = e.accountSeq;
  out.case_sequence = e.caseSeq;
  return out;
}
