import {
  comparableScores,
  type CreditProfile,
  formatCalendarDate,
  isComparableScore,
  normalizeScoreModel,
  type PrimaryGoal,
  type ReportScore,
  type ScorePoint,
  scoreChangeText,
  scoreLabel,
  type Timeframe,
  isoDay,
} from '@finx/contracts';
import type { InferEntity } from '@mikro-orm/core';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { type Orm, qualifiedTable } from '../../platform/db/orm';
import { preparedQuery } from '../../platform/db/prepared';
import { recordActivity } from './activities.service';
import { reportScoresOf } from './credit-factors.service';
import { CreditProfileEntity } from './credit-profile.entity';
import { comparableScoreLine, latestScorePoint, recordScore, type ScoreKind } from './score-history.service';
import { notifyUser } from '../notifications';

type CreditProfileRecord = InferEntity<typeof CreditProfileEntity>;

export interface OnboardingAnswers {
  currentScore: number;
  targetScore: number;
  primaryGoal: PrimaryGoal;
  timeframe: Timeframe;
}

export const findCreditProfile = (em: EntityManager, userId: number) => em.findOne(CreditProfileEntity, { userId });

/** What the API shows of a profile: the stored fields, what the current score is, and its change within its bureau and model. */
type CreditProfileFields = Pick<CreditProfileRecord, 'userId' | 'currentScore' | 'goalScore' | 'targetScore' | 'primaryGoal' | 'timeframe' | 'lastUpdated'> & {
  scorePoint: ScorePoint | null;
  previousScore: ScorePoint | null;
};

/** A score_history point's columns as the profile's statement names them ('pScore', 'qModel', …). */
type PointColumns = Record<`${'p' | 'q'}${'Score' | 'Source' | 'Bureau' | 'Model' | 'Date'}`, string | number | null>;

/** The profile row as the pool gives it: bigint as text, timestamptz as its type parsers give it. */
type CreditProfileRow = Omit<CreditProfileFields, 'userId' | 'lastUpdated' | 'scorePoint' | 'previousScore'> & {
  userId: string | number;
  lastUpdated: string | Date;
} & PointColumns;

const pointOf = (r: PointColumns, prefix: 'p' | 'q'): ScorePoint | null => {
  if (r[`${prefix}Score`] === null) return null;
  return {
    score: Number(r[`${prefix}Score`]),
    source: r[`${prefix}Source`] as ScorePoint['source'],
    bureau: r[`${prefix}Bureau`] as ScorePoint['bureau'],
    model: r[`${prefix}Model`] as string | null,
    date: String(r[`${prefix}Date`]),
  };
};

/** The day a score_history point `h` is of: the report's date, else the UTC day it was recorded ('YYYY-MM' sorts before its days). */
const scoreDay = (h: string) => `coalesce(${h}."scored_on", to_char(${h}."recorded_at" at time zone 'UTC', 'YYYY-MM-DD'))`;

/** The columns of a score_history point `h` as `<prefix>Score`, … */
const pointColumns = (h: string, prefix: string) =>
  `${h}."score" as "${prefix}Score", ${h}."source" as "${prefix}Source", ${h}."bureau" as "${prefix}Bureau", ${h}."model" as "${prefix}Model",
   ${scoreDay(h)} as "${prefix}Date"`;

/**
 * The read behind `GET /api/credit-profiles/:userId`: one prepared `select` on the pool (dates parsed the
 * way the ORM parses them), shown through {@link toCreditProfile}, with no entity, identity map or
 * EntityManager. The latest score_history point says what the current score is; the change is against the
 * same bureau and model's score of the latest earlier day, only for a report's score whose bureau and model
 * are known (two lookups in the same statement). Writes go through {@link saveOnboarding}.
 */
export function creditProfileReader(orm: Orm): (userId: number) => Promise<CreditProfile | null> {
  const history = qualifiedTable(orm, 'score_history');
  const select = preparedQuery<CreditProfileRow>(
    orm,
    `select p."user_id" as "userId", p."current_score" as "currentScore", p."goal_score" as "goalScore",
            p."target_score" as "targetScore", p."primary_goal" as "primaryGoal", p."timeframe" as "timeframe",
            p."last_updated" as "lastUpdated", ${pointColumns('l', 'p')}, ${pointColumns('q', 'q')}
     from ${qualifiedTable(orm, 'credit_profiles')} p
     left join lateral (select * from ${history} h where h."user_id" = p."user_id"
                        order by h."recorded_at" desc, h."id" desc limit 1) l on true
     left join lateral (select * from ${history} h where h."user_id" = p."user_id" and l."source" = 'credit_report'
                          and h."source" = 'credit_report' and h."bureau" = l."bureau" and h."model" = l."model"
                          and ${scoreDay('h')} < ${scoreDay('l')}
                        order by ${scoreDay('h')} desc, h."recorded_at" desc, h."id" desc limit 1) q on true
     where p."user_id" = $1 limit 1`,
  );
  const platform = orm.em.getPlatform();
  return async (userId) => {
    const [r] = await select([userId]);
    if (!r) return null;
    const lastUpdated = r.lastUpdated instanceof Date ? r.lastUpdated : (platform.parseDate(r.lastUpdated) as Date);
    // a point that is not the profile's score (history older than the labels) says nothing about it
    const latest = pointOf(r, 'p');
    const scorePoint = latest?.score === r.currentScore ? latest : null;
    return toCreditProfile({ ...r, userId: Number(r.userId), lastUpdated, scorePoint, previousScore: scorePoint && pointOf(r, 'q') });
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

/** The report's scores with the one that becomes the current score last (added, bureau and model unknown, if none is it). */
function currentLast(scores: ReportScore[], score: number): ReportScore[] {
  const i = scores.findLastIndex((s) => s.score === score);
  if (i < 0) return [...scores, { score, bureau: null, model: null, date: scores[0]?.date ?? null }];
  return [...scores.slice(0, i), ...scores.slice(i + 1), scores[i]!];
}

const lowerFirst = (t: string) => `${t.charAt(0).toLowerCase()}${t.slice(1)}`;

/**
 * The notification of the scores read: each with its label, its change within its bureau and model, or why it
 * has none. Scores that are the first of their bureau and model say so once: they are compared with nothing.
 */
function scoreNews(read: { point: ScorePoint; previous: ScorePoint | null }[]): string {
  const firsts = read.filter(({ point, previous }) => isComparableScore(point) && !(previous && comparableScores(point, previous)));
  const sentences = read.map(({ point, previous }) => {
    const head = `${scoreLabel(point)}: ${point.score}`;
    if (previous && comparableScores(point, previous)) {
      const diff = point.score - previous.score;
      return `${head}, ${diff > 0 ? 'up' : 'down'} ${Math.abs(diff)} from ${previous.score} on ${formatCalendarDate(previous.date)}.`;
    }
    const why = lowerFirst(scoreChangeText(point, null));
    if (!isComparableScore(point)) return `${head} (${why}).`;
    return firsts.length === 1 ? `${head}: ${why}; scores of other bureaus or models are never compared.` : `${head}.`;
  });
  if (firsts.length > 1)
    sentences.push('None has an earlier score of its own bureau and model to compare with; scores of other bureaus or models are never compared.');
  return sentences.join(' ');
}

/**
 * The scores of a credit report FinX read (documents module). Each becomes a `credit_report` history point
 * with its bureau, model and date (the same report read again adds none); `score` (the report's own, or the
 * middle of a 3-bureau file) becomes the profile's current score (a bureau's figure beats the user's own
 * word), recorded last. `activity.scores` are the scores the report states; without them they are taken from
 * the report's stored factors (`metadata.documentId`), else `score` alone with bureau and model unknown.
 * A 'score_updated' activity names each score's label (the given description is kept only when the scores
 * are unknown), and the user is notified of each score that is new to its bureau and model or changed within
 * them, never of a difference between two bureaus or models. Without a profile (onboarding not done) only
 * the history, activity and notification are kept. Flushed by the caller.
 */
export async function recordReportedScore(
  em: EntityManager,
  userId: number,
  score: number,
  activity: { description: string; metadata: Record<string, unknown>; scores?: ReportScore[] },
  at = new Date(),
) {
  const stated = activity.scores ?? (await reportScoresOf(em, userId, activity.metadata.documentId));
  const day = isoDay(at);
  const points = currentLast(stated ?? [], score).map(
    (s): ScorePoint => ({ score: s.score, source: 'credit_report', bureau: s.bureau, model: normalizeScoreModel(s.model), date: s.date ?? day }),
  );
  const latest = await latestScorePoint(em, userId);
  const read: { point: ScorePoint; previous: ScorePoint | null }[] = [];
  for (const [i, point] of points.entries()) {
    const kind: ScoreKind = { source: 'credit_report', bureau: point.bureau, model: point.model, scoredOn: point.date };
    const line = await comparableScoreLine(em, userId, kind);
    // the same report read again: its scores are on file already (the current one only if it is still the latest point)
    const again = line.find((p) => p.score === point.score && p.date === point.date);
    if (again && (i < points.length - 1 || latest?.id === again.id)) continue;
    // the change is from the line's score of the latest earlier day (a report uploaded late is placed by its date)
    const previous = line.filter((p) => p.date < point.date).at(-1) ?? null;
    recordScore(em, userId, point.score, at, kind);
    read.push({ point, previous });
  }
  const news = read.filter(({ point, previous }) => !previous || previous.score !== point.score);
  if (news.length) {
    const changed = news.some(({ point, previous }) => previous && comparableScores(point, previous));
    await notifyUser(em, userId, 'credit_score_change', {
      title: changed ? 'Credit score changed' : 'New credit score',
      body: scoreNews(news),
      link: '/dashboard',
    });
  }
  const profile = await findCreditProfile(em, userId);
  if (profile) em.assign(profile, { currentScore: score, lastUpdated: at });
  recordActivity(em, userId, {
    type: 'score_updated',
    title: 'Credit score read from your report',
    description: stated?.length ? points.map((p) => `${scoreLabel(p)}: ${p.score}`).join('; ') : activity.description,
    metadata: { ...activity.metadata, scores: points.map(({ score: s, bureau, model, date }) => ({ score: s, bureau, model, date })) },
    at,
  });
}

export function toCreditProfile(p: CreditProfileFields): CreditProfile {
  return {
    userId: p.userId,
    currentScore: p.currentScore,
    goalScore: p.goalScore,
    targetScore: p.targetScore,
    scoreChange: p.scorePoint && p.previousScore ? p.scorePoint.score - p.previousScore.score : null,
    scorePoint: p.scorePoint,
    previousScore: p.previousScore,
    primaryGoal: p.primaryGoal,
    timeframe: p.timeframe,
    lastUpdated: p.lastUpdated.toISOString(),
  };
}
