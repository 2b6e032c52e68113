/** Cross-bureau findings (issue 13): what is worth disputing in the user's processed credit reports, and why. */
import { BUREAUS, FINDING_KINDS } from '@finx/contracts';
import { groupAccounts, bureauSnapshots, type ReportInput } from '../../documents';
import type { FindingDraft } from './draft';
import { duplicateFindings } from './duplicates';
import { mismatchFindings, missingFindings } from './mismatches';
import { obsoleteFindings } from './obsolete';
import { consistencyFindingsOf } from './consistency';
import { type DeletedItem, reinsertedFindings } from './reinserted';

export type { FindingDraft } from './draft';
export { type DeletedDispute, type DeletedItem, deletedItemOf, disputedIn } from './reinserted';
export type { ReportInput } from '../../documents';

/**
 * The findings in the reports (each bureau's newest file), on `today`: accounts reported differently by two
 * bureaus (balance, status, late marks), adverse accounts only some bureaus report, one debt reported twice,
 * items past the FCRA §605 period, and items a bureau deleted after a dispute shown again (`deleted`). Pure: the same readings and day give the same findings, keys included.
 */
export function findFindings(reports: ReportInput[], today: Date, deleted: DeletedItem[] = []): FindingDraft[] {
  const snapshots = bureauSnapshots(reports);
  const groups = groupAccounts(snapshots);
  const all = [
    ...groups.flatMap((g) => [...mismatchFindings(g, snapshots), ...missingFindings(g, snapshots)]),
    // Metro 2 consistency (issue 29): each tradeline against itself, and against the bureau's earlier reports
    ...consistencyFindingsOf(reports, snapshots, groups),
    ...[...snapshots.values()].flatMap((s) => [...duplicateFindings(s), ...obsoleteFindings(s, today), ...reinsertedFindings(s, deleted)]),
  ];
  const unique = new Map(all.map((f) => [f.key, f]));
  return [...unique.values()].sort(
    (a, b) =>
      BUREAUS.indexOf(a.bureau) - BUREAUS.indexOf(b.bureau) ||
      FINDING_KINDS.indexOf(a.kind) - FINDING_KINDS.indexOf(b.kind) ||
      a.creditor.localeCompare(b.creditor),
  );
}
