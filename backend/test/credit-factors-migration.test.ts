import { expect, test } from 'bun:test';
import type { EntityManager } from '@mikro-orm/postgresql';
import { applyCoachingAction, coachingProgressOf, creditProfileReader, LESSON_ANSWERS, openLesson } from '../src/modules/credit';
import { migrate } from '../src/platform/db/orm';
import { silentLogger, useDatabaseBefore } from './support';

/**
 * Migration20261124000000_credit_factors on data written under the old rules: every coaching row started
 * at the spec's 12 lessons with made-up scores (78, +5 per lesson), and profiles stored a made-up change.
 */
const MIGRATION = 'Migration20261124000000_credit_factors';
const suite = useDatabaseBefore(MIGRATION);
const { sql } = suite;

/** A user with an old-schema coaching row at `lessons` lessons and the old made-up scores. */
async function oldUser(name: string, lessons: number, profile?: { score: number; change: number }) {
  const [{ id }] = await sql<{ id: string }>(
    `insert into @"users" ("username", "email", "password_hash", "first_name", "last_name") values (?, ?, 'x', 'Ada', 'Lovelace') returning "id"`,
    [name, `${name}@example.com`],
  );
  const userId = Number(id);
  await sql(
    `insert into @"coaching_progress" ("user_id", "overall_score", "completed_lessons", "total_lessons", "payment_history_score",
       "utilization_score", "credit_mix_score", "account_age_score", "last_assessment_date")
     values (?, 88, ?, 20, 99, 92, 85, 98, now())`,
    [userId, lessons],
  );
  if (profile) {
    await sql(`insert into @"credit_profiles" ("user_id", "current_score", "score_change") values (?, ?, ?)`, [userId, profile.score, profile.change]);
    await sql(`insert into @"score_history" ("user_id", "score") values (?, ?)`, [userId, profile.score]);
  }
  return userId;
}

test('old coaching rows keep only the lessons really completed (all started at 12); the made-up scores and change are gone', async () => {
  const fourteen = await oldUser('fourteen', 14, { score: 640, change: 40 });
  const twelve = await oldUser('twelve', 12);
  const twenty = await oldUser('twenty', 20);

  expect(await migrate(suite.db.orm, silentLogger())).toContain(MIGRATION);

  const rows = await sql<{ user_id: string; completed_lessons: number; opened_lesson: number | null }>(
    'select "user_id", "completed_lessons", "opened_lesson" from @"coaching_progress" order by "user_id"',
  );
  expect(rows.map((r) => [Number(r.user_id), r.completed_lessons, r.opened_lesson])).toEqual([
    [fourteen, 2, null],
    [twelve, 0, null],
    [twenty, 8, null],
  ]);
  const columns = async (table: string) =>
    (
      await sql<{ column_name: string }>('select "column_name" from information_schema.columns where "table_schema" = ? and "table_name" = ?', [
        suite.config.databaseSchema,
        table,
      ])
    )
      .map((c) => c.column_name)
      .sort();
  expect(await columns('coaching_progress')).toEqual(['completed_lessons', 'opened_lesson', 'total_lessons', 'updated_at', 'user_id']);
  expect(await columns('credit_profiles')).not.toContain('score_change');
  expect((await sql<{ source: string }>('select "source" from @"score_history"')).map((p) => p.source)).toEqual(['self_reported']);

  const em = suite.db.orm.em.fork() as EntityManager;
  expect(await coachingProgressOf(em, fourteen, 640)).toMatchObject({
    completedLessons: 2,
    level: 1,
    levelName: 'Beginner',
    overallScore: 62,
    paymentHistoryScore: 62,
    scoreSource: 'self_reported',
    estimatedFrom: 640,
    lastAssessmentDate: null,
  });
  expect(await coachingProgressOf(em, twelve, null)).toMatchObject({ completedLessons: 0, overallScore: null, scoreSource: 'none' });
  // the stored +40 was made up; the one point is from this month
  expect(await creditProfileReader(suite.db.orm)(fourteen)).toMatchObject({ currentScore: 640, scoreChange: null });

  // the migrated row goes on from lesson 3
  expect(await openLesson(em, fourteen, 3)).toBe(3);
  await applyCoachingAction(em, fourteen, { action: 'lesson', lesson: 3, answer: LESSON_ANSWERS[2]! });
  expect((await coachingProgressOf(suite.db.orm.em.fork() as EntityManager, fourteen, 640)).completedLessons).toBe(3);
  // and activities accept the new 'score_updated' type
  await sql(`insert into @"activities" ("user_id", "type", "title") values (?, 'score_updated', 'Credit score updated')`, [fourteen]);
}, 60_000);
