import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './common';
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

export const creditProfileSchema = z.object({
  userId: z.number().int().positive(),
  currentScore: z.number().int(),
  goalScore: z.number().int(),
  targetScore: z.number().int(),
  /**
   * The change since the end of last month (UTC): the current score minus the last one recorded before this
   * month began; null when no score was recorded before this month (nothing to compare with yet).
   */
  scoreChange: z.number().int().nullable(),
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
    summary: 'Onboarding: create (201) or replace (200) the signed-in user\'s credit profile',
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

export const scoreTrendSchema = z.object({
  /** Oldest first; one entry per calendar month (UTC), the current month last. */
  months: z.array(
    z.object({
      /** 'YYYY-MM' */
      month: z.string().regex(/^\d{4}-\d{2}$/),
      /** The score at the end of that month (the latest one this month), null before any score was recorded. */
      score: z.number().int().nullable(),
    }),
  ),
});
export type ScoreTrend = z.infer<typeof scoreTrendSchema>;

export const scoreHistoryContract = c.router({
  trend: {
    method: 'GET',
    path: '/api/score-history/:userId',
    pathParams: z.object({ userId: userIdParam }),
    summary: `The user's credit score at the end of each of the last ${SCORE_TREND_MONTHS} months, from every recorded change`,
    responses: { 200: scoreTrendSchema, 400: errorSchema, ...userScopedErrors },
  },
});
