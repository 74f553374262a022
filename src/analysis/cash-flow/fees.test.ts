import { describe, expect, it } from 'vitest';
import { netFees, type FeeTransaction } from './fees.ts';

const f = (id: string, day: number, amountCents: number, category: FeeTransaction['category'], description: string): FeeTransaction => ({ id, day, amountCents, category, description });

describe('netFees', () => {
  it('each reversal cancels one fee of its kind: same amount first, then the closest', () => {
    const r = netFees([
      f('nsf1', 1, -3500, 'NSF_FEE', 'NSF FEE'),
      f('nsf5', 5, -3500, 'NSF_FEE', 'NSF FEE'),
      f('od6', 6, -3500, 'OVERDRAFT_FEE', 'OVERDRAFT ITEM FEE'),
      f('od7', 7, -2500, 'OVERDRAFT_FEE', 'OD FEE'),
      f('rev8', 8, 3500, 'FEE_REVERSAL', 'NSF FEE REVERSAL'), // -> nsf5 (same amount, closest)
      f('rev9', 9, 2500, 'FEE_REVERSAL', 'OD FEE REFUND'), // -> od7 (same amount)
      f('rev100', 100, 3500, 'FEE_REVERSAL', 'FEE REVERSAL'), // nothing within 60 days before
    ]);
    expect(r.nsf.map((x) => x.id)).toEqual(['nsf1']);
    expect(r.overdraft.map((x) => x.id)).toEqual(['od6']);
    expect([r.reversedNsf, r.reversedOverdraft]).toEqual([1, 1]);
  });

  it('a bare fee reversal cancels a fee of either kind', () => {
    const r = netFees([f('od', 10, -3000, 'OVERDRAFT_FEE', 'OD FEE'), f('rev', 12, 3000, 'FEE_REVERSAL', 'COURTESY FEE REFUND')]);
    expect(r.overdraft).toEqual([]);
    expect(r.reversedOverdraft).toBe(1);
  });

  it('a bare fee reversal of another amount cancels nothing', () => {
    const r = netFees([f('od', 10, -3000, 'OVERDRAFT_FEE', 'OD FEE'), f('rev', 12, 1500, 'FEE_REVERSAL', 'SERVICE CHARGE REFUND')]);
    expect(r.overdraft.map((x) => x.id)).toEqual(['od']);
  });

  it('an NSF reversal does not cancel an overdraft fee', () => {
    const r = netFees([f('od', 10, -3500, 'OVERDRAFT_FEE', 'OD FEE'), f('rev', 12, 3500, 'FEE_REVERSAL', 'NSF FEE REVERSAL')]);
    expect(r.overdraft.map((x) => x.id)).toEqual(['od']);
    expect(r.reversedNsf + r.reversedOverdraft).toBe(0);
  });
});
