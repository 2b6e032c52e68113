import { defineEntity, p } from '@mikro-orm/core';

/** The user's credit score as it was recorded at a moment (onboarding and every later change). */
export const ScoreHistoryEntity = defineEntity({
  name: 'ScoreHistory',
  tableName: 'score_history',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    score: p.integer(),
    /** What the user told us (onboarding), or a credit report we read. */
    source: p.enum(['self_reported', 'credit_report'] as const).default('self_reported'),
    recordedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ScoreHistoryRecord = InstanceType<typeof ScoreHistoryEntity.class>;
