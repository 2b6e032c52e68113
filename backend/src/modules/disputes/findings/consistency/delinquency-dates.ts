import { isoDay } from '@finx/contracts';
/**
 * The date of first delinquency (DOFD, Metro 2 field 25) of charged-off and collection accounts: it must be
 * reported (FCRA §623(a)(5): within 90 days of reporting the charge-off or collection), it never moves (the
 * §605(c) clock runs from it, so moving it later "re-ages" the debt), it comes before the charge-off, and the
 * bureau may keep the item only until 7 years and 180 days after it (§605(c)(1)).
 */
import { type AccountView, type BureauSnapshot, sameAccount } from '../../../documents';
import { addDays, addYears, dayOf, latestDayOf } from '../dates';
import type { FindingDraft } from '../draft';
import { accountName, bureauName } from '../format';
import { conflictLine, consistencyFinding, field, isChargedOffOrCollection, month } from './conflict';

/**
 * A charge-off or collection whose date of first delinquency the report prints empty ("Date of first delinquency: -").
 * Only an empty field counts: a date the reader did not find is no proof that the report lacks it.
 */
export function missingDelinquencyDate(v: AccountView): FindingDraft[] {
  if (!isChargedOffOrCollection(v) || v.dateOfFirstDelinquency || v.sources?.dateOfFirstDelinquency === undefined) return [];
  // the bureau's own removal date shows it holds a DOFD it did not print: nothing to dispute
  if (v.removalDate) return [];
  const status = v.status === 'chargeoff' || v.paymentStatus === 'chargeoff' ? 'Charged off' : 'Collection';
  return [
    consistencyFinding(v, {
      kind: 'missing_delinquency_date',
      disputeReason: 'incorrect_date',
      rule: 'A charged-off or collection account must report the date its delinquency began (FCRA §623(a)(5)); without it the 7-year reporting period of §605(c) cannot be checked.',
      fields: [field(v, 'status', 'status', status), field(v, 'dateOfFirstDelinquency', 'date of first delinquency', 'not reported')],
      reason: `${bureauName(v.bureau)} reports ${accountName(v)} as ${status.toLowerCase()} without a date of first delinquency. FCRA §623(a)(5) requires the date the delinquency began for every account charged off or placed for collection; the bureau must have it reported, or delete the item it cannot date.`,
    }),
  ];
}

/** The same account in an earlier report of the same bureau whose DOFD was earlier: the debt was re-aged. */
export function reagedDelinquencyDate(v: AccountView, earlier: BureauSnapshot[]): FindingDraft[] {
  if (!v.dateOfFirstDelinquency || !isChargedOffOrCollection(v)) return [];
  for (const s of earlier) {
    const before = s.accounts.find((o) => o.dateOfFirstDelinquency && isChargedOffOrCollection(o) && sameAccount(o, v));
    if (!before || month(before.dateOfFirstDelinquency!) >= month(v.dateOfFirstDelinquency)) continue;
    const then = field(
      before,
      'dateOfFirstDelinquency',
      `date of first delinquency in the report of ${s.reportDate ?? 'an earlier date'}`,
      before.dateOfFirstDelinquency!,
    );
    const now = field(v, 'dateOfFirstDelinquency', 'date of first delinquency now', v.dateOfFirstDelinquency);
    return [
      consistencyFinding(v, {
        kind: 'reaged_delinquency_date',
        disputeReason: 'incorrect_date',
        rule: 'The date of first delinquency of a charged-off or collection account never changes; moving it later restarts the 7-year reporting period (re-aging), which FCRA §605(c) and §623(a)(5) forbid.',
        fields: [then, now],
        reason: `${bureauName(v.bureau)} reported ${accountName(v)} with a date of first delinquency of ${before.dateOfFirstDelinquency} in its report of ${s.reportDate ?? 'an earlier date'}, and now reports ${v.dateOfFirstDelinquency}. The date a delinquency began cannot move later; the original date must be restored, and the item removed when its §605(c) period based on that date has ended.`,
        also: [{ reportId: before.reportId, bureau: before.bureau, text: conflictLine(before, [then]) }],
      }),
    ];
  }
  return [];
}

/** A DOFD later than the charge-off (the "Charge-off date" printed, else the grid's first charged-off month). */
export function delinquencyAfterChargeOff(v: AccountView): FindingDraft[] {
  if (!v.dateOfFirstDelinquency) return [];
  const gridChargeOff = (v.paymentHistory ?? [])
    .filter((h) => h.mark === 'CO')
    .map((h) => h.month)
    .sort()[0];
  const chargedOff = v.chargeOffDate ?? gridChargeOff ?? null;
  if (!chargedOff || month(v.dateOfFirstDelinquency) <= month(chargedOff)) return [];
  const chargeField = v.chargeOffDate
    ? field(v, 'chargeOffDate', 'charge-off date', v.chargeOffDate)
    : { field: 'payment history', value: `charged off (CO) in ${chargedOff}`, where: null };
  return [
    consistencyFinding(v, {
      kind: 'delinquency_after_chargeoff',
      disputeReason: 'incorrect_date',
      rule: 'An account is charged off because it was delinquent, so its date of first delinquency must come before the charge-off.',
      fields: [field(v, 'dateOfFirstDelinquency', 'date of first delinquency', v.dateOfFirstDelinquency), chargeField],
      reason: `${bureauName(v.bureau)} reports ${accountName(v)} delinquent since ${v.dateOfFirstDelinquency}, after it was charged off (${chargedOff}). The delinquency that led to a charge-off began before it; a later date extends the §605(c) reporting period and must be corrected.`,
    }),
  ];
}

/** The bureau's own "On record until" later than DOFD + 7 years + 180 days (FCRA §605(c)(1)), both dates read cautiously. */
export function removalDateTooLate(v: AccountView): FindingDraft[] {
  // an account included in a bankruptcy follows the bankruptcy's own period (§605(a)(1)): not judged here
  if (!v.removalDate || !v.dateOfFirstDelinquency || v.paymentStatus === 'bankruptcy') return [];
  // a month-only DOFD counts as its last day, a month-only removal date as its first: never raised early
  const limit = addYears(addDays(latestDayOf(v.dateOfFirstDelinquency), 180), 7);
  if (dayOf(v.removalDate) <= limit) return [];
  return [
    consistencyFinding(v, {
      kind: 'removal_date_too_late',
      disputeReason: 'incorrect_date',
      rule: 'FCRA §605(c)(1): an adverse item may be reported for at most 7 years from 180 days after the delinquency began, so the removal date can be no later than the date of first delinquency + 7 years + 180 days.',
      fields: [
        field(v, 'dateOfFirstDelinquency', 'date of first delinquency', v.dateOfFirstDelinquency),
        field(v, 'removalDate', 'on record until', v.removalDate),
        { field: 'latest removal date allowed', value: isoDay(limit), where: null },
      ],
      reason: `${bureauName(v.bureau)} will keep ${accountName(v)} on record until ${v.removalDate}, but its delinquency began ${v.dateOfFirstDelinquency}: FCRA §605(c)(1) allows it only until ${isoDay(limit)}. The removal date must be corrected to that date at the latest.`,
    }),
  ];
}
