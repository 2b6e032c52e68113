import type { BuilderProvider, Finding, Recommendation, RiskLevel, UnderwritingReason } from '@finx/contracts';
import { confidenceOf } from './confidence';
import type { Features } from './features';
import { recommend } from './recommendations';
import { assess, type CashFlow } from './score';

export { reportFeatures, type Features, type ProcessedReport } from './features';
export { MODEL_NAME, DEBT_PAYMENT_RATE, DTI_LIMIT } from './score';

export interface Analysis {
  creditworthinessScore: number;
  riskLevel: RiskLevel;
  confidenceScore: number;
  reasons: UnderwritingReason[];
  recommendations: Recommendation[];
  missing: string[];
  cashFlow: CashFlow | null;
}

/** The offline model end to end: score, risk, reasons, confidence and recommendations; null with nothing to score. */
export function analyzeFeatures(features: Features, findings: Finding[], enrolled: Set<BuilderProvider>): Analysis | null {
  const a = assess(features);
  if (!a) return null;
  const { confidenceScore, missing } = confidenceOf(features);
  const recommendations = recommend({ features, score: a.creditworthinessScore, findings, enrolled }, a.cashFlow?.dti ?? null);
  return { creditworthinessScore: a.creditworthinessScore, riskLevel: a.riskLevel, confidenceScore, reasons: a.reasons, recommendations, missing, cashFlow: a.cashFlow };
}
