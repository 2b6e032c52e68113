import { estimateFromCreditScore, type Factors, type FactorSource, overallOf } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CreditFactorsEntity, type CreditFactorsRecord } from './credit-factors.entity';

/**
 * The scoring module: a user's FinX factors from the best source we have, best first — a credit report we
 * read, their assessment answers, an estimate from the score they told us at onboarding — or nothing.
 * Sources that measure write a row with {@link recordFactors}; the estimate is computed on read.
 */
export interface ResolvedFactors {
  source: FactorSource;
  factors: Factors | null;
  overallScore: number | null;
  /** The self-reported score behind an estimate. */
  estimatedFrom: number | null;
  lastAssessmentDate: Date | null;
}

type StoredSource = CreditFactorsRecord['source'];

/** Saves what a source measured (replacing that source's earlier row); persisted by the caller's flush. */
export async function recordFactors(em: EntityManager, userId: number, source: StoredSource, factors: Factors, details: Record<string, unknown>, at = new Date()) {
  const row = await em.findOne(CreditFactorsEntity, { userId, source });
  const values = { ...factors, details, computedAt: at };
  return row ? em.assign(row, values) : em.create(CreditFactorsEntity, { userId, source, ...values });
}

const factorsOf = ({ paymentHistoryScore, utilizationScore, creditMixScore, accountAgeScore, newCreditScore }: CreditFactorsRecord): Factors => ({
  paymentHistoryScore,
  utilizationScore,
  creditMixScore,
  accountAgeScore,
  newCreditScore,
});

export async function resolveFactors(em: EntityManager, userId: number, selfReportedScore: number | null): Promise<ResolvedFactors> {
  const rows = await em.find(CreditFactorsEntity, { userId });
  const report = rows.find((r) => r.source === 'credit_report');
  const assessment = rows.find((r) => r.source === 'assessment');
  const lastAssessmentDate = assessment?.computedAt ?? null;
  const best = report ?? assessment;
  if (best) {
    const factors = factorsOf(best);
    return { source: best.source, factors, overallScore: overallOf(factors), estimatedFrom: null, lastAssessmentDate };
  }
  if (selfReportedScore === null) return { source: 'none', factors: null, overallScore: null, estimatedFrom: null, lastAssessmentDate };
  const factors = estimateFromCreditScore(selfReportedScore);
  return { source: 'self_reported', factors, overallScore: overallOf(factors), estimatedFrom: selfReportedScore, lastAssessmentDate };
}
