import { type AssessmentAnswers, type CreditReportReading, type Factors, factorsFromAnswers, type ReportAccount, type ReportScore } from '@finx/contracts';

/** One account as the reading gives it: the single-bureau fields, or for a multi-bureau file the worst bureau's view. */
export function viewOf(a: ReportAccount) {
  const views = Object.values(a.byBureau ?? {});
  if (!views.length) return { balance: a.balance, creditLimit: a.creditLimit, late: a.latePayments };
  const max = (pick: (v: (typeof views)[number]) => number | null) =>
    views.reduce<number | null>((m, v) => (pick(v) === null ? m : Math.max(m ?? 0, pick(v)!)), null);
  return {
    balance: a.balance ?? max((v) => v.balance),
    creditLimit: a.creditLimit ?? max((v) => v.creditLimit),
    late: { late30: max((v) => v.latePayments.late30) ?? 0, late60: max((v) => v.latePayments.late60) ?? 0, late90: max((v) => v.latePayments.late90) ?? 0 },
  };
}

export const isOpen = (a: ReportAccount) => a.status === null || a.status === 'open';
const monthsBetween = (from: string, to: Date) => {
  const [y, m] = from.split('-').map(Number);
  return (to.getUTCFullYear() - y!) * 12 + (to.getUTCMonth() + 1 - m!);
};

/** What a report's factors were computed from (stored with them; the score simulator says them in words). */
export type ReportFactorDetails = {
  reportId: number;
  bureau: CreditReportReading['bureau'];
  reportDate: string | null;
  scores: ReportScore[];
  lateMarks: number;
  adverseItems: number;
  utilizationPercent: number | null;
  openKinds: { revolving: boolean; installment: boolean; mortgage: boolean };
  oldestAccountYears: number | null;
  hardInquiries12Months: number;
};

export interface ReportFactors {
  factors: Factors;
  details: ReportFactorDetails;
}

/**
 * The FinX factors a credit report shows, on the same scale as the assessment's answers (contracts' scoring):
 * late payments and adverse items, revolving utilization, the kinds of open credit, the oldest account's age
 * and hard inquiries in the 12 months before the report.
 */
export function factorsFromReading(reading: CreditReportReading, reportId: number, now = new Date()): ReportFactors {
  const asOf = reading.reportDate ? new Date(`${reading.reportDate.length === 7 ? `${reading.reportDate}-01` : reading.reportDate}T00:00:00Z`) : now;
  const accounts = reading.accounts.map((a) => ({ a, v: viewOf(a) }));

  const lateMarks = accounts.reduce((n, { v }) => n + v.late.late30 + v.late.late60 + v.late.late90, 0);
  // the reader lists a negative item for each public record too: counted once, from the records
  const adverse = reading.negativeItems.filter((i) => i.kind !== 'late_payment' && i.kind !== 'public_record').length + reading.publicRecords.length;
  const latePayments: AssessmentAnswers['latePayments'] =
    adverse > 0 ? 'collections' : lateMarks === 0 ? 'none' : lateMarks === 1 ? 'one' : lateMarks <= 3 ? 'two_to_three' : 'four_plus';

  const cards = accounts.filter(({ a, v }) => a.type === 'revolving' && isOpen(a) && (v.creditLimit ?? 0) > 0);
  const limit = cards.reduce((s, { v }) => s + (v.creditLimit ?? 0), 0);
  const utilization = cards.length ? cards.reduce((s, { v }) => s + Math.max(0, v.balance ?? 0), 0) / limit : null;
  const cardBalances: AssessmentAnswers['cardBalances'] =
    utilization === null
      ? 'no_cards'
      : utilization < 0.1
        ? 'under_10'
        : utilization < 0.3
          ? '10_to_29'
          : utilization < 0.5
            ? '30_to_49'
            : utilization < 0.75
              ? '50_to_74'
              : '75_plus';

  const open = reading.accounts.filter(isOpen);
  const hasCards = open.some((a) => a.type === 'revolving');
  const hasLoans = open.some((a) => a.type === 'installment' || a.type === 'mortgage');
  const hasMortgage = open.some((a) => a.type === 'mortgage');
  const accountKinds: AssessmentAnswers['accountKinds'] =
    hasCards && hasLoans ? (hasMortgage ? 'cards_loans_mortgage' : 'cards_and_loans') : hasCards ? 'cards_only' : hasLoans ? 'loans_only' : 'none';

  const ages = reading.accounts.flatMap((a) => (a.opened ? [monthsBetween(a.opened, asOf)] : []));
  const oldestYears = ages.length ? Math.floor(Math.max(...ages) / 12) : null;
  const oldestAccount: AssessmentAnswers['oldestAccount'] =
    oldestYears === null
      ? 'under_1'
      : oldestYears >= 10
        ? '10_plus'
        : oldestYears >= 5
          ? '5_to_9'
          : oldestYears >= 3
            ? '3_to_4'
            : oldestYears >= 1
              ? '1_to_2'
              : 'under_1';

  const recent = reading.inquiries.filter((i) => i.kind === 'hard' && (i.date === null || monthsBetween(i.date, asOf) < 12)).length;
  const recentApplications: AssessmentAnswers['recentApplications'] = recent === 0 ? 'none' : recent === 1 ? 'one' : recent <= 3 ? 'two_to_three' : 'four_plus';

  return {
    factors: factorsFromAnswers({ latePayments, cardBalances, accountKinds, oldestAccount, recentApplications }),
    details: {
      reportId,
      bureau: reading.bureau,
      reportDate: reading.reportDate,
      /** Each score the report states, with its bureau, model and date: the credit module labels the score history with them. */
      scores: scoresOfReading(reading),
      lateMarks,
      adverseItems: adverse,
      utilizationPercent: utilization === null ? null : Math.round(utilization * 100),
      openKinds: { revolving: hasCards, installment: hasLoans, mortgage: hasMortgage },
      oldestAccountYears: oldestYears,
      hardInquiries12Months: recent,
    },
  };
}

/**
 * Every score the report states, each with its bureau, model and date as read: a 3-bureau file's score per
 * bureau, or a one-bureau report's own. A file's overall score that no bureau column gives keeps the file's
 * bureau (null when it holds several) and model. Nothing is filled in that the report does not say.
 */
export function scoresOfReading(reading: CreditReportReading): ReportScore[] {
  const perBureau = (reading.bureaus ?? []).flatMap((b) =>
    b.creditScore === null ? [] : [{ score: b.creditScore, bureau: b.bureau, model: b.scoreModel, date: b.reportDate ?? reading.reportDate }],
  );
  const own = reading.creditScore;
  if (own === null || perBureau.some((s) => s.score === own)) return perBureau;
  return [...perBureau, { score: own, bureau: reading.bureau, model: reading.scoreModel, date: reading.reportDate }];
}

/** The report's score: its own, or for a 3-bureau file the middle of the bureaus' scores (as mortgage lenders take it). */
export function scoreOfReading(reading: CreditReportReading): number | null {
  if (reading.creditScore !== null) return reading.creditScore;
  const scores = (reading.bureaus ?? []).flatMap((b) => (b.creditScore === null ? [] : [b.creditScore])).sort((x, y) => x - y);
  return scores.length ? scores[Math.floor((scores.length - 1) / 2)]! : null;
}
