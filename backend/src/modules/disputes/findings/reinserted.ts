import { type Bureau, type DisputeReason, type DisputeType, formatCalendarDate, formatDollars, isoDay } from '@finx/contracts';
import { bureauSnapshots, sameCreditorFamily, similarCreditors, type AccountView, type BureauSnapshot, type ReportInput } from '../../documents';
import { dayOf } from './dates';
import { draft, type FindingDraft, isCollection } from './draft';
import { collectedAmount, similarAmounts } from './duplicates';
import { accountName, bureauName, viewLine } from './format';

/**
 * Reinsertion watch (issue 29). An item a bureau deleted after a FinX dispute may come back only if the company
 * that furnished it certifies it complete and accurate, and the bureau must tell the consumer in writing within
 * 5 business days, naming that company with its address and phone (FCRA §611(a)(5)(B)). A later report of that
 * bureau that shows the item again — the same account, or the same debt under a new collector — is a finding.
 */

/** An item a bureau deleted after one of the user's disputes, as that bureau reported it before deleting it. */
export interface DeletedItem {
  disputeId: number;
  /** The report that showed it before the deletion, when one is kept. */
  reportId: number | null;
  bureau: Bureau;
  creditor: string;
  last4: string | null;
  /** Whole dollars: the balance the bureau last reported, else the dispute's amount. */
  amount: number | null;
  /** The bureau's results date (YYYY-MM-DD). */
  deletedOn: string;
  originalCreditor: string | null;
  dateOfFirstDelinquency: string | null;
  type: DisputeType;
  reason: DisputeReason;
}

/** A deleted dispute as the engine stores it. */
export interface DeletedDispute {
  id: number;
  bureau: Bureau;
  creditor: string;
  /** '****1234'. */
  accountNumberMasked?: string | null;
  amount?: string | null;
  responseDate: Date;
  type: DisputeType;
  disputeReason: DisputeReason;
}

const sameCompany = (a: string, b: string) => similarCreditors(a, b) || sameCreditorFamily(a, b);
const sameMonth = (a: string | null, b: string | null) => a !== null && b !== null && a.slice(0, 7) === b.slice(0, 7);
const before = (reportDate: string | null, day: string) => reportDate !== null && dayOf(reportDate) <= dayOf(day);

/** The disputed account in a view: the same company, and the same last 4 when the dispute named them. */
export const disputedIn = (d: Pick<DeletedDispute, 'creditor' | 'accountNumberMasked'>, v: AccountView) =>
  sameCompany(v.creditor, d.creditor) && (!d.accountNumberMasked || v.last4 === d.accountNumberMasked.slice(-4));

/**
 * The deleted item with what the bureau reported of it in its newest report before the results date (original
 * creditor, date of first delinquency, balance): a new collector's account is matched on those. With no such
 * report, only what the dispute holds.
 */
export function deletedItemOf(d: DeletedDispute, reports: ReportInput[]): DeletedItem {
  const deletedOn = isoDay(d.responseDate);
  const earlier = reports
    .map((r) => bureauSnapshots([r]).get(d.bureau))
    .filter((s): s is BureauSnapshot => !!s && before(s.reportDate, deletedOn))
    .sort((a, b) => (b.reportDate ?? '').localeCompare(a.reportDate ?? ''));
  const view = earlier.flatMap((s) => s.accounts).find((v) => disputedIn(d, v));
  return {
    disputeId: d.id,
    reportId: view?.reportId ?? null,
    bureau: d.bureau,
    creditor: d.creditor,
    last4: d.accountNumberMasked?.slice(-4) ?? view?.last4 ?? null,
    amount: view?.balance ?? (d.amount ? Math.round(Number(d.amount)) : null),
    deletedOn,
    originalCreditor: view?.originalCreditor ?? null,
    dateOfFirstDelinquency: view?.dateOfFirstDelinquency ?? null,
    type: d.type,
    reason: d.disputeReason,
  };
}

/**
 * How the view is the deleted item again: 'same_account' (same company and last 4; without a number, the same
 * company and the same delinquency date or balance), 'new_collector' (a collection of the same original debt —
 * its original creditor is the deleted item's, and the date of first delinquency agrees, or when either date is
 * unknown the balance does), or null. A different date of first delinquency is a different debt.
 */
export function reinsertionMatch(v: AccountView, item: DeletedItem): 'same_account' | 'new_collector' | null {
  const bothDated = v.dateOfFirstDelinquency !== null && item.dateOfFirstDelinquency !== null;
  const sameDate = sameMonth(v.dateOfFirstDelinquency, item.dateOfFirstDelinquency);
  if (sameCompany(v.creditor, item.creditor)) {
    if (item.last4 && v.last4) return item.last4 === v.last4 ? 'same_account' : null;
    const sameBalance = v.balance !== null && item.amount !== null && similarAmounts(v.balance, item.amount);
    return (bothDated ? sameDate : sameBalance) ? 'same_account' : null;
  }
  const original = item.originalCreditor ?? item.creditor;
  if (!isCollection(v) || !v.originalCreditor || !sameCompany(v.originalCreditor, original)) return null;
  if (bothDated) return sameDate ? 'new_collector' : null;
  if (v.balance === null || item.amount === null || v.balance <= 0 || item.amount <= 0) return null;
  // the deleted item was the original creditor's account: a collector's balance adds fees; two collectors' are alike
  const sameDebt = item.originalCreditor ? similarAmounts(item.amount, v.balance) : collectedAmount(item.amount, v.balance);
  return sameDebt ? 'new_collector' : null;
}

/** The reinserted items in the bureau's newest file: each deleted item of that bureau shown again in a report dated after its deletion. */
export function reinsertedFindings(snapshot: BureauSnapshot, deleted: DeletedItem[]): FindingDraft[] {
  const name = bureauName(snapshot.bureau);
  const taken = new Set<AccountView>();
  // the latest deletion first: an item deleted twice is one finding, on the newer deletion
  const newestFirst = [...deleted].sort((a, b) => b.deletedOn.localeCompare(a.deletedOn) || b.disputeId - a.disputeId);
  return newestFirst.flatMap((item) => {
    if (item.bureau !== snapshot.bureau || !snapshot.reportDate || dayOf(snapshot.reportDate) <= dayOf(item.deletedOn)) return [];
    const matches = snapshot.accounts
      .filter((v) => !taken.has(v))
      .map((v) => [v, reinsertionMatch(v, item)] as const)
      .filter(([, m]) => m !== null);
    // the same account beats a collector's match; one finding per deleted item
    const [view, match] = matches.find(([, m]) => m === 'same_account') ?? matches[0] ?? [];
    if (!view || !match) return [];
    taken.add(view);
    const deletedName = item.last4 ? `${item.creditor} ****${item.last4}` : item.creditor;
    const shown =
      match === 'same_account'
        ? `shows ${accountName(view)} again`
        : `shows the same debt again, now reported by the collector ${accountName(view)} (original creditor ${view.originalCreditor})`;
    return [
      draft({
        kind: 'reinserted',
        creditor: view.creditor,
        accountNumberLast4: view.last4,
        bureau: snapshot.bureau,
        disputeType: match === 'new_collector' ? 'validation' : item.type === 'escalation' ? '611' : item.type,
        disputeReason: item.reason,
        reason:
          `${name} deleted ${deletedName} after your dispute (results dated ${formatCalendarDate(dayOf(item.deletedOn))}), and its report of ${formatCalendarDate(dayOf(snapshot.reportDate))} ${shown}. ` +
          `Under FCRA §611(a)(5)(B) a deleted item may come back only if the company that furnished it certifies that it is complete and accurate, and ${name} must tell you in writing within 5 business days, with that company's name, address and phone. ` +
          `The dispute asks ${name} for the certification and that notice, and to delete the item again if it has neither.`,
        amount: view.balance,
        evidence: [
          {
            reportId: view.reportId,
            bureau: view.bureau,
            text: viewLine(view, [
              ...(view.originalCreditor ? [`original creditor ${view.originalCreditor}`] : []),
              ...(view.dateOfFirstDelinquency ? [`first delinquency ${view.dateOfFirstDelinquency}`] : []),
            ]),
          },
          {
            reportId: item.reportId ?? view.reportId,
            bureau: item.bureau,
            text: `${name}: ${deletedName}${item.amount !== null ? `, balance ${formatDollars(item.amount)}` : ''}${item.dateOfFirstDelinquency ? `, first delinquency ${item.dateOfFirstDelinquency}` : ''} deleted after FinX dispute #${item.disputeId} (results dated ${item.deletedOn})`,
          },
        ],
        identity: String(item.disputeId),
        deletedDisputeId: item.disputeId,
      }),
    ];
  });
}
