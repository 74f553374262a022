import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.ts';

const drainOrder = (q: FairQueue<string>, finishEach = true) => {
  const out: string[] = [];
  for (let item = q.take(); item !== undefined; item = q.take()) {
    out.push(item);
    if (finishEach) q.done({ accountId: item.split(':')[0]! });
  }
  return out;
};

describe('fair queue', () => {
  it('takes round-robin over accounts, whatever order they were queued in', () => {
    const q = new FairQueue<string>({ perAccount: 1 });
    for (let i = 1; i <= 4; i++) q.push({ accountId: 'flood', caseId: 'c1' }, `flood:${i}`);
    q.push({ accountId: 'small', caseId: 'c2' }, 'small:1');
    expect(drainOrder(q)).toEqual(['flood:1', 'small:1', 'flood:2', 'flood:3', 'flood:4']);
  });

  it('takes round-robin over the cases of one account', () => {
    const q = new FairQueue<string>({ perAccount: 1 });
    for (let i = 1; i <= 3; i++) q.push({ accountId: 'a', caseId: 'big' }, `a:big${i}`);
    q.push({ accountId: 'a', caseId: 'small' }, 'a:small1');
    expect(drainOrder(q)).toEqual(['a:big1', 'a:small1', 'a:big2', 'a:big3']);
  });

  it('passes over an account at its cap until one of its tasks ends', () => {
    const q = new FairQueue<string>({ perAccount: 1 });
    q.push({ accountId: 'a' }, 'a:1');
    q.push({ accountId: 'a' }, 'a:2');
    expect(q.take()).toBe('a:1');
    expect(q.hasRunnable()).toBe(false);
    expect(q.take()).toBeUndefined();
    q.push({ accountId: 'b' }, 'b:1');
    expect(q.take()).toBe('b:1');
    q.done({ accountId: 'a' });
    expect(q.take()).toBe('a:2');
  });

  it('serves an account that just arrived before one whose next task was queued while its last one ran', () => {
    const q = new FairQueue<string>({ perAccount: 1 });
    q.push({ accountId: 'a' }, 'a:1');
    q.push({ accountId: 'b' }, 'b:1');
    expect([q.take(), q.take()]).toEqual(['a:1', 'b:1']);
    // Each queues its next document while its first is read; then a third account arrives.
    q.push({ accountId: 'a' }, 'a:2');
    q.push({ accountId: 'b' }, 'b:2');
    q.push({ accountId: 'c' }, 'c:1');
    q.done({ accountId: 'a' });
    expect(q.take()).toBe('c:1');
    q.done({ accountId: 'b' });
    expect(q.take()).toBe('a:2');
    q.done({ accountId: 'c' });
    expect(q.take()).toBe('b:2');
  });

  it('applies no cap to tasks without an owner', () => {
    const q = new FairQueue<string>({ perAccount: 1 });
    q.push(undefined, 'x');
    q.push(undefined, 'y');
    expect([q.take(), q.take()]).toEqual(['x', 'y']);
    expect(q.drain()).toEqual([]);
  });
});
