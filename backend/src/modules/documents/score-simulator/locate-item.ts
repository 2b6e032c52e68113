/**
 * An item of the credit file (by its key) found in the reading the FinX Score is computed from. The file shows
 * each bureau's newest report, the score comes from the last report read: usually the same reading, but an item
 * of another bureau's report is not in it.
 */
import type { CreditFileItem, CreditReportReading } from '@finx/contracts';
import { AppError } from '../../../platform/app-error';
import type { ProcessedReport } from '../documents.service';
import { groupAccounts } from '../credit-file/accounts';
import { accountKey, inquiryKey, readCreditFile, recordKey } from '../credit-file/credit-file';
import { bureauSnapshots } from '../credit-file/snapshots';

export const SIMULATED_ITEM_NOT_FOUND = 'This item is not in your credit file (a newer report may have changed it): reload the page';

export type LocatedItem = {
  item: CreditFileItem;
  /** The changed copy's parts: which of the scored reading's accounts, inquiries or public records are the item. */
  accountIndexes: Set<number>;
  isInquiry: (q: CreditReportReading['inquiries'][number]) => boolean;
  isRecord: (r: CreditReportReading['publicRecords'][number]) => boolean;
};

/** The accounts of `scored` that the file's account `key` groups (as the file groups them, or within the scored report alone). */
function accountIndexes(reports: ProcessedReport[], scored: ProcessedReport, key: string): Set<number> {
  const inFile = groupAccounts(bureauSnapshots(reports)).find((g) => accountKey(g) === key);
  const fromScored = [...(inFile?.values() ?? [])].filter((v) => v.reportId === scored.id);
  // a report read last but dated before another of its bureau is not the file's; its own grouping still names the item
  const views = fromScored.length
    ? fromScored
    : [
        ...(groupAccounts(bureauSnapshots([scored]))
          .find((g) => accountKey(g) === key)
          ?.values() ?? []),
      ];
  return new Set(views.map((v) => v.accountIndex));
}

/** The file's item `key` (404 when the file has none) and where it sits in the scored report's reading. */
export function locateItem(reports: ProcessedReport[], scored: ProcessedReport, key: string): LocatedItem {
  const file = readCreditFile(reports);
  const item = [...file.accounts, ...file.inquiries, ...file.publicRecords].find((i) => i.key === key);
  if (!item) throw new AppError('not_found', SIMULATED_ITEM_NOT_FOUND);
  return {
    item,
    accountIndexes: item.kind === 'account' ? accountIndexes(reports, scored, key) : new Set(),
    isInquiry: (q) => item.kind === 'inquiry' && inquiryKey(q) === key,
    isRecord: (r) => item.kind === 'public_record' && recordKey(r) === key,
  };
}
