import type { CreditProfile, PrimaryGoal, Timeframe } from '@finx/contracts';
import type { InferEntity } from '@mikro-orm/core';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { Orm } from '../../platform/db/orm';
import { selectOneByKey } from '../../platform/db/prepared';
import { CreditProfileEntity } from './credit-profile.entity';
import { recordScore } from './score-history.service';

type CreditProfileRecord = InferEntity<typeof CreditProfileEntity>;

export interface OnboardingAnswers {
  currentScore: number;
  targetScore: number;
  primaryGoal: PrimaryGoal;
  timeframe: Timeframe;
}

export const findCreditProfile = (em: EntityManager, userId: number) => em.findOne(CreditProfileEntity, { userId });

/** What the API shows of a profile (the entity, or a row read without it). */
type CreditProfileFields = Pick<
  CreditProfileRecord,
  'userId' | 'currentScore' | 'goalScore' | 'targetScore' | 'scoreChange' | 'primaryGoal' | 'timeframe' | 'lastUpdated'
>;

/** The profile row as the pool gives it: bigint as text, timestamptz as its type parsers give it. */
type CreditProfileRow = Omit<CreditProfileFields, 'userId' | 'lastUpdated'> & { userId: string | number; lastUpdated: string | Date };

/**
 * The read behind `GET /api/credit-profiles/:userId`: one prepared `select` on the pool (dates parsed the
 * way the ORM parses them), shown through {@link toCreditProfile}, with no entity, identity map or
 * EntityManager. Writes go through {@link saveOnboarding}.
 */
export function creditProfileReader(orm: Orm): (userId: number) => Promise<CreditProfile | null> {
  const select = selectOneByKey<CreditProfileRow>(orm, 'credit_profiles', 'user_id', {
    userId: 'user_id',
    currentScore: 'current_score',
    goalScore: 'goal_score',
    targetScore: 'target_score',
    scoreChange: 'score_change',
    primaryGoal: 'primary_goal',
    timeframe: 'timeframe',
    lastUpdated: 'last_updated',
  });
  const platform = orm.em.getPlatform();
  return async (userId) => {
    const r = await select(userId);
    if (!r) return null;
    const lastUpdated = r.lastUpdated instanceof Date ? r.lastUpdated : (platform.parseDate(r.lastUpdated) as Date);
    return toCreditProfile({ ...r, userId: Number(r.userId), lastUpdated });
  };
}

/**
 * Creates the user's profile from the onboarding answers, or replaces the answers when the user goes
 * through onboarding again (the score change is then measured from the previous score). A new profile
 * or a changed score also records a score_history point, in the same flush. `at`: now (the demo seed
 * back-dates).
 */
export async function saveOnboarding(
  em: EntityManager,
  userId: number,
  answers: OnboardingAnswers,
  at = new Date(),
): Promise<{ profile: CreditProfileRecord; created: boolean }> {
  const existing = await findCreditProfile(em, userId);
  const values = { ...answers, goalScore: answers.targetScore, lastUpdated: at };
  if (existing) {
    if (answers.currentScore !== existing.currentScore) recordScore(em, userId, answers.currentScore, at);
    em.assign(existing, { ...values, scoreChange: answers.currentScore - existing.currentScore });
    await em.flush();
    return { profile: existing, created: false };
  }
  // A first profile has no earlier score to compare with: its change is 0, not the spec's +25 fallback.
  const profile = em.create(CreditProfileEntity, { userId, ...values, scoreChange: 0 });
  recordScore(em, userId, answers.currentScore, at);
  try {
    await em.flush();
  } catch (err) {
    if (!(err instanceof UniqueConstraintViolationException)) throw err;
    // A concurrent submit created the profile first (double click, two tabs): ours becomes an update.
    em.clear();
    return saveOnboarding(em, userId, answers, at);
  }
  return { profile, created: true };
}

export function toCreditProfile(p: CreditProfileFields): CreditProfile {
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
