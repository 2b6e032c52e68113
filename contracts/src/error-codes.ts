/**
 * The closed list of codes every error answer carries (`{ error, code }`, plus the fields some codes add).
 * `error` is the sentence a user reads; `code` is what a screen branches on, never the sentence.
 * Zod-free (the shell's client reads it). The backend maps each code to one HTTP status (platform/http/errors.ts).
 */
export const ERROR_CODES = [
  /** 400: a value missing, of the wrong type or out of range; a malformed body. */
  'invalid_input',
  /** 400: a letter needs the user's name, address, date of birth and SSN, and they are not all given or saved. */
  'missing_user_info',
  /** 400: no open dispute is left to put in a letter. */
  'nothing_to_dispute',
  /** 401: no session (or it ended), a sign-in to start again, a webhook whose signature is not right. */
  'unauthenticated',
  /** 401: the current password asked for again is not right. */
  'wrong_password',
  /** 401: the two-step code (or recovery code) is not right. */
  'wrong_code',
  /** 402: beyond the user's plan; adds `requiredPlan`, the cheapest plan that includes it. */
  'plan_required',
  /** 402: the payment provider did not complete the payment. */
  'payment_declined',
  /** 403: another user's data, or a request the site did not send (CSRF). */
  'forbidden',
  /** 403: the CROA contract is not accepted yet; adds `missing: ['croa_contract']`. */
  'agreement_required',
  /** 404: no such thing, or not the user's. */
  'not_found',
  /** 409: the thing's state does not allow it now (already done, not yet, taken). */
  'conflict',
  /** 409: this account already has an open dispute at this bureau; adds `disputeId` and `href`. */
  'duplicate_dispute',
  /** 409: the price confirmed is missing or not the price now; adds `totalCents` to confirm instead. */
  'price_changed',
  /** 410: it existed but is over (an expired quote, link or download). */
  'expired',
  /** 413: a body or file over its size limit. */
  'too_large',
  /** 415: a file or body of a type not accepted. */
  'unsupported_type',
  /** 422: the lesson's check question answered wrong. */
  'wrong_answer',
  /** 422: the user's data is not enough to compute it (no credit data, no income). */
  'not_enough_data',
  /** 429: too many requests in a window; Retry-After says when to try again. */
  'rate_limited',
  /** 429: over the user's storage quota. */
  'quota_exceeded',
  /** 500: FinX failed; nothing about why is in the answer. */
  'internal',
  /** 502: a provider (payments, carrier, SMS) did not take the request. */
  'upstream_failed',
  /** 503: not configured here, or briefly unavailable (the database, the queue). */
  'unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
