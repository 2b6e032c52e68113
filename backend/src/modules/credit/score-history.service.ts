import { SCORE_TREND_MONTHS, type ScoreTrend } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { qualifiedTable } from '../../platform/db/orm';
import { ScoreHistoryEntity } from './score-history.entity';

/** Records the user's score at `at` (what they told us, or read from a credit report); persisted by the caller's flush. */
export const recordScore = (em: EntityManager, userId: number, score: number, at = new Date(), source: 'self_reported' | 'credit_report' = 'self_reported') =>
  em.create(ScoreHistoryEntity, { userId, score, recordedAt: at, source });

/**
 * The last SCORE_TREND_MONTHS calendar months (UTC), oldest first, the month of `now` last: each the
 * latest score recorded before that month ended, null before the first one. One index lookup per month.
 */
export async function scoreTrend(em: EntityManager, userId: number, now = new Date()): Promise<ScoreTrend> {
  const rows: { month: string; score: number | null }[] = await em.execute(
    `select to_char(m.start, 'YYYY-MM') as "month",
            (select h."score" from ${qualifiedTable(em, 'score_history')} h
              where h."user_id" = ? and h."recorded_at" < (m.start + interval '1 month') at time zone 'UTC'
              order by h."recorded_at" desc, h."id" desc limit 1) as "score"
     from generate_series(
            date_trunc('month', ?::timestamptz at time zone 'UTC') - (? - 1) * interval '1 month',
            date_trunc('month', ?::timestamptz at time zone 'UTC'),
            interval '1 month') as m(start)
     order by m.start`,
    [userId, now.toISOString(), SCORE_TREND_MONTHS, now.toISOString()],
  );
  return { months: rows.map((r) => ({ month: r.month, score: r.score === null ? null : Number(r.score) })) };
}
