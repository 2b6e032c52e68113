import type { BuilderProvider, CreditDataKind, FactorSource, Finding, Recommendation, RiskLevel, UnderwritingReason } from '@finx/contracts';
import { confidenceOf } from './confidence';
import type { Features } from './features';
import { recommend } from './recommendations';
import { assess, type CashFlow } from './score';

export { reportFeatures, type Features, type ProcessedReport } from './features';
export { MODEL_NAME, DEBT_PAYMENT_RATE, DTI_LIMIT } from './score';

export interface Analysis {
  /** Null without credit data: income, expenses and debts alone are no verdict on how someone repays credit. */
  creditworthinessScore: number | null;
  riskLevel: RiskLevel | null;
  confidenceScore: number;
  /** What credit data the analysis had (contracts' CREDIT_DATA_KINDS). */
  creditData: CreditDataKind;
  /** Where the FinX factors came from ('none' without them). */
  finxSource: FactorSource;
  reasons: UnderwritingReason[];
  recommendations: Recommendation[];
  missing: string[];
  cashFlow: CashFlow | null;
}

/** A processed report; else a score the user told us or their assessment answers; else none. */
export function creditDataOf(f: Pick<Features, 'report' | 'finx'>): CreditDataKind {
  if (f.report || f.finx?.source === 'credit_report') return 'credit_report';
  return f.finx ? 'self_reported' : 'none';
}

/**
 * The offline model end to end: score, risk, reasons, confidence and recommendations; null with nothing to score.
 * Without credit data it scores nothing: no score, no risk level and no recommendations, only what the cash-flow
 * inputs show (their reasons) and a low confidence. With only a self-reported score (or assessment answers) the
 * risk is at least medium.
 */
export function analyzeFeatures(features: Features, findings: Finding[], enrolled: Set<BuilderProvider>): Analysis | null {
  const a = assess(features);
  if (!a) return null;
  const creditData = creditDataOf(features);
  const finxSource = features.finx?.source ?? 'none';
  const { confidenceScore, missing } = confidenceOf(features);
  if (creditData === 'none') {
    return {
      creditworthinessScore: null,
      riskLevel: null,
      confidenceScore,
      creditData,
      finxSource,
      reasons: a.reasons,
      recommendations: [],
      missing,
      cashFlow: a.cashFlow,
    };
  }
  const recommendations = recommend({ features, score: a.creditworthinessScore, findings, enrolled }, a.cashFlow?.dti ?? null);
  // a score someone told us is not a credit file: no lender calls a file it has not read low risk
  const riskLevel = creditData === 'self_reported' && a.riskLevel === 'low' ? 'medium' : a.riskLevel;
  return {
    creditworthinessScore: a.creditworthinessScore,
    riskLevel,
    confidenceScore,
    creditData,
    finxSource,
    reasons: a.reasons,
    recommendations,
    missing,
    cashFlow: a.cashFlow,
  };
}
