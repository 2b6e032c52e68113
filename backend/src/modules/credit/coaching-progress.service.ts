import {
  applyAssessment,
  applyLesson,
  COACHING_FALLBACK,
  type CoachingProgress,
  lessonsToAdvanced,
  levelForLessons,
  nextMilestoneFor,
  SUBSCORE_FALLBACK,
} from '@finx/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { qualifiedTable } from '../../platform/db/orm';
import { HttpError } from '../../platform/http/errors';
import { recordActivity } from './activities.service';
import { CoachingProgressEntity, type CoachingProgressRecord } from './coaching-progress.entity';
import { LESSONS } from './lessons';

export type CoachingAction = 'lesson' | 'assessment';

export const findCoachingProgress = (em: EntityManager, userId: number) => em.findOne(CoachingProgressEntity, { userId });

/** Where a user without progress starts: what the screens showed them (the spec's fallbacks). */
const startingPoint = () => ({ ...COACHING_FALLBACK, ...SUBSCORE_FALLBACK, totalLessons: LESSONS.length });

export const allLessonsDone = (total: number) => `You have completed all ${total} lessons`;

/**
 * Complete Lesson or Take Assessment: the rule (contracts' applyLesson / applyAssessment) is applied to
 * what is stored, with the row locked, and the activity is recorded in the same transaction — two
 * concurrent clicks count twice, never once. A user without a row starts from the spec's fallbacks.
 */
export async function applyCoachingAction(em: EntityManager, userId: number, action: CoachingAction, at = new Date()): Promise<CoachingProgressRecord> {
  return em.transactional(async (tx) => {
    const start = startingPoint();
    await tx.execute(
      `insert into ${qualifiedTable(tx, 'coaching_progress')} ("user_id", "overall_score", "completed_lessons", "total_lessons",
         "payment_history_score", "utilization_score", "credit_mix_score", "account_age_score", "updated_at")
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict ("user_id") do nothing`,
      [userId, start.overallScore, start.completedLessons, start.totalLessons, start.paymentHistoryScore, start.utilizationScore, start.creditMixScore, start.accountAgeScore, at],
    );
    const row = await tx.findOneOrFail(CoachingProgressEntity, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const current = { ...numbersOf(row), totalLessons: LESSONS.length };

    if (action === 'lesson') {
      if (current.completedLessons >= current.totalLessons) throw new HttpError(409, allLessonsDone(current.totalLessons));
      const lesson = LESSONS[current.completedLessons]!;
      tx.assign(row, { ...applyLesson(current), updatedAt: at });
      recordActivity(tx, userId, {
        type: 'lesson_completed',
        title: 'Lesson completed',
        description: `Lesson ${lesson.number}: ${lesson.title}`,
        metadata: { lesson: lesson.number, slug: lesson.slug },
        at,
      });
    } else {
      const next = applyAssessment(current);
      tx.assign(row, { ...next, lastAssessmentDate: at, updatedAt: at });
      recordActivity(tx, userId, {
        type: 'assessment_completed',
        title: 'Assessment completed',
        description: `FinX Score ${next.overallScore * 10}/1000`,
        metadata: { overallScore: next.overallScore },
        at,
      });
    }
    return row;
  });
}

function numbersOf(row: CoachingProgressRecord) {
  return {
    overallScore: row.overallScore,
    completedLessons: row.completedLessons,
    totalLessons: row.totalLessons,
    paymentHistoryScore: row.paymentHistoryScore,
    utilizationScore: row.utilizationScore,
    creditMixScore: row.creditMixScore,
    accountAgeScore: row.accountAgeScore,
  };
}

/** The API's view: level, milestone (from the profile's score, null without one) and lessons-to-advanced derived. */
export function toCoachingProgress(row: CoachingProgressRecord, currentScore: number | null): CoachingProgress {
  return {
    userId: row.userId,
    ...numbersOf(row),
    level: levelForLessons(row.completedLessons),
    nextMilestone: nextMilestoneFor(currentScore, row.completedLessons, row.totalLessons),
    lessonsToAdvanced: lessonsToAdvanced(row.completedLessons),
    lastAssessmentDate: row.lastAssessmentDate ? row.lastAssessmentDate.toISOString() : null,
  };
}
