export interface SignInThrottle {
  /** Failed sign-ins a case may have before each further attempt must wait. */
  freeAttempts: number;
  /** The longest wait, in seconds. */
  maxWaitSeconds: number;
}

/** Seconds to wait after the last failure, given the failures so far: 0, then 1, 2, 4, ... up to the cap. */
export function signInWaitSeconds(failures: number, t: SignInThrottle): number {
  if (failures < t.freeAttempts) return 0;
  return Math.min(2 ** (failures - t.freeAttempts), t.maxWaitSeconds);
}

/** Whole seconds left before the next attempt is allowed (at least 1 while waiting, 0 when allowed). */
export function secondsUntilNextAttempt(failures: number, lastFailureAt: Date, now: Date, t: SignInThrottle): number {
  const until = lastFailureAt.getTime() + signInWaitSeconds(failures, t) * 1000;
  return until <= now.getTime() ? 0 : Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}
