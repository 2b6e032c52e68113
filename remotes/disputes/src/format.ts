/** How the disputes screen writes dates, money and deadlines. */
import type { Dispute } from '@finx/contracts';

/** What the screen says while no clock runs: before the letter is delivered (or the portal filing recorded). */
export const CLOCK_NOT_STARTED = "The bureau's 30 days start when it receives your letter";

/**
 * The day the bureau's answer is due, once its clock runs; null before delivery of the letter or the portal
 * filing (the server sends null then; a letter still in the mail or a dispute not yet sent never shows a date).
 */
export function answerDue(d: Pick<Dispute, 'expectedResponseDate' | 'status' | 'mailing' | 'overdueAt'>): string | null {
  if (!d.expectedResponseDate || d.status === 'pending') return null;
  if (d.mailing && d.mailing.status !== 'delivered' && !d.overdueAt) return null;
  return d.expectedResponseDate;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Due and response dates are calendar days (UTC midnights on the server): shown in UTC so that a US time zone
// does not move them to the day before.
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
// Carrier events are moments: shown in the user's own time zone.
const momentFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const valid = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** 'Jan 2, 2026'; '' for none. */
export function formatDay(iso: string | null | undefined): string {
  const d = valid(iso);
  return d && !Number.isNaN(d.getTime()) ? dayFormat.format(d) : '';
}

/** 'Jan 2, 3:04 PM' in the user's time zone; '' for none. */
export function formatMoment(iso: string | null | undefined): string {
  const d = valid(iso);
  return d && !Number.isNaN(d.getTime()) ? momentFormat.format(d) : '';
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** '1250.00' → '$1,250.00'; null → null. */
export const formatAmount = (amount: string | null) => (amount === null ? null : usd.format(Number(amount)));
/** 850 → '$8.50' */
export const formatCents = (cents: number) => usd.format(cents / 100);

const utcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
/** Whole calendar days from today to the due day (negative when past), counted as the server counts them. */
export const daysUntil = (dueIso: string, now = new Date()) => Math.round((utcDay(new Date(dueIso)) - utcDay(now)) / DAY_MS);

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
/** '12 days left' / 'Due today' / 'Overdue by 3 days'. */
export function countdown(daysLeft: number): string {
  if (daysLeft > 0) return `${days(daysLeft)} left`;
  if (daysLeft === 0) return 'Due today';
  return `Overdue by ${days(-daysLeft)}`;
}

/** Today as YYYY-MM-DD in the user's time zone (a date input's value). */
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
