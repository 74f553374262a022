// Sandbox chaos (docs/sandbox.md): what the delivery worker does on purpose to a sandbox account's
// deliveries, so that an integrator's receiver meets duplicates, reordering and retries before
// production does. Decided from the claimed delivery alone, so a delivery claimed again (after a
// worker died) gets the same treatment. Pure.

import crypto from 'node:crypto';

export interface ChaosSettings {
  /** 0..1: that share of events is delivered a second time after its delivery succeeds. */
  duplicateRate: number;
  /** Events of a case with an odd case_sequence are held this long, so the next one overtakes them. */
  reorderWindowMs: number;
  /** 0..2: the first attempts of each delivery fail on purpose, without sending. */
  failFirstAttempts: number;
}

export type ChaosKind = 'duplicate' | 'reordered' | 'forced_failure';

/** What a claimed delivery needs to be judged. */
export interface ChaosSubject {
  eventId: string;
  caseSeq: number | null;
  createdAt: Date;
  attempt: number;
  /** The chaos already done to the delivery in progress. */
  deliveryChaos: 'reordered' | 'duplicate' | null;
}

export type ChaosPlan =
  /** Not sent now: due again at `until` (its first attempt then carries `reordered`). */
  | { action: 'hold'; until: Date }
  /** Recorded as failed without sending. */
  | { action: 'fail' }
  /** Sent; `chaos` names what was done on purpose; `duplicate`: deliver it again after success. */
  | { action: 'send'; chaos: 'duplicate' | 'reordered' | null; duplicate: boolean };

/** Where in [0, 1) an event falls for a kind of chaos: fixed per event, so a repeated claim decides alike. */
export function chaosDraw(eventId: string, kind: string): number {
  return crypto.createHash('sha256').update(`${kind}:${eventId}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** The chaos for one claimed delivery; null settings (production, or none set): send as usual. */
export function planChaos(s: ChaosSettings | null, d: ChaosSubject): ChaosPlan {
  if (!s) return { action: 'send', chaos: null, duplicate: false };
  // A duplicate is one more send of a delivered event: nothing else is done to it.
  if (d.deliveryChaos === 'duplicate') return { action: 'send', chaos: 'duplicate', duplicate: false };
  const held = d.deliveryChaos === 'reordered';
  if (!held && d.attempt === 1 && s.reorderWindowMs > 0 && d.caseSeq !== null && d.caseSeq % 2 === 1) {
    return { action: 'hold', until: new Date(d.createdAt.getTime() + s.reorderWindowMs) };
  }
  if (d.attempt <= s.failFirstAttempts) return { action: 'fail' };
  const duplicate = s.duplicateRate > 0 && chaosDraw(d.eventId, 'duplicate') < s.duplicateRate;
  return { action: 'send', chaos: held && d.attempt === 1 ? 'reordered' : null, duplicate };
}

/** The error recorded on an attempt failed on purpose. */
export const forcedFailureError = (n: number) => `Failed on purpose: sandbox chaos fail_first_attempts is ${n}; nothing was sent`;
