import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { limitHeapGrowth } from './heap-growth.ts';

describe('limitHeapGrowth', () => {
  it.each([
    { percent: 100, flags: ['--heap-growing-percent=100'] },
    { percent: 50, flags: ['--heap-growing-percent=50'] },
    { percent: 0, flags: [] }, // V8's own factor
  ])('$percent% sets $flags', ({ percent, flags }) => {
    const set: string[] = [];
    limitHeapGrowth(percent, (f) => set.push(f));
    expect(set).toEqual(flags);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s', (percent) => {
    expect(() => limitHeapGrowth(percent, () => {})).toThrow(RangeError);
  });

  it.each([
    { flag: '--heap-growing-percent=100', known: true },
    { flag: '--heap-growing-percent-typo=100', known: false }, // V8 only complains on stderr
  ])('V8 knows $flag: $known', ({ flag, known }) => {
    const run = spawnSync(process.execPath, ['-e', `require('v8').setFlagsFromString(${JSON.stringify(flag)})`], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(/unrecognized flag/.test(run.stderr + run.stdout)).toBe(!known);
  });
});
