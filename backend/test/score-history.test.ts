import { describe, expect, test } from 'bun:test';
import { type ReportScore, scoreChangeText, scoreLabel } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordReportedScore } from '../src/modules/credit';
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
const insertPoint = (userId: number, score: number, at: string, kind: { bureau?: string; model?: string } = {}) =>
  kind.bureau
    ? sql('insert into @"score_history" ("user_id", "score", "recorded_at", "source", "bureau", "model") values (?, ?, ?, \'credit_report\', ?, ?)', [
        userId,
        score,
        at,
        kind.bureau,
        kind.model ?? null,
      ])
    : sql('insert into @"score_history" ("user_id", "score", "recorded_at") values (?, ?, ?)', [userId, score, at]);

/** A credit report's scores read as the documents module hands them over (one transaction, flushed). */
async function readReport(userId: number, score: number, scores: ReportScore[] | undefined, at = new Date()) {
  const em = suite.server.db.orm.em.fork() as EntityManager;
  await em.transactional((tx) =>
    recordReportedScore(
      tx as EntityManager,
      userId,
      score,
      { description: `Your credit report shows a score of ${score}`, metadata: { source: 'credit_report' }, scores },
      at,
    ),
  );
}
const profileOf = async (agent: ApiAgent, userId: number) => (await agent.get(`/api/credit-profiles/${userId}`)).json;
const scoreNotifications = async (userId: number) =>
  sql<{ title: string; body: string }>('select "title", "body" from @"notifications" where "user_id" = ? and "type" = \'credit_score_change\' order by "id"', [
    userId,
  ]);
const EXPERIAN_FICO8 = { bureau: 'experian', model: 'FICO® Score 8' } as const;
const EXPERIAN_FICO8_ROW = { bureau: 'experian', model: 'FICO Score 8' };

const onboard = (agent: ApiAgent, userId: number, currentScore: number) => agent.post('/api/credit-profiles', { userId, currentScore, targetScore: 800 });
const scoreChange = async (agent: ApiAgent, userId: number) => (await agent.get(`/api/credit-profiles/${userId}`)).json.scoreChange;

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

  test('a change is computed only within the same bureau and model; another bureau or model is a new line, never a rise or a drop', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await onboard(agent, user.id, 640);
    const selfReported = await profileOf(agent, user.id);
    expect(selfReported).toMatchObject({
      currentScore: 640,
      scoreChange: null,
      previousScore: null,
      scorePoint: { score: 640, source: 'self_reported', bureau: null, model: null },
    });
    expect(scoreLabel(selfReported.scorePoint)).toMatch(/^Self-reported · \w{3} \d{1,2}, \d{4}$/);
    expect(scoreChangeText(selfReported.scorePoint, null)).toBe('Upload a report to track changes');

    // Experian FICO 8 612: the first of its line (not a change from the self-reported 640)
    await readReport(user.id, 612, [{ score: 612, ...EXPERIAN_FICO8, date: '2026-02-09' }]);
    const first = await profileOf(agent, user.id);
    expect(first).toMatchObject({
      currentScore: 612,
      scoreChange: null,
      previousScore: null,
      scorePoint: { score: 612, source: 'credit_report', bureau: 'experian', model: 'FICO Score 8', date: '2026-02-09' },
    });
    expect(scoreLabel(first.scorePoint)).toBe('Experian · FICO Score 8 · Feb 9, 2026');
    expect(scoreChangeText(first.scorePoint, null)).toBe('No earlier Experian FICO Score 8 to compare with');

    // Equifax 598 (FICO 8 on its 280–850 range): a new line, not 'dropped by 14' and not '(was 612)'
    await readReport(user.id, 598, [{ score: 598, bureau: 'equifax', model: 'FICO Score 8', date: '2026-03-01' }]);
    expect(await profileOf(agent, user.id)).toMatchObject({
      currentScore: 598,
      scoreChange: null,
      previousScore: null,
      scorePoint: { bureau: 'equifax', model: 'FICO Score 8', date: '2026-03-01' },
    });

    // Experian FICO 8 again: +18 against the Experian FICO 8 of Feb 9, whatever came in between
    await readReport(user.id, 630, [{ score: 630, ...EXPERIAN_FICO8, date: '2026-03-09' }]);
    const again = await profileOf(agent, user.id);
    expect(again).toMatchObject({
      currentScore: 630,
      scoreChange: 18,
      previousScore: { score: 612, bureau: 'experian', model: 'FICO Score 8', date: '2026-02-09' },
    });
    expect(scoreChangeText(again.scorePoint, again.previousScore)).toBe('+18 since Feb 9, 2026');

    // the same bureau with another model is its own line too
    await readReport(user.id, 701, [{ score: 701, bureau: 'experian', model: 'VantageScore 3', date: '2026-03-20' }]);
    expect(await profileOf(agent, user.id)).toMatchObject({
      currentScore: 701,
      scoreChange: null,
      scorePoint: { bureau: 'experian', model: 'VantageScore 3.0' },
    });
    // a report that states no model is never compared, even with another such report of the same bureau
    await readReport(user.id, 650, [{ score: 650, bureau: 'experian', model: null, date: '2026-03-22' }]);
    await readReport(user.id, 660, [{ score: 660, bureau: 'experian', model: null, date: '2026-03-24' }]);
    const noModel = await profileOf(agent, user.id);
    expect(noModel).toMatchObject({ currentScore: 660, scoreChange: null, previousScore: null, scorePoint: { bureau: 'experian', model: null } });
    expect(scoreLabel(noModel.scorePoint)).toBe('Experian · model not stated · Mar 24, 2026');
    expect(scoreChangeText(noModel.scorePoint, null)).toBe('Model not stated: not compared');

    // a self-reported score after a report is its own line as well
    await onboard(agent, user.id, 605);
    expect(await profileOf(agent, user.id)).toMatchObject({ currentScore: 605, scoreChange: null, scorePoint: { source: 'self_reported' } });

    // the notifications say what each score is and compare only within its line
    const notes = await scoreNotifications(user.id);
    expect(notes.map((n) => n.title)).toEqual([
      'New credit score',
      'New credit score',
      'Credit score changed',
      'New credit score',
      'New credit score',
      'New credit score',
    ]);
    expect(notes[0]!.body).toBe(
      'Experian · FICO Score 8 · Feb 9, 2026: 612: no earlier Experian FICO Score 8 to compare with; scores of other bureaus or models are never compared.',
    );
    expect(notes[1]!.body).toBe(
      'Equifax · FICO Score 8 · Mar 1, 2026: 598: no earlier Equifax FICO Score 8 to compare with; scores of other bureaus or models are never compared.',
    );
    expect(notes[2]!.body).toBe('Experian · FICO Score 8 · Mar 9, 2026: 630, up 18 from 612 on Feb 9, 2026.');
    expect(notes[4]!.body).toBe('Experian · model not stated · Mar 22, 2026: 650 (model not stated: not compared).');
    expect(notes.map((n) => n.body).join(' ')).not.toMatch(/\(was \d+\)|dropped/);
  });

  test("a 3-bureau report records each bureau's score as its own line; its middle score becomes the current one; read again, it adds nothing", async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await onboard(agent, user.id, 640);
    const scores: ReportScore[] = [
      { score: 702, bureau: 'experian', model: 'FICO Score 8', date: '2026-04-01' },
      { score: 688, bureau: 'equifax', model: 'FICO Score 8', date: '2026-04-01' },
      { score: 695, bureau: 'transunion', model: 'FICO Score 8', date: '2026-04-01' },
    ];
    await readReport(user.id, 695, scores);
    const rows = await sql<{ score: number; bureau: string | null; source: string }>(
      'select "score", "bureau", "source" from @"score_history" where "user_id" = ? order by "recorded_at", "id"',
      [user.id],
    );
    expect(rows).toEqual([
      { score: 640, bureau: null, source: 'self_reported' },
      { score: 702, bureau: 'experian', source: 'credit_report' },
      { score: 688, bureau: 'equifax', source: 'credit_report' },
      { score: 695, bureau: 'transunion', source: 'credit_report' },
    ]);
    expect(await profileOf(agent, user.id)).toMatchObject({
      currentScore: 695,
      scorePoint: { bureau: 'transunion', model: 'FICO Score 8', date: '2026-04-01' },
      scoreChange: null,
    });
    const [note] = await scoreNotifications(user.id);
    expect(note).toEqual({
      title: 'New credit score',
      body:
        'Experian · FICO Score 8 · Apr 1, 2026: 702. Equifax · FICO Score 8 · Apr 1, 2026: 688. TransUnion · FICO Score 8 · Apr 1, 2026: 695. ' +
        'None has an earlier score of its own bureau and model to compare with; scores of other bureaus or models are never compared.',
    });
    const activity = (await agent.get(`/api/activities/${user.id}`)).json[0];
    expect(activity).toMatchObject({
      type: 'score_updated',
      title: 'Credit score read from your report',
      description: 'Experian · FICO Score 8 · Apr 1, 2026: 702; Equifax · FICO Score 8 · Apr 1, 2026: 688; TransUnion · FICO Score 8 · Apr 1, 2026: 695',
    });

    // the same file read again (uploaded twice): no points, no notification
    await readReport(user.id, 695, scores);
    expect(await points(user.id)).toEqual([640, 702, 688, 695]);
    expect(await scoreNotifications(user.id)).toHaveLength(1);

    // the trend: one line per kind of score, the current score's first
    const trend = (await agent.get(`/api/score-history/${user.id}`)).json;
    expect(trend.lines.map((l: { source: string; bureau: string | null }) => [l.source, l.bureau])).toEqual([
      ['credit_report', 'transunion'],
      ['credit_report', 'equifax'],
      ['credit_report', 'experian'],
      ['self_reported', null],
    ]);
  });

  test('a report uploaded late is placed by its own date: the change is from the earlier day, and the trend shows it in its month', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await onboard(agent, user.id, 640);
    const experian = (score: number, date: string): ReportScore[] => [{ score, bureau: 'experian', model: 'FICO Score 8', date }];
    await readReport(user.id, 630, experian(630, `${monthKey(1)}-09`));
    await readReport(user.id, 612, experian(612, `${monthKey(3)}-09`)); // the older report, uploaded after
    // the current score is the one just read; compared with nothing earlier, not as '-18 since' the newer one
    expect(await profileOf(agent, user.id)).toMatchObject({ currentScore: 612, scoreChange: null, previousScore: null });
    await readReport(user.id, 650, experian(650, `${monthKey(0)}-01`));
    expect(await profileOf(agent, user.id)).toMatchObject({ currentScore: 650, scoreChange: 20, previousScore: { score: 630, date: `${monthKey(1)}-09` } });
    const { lines } = (await agent.get(`/api/score-history/${user.id}`)).json;
    expect(lines[0].months.map((m: { score: number | null }) => m.score)).toEqual([null, null, 612, 612, 630, 650]);
    expect(await scoreNotifications(user.id)).toHaveLength(3);
  });

  test("without the scores, a report's score is kept with bureau and model unknown (never guessed) and not compared", async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await onboard(agent, user.id, 640);
    await readReport(user.id, 612, undefined);
    await readReport(user.id, 650, undefined);
    expect(await profileOf(agent, user.id)).toMatchObject({
      currentScore: 650,
      scoreChange: null,
      scorePoint: { source: 'credit_report', bureau: null, model: null },
    });
    const activity = (await agent.get(`/api/activities/${user.id}`)).json[0];
    expect(activity.description).toBe('Your credit report shows a score of 650');
  });

  test('a failed onboarding writes no point', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    expect((await onboard(agent, user.id, 900)).status).toBe(400);
    expect(await points(user.id)).toEqual([]);
  });

  test('no score yet: no line', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.get(`/api/score-history/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ lines: [] });
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
    expect(res.json.lines).toHaveLength(1);
    expect(res.json.lines[0]).toMatchObject({ source: 'self_reported', bureau: null, model: null });
    expect(res.json.lines[0].months).toEqual([
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
    expect(res.json.lines[0].months.map((m: { score: number | null }) => m.score)).toEqual([590, 590, 590, 590, 705, 705]);
  });

  test('scores of different bureaus or models are separate lines, each carried month to month; never joined into one', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await insertPoint(user.id, 640, inMonth(4, 3));
    await insertPoint(user.id, 612, inMonth(3, 9), EXPERIAN_FICO8_ROW);
    await insertPoint(user.id, 598, inMonth(2, 1), { bureau: 'equifax', model: 'FICO Score 8' });
    await insertPoint(user.id, 630, inMonth(1, 9), EXPERIAN_FICO8_ROW);
    const { lines } = (await agent.get(`/api/score-history/${user.id}`)).json;
    const scores = (l: { months: { score: number | null }[] }) => l.months.map((m) => m.score);
    expect(lines.map((l: { bureau: string | null; model: string | null }) => [l.bureau, l.model])).toEqual([
      ['experian', 'FICO Score 8'],
      ['equifax', 'FICO Score 8'],
      [null, null],
    ]);
    expect(lines.map(scores)).toEqual([
      [null, null, 612, 612, 630, 630],
      [null, null, null, 598, 598, 598],
      [null, 640, 640, 640, 640, 640],
    ]);
  });

  test("only the user's own points count", async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const other = await registeredAgent(suite.base);
    await onboard(other.agent, other.user.id, 777);
    const res = await agent.get(`/api/score-history/${user.id}`);
    expect(res.json.lines).toEqual([]);
    expect((await other.agent.get(`/api/score-history/${other.user.id}`)).json.lines[0].months.at(-1)).toEqual({ month: monthKey(0), score: 777 });
  });

  test('401 without a session, 403 for another user, 400 for a bad id', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const other = await registeredAgent(suite.base);
    expect((await new ApiAgent(suite.base).get(`/api/score-history/${user.id}`)).status).toBe(401);
    expect((await agent.get(`/api/score-history/${other.user.id}`)).status).toBe(403);
    expect((await agent.get('/api/score-history/0')).status).toBe(400);
  });
});
