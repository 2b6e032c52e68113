import { CANCELLATION_BUSINESS_DAYS } from '@finx/contracts';
import { addBusinessDays } from '../disputes';

/** Hawaii (UTC−10, no daylight saving time) is the last US state where a day ends: its midnight is the latest. */
const LATEST_US_MIDNIGHT_MS = (24 + 10) * 60 * 60_000;

/**
 * When the three-business-day right to cancel (15 U.S.C. 1679e(a)) ends for a contract signed at `signedAt`:
 * midnight ending the 3rd business day after the day of signing, counting Monday to Friday without the observed
 * federal holidays (stricter than "every day but Sunday", so the consumer never gets less time), at the moment that
 * day has ended everywhere in the United States.
 */
export function cancellationDeadline(signedAt: Date): Date {
  const third = addBusinessDays(signedAt, CANCELLATION_BUSINESS_DAYS);
  return new Date(third.getTime() + LATEST_US_MIDNIGHT_MS);
}

/** 'Friday, January 9, 2026' for the contract and notices (the US calendar day of the deadline). */
export const deadlineDay = (deadline: Date) =>
  new Date(deadline.getTime() - LATEST_US_MIDNIGHT_MS).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
