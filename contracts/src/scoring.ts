/**
 * The FinX Score model (spec part 1 §9, issue 11): four factor sub-scores (0–100) weighted 35/30/10/15, the
 * remaining 10 % being new credit (recent applications), overall = the weighted sum, FinX Score = overall × 10.
 * The server resolves the factors from the best source it has for the user (see FACTOR_SOURCES); the screens
 * only show what it answers. Pure functions, shared so the assessment form and the server agree.
 */
import { z } from 'zod';
import { CURRENT_SCORE_RANGE } from './credit';
import { formatCalendarDate } from './dates';
import { BUREAU_LABELS, BUREAUS } from './disputes';

/** The four FinX sub-scores (each 0–100), in the order every screen lists them. */
export const SUBSCORE_KEYS = ['paymentHistoryScore', 'utilizationScore', 'creditMixScore', 'accountAgeScore'] as const;
export type SubscoreKey = (typeof SUBSCORE_KEYS)[number];
export type Subscores = Record<SubscoreKey, number>;

export const SUBSCORE_LABELS: Record<SubscoreKey, string> = {
  paymentHistoryScore: 'Payment History',
  utilizationScore: 'Credit Utilization',
  creditMixScore: 'Credit Mix',
  accountAgeScore: 'Account Age',
};

/** Factor weights, in percent (spec part 1 §9). */
export const SUBSCORE_WEIGHTS: Record<SubscoreKey, number> = {
  paymentHistoryScore: 35,
  utilizationScore: 30,
  creditMixScore: 10,
  accountAgeScore: 15,
};
/** What the four leave of 100 %: new credit (recent applications), as in the common scoring models. */
export const NEW_CREDIT_WEIGHT = 10;

/** All five components of the overall score. */
export type Factors = Subscores & { newCreditScore: number };

/** The five components, in the order the screens list them, and their names. */
export const FACTOR_KEYS = [...SUBSCORE_KEYS, 'newCreditScore'] as const;
export type FactorKey = (typeof FACTOR_KEYS)[number];
export const FACTOR_LABELS: Record<FactorKey, string> = { ...SUBSCORE_LABELS, newCreditScore: 'New Credit' };

/** A category below this shows 'Improvement opportunity'. */
export const IMPROVEMENT_THRESHOLD = 80;

/**
 * Where a user's factors come from, best last: nothing yet; estimated from the credit score they told us
 * at onboarding; their answers to the assessment; a credit report we read (the documents issue).
 */
export const FACTOR_SOURCES = ['none', 'self_reported', 'assessment', 'credit_report'] as const;
export type FactorSource = (typeof FACTOR_SOURCES)[number];
/** Only a read credit report gives factors that are the user's measured ones; the others are estimates. */
export const isEstimated = (source: FactorSource) => source !== 'credit_report';

const clamp100 = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/** The overall score (0–100): the factors weighted 35/30/10/15 plus new credit at 10. */
export function overallOf(f: Factors): number {
  const weighted = SUBSCORE_KEYS.reduce((sum, k) => sum + SUBSCORE_WEIGHTS[k] * f[k], NEW_CREDIT_WEIGHT * f.newCreditScore);
  return clamp100(weighted / 100);
}

/**
 * Until we know more, every factor is estimated as where the self-reported score sits on the 300–850
 * scale (640 → 62): it says nothing about which factor is strong or weak, and the screens say so.
 */
export function estimateFromCreditScore(score: number): Factors {
  const { min, max } = CURRENT_SCORE_RANGE;
  const v = clamp100(((score - min) / (max - min)) * 100);
  return { paymentHistoryScore: v, utilizationScore: v, creditMixScore: v, accountAgeScore: v, newCreditScore: v };
}

/** One assessment question: which factor it sets and the points of each answer. */
interface AssessmentQuestion {
  factor: keyof Factors;
  question: string;
  options: readonly { value: string; label: string; points: number }[];
}

/** Take Assessment's questions (answers set the factors; each answer's points are that factor's value). */
export const ASSESSMENT_QUESTIONS = {
  latePayments: {
    factor: 'paymentHistoryScore',
    question: 'In the last two years, how many of your payments were 30 or more days late?',
    options: [
      { value: 'none', label: 'None: every payment was on time', points: 100 },
      { value: 'one', label: 'One', points: 70 },
      { value: 'two_to_three', label: 'Two or three', points: 50 },
      { value: 'four_plus', label: 'Four or more', points: 30 },
      { value: 'collections', label: 'An account went to collections or was charged off', points: 15 },
    ],
  },
  cardBalances: {
    factor: 'utilizationScore',
    question: 'Across your credit cards, how much of your total limit do your balances use?',
    options: [
      { value: 'under_10', label: 'Under 10%', points: 100 },
      { value: '10_to_29', label: '10% to 29%', points: 85 },
      { value: '30_to_49', label: '30% to 49%', points: 60 },
      { value: '50_to_74', label: '50% to 74%', points: 40 },
      { value: '75_plus', label: '75% or more', points: 20 },
      { value: 'no_cards', label: 'I have no credit cards', points: 50 },
    ],
  },
  accountKinds: {
    factor: 'creditMixScore',
    question: 'Which kinds of credit do you have open?',
    options: [
      { value: 'cards_loans_mortgage', label: 'Cards, loans and a mortgage', points: 100 },
      { value: 'cards_and_loans', label: 'Credit cards and at least one loan (auto, student, personal)', points: 85 },
      { value: 'cards_only', label: 'Credit cards only', points: 55 },
      { value: 'loans_only', label: 'Loans only', points: 55 },
      { value: 'none', label: 'No open credit accounts', points: 10 },
    ],
  },
  oldestAccount: {
    factor: 'accountAgeScore',
    question: 'How long ago did you open your oldest credit account?',
    options: [
      { value: '10_plus', label: '10 years or more', points: 100 },
      { value: '5_to_9', label: '5 to 9 years', points: 80 },
      { value: '3_to_4', label: '3 to 4 years', points: 60 },
      { value: '1_to_2', label: '1 to 2 years', points: 40 },
      { value: 'under_1', label: 'Less than a year', points: 20 },
    ],
  },
  recentApplications: {
    factor: 'newCreditScore',
    question: 'How many times have you applied for new credit in the last 12 months?',
    options: [
      { value: 'none', label: 'None', points: 100 },
      { value: 'one', label: 'Once', points: 85 },
      { value: 'two_to_three', label: 'Two or three times', points: 65 },
      { value: 'four_plus', label: 'Four or more times', points: 40 },
    ],
  },
} as const satisfies Record<string, AssessmentQuestion>;

export type AssessmentQuestionId = keyof typeof ASSESSMENT_QUESTIONS;
export const ASSESSMENT_QUESTION_IDS = Object.keys(ASSESSMENT_QUESTIONS) as AssessmentQuestionId[];
export type AssessmentAnswers = { [Q in AssessmentQuestionId]: (typeof ASSESSMENT_QUESTIONS)[Q]['options'][number]['value'] };

const answerSchema = <Q extends AssessmentQuestionId>(id: Q) => {
  const values = ASSESSMENT_QUESTIONS[id].options.map((o) => o.value) as [string, ...string[]];
  const message = `Answer: ${ASSESSMENT_QUESTIONS[id].question}`;
  return z.enum(values, { errorMap: () => ({ message }) }) as unknown as z.ZodType<AssessmentAnswers[Q]>;
};

export const assessmentAnswersSchema = z.object({
  latePayments: answerSchema('latePayments'),
  cardBalances: answerSchema('cardBalances'),
  accountKinds: answerSchema('accountKinds'),
  oldestAccount: answerSchema('oldestAccount'),
  recentApplications: answerSchema('recentApplications'),
}) as z.ZodType<AssessmentAnswers>;

/** The factors the answers give. */
export function factorsFromAnswers(answers: AssessmentAnswers): Factors {
  const factors = {} as Factors;
  for (const id of ASSESSMENT_QUESTION_IDS) {
    const q: AssessmentQuestion = ASSESSMENT_QUESTIONS[id];
    factors[q.factor] = q.options.find((o) => o.value === answers[id])!.points;
  }
  return factors;
}

/** The factors that most need work, weakest first (ties: the heavier weight first), below the threshold. */
export function weakestFactors(s: Subscores, limit = 3): SubscoreKey[] {
  return [...SUBSCORE_KEYS]
    .filter((k) => s[k] < IMPROVEMENT_THRESHOLD)
    .sort((a, b) => s[a] - s[b] || SUBSCORE_WEIGHTS[b] - SUBSCORE_WEIGHTS[a])
    .slice(0, limit);
}

/** What changed the FinX Score last: a credit report read, an assessment taken, a self-reported score given. */
export const FINX_CHANGE_CAUSES = ['credit_report', 'assessment', 'self_reported'] as const;

/**
 * The FinX Score's last change and what caused it, from stored data only: the factors a report or an
 * assessment wrote (with the score they replaced), or the self-reported scores an estimate follows.
 */
export const finxChangeSchema = z.object({
  /** The FinX Score before (out of 1000); null when there was none (`first`) or it was not recorded. */
  from: z.number().int().nullable(),
  /** The FinX Score it became (out of 1000). */
  to: z.number().int(),
  /** Whether this was the user's first FinX Score. */
  first: z.boolean(),
  /** When (ISO date-time). */
  at: z.string().datetime(),
  cause: z.enum(FINX_CHANGE_CAUSES),
  /** credit_report: the report's bureau (null for a multi-bureau file or one that does not say) and date. */
  bureau: z.enum(BUREAUS).nullable(),
  reportDate: z
    .string()
    .regex(/^\d{4}-\d{2}(-\d{2})?$/)
    .nullable(),
  /** self_reported: the score the user told us. */
  selfReportedScore: z.number().int().nullable(),
});
export type FinxChange = z.infer<typeof finxChangeSchema>;

function causeWords(c: FinxChange): string {
  switch (c.cause) {
    case 'credit_report':
      return `your ${c.bureau ? `${BUREAU_LABELS[c.bureau]} ` : ''}credit report${c.reportDate ? ` of ${formatCalendarDate(c.reportDate)}` : ''} was read`;
    case 'assessment':
      return 'you took the assessment';
    case 'self_reported':
      return c.first || c.from === null
        ? `estimated from the score you told us (${c.selfReportedScore})`
        : `you changed the score you told us to ${c.selfReportedScore}`;
  }
}

/**
 * Why the FinX Score is what it is, in one line: 'Down 190 from 700 on Mar 1, 2026: your Experian credit
 * report of Feb 9, 2026 was read.', 'Your first FinX Score, on Jan 5, 2026: estimated from the score you told
 * us (640).', 'No change on …: you took the assessment.'
 */
export function finxChangeText(c: FinxChange): string {
  const on = formatCalendarDate(c.at);
  const why = causeWords(c);
  if (c.first) return `Your first FinX Score, on ${on}: ${why}.`;
  if (c.from === null) return `Set on ${on}: ${why}.`;
  if (c.from === c.to) return `No change on ${on}: ${why}.`;
  return `${c.to > c.from ? 'Up' : 'Down'} ${Math.abs(c.to - c.from)} from ${c.from} on ${on}: ${why}.`;
}
