import type { InsuranceProvider, InsuranceProviderKey, RiskLevel } from '@finx/contracts';

/**
 * Credit-protection insurance: if the insured loses their job or cannot work, the policy pays their debt
 * payments up to `maximumCoverage`, after a `deductible`. The providers are FinX's illustrative partners
 * (no real insurer is contacted). Each prices with the same documented formula:
 *
 *   maximumCoverage = min(cap, monthly income × 50% × benefitMonths), rounded down to $100
 *   deductible      = baseDeductible × (1 low | 1.5 medium | 2 high), rounded to $50
 *   monthlyPremium  = maximumCoverage ÷ 1000 × ratePer1000 × (1 low | 1.4 medium | 1.9 high) + policyFee, in cents
 *
 * The risk level is the underwriting result's; the income is the analysis's (or the one the quote asks with).
 */
export interface ProviderTerms extends InsuranceProvider {
  benefitMonths: number;
  cap: number;
  ratePer1000: number;
  baseDeductible: number;
  policyFee: number;
}

export const PROVIDER_TERMS: Record<InsuranceProviderKey, ProviderTerms> = {
  shield: {
    name: 'FinX Shield',
    description: 'Covers your card and loan payments for up to 6 months after an involuntary job loss or a disability.',
    specialties: ['Job loss', 'Disability', 'Credit cards'],
    benefitMonths: 6,
    cap: 30_000,
    ratePer1000: 1.1,
    baseDeductible: 250,
    policyFee: 2,
  },
  harbor: {
    name: 'Harbor Payment Protection',
    description: 'Longer cover for installment loans: up to 12 months of payments after a job loss.',
    specialties: ['Job loss', 'Auto and personal loans', '12-month benefit'],
    benefitMonths: 12,
    cap: 45_000,
    ratePer1000: 0.95,
    baseDeductible: 500,
    policyFee: 3,
  },
  keystone: {
    name: 'Keystone Credit Life',
    description: 'Pays down covered debts on death or long-term disability, up to 24 months of benefit.',
    specialties: ['Credit life', 'Long-term disability', 'Mortgages'],
    benefitMonths: 24,
    cap: 60_000,
    ratePer1000: 0.6,
    baseDeductible: 1_000,
    policyFee: 4,
  },
};

export const BENEFIT_SHARE = 0.5;
export const RISK_PREMIUM_MULTIPLIER: Record<RiskLevel, number> = { low: 1, medium: 1.4, high: 1.9 };
export const RISK_DEDUCTIBLE_MULTIPLIER: Record<RiskLevel, number> = { low: 1, medium: 1.5, high: 2 };

export interface Price {
  maximumCoverage: number;
  deductible: number;
  monthlyPremiumCents: number;
}

/** The formula above; null when the income is too small to size any coverage. */
export function priceQuote(t: ProviderTerms, risk: RiskLevel, monthlyIncome: number): Price | null {
  const maximumCoverage = Math.floor(Math.min(t.cap, monthlyIncome * BENEFIT_SHARE * t.benefitMonths) / 100) * 100;
  if (maximumCoverage <= 0) return null;
  const deductible = Math.round((t.baseDeductible * RISK_DEDUCTIBLE_MULTIPLIER[risk]) / 50) * 50;
  const monthlyPremiumCents = Math.round(((maximumCoverage / 1000) * t.ratePer1000 * RISK_PREMIUM_MULTIPLIER[risk] + t.policyFee) * 100);
  return { maximumCoverage, deductible, monthlyPremiumCents };
}
