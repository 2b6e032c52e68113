import { expect, test } from 'bun:test';
import { scoreChangeText, scoreLabel } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { coachingProgressOf, creditProfileReader } from '../src/modules/credit';
import { migrate } from '../src/platform/db/orm';
import { silentLogger, useDatabaseBefore } from './support';

/**
 * Migration20261130000000_credit_score_labels on scores recorded before a point said its bureau and model: they
 * keep their source and get no bureau, model or date that was never recorded, so they are labelled as such
 * and never compared; factors written before keep no replaced basis.
 */
const MIGRATION = 'Migration20261130000000_credit_score_labels';
const suite = useDatabaseBefore(MIGRATION);
const { sql } = suite;

test('old points keep their source and get no invented bureau or model: labelled "model not stated", never a change', async () => {
  const [{ id }] = await sql<{ id: string }>(
    `insert into @"users" ("username", "email", "password_hash", "first_name", "last_name") values ('old', 'old@example.com', 'x', 'Ada', 'Lovelace') returning "id"`,
  );
  const userId = Number(id);
  await sql(
    `insert into @"credit_profiles" ("user_id", "current_score", "goal_score", "target_score", "primary_goal", "timeframe", "last_updated") values (?, 598, 750, 750, 'increase_score', '12_months', now())`,
    [userId],
  );
  await sql(`insert into @"score_history" ("user_id", "score", "recorded_at") values (?, 640, '2026-01-05T12:00:00Z')`, [userId]);
  // two reports' scores from before: perhaps Experian and Equifax, perhaps two models; nothing says which
  await sql(`insert into @"score_history" ("user_id", "score", "source", "recorded_at") values (?, 612, 'credit_report', '2026-02-10T12:00:00Z')`, [userId]);
  await sql(`insert into @"score_history" ("user_id", "score", "source", "recorded_at") values (?, 598, 'credit_report', '2026-03-02T12:00:00Z')`, [userId]);
  await sql(
    `insert into @"credit_factors" ("user_id", "source", "payment_history_score", "utilization_score", "credit_mix_score", "account_age_score", "new_credit_score", "details", "computed_at")
             values (?, 'credit_report', 70, 60, 85, 80, 85, '{"reportId": 1, "bureau": "equifax", "reportDate": "2026-03-01"}', '2026-03-02T12:00:00Z')`,
    [userId],
  );

  expect(await migrate(suite.db.orm, silentLogger())).toContain(MIGRATION);

  const points = await sql('select "score", "source", "bureau", "model", "scored_on" from @"score_history" order by "recorded_at"');
  expect(points).toEqual([
    { score: 640, source: 'self_reported', bureau: null, model: null, scored_on: null },
    { score: 612, source: 'credit_report', bureau: null, model: null, scored_on: null },
    { score: 598, source: 'credit_report', bureau: null, model: null, scored_on: null },
  ]);
  const profile = (await creditProfileReader(suite.db.orm)(userId))!;
  expect(profile).toMatchObject({
    currentScore: 598,
    scoreChange: null,
    previousScore: null,
    scorePoint: { source: 'credit_report', bureau: null, model: null, date: '2026-03-02' },
  });
  expect(scoreLabel(profile.scorePoint!)).toBe('Credit report · model not stated · Mar 2, 2026');
  expect(scoreChangeText(profile.scorePoint!, null)).toBe('Bureau not stated: not compared');

  // the report's factors say when they were read, not what they replaced
  const coaching = await coachingProgressOf(suite.db.orm.em.fork() as EntityManager, userId, 598);
  expect(coaching.finxChange).toEqual({
    from: null,
    to: 720,
    first: false,
    at: '2026-03-02T12:00:00.000Z',
    cause: 'credit_report',
    bureau: 'equifax',
    reportDate: '2026-03-01',
    selfReportedScore: null,
  });

  // new points may say what they are; a bureau outside the three is refused
  await sql(
    `insert into @"score_history" ("user_id", "score", "source", "bureau", "model", "scored_on") values (?, 630, 'credit_report', 'experian', 'FICO Score 8', '2026-03')`,
    [userId],
  );
  await expect(
    sql(`insert into @"score_history" ("user_id", "score", "source", "bureau") values (?, 630, 'credit_report', 'innovis')`, [userId]),
  ).rejects.toThrow();
  await expect(
    sql(`insert into @"score_history" ("user_id", "score", "source", "scored_on") values (?, 630, 'credit_report', 'March')`, [userId]),
  ).rejects.toThrow();
}, 60_000);
