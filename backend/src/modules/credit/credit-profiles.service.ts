import type { CreditProfile, PrimaryGoal, Timeframe } from '@finx/contracts';
import type { InferEntity } from '@mikro-orm/core';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { type Orm, qualifiedTable } from '../../platform/db/orm';
import { preparedQuery } from '../../platform/db/prepared';
import { recordActivity } from './activities.service';
import { CreditProfileEntity } from './credit-profile.entity';
import { recordScore } from './score-history.service';
import { notifyUser } from '../notifications';

type CreditProfileRecord = InferEntity<typeof CreditProfileEntity>;

export interface OnboardingAnswers {
  currentScore: number;
  targetScore: number;
  primaryGoal: PrimaryGoal;
  timeframe: Timeframe;
}

export const findCreditProfile = (em: EntityManager, userId: number) => em.findOne(CreditProfileEntity, { userId });

/** What the API shows of a profile: the stored fields and the change from last month (read from score_history). */
type CreditProfileFields = Pick<CreditProfileRecord, 'userId' | 'currentScore' | 'goalScore' | 'targetScore' | 'primaryGoal' | 'timeframe' | 'lastUpdated'> & {
  scoreChange: number | null;
};

/** The profile row as the pool gives it: bigint as text, timestamptz as its type parsers give it. */
type CreditProfileRow = Omit<CreditProfileFields, 'userId' | 'lastUpdated'> & { userId: string | number; lastUpdated: string | Date };

/**
 * The read behind `GET /api/credit-profiles/:userId`: one prepared `select` on the pool (dates parsed the
 * way the ORM parses them), shown through {@link toCreditProfile}, with no entity, identity map or
 * EntityManager. The change from last month is the current score minus the last score recorded before this
 * month began (UTC), from the same statement (an index lookup); null when there is none. Writes go through
 * {@link saveOnboarding}.
 */
export function creditProfileReader(orm: Orm): (userId: number) => Promise<CreditProfile | null> {
  const select = preparedQuery<CreditProfileRow>(
    orm,
    `select p."user_id" as "userId", p."current_score" as "currentScore", p."goal_score" as "goalScore",
            p."target_score" as "targetScore", p."primary_goal" as "primaryGoal", p."timeframe" as "timeframe",
            p."last_updated" as "lastUpdated",
            p."current_score" - (select h."score" from ${qualifiedTable(orm, 'score_history')} h
              where h."user_id" = p."user_id" and h."recorded_at" < date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
              order by h."recorded_at" desc, h."id" desc limit 1) as "scoreChange"
     from ${qualifiedTable(orm, 'credit_profiles')} p where p."user_id" = $1 limit 1`,
  );
  const platform = orm.em.getPlatform();
  return async (userId) => {
    const [r] = await select([userId]);
    if (!r) return null;
    const lastUpdated = r.lastUpdated instanceof Date ? r.lastUpdated : (platform.parseDate(r.lastUpdated) as Date);
    return toCreditProfile({ ...r, userId: Number(r.userId), lastUpdated, scoreChange: r.scoreChange === null ? null : Number(r.scoreChange) });
  };
}

/**
 * Creates the user's profile from the onboarding answers, or replaces the answers when the user goes
 * through onboarding again. A new profile or a changed score records a self-reported score_history point in
 * the same flush; a changed score also records a 'score_updated' activity saying so (it is the user's word,
 * not a measured month-over-month change). `at`: now (the demo seed back-dates).
 */
export async function saveOnboarding(em: EntityManager, userId: number, answers: OnboardingAnswers, at = new Date()): Promise<{ created: boolean }> {
  const existing = await findCreditProfile(em, userId);
  const values = { ...answers, goalScore: answers.targetScore, lastUpdated: at };
  if (existing) {
    if (answers.currentScore !== existing.currentScore) {
      recordScore(em, userId, answers.currentScore, at);
      recordActivity(em, userId, {
        type: 'score_updated',
        title: 'Credit score updated',
        description: `Self-reported score changed from ${existing.currentScore} to ${answers.currentScore}`,
        metadata: { from: existing.currentScore, to: answers.currentScore, source: 'self_reported' },
        at,
      });
    }
    em.assign(existing, values);
    await em.flush();
    return { created: false };
  }
  em.create(CreditProfileEntity, { userId, ...values });
  recordScore(em, userId, answers.currentScore, at);
  try {
    await em.flush();
  } catch (err) {
    if (!(err instanceof UniqueConstraintViolationException)) throw err;
    // A concurrent submit created the profile first (double click, two tabs): ours becomes an update.
    em.clear();
    return saveOnboarding(em, userId, answers, at);
  }
  return { created: true };
}

/**
 * A score read from the user's credit report (documents module): it becomes the profile's current score (a
 * bureau's figure beats the user's own word), with a `credit_report` history point and a 'score_updated'
 * activity saying where it came from. Without a profile (onboarding not done) only the history and activity
 * are kept. Flushed by the caller.
 */
export async function recordReportedScore(em: EntityManager, userId: number, score: number, activity: { description: string; metadata: Record<string, unknown> }, at = new Date()) {
  const profile = await findCreditProfile(em, userId);
  if (profile?.currentScore !== score) await notifyUser(em, userId, 'credit_score_change', { title: 'Credit score changed', body: profile ? `Your credit report shows ${score} (was ${profile.currentScore}).` : `Your credit report shows a score of ${score}.`, link: '/dashboard' });
  if (profile) em.assign(profile, { currentScore: score, lastUpdated: at });
  recordScore(em, userId, score, at, 'credit_report');
  recordActivity(em, userId, { type: 'score_updated', title: 'Credit score read from your report', ...activity, at });
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
