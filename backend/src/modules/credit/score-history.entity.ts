import { BUREAUS, SCORE_SOURCES } from '@finx/contracts';
import { defineEntity, p } from '@mikro-orm/core';

/**
 * The user's credit score as it was recorded at a moment (onboarding, every later change, each score a read
 * credit report states), with what it is: its source, and for a report its bureau, scoring model and date.
 */
export const ScoreHistoryEntity = defineEntity({
  name: 'ScoreHistory',
  tableName: 'score_history',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    score: p.integer(),
    /** What the user told us (onboarding), or a credit report we read. */
    source: p.enum(SCORE_SOURCES).default('self_reported'),
    /** The bureau whose file a report's score is of; null when self-reported or not stated (never guessed). */
    bureau: p.enum(BUREAUS).nullable(),
    /** The scoring model as normalizeScoreModel spells it; null when not stated. */
    model: p.string().nullable(),
    /** The day the score is of ('YYYY-MM-DD' or 'YYYY-MM'): the report's date; null → the day it was recorded. */
    scoredOn: p.string().nullable(),
    recordedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ScoreHistoryRecord = InstanceType<typeof ScoreHistoryEntity.class>;
