import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './common';
import { formatCalendarDate } from './dates';
import { type Bureau, BUREAU_LABELS, BUREAUS } from './disputes';
import { userIdBody, userIdParam, userScopedErrors } from './users';

const c = initContract();

/** Onboarding choices (spec part 1 §2, §5), with their labels. */
export const PRIMARY_GOALS = ['increase_score', 'dispute_items', 'build_credit', 'monitor_credit'] as const;
export type PrimaryGoal = (typeof PRIMARY_GOALS)[number];
export const PRIMARY_GOAL_LABELS: Record<PrimaryGoal, string> = {
  increase_score: 'Increase Credit Score',
  dispute_items: 'Remove Negative Items',
  build_credit: 'Build Credit History',
  monitor_credit: 'Monitor & Protect',
};
export const TIMEFRAMES = ['3_months', '6_months', '12_months', '24_months'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

/** Score ranges: the profile's score is FICO-like 300–850; a target may go up to 1000 (spec part 1 §9). */
export const CURRENT_SCORE_RANGE = { min: 300, max: 850 } as const;
export const TARGET_SCORE_RANGE = { min: 300, max: 1000 } as const;

/** Onboarding's starting values (spec part 1 §5) for a user without a profile; never shown as anyone's numbers. */
export const CREDIT_PROFILE_FALLBACK = { currentScore: 650, goalScore: 750 } as const;

const score = (label: string, { min, max }: { min: number; max: number }) => {
  const message = `${label} must be a number from ${min} to ${max}`;
  return z.number({ required_error: message, invalid_type_error: message }).int(message).min(min, message).max(max, message);
};

/** Where a recorded credit score came from: what the user told us, or a credit report FinX read. */
export const SCORE_SOURCES = ['self_reported', 'credit_report'] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];

/** A calendar day 'YYYY-MM-DD', or 'YYYY-MM' where a report gives only the month (a day is never invented). */
const scoreDay = z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/);

/** One recorded credit score and what it is: its source, bureau, scoring model and date. */
export const scorePointSchema = z.object({
  score: z.number().int(),
  source: z.enum(SCORE_SOURCES),
  /** The bureau whose file was scored; null for a self-reported score or a report that does not say. */
  bureau: z.enum(BUREAUS).nullable(),
  /** The scoring model ('FICO Score 8', 'VantageScore 3.0'); null when not stated. */
  model: z.string().nullable(),
  /** The day the score is of: the report's date, or the day the user told us. */
  date: scoreDay,
});
export type ScorePoint = z.infer<typeof scorePointSchema>;
/** What a label needs of a score. */
export type ScoreIdentity = Pick<ScorePoint, 'source' | 'bureau' | 'model' | 'date'>;

/** A score a credit report states: for one bureau (or none stated), its model and the report's date, each as read. */
export interface ReportScore {
  score: number;
  bureau: Bureau | null;
  model: string | null;
  /** 'YYYY-MM-DD' or 'YYYY-MM'; null when the report has no date. */
  date: string | null;
}

/**
 * One spelling per scoring model, so the same model read from two reports is the same line: trademarks and
 * underscores dropped, spaces folded, 'FICO 8' / 'FICO® Score 8' → 'FICO Score 8', 'Vantage Score 3' →
 * 'VantageScore 3.0'. Anything else is kept as the report wrote it; empty → null.
 */
export function normalizeScoreModel(model: string | null | undefined): string | null {
  const m = (model ?? '')
    .replace(/®|™|\((?:R|TM)\)/gi, '')
    .replace(/_/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!m) return null;
  const fico = /^fico\s*(?:score\s*)?(\d+)$/i.exec(m);
  if (fico) return `FICO Score ${fico[1]}`;
  const vantage = /^vantage\s*score\s*(\d+)(?:\.(\d+))?$/i.exec(m);
  if (vantage) return `VantageScore ${vantage[1]}.${vantage[2] ?? '0'}`;
  return m;
}

/** The score's line without its date: 'Experian · FICO Score 8', 'Self-reported', 'Credit report · model not stated'. */
export function scoreLineName(p: Pick<ScorePoint, 'source' | 'bureau' | 'model'>): string {
  if (p.source === 'self_reported') return 'Self-reported';
  return `${p.bureau ? BUREAU_LABELS[p.bureau] : 'Credit report'} · ${p.model ?? 'model not stated'}`;
}

/** The one line beside every credit score: 'Experian · FICO Score 8 · Feb 9, 2026', 'Self-reported · Feb 9, 2026'. */
export const scoreLabel = (p: ScoreIdentity): string => `${scoreLineName(p)} · ${formatCalendarDate(p.date)}`;

/**
 * Whether a score can be compared with others at all: only a credit report's score whose bureau and model are
 * known. A self-reported score may be any bureau's and any model's, so it is never a rise or a drop.
 */
export const isComparableScore = (p: Pick<ScorePoint, 'source' | 'bureau' | 'model'>): boolean =>
  p.source === 'credit_report' && p.bureau !== null && p.model !== null;

/** Whether two scores may be compared: both comparable, of the same bureau and the same model. */
export const comparableScores = (a: Pick<ScorePoint, 'source' | 'bureau' | 'model'>, b: Pick<ScorePoint, 'source' | 'bureau' | 'model'>): boolean =>
  isComparableScore(a) && isComparableScore(b) && a.bureau === b.bureau && a.model === b.model;

/** '+25' / '-12' / '0' */
export const signedPoints = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The change line under a score: '+12 since Jan 9, 2026' against the previous score of its bureau and model,
 * or why there is none ('No earlier Equifax FICO Score 8 to compare with', 'Upload a report to track changes' for a
 * self-reported score, 'Model not stated: not compared').
 */
export function scoreChangeText(current: ScorePoint, previous: ScorePoint | null): string {
  if (previous && comparableScores(current, previous)) {
    const diff = current.score - previous.score;
    return `${diff === 0 ? 'No change' : signedPoints(diff)} since ${formatCalendarDate(previous.date)}`;
  }
  if (current.source === 'self_reported') return 'Upload a report to track changes';
  if (!isComparableScore(current)) return `${current.bureau ? 'Model' : 'Bureau'} not stated: not compared`;
  return `No earlier ${BUREAU_LABELS[current.bureau!]} ${current.model} to compare with`;
}

export const creditProfileSchema = z.object({
  userId: z.number().int().positive(),
  currentScore: z.number().int(),
  goalScore: z.number().int(),
  targetScore: z.number().int(),
  /**
   * The current score minus the previous score of the same bureau and model ({@link comparableScores}); null
   * when there is none to compare with (a first score of its bureau and model, a self-reported score, or a
   * report that does not say its bureau or model). A score from another bureau or model is never a change.
   */
  scoreChange: z.number().int().nullable(),
  /** What the current score is: where it came from, its bureau, model and date (null when no history point matches it). */
  scorePoint: scorePointSchema.nullable(),
  /** The earlier score `scoreChange` compares with (same bureau and model), or null. */
  previousScore: scorePointSchema.nullable(),
  primaryGoal: z.enum(PRIMARY_GOALS),
  timeframe: z.enum(TIMEFRAMES),
  lastUpdated: z.string().datetime(),
});
export type CreditProfile = z.infer<typeof creditProfileSchema>;

/** Onboarding submit. `userId` must be the signed-in user's id. */
export const createCreditProfileBodySchema = z.object({
  userId: userIdBody,
  currentScore: score('Current score', CURRENT_SCORE_RANGE),
  targetScore: score('Target score', TARGET_SCORE_RANGE),
  primaryGoal: z.enum(PRIMARY_GOALS).default('increase_score'),
  timeframe: z.enum(TIMEFRAMES).default('12_months'),
  /** Sent by the spec's client; the server records its own time. */
  lastUpdated: z.string().datetime().optional(),
});
export type CreateCreditProfileBody = z.input<typeof createCreditProfileBodySchema>;

export const creditProfilesContract = c.router({
  create: {
    method: 'POST',
    path: '/api/credit-profiles',
    body: createCreditProfileBodySchema,
    summary: "Onboarding: create (201) or replace (200) the signed-in user's credit profile",
    responses: { 200: creditProfileSchema, 201: creditProfileSchema, 400: errorSchema, ...userScopedErrors },
  },
  get: {
    method: 'GET',
    path: '/api/credit-profiles/:userId',
    pathParams: z.object({ userId: userIdParam }),
    summary: "The user's credit profile; null before onboarding (screens then show the spec's fallbacks)",
    responses: { 200: creditProfileSchema.nullable(), 400: errorSchema, ...userScopedErrors },
  },
});

/** How many calendar months the score trend covers (spec part 1 §2, Progress Tracking). */
export const SCORE_TREND_MONTHS = 6;

const trendMonthsSchema = z.array(
  z.object({
    /** 'YYYY-MM' */
    month: z.string().regex(/^\d{4}-\d{2}$/),
    /** The score at the end of that month (the latest one this month), null before any score was recorded. */
    score: z.number().int().nullable(),
  }),
);

export const scoreTrendSchema = z.object({
  /**
   * One line per kind of score (self-reported; each bureau and model), the line of the current score first:
   * scores of different bureaus or models are never drawn as one line. Empty before any score.
   */
  lines: z.array(
    z.object({
      source: z.enum(SCORE_SOURCES),
      bureau: z.enum(BUREAUS).nullable(),
      model: z.string().nullable(),
      /** Oldest first; one entry per calendar month (UTC), the current month last. */
      months: trendMonthsSchema,
    }),
  ),
});
export type ScoreTrend = z.infer<typeof scoreTrendSchema>;

export const scoreHistoryContract = c.router({
  trend: {
    method: 'GET',
    path: '/api/score-history/:userId',
    pathParams: z.object({ userId: userIdParam }),
    summary: `The user's credit scores at the end of each of the last ${SCORE_TREND_MONTHS} months, one line per source, bureau and model`,
    responses: { 200: scoreTrendSchema, 400: errorSchema, ...userScopedErrors },
  },
});
