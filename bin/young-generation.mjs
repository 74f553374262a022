// The main thread's young generation held to a few MB. V8 doubles it, under allocation, up to two
// 16 MB semi-spaces, and gives it back only after a memory-reducing collection, which a service
// that polls its job queue every few seconds never gets: 32 MB resident at rest for about 6 MB of
// live objects. `--max-semi-space-size` is read once, when the heap is made, so it cannot be set
// from here; the growth factor is read at each growth: after each collection it is 2 below the
// cap and 1 at it, so the young generation grows as V8 grows it until the cap, and no further.
// A `--max-semi-space-size` given to node (its arguments or NODE_OPTIONS) is left to rule alone.
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

/** The young generation's size (both semi-spaces) in bytes. */
export function youngGenerationBytes() {
  return v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
}

/**
 * Caps the young generation at `capMb` (both semi-spaces) until `stop()`. Returns null when node
 * was started with its own `--max-semi-space-size`.
 * @param {number} capMb
 * @returns {{ stop(): void } | null}
 */
export function capYoungGeneration(capMb) {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  if (given.some((a) => a.startsWith('--max-semi-space-size'))) return null;
  const cap = capMb * 1024 * 1024;
  let growing = true;
  const steer = () => {
    const grow = youngGenerationBytes() < cap;
    if (grow === growing) return;
    growing = grow;
    v8.setFlagsFromString(`--semi-space-growth-factor=${grow ? 2 : 1}`);
  };
  const observer = new PerformanceObserver(steer);
  observer.observe({ entryTypes: ['gc'] });
  steer();
  return {
    stop() {
      observer.disconnect();
      if (!growing) v8.setFlagsFromString('--semi-space-growth-factor=2');
      growing = true;
    },
  };
}
