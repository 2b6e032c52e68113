/**
 * Amounts that contradict the account's own status. A charge-off or a closed card that still shows a balance is
 * NOT one: a charged-off debt is still owed, and a closed card is paid off over time. Only a "paid" or "settled"
 * account (nothing is owed once it is) and a past-due amount larger than the whole balance are.
 */
import { formatDollars } from '@finx/contracts';
import type { AccountView } from '../../../documents';
import type { FindingDraft } from '../draft';
import { accountName, bureauName } from '../format';
import { consistencyFinding, field } from './conflict';

/** Reported paid or settled (the status), yet with a balance above $0. */
export function paidWithBalance(v: AccountView): FindingDraft[] {
  if (v.status !== 'paid' || v.balance === null || v.balance <= 0) return [];
  return [
    consistencyFinding(v, {
      kind: 'paid_with_balance',
      disputeReason: 'incorrect_amount',
      rule: 'An account reported paid or settled owes nothing more, so its balance must be $0.',
      // the status as the reading keeps it; the report's own words ("Paid/Settled") are where it was read
      fields: [field(v, 'status', 'status', 'Paid'), field(v, 'balance', 'balance', formatDollars(v.balance))],
      reason: `${bureauName(v.bureau)} reports ${accountName(v)} as paid or settled, yet with a balance of ${formatDollars(v.balance)}. A paid or settled account owes nothing; the balance must be reported as $0.`,
    }),
  ];
}

/** A past-due amount above the balance: what is past due is part of what is owed. */
export function pastDueOverBalance(v: AccountView): FindingDraft[] {
  if (v.pastDue == null || v.balance === null || v.pastDue <= v.balance) return [];
  return [
    consistencyFinding(v, {
      kind: 'past_due_over_balance',
      disputeReason: 'incorrect_amount',
      rule: 'The amount past due is part of the balance, so it can never be larger than the balance.',
      fields: [field(v, 'pastDue', 'amount past due', formatDollars(v.pastDue)), field(v, 'balance', 'balance', formatDollars(v.balance))],
      reason: `${bureauName(v.bureau)} reports ${formatDollars(v.pastDue)} past due on ${accountName(v)}, more than its whole balance of ${formatDollars(v.balance)}. The past-due amount cannot exceed what is owed and must be corrected.`,
    }),
  ];
}
