import { afterAll, expect, test } from 'bun:test';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_MS, SCORE_TREND_MONTHS } from '@finx/contracts';
import { modules } from '../src/modules';
import { creditProfileReader, LESSONS, saveOnboarding } from '../src/modules/credit';
import { createUser } from '../src/modules/users';
import type { Database } from '../src/platform/runtime';
import { DEMO_ACCOUNT, seedDemoAccount } from '../src/seed/demo';
import { ApiAgent, countRows, schemaSql, silentLogger, testConfig, testDatabase, withServer } from './support';

const databases: Database[] = [];
afterAll(() => Promise.all(databases.map((db) => db.close())));

async function freshDatabase() {
  const config = testConfig({ SEED_DEMO: 'true' });
  const db = await testDatabase(config, modules);
  databases.push(db);
  const sql = schemaSql(db, config);
  return { config, db, sql, count: (table: string) => countRows(sql, table) };
}

const TABLES = ['users', 'credit_profiles', 'score_history', 'coaching_progress', 'credit_factors', 'activities', 'builder_accounts', 'disputes'];
const counts = async (count: (t: string) => Promise<number>) => Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(t)])));
/** Activities: 4 score updates, 14 lessons, an assessment, a builder account, 2 disputes, a quick action. */
const EXPECTED_COUNTS = {
  users: 1,
  credit_profiles: 1,
  score_history: 5,
  coaching_progress: 1,
  credit_factors: 1,
  activities: 25,
  builder_accounts: 1,
  disputes: 2,
};

async function signInAsDemo(base: string) {
  const agent = new ApiAgent(base);
  const login = await agent.post('/api/auth/login', { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password });
  expect(login.status).toBe(200);
  return { agent, id: login.json.user.id as number };
}

test('the demo account is lived-in: score trend, coaching, activities, a builder account and two disputes, all through the API', async () => {
  const { config, db, count } = await freshDatabase();
  for (let start = 0; start < 2; start++) {
    await withServer(config, db, async (srv) => {
      const { agent, id } = await signInAsDemo(srv.url);
      expect((await agent.get(`/api/credit-profiles/${id}`)).json).toMatchObject({
        currentScore: 712,
        goalScore: 780,
        scoreChange: null,
        scorePoint: { source: 'self_reported', bureau: null, model: null },
      });

      // one line: the self-reported scores (the demo has read no credit report, so no bureau or model is claimed)
      const { lines } = (await agent.get(`/api/score-history/${id}`)).json;
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ source: 'self_reported', bureau: null, model: null });
      const trend = lines[0].months as { score: number | null }[];
      expect(trend).toHaveLength(SCORE_TREND_MONTHS);
      expect(trend.at(-1)!.score).toBe(712);
      expect(trend.every((m) => m.score !== null && m.score >= 668 && m.score <= 712)).toBe(true);
      const scores = trend.map((m) => m.score!);
      expect([...scores].sort((a, b) => a - b)).toEqual(scores);

      // 14 lessons each opened and answered; the factors from its assessment answers (35/30/10/15/10 → 71.5 → 72)
      const coaching = (await agent.get(`/api/coaching-progress/${id}`)).json;
      expect(coaching).toMatchObject({
        completedLessons: 14,
        totalLessons: 20,
        openedLesson: null,
        level: 3,
        levelName: 'Advanced',
        overallScore: 72,
        paymentHistoryScore: 70,
        utilizationScore: 60,
        creditMixScore: 85,
        accountAgeScore: 80,
        newCreditScore: 85,
        scoreSource: 'assessment',
        estimated: true,
        nextMilestone: 'Reach 750+ credit score',
        lessonsToAdvanced: 1,
      });
      const assessedDaysAgo = (Date.now() - new Date(coaching.lastAssessmentDate).getTime()) / DAY_MS;
      expect(assessedDaysAgo).toBeWithin(20, 22);
      // the FinX Score says why it is 720: the assessment replaced the estimate from the self-reported 712 (750)
      expect(coaching.finxChange).toMatchObject({ from: 750, to: 720, first: false, cause: 'assessment' });

      const activities = (await agent.get(`/api/activities/${id}`)).json as { type: string; title: string; description: string; createdAt: string }[];
      expect(new Set(activities.map((a) => a.type))).toEqual(
        new Set(['quick_action', 'lesson_completed', 'assessment_completed', 'dispute_filed', 'dispute_updated', 'builder_account_opened', 'score_updated']),
      );
      const lessonsDone = activities
        .filter((a) => a.title === 'Lesson completed')
        .map((a) => a.description)
        .reverse();
      expect(lessonsDone).toEqual(LESSONS.slice(0, 14).map((l) => `Lesson ${l.number}: ${l.title}`));
      expect(activities.map((a) => a.createdAt)).toEqual(
        activities
          .map((a) => a.createdAt)
          .sort()
          .reverse(),
      );

      expect((await agent.get(`/api/builder-accounts/${id}`)).json).toMatchObject([{ provider: 'self', status: 'requested' }]);

      const disputes = (await agent.get(`/api/disputes/${id}`)).json;
      expect(disputes).toHaveLength(2);
      expect(disputes[0]).toMatchObject({
        status: 'pending',
        creditor: 'Midland Credit Management',
        bureau: 'experian',
        accountNumber: '****4821',
        amount: '1250.00',
      });
      expect((Date.now() - new Date(disputes[0].submittedDate).getTime()) / DAY_MS).toBeWithin(9.9, 10.1);
      expect(disputes[1]).toMatchObject({ status: 'resolved', result: 'updated', accountNumber: '****9034', amount: '482.17' });
    });
  }
  expect(await counts(count)).toEqual(EXPECTED_COUNTS);
}, 60_000);

test('processes seeding at the same time write it once', async () => {
  const { db, count } = await freshDatabase();
  await Promise.all([1, 2, 3].map(() => seedDemoAccount(db.orm, silentLogger())));
  expect(await counts(count)).toEqual(EXPECTED_COUNTS);
}, 60_000);

test('a demo account from before this history gets it added; its profile stays as it was', async () => {
  const { db, sql, count } = await freshDatabase();
  const em = db.orm.em.fork() as EntityManager;
  const { password: _, ...profile } = DEMO_ACCOUNT;
  const user = await createUser(em, { ...profile, passwordHash: 'x' });
  await saveOnboarding(em, user.id, { currentScore: 694, targetScore: 780, primaryGoal: 'increase_score', timeframe: '12_months' });
  await saveOnboarding(em, user.id, { currentScore: 712, targetScore: 780, primaryGoal: 'increase_score', timeframe: '12_months' });
  await sql('delete from @"score_history"');
  await seedDemoAccount(db.orm, silentLogger());
  await seedDemoAccount(db.orm, silentLogger());
  // its own onboarding change (694 → 712) left one more activity than a new demo account has
  expect(await counts(count)).toEqual({ ...EXPECTED_COUNTS, activities: EXPECTED_COUNTS.activities - 4 + 1 });
  expect(await creditProfileReader(db.orm)(user.id)).toMatchObject({
    currentScore: 712,
    scoreChange: null,
    scorePoint: { score: 712, source: 'self_reported' },
  });
}, 60_000);

test('every demo score is self-reported: no bureau, model or report date is claimed', async () => {
  const { sql } = await freshDatabase();
  await seedDemoAccount((databases.at(-1) as Database).orm, silentLogger());
  const rows = await sql<{ source: string; bureau: string | null; model: string | null; scored_on: string | null }>(
    'select "source", "bureau", "model", "scored_on" from @"score_history"',
  );
  expect(rows).toHaveLength(5);
  expect(rows.every((r) => r.source === 'self_reported' && r.bureau === null && r.model === null && r.scored_on === null)).toBe(true);
}, 60_000);
