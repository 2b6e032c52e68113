import { defineEntity, p } from '@mikro-orm/core';
import { INSURANCE_PROVIDERS, POLICY_STATUSES, RISK_LEVELS, type UnderwritingInput, type UnderwritingResult } from '@finx/contracts';

/** What a stored result keeps beside its headline numbers (results stored before issue 26 lack `basis.creditData`). */
export type StoredAnalysis = Pick<UnderwritingResult, 'reasons' | 'recommendations' | 'narrative' | 'narrativeSource' | 'narrativeNote' | 'model'> & {
  basis: Omit<UnderwritingResult['basis'], 'creditData'> & Partial<Pick<UnderwritingResult['basis'], 'creditData'>>;
};

/** One underwriting analysis, with the inputs it was run on (the history of a user's scores). */
export const UnderwritingResultEntity = defineEntity({
  name: 'UnderwritingResult',
  tableName: 'underwriting_results',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    /** Null without credit data (no score, no risk level). */
    creditworthinessScore: p.integer().nullable(),
    riskLevel: p.enum(RISK_LEVELS).nullable(),
    confidenceScore: p.integer(),
    inputs: p.json<UnderwritingInput>(),
    analysis: p.json<StoredAnalysis>(),
    createdAt: p.datetime(),
  },
});
export type UnderwritingResultRecord = InstanceType<typeof UnderwritingResultEntity.class>;

/** A credit-protection quote: priced once, purchasable until it expires. Money in cents. */
export const InsuranceQuoteEntity = defineEntity({
  name: 'InsuranceQuote',
  tableName: 'insurance_quotes',
  properties: {
    id: p.string().length(40).primary(),
    userId: p.bigint('number'),
    resultId: p.bigint('number'),
    provider: p.enum(INSURANCE_PROVIDERS),
    riskLevel: p.enum(RISK_LEVELS),
    monthlyPremiumCents: p.integer(),
    maximumCoverage: p.integer(),
    deductible: p.integer(),
    incomeCents: p.bigint('number'),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    purchasedAt: p.datetime().nullable(),
  },
});
export type InsuranceQuoteRecord = InstanceType<typeof InsuranceQuoteEntity.class>;

/** A saved quote: 'illustrative' while no insurer integration exists (no policy); an insurer-confirmed policy is 'active' (at most one per user and provider). */
export const InsurancePolicyEntity = defineEntity({
  name: 'InsurancePolicy',
  tableName: 'insurance_policies',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    quoteId: p.string().length(40),
    provider: p.enum(INSURANCE_PROVIDERS),
    riskLevel: p.enum(RISK_LEVELS),
    monthlyPremiumCents: p.integer(),
    maximumCoverage: p.integer(),
    deductible: p.integer(),
    status: p.enum(POLICY_STATUSES),
    createdAt: p.datetime(),
    cancelledAt: p.datetime().nullable(),
  },
});
export type InsurancePolicyRecord = InstanceType<typeof InsurancePolicyEntity.class>;
