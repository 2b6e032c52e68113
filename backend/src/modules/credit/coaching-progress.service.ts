import {
  type AssessmentAnswers,
  type CoachingProgress,
  factorsFromAnswers,
  isEstimated,
  lessonsToAdvanced,
  levelForLessons,
  levelName,
  nextMilestoneFor,
  overallOf,
} from '@finx/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { qualifiedTable } from '../../platform/db/orm';
import { AppError } from '../../platform/app-error';
import { recordActivity } from './activities.service';
import { CoachingProgressEntity, type CoachingProgressRecord } from './coaching-progress.entity';
import { recordFactors, resolveFactors } from './credit-factors.service';
import { LESSON_ANSWERS, LESSONS } from './lessons';
import { notifyUser } from '../notifications';

export type CoachingAction = { action: 'lesson'; lesson: number; answer: number } | { action: 'assessment'; answers: AssessmentAnswers };

export const findCoachingProgress = (em: EntityManager, userId: number) => em.findOne(CoachingProgressEntity, { userId });

export const allLessonsDone = (total: number) => `You have completed all ${total} lessons`;

/** The user's lessons row, created at 0 lessons on first use, locked for the rest of the transaction. */
async function lockedProgress(tx: EntityManager, userId: number, at: Date): Promise<CoachingProgressRecord> {
  await tx.execute(
    `insert into ${qualifiedTable(tx, 'coaching_progress')} ("user_id", "completed_lessons", "total_lessons", "updated_at")
     values (?, 0, ?, ?) on conflict ("user_id") do nothing`,
    [userId, LESSONS.length, at],
  );
  return tx.findOneOrFail(CoachingProgressEntity, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/**
 * Opening a lesson: the next one (completed + 1) becomes the one that can be completed; an earlier one is
 * only re-read. Unknown lesson numbers are 404.
 */
export async function openLesson(em: EntityManager, userId: number, lessonNumber: number, at = new Date()): Promise<number | null> {
  if (!LESSONS[lessonNumber - 1]) throw new AppError('not_found', `There is no lesson ${lessonNumber}`);
  return em.transactional(async (tx) => {
    const row = await lockedProgress(tx, userId, at);
    if (lessonNumber === row.completedLessons + 1) tx.assign(row, { openedLesson: lessonNumber, updatedAt: at });
    return row.openedLesson ?? null;
  });
}

/**
 * Complete Lesson or Take Assessment, with the lessons row locked and the activity recorded in the same
 * transaction. A lesson counts once it is the next one, was opened, and its check question is answered
 * right: it is learning progress and changes no score. An assessment's answers set the factors.
 */
export async function applyCoachingAction(em: EntityManager, userId: number, action: CoachingAction, at = new Date()): Promise<CoachingProgressRecord> {
  return em.transactional(async (tx) => {
    const row = await lockedProgress(tx, userId, at);
    if (action.action === 'lesson') {
      completeLesson(tx, row, action, at);
      const level = levelForLessons(row.completedLessons);
      if (level > levelForLessons(row.completedLessons - 1))
        await notifyUser(tx, userId, 'coaching_milestone', {
          title: `Level ${level} reached: ${levelName(level)}`,
          body: `You completed ${row.completedLessons} of ${LESSONS.length} lessons.`,
          link: '/coaching',
        });
    } else {
      const factors = factorsFromAnswers(action.answers);
      await recordFactors(tx, userId, 'assessment', factors, { answers: action.answers }, at);
      tx.assign(row, { updatedAt: at });
      recordActivity(tx, userId, {
        type: 'assessment_completed',
        title: 'Assessment completed',
        description: `Estimated FinX Score ${overallOf(factors) * 10}/1000 from your answers`,
        metadata: { overallScore: overallOf(factors) },
        at,
      });
    }
    return row;
  });
}

function completeLesson(tx: EntityManager, row: CoachingProgressRecord, { lesson: number, answer }: { lesson: number; answer: number }, at: Date) {
  if (row.completedLessons >= LESSONS.length) throw new AppError('conflict', allLessonsDone(LESSONS.length));
  const next = row.completedLessons + 1;
  if (number !== next) throw new AppError('conflict', number < next ? `You have already completed lesson ${number}` : `Complete lesson ${next} first`);
  if (row.openedLesson !== next) throw new AppError('conflict', `Open lesson ${next} and read it before completing it`);
  if (answer !== LESSON_ANSWERS[next - 1]) throw new AppError('wrong_answer', "That's not the right answer. Read the lesson again and try once more.");
  const lesson = LESSONS[next - 1]!;
  tx.assign(row, { completedLessons: next, totalLessons: LESSONS.length, openedLesson: null, updatedAt: at });
  recordActivity(tx, row.userId, {
    type: 'lesson_completed',
    title: 'Lesson completed',
    description: `Lesson ${lesson.number}: ${lesson.title}`,
    metadata: { lesson: lesson.number, slug: lesson.slug },
    at,
  });
}

/**
 * The API's view, computed from the user's own data: lessons (0 of 20 before the first), the level and
 * milestone they give, and the factors from the scoring module.
 */
export async function coachingProgressOf(em: EntityManager, userId: number, currentScore: number | null): Promise<CoachingProgress> {
  const [row, resolved] = await Promise.all([findCoachingProgress(em, userId), resolveFactors(em, userId, currentScore)]);
  const completedLessons = row?.completedLessons ?? 0;
  const level = levelForLessons(completedLessons);
  const f = resolved.factors;
  return {
    userId,
    overallScore: resolved.overallScore,
    level,
    levelName: levelName(level),
    completedLessons,
    totalLessons: LESSONS.length,
    openedLesson: row?.openedLesson ?? null,
    nextMilestone: nextMilestoneFor(currentScore, completedLessons, LESSONS.length),
    lessonsToAdvanced: lessonsToAdvanced(completedLessons),
    paymentHistoryScore: f?.paymentHistoryScore ?? null,
    utilizationScore: f?.utilizationScore ?? null,
    creditMixScore: f?.creditMixScore ?? null,
    accountAgeScore: f?.accountAgeScore ?? null,
    newCreditScore: f?.newCreditScore ?? null,
    scoreSource: resolved.source,
    estimated: isEstimated(resolved.source),
    estimatedFrom: resolved.estimatedFrom,
    lastAssessmentDate: resolved.lastAssessmentDate?.toISOString() ?? null,
    finxChange: resolved.change,
  };
}
