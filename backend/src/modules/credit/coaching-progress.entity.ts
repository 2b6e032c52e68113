import { defineEntity, p } from '@mikro-orm/core';

/**
 * One per user, from the first Complete Lesson or Take Assessment on. level, nextMilestone and
 * lessonsToAdvanced are not stored: they follow from these numbers (contracts/src/coaching.ts).
 */
export const CoachingProgressEntity = defineEntity({
  name: 'CoachingProgress',
  tableName: 'coaching_progress',
  properties: {
    userId: p.bigint('number').primary().autoincrement(false),
    overallScore: p.integer(),
    completedLessons: p.integer(),
    totalLessons: p.integer(),
    paymentHistoryScore: p.integer(),
    utilizationScore: p.integer(),
    creditMixScore: p.integer(),
    accountAgeScore: p.integer(),
    lastAssessmentDate: p.datetime().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type CoachingProgressRecord = InstanceType<typeof CoachingProgressEntity.class>;
