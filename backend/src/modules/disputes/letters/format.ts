import type { MailingAddress } from './types';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'March 5, 2025': the UTC calendar date, as every date in the disputes engine. */
export function formatLetterDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** '1250.50' → '$1,250.50'. */
export function formatMoney(amount: string): string {
  const [whole, cents = '00'] = amount.split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0').slice(0, 2)}`;
}

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
