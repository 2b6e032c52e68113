/** Cross-bureau findings (issue 13): what is worth disputing in the user's processed credit reports, and why. */
import { BUREAUS, FINDING_KINDS } from '@finx/contracts';
import { groupAccounts, bureauSnapshots, type ReportInput } from '../../documents';
import type { FindingDraft } from './draft';
import { duplicateFindings } from './duplicates';
import { mismatchFindings, missingFindings } from './mismatches';
import { obsoleteFindings } from './obsolete';

export type { FindingDraft } from './draft';
export type { ReportInput } from '../../documents';

/**
 * The findings in the reports (each bureau's newest file), on `today`: accounts reported differently by two
 * bureaus (balance, status, late marks), adverse accounts only some bureaus report, one debt reported twice,
 * and items past the FCRA §605 period. Pure: the same readings and day give the same findings, keys included.
 */
export function findFindings(reports: ReportInput[], today: Date): FindingDraft[] {
  const snapshots = bureauSnapshots(reports);
  const groups = groupAccounts(snapshots);
  const all = [
    ...groups.flatMap((g) => [...mismatchFindings(g, snapshots), ...missingFindings(g, snapshots)]),
    ...[...snapshots.values()].flatMap((s) => [...duplicateFindings(s), ...obsoleteFindings(s, today)]),
  ];
  const unique = new Map(all.map((f) => [f.key, f]));
  return [...unique.values()].sort(
    (a, b) =>
      BUREAUS.indexOf(a.bureau) - BUREAUS.indexOf(b.bureau) ||
      FINDING_KINDS.indexOf(a.kind) - FINDING_KINDS.indexOf(b.kind) ||
      a.creditor.localeCompare(b.creditor),
  );
}
