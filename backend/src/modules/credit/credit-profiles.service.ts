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

type CreditProfileRow = {
  user_id: string | number;
  current_score: number;
  goal_score: number;
  target_score: number;
  score_change: number;
  primary_goal: PrimaryGoal;
  timeframe: Timeframe;
  /** timestamptz, as the pool's type parsers give it (MikroORM keeps dates as text). */
  last_updated: string | Date;
};

/**
 * The read behind `GET /api/credit-profiles/:userId`: one prepared `select` on the pool, mapped to the
 * contract's shape like {@link toCreditProfile} (dates parsed the way the ORM parses them), with no
 * entity, identity map or EntityManager. Writes go through {@link saveOnboarding}.
 */
export function creditProfileReader(orm: Orm): (userId: number) => Promise<CreditProfile | null> {
  const select = selectOneByKey<CreditProfileRow>(orm, 'credit_profiles', 'user_id', [
    'user_id',
    'current_score',
    'goal_score',
    'target_score',
    'score_change',
    'primary_goal',
    'timeframe',
    'last_updated',
  ]);
  const platform = orm.em.getPlatform();
  return async (userId) => {
    const r = await select(userId);
    if (!r) return null;
    const lastUpdated = r.last_updated instanceof Date ? r.last_updated : (platform.parseDate(r.last_updated) as Date);
    return {
      userId: Number(r.user_id),
      currentScore: r.current_score,
      goalScore: r.goal_score,
      targetScore: r.target_score,
      scoreChange: r.score_change,
      primaryGoal: r.primary_goal,
      timeframe: r.timeframe,
      lastUpdated: lastUpdated.toISOString(),
    };
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
