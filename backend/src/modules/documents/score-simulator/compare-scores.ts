/**
 * Both FinX Scores of a simulation from the one scoring code: factorsFromReading (the report's factors, as
 * processing records them) and contracts' overallOf, on the reading as read and on its changed copy.
 */
import { FACTOR_KEYS, FACTOR_LABELS, type FactorChange, type FactorKey, overallOf, type CreditReportReading } from '@finx/contracts';
import { factorsFromReading, type ReportFactorDetails } from '../processing/report-factors';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function openKinds({ revolving, installment, mortgage }: ReportFactorDetails['openKinds']): string {
  const kinds = [revolving && 'cards', installment && 'loans', mortgage && 'a mortgage'].filter(Boolean) as string[];
  if (kinds.length === 0) return 'No open credit accounts';
  return `Open: ${kinds.length === 1 ? kinds[0] : `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}`}`;
}

/** Adverse items as factorsFromReading counts them: a 3-bureau file lists a collection or charge-off once per bureau reporting it. */
const adverseWords = (n: number, multiBureau: boolean) =>
  multiBureau
    ? `${plural(n, 'collection, charge-off or public-record entry', 'collection, charge-off or public-record entries')} across the bureaus`
    : plural(n, 'collection, charge-off or public record', 'collections, charge-offs or public records');

/** What each factor was computed from, in words, from the details factorsFromReading keeps. */
const MEASURED: Record<FactorKey, (d: ReportFactorDetails, multiBureau: boolean) => string> = {
  paymentHistoryScore: (d, multiBureau) =>
    d.adverseItems === 0 && d.lateMarks === 0
      ? 'No late payments, collections or charge-offs'
      : [d.adverseItems && adverseWords(d.adverseItems, multiBureau), d.lateMarks && plural(d.lateMarks, 'late payment')].filter(Boolean).join(', '),
  utilizationScore: (d) => (d.utilizationPercent === null ? 'No open card with a limit' : `Card balances use ${d.utilizationPercent}% of their limits`),
  creditMixScore: (d) => openKinds(d.openKinds),
  accountAgeScore: (d) => (d.oldestAccountYears === null ? 'No opening date on any account' : `Oldest account: ${plural(d.oldestAccountYears, 'year')}`),
  newCreditScore: (d) => `${plural(d.hardInquiries12Months, 'hard inquiry', 'hard inquiries')} in the 12 months before the report`,
};

export interface ComparedScores {
  /** FinX Scores out of 1000. */
  current: number;
  simulated: number;
  /** Factors whose points or measured values differ. */
  factors: FactorChange[];
  /** What the changed copy's factors were computed from. */
  after: ReportFactorDetails;
}

/** The FinX Score of the reading and of its changed copy, scored as of `asOf` (when the report has no date). */
export function compareScores(reading: CreditReportReading, changed: CreditReportReading, reportId: number, asOf: Date): ComparedScores {
  const before = factorsFromReading(reading, reportId, asOf);
  const after = factorsFromReading(changed, reportId, asOf);
  const factors = FACTOR_KEYS.flatMap((factor): FactorChange[] => {
    const [from, to] = [before.factors[factor], after.factors[factor]];
    const multiBureau = (reading.bureaus?.length ?? 0) > 1;
    const [was, becomes] = [MEASURED[factor](before.details, multiBureau), MEASURED[factor](after.details, multiBureau)];
    return from === to && was === becomes ? [] : [{ factor, label: FACTOR_LABELS[factor], from, to, before: was, after: becomes }];
  });
  return { current: overallOf(before.factors) * 10, simulated: overallOf(after.factors) * 10, factors, after: after.details };
}
