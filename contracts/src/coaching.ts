import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema, MAX_ID } from './common';
import { assessmentAnswersSchema, FACTOR_SOURCES, finxChangeSchema } from './scoring';
import { userIdParam, userScopedErrors } from './users';

const c = initContract();

/** Lessons per level: 0–4 lessons is level 1, 10–14 level 3. A new user is level 1. */
export const LESSONS_PER_LEVEL = 5;
/** Level names, from level 1 (the spec's 'Advanced' is level 3). */
export const LEVEL_NAMES = ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Master'] as const;
/** Advanced strategies unlock with this many lessons completed. */
export const ADVANCED_STRATEGIES_AT = 15;

export const levelForLessons = (completedLessons: number) => 1 + Math.floor(completedLessons / LESSONS_PER_LEVEL);
export const levelName = (level: number) => LEVEL_NAMES[Math.min(level, LEVEL_NAMES.length) - 1] ?? LEVEL_NAMES[0];
export const lessonsToAdvanced = (completedLessons: number) => Math.max(0, ADVANCED_STRATEGIES_AT - completedLessons);

/** Credit-score milestones, lowest first; the next one is the first above the user's current score. */
export const SCORE_MILESTONES = [700, 750, 800, 850] as const;

/** The milestone that follows from the user's score (no score yet: telling us it is the first step). */
export function nextMilestoneFor(currentScore: number | null, completedLessons: number, totalLessons: number): string {
  if (currentScore === null) return 'Add your credit score to set your first milestone';
  const next = SCORE_MILESTONES.find((m) => currentScore < m);
  if (next !== undefined) return `Reach ${next}+ credit score`;
  if (completedLessons < totalLessons) return `Complete all ${totalLessons} lessons`;
  return 'Keep your score above 800';
}

const score100 = (label: string) => {
  const message = `${label} must be a whole number from 0 to 100`;
  return z.number({ invalid_type_error: message }).int(message).min(0, message).max(100, message);
};
const factor = () => z.number().int().min(0).max(100).nullable();

export const coachingProgressSchema = z.object({
  userId: z.number().int().positive(),
  /** 0–100, the factors weighted (FinX Score = overallScore × 10); null while we know nothing of the user's credit. */
  overallScore: factor(),
  level: z.number().int().positive(),
  /** 'Beginner' … 'Master' (LEVEL_NAMES). */
  levelName: z.enum(LEVEL_NAMES),
  completedLessons: z.number().int().min(0),
  totalLessons: z.number().int().positive(),
  /** The lesson the user has opened and not completed yet (it can be completed once its check is answered). */
  openedLesson: z.number().int().positive().nullable(),
  nextMilestone: z.string(),
  /** Lessons still needed to unlock advanced strategies (0 once unlocked). */
  lessonsToAdvanced: z.number().int().min(0),
  paymentHistoryScore: factor(),
  utilizationScore: factor(),
  creditMixScore: factor(),
  accountAgeScore: factor(),
  /** New credit (recent applications): the 10 % the four factors leave. */
  newCreditScore: factor(),
  /** Where the factors come from; all but a read credit report are estimates. */
  scoreSource: z.enum(FACTOR_SOURCES),
  estimated: z.boolean(),
  /** The self-reported credit score an estimate is based on ('self_reported' only). */
  estimatedFrom: z.number().int().nullable(),
  lastAssessmentDate: z.string().datetime().nullable(),
  /** The FinX Score's last change and its cause (finxChangeText words it); null without a FinX Score. */
  finxChange: finxChangeSchema.nullable(),
});
export type CoachingProgress = z.infer<typeof coachingProgressSchema>;

const wholeNumber = (label: string) => z.number({ invalid_type_error: `${label} must be a whole number` }).int(`${label} must be a whole number`);

/**
 * The spec's PATCH payloads, plus what makes each action real. Complete Lesson: completedLessons +
 * overallScore (spec) and the lesson's number with the index of the answer to its check question. Take
 * Assessment: the four sub-scores + lastAssessmentDate + overallScore (spec) and the answers. The spec's
 * numbers are range-checked but the server computes every number from what it has stored and the answers.
 */
export const updateCoachingProgressBodySchema = z
  .object({
    completedLessons: wholeNumber('completedLessons')
      .min(0, 'completedLessons must be from 0 to the number of lessons')
      .max(20, 'completedLessons must be from 0 to the number of lessons')
      .optional(),
    overallScore: score100('overallScore').optional(),
    paymentHistoryScore: score100('paymentHistoryScore').optional(),
    utilizationScore: score100('utilizationScore').optional(),
    creditMixScore: score100('creditMixScore').optional(),
    accountAgeScore: score100('accountAgeScore').optional(),
    lastAssessmentDate: z.string().datetime({ message: 'lastAssessmentDate must be an ISO date-time' }).optional(),
    lesson: wholeNumber('lesson').positive('lesson must be a lesson number').optional(),
    answer: wholeNumber('answer').min(0, 'answer must be the index of an option').optional(),
    answers: assessmentAnswersSchema.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.lesson !== undefined || b.completedLessons !== undefined) {
      if (b.lesson === undefined || b.answer === undefined) ctx.addIssue({ code: 'custom', message: "Answer the lesson's check question to complete it" });
    } else if (b.answers === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Answer the assessment questions to take the assessment' });
    }
  });
export type UpdateCoachingProgressBody = z.infer<typeof updateCoachingProgressBodySchema>;

/** Which coaching action a PATCH body names. */
export const coachingAction = (b: UpdateCoachingProgressBody): 'lesson' | 'assessment' =>
  b.lesson !== undefined || b.completedLessons !== undefined ? 'lesson' : 'assessment';

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
  /** Answered correctly, after reading, to complete the lesson (the right answer stays on the server). */
  check: z.object({ question: z.string(), options: z.array(z.string()).min(2) }),
  /** Paragraphs of plain text. */
  body: z.array(z.string()),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const coachingContract = c.router({
  getProgress: {
    method: 'GET',
    path: '/api/coaching-progress/:userId',
    pathParams: z.object({ userId: userIdParam }),
    summary: "The user's lessons, level and FinX factors, computed from their own data (factors null before onboarding)",
    responses: { 200: coachingProgressSchema, 400: errorSchema, ...userScopedErrors },
  },
  updateProgress: {
    method: 'PATCH',
    path: '/api/coaching-progress/:userId',
    pathParams: z.object({ userId: userIdParam }),
    body: updateCoachingProgressBodySchema,
    summary: 'Complete Lesson (the opened lesson, its check answered) or Take Assessment (the answers set the factors); records an activity',
    responses: { 200: coachingProgressSchema, 400: errorSchema, ...userScopedErrors, 409: errorSchema, 422: errorSchema },
  },
  lessons: {
    method: 'GET',
    path: '/api/coaching-lessons',
    summary: 'The lesson catalogue, in course order, with each check question (signed-in users)',
    responses: { 200: z.object({ lessons: z.array(lessonSchema) }), 401: errorSchema },
  },
  openLesson: {
    method: 'POST',
    path: '/api/coaching-lessons/:number/open',
    pathParams: z.object({ number: z.coerce.number().int().positive('Lesson number must be positive').max(MAX_ID, 'Lesson number is too large') }),
    body: z.object({}).passthrough(),
    summary: 'Records that the signed-in user opened a lesson: the next one can then be completed (earlier ones are only re-read)',
    responses: { 200: z.object({ openedLesson: z.number().int().positive().nullable() }), 400: errorSchema, 401: errorSchema, 404: errorSchema },
  },
});
