import { type Bureau, isComparableScore, SCORE_TREND_MONTHS, type ScorePoint, type ScoreSource, type ScoreTrend } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ScoreHistoryEntity, type ScoreHistoryRecord } from './score-history.entity';

/** What a score is: its source, and for a report's score its bureau, model and date (as normalizeScoreModel spells the model). */
export interface ScoreKind {
  source: ScoreSource;
  bureau?: Bureau | null;
  model?: string | null;
  /** The report's date ('YYYY-MM-DD' or 'YYYY-MM'); absent → the day it is recorded. */
  scoredOn?: string | null;
}

/** A recorded score as the screens and Guardian see it, with its row's id and the moment FinX recorded it. */
export type RecordedScorePoint = ScorePoint & { id: number; recordedAt: Date };

/** Longest model name kept (the column's width). */
const MODEL_MAX = 60;

/** Records the user's score at `at` (what they told us, or a score a credit report states); persisted by the caller's flush. */
export const recordScore = (em: EntityManager, userId: number, score: number, at = new Date(), kind: ScoreKind = { source: 'self_reported' }) =>
  em.create(ScoreHistoryEntity, {
    userId,
    score,
    recordedAt: at,
    source: kind.source,
    bureau: kind.bureau ?? null,
    model: kind.model?.slice(0, MODEL_MAX) ?? null,
    scoredOn: kind.scoredOn ?? null,
  });

/** 'YYYY-MM-DD' of a moment (UTC). */
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export const toScorePoint = (r: ScoreHistoryRecord): RecordedScorePoint => ({
  id: r.id,
  score: r.score,
  source: r.source,
  bureau: r.bureau ?? null,
  model: r.model ?? null,
  date: r.scoredOn ?? dayOf(r.recordedAt),
  recordedAt: r.recordedAt,
});

const NEWEST_FIRST = { recordedAt: 'desc', id: 'desc' } as const;

/** The user's last `limit` scores, oldest first (Guardian reads them through this, not the table). */
export async function recentScorePoints(em: EntityManager, userId: number, limit: number): Promise<RecordedScorePoint[]> {
  const rows = await em.find(ScoreHistoryEntity, { userId }, { orderBy: NEWEST_FIRST, limit });
  return rows.reverse().map(toScorePoint);
}

/** The user's latest recorded score, or null. */
export async function latestScorePoint(em: EntityManager, userId: number): Promise<RecordedScorePoint | null> {
  const row = await em.findOne(ScoreHistoryEntity, { userId }, { orderBy: NEWEST_FIRST });
  return row && toScorePoint(row);
}

/** Oldest first by the day each score is of ('YYYY-MM' before any day of that month), then by when it was recorded. */
export const byScoreDate = (a: RecordedScorePoint, b: RecordedScorePoint) =>
  (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || a.recordedAt.getTime() - b.recordedAt.getTime() || a.id - b.id;

/** Every score of the same bureau and model as `kind`, oldest first by their dates (none for a score that is never compared). */
export async function comparableScoreLine(em: EntityManager, userId: number, kind: ScoreKind): Promise<RecordedScorePoint[]> {
  const line = { source: kind.source, bureau: kind.bureau ?? null, model: kind.model ?? null };
  if (!isComparableScore(line)) return [];
  const rows = await em.find(ScoreHistoryEntity, { userId, source: 'credit_report', bureau: line.bureau, model: line.model });
  return rows.map(toScorePoint).sort(byScoreDate);
}

/** The self-reported scores, newest first (the FinX estimate follows them). */
export async function latestSelfReportedScores(em: EntityManager, userId: number, limit: number): Promise<RecordedScorePoint[]> {
  const rows = await em.find(ScoreHistoryEntity, { userId, source: 'self_reported' }, { orderBy: NEWEST_FIRST, limit });
  return rows.map(toScorePoint);
}

/** A line of the trend: self-reported scores, or one bureau and model (reports not stating them share a line of their own). */
const lineKey = (p: Pick<ScorePoint, 'source' | 'bureau' | 'model'>) =>
  p.source === 'self_reported' ? 'self_reported' : `${p.source}|${p.bureau ?? ''}|${p.model ?? ''}`;

/** The first instants of the last SCORE_TREND_MONTHS calendar months (UTC), oldest first, the month of `now` last. */
function trendMonths(now: Date): Date[] {
  return Array.from({ length: SCORE_TREND_MONTHS }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (SCORE_TREND_MONTHS - 1 - i), 1)));
}
const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/**
 * The last SCORE_TREND_MONTHS calendar months (UTC), one line per kind of score (self-reported; each bureau
 * and model), the line of the latest score recorded first, then the lines most recently scored: in each month
 * the line's latest score of a day in or before that month (a report's own date, not the day it was uploaded),
 * null before its first one; a score older than the window carries into it.
 */
export async function scoreTrend(em: EntityManager, userId: number, now = new Date()): Promise<ScoreTrend> {
  const months = trendMonths(now).map(monthKey);
  const rows = await em.find(ScoreHistoryEntity, { userId }, { orderBy: { recordedAt: 'asc', id: 'asc' } });
  const lines = new Map<string, { points: RecordedScorePoint[]; last: number }>();
  rows.forEach((r, i) => {
    const p = toScorePoint(r);
    const line = lines.get(lineKey(p)) ?? { points: [], last: 0 };
    lines.set(lineKey(p), { points: [...line.points, p], last: i });
  });
  // rows are in recording order: the line whose last point comes later in them was scored more recently
  const newestFirst = [...lines.values()].sort((a, b) => b.last - a.last).map((l) => l.points.sort(byScoreDate));
  return {
    lines: newestFirst.map((points) => ({
      source: points[0]!.source,
      bureau: points[0]!.bureau,
      model: points[0]!.model,
      months: months.map((month) => ({ month, score: points.filter((p) => p.date.slice(0, 7) <= month).at(-1)?.score ?? null })),
    })),
  };
}
