import { tokenBuckets } from '../http/rate-limit.ts';

export interface LinkThrottleSettings {
  /** LINK_UPLOADS_PER_MINUTE: upload requests one link may make a minute (and at once). */
  uploadsPerMinute: number;
  /** LINK_DONE_PER_MINUTE: "I'm done" presses one link may make a minute (and at once). */
  donePerMinute: number;
}

/**
 * Token buckets per link (its case), in this process: the hosted upload and "I'm done" are the
 * only keyless requests that start work (reading files, module runs). Each returns 0 when allowed,
 * else the seconds to wait.
 */
export function linkThrottle(settings: LinkThrottleSettings, now?: () => number) {
  const bucket = (perMinute: number) => tokenBuckets({ perSecond: perMinute / 60, burst: perMinute, now });
  const uploads = bucket(settings.uploadsPerMinute);
  const done = bucket(settings.donePerMinute);
  return {
    upload: (caseId: string) => uploads.take(caseId),
    done: (caseId: string) => done.take(caseId),
  };
}

export const retryIn = (seconds: number) => `Too many requests from this link; try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
