import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { startFakeOpenAi } from './fixtures/fake-openai';
import { insertProcessedReport } from './fixtures/underwriting-api';
import { account, reading } from './fixtures/underwriting-reading';
import { registeredAgentWithPlan, useTestServer } from './support';

const API_KEY = 'sk-test-underwriting';
const MODEL = 'finx-test-underwriter';

interface Prompt {
  recommendations: { id: string }[];
  creditworthinessScore: number | null;
  riskLevel: string | null;
  creditData: string;
  creditDataNote: string | null;
}
/** What the fake answers: the message content for the prompt, or a raw Response. */
type Reply = (prompt: Prompt) => string | Response;

let reply: Reply = () => '';
let prompts: string[] = [];
let problems: string[] = [];

/** The fake records the prompts. */
const fake = startFakeOpenAi({
  apiKey: API_KEY,
  model: MODEL,
  problem: (what) => problems.push(what),
  answer(body) {
    if (body.response_format?.type !== 'json_object') problems.push('not asked for JSON');
    const user = body.messages.find((m) => m.role === 'user')!.content!;
    prompts.push(body.messages.map((m) => m.content).join('\n'));
    return reply(JSON.parse(user) as Prompt);
  },
});
afterAll(fake.stop);

const suite = useTestServer({ TRUST_PROXY: 'true', OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: MODEL });

/** AI underwriting and insurance quotes are the Elite plan's (issue 26: 402 without it): these users hold it. */
const eliteAgent = (overrides?: Record<string, unknown>) => registeredAgentWithPlan(suite, 'elite', overrides);
const INPUT = { income: 4_000, employment: 1, expenses: 1_500, existingDebts: 9_000 };
const NARRATIVE = 'Your file is young, so a lender sees little history yet. Start with the builder account, then add an authorized-user card.';

beforeEach(() => {
  prompts = [];
  problems = [];
});

/** A user with a thin file (several recommendations), analyzed once with the fake's `r` as the answer. */
async function analyzeWith(r: Reply) {
  reply = r;
  const { agent, user } = await eliteAgent({ firstName: 'Zelda', lastName: 'Quartermaine' });
  await insertProcessedReport(
    suite,
    user.id,
    reading({
      consumer: { name: 'Zelda Quartermaine', address: '77 Birch Lane', city: 'Austin', state: 'TX', zip: '78701' },
      accounts: [account({ accountNumberLast4: '4821', accountNumberMasked: '****4821', opened: '2025-08-01', balance: 250, creditLimit: 500 })],
    }),
  );
  const res = await agent.post('/api/ai-underwriting/analyze', { userId: user.id, additionalData: INPUT });
  expect(res.status).toBe(201);
  expect(problems).toEqual([]);
  return res.json;
}

const json = (o: unknown) => JSON.stringify(o);

describe('underwriting narrative through OpenAI (a local fake of its API)', () => {
  test('the model writes the narrative and re-ranks the recommendations; the score, reasons and items are the computed ones', async () => {
    const offline = await analyzeWith(() => 'not json');
    const ai = await analyzeWith((p) => json({ narrative: NARRATIVE, ranking: p.recommendations.map((r) => r.id).reverse() }));
    expect(ai).toMatchObject({ narrative: NARRATIVE, narrativeSource: 'openai', narrativeNote: null, model: `finx-offline-1 + ${MODEL}` });
    for (const key of ['creditworthinessScore', 'riskLevel', 'confidenceScore', 'reasons'] as const) expect(ai[key]).toEqual(offline[key]);
    expect({ ...ai.basis, reportId: 0 }).toEqual({ ...offline.basis, reportId: 0 }); // two users, two reports
    expect(ai.recommendations.length).toBeGreaterThan(1);
    expect(ai.recommendations).toEqual([...offline.recommendations].reverse());
  });

  test('the prompt holds no full name, address or account number', async () => {
    await analyzeWith(() => json({ narrative: NARRATIVE }));
    expect(prompts).toHaveLength(1);
    for (const personal of ['Zelda', 'Quartermaine', 'Birch', '4821', '****', 'Austin', '78701']) expect(prompts[0]).not.toContain(personal);
    expect(prompts[0]).toContain('Limited credit experience');
  });

  const fallbacks: [string, Reply, string][] = [
    ['an answer that is not JSON', () => 'Here is your analysis: all good.', 'the AI model’s answer was malformed'],
    ['an answer without a narrative', () => json({ summary: NARRATIVE }), 'the AI model’s answer was malformed'],
    [
      'a ranking naming an unknown recommendation',
      () => json({ narrative: NARRATIVE, ranking: ['payday_loan'] }),
      'its ranking named recommendations that do not exist',
    ],
    [
      'a narrative with a number the analysis does not have',
      (p) => json({ narrative: `Your score is really ${p.creditworthinessScore! + 17} out of 100, better than it looks.` }),
      'it stated a number the analysis does not have',
    ],
    ['a 500 from the API', () => Response.json({ error: { message: 'boom', type: 'server_error' } }, { status: 500 }), 'the AI model did not answer'],
  ];
  for (const [what, r, why] of fallbacks) {
    test(`${what} → the offline narrative, with a note`, async () => {
      const result = await analyzeWith(r);
      expect(result.narrativeSource).toBe('offline');
      expect(result.narrativeNote).toBe(`The AI narrative was not used (${why}); this summary is from the offline model.`);
      expect(result.narrative).toContain(`${result.creditworthinessScore} out of 100`);
      expect(result.model).toBe('finx-offline-1');
    });
  }

  test('no credit data: the prompt has no score or risk and says what is needed; a verdict in the answer is not used', async () => {
    const noFile = async (r: Reply) => {
      reply = r;
      const { agent, user } = await eliteAgent();
      const res = await agent.post('/api/ai-underwriting/analyze', {
        userId: user.id,
        additionalData: { income: 9_000, expenses: 1_500, existingDebts: 2_000, employment: 8 },
      });
      expect(res.status).toBe(201);
      return res.json;
    };
    const WITHOUT =
      'There is no score yet because we have not read a credit report. Your income comfortably covers your expenses and debts; upload a report for a full analysis.';
    const used = await noFile((p) => {
      expect(p).toMatchObject({
        creditworthinessScore: null,
        riskLevel: null,
        creditData: 'none',
        creditDataNote: expect.stringContaining('upload a credit report'),
      });
      return json({ narrative: WITHOUT });
    });
    expect(used).toMatchObject({ narrative: WITHOUT, narrativeSource: 'openai', creditworthinessScore: null, riskLevel: null });
    expect(prompts[0]).toContain('never state or suggest a score, a risk level');
    for (const verdict of [
      'With this income a lender would see you as low risk.',
      'Your creditworthiness looks like 99/100 from these numbers, well done.',
      'You would likely be approved for most cards with an income like this one.',
    ]) {
      const result = await noFile(() => json({ narrative: verdict }));
      expect(result.narrativeSource).toBe('offline');
      expect(result.narrativeNote).toBe(
        'The AI narrative was not used (it gave a verdict the analysis does not have); this summary is from the offline model.',
      );
      expect(result.narrative).toStartWith('No score yet');
    }
  });

  test('providers: OpenAI with the configured model is active beside the offline model', async () => {
    const { agent } = await eliteAgent();
    const res = await agent.get('/api/ai-underwriting/providers');
    expect(res.json.providers.map((p: { provider: string; active: boolean }) => [p.provider, p.active])).toEqual([
      ['FinX offline model (finx-offline-1)', true],
      [`OpenAI (${MODEL})`, true],
    ]);
  });
});
