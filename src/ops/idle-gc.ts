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
 * seconds never needs a full collection at rest, so the reducer never runs and the young
 * generation stays at its maximum, mostly unused. This collection sets the reducer going; it gives
 * the young generation back 10 to 20 s later (docs/benchmarks.md, fourth round).
 */
export interface IdleGcOptions {
  /** How often the event loop's utilization is read (ms). */
  checkMs?: number;
  /** Consecutive quiet checks before the collection. */
  quietChecks?: number;
  /** Utilization (0..1) over one check above which the process is busy: a new quiet spell begins after it. */
  busyUtilization?: number;
  /** The young generation's size (bytes) at or under which nothing is collected. */
  youngBytes?: number;
  /** Tests: the utilization since the last check, the young generation's size, the collection. */
  utilization?: () => number;
  youngGeneration?: () => number;
  collect?: () => void;
}

export function startIdleGc(opts: IdleGcOptions = {}): { stop(): void } {
  const quietChecks = opts.quietChecks ?? 2;
  const busy = opts.busyUtilization ?? 0.1;
  const youngBytes = opts.youngBytes ?? 4 * 1024 * 1024;
  const utilization = opts.utilization ?? eventLoopUtilization();
  const youngGeneration = opts.youngGeneration ?? newSpaceSize;
  const collect = opts.collect ?? fullGc();
  let quiet = 0;
  let collected = false;
  const timer = setInterval(() => {
    if (utilization() > busy) {
      quiet = 0;
      collected = false;
      return;
    }
    if (collected || ++quiet < quietChecks || youngGeneration() <= youngBytes) return;
    collected = true;
    collect();
  }, opts.checkMs ?? 5_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
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
