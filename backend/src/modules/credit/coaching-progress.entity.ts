import { defineEntity, p } from '@mikro-orm/core';

/**
 * A user's lessons, from the first lesson opened on. The level and milestone follow from these numbers
 * (contracts/src/coaching.ts); the FinX factors are the scoring module's (credit-factors.service.ts).
 */
export const CoachingProgressEntity = defineEntity({
  name: 'CoachingProgress',
  tableName: 'coaching_progress',
  properties: {
    userId: p.bigint('number').primary().autoincrement(false),
    completedLessons: p.integer(),
    totalLessons: p.integer(),
    /** The lesson opened and not completed yet: only it can be completed next. */
    openedLesson: p.integer().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type CoachingProgressRecord = InstanceType<typeof CoachingProgressEntity.class>;
