import { isoDay } from '@finx/contracts';
import { addDays, addYears, latestDayOf } from './dates';
import { draft, type FindingDraft, isCollection } from './draft';
import { accountName, bureauName, recordLine, viewLine } from './format';
import type { AccountView, BureauSnapshot, RecordView } from '../../documents';

/**
 * FCRA §605 (15 U.S.C. §1681c): most adverse items may be reported for 7 years; a collection or charge-off's
 * 7 years run from 180 days after the delinquency began (§605(c)); a bankruptcy case 10 years from its filing
 * (§605(a)(1)). Dates given only as a month count as the month's last day, so an item is never called obsolete early.
 */
const YEARS = 7;
const BANKRUPTCY_YEARS = 10;
const COLLECTION_DELAY_DAYS = 180;

const isBankruptcy = (type: string) => /bankrupt|chapter\s*(7|11|12|13)\b/i.test(type);

type ReportableAccount = Pick<AccountView, 'negative' | 'dateOfFirstDelinquency' | 'type' | 'status' | 'paymentStatus' | 'originalCreditor'>;

/** The last day the account's adverse information may be reported, or null when its delinquency date is unknown. */
export function accountReportableUntil(v: ReportableAccount): Date | null {
  if (!v.negative || !v.dateOfFirstDelinquency) return null;
  const start = latestDayOf(v.dateOfFirstDelinquency);
  const chargedOff = isCollection(v) || v.status === 'chargeoff' || v.paymentStatus === 'chargeoff';
  return addYears(chargedOff ? addDays(start, COLLECTION_DELAY_DAYS) : start, YEARS);
}

export function recordReportableUntil(r: RecordView): Date | null {
  return r.filed ? addYears(latestDayOf(r.filed), isBankruptcy(r.type) ? BANKRUPTCY_YEARS : YEARS) : null;
}

/** Adverse accounts and public records in the bureau's file past their §605 period on `today`. */
export function obsoleteFindings(snapshot: BureauSnapshot, today: Date): FindingDraft[] {
  const name = bureauName(snapshot.bureau);
  const accounts = snapshot.accounts.flatMap((v) => {
    const until = accountReportableUntil(v);
    if (!until || until >= today) return [];
    return [
      draft({
        kind: 'obsolete',
        creditor: v.creditor,
        accountNumberLast4: v.last4,
        bureau: snapshot.bureau,
        disputeType: 'obsolete',
        disputeReason: 'obsolete',
        reason: `${name} still reports ${accountName(v)}, delinquent since ${v.dateOfFirstDelinquency}. FCRA §605 allows it to be reported only until ${isoDay(until)}, so it must be removed.`,
        amount: v.balance,
        evidence: [{ reportId: v.reportId, bureau: v.bureau, text: viewLine(v, [`first delinquency ${v.dateOfFirstDelinquency}`]) }],
      }),
    ];
  });
  const records = snapshot.publicRecords.flatMap((r) => {
    const until = recordReportableUntil(r);
    if (!until || until >= today) return [];
    return [
      draft({
        kind: 'obsolete',
        creditor: (r.court ? `${r.type}, ${r.court}` : r.type).slice(0, 120),
        accountNumberLast4: null,
        bureau: snapshot.bureau,
        disputeType: 'obsolete',
        disputeReason: 'obsolete',
        reason: `${name} still reports the ${r.type} filed ${r.filed}. FCRA §605 allows it to be reported only until ${isoDay(until)}, so it must be removed.`,
        amount: r.amount,
        evidence: [{ reportId: r.reportId, bureau: r.bureau, text: recordLine(r) }],
        identity: `${r.type}|${r.filed}`,
      }),
    ];
  });
  return [...accounts, ...records];
}
