import { formatCalendarDate } from '@finx/contracts';
import type { MailingAddress } from './types';

/** 'March 5, 2025': the UTC calendar date, as every date in the disputes engine. */
export const formatLetterDate = (date: Date): string => formatCalendarDate(date, 'long');

/**
 * 'XXX-XX-1234' from whatever the caller holds: only the last 4 digits are ever kept, so even a full SSN
 * passed by mistake cannot reach a letter. Null without 4 digits.
 */
export function maskedSsn(ssnLast4: string | undefined): string | null {
  const digits = (ssnLast4 ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `XXX-XX-${digits.slice(-4)}` : null;
}

export function addressLines(address: MailingAddress): string[] {
  return [address.name, address.line1, ...(address.line2 ? [address.line2] : []), `${address.city}, ${address.state} ${address.zip}`];
}

/** 'A', 'A and B', 'A, B and C'. */
export function listNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** '2025-02' → 'February 2025': a month as a report gives it. */
export const formatLetterMonth = (month: string): string => formatCalendarDate(month, 'long');
