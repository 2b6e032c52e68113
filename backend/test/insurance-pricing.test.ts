import { describe, expect, test } from 'bun:test';
import { priceQuote, PROVIDER_TERMS } from '../src/modules/underwriting/insurance/pricing';

describe('credit-protection pricing formula', () => {
  test('FinX Shield at $6,000/month, low risk: coverage 6 × 50% of income, premium per $1,000 + fee', () => {
    // 6,000 × 0.5 × 6 = 18,000 ≤ 30,000 cap; 18 × 1.10 × 1 + 2 = $21.80; deductible 250
    expect(priceQuote(PROVIDER_TERMS.shield, 'low', 6_000)).toEqual({ maximumCoverage: 18_000, deductible: 250, monthlyPremiumCents: 2_180 });
  });

  test('risk raises the premium (×1.4, ×1.9) and the deductible (×1.5, ×2)', () => {
    expect(priceQuote(PROVIDER_TERMS.shield, 'medium', 6_000)).toEqual({ maximumCoverage: 18_000, deductible: 400, monthlyPremiumCents: 2_972 });
    expect(priceQuote(PROVIDER_TERMS.shield, 'high', 6_000)).toEqual({ maximumCoverage: 18_000, deductible: 500, monthlyPremiumCents: 3_962 });
  });

  test('coverage is capped by the provider and rounded down to $100', () => {
    expect(priceQuote(PROVIDER_TERMS.harbor, 'low', 20_000)!.maximumCoverage).toBe(45_000);
    expect(priceQuote(PROVIDER_TERMS.keystone, 'low', 1_234)!.maximumCoverage).toBe(14_800); // 1,234 × 0.5 × 24 = 14,808
  });

  test('more income → more coverage and a higher premium; too little income → no quote', () => {
    const low = priceQuote(PROVIDER_TERMS.harbor, 'medium', 2_000)!;
    const high = priceQuote(PROVIDER_TERMS.harbor, 'medium', 4_000)!;
    expect(high.maximumCoverage).toBeGreaterThan(low.maximumCoverage);
    expect(high.monthlyPremiumCents).toBeGreaterThan(low.monthlyPremiumCents);
    expect(priceQuote(PROVIDER_TERMS.shield, 'low', 10)).toBeNull();
    expect(priceQuote(PROVIDER_TERMS.shield, 'low', 0)).toBeNull();
  });
});
