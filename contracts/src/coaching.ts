import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './common';
import { userIdParam, userScopedErrors } from './users';

const c = initContract();

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

/** A category below this shows 'Improvement opportunity'. */
export const IMPROVEMENT_THRESHOLD = 80;

/** Spec fallbacks (part 1 §3, §9) for a user who has no coaching progress yet; also where new progress starts. */
export const COACHING_FALLBACK = {
  overallScore: 78,
  level: 3,
  completedLessons: 12,
  totalLessons: 20,
  nextMilestone: 'Reach 700+ credit score',
} as const;

/** The spec gives different sub-score fallbacks per screen: dashboard and coaching, and progress. */
export const SUBSCORE_FALLBACK: Subscores = { paymentHistoryScore: 99, utilizationScore: 92, creditMixScore: 85, accountAgeScore: 98 };
export const PROGRESS_SUBSCORE_FALLBACK: Subscores = { paymentHistoryScore: 85, utilizationScore: 65, creditMixScore: 80, accountAgeScore: 75 };

/** Complete Lesson: +1 lesson and +5 overall points (capped at 100). */
export const LESSON_POINTS = 5;
/** Take Assessment: points added to each sub-score (each capped at 100). */
export const ASSESSMENT_GAINS: Subscores = { paymentHistoryScore: 3, utilizationScore: 2, creditMixScore: 4, accountAgeScore: 1 };
/** Lessons per level: 0–4 lessons is level 1, 10–14 level 3 (the spec's default 12 lessons ↔ level 3). */
export const LESSONS_PER_LEVEL = 5;
/** Advanced strategies unlock with this many lessons completed (12 done → 'Complete 3 more lessons…'). */
export const ADVANCED_STRATEGIES_AT = 15;

const cap = (n: number) => Math.min(100, Math.max(0, n));

export const levelForLessons = (completedLessons: number) => 1 + Math.floor(completedLessons / LESSONS_PER_LEVEL);
export const lessonsToAdvanced = (completedLessons: number) => Math.max(0, ADVANCED_STRATEGIES_AT - completedLessons);

/** Credit-score milestones, lowest first; the next one is the first above the user's current score. */
export const SCORE_MILESTONES = [700, 750, 800, 850] as const;

/** The milestone that follows from the user's score (unknown score: the spec's default milestone). */
export function nextMilestoneFor(currentScore: number | null, completedLessons: number, totalLessons: number): string {
  if (currentScore === null) return COACHING_FALLBACK.nextMilestone;
  const next = SCORE_MILESTONES.find((m) => currentScore < m);
  if (next !== undefined) return `Reach ${next}+ credit score`;
  if (completedLessons < totalLessons) return `Complete all ${totalLessons} lessons`;
  return 'Keep your score above 800';
}

export interface CoachingNumbers extends Subscores {
  overallScore: number;
  completedLessons: number;
  totalLessons: number;
}

/** The coaching rules (spec part 1 §9). The server applies them; the client only names the action. */
export function applyLesson<T extends CoachingNumbers>(p: T): T {
  return { ...p, completedLessons: Math.min(p.totalLessons, p.completedLessons + 1), overallScore: cap(p.overallScore + LESSON_POINTS) };
}

export function applyAssessment<T extends CoachingNumbers>(p: T): T {
  const next = { ...p };
  for (const key of SUBSCORE_KEYS) next[key] = cap(p[key] + ASSESSMENT_GAINS[key]);
  next.overallScore = Math.round(SUBSCORE_KEYS.reduce((sum, key) => sum + next[key], 0) / SUBSCORE_KEYS.length);
  return next;
}

const score100 = (label: string) => {
  const message = `${label} must be a whole number from 0 to 100`;
  return z.number({ invalid_type_error: message }).int(message).min(0, message).max(100, message);
};

export const coachingProgressSchema = z.object({
  userId: z.number().int().positive(),
  overallScore: z.number().int().min(0).max(100),
  level: z.number().int().positive(),
  completedLessons: z.number().int().min(0),
  totalLessons: z.number().int().positive(),
  nextMilestone: z.string(),
  /** Lessons still needed to unlock advanced strategies (0 once unlocked). */
  lessonsToAdvanced: z.number().int().min(0),
  paymentHistoryScore: z.number().int().min(0).max(100),
  utilizationScore: z.number().int().min(0).max(100),
  creditMixScore: z.number().int().min(0).max(100),
  accountAgeScore: z.number().int().min(0).max(100),
  lastAssessmentDate: z.string().datetime().nullable(),
});
export type CoachingProgress = z.infer<typeof coachingProgressSchema>;

/**
 * The spec's PATCH payloads: Complete Lesson sends completedLessons + overallScore, Take Assessment the
 * four sub-scores + lastAssessmentDate + overallScore. Values are checked for range; which fields are
 * present names the action, and the server computes the new numbers from what it has stored.
 */
export const updateCoachingProgressBodySchema = z
  .object({
    completedLessons: z
      .number({ invalid_type_error: 'completedLessons must be a whole number' })
      .int('completedLessons must be a whole number')
      .min(0, 'completedLessons must be from 0 to the number of lessons')
      .max(COACHING_FALLBACK.totalLessons, 'completedLessons must be from 0 to the number of lessons')
      .optional(),
    overallScore: score100('overallScore').optional(),
    paymentHistoryScore: score100('paymentHistoryScore').optional(),
    utilizationScore: score100('utilizationScore').optional(),
    creditMixScore: score100('creditMixScore').optional(),
    accountAgeScore: score100('accountAgeScore').optional(),
    lastAssessmentDate: z.string().datetime({ message: 'lastAssessmentDate must be an ISO date-time' }).optional(),
  })
  .refine(
    (b) => {
      const subscores = SUBSCORE_KEYS.filter((k) => b[k] !== undefined).length;
      const lesson = b.completedLessons !== undefined;
      return lesson ? subscores === 0 : subscores === SUBSCORE_KEYS.length;
    },
    { message: 'Send completedLessons (Complete Lesson) or all four sub-scores (Take Assessment)' },
  );
export type UpdateCoachingProgressBody = z.infer<typeof updateCoachingProgressBodySchema>;

/** Which coaching action a PATCH body names. */
export const coachingAction = (b: UpdateCoachingProgressBody): 'lesson' | 'assessment' =>
  b.completedLessons !== undefined ? 'lesson' : 'assessment';

export const LESSON_TOPICS = ['payment_history', 'utilization', 'credit_mix', 'account_age', 'disputes', 'rights'] as const;
export type LessonTopic = (typeof LESSON_TOPICS)[number];
export const LESSON_TOPIC_LABELS: Record<LessonTopic, string> = {
  payment_history: 'Payment history',
  utilization: 'Utilization',
  credit_mix: 'Credit mix',
  account_age: 'Account age',
  disputes: 'Disputes',
  rights: 'Your rights',
};

export const lessonSchema = z.object({
  /** 1-based position in the course; lessons are completed in this order. */
  number: z.number().int().positive(),
  slug: z.string(),
  topic: z.enum(LESSON_TOPICS),
  title: z.string(),
  minutes: z.number().int().positive(),
  summary: z.string(),
  /** Paragraphs of plain text. */
  body: z.array(z.string()),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const coachingContract = c.router({
  getProgress: {
    method: 'GET',
    path: '/api/coaching-progress/:userId',
    pathParams: z.object({ userId: userIdParam }),
    summary: "The user's coaching progress; null until the first lesson or assessment (screens then show the spec's fallbacks)",
    responses: { 200: coachingProgressSchema.nullable(), 400: errorSchema, ...userScopedErrors },
  },
  updateProgress: {
    method: 'PATCH',
    path: '/api/coaching-progress/:userId',
    pathParams: z.object({ userId: userIdParam }),
    body: updateCoachingProgressBodySchema,
    summary: 'Complete Lesson or Take Assessment: the server applies the rule and records an activity',
    responses: { 200: coachingProgressSchema, 400: errorSchema, ...userScopedErrors, 409: errorSchema },
  },
  lessons: {
    method: 'GET',
    path: '/api/coaching-lessons',
    summary: 'The lesson catalogue, in course order (signed-in users)',
    responses: { 200: z.object({ lessons: z.array(lessonSchema) }), 401: errorSchema },
  },
});
