import { describe, expect, it } from 'vitest';
import { chaosDraw, planChaos, type ChaosSettings, type ChaosSubject } from './chaos.ts';

const none: ChaosSettings = { duplicateRate: 0, reorderWindowMs: 0, failFirstAttempts: 0 };
const at = new Date('2026-01-01T00:00:00.000Z');
const subject = (over: Partial<ChaosSubject> = {}): ChaosSubject => ({ eventId: '6b6dc6d7-fe03-4e1c-82b7-93d350ad3cda', caseSeq: 1, createdAt: at, attempt: 1, deliveryChaos: null, ...over });

describe('planChaos', () => {
  it.each<[string, ChaosSettings | null, Partial<ChaosSubject>, ReturnType<typeof planChaos>]>([
    ['production or no settings: sent as usual', null, {}, { action: 'send', chaos: null, duplicate: false }],
    ['all zero: sent as usual', none, {}, { action: 'send', chaos: null, duplicate: false }],
    ['odd case_sequence, first attempt: held for the window', { ...none, reorderWindowMs: 1500 }, { caseSeq: 3 }, { action: 'hold', until: new Date('2026-01-01T00:00:01.500Z') }],
    ['even case_sequence: not held', { ...none, reorderWindowMs: 1500 }, { caseSeq: 2 }, { action: 'send', chaos: null, duplicate: false }],
    ['held already: sent, marked reordered', { ...none, reorderWindowMs: 1500 }, { deliveryChaos: 'reordered' }, { action: 'send', chaos: 'reordered', duplicate: false }],
    ['an event of no case: not held', { ...none, reorderWindowMs: 1500 }, { caseSeq: null }, { action: 'send', chaos: null, duplicate: false }],
    ['a retry is never held', { ...none, reorderWindowMs: 1500 }, { attempt: 2 }, { action: 'send', chaos: null, duplicate: false }],
    ['attempt 1 of 2 forced failures', { ...none, failFirstAttempts: 2 }, { attempt: 1 }, { action: 'fail' }],
    ['attempt 2 of 2 forced failures', { ...none, failFirstAttempts: 2 }, { attempt: 2 }, { action: 'fail' }],
    ['attempt 3 after 2 forced failures: sent', { ...none, failFirstAttempts: 2 }, { attempt: 3 }, { action: 'send', chaos: null, duplicate: false }],
    ['rate 1: duplicated after success', { ...none, duplicateRate: 1 }, {}, { action: 'send', chaos: null, duplicate: true }],
    ['a duplicate is only sent: not failed, held or duplicated again', { duplicateRate: 1, reorderWindowMs: 1500, failFirstAttempts: 2 }, { deliveryChaos: 'duplicate' }, { action: 'send', chaos: 'duplicate', duplicate: false }],
  ])('%s', (_name, settings, over, expected) => {
    expect(planChaos(settings, subject(over))).toEqual(expected);
  });

  it('duplicates the share of events the rate says, the same events every time', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const picked = (rate: number) => ids.filter((eventId) => {
      const plan = planChaos({ ...none, duplicateRate: rate }, subject({ eventId }));
      return plan.action === 'send' && plan.duplicate;
    });
    expect(picked(0)).toHaveLength(0);
    expect(picked(1)).toHaveLength(2000);
    const quarter = picked(0.25);
    expect(quarter.length).toBeGreaterThan(400);
    expect(quarter.length).toBeLessThan(600);
    expect(picked(0.25)).toEqual(quarter);
    // A higher rate keeps every event a lower one picked.
    const half = new Set(picked(0.5));
    expect(quarter.every((id) => half.has(id))).toBe(true);
    expect(chaosDraw(ids[0]!, 'duplicate')).toBe(chaosDraw(ids[0]!, 'duplicate'));
  });
});
