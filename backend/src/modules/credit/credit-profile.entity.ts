import { defineEntity, p } from '@mikro-orm/core';
import { PRIMARY_GOALS, TIMEFRAMES } from '@finx/contracts';

/**
 * One per user, written by onboarding. goalScore is the target the user chose (targetScore). The change from
 * last month is not stored: it is read from score_history (credit-profiles.service.ts).
 */
export const CreditProfileEntity = defineEntity({
  name: 'CreditProfile',
  tableName: 'credit_profiles',
  properties: {
    userId: p.bigint('number').primary().autoincrement(false),
    currentScore: p.integer(),
    goalScore: p.integer(),
    targetScore: p.integer(),
    primaryGoal: p.enum(PRIMARY_GOALS),
    timeframe: p.enum(TIMEFRAMES),
    lastUpdated: p.datetime(),
  },
});
