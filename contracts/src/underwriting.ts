/**
 * AI Credit Optimization (issue 14; spec part 2 §2, §3, §7): the underwriting analysis of the user's own data
 * with its principal reasons and recommendations, and credit-protection insurance (quotes, policies).
 * Money is in US dollars; monthly amounts are per month.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { BUILDER_PROVIDERS } from './builder-accounts';
import { bodyId, errorSchema, pathId } from './common';
import { RISK_LEVELS } from './credit-report';
import { FACTOR_SOURCES } from './scoring';
import { planRequiredSchema } from './service-access';
import { userIdBody, userIdParam, userScopedErrors } from './users';

const c = initContract();

export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Largest amount a money input accepts ($1 billion): anything above is a typo or an attack, not an income. */
export const MAX_MONEY_INPUT = 1_000_000_000;
/** Years at the current employer. */
export const MAX_EMPLOYMENT_YEARS = 70;

const amount = (label: string, max = MAX_MONEY_INPUT) =>
  z
    .number({ invalid_type_error: `${label} must be a number`, required_error: `${label} is required` })
    .finite(`${label} must be a number`)
    .nonnegative(`${label} cannot be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`);

/**
 * Underwriting input (spec §3): all optional numbers, empty ones omitted. income and expenses are monthly;
 * existingDebts is the total balance owed (the processed report's total balance can be copied in);
 * employment is the years at the current employer.
 */
export const underwritingInputSchema = z
  .object({
    income: amount('Monthly income').optional(),
    employment: amount('Years employed', MAX_EMPLOYMENT_YEARS).optional(),
    expenses: amount('Monthly expenses').optional(),
    existingDebts: amount('Existing debts').optional(),
  })
  .strict();
export type UnderwritingInput = z.infer<typeof underwritingInputSchema>;
export const UNDERWRITING_INPUT_LABELS: Record<keyof UnderwritingInput, string> = {
  income: 'Monthly income',
  employment: 'Years employed',
  expenses: 'Monthly expenses',
  existingDebts: 'Existing debts',
};

export const analyzeBodySchema = z.object({ userId: userIdBody, additionalData: underwritingInputSchema.default({}) });
export type AnalyzeBody = z.infer<typeof analyzeBodySchema>;

export const RECOMMENDATION_TYPES = ['secured_card', 'builder_account', 'dispute', 'tradeline', 'debt_consolidation'] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];
export const RECOMMENDATION_TYPE_LABELS: Record<RecommendationType, string> = {
  secured_card: 'Secured card',
  builder_account: 'Credit builder',
  dispute: 'Dispute',
  tradeline: 'Authorized user',
  debt_consolidation: 'Debt consolidation',
};
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** What the user can do about a recommendation in this product, in one click. */
export const recommendationActionSchema = z.discriminatedUnion('kind', [
  /** POST /api/builder-accounts { provider } */
  z.object({ kind: z.literal('enroll_builder'), provider: z.enum(BUILDER_PROVIDERS) }),
  /** POST /api/credit-report-findings/{key}/file */
  z.object({ kind: z.literal('file_finding'), key: z.string() }),
]);
export type RecommendationAction = z.infer<typeof recommendationActionSchema>;

export const recommendationSchema = z.object({
  /** Stable within a result (e.g. 'builder_account:self', 'dispute:<finding key>'). */
  id: z.string(),
  type: z.enum(RECOMMENDATION_TYPES),
  title: z.string(),
  description: z.string(),
  /** Points on the 0–100 creditworthiness score the model computes if the action succeeds. */
  estimatedImpact: z.number().int(),
  provider: z.string(),
  timeframe: z.string(),
  priority: z.enum(PRIORITIES),
  cost: z.string(),
  action: recommendationActionSchema.nullable(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** A principal reason, in the words an adverse-action notice uses (ECOA / Regulation B), with the user's numbers. */
export const underwritingReasonSchema = z.object({
  code: z.string(),
  text: z.string(),
  detail: z.string(),
});
export type UnderwritingReason = z.infer<typeof underwritingReasonSchema>;

/**
 * What credit data the analysis had: a processed credit report; only a score the user told us or their assessment
 * answers (`self_reported`: scored, with lower confidence); or none — then there is no score and no risk level,
 * because income, expenses and debts do not tell a lender how someone repays credit.
 */
export const CREDIT_DATA_KINDS = ['credit_report', 'self_reported', 'none'] as const;
export type CreditDataKind = (typeof CREDIT_DATA_KINDS)[number];

export const NEEDS_CREDIT_REPORT = 'Upload a credit report so the analysis can read your credit history';

/** The sentence a result without a credit report carries (null with one): what it is based on, or what it needs. */
export function creditDataNote(basis: { creditData: CreditDataKind; finxSource: (typeof FACTOR_SOURCES)[number] }): string | null {
  if (basis.creditData === 'credit_report') return null;
  if (basis.creditData === 'none') {
    return `No score yet: ${NEEDS_CREDIT_REPORT.charAt(0).toLowerCase()}${NEEDS_CREDIT_REPORT.slice(1)}. Income, expenses and debts alone do not show a lender how you repay credit.`;
  }
  const from = basis.finxSource === 'assessment' ? 'your assessment answers' : 'the credit score you told us';
  return `Based on ${from}, not a credit report, so the confidence is lower. ${NEEDS_CREDIT_REPORT}.`;
}

/** What the analysis was computed from. */
export const underwritingBasisSchema = z.object({
  reportId: z.number().int().nullable(),
  reportDate: z.string().nullable(),
  bureau: z.string().nullable(),
  finxScore: z.number().int().nullable(),
  finxSource: z.enum(FACTOR_SOURCES),
  creditData: z.enum(CREDIT_DATA_KINDS),
  openDisputes: z.number().int(),
  /** Monthly debt payments ÷ monthly income; null without income. */
  debtToIncome: z.number().nullable(),
  /** The inputs the analysis lacked, each of which lowered the confidence. */
  missing: z.array(z.string()),
});

export const NARRATIVE_SOURCES = ['offline', 'openai'] as const;

/** Underwriting result (spec §3) plus its reasons, basis and narrative; stored per user. Without credit data it has no score or risk level. */
export const underwritingResultSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  createdAt: z.string().datetime(),
  /** Null without credit data (basis.creditData 'none'): no score and no risk level from income alone. */
  creditworthinessScore: z.number().int().min(0).max(100).nullable(),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
  /** Percent. */
  confidenceScore: z.number().int().min(0).max(100),
  reasons: z.array(underwritingReasonSchema),
  recommendations: z.array(recommendationSchema),
  inputs: underwritingInputSchema,
  basis: underwritingBasisSchema,
  narrative: z.string(),
  narrativeSource: z.enum(NARRATIVE_SOURCES),
  /** Why the AI narrative was not used (its answer failed or was malformed); null otherwise. */
  narrativeNote: z.string().nullable(),
  model: z.string(),
});
export type UnderwritingResult = z.infer<typeof underwritingResultSchema>;

export const underwritingHistoryItemSchema = underwritingResultSchema.pick({
  id: true,
  createdAt: true,
  creditworthinessScore: true,
  riskLevel: true,
  confidenceScore: true,
});
export type UnderwritingHistoryItem = z.infer<typeof underwritingHistoryItemSchema>;

/** AI provider status (spec §3): provider and a note per entry. */
export const aiProviderStatusSchema = z.object({ provider: z.string(), note: z.string(), active: z.boolean() });
export type AiProviderStatus = z.infer<typeof aiProviderStatusSchema>;

// ---- Insurance -------------------------------------------------------------------------------------------

export const INSURANCE_PROVIDERS = ['shield', 'harbor', 'keystone'] as const;
export type InsuranceProviderKey = (typeof INSURANCE_PROVIDERS)[number];
/** A quote can be purchased for this many days. */
export const QUOTE_VALID_DAYS = 30;

export const insuranceProviderSchema = z.object({ name: z.string(), description: z.string(), specialties: z.array(z.string()) });
export type InsuranceProvider = z.infer<typeof insuranceProviderSchema>;

export const coverageSchema = z.object({ maximumCoverage: z.number(), deductible: z.number() });

/** Insurance quote (spec §3). */
export const insuranceQuoteSchema = z.object({
  id: z.string(),
  providerKey: z.enum(INSURANCE_PROVIDERS),
  provider: z.string(),
  monthlyPremium: z.number(),
  riskLevel: z.enum(RISK_LEVELS),
  coverage: coverageSchema,
  /** The monthly income the coverage was sized from. */
  income: z.number(),
  /** No insurer integration prices or issues it: an illustrative quote, from which no policy can be bought. */
  illustrative: z.boolean(),
  underwritingResultId: z.number().int().positive(),
  createdAt: z.string().datetime(),
  expiresAt: z.string().datetime(),
});
export type InsuranceQuote = z.infer<typeof insuranceQuoteSchema>;

/**
 * illustrative: a quote the user saved while no insurer integration exists — no policy exists and nothing is charged.
 * active / cancelled: a policy an insurer integration confirmed (none is connected yet).
 */
export const POLICY_STATUSES = ['illustrative', 'active', 'cancelled'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];
export const insurancePolicySchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  quoteId: z.string(),
  providerKey: z.enum(INSURANCE_PROVIDERS),
  provider: z.string(),
  monthlyPremium: z.number(),
  riskLevel: z.enum(RISK_LEVELS),
  coverage: coverageSchema,
  paymentMethod: z.literal('card'),
  status: z.enum(POLICY_STATUSES),
  createdAt: z.string().datetime(),
  cancelledAt: z.string().datetime().nullable(),
});
export type InsurancePolicy = z.infer<typeof insurancePolicySchema>;

const resultRef = z.object({ id: bodyId('underwritingResult.id', 'Run an analysis first: underwritingResult.id is required') }).passthrough();
const quoteRef = z.object({ id: z.string({ required_error: 'quote.id is required' }).min(1).max(64) }).passthrough();

export const quoteBodySchema = z.object({
  userId: userIdBody,
  /** The stored result (by id); the server prices from its own copy, never from the client's numbers. */
  underwritingResult: resultRef,
  /** Monthly income to size the coverage; defaults to the analysis's. */
  income: amount('Monthly income').optional(),
});
export const purchaseBodySchema = z.object({
  userId: userIdBody,
  quote: quoteRef,
  paymentMethod: z.literal('card', { errorMap: () => ({ message: "paymentMethod must be 'card'" }) }),
});

const idParam = z.object({ id: pathId('Policy') });

export const underwritingContract = c.router({
  analyze: {
    method: 'POST',
    path: '/api/ai-underwriting/analyze',
    body: analyzeBodySchema,
    summary: 'Runs the underwriting analysis of your stored data and the inputs given; stores and returns the result',
    responses: { 201: underwritingResultSchema, 400: errorSchema, ...userScopedErrors, 402: planRequiredSchema, 422: errorSchema },
  },
  results: {
    method: 'GET',
    path: '/api/ai-underwriting/results/:userId',
    pathParams: z.object({ userId: userIdParam }),
    summary: 'Your last analysis (null before the first) and the history of past scores, newest first',
    responses: {
      200: z.object({ latest: underwritingResultSchema.nullable(), history: z.array(underwritingHistoryItemSchema) }),
      400: errorSchema,
      ...userScopedErrors,
    },
  },
  providers: {
    method: 'GET',
    path: '/api/ai-underwriting/providers',
    summary: 'Which model writes the analysis: the configured AI model, or the offline model, with a note',
    responses: { 200: z.object({ providers: z.array(aiProviderStatusSchema) }), ...userScopedErrors },
  },
});

export const insuranceContract = c.router({
  quote: {
    method: 'POST',
    path: '/api/insurance/quote',
    body: quoteBodySchema,
    summary: `Illustrative credit-protection quotes from every provider, priced from the analysis's risk level and the income; valid ${QUOTE_VALID_DAYS} days. An analysis without credit data (no score) is not quoted (422)`,
    responses: {
      201: z.object({ quotes: z.array(insuranceQuoteSchema) }),
      400: errorSchema,
      ...userScopedErrors,
      402: planRequiredSchema,
      404: errorSchema,
      422: errorSchema,
    },
  },
  purchase: {
    method: 'POST',
    path: '/api/insurance/purchase',
    body: purchaseBodySchema,
    summary:
      'Saves a quote (re-checked: yours, unexpired, unsaved, risk unchanged). No insurer is connected: it is kept as an illustrative quote (status illustrative), no policy exists and nothing is charged',
    responses: { 201: insurancePolicySchema, 400: errorSchema, ...userScopedErrors, 404: errorSchema, 409: errorSchema, 410: errorSchema },
  },
  policies: {
    method: 'GET',
    path: '/api/insurance/policies/:userId',
    pathParams: z.object({ userId: userIdParam }),
    summary: 'Your policies, newest first, with their status',
    responses: { 200: z.object({ policies: z.array(insurancePolicySchema) }), 400: errorSchema, ...userScopedErrors },
  },
  cancelPolicy: {
    method: 'POST',
    path: '/api/insurance/policies/:id/cancel',
    pathParams: idParam,
    body: z.object({}).optional(),
    summary: 'Cancels one of your active policies',
    responses: { 200: insurancePolicySchema, 400: errorSchema, ...userScopedErrors, 404: errorSchema, 409: errorSchema },
  },
  providers: {
    method: 'GET',
    path: '/api/insurance/providers',
    summary: 'The insurance providers, keyed by provider: name, description, specialties',
    responses: { 200: z.record(z.enum(INSURANCE_PROVIDERS), insuranceProviderSchema), ...userScopedErrors },
  },
});
