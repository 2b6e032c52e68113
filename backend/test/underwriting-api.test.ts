import { describe, expect, test } from 'bun:test';
import { NOTHING_TO_ANALYZE } from '../src/modules/underwriting/underwriting.service';
import { insertProcessedReport } from './fixtures/underwriting-api';
import { account, reading } from './fixtures/underwriting-reading';
import { ApiAgent, registeredAgentWithPlan, useTestServer } from './support';

const suite = useTestServer({ TRUST_PROXY: 'true' });

/** AI underwriting and insurance quotes are the Elite plan's (issue 26: 402 without it): these users hold it. */
const eliteAgent = (overrides?: Record<string, unknown>) => registeredAgentWithPlan(suite, 'elite', overrides);
const INPUT = { income: 6_000, employment: 4, expenses: 2_000, existingDebts: 12_000 };

describe('POST /api/ai-underwriting/analyze', () => {
  test('analyzes the latest processed report and the inputs; stored with its inputs; the last one shows on return', async () => {
    const { agent, user } = await eliteAgent();
    await insertProcessedReport(suite, user.id, reading({ accounts: [account({ balance: 9_000, creditLimit: 10_000 })] }), new Date('2026-10-01T00:00:00Z'));
    const latestId = await insertProcessedReport(suite, user.id, reading());
    const res = await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData: INPUT });
    expect(res.status).toBe(201);
    const r = res.json;
    expect(r).toMatchObject({ userId: user.id, inputs: INPUT, narrativeSource: 'offline', narrativeNote: null, model: 'finx-offline-1', riskLevel: 'low' });
    expect(r.creditworthinessScore).toBeGreaterThanOrEqual(80);
    // the newest report is the one read (the older one's 90% utilization is not a reason)
    expect(r.basis).toMatchObject({
      reportId: latestId,
      bureau: 'experian',
      finxScore: null,
      finxSource: 'none',
      creditData: 'credit_report',
      openDisputes: 0,
      debtToIncome: 0.06,
      missing: ['a FinX Score (take the assessment)'],
    });
    expect(r.reasons).toEqual([]);
    expect(r.confidenceScore).toBe(90);
    expect(r.narrative).toContain(`${r.creditworthinessScore} out of 100`);
    expect(await suite.count('underwriting_results', user.id)).toBe(1);

    const again = await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData: { income: 3_000, existingDebts: 60_000 } });
    expect(again.json.reasons[0].text).toBe('Excessive obligations in relation to income');
    const results = await agent.get(`/api/ai-underwriting/results/${user.id}`);
    expect(results.status).toBe(200);
    expect(results.json.latest).toEqual(again.json);
    expect(results.json.history.map((h: { id: number }) => h.id)).toEqual([again.json.id, r.id]);
    expect(results.json.history[1]).toEqual({
      id: r.id,
      createdAt: r.createdAt,
      creditworthinessScore: r.creditworthinessScore,
      riskLevel: 'low',
      confidenceScore: 90,
    });
  });

  test('empty inputs are omitted; with nothing to analyze → 422, nothing stored', async () => {
    const { agent, user } = await eliteAgent();
    const res = await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData: {} });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ error: NOTHING_TO_ANALYZE, code: 'not_enough_data' });
    expect((await agent.get(`/api/ai-underwriting/results/${user.id}`)).json).toEqual({ latest: null, history: [] });
    const incomeOnly = await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData: { income: 4_000, existingDebts: 0 } });
    expect(incomeOnly.status).toBe(201);
    expect(incomeOnly.json.basis.missing).toContain('a credit report');
  });

  test('no credit data (no report, no score): no score and no risk level, what it needs, low confidence; no quotes from it', async () => {
    const { agent, user } = await eliteAgent();
    // the case: income, expenses, debts and employment that would have read 99/100, low risk
    const res = await agent.post('/api/ai-underwriting/analyze', {
      userId: user.id,
      additionalData: { income: 9_000, expenses: 1_500, existingDebts: 2_000, employment: 8 },
    });
    expect(res.status).toBe(201);
    const r = res.json;
    expect(r).toMatchObject({
      creditworthinessScore: null,
      riskLevel: null,
      confidenceScore: 20,
      recommendations: [],
      reasons: [],
      narrativeSource: 'offline',
    });
    expect(r.basis).toMatchObject({
      reportId: null,
      finxScore: null,
      finxSource: 'none',
      creditData: 'none',
      missing: ['a credit report', 'a FinX Score (take the assessment)'],
    });
    expect(r.narrative).toStartWith('No score yet: upload a credit report so the analysis can read your credit history.');
    expect(r.narrative).not.toMatch(/out of 100|low risk|lender would read/i);
    const results = (await agent.get(`/api/ai-underwriting/results/${user.id}`)).json;
    expect(results.latest).toEqual(r);
    expect(results.history).toEqual([{ id: r.id, createdAt: r.createdAt, creditworthinessScore: null, riskLevel: null, confidenceScore: 20 }]);
    // insurance is not quoted from it
    const quote = await agent.post('/api/insurance/quote', { userId: user.id, underwritingResult: { id: r.id }, income: 9_000 });
    expect(quote).toMatchObject({
      status: 422,
      json: { error: 'No quotes from an analysis without credit data: upload a credit report, run the analysis again, then get quotes' },
    });
    expect(await suite.count('insurance_quotes', user.id)).toBe(0);
  });

  test('only a self-reported score: scored, at least medium risk, confidence without the report’s 35, and it says so', async () => {
    const { agent, user } = await eliteAgent();
    expect((await agent.post('/api/credit-profiles', { userId: user.id, currentScore: 760, targetScore: 800 })).status).toBeLessThan(300);
    const r = (
      await agent.post('/api/ai-underwriting/analyze', {
        userId: user.id,
        additionalData: { income: 9_000, expenses: 1_500, existingDebts: 2_000, employment: 8 },
      })
    ).json;
    expect(r.basis).toMatchObject({ creditData: 'self_reported', finxSource: 'self_reported', reportId: null });
    expect(r.creditworthinessScore).toEqual(expect.any(Number));
    expect(r.riskLevel).toBe('medium');
    expect(r.confidenceScore).toBe(65);
    expect(r.narrative).toContain('Based on the credit score you told us, not a credit report, so the confidence is lower.');
  });

  test.each([
    [{ income: -1 }, 'Monthly income cannot be negative'],
    [{ income: 1e308 }, 'Monthly income must be at most 1,000,000,000'],
    [{ income: '5000' }, 'Monthly income must be a number'],
    [{ expenses: 'lots' }, 'Monthly expenses must be a number'],
    [{ existingDebts: -500 }, 'Existing debts cannot be negative'],
    [{ employment: 200 }, 'Years employed must be at most 70'],
    [{ employment: null }, 'Years employed must be a number'],
    [{ ssn: '123-45-6789' }, "Unrecognized key(s) in object: 'ssn'"],
  ])('hostile input %j → 400, nothing stored', async (additionalData, message) => {
    const { agent, user } = await eliteAgent();
    const res = await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain(message);
    expect(await suite.count('underwriting_results', user.id)).toBe(0);
  });

  test('a string userId or a body that is not an object → 400', async () => {
    const { agent, user } = await eliteAgent();
    expect((await agent.post('/api/ai-underwriting/analyze', { userId: String(user.id), additionalData: INPUT })).status).toBe(400);
    expect((await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData: 'rich' })).status).toBe(400);
    expect((await agent.call('POST', '/api/ai-underwriting/analyze', '[1,2]')).status).toBe(400);
  });

  test('recommends builder partners not yet enrolled; enrolling through POST /api/builder-accounts removes it', async () => {
    const { agent, user } = await eliteAgent();
    await insertProcessedReport(suite, user.id, reading({ accounts: [account({ opened: '2025-11-01', balance: 50, creditLimit: 300 })] }));
    const first = (await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData: INPUT })).json;
    const builder = first.recommendations.find((r: { type: string }) => r.type === 'builder_account');
    expect(builder.action).toEqual({ kind: 'enroll_builder', provider: 'self' });
    expect((await agent.post('/api/builder-accounts', { userId: user.id, provider: builder.action.provider })).status).toBe(201);
    const second = (await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData: INPUT })).json;
    expect(second.recommendations.map((r: { id: string }) => r.id)).not.toContain('builder_account:self');
  });
});

describe('dispute recommendations from the findings', () => {
  test('an obsolete collection is a dispute filed in one click; then it is an open dispute, not a recommendation', async () => {
    const { agent, user } = await eliteAgent();
    const obsolete = account({
      creditor: 'Midland Funding',
      accountNumberLast4: '7788',
      accountNumberMasked: '****7788',
      type: 'collection',
      status: 'collection',
      paymentStatus: 'collection',
      balance: 640,
      creditLimit: null,
      opened: '2016-03-01',
      dateOfFirstDelinquency: '2015-06-01',
      negative: true,
    });
    await insertProcessedReport(
      suite,
      user.id,
      reading({
        accounts: [obsolete, ...reading().accounts],
        negativeItems: [{ kind: 'collection', creditor: 'Midland Funding', accountNumberLast4: '7788', bureau: 'experian' }],
      }),
    );
    const first = (await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData: INPUT })).json;
    const dispute = first.recommendations.find((r: { type: string }) => r.type === 'dispute');
    expect(dispute).toMatchObject({ title: 'Dispute Midland Funding with Experian', priority: 'high', action: { kind: 'file_finding' } });
    expect(first.recommendations[0].type).toBe('dispute');
    const filed = await agent.post(`/api/credit-report-findings/${dispute.action.key}/file`, {});
    expect(filed.status).toBe(201);
    const second = (await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData: INPUT })).json;
    expect(second.recommendations.filter((r: { type: string }) => r.type === 'dispute')).toEqual([]);
    expect(second.basis.openDisputes).toBe(1);
    expect(second.confidenceScore).toBe(first.confidenceScore - 3);
    expect(second.creditworthinessScore).toBe(first.creditworthinessScore); // a dispute is not a negative
  });
});

describe('GET /api/ai-underwriting/providers', () => {
  test('without OPENAI_API_KEY: the offline model, and OpenAI marked not configured', async () => {
    const { agent } = await eliteAgent();
    const res = await agent.get('/api/ai-underwriting/providers');
    expect(res.status).toBe(200);
    expect(res.json.providers).toEqual([
      { provider: 'FinX offline model (finx-offline-1)', active: true, note: expect.stringContaining('writes the summary') },
      { provider: 'OpenAI', active: false, note: "Not available yet: FinX's own model writes the summary." },
    ]);
  });
});

describe('sessions', () => {
  test('401 on every call without a session; 403 with another user’s id', async () => {
    const { agent, user } = await eliteAgent();
    const other = await eliteAgent();
    const anonymous = new ApiAgent(suite.base);
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/ai-underwriting/analyze', { userId: user.id, additionalData: INPUT }],
      ['GET', `/api/ai-underwriting/results/${user.id}`],
      ['GET', '/api/ai-underwriting/providers'],
      ['POST', '/api/insurance/quote', { userId: user.id, underwritingResult: { id: 1 } }],
      ['POST', '/api/insurance/purchase', { userId: user.id, quote: { id: 'q_x' }, paymentMethod: 'card' }],
      ['GET', `/api/insurance/policies/${user.id}`],
      ['POST', '/api/insurance/policies/1/cancel', {}],
      ['GET', '/api/insurance/providers'],
    ];
    for (const [method, path, body] of calls) expect([path, (await anonymous.call(method, path, body)).status]).toEqual([path, 401]);
    for (const [method, path, body] of calls.filter(([, p, b]) => p.includes(String(user.id)) || (b as { userId?: number })?.userId === user.id)) {
      expect([path, (await other.agent.call(method, path, body)).status]).toEqual([path, 403]);
    }
    expect(await suite.count('underwriting_results', user.id)).toBe(0);
    expect((await agent.get(`/api/ai-underwriting/results/${user.id}`)).json.latest).toBeNull();
  });
});
