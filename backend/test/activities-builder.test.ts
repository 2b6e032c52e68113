import { describe, expect, test } from 'bun:test';
import { ApiAgent, registeredAgent, useTestServer } from './support';

const suite = useTestServer({ TRUST_PROXY: 'true' });
const { sql, count } = suite;

const quickAction = (userId: number, overrides: Record<string, unknown> = {}) => ({
  userId,
  type: 'quick_action',
  title: 'Quick action: progress_check',
  description: 'Checked progress from the dashboard',
  metadata: JSON.stringify({ action: 'progress_check' }),
  ...overrides,
});

describe('activities', () => {
  test('POST records a quick action → 201 with the activity; GET lists newest first', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.post('/api/activities', quickAction(user.id));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      userId: user.id,
      type: 'quick_action',
      title: 'Quick action: progress_check',
      description: 'Checked progress from the dashboard',
      metadata: '{"action":"progress_check"}',
      createdAt: expect.any(String),
    });
    const second = await agent.post(
      '/api/activities',
      quickAction(user.id, { title: 'Quick action: coaching_plan_view', description: undefined, metadata: undefined }),
    );
    expect(second.json).toMatchObject({ description: '', metadata: null });
    const list = await agent.get(`/api/activities/${user.id}`);
    expect(list.status).toBe(200);
    expect(list.json.map((a: { title: string }) => a.title)).toEqual(['Quick action: coaching_plan_view', 'Quick action: progress_check']);
  });

  test('newest first with ties broken by id (desc), at most 100', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await sql(
      `insert into @"activities" ("user_id", "type", "title", "created_at")
       select ?, 'quick_action', 'Quick action #' || n, timestamptz '2026-01-01T00:00:00Z' + (n / 2) * interval '1 minute' from generate_series(1, 105) n`,
      [user.id],
    );
    const list = (await agent.get(`/api/activities/${user.id}`)).json as { id: number; title: string; createdAt: string }[];
    expect(list).toHaveLength(100);
    expect(list[0].title).toBe('Quick action #105');
    // #104 and #105 share a minute (52): the higher id comes first
    expect(list.slice(0, 3).map((a) => a.title)).toEqual(['Quick action #105', 'Quick action #104', 'Quick action #103']);
    for (let i = 1; i < list.length; i++) {
      const [prev, cur] = [list[i - 1], list[i]];
      expect(prev.createdAt > cur.createdAt || (prev.createdAt === cur.createdAt && prev.id > cur.id)).toBe(true);
    }
  });

  test.each([
    [{ type: 'lesson_completed' }, 'Only quick actions can be recorded from the app'],
    [{ type: 'dispute_filed' }, 'Only quick actions can be recorded from the app'],
    [{ type: 'assessment_completed' }, 'Only quick actions can be recorded from the app'],
    // a self-reported score change is recorded by onboarding, never posted by the app
    [{ type: 'score_updated' }, 'Only quick actions can be recorded from the app'],
    [{ title: '' }, 'Title is required'],
    [{ title: undefined }, 'Title is required'],
    [{ title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
    [{ description: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
    [{ metadata: '{not json' }, 'Metadata must be JSON text'],
    [{ userId: 'me' }, 'userId must be a number'],
  ])('%j → 400 with the schema message, nothing written', async (override, message) => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.post('/api/activities', quickAction(user.id, override));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message, code: 'invalid_input' });
    expect(await count('activities', user.id)).toBe(0);
  });

  test('401 without a session, 403 for another user, nothing written', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const other = await registeredAgent(suite.base);
    const anonymous = new ApiAgent(suite.base);
    expect((await anonymous.get(`/api/activities/${user.id}`)).status).toBe(401);
    expect((await anonymous.post('/api/activities', quickAction(user.id))).status).toBe(401);
    expect((await agent.get(`/api/activities/${other.user.id}`)).status).toBe(403);
    expect((await agent.post('/api/activities', quickAction(other.user.id))).status).toBe(403);
    expect(await count('activities', other.user.id)).toBe(0);
    expect(await count('activities', user.id)).toBe(0);
  });
});

describe('builder accounts', () => {
  test('a request → 201 requested (not an account until the partner confirms), with the partner’s site; the activity says what was sent; list newest first', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.post('/api/builder-accounts', { userId: user.id, provider: 'kikoff' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      userId: user.id,
      provider: 'kikoff',
      status: 'requested',
      partnerNotified: false,
      signupUrl: 'https://kikoff.com/',
      createdAt: expect.any(String),
    });
    const [activity] = (await agent.get(`/api/activities/${user.id}`)).json;
    // no Kikoff webhook is switched on: nothing went to Kikoff, and the activity says so
    expect(activity).toMatchObject({
      type: 'builder_account_opened',
      title: 'Builder account requested',
      description: "Not sent: no Kikoff webhook is switched on — sign up on Kikoff's site",
    });
    expect((await agent.post('/api/builder-accounts', { userId: user.id, provider: 'self' })).status).toBe(201);
    const list = await agent.get(`/api/builder-accounts/${user.id}`);
    expect(list.status).toBe(200);
    expect(list.json.map((a: { provider: string; status: string }) => [a.provider, a.status])).toEqual([
      ['self', 'requested'],
      ['kikoff', 'requested'],
    ]);
  });

  test('the same provider again → 409, nothing written', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    expect((await agent.post('/api/builder-accounts', { userId: user.id, provider: 'chime' })).status).toBe(201);
    const again = await agent.post('/api/builder-accounts', { userId: user.id, provider: 'chime' });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: "You already asked Chime for an account: finish on Chime's site", code: 'conflict' });
    expect(await count('builder_accounts', user.id)).toBe(1);
    expect(await count('activities', user.id)).toBe(1);
  });

  test('two enrollments racing for one provider: one 201, the other 409 (never 500); one activity', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const results = await Promise.all([1, 2, 3].map(() => agent.post('/api/builder-accounts', { userId: user.id, provider: 'extra' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.status === 409)!.json).toEqual({ error: "You already asked Extra for an account: finish on Extra's site", code: 'conflict' });
    expect(await count('builder_accounts', user.id)).toBe(1);
    expect(await count('activities', user.id)).toBe(1);
  });

  test.each([
    [{ provider: 'acme' }, 'Choose a credit-builder provider'],
    [{ provider: undefined }, 'Choose a credit-builder provider'],
    [{ userId: undefined }, 'userId is required'],
  ])('%j → 400, nothing written', async (override, message) => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.post('/api/builder-accounts', { userId: user.id, provider: 'self', ...override });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message, code: 'invalid_input' });
    expect(await count('builder_accounts', user.id)).toBe(0);
  });

  test('401 without a session, 403 for another user, nothing written', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const other = await registeredAgent(suite.base);
    const anonymous = new ApiAgent(suite.base);
    expect((await anonymous.get(`/api/builder-accounts/${user.id}`)).status).toBe(401);
    expect((await anonymous.post('/api/builder-accounts', { userId: user.id, provider: 'self' })).status).toBe(401);
    expect((await agent.get(`/api/builder-accounts/${other.user.id}`)).status).toBe(403);
    expect((await agent.post('/api/builder-accounts', { userId: other.user.id, provider: 'self' })).status).toBe(403);
    expect(await count('builder_accounts', other.user.id)).toBe(0);
    expect(await count('activities', other.user.id)).toBe(0);
  });
});
