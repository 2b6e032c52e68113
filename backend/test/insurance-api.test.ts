import { describe, expect, test } from 'bun:test';
import { DAY_MS } from '@finx/contracts';
import { insertProcessedReport } from './fixtures/underwriting-api';
import { reading } from './fixtures/underwriting-reading';
import { registeredAgentWithPlan, useTestServer } from './support';

const suite = useTestServer({ TRUST_PROXY: 'true' });

/** AI underwriting and insurance quotes are the Elite plan's (issue 26: 402 without it): these users hold it. */
const eliteAgent = (overrides?: Record<string, unknown>) => registeredAgentWithPlan(suite, 'elite', overrides);
const INPUT = { income: 6_000, employment: 4, expenses: 2_000, existingDebts: 12_000 };

/** A signed-in user with one analysis (low risk: a clean report and these inputs). */
async function analyzedUser(input: Record<string, number> = INPUT) {
  const { agent, user } = await eliteAgent();
  await insertProcessedReport(suite, user.id, reading());
  const result = (await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData: input })).json;
  return { agent, user, result };
}

const quote = (agent: Awaited<ReturnType<typeof analyzedUser>>['agent'], userId: number, result: { id: unknown }, extra: Record<string, unknown> = {}) =>
  agent.post('/api/insurance/quote', { userId, underwritingResult: result, ...extra });

describe('POST /api/insurance/quote', () => {
  test('a quote from each provider, priced from the stored risk level and income, valid 30 days, stored', async () => {
    const { agent, user, result } = await analyzedUser();
    expect(result.riskLevel).toBe('low');
    // the client's copy of the result cannot change the price: the server reads its own
    const res = await quote(agent, user.id, { ...result, riskLevel: 'low', creditworthinessScore: 100 });
    expect(res.status).toBe(201);
    const quotes = res.json.quotes;
    expect(quotes.map((q: { provider: string }) => q.provider)).toEqual(['FinX Shield', 'Harbor Payment Protection', 'Keystone Credit Life']);
    expect(quotes[0]).toMatchObject({
      providerKey: 'shield',
      monthlyPremium: 21.8,
      riskLevel: 'low',
      coverage: { maximumCoverage: 18_000, deductible: 250 },
      income: 6_000,
      underwritingResultId: result.id,
    });
    const days = (Date.parse(quotes[0].expiresAt) - Date.parse(quotes[0].createdAt)) / DAY_MS;
    expect(days).toBe(30);
    expect(await suite.count('insurance_quotes', user.id)).toBe(3);
    // a higher income in the request sizes a larger cover
    const richer = (await quote(agent, user.id, result, { income: 9_000 })).json.quotes[0];
    expect(richer.coverage.maximumCoverage).toBe(27_000);
  });

  test('high risk pays more for the same cover', async () => {
    const low = (await analyzedUser()).result;
    const { agent, user, result } = await analyzedUser({ income: 6_000, existingDebts: 150_000, expenses: 4_000, employment: 0.2 });
    expect(result.riskLevel).not.toBe('low');
    const q = (await quote(agent, user.id, result)).json.quotes[0];
    expect(q.riskLevel).toBe(result.riskLevel);
    expect(q.monthlyPremium).toBeGreaterThan(21.8);
    expect(low.riskLevel).toBe('low');
  });

  test('another user’s result or a missing one → 404; no income → 422; hostile income → 400; nothing stored', async () => {
    const { agent, user, result } = await analyzedUser();
    const other = await analyzedUser();
    expect((await quote(agent, user.id, { id: other.result.id })).status).toBe(404);
    expect((await quote(agent, user.id, { id: 99_999_999 })).status).toBe(404);
    for (const income of [-1, 1e308, '6000']) expect((await quote(agent, user.id, result, { income })).status).toBe(400);
    expect((await quote(agent, user.id, { id: 'one' })).status).toBe(400);
    expect((await agent.post('/api/insurance/quote', { userId: user.id })).status).toBe(400);
    const noIncome = await eliteAgent();
    await insertProcessedReport(suite, noIncome.user.id, reading());
    const r = (await noIncome.agent.post('/api/ai-underwriting/analyze', { userId: noIncome.user.id, additionalData: {} })).json;
    const res = await quote(noIncome.agent, noIncome.user.id, r);
    expect(res.status).toBe(422);
    expect(res.json.error).toContain('monthly income');
    expect(await suite.count('insurance_quotes', user.id)).toBe(0);
    expect(await suite.count('insurance_quotes', noIncome.user.id)).toBe(0);
  });
});

describe('POST /api/insurance/purchase, policies, cancel', () => {
  test('no insurer is connected: quotes are illustrative, saving one records an illustrative quote (no policy), once; nothing to cancel', async () => {
    const { agent, user, result } = await analyzedUser();
    const [shield, harbor] = (await quote(agent, user.id, result)).json.quotes;
    expect(shield.illustrative).toBe(true);
    const saved = await agent.post('/api/insurance/purchase', { userId: user.id, quote: shield, paymentMethod: 'card' });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({
      userId: user.id,
      quoteId: shield.id,
      provider: 'FinX Shield',
      monthlyPremium: 21.8,
      status: 'illustrative',
      paymentMethod: 'card',
      cancelledAt: null,
    });
    const again = await agent.post('/api/insurance/purchase', { userId: user.id, quote: shield, paymentMethod: 'card' });
    expect(again).toMatchObject({ status: 409, json: { error: 'This quote has already been saved' } });
    // an illustrative quote is no policy: another quote from the same provider can be saved too
    const shield2 = (await quote(agent, user.id, result)).json.quotes[0];
    expect((await agent.post('/api/insurance/purchase', { userId: user.id, quote: shield2, paymentMethod: 'card' })).status).toBe(201);
    expect((await agent.post('/api/insurance/purchase', { userId: user.id, quote: harbor, paymentMethod: 'card' })).status).toBe(201);

    const list = (await agent.get(`/api/insurance/policies/${user.id}`)).json.policies;
    expect(list.map((p: { status: string }) => p.status)).toEqual(['illustrative', 'illustrative', 'illustrative']);
    expect(await suite.count('insurance_policies', user.id)).toBe(3);
    const cancel = await agent.post(`/api/insurance/policies/${saved.json.id}/cancel`, {});
    expect(cancel).toMatchObject({ status: 409, json: { error: 'This is an illustrative quote, not a policy: there is nothing to cancel' } });
  });

  test('an insurer-confirmed policy (status active) is cancellable once', async () => {
    const { agent, user, result } = await analyzedUser();
    const [shield] = (await quote(agent, user.id, result)).json.quotes;
    const saved = (await agent.post('/api/insurance/purchase', { userId: user.id, quote: shield, paymentMethod: 'card' })).json;
    // what an insurer's confirmation would write (no integration exists yet)
    await suite.sql(`update @"insurance_policies" set "status" = 'active' where "id" = ?`, [saved.id]);
    const cancelled = await agent.post(`/api/insurance/policies/${saved.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect((await agent.post(`/api/insurance/policies/${saved.id}/cancel`, {})).status).toBe(409);
  });

  test('an expired quote → 410; a changed risk level → 409; another user’s quote or policy → 404', async () => {
    const { agent, user, result } = await analyzedUser();
    const [shield, harbor, keystone] = (await quote(agent, user.id, result)).json.quotes;
    await suite.sql(`update @"insurance_quotes" set "expires_at" = now() - interval '1 minute' where "id" = ?`, [shield.id]);
    const expired = await agent.post('/api/insurance/purchase', { userId: user.id, quote: shield, paymentMethod: 'card' });
    expect(expired.status).toBe(410);
    expect(expired.json.error).toMatch(/^This quote expired on .+\. Get a new quote\.$/);

    const other = await analyzedUser();
    expect((await other.agent.post('/api/insurance/purchase', { userId: other.user.id, quote: harbor, paymentMethod: 'card' })).status).toBe(404);

    const worse = await agent.post('/api/ai-underwriting/analyze', {
      userId: user.id,
      additionalData: { income: 1_000, existingDebts: 90_000, expenses: 900, employment: 0.1 },
    });
    expect(worse.json.riskLevel).not.toBe('low');
    const changed = await agent.post('/api/insurance/purchase', { userId: user.id, quote: harbor, paymentMethod: 'card' });
    expect(changed).toMatchObject({ status: 409, json: { error: `Your risk level changed since this quote (now ${worse.json.riskLevel}). Get a new quote.` } });
    expect(await suite.count('insurance_policies', user.id)).toBe(0);

    const { agent: a2, user: u2, result: r2 } = await analyzedUser();
    const mine = (await quote(a2, u2.id, r2)).json.quotes[0];
    const policy = (await a2.post('/api/insurance/purchase', { userId: u2.id, quote: mine, paymentMethod: 'card' })).json;
    expect((await agent.post(`/api/insurance/policies/${policy.id}/cancel`, {})).status).toBe(404);
    expect((await a2.get(`/api/insurance/policies/${u2.id}`)).json.policies[0].status).toBe('illustrative');
    expect(keystone.provider).toBe('Keystone Credit Life');
  });

  test.each([
    [{ paymentMethod: 'cash' }, "paymentMethod must be 'card'"],
    [{ quote: {} }, 'quote.id is required'],
    [{ quote: { id: 'x'.repeat(65) } }, 'at most 64'],
  ])('%j → 400', async (override, message) => {
    const { agent, user } = await analyzedUser();
    const res = await agent.post('/api/insurance/purchase', { userId: user.id, quote: { id: 'q_1' }, paymentMethod: 'card', ...override });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain(message);
  });

  test('policy id that is not a number → 400', async () => {
    const { agent } = await analyzedUser();
    expect((await agent.post('/api/insurance/policies/abc/cancel', {})).status).toBe(400);
  });
});

describe('GET /api/insurance/providers', () => {
  test('keyed by provider: name, description, specialties', async () => {
    const { agent } = await eliteAgent();
    const res = await agent.get('/api/insurance/providers');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(['shield', 'harbor', 'keystone']);
    expect(res.json.shield).toEqual({ name: 'FinX Shield', description: expect.any(String), specialties: ['Job loss', 'Disability', 'Credit cards'] });
  });
});
