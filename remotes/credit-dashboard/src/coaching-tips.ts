import { SUBSCORE_KEYS, type SubscoreKey, weakestFactors, type CoachingProgress } from '@finx/contracts';

type Tone = 'danger' | 'warning' | 'info';
export interface Tip {
  factor: SubscoreKey;
  title: string;
  impact: string;
  tone: Tone;
  text: string;
}

/** One recommended action per factor (the spec's three, and one for account age). */
const TIPS: Record<SubscoreKey, Omit<Tip, 'factor'>> = {
  paymentHistoryScore: {
    title: 'Set Up Autopay',
    impact: 'Critical',
    tone: 'danger',
    text: 'One missed payment can cost more points than anything else. Automate at least the minimum.',
  },
  utilizationScore: {
    title: 'Reduce Credit Utilization',
    impact: 'High Impact',
    tone: 'warning',
    text: 'Pay balances down below 30% of each card limit (under 10% is best) before the statement date.',
  },
  creditMixScore: {
    title: 'Diversify Credit Mix',
    impact: 'Medium Impact',
    tone: 'info',
    text: 'A mix of revolving and installment credit helps. A credit-builder loan is a low-risk way to add one.',
  },
  accountAgeScore: {
    title: 'Keep Old Accounts Open',
    impact: 'Long-Term',
    tone: 'info',
    text: 'Your oldest accounts carry your history: keep them open and use them lightly.',
  },
};

/**
 * The recommended actions for the user's weakest factors (below 80, weakest first, at most three). Before
 * we know any factor, the three that weigh most. An empty list means every factor is 80 or above.
 */
export function recommendedTips(c: CoachingProgress): Tip[] {
  const known = SUBSCORE_KEYS.every((k) => c[k] !== null);
  const keys = known
    ? weakestFactors(Object.fromEntries(SUBSCORE_KEYS.map((k) => [k, c[k]!])) as Record<SubscoreKey, number>)
    : (['paymentHistoryScore', 'utilizationScore', 'accountAgeScore'] as const);
  return keys.map((factor) => ({ factor, ...TIPS[factor] }));
}
