export interface RetryOptions {
  /** Retries after the first attempt (so `maxRetries + 1` attempts at most). Default 3; 0 turns retries off. */
  maxRetries?: number;
  /** Delay before the first retry, doubled for each further one, in ms. Default 500. */
  baseDelayMs?: number;
  /** Largest delay between attempts, `Retry-After` included, in ms. Default 30000. */
  maxDelayMs?: number;
}

export const RETRY_DEFAULTS: Required<RetryOptions> = { maxRetries: 3, baseDelayMs: 500, maxDelayMs: 30_000 };

/** Answers worth another attempt: rate limited, or the service (or a proxy before it) failed. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** `Retry-After` in ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value == null) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The wait before retry number `retry` (0 for the first): the service's `Retry-After` when it gave
 * one, else exponential backoff with jitter (between half and all of base * 2^retry), so that
 * many clients failing at once do not come back at once. Never above `maxDelayMs`.
 */
export function retryDelayMs(retry: number, opts: Required<RetryOptions>, retryAfter?: number, random = Math.random): number {
  if (retryAfter !== undefined) return Math.min(retryAfter, opts.maxDelayMs);
  const ceiling = Math.min(opts.maxDelayMs, opts.baseDelayMs * 2 ** retry);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
