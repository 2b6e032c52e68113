/**
 * The month-by-month payment history against the account's own status and dates. Tuned for few false alarms:
 * a closed account may go late after closing while a balance is still owed, so only late marks after the
 * account was paid off count; the grid's newest month may lag the status by a month, so only a status no
 * month of lag can explain contradicts it.
 */
import type { PaymentMark } from '@finx/contracts';
import type { AccountView } from '../../../documents';
import { addDays, dayOf } from '../dates';
import type { FindingDraft } from '../draft';
import { accountName, bureauName, statusLabel } from '../format';
import { consistencyFinding, field, isChargedOffOrCollection, month } from './conflict';

const LATE_DAYS: Partial<Record<PaymentMark, number>> = { '30': 30, '60': 60, '90': 90, '120': 120, '150': 150, '180': 180 };
const STATUS_DAYS = { late_30: 30, late_60: 60, late_90: 90, late_120: 120 } as const;
/** The grid's newest month must be this recent (before the report's date) to be compared with the status. */
const RECENT_DAYS = 75;

const markWords = (mark: PaymentMark) =>
  LATE_DAYS[mark]
    ? `${mark} days late`
    : mark === 'CO'
      ? 'charged off (CO)'
      : mark === 'COL'
        ? 'collection (COL)'
        : mark === 'OK'
          ? 'paid as agreed (OK)'
          : mark;

/** When the account was paid off, as the report says: its "Date paid", or its last payment when nothing is owed now
 * (never for a charge-off or collection, whose balance may be $0 because the debt was sold). */
function paidOff(v: AccountView): { date: string; field: ReturnType<typeof field> } | null {
  if (v.datePaid) return { date: v.datePaid, field: field(v, 'datePaid', 'date paid', v.datePaid) };
  if (!v.lastPaymentDate || v.balance !== 0 || isChargedOffOrCollection(v) || !(v.status === 'paid' || v.status === 'closed')) return null;
  // closed with nothing owed: paid off by the later of its last payment and its closing
  const date = v.closed && v.closed > v.lastPaymentDate ? v.closed : v.lastPaymentDate;
  return { date, field: field(v, date === v.closed ? 'closed' : 'lastPaymentDate', date === v.closed ? 'closed' : 'last payment', date) };
}

/** Late marks in months after the account was paid off. */
export function lateAfterPaid(v: AccountView): FindingDraft[] {
  const paid = paidOff(v);
  if (!paid) return [];
  const after = (v.paymentHistory ?? []).filter((h) => h.month > month(paid.date) && LATE_DAYS[h.mark]);
  if (!after.length) return [];
  const marks = after.map((h) => `${h.month} ${markWords(h.mark)}`).join(', ');
  return [
    consistencyFinding(v, {
      kind: 'late_after_paid',
      disputeReason: 'other',
      rule: 'Once an account is paid off nothing more is due, so no month after it can be late.',
      fields: [paid.field, { field: 'payment history', value: marks, where: null }],
      reason: `${bureauName(v.bureau)} reports ${accountName(v)} paid off on ${paid.date}, but its payment history shows late payments after that: ${marks}. No payment can be late once nothing is owed; these late marks must be removed.`,
    }),
  ];
}

/** How the status contradicts the newest month of the grid, beyond what one month of lag can explain; null when it does not. */
function contradiction(v: AccountView, mark: PaymentMark): string | null {
  const status = v.paymentStatus;
  const late = LATE_DAYS[mark];
  // a charge-off stays one: it cannot be reported current, nor charged off the month after an on-time month
  if (status === 'current' && (mark === 'CO' || mark === 'COL')) return 'a charged-off or collection month cannot be followed by a current status';
  if ((status === 'chargeoff' || v.status === 'chargeoff') && mark === 'OK') return 'an account paid as agreed in its latest month cannot be charged off';
  if (status && status in STATUS_DAYS) {
    const days = STATUS_DAYS[status as keyof typeof STATUS_DAYS];
    // from one month to the next an account can fall at most one step (30 days) further behind
    if (days - (late ?? 0) > 30 && (mark === 'OK' || late))
      return `an account cannot be ${days} days late the month after being ${late ? `${late} days late` : 'paid as agreed'}`;
  }
  return null;
}

/** The current status against the newest dated month of the payment history (recent enough to compare). */
export function statusContradictsHistory(v: AccountView, reportDate: string | null): FindingDraft[] {
  const latest = (v.paymentHistory ?? []).find((h) => h.mark !== 'ND' && h.mark !== 'C');
  if (!latest || !reportDate || !v.paymentStatus || v.type === 'collection') return [];
  if (dayOf(`${latest.month}-01`) < addDays(dayOf(reportDate), -RECENT_DAYS)) return [];
  const why = contradiction(v, latest.mark);
  if (!why) return [];
  const status = statusLabel(v);
  return [
    consistencyFinding(v, {
      kind: 'status_contradicts_history',
      disputeReason: 'other',
      rule: `The current status must agree with the latest month of the payment history: ${why}.`,
      fields: [field(v, 'paymentStatus', 'status', status), { field: `payment history, ${latest.month}`, value: markWords(latest.mark), where: null }],
      reason: `${bureauName(v.bureau)} reports ${accountName(v)} as ${status}, but its payment history shows ${latest.month} as ${markWords(latest.mark)}: ${why}. One of the two is wrong and must be verified and corrected.`,
    }),
  ];
}
