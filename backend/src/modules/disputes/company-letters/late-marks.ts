import type { LateMarks, PaymentMark } from '@finx/contracts';
import type { AccountView } from '../../documents';

const DAYS_LATE: Partial<Record<PaymentMark, number>> = { '30': 30, '60': 60, '90': 90, '120': 120, '150': 150, '180': 180 };
/** Marks that say nothing against the account: paid as agreed, or no data (C means current or collection, so it is neither). */
const NEUTRAL: ReadonlySet<PaymentMark> = new Set(['OK', 'ND']);

const lateCount = (v: AccountView) => v.latePayments.late30 + v.latePayments.late60 + v.latePayments.late90;

/** Each bureau's late marks on the account: the months its grid dates (newest first), and its counts. */
export function lateMarksOf(views: AccountView[]): LateMarks[] {
  return views.flatMap((v) => {
    const months = (v.paymentHistory ?? []).flatMap((h) => (DAYS_LATE[h.mark] ? [{ month: h.month, daysLate: DAYS_LATE[h.mark]! }] : []));
    return months.length || lateCount(v) > 0 ? [{ bureau: v.bureau, months, counts: v.latePayments }] : [];
  });
}

/**
 * The months the reports' grids show paid as agreed since the latest dated late mark, when every month after it is
 * paid as agreed or without data; null without a dated late mark, with anything adverse since, or with no month since.
 */
export function onTimeSince(views: AccountView[]): { since: string; months: number } | null {
  const late = lateMarksOf(views).flatMap((m) => m.months.map((x) => x.month));
  if (!late.length) return null;
  // biome-ignore lint/complexity/useMathMinMax: the months are 'YYYY-MM' strings, compared as text (Math.max gives NaN)
  const since = late.reduce((a, b) => (a > b ? a : b));
  const after = views.flatMap((v) => (v.paymentHistory ?? []).filter((h) => h.month > since));
  if (after.some((h) => !NEUTRAL.has(h.mark))) return null;
  const months = new Set(after.filter((h) => h.mark === 'OK').map((h) => h.month)).size;
  return months > 0 ? { since, months } : null;
}

/** Every bureau reports the account as current. */
export const reportedCurrent = (views: AccountView[]) => views.length > 0 && views.every((v) => v.paymentStatus === 'current');
