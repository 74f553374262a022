import { describe, expect, it } from 'vitest';
import { tokenBuckets } from './rate-limit.ts';

describe('tokenBuckets', () => {
  it('allows the burst, then refills at the rate, per key', () => {
    let t = 0;
    const b = tokenBuckets({ perSecond: 2, burst: 3, now: () => t });
    expect([b.take('k'), b.take('k'), b.take('k')]).toEqual([0, 0, 0]);
    expect(b.take('k')).toBe(1); // empty: a token comes back in 0.5 s, rounded up to 1 s
    expect(b.take('other')).toBe(0);
    t = 500;
    expect(b.take('k')).toBe(0);
    expect(b.take('k')).toBe(1);
    t = 10_000;
    expect([b.take('k'), b.take('k'), b.take('k'), b.take('k')]).toEqual([0, 0, 0, 1]);
  });

  it('asks for a longer wait when the rate is slow', () => {
    let t = 0;
    const b = tokenBuckets({ perSecond: 0.1, burst: 1, now: () => t });
    expect(b.take('k')).toBe(0);
    expect(b.take('k')).toBe(10);
    t = 5_000;
    expect(b.take('k')).toBe(5);
  });
});
