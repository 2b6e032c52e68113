import { describe, expect, test } from 'bun:test';
import { ApiAgent, registeredAgent, useTestServer } from './support';

const suite = useTestServer({ TRUST_PROXY: 'true' });
const { sql, count } = suite;
const progressRow = async (userId: number) => (await sql('select * from @"coaching_progress" where "user_id" = ?', [userId]))[0];

const LESSON = { completedLessons: 13, overallScore: 83 };
const ASSESSMENT = { paymentHistoryScore: 100, utilizationScore: 94, creditMixScore: 89, accountAgeScore: 99, overallScore: 96, lastAssessmentDate: new Date().toISOString() };

/** Stores a coaching row with chosen numbers (total 20). */
async function seedProgress(userId: number, v: { overall: number; lessons: number; subs: [number, number, number, number] }) {
  await sql(
    `insert into @"coaching_progress" ("user_id", "overall_score", "completed_lessons", "total_lessons", "payment_history_score", "utilization_score", "credit_mix_score", "account_age_score")
     values (?, ?, ?, 20, ?, ?, ?, ?)`,
    [userId, v.overall, v.lessons, ...v.subs],
  );
}

describe('GET /api/coaching-progress/{userId}', () => {
  test('null until the first lesson or assessment; nothing is created by reading', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.get(`/api/coaching-progress/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toBeNull();
    expect(await count('coaching_progress', user.id)).toBe(0);
  });

  test('level, milestone and lessons-to-advanced are derived: level from lessons, milestone from the profile score', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await seedProgress(user.id, { overall: 80, lessons: 12, subs: [90, 80, 70, 60] });
    let res = await agent.get(`/api/coaching-progress/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      userId: user.id,
      overallScore: 80,
      level: 3,
      completedLessons: 12,
      totalLessons: 20,
      nextMilestone: 'Reach 700+ credit score',
      lessonsToAdvanced: 3,
      paymentHistoryScore: 90,
      utilizationScore: 80,
      creditMixScore: 70,
      accountAgeScore: 60,
      lastAssessmentDate: null,
    });
    expect((await agent.post('/api/credit-profiles', { userId: user.id, currentScore: 712, targetScore: 780 })).status).toBe(201);
    await sql('update @"coaching_progress" set "completed_lessons" = 15 where "user_id" = ?', [user.id]);
    res = await agent.get(`/api/coaching-progress/${user.id}`);
    expect(res.json).toMatchObject({ level: 4, nextMilestone: 'Reach 750+ credit score', lessonsToAdvanced: 0 });
    await agent.post('/api/credit-profiles', { userId: user.id, currentScore: 820, targetScore: 850 });
    expect((await agent.get(`/api/coaching-progress/${user.id}`)).json.nextMilestone).toBe('Reach 850+ credit score');
  });
});

describe('PATCH /api/coaching-progress/{userId}: Complete Lesson', () => {
  test('a new user starts from the spec defaults (12/20, 78): +1 lesson, +5 points; the activity names the lesson', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.call('PATCH', `/api/coaching-progress/${user.id}`, LESSON);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      completedLessons: 13,
      totalLessons: 20,
      overallScore: 83,
      level: 3,
      lessonsToAdvanced: 2,
      paymentHistoryScore: 99,
      utilizationScore: 92,
      creditMixScore: 85,
      accountAgeScore: 98,
      lastAssessmentDate: null,
    });
    const lessons = (await agent.get('/api/coaching-lessons')).json.lessons;
    const [activity] = (await agent.get(`/api/activities/${user.id}`)).json;
    expect(activity).toMatchObject({
      type: 'lesson_completed',
      title: 'Lesson completed',
      description: `Lesson 13: ${lessons[12].title}`,
      metadata: JSON.stringify({ lesson: 13, slug: lessons[12].slug }),
    });
  });

  test('the client values only name the action: the server computes from what it stored', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await seedProgress(user.id, { overall: 40, lessons: 3, subs: [50, 50, 50, 50] });
    const res = await agent.call('PATCH', `/api/coaching-progress/${user.id}`, { completedLessons: 20, overallScore: 100 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ completedLessons: 4, overallScore: 45, level: 1 });
  });

  test('the overall score is capped at 100', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await seedProgress(user.id, { overall: 97, lessons: 5, subs: [90, 90, 90, 90] });
    const res = await agent.call('PATCH', `/api/coaching-progress/${user.id}`, LESSON);
    expect(res.json).toMatchObject({ completedLessons: 6, overallScore: 100, level: 2 });
    expect((await agent.call('PATCH', `/api/coaching-progress/${user.id}`, LESSON)).json.overallScore).toBe(100);
  });

  test('lessons never go past the total: 409 once all 20 are done, nothing written', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await seedProgress(user.id, { overall: 90, lessons: 19, subs: [90, 90, 90, 90] });
    const last = await agent.call('PATCH', `/api/coaching-progress/${user.id}`, LESSON);
    expect(last.json).toMatchObject({ completedLessons: 20, totalLessons: 20, overallScore: 95 });
    const activities = await count('activities', user.id);
    const res = await agent.call('PATCH', `/api/coaching-progress/${user.id}`, LESSON);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: 'You have completed all 20 lessons' });
    expect(await progressRow(user.id)).toMatchObject({ completed_lessons: 20, overall_score: 95 });
    expect(await count('activities', user.id)).toBe(activities);
  });

  test('two concurrent Complete Lesson clicks give +2 lessons (new user and existing row)', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const first = await Promise.all([1, 2].map(() => agent.call('PATCH', `/api/coaching-progress/${user.id}`, LESSON)));
    expect(first.map((r) => r.status)).toEqual([200, 200]);
    expect(await progressRow(user.id)).toMatchObject({ completed_lessons: 14, overall_score: 88 });
    const more = await Promise.all([1, 2, 3, 4].map(() => agent.call('PATCH', `/api/coaching-progress/${user.id}`, LESSON)));
    expect(more.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await progressRow(user.id)).toMatchObject({ completed_lessons: 18, overall_score: 100 });
    const described = (await sql<{ description: string }>(`select "description" from @"activities" where "user_id" = ? and "type" = 'lesson_completed'`, [user.id])).map((a) => a.description.split(':')[0]);
    expect(described.sort()).toEqual(['Lesson 13', 'Lesson 14', 'Lesson 15', 'Lesson 16', 'Lesson 17', 'Lesson 18']);
  });
});

describe('PATCH /api/coaching-progress/{userId}: Take Assessment', () => {
  test('+3/+2/+4/+1 to the sub-scores, overall = their rounded average, lastAssessmentDate = now', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    // after the gains: 73 + 62 + 75 + 61 = 271 → 67.75 → 68
    await seedProgress(user.id, { overall: 50, lessons: 7, subs: [70, 60, 71, 60] });
    const before = Date.now();
    const res = await agent.call('PATCH', `/api/coaching-progress/${user.id}`, ASSESSMENT);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ paymentHistoryScore: 73, utilizationScore: 62, creditMixScore: 75, accountAgeScore: 61, overallScore: 68, completedLessons: 7 });
    const at = new Date(res.json.lastAssessmentDate).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    const [activity] = (await agent.get(`/api/activities/${user.id}`)).json;
    expect(activity).toMatchObject({ type: 'assessment_completed', title: 'Assessment completed', description: 'FinX Score 680/1000' });
  });

  test('each sub-score is capped at 100; rounding half up (e.g. 92.5 → 93)', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    // 100 + 100 + 100 + 70 = 370 → 92.5 → 93
    await seedProgress(user.id, { overall: 50, lessons: 7, subs: [99, 99, 98, 69] });
    const res = await agent.call('PATCH', `/api/coaching-progress/${user.id}`, ASSESSMENT);
    expect(res.json).toMatchObject({ paymentHistoryScore: 100, utilizationScore: 100, creditMixScore: 100, accountAgeScore: 70, overallScore: 93 });
  });

  test('a new user starts from the spec sub-scores 99/92/85/98', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.call('PATCH', `/api/coaching-progress/${user.id}`, ASSESSMENT);
    // 100 + 94 + 89 + 99 = 382 → 95.5 → 96
    expect(res.json).toMatchObject({ paymentHistoryScore: 100, utilizationScore: 94, creditMixScore: 89, accountAgeScore: 99, overallScore: 96, completedLessons: 12 });
  });
});

describe('bad input and access', () => {
  test.each([
    [{}, 'Send completedLessons (Complete Lesson) or all four sub-scores (Take Assessment)'],
    [{ overallScore: 80 }, 'Send completedLessons (Complete Lesson) or all four sub-scores (Take Assessment)'],
    [{ completedLessons: 13, paymentHistoryScore: 90 }, 'Send completedLessons (Complete Lesson) or all four sub-scores (Take Assessment)'],
    [{ paymentHistoryScore: 90, utilizationScore: 90, creditMixScore: 90 }, 'Send completedLessons (Complete Lesson) or all four sub-scores (Take Assessment)'],
    [{ completedLessons: 21 }, 'completedLessons must be from 0 to the number of lessons'],
    [{ completedLessons: -1 }, 'completedLessons must be from 0 to the number of lessons'],
    [{ completedLessons: 1.5 }, 'completedLessons must be a whole number'],
    [{ completedLessons: '13' }, 'completedLessons must be a whole number'],
    [{ completedLessons: 13, overallScore: 101 }, 'overallScore must be a whole number from 0 to 100'],
    [{ ...ASSESSMENT, creditMixScore: 101 }, 'creditMixScore must be a whole number from 0 to 100'],
    [{ ...ASSESSMENT, utilizationScore: -3 }, 'utilizationScore must be a whole number from 0 to 100'],
    [{ ...ASSESSMENT, lastAssessmentDate: 'yesterday' }, 'lastAssessmentDate must be an ISO date-time'],
  ])('%j → 400 with the schema message, nothing written', async (body, message) => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.call('PATCH', `/api/coaching-progress/${user.id}`, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message });
    expect(await count('coaching_progress', user.id)).toBe(0);
    expect(await count('activities', user.id)).toBe(0);
  });

  test('401 without a session, 403 for another user, nothing written', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const other = await registeredAgent(suite.base);
    const anonymous = new ApiAgent(suite.base);
    expect((await anonymous.get(`/api/coaching-progress/${user.id}`)).status).toBe(401);
    expect((await anonymous.call('PATCH', `/api/coaching-progress/${user.id}`, LESSON)).status).toBe(401);
    expect((await anonymous.get('/api/coaching-lessons')).status).toBe(401);
    expect((await agent.get(`/api/coaching-progress/${other.user.id}`)).status).toBe(403);
    const forbidden = await agent.call('PATCH', `/api/coaching-progress/${other.user.id}`, LESSON);
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toEqual({ error: 'You can only access your own account' });
    expect(await count('coaching_progress', other.user.id)).toBe(0);
    expect(await count('coaching_progress', user.id)).toBe(0);
    expect(await count('activities', other.user.id)).toBe(0);
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
    for (const fact of ['Experian', 'Equifax', 'TransUnion', 'Section 611', 'Section 609', 'section 809(b)', 'AnnualCreditReport.com', 'three business days', 'Chapter 7', 'ten years', 'seven years']) {
      expect(text).toContain(fact);
    }
  });
});
