import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One full garbage collection each time the process turns quiet (after start-up, after a burst)
 * while V8's young generation is larger than it needs at rest.
 *
 * A burst grows the young generation to its maximum (two 16 MB semi-spaces) and V8 shrinks it only
 * in a collection meant to reduce memory, which its memory reducer makes some seconds after a full
 * collection when the process allocates little. A service that polls its job queue every few
 * seconds needs no full collection at rest and allocates too steadily (about 1 MB/s on the
 * embedded store) to count as allocating little: the young generation stays at its maximum, mostly
 * unused. This collection sets the reducer going, told to reduce memory whatever the allocation
 * rate (`optimizeForSize`); the young generation is given back about 10 s later
 * (docs/benchmarks.md, fourth round).
 */
export interface IdleGcOptions {
  /**
   * How often the event loop's utilization is read (ms). Often, so that V8's memory mode is put back
   * within a second of traffic arriving: code optimised while it is on is compiled for size.
   */
  checkMs?: number;
  /** How many checks make the window whose mean utilization says whether the process is quiet. */
  quietChecks?: number;
  /** Mean utilization (0..1) over the window above which the process is busy: a new quiet spell begins after it. */
  busyUtilization?: number;
  /** Utilization over one check above which the process is loaded: V8's memory mode goes back at once. */
  loadedUtilization?: number;
  /** The young generation's size (bytes) at or under which nothing is collected. */
  youngBytes?: number;
  /** Tests: the utilization since the last check, the young generation's size, the collection, V8's memory mode. */
  utilization?: () => number;
  youngGeneration?: () => number;
  collect?: () => void;
  optimizeForMemory?: (on: boolean) => void;
}

export function startIdleGc(opts: IdleGcOptions = {}): { stop(): void } {
  const quietChecks = opts.quietChecks ?? 10;
  const busy = opts.busyUtilization ?? 0.1;
  const loaded = opts.loadedUtilization ?? 0.5;
  const youngBytes = opts.youngBytes ?? 4 * 1024 * 1024;
  const utilization = opts.utilization ?? eventLoopUtilization();
  const youngGeneration = opts.youngGeneration ?? newSpaceSize;
  const collect = opts.collect ?? fullGc();
  const setMode = opts.optimizeForMemory ?? optimizeForSize;
  // The last `quietChecks` utilizations: one poll that took long is not the end of a quiet spell.
  const recent: number[] = [];
  let collected = false;
  let forMemory = false;
  const mode = (on: boolean) => {
    if (on !== forMemory) setMode((forMemory = on));
  };
  const timer = setInterval(() => {
    const now = utilization();
    recent.push(now);
    if (recent.length > quietChecks) recent.shift();
    const mean = recent.reduce((a, b) => a + b, 0) / recent.length;
    const young = youngGeneration();
    if (now > loaded || mean > busy) {
      collected = false;
      mode(false);
      return;
    }
    if (collected) {
      if (young <= youngBytes) mode(false);
      return;
    }
    if (recent.length < quietChecks || young <= youngBytes) return;
    collected = true;
    mode(true);
    collect();
  }, opts.checkMs ?? 1_000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      mode(false);
    },
  };
}

/**
 * While on, V8's memory reducer collects to reduce memory at its next timer (about 8 s) whatever
 * the allocation rate; without it, it waits for a low rate that a polling service seldom has, or
 * for its watchdog. On only from the quiet collection until the young generation is small again or
 * the process turns busy (the flag also makes new code compiled for size, and the old generation's
 * limit grow more slowly).
 */
function optimizeForSize(on: boolean) {
  v8.setFlagsFromString(on ? '--optimize-for-size' : '--no-optimize-for-size');
}

function newSpaceSize(): number {
  return v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
}

/** The event loop's utilization since the previous call. */
function eventLoopUtilization(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}

/** V8's `gc()`, taken from a fresh context: the flag exposes it there without adding a global here. */
function fullGc(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}
