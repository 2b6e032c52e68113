/** How the disputes screen writes dates, money and deadlines. */
import { DAY_MS, type Dispute, formatDecimalDollars } from '@finx/contracts';

/** What the screen says while no clock runs: before the letter is delivered (or the portal filing recorded). */
export const CLOCK_NOT_STARTED = "The bureau's 30 days start when it receives your letter";
/** The same for a §605B block request (FCRA §605B(a)). */
export const BLOCK_CLOCK_NOT_STARTED = 'The bureau must block it within 4 business days of receiving your request';

/**
 * The day the bureau's answer is due, once its clock runs; null before delivery of the letter or the portal
 * filing (the server sends null then; a letter still in the mail or a dispute not yet sent never shows a date).
 */
export function answerDue(d: Pick<Dispute, 'expectedResponseDate' | 'status' | 'mailing' | 'overdueAt'>): string | null {
  if (!d.expectedResponseDate || d.status === 'pending') return null;
  if (d.mailing && d.mailing.status !== 'delivered' && !d.overdueAt) return null;
  return d.expectedResponseDate;
}

/** '1250.00' → '$1,250.00'; null → null. */
export const formatAmount = (amount: string | null) => (amount === null ? null : formatDecimalDollars(amount));

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
