import v8 from 'node:v8';

/**
 * How far V8 lets a heap's old generation grow past what its last full collection kept alive
 * (`--heap-growing-percent`: the next full collection is due at live × (1 + percent / 100)); 0
 * leaves V8's own factor. V8's own factor rises with the allocation rate, up to 4: under a burst of
 * case creations the old generation grew to 68–79 MB around 40–50 MB of live objects, and peak RSS
 * with it (284–346 MB at 50 connections). At 100 % the peak stayed at 291–294 MB with the same CPU
 * a created case; at 50 % at 265–275 MB for about 10 % more CPU. But a fixed factor replaces V8's
 * in both directions: under steady mixed traffic (the soak) V8's own stays lower, and 100 % held
 * 30–45 MB more. Off by default (HEAP_GROWTH_PERCENT=0; docs/benchmarks.md, fifth round).
 * V8's flags are the process's: set in `serve` and `worker` before the parser threads start, it
 * holds their heaps too.
 */
export function limitHeapGrowth(percent: number, setFlags: (flags: string) => void = v8.setFlagsFromString): void {
  if (!Number.isInteger(percent) || percent < 0) throw new RangeError(`heap growth: a whole percent of 0 or more, not ${percent}`);
  if (percent > 0) setFlags(`--heap-growing-percent=${percent}`);
}
