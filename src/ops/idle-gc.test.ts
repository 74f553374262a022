import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import v8 from 'node:v8';
import { startIdleGc } from './idle-gc.ts';

const MB = 1024 * 1024;

describe('startIdleGc', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Checks every second; `load` gives each check's utilization in turn (then quiet). */
  function harness(load: number[], young = 32 * MB) {
    const collect = vi.fn();
    const modes: boolean[] = [];
    const state = { young };
    const idle = startIdleGc({
      checkMs: 1_000,
      quietChecks: 2,
      busyUtilization: 0.1,
      youngBytes: 4 * MB,
      utilization: () => load.shift() ?? 0.02,
      youngGeneration: () => state.young,
      collect,
      optimizeForMemory: (on) => modes.push(on),
    });
    return { collect, state, idle, modes };
  }

  it('collects once after two quiet checks, not again while the process stays quiet', () => {
    const { collect, idle } = harness([]);
    vi.advanceTimersByTime(1_000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
    idle.stop();
  });

  it('collects again once a busy spell has turned quiet', () => {
    const { collect, idle } = harness([0.02, 0.02, 0.9, 0.5, 0.02]);
    vi.advanceTimersByTime(2_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_000); // busy, busy, quiet
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it('does not collect while busy', () => {
    const { collect, idle } = harness(Array(20).fill(0.5));
    vi.advanceTimersByTime(20_000);
    expect(collect).not.toHaveBeenCalled();
    idle.stop();
  });

  it('does not collect while the young generation is already small, and does once it has grown', () => {
    const { collect, state, idle } = harness([], 2 * MB);
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();
    state.young = 16 * MB;
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    idle.stop();
  });

  it('tells V8 to reduce memory from the collection until the young generation is small again', () => {
    const { collect, state, idle, modes } = harness([]);
    vi.advanceTimersByTime(2_000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(modes).toEqual([true]);
    vi.advanceTimersByTime(3_000);
    expect(modes).toEqual([true]);
    state.young = 1 * MB;
    vi.advanceTimersByTime(1_000);
    expect(modes).toEqual([true, false]);
    idle.stop();
    expect(modes).toEqual([true, false]);
  });

  it('stops reducing memory when the process turns busy, or is stopped', () => {
    const { idle, modes } = harness([0.02, 0.02, 0.02, 0.9]);
    vi.advanceTimersByTime(3_000);
    expect(modes).toEqual([true]);
    vi.advanceTimersByTime(1_000);
    expect(modes).toEqual([true, false]);
    vi.advanceTimersByTime(2_000);
    expect(modes).toEqual([true, false, true]);
    idle.stop();
    expect(modes).toEqual([true, false, true, false]);
  });

  it('counts a window with one slower check as quiet, and keeps V8 reducing memory through it until the window is busy', () => {
    const { collect, idle, modes } = harness([0.02, 0.15, 0.02, 0.3]);
    vi.advanceTimersByTime(3_000); // means 0.085, 0.085: quiet
    expect(collect).toHaveBeenCalledTimes(1);
    expect(modes).toEqual([true]);
    vi.advanceTimersByTime(1_000); // mean 0.16: busy
    expect(modes).toEqual([true, false]);
    idle.stop();
  });

  it('stops checking once stopped', () => {
    const { collect, idle } = harness([]);
    idle.stop();
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();
  });

  it('takes V8 gc() and the young generation size by default without exposing gc globally', () => {
    const idle = startIdleGc({ checkMs: 1_000, youngBytes: 0, utilization: () => 0 });
    vi.advanceTimersByTime(2_000);
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    idle.stop();
    expect(v8.getHeapSpaceStatistics().some((s) => s.space_name === 'new_space')).toBe(true);
  });
});
