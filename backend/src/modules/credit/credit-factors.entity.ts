import { FACTOR_SOURCES } from '@finx/contracts';
import { defineEntity, p } from '@mikro-orm/core';

/** Factor sub-scores (0–100) a source gave for a user: one row per source, the latest kept. */
export const CreditFactorsEntity = defineEntity({
  name: 'CreditFactors',
  tableName: 'credit_factors',
  properties: {
    userId: p.bigint('number').primary().autoincrement(false),
    source: p.enum(['assessment', 'credit_report'] as const).primary(),
    paymentHistoryScore: p.integer(),
    utilizationScore: p.integer(),
    creditMixScore: p.integer(),
    accountAgeScore: p.integer(),
    newCreditScore: p.integer(),
    /** What the factors were computed from: the assessment's answers, or the report read. */
    details: p.json<Record<string, unknown>>(),
    computedAt: p.datetime(),
    /** The FinX basis this row replaced when written (null: written before it was kept): its overall score and source. */
    previousOverallScore: p.integer().nullable(),
    previousSource: p.enum(FACTOR_SOURCES).nullable(),
  },
});
export type CreditFactorsRecord = InstanceType<typeof CreditFactorsEntity.class>;
