import type { LateMarks } from '@finx/contracts';
import { BUREAU_LABELS } from '@finx/contracts';
import { formatLetterMonth } from '../format';
import { identityBlock } from '../letter-parts';
import type { CompanyLetterInput, Letter } from '../types';
import { companyAccountBlock, companyLetter, reportedTo } from './parts';

export interface GoodwillInput extends CompanyLetterInput {
  /** Each bureau's late marks on the account, as its report shows them. */
  lateMarks: LateMarks[];
  /** The months paid as agreed since the latest late mark, when the reports' payment grids show them. */
  onTime: { since: string; months: number } | null;
  /** Every bureau reports the account as current. */
  current: boolean;
  /** Why the payment was late, in the user's words. */
  reason?: string;
}

/** '30 days late in February 2025; 60 days late in March 2025', or the counts when the report gives no months. */
function marksText(m: LateMarks): string {
  if (m.months.length)
    return [...m.months]
      .reverse()
      .map((x) => `${x.daysLate} days late in ${formatLetterMonth(x.month)}`)
      .join('; ');
  const counts = [
    [m.counts.late30, '30'],
    [m.counts.late60, '60'],
    [m.counts.late90, '90 or more'],
  ] as const;
  const parts = counts.filter(([n]) => n > 0).map(([n, days]) => `${n} ${n === 1 ? 'payment' : 'payments'} ${days} days late`);
  return `${parts.join(', ')} (the report does not give the month)`;
}

const markCount = (marks: LateMarks[]) => Math.max(0, ...marks.map((m) => m.months.length || m.counts.late30 + m.counts.late60 + m.counts.late90));

/**
 * A goodwill letter (issue 29) to the company that reports an account with an accurate late payment: it asks, as a
 * courtesy, that the late mark be removed, with the months the reports show, the user's reason and the on-time
 * history since. It makes no claim that the report is wrong, and says the company is not required to agree.
 */
export function draftGoodwillLetter(input: GoodwillInput): Letter {
  const { account, consumer } = input;
  const late = markCount(input.lateMarks) === 1 ? 'late payment' : 'late payments';
  const since = input.onTime
    ? `Since ${formatLetterMonth(input.onTime.since)}, my credit reports show ${input.onTime.months} ${input.onTime.months === 1 ? 'month' : 'months'} of this account paid as agreed${input.current ? ', and it is reported as current' : ''}.`
    : input.current
      ? 'The account is now reported as current.'
      : null;
  const prose = [
    `I am writing about my account with you listed below. As a goodwill gesture, I ask you to remove the ${late} you report on it from my credit reports.`,
    ...(input.reason ? [`What happened, in my own words: “${input.reason}”`] : []),
    ...(since ? [since] : []),
    `I do not question the accuracy of your reporting. You are not required to agree to this request: I ask it as a courtesy, in light of my history with you.`,
    `If you agree, please ask ${reportedTo(account)} to remove the ${late} listed above, and tell me in writing at the address above. Thank you for considering my request.`,
  ];
  const marks = ['Late payments my credit reports show', ...input.lateMarks.map((m) => `${BUREAU_LABELS[m.bureau]}: ${marksText(m)}`)].join('\n');
  const factBlocks = [companyAccountBlock(account, 'Account'), marks, identityBlock(consumer)].filter((b): b is string => b !== null);
  // a request for a courtesy: it relies on no law
  return companyLetter(input, `Goodwill request to remove ${late === 'late payment' ? 'a late payment' : 'late payments'}`, prose, factBlocks, []);
}
