/** What a correct reader must find in a rendered file, computed only from the truth (never from a reader's output). */
import { BUREAU_ORDER, firstView } from './generate';
import type { Bureau, CreditFile, TruthAccount } from './truth';

export interface ExpectedAccount {
  creditor: string;
  last4: string;
}
export interface ExpectedInquiry {
  creditor: string;
  date: string;
}

export interface ExpectedReading {
  /** The bureau of a single-bureau file; null for a 3-bureau file. */
  bureau: Bureau | null;
  reportDate: string;
  creditScore: number | null;
  totalBalance: number;
  accounts: ExpectedAccount[];
  negativeAccounts: ExpectedAccount[];
  hardInquiries: ExpectedInquiry[];
}

/** The middle of three scores, the lower of two, the only one; null when there is none. */
export function middleScore(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted.length >= 3 ? sorted[Math.floor((sorted.length - 1) / 2)]! : sorted[0]!;
}

/** Negative at any bureau: charged off, in collection, a payment status other than current, or any late mark. */
export function isNegative(account: TruthAccount): boolean {
  if (account.type === 'collection') return true;
  if (account.late.late30 + account.late.late60 + account.late.late90 > 0) return true;
  return Object.values(account.byBureau).some((view) => {
    if (!view) return false;
    if (view.status === 'chargeoff' || view.status === 'collection' || view.paymentStatus !== 'current') return true;
    return view.paymentGrid.some((g) => ['30', '60', '90', '120', '150', '180'].includes(g.code));
  });
}

export function expectedReading(file: CreditFile): ExpectedReading {
  const tri = file.bureaus.length > 1;
  const reports = BUREAU_ORDER.filter((b) => file.bureaus.includes(b)).map((b) => file.reports[b]!);
  const scores = reports.flatMap((r) => (r.score ? [r.score.value] : []));
  const toAccount = (a: TruthAccount): ExpectedAccount => ({ creditor: a.creditor, last4: a.accountNumber.slice(-4) });
  const hardInquiries = new Map<string, ExpectedInquiry>();
  for (const inquiry of file.inquiries) {
    if (inquiry.kind === 'hard') hardInquiries.set(`${inquiry.creditor}|${inquiry.date}`, { creditor: inquiry.creditor, date: inquiry.date });
  }
  return {
    bureau: tri ? null : file.bureaus[0]!,
    reportDate: reports
      .map((r) => r.reportDate)
      .sort()
      .at(-1)!,
    creditScore: tri ? middleScore(scores) : (scores[0] ?? null),
    totalBalance: file.accounts.reduce((sum, a) => {
      const view = firstView(a);
      return view?.status === 'open' ? sum + view.balance : sum;
    }, 0),
    accounts: file.accounts.map(toAccount),
    negativeAccounts: file.accounts.filter(isNegative).map(toAccount),
    hardInquiries: [...hardInquiries.values()],
  };
}
