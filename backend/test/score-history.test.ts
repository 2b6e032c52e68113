import { describe, expect, test } from 'bun:test';
import { ApiAgent, registeredAgent, useTestServer } from './support';

const suite = useTestServer({ TRUST_PROXY: 'true' });
const { sql } = suite;
const points = async (userId: number) =>
  (await sql<{ score: number }>('select "score" from @"score_history" where "user_id" = ? order by "recorded_at", "id"', [userId])).map((p) => p.score);

/** 'YYYY-MM' of the UTC month `back` months before the current one. */
function monthKey(back: number, now = new Date()) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
/** A moment in the UTC month `back` months ago: `day` of it at `time`. */
function inMonth(back: number, day: number, time = '12:00:00') {
  return `${monthKey(back)}-${String(day).padStart(2, '0')}T${time}Z`;
}
const insertPoint = (userId: number, score: number, at: string) =>
  sql('insert into @"score_history" ("user_id", "score", "recorded_at") values (?, ?, ?)', [userId, score, at]);

const onboard = (agent: ApiAgent, userId: number, currentScore: number) => agent.post('/api/credit-profiles', { userId, currentScore, targetScore: 800 });
const scoreChange = async (agent: ApiAgent, userId: number) => (await agent.get(`/api/credit-profiles/${userId}`)).json.scoreChange;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The first instant of this UTC month. */
const monthStart = () => new Date(`${monthKey(0)}-01T00:00:00Z`);

describe('score history', () => {
  test('onboarding records a point when the profile is created and whenever the score changes', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    expect((await onboard(agent, user.id, 640)).status).toBe(201);
    expect((await onboard(agent, user.id, 640)).status).toBe(200);
    expect((await onboard(agent, user.id, 655)).status).toBe(200);
    expect(await points(user.id)).toEqual([640, 655]);
    const [profile] = await sql<{ last_updated: Date }>('select "last_updated" from @"credit_profiles" where "user_id" = ?', [user.id]);
    const [latest] = await sql<{ recorded_at: Date }>('select max("recorded_at") as recorded_at from @"score_history" where "user_id" = ?', [user.id]);
    expect(new Date(latest.recorded_at).getTime()).toBe(new Date(profile.last_updated).getTime());
  });

  test('a changed self-reported score is recorded as such (a point and a "Credit score updated" activity), not as a change from last month', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    expect((await onboard(agent, user.id, 610)).json.scoreChange).toBeNull();
    const again = await onboard(agent, user.id, 640);
    expect(again.json).toMatchObject({ currentScore: 640, scoreChange: null });
    expect(await scoreChange(agent, user.id)).toBeNull();
    expect(await points(user.id)).toEqual([610, 640]);
    const sources = await sql<{ source: string }>('select "source" from @"score_history" where "user_id" = ?', [user.id]);
    expect(sources.map((p) => p.source)).toEqual(['self_reported', 'self_reported']);
    const activities = (await agent.get(`/api/activities/${user.id}`)).json;
    expect(activities).toEqual([
      expect.objectContaining({
        type: 'score_updated',
        title: 'Credit score updated',
        description: 'Self-reported score changed from 610 to 640',
        metadata: JSON.stringify({ from: 610, to: 640, source: 'self_reported' }),
      }),
    ]);
    // the same score again changes nothing
    await onboard(agent, user.id, 640);
    expect(await points(user.id)).toEqual([610, 640]);
    expect((await agent.get(`/api/activities/${user.id}`)).json).toHaveLength(1);
  });

  test('the change from last month is the current score minus the last one recorded before this month began (UTC)', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await onboard(agent, user.id, 640);
    await insertPoint(user.id, 550, new Date(Date.now() - 100 * DAY_MS).toISOString());
    await insertPoint(user.id, 600, new Date(Date.now() - 40 * DAY_MS).toISOString());
    expect(await scoreChange(agent, user.id)).toBe(40);
    await insertPoint(user.id, 620, new Date(monthStart().getTime() - 1000).toISOString()); // last second of last month
    expect(await scoreChange(agent, user.id)).toBe(20);
    await insertPoint(user.id, 700, monthStart().toISOString()); // this month: not a month-end score
    expect(await scoreChange(agent, user.id)).toBe(20);
    await onboard(agent, user.id, 605);
    expect(await scoreChange(agent, user.id)).toBe(-15);
  });

  test('a failed onboarding writes no point', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    expect((await onboard(agent, user.id, 900)).status).toBe(400);
    expect(await points(user.id)).toEqual([]);
  });

  test('no score yet: six months of null, oldest first, current month last', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.get(`/api/score-history/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ months: [5, 4, 3, 2, 1, 0].map((b) => ({ month: monthKey(b), score: null })) });
  });

  test('each month is the latest score on or before its end; a month without a point carries the previous score; null before the first', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await insertPoint(user.id, 601, inMonth(4, 3)); // month -4
    await insertPoint(user.id, 615, inMonth(4, 20)); // later the same month: wins
    // month -3: nothing → carries 615
    await insertPoint(user.id, 630, inMonth(2, 1, '00:00:00')); // first instant of month -2
    await insertPoint(user.id, 644, inMonth(1, 28, '23:59:59')); // late in month -1
    await insertPoint(user.id, 650, inMonth(0, 1, '00:00:01')); // this month
    const res = await agent.get(`/api/score-history/${user.id}`);
    expect(res.json.months).toEqual([
      { month: monthKey(5), score: null },
      { month: monthKey(4), score: 615 },
      { month: monthKey(3), score: 615 },
      { month: monthKey(2), score: 630 },
      { month: monthKey(1), score: 644 },
      { month: monthKey(0), score: 650 },
    ]);
  });

  test('a point before the window fills the first months; same-instant points: the later id wins', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await insertPoint(user.id, 580, inMonth(9, 15));
    await insertPoint(user.id, 590, inMonth(7, 15));
    await insertPoint(user.id, 700, inMonth(1, 10));
    await insertPoint(user.id, 705, inMonth(1, 10));
    const res = await agent.get(`/api/score-history/${user.id}`);
    expect(res.json.months.map((m: { score: number | null }) => m.score)).toEqual([590, 590, 590, 590, 705, 705]);
  });

  test("only the user's own points count", async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const other = await registeredAgent(suite.base);
    await onboard(other.agent, other.user.id, 777);
    const res = await agent.get(`/api/score-history/${user.id}`);
    expect(res.json.months.every((m: { score: number | null }) => m.score === null)).toBe(true);
    expect((await other.agent.get(`/api/score-history/${other.user.id}`)).json.months.at(-1)).toEqual({ month: monthKey(0), score: 777 });
  });

  test('401 without a session, 403 for another user, 400 for a bad id', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const other = await registeredAgent(suite.base);
    expect((await new ApiAgent(suite.base).get(`/api/score-history/${user.id}`)).status).toBe(401);
    expect((await agent.get(`/api/score-history/${other.user.id}`)).status).toBe(403);
    expect((await agent.get('/api/score-history/0')).status).toBe(400);
  });
});
