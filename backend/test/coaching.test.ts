import { describe, expect, test } from 'bun:test';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type AssessmentAnswers, factorsFromAnswers, finxChangeText, overallOf } from '@finx/contracts';
import { LESSON_ANSWERS, recordFactors } from '../src/modules/credit';
import { DEMO_ASSESSMENT } from '../src/seed/demo-history';
import { ApiAgent, registeredAgent, useTestServer } from './support';

const suite = useTestServer({ TRUST_PROXY: 'true' });
const { sql, count } = suite;

const FACTOR_KEYS = ['paymentHistoryScore', 'utilizationScore', 'creditMixScore', 'accountAgeScore', 'newCreditScore'] as const;
const factorsOf = (progress: Record<string, unknown>) => Object.fromEntries(FACTOR_KEYS.map((k) => [k, progress[k]]));
const allFactors = (v: number | null) => Object.fromEntries(FACTOR_KEYS.map((k) => [k, v]));

/** The spec's Take Assessment payload: numbers the client made up (range-checked, never stored). */
const SPEC_ASSESSMENT = {
  paymentHistoryScore: 100,
  utilizationScore: 100,
  creditMixScore: 100,
  accountAgeScore: 100,
  overallScore: 100,
  lastAssessmentDate: new Date().toISOString(),
};
const WORST_ANSWERS: AssessmentAnswers = {
  latePayments: 'collections',
  cardBalances: '75_plus',
  accountKinds: 'none',
  oldestAccount: 'under_1',
  recentApplications: 'four_plus',
};

const progressUrl = (userId: number) => `/api/coaching-progress/${userId}`;
const progress = async (agent: ApiAgent, userId: number) => (await agent.get(progressUrl(userId))).json;
const patch = (agent: ApiAgent, userId: number, body: unknown) => agent.call('PATCH', progressUrl(userId), body);
const open = (agent: ApiAgent, lesson: number | string) => agent.post(`/api/coaching-lessons/${lesson}/open`);
const rightAnswer = (lesson: number) => LESSON_ANSWERS[lesson - 1]!;
const wrongAnswer = (lesson: number) => (rightAnswer(lesson) === 0 ? 1 : 0);
const complete = (agent: ApiAgent, userId: number, lesson: number, answer = rightAnswer(lesson)) => patch(agent, userId, { lesson, answer });
const onboard = (agent: ApiAgent, userId: number, currentScore: number) => agent.post('/api/credit-profiles', { userId, currentScore, targetScore: 800 });

/** Opens and completes lessons from..to (each answered right), as the Coaching screen does. */
async function completeLessons(agent: ApiAgent, userId: number, from: number, to: number) {
  for (let n = from; n <= to; n++) {
    expect((await open(agent, n)).json).toEqual({ openedLesson: n });
    const res = await complete(agent, userId, n);
    expect([res.status, res.json.completedLessons]).toEqual([200, n]);
  }
}

const activitiesOf = async (agent: ApiAgent, userId: number) =>
  (await agent.get(`/api/activities/${userId}`)).json as { type: string; title: string; description: string; metadata: string }[];
/** What a user's coaching actions have written. */
const written = async (userId: number) => ({
  coaching: await count('coaching_progress', userId),
  factors: await count('credit_factors', userId),
  activities: await count('activities', userId),
});
const NOTHING = { coaching: 0, factors: 0, activities: 0 };

describe('GET /api/coaching-progress/{userId}', () => {
  test('a new user: 0 of 20 lessons, level 1 Beginner, no score and no factors (nothing to estimate from); reading writes nothing', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.get(progressUrl(user.id));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      userId: user.id,
      overallScore: null,
      level: 1,
      levelName: 'Beginner',
      completedLessons: 0,
      totalLessons: 20,
      openedLesson: null,
      nextMilestone: 'Add your credit score to set your first milestone',
      lessonsToAdvanced: 15,
      ...allFactors(null),
      scoreSource: 'none',
      estimated: true,
      estimatedFrom: null,
      lastAssessmentDate: null,
      finxChange: null,
    });
    expect(await written(user.id)).toEqual(NOTHING);
  });

  test('after onboarding at 640 every factor is estimated from it (62) on every read; a new self-reported score re-estimates', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    expect((await onboard(agent, user.id, 640)).json.scoreChange).toBeNull();
    const first = await progress(agent, user.id);
    expect(first).toMatchObject({
      ...allFactors(62), // round((640 - 300) / 550 * 100)
      overallScore: 62,
      scoreSource: 'self_reported',
      estimated: true,
      estimatedFrom: 640,
      lastAssessmentDate: null,
      completedLessons: 0,
      level: 1,
      nextMilestone: 'Reach 700+ credit score',
    });
    for (let i = 0; i < 3; i++) expect(await progress(agent, user.id)).toEqual(first);
    // the estimate is computed on read, not stored as if it had been measured
    expect(await count('credit_factors', user.id)).toBe(0);

    await onboard(agent, user.id, 750);
    expect(await progress(agent, user.id)).toMatchObject({ ...allFactors(82), overallScore: 82, estimatedFrom: 750, nextMilestone: 'Reach 800+ credit score' });
  });
});

describe('the FinX Score says why it changed', () => {
  test('first from the score told us, then each change with its cause and the score it replaced, from stored data', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const day = new Date().toISOString().slice(0, 10);
    const change = async () => (await progress(agent, user.id)).finxChange;

    await onboard(agent, user.id, 640);
    expect(await change()).toMatchObject({ first: true, from: null, to: 620, cause: 'self_reported', selfReportedScore: 640 });
    expect(finxChangeText(await change())).toMatch(/^Your first FinX Score, on \w{3} \d{1,2}, \d{4}: estimated from the score you told us \(640\)\.$/);

    await onboard(agent, user.id, 700);
    expect(await change()).toMatchObject({ first: false, from: 620, to: 730, cause: 'self_reported', selfReportedScore: 700 });
    expect(finxChangeText(await change())).toEndWith(': you changed the score you told us to 700.');
    expect(finxChangeText(await change())).toStartWith('Up 110 from 620 on ');

    await patch(agent, user.id, { answers: DEMO_ASSESSMENT });
    expect(await change()).toMatchObject({ first: false, from: 730, to: 720, cause: 'assessment', bureau: null, reportDate: null });
    expect(finxChangeText(await change())).toStartWith('Down 10 from 730 on ');
    expect(finxChangeText(await change())).toEndWith(': you took the assessment.');

    // a credit report's factors replace the assessment's: the change names the report
    const em = suite.server.db.orm.em.fork() as EntityManager;
    await recordFactors(em, user.id, 'credit_report', factorsFromAnswers(WORST_ANSWERS), { reportId: 1, bureau: 'experian', reportDate: '2026-02-09' });
    await em.flush();
    const read = await change();
    expect(read).toMatchObject({ first: false, from: 720, to: 190, cause: 'credit_report', bureau: 'experian', reportDate: '2026-02-09' });
    expect(finxChangeText(read)).toBe(
      `Down 530 from 720 on ${finxChangeText(read).match(/on (.+?):/)![1]}: your Experian credit report of Feb 9, 2026 was read.`,
    );
    expect(read.at.slice(0, 10)).toBe(day);

    // a later assessment does not move the FinX Score (the report's factors come first): the line still names the report
    await patch(agent, user.id, { answers: WORST_ANSWERS });
    expect(await change()).toEqual(read);
  });

  test('a row written before the basis was kept says when, not what it replaced', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await patch(agent, user.id, { answers: DEMO_ASSESSMENT });
    await sql('update @"credit_factors" set "previous_overall_score" = null, "previous_source" = null where "user_id" = ?', [user.id]);
    const c = (await progress(agent, user.id)).finxChange;
    expect(c).toMatchObject({ first: false, from: null, to: 720, cause: 'assessment' });
    expect(finxChangeText(c)).toMatch(/^Set on .+: you took the assessment\.$/);
  });
});

describe('PATCH /api/coaching-progress/{userId}: Take Assessment', () => {
  test('the answers set the factors and the overall score (70/60/85/80, new credit 85 → 72); lastAssessmentDate is now; an activity says so', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await onboard(agent, user.id, 640);
    const before = Date.now();
    const res = await patch(agent, user.id, { ...SPEC_ASSESSMENT, answers: DEMO_ASSESSMENT });
    expect(res.status).toBe(200);
    const expected = { paymentHistoryScore: 70, utilizationScore: 60, creditMixScore: 85, accountAgeScore: 80, newCreditScore: 85 };
    expect(factorsFromAnswers(DEMO_ASSESSMENT)).toEqual(expected);
    expect(res.json).toMatchObject({ ...expected, overallScore: 72, scoreSource: 'assessment', estimated: true, estimatedFrom: null, completedLessons: 0 });
    const at = new Date(res.json.lastAssessmentDate).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await progress(agent, user.id)).toEqual(res.json);

    const [activity] = await activitiesOf(agent, user.id);
    expect(activity).toMatchObject({
      type: 'assessment_completed',
      title: 'Assessment completed',
      description: 'Estimated FinX Score 720/1000 from your answers',
    });
    const [row] = await sql<{ source: string; details: unknown }>('select "source", "details" from @"credit_factors" where "user_id" = ?', [user.id]);
    expect(row).toEqual({ source: 'assessment', details: { answers: DEMO_ASSESSMENT } });

    // a later self-reported score does not override what the answers said
    await onboard(agent, user.id, 800);
    expect(await progress(agent, user.id)).toMatchObject({ ...expected, overallScore: 72, scoreSource: 'assessment' });
  });

  test("the client's sub-scores never become the user's: 100s sent with the worst answers give the answers' factors", async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await patch(agent, user.id, { ...SPEC_ASSESSMENT, answers: WORST_ANSWERS });
    expect(res.status).toBe(200);
    const factors = factorsFromAnswers(WORST_ANSWERS);
    expect(factorsOf(res.json)).toEqual(factors);
    expect(res.json.overallScore).toBe(overallOf(factors));
    expect(res.json.overallScore).toBe(19);
  });

  test('taking it again replaces the answers: one factors row, two activities', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await patch(agent, user.id, { answers: WORST_ANSWERS });
    const res = await patch(agent, user.id, { answers: DEMO_ASSESSMENT });
    expect(res.json).toMatchObject({ ...factorsFromAnswers(DEMO_ASSESSMENT), overallScore: 72 });
    expect(await count('credit_factors', user.id)).toBe(1);
    expect((await activitiesOf(agent, user.id)).filter((a) => a.type === 'assessment_completed')).toHaveLength(2);
  });
});

describe('PATCH /api/coaching-progress/{userId}: Complete Lesson', () => {
  test('a lesson must be opened first: 409, nothing written', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await complete(agent, user.id, 1);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: 'Open lesson 1 and read it before completing it', code: 'conflict' });
    expect(await written(user.id)).toEqual(NOTHING);
  });

  test('opened, a wrong answer is 422 and counts nothing; the right one completes it without changing the score; the activity names it', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await onboard(agent, user.id, 640);
    const scoreBefore = await progress(agent, user.id);
    expect((await open(agent, 1)).json).toEqual({ openedLesson: 1 });
    expect((await progress(agent, user.id)).openedLesson).toBe(1);

    const wrong = await complete(agent, user.id, 1, wrongAnswer(1));
    expect(wrong.status).toBe(422);
    expect(wrong.json).toEqual({ error: "That's not the right answer. Read the lesson again and try once more.", code: 'wrong_answer' });
    expect(await progress(agent, user.id)).toMatchObject({ completedLessons: 0, openedLesson: 1 });
    expect(await count('activities', user.id)).toBe(0);

    const res = await complete(agent, user.id, 1);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ completedLessons: 1, openedLesson: null, level: 1, levelName: 'Beginner', lessonsToAdvanced: 14 });
    // learning progress, not a better payment history
    expect(factorsOf(res.json)).toEqual(factorsOf(scoreBefore));
    expect(res.json).toMatchObject({ overallScore: 62, scoreSource: 'self_reported' });

    const lessons = (await agent.get('/api/coaching-lessons')).json.lessons;
    const [activity] = await activitiesOf(agent, user.id);
    expect(activity).toMatchObject({
      type: 'lesson_completed',
      title: 'Lesson completed',
      description: `Lesson 1: ${lessons[0].title}`,
      metadata: JSON.stringify({ lesson: 1, slug: lessons[0].slug }),
    });
    const again = await complete(agent, user.id, 1);
    expect([again.status, again.json]).toEqual([409, { error: 'You have already completed lesson 1', code: 'conflict' }]);
  });

  test('lessons go in order: lesson 3 before 2 is 409; opening a later lesson does not make it completable', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await completeLessons(agent, user.id, 1, 1);
    expect((await open(agent, 3)).json).toEqual({ openedLesson: null });
    const early = await complete(agent, user.id, 3);
    expect([early.status, early.json]).toEqual([409, { error: 'Complete lesson 2 first', code: 'conflict' }]);
    expect((await open(agent, 5)).json).toEqual({ openedLesson: null });
    expect((await complete(agent, user.id, 5)).json).toEqual({ error: 'Complete lesson 2 first', code: 'conflict' });

    // lesson 2 opened stays the one to complete while earlier and later ones are read
    expect((await open(agent, 2)).json).toEqual({ openedLesson: 2 });
    expect((await open(agent, 1)).json).toEqual({ openedLesson: 2 });
    expect((await open(agent, 5)).json).toEqual({ openedLesson: 2 });
    expect((await complete(agent, user.id, 2)).json).toMatchObject({ completedLessons: 2, openedLesson: null });
    expect(await count('activities', user.id)).toBe(2);
  });

  test('an unknown lesson is 404 to open, a bad number 400', async () => {
    const { agent } = await registeredAgent(suite.base);
    const unknown = await open(agent, 99);
    expect([unknown.status, unknown.json]).toEqual([404, { error: 'There is no lesson 99', code: 'not_found' }]);
    expect((await open(agent, 21)).status).toBe(404);
    expect((await open(agent, 0)).status).toBe(400);
    expect((await open(agent, 'first')).status).toBe(400);
  });

  test('level 2 Intermediate after 5 lessons; after all 20 (level 5 Master) a 21st is 409, nothing written', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await completeLessons(agent, user.id, 1, 4);
    expect(await progress(agent, user.id)).toMatchObject({ completedLessons: 4, level: 1, levelName: 'Beginner' });
    await completeLessons(agent, user.id, 5, 5);
    expect(await progress(agent, user.id)).toMatchObject({ completedLessons: 5, level: 2, levelName: 'Intermediate', lessonsToAdvanced: 10 });
    await completeLessons(agent, user.id, 6, 20);
    expect(await progress(agent, user.id)).toMatchObject({
      completedLessons: 20,
      totalLessons: 20,
      level: 5,
      levelName: 'Master',
      lessonsToAdvanced: 0,
      overallScore: null,
    });

    expect((await open(agent, 20)).json).toEqual({ openedLesson: null });
    for (const lesson of [20, 21]) {
      const res = await patch(agent, user.id, { lesson, answer: 0 });
      expect([res.status, res.json]).toEqual([409, { error: 'You have completed all 20 lessons', code: 'conflict' }]);
    }
    expect(await written(user.id)).toEqual({ coaching: 1, factors: 0, activities: 20 });
  });

  test('two concurrent right answers to the same lesson count it once', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    // a new user's first two opens at once: both create-or-find the same row
    expect((await Promise.all([open(agent, 1), open(agent, 1)])).map((r) => r.json)).toEqual([{ openedLesson: 1 }, { openedLesson: 1 }]);
    const both = await Promise.all([complete(agent, user.id, 1), complete(agent, user.id, 1)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await progress(agent, user.id)).completedLessons).toBe(1);
    expect(await written(user.id)).toEqual({ coaching: 1, factors: 0, activities: 1 });
  });
});

describe('bad input and access', () => {
  const ASSESSMENT_FIRST = 'Answer the assessment questions to take the assessment';
  const CHECK_FIRST = "Answer the lesson's check question to complete it";
  test.each([
    [{}, ASSESSMENT_FIRST],
    [{ overallScore: 80 }, ASSESSMENT_FIRST],
    // the spec's Take Assessment payload on its own asks nothing of the user
    [SPEC_ASSESSMENT, ASSESSMENT_FIRST],
    [{ ...SPEC_ASSESSMENT, creditMixScore: 101 }, `creditMixScore must be a whole number from 0 to 100; ${ASSESSMENT_FIRST}`],
    [{ ...SPEC_ASSESSMENT, answers: DEMO_ASSESSMENT, utilizationScore: -3 }, 'utilizationScore must be a whole number from 0 to 100'],
    [{ answers: DEMO_ASSESSMENT, overallScore: 100.5 }, 'overallScore must be a whole number from 0 to 100'],
    [{ answers: DEMO_ASSESSMENT, lastAssessmentDate: 'yesterday' }, 'lastAssessmentDate must be an ISO date-time'],
    [{ answers: { ...DEMO_ASSESSMENT, cardBalances: 'a_lot' } }, 'Answer: Across your credit cards, how much of your total limit do your balances use?'],
    [{ answers: { ...DEMO_ASSESSMENT, latePayments: undefined } }, 'Answer: In the last two years, how many of your payments were 30 or more days late?'],
    // the spec's Complete Lesson payload on its own answers no check question
    [{ completedLessons: 13, overallScore: 83 }, CHECK_FIRST],
    [{ lesson: 1 }, CHECK_FIRST],
    [{ completedLessons: 21, lesson: 1, answer: 3 }, 'completedLessons must be from 0 to the number of lessons'],
    [{ lesson: 1, answer: 3, overallScore: 101 }, 'overallScore must be a whole number from 0 to 100'],
    [{ lesson: 0, answer: 3 }, 'lesson must be a lesson number'],
    [{ lesson: 1, answer: 1.5 }, 'answer must be a whole number'],
    [{ lesson: 1, answer: -1 }, 'answer must be the index of an option'],
  ])('%j → 400 with the message, nothing written', async (body, message) => {
    const { agent, user } = await registeredAgent(suite.base);
    await open(agent, 1);
    const res = await patch(agent, user.id, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message, code: 'invalid_input' });
    expect(await written(user.id)).toEqual({ ...NOTHING, coaching: 1 });
    expect(await progress(agent, user.id)).toMatchObject({ completedLessons: 0, openedLesson: 1, scoreSource: 'none', lastAssessmentDate: null });
  });

  test('401 without a session on every coaching route, 403 for another user, nothing written', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const other = await registeredAgent(suite.base);
    const anonymous = new ApiAgent(suite.base);
    const unauthorized = [
      await anonymous.get(progressUrl(user.id)),
      await patch(anonymous, user.id, { answers: DEMO_ASSESSMENT }),
      await patch(anonymous, user.id, { lesson: 1, answer: rightAnswer(1) }),
      await anonymous.get('/api/coaching-lessons'),
      await open(anonymous, 1),
    ];
    expect(unauthorized.map((r) => [r.status, r.json])).toEqual(Array(5).fill([401, { error: 'Please sign in to continue', code: 'unauthenticated' }]));

    await open(other.agent, 1);
    const forbidden = [
      await agent.get(progressUrl(other.user.id)),
      await patch(agent, other.user.id, { answers: DEMO_ASSESSMENT }),
      await patch(agent, other.user.id, { lesson: 1, answer: rightAnswer(1) }),
    ];
    expect(forbidden.map((r) => [r.status, r.json])).toEqual(Array(3).fill([403, { error: 'You can only access your own account', code: 'forbidden' }]));
    expect(await written(user.id)).toEqual(NOTHING);
    expect(await written(other.user.id)).toEqual({ ...NOTHING, coaching: 1 });
    expect(await progress(other.agent, other.user.id)).toMatchObject({ completedLessons: 0, openedLesson: 1, scoreSource: 'none' });
  });
});

describe('GET /api/coaching-lessons', () => {
  test('20 lessons in course order, 120–200 words in 2–4 paragraphs, every topic covered', async () => {
    const { agent } = await registeredAgent(suite.base);
    const res = await agent.get('/api/coaching-lessons');
    expect(res.status).toBe(200);
    const lessons: { number: number; slug: string; topic: string; title: string; minutes: number; summary: string; body: string[] }[] = res.json.lessons;
    expect(lessons.map((l) => l.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(lessons.map((l) => l.slug)).size).toBe(20);
    for (const l of lessons) {
      const words = l.body.join(' ').split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(120);
      expect(words).toBeLessThanOrEqual(200);
      expect(l.body.length).toBeGreaterThanOrEqual(2);
      expect(l.body.length).toBeLessThanOrEqual(4);
      expect(l.title && l.summary && l.minutes > 0).toBeTruthy();
    }
    expect(new Set(lessons.map((l) => l.topic))).toEqual(new Set(['payment_history', 'utilization', 'credit_mix', 'account_age', 'disputes', 'rights']));
    const text = lessons.map((l) => l.body.join(' ')).join(' ');
    for (const fact of [
      'Experian',
      'Equifax',
      'TransUnion',
      'Section 611',
      'Section 609',
      'section 809(b)',
      'AnnualCreditReport.com',
      'three business days',
      'Chapter 7',
      'ten years',
      'seven years',
    ]) {
      expect(text).toContain(fact);
    }
  });

  test('each lesson has a check question with options, and the right answers never leave the server', async () => {
    const { agent } = await registeredAgent(suite.base);
    const res = await agent.get('/api/coaching-lessons');
    const lessons: { check: { question: string; options: string[] } }[] = res.json.lessons;
    lessons.forEach((l, i) => {
      expect(Object.keys(l.check).sort()).toEqual(['options', 'question']);
      expect(l.check.question.endsWith('?')).toBe(true);
      expect(l.check.options.length).toBeGreaterThanOrEqual(2);
      expect(new Set(l.check.options).size).toBe(l.check.options.length);
      // the server's answer is one of the options sent
      expect(LESSON_ANSWERS[i]).toBeWithin(0, l.check.options.length);
    });
    expect(JSON.stringify(res.json)).not.toMatch(/"answer"/i);
  });
});
