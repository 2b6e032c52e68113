import type { SendResult } from './send';

/** Statuses whose Retry-After is honoured (the next attempt waits at least that long). */
const RETRY_AFTER_STATUSES = new Set([429, 502, 503, 504]);
/** A Retry-After longer than this is read as this. */
const MAX_RETRY_AFTER_SECONDS = 24 * 3600;

export const GONE_REASON = 'The receiver answered 410 Gone: it asked not to be sent events any more';

export type Outcome = { status: 'sent' } | { status: 'pending'; delayMs: number; step: number } | { status: 'failed'; disableReason?: string };

/**
 * What follows an attempt. `step` is the attempt's place in the schedule (0 for the first). A 2xx is
 * delivered; 410 Gone fails the event and switches the webhook off; anything else (3xx included: redirects
 * are not followed) is retried at the schedule's next step, later if the receiver's Retry-After asks for it,
 * until the schedule is used up.
 */
export function outcomeOf(result: SendResult, step: number, scheduleMs: number[]): Outcome {
  if (result.status !== null && result.status >= 200 && result.status < 300) return { status: 'sent' };
  if (result.status === 410) return { status: 'failed', disableReason: GONE_REASON };
  const next = step + 1;
  if (next >= scheduleMs.length) return { status: 'failed' };
  let delayMs = scheduleMs[next]!;
  if (result.status !== null && RETRY_AFTER_STATUSES.has(result.status) && result.retryAfterSeconds !== null) {
    delayMs = Math.max(delayMs, Math.min(result.retryAfterSeconds, MAX_RETRY_AFTER_SECONDS) * 1000);
  }
  return { status: 'pending', delayMs, step: next };
}
