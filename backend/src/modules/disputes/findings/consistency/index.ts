/**
 * Metro 2 consistency findings (issue 29): one tradeline that contradicts itself within one bureau's file, or
 * against that bureau's earlier report (re-aging). Each names the conflicting fields and their values and the
 * rule in plain words; each is filed like every finding (POST /api/credit-report-findings/{key}/file).
 */
import type { Bureau } from '@finx/contracts';
import { type AccountGroup, accountKey, type AccountView, type BureauSnapshot, bureauSnapshots, type ReportInput } from '../../../documents';
import type { FindingDraft } from '../draft';
import { paidWithBalance, pastDueOverBalance } from './amounts';
import { delinquencyAfterChargeOff, missingDelinquencyDate, reagedDelinquencyDate, removalDateTooLate } from './delinquency-dates';
import { lateAfterPaid, statusContradictsHistory } from './payment-history';

/**
 * The consistency findings of the bureau's newest file; `earlier`: the same bureau's older reports (for re-aging);
 * `itemKeyOf`: the credit file's key of an account view, so the credit file shows the account's findings.
 */
function consistencyFindings(snapshot: BureauSnapshot, earlier: BureauSnapshot[], itemKeyOf: (v: AccountView) => string | undefined): FindingDraft[] {
  return snapshot.accounts.flatMap((v) => {
    const found = [
      ...missingDelinquencyDate(v),
      ...reagedDelinquencyDate(v, earlier),
      ...delinquencyAfterChargeOff(v),
      ...paidWithBalance(v),
      ...lateAfterPaid(v),
      ...statusContradictsHistory(v, snapshot.reportDate),
      ...pastDueOverBalance(v),
      ...removalDateTooLate(v),
    ];
    const itemKey = itemKeyOf(v);
    return itemKey ? found.map((f) => ({ ...f, itemKey })) : found;
  });
}

/** Each bureau's reports older than its newest file (the one findings read), newest first. */
function earlierFiles(reports: ReportInput[], newest: Map<Bureau, BureauSnapshot>): Map<Bureau, BureauSnapshot[]> {
  const out = new Map<Bureau, BureauSnapshot[]>();
  for (const report of reports) {
    for (const [bureau, s] of bureauSnapshots([report])) {
      const current = newest.get(bureau);
      if (!current || s.reportId === current.reportId || (s.reportDate ?? '') > (current.reportDate ?? '')) continue;
      out.set(
        bureau,
        [...(out.get(bureau) ?? []), s].sort((a, b) => (b.reportDate ?? '').localeCompare(a.reportDate ?? '')),
      );
    }
  }
  return out;
}

/** The consistency findings of every bureau's newest file (`snapshots`, grouped into the credit file's accounts as `groups`). */
export function consistencyFindingsOf(reports: ReportInput[], snapshots: Map<Bureau, BureauSnapshot>, groups: AccountGroup[]): FindingDraft[] {
  const earlier = earlierFiles(reports, snapshots);
  const keys = new Map(groups.flatMap((g) => [...g.values()].map((v) => [v, accountKey(g)] as const)));
  return [...snapshots.values()].flatMap((s) => consistencyFindings(s, earlier.get(s.bureau) ?? [], (v) => keys.get(v)));
}
