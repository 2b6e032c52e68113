import { defineEntity, p } from '@mikro-orm/core';

/** The user's credit score as it was recorded at a moment (onboarding and every later change). */
export const ScoreHistoryEntity = defineEntity({
  name: 'ScoreHistory',
  tableName: 'score_history',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    score: p.integer(),
    recordedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ScoreHistoryRecord = InstanceType<typeof ScoreHistoryEntity.class>;
