/**
 * A token bucket per API key, in this process: `perSecond` tokens a second, at most `burst` banked.
 * With several API processes each keeps its own buckets (documented in the README).
 */
export function tokenBuckets(opts: { perSecond: number; burst: number; now?: () => number }) {
  const now = opts.now ?? (() => performance.now());
  const buckets = new Map<string, { tokens: number; at: number }>();
  let sweepAt = now();

  return {
    /** Takes a token; returns 0 when allowed, else the seconds to wait before one is free. */
    take(id: string): number {
      const t = now();
      if (t - sweepAt > 60_000) {
        for (const [k, b] of buckets) if (b.tokens + ((t - b.at) / 1000) * opts.perSecond >= opts.burst) buckets.delete(k);
        sweepAt = t;
      }
      const b = buckets.get(id) ?? { tokens: opts.burst, at: t };
      b.tokens = Math.min(opts.burst, b.tokens + ((t - b.at) / 1000) * opts.perSecond);
      b.at = t;
      buckets.set(id, b);
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - b.tokens) / opts.perSecond));
    },
  };
}
