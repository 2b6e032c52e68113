import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { Writable } from 'node:stream';
import { createLetterWriter, type Letter, letterText } from '../src/modules/disputes/letters';
import { createLogger } from '../src/platform/logger';
import { startFakeOpenAi } from './fixtures/fake-openai';
import { FULL_SSN, letterInput } from './fixtures/letter-input';

const API_KEY = 'sk-test-letters';
const MODEL = 'finx-test-model';

/** What the fake answers: the paragraphs (as the model's JSON) from the request's draft, or a raw Response. */
type Reply = (draft: string[]) => string[] | Response | Promise<Response>;

let reply: Reply = (draft) => draft;
let problems: string[] = [];
let requests = 0;
/** The facts of the last request, as the model was given them. */
let lastFacts: Record<string, unknown> = {};

/** The fake checks the model, the key and what the prompt holds. */
const server = startFakeOpenAi({
  apiKey: API_KEY,
  model: MODEL,
  problem: (what) => problems.push(what),
  async answer(body) {
    requests++;
    const prompt = body.messages.map((m) => m.content).join('\n');
    for (const fact of ['Midland Credit Management', '****9876', '$1,250.50', 'I never had an account with the original creditor.', 'January 10, 2025']) {
      if (!prompt.includes(fact)) problems.push(`prompt lacks ${fact}`);
    }
    for (const personal of [FULL_SSN, '123456789', '6789', 'XXX-XX', 'Jane', 'Doe', '12 Oak St', '1990-04-12']) {
      if (prompt.includes(personal)) problems.push(`prompt holds ${personal}`);
    }
    const user = JSON.parse(body.messages.find((m) => m.role === 'user')?.content ?? '{}') as { draft: string[]; facts: Record<string, unknown> };
    lastFacts = user.facts;
    const answer = await reply(user.draft);
    return answer instanceof Response ? answer : JSON.stringify({ paragraphs: answer });
  },
});
afterAll(server.stop);

let logged = '';
const logger = createLogger({
  level: 'debug',
  destination: new Writable({
    write(chunk, _enc, cb) {
      logged += chunk.toString();
      cb();
    },
  }) as never,
});
const openai = { apiKey: API_KEY, baseUrl: server.baseUrl, model: MODEL };
const aiWriter = createLetterWriter(openai, logger, { timeoutMs: 300 });
const templateWriter = createLetterWriter({ ...openai, apiKey: undefined }, logger);

const REWORDED = 'Thank you for taking the time to review my dispute.';

beforeEach(() => {
  reply = (draft) => draft;
  problems = [];
  requests = 0;
  logged = '';
});

/** Writes the letter both ways; expects the AI one to be the template's, with `reason` logged. */
async function expectTemplateUsed(reason: string) {
  const input = letterInput();
  const letter = await aiWriter.write(input);
  expect(requests).toBe(1);
  expect(problems).toEqual([]);
  expect(letter).toEqual(await templateWriter.write(input));
  const [line] = logged
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(line).toMatchObject({ level: 'warn', disputeId: 7, reason, msg: 'AI-written letter not used; the template letter is used' });
  for (const personal of ['Midland', '9876', '1,250', 'original creditor', 'Jane', FULL_SSN]) expect(logged).not.toContain(personal);
  return letter;
}

const withExtra =
  (sentence: string): Reply =>
  (draft) => [draft[0], `${draft[1]} ${sentence}`, ...draft.slice(2)];

describe('OpenAI letter writer (against a local OpenAI-compatible server)', () => {
  test('the writer is the template one without OPENAI_API_KEY, the OpenAI one with it', () => {
    expect(templateWriter.name).toBe('template');
    expect(aiWriter.name).toBe('openai');
  });

  test("a letter that keeps to the user's facts is used, with the template's addresses, fact blocks and citations", async () => {
    reply = (draft) => [`${REWORDED} ${draft[0]}`, ...draft.slice(1)];
    const input = letterInput();
    const letter: Letter = await aiWriter.write(input);
    expect(problems).toEqual([]);
    const template = await templateWriter.write(input);
    expect(letter.body[0]).toStartWith(REWORDED);
    expect(letter.body.slice(1)).toEqual(template.body.slice(1));
    expect({ ...letter, body: [] }).toEqual({ ...template, body: [] });
    expect(letterText(letter)).toContain('SSN: XXX-XX-6789');
    expect(logged).toBe('');
  });

  test('a reinserted item: the model is told of the deletion, and a letter that keeps to it is used', async () => {
    reply = (draft) => [`${REWORDED} ${draft[0]}`, ...draft.slice(1)];
    const reinsertion = { deletedOn: new Date('2025-02-03T00:00:00Z'), creditor: 'Midland Credit Management', accountNumber: '****9876' };
    const letter = await aiWriter.write(letterInput({ dispute: { reinsertion } }));
    expect(problems).toEqual([]);
    expect(lastFacts.reinsertion).toEqual({ deletedOn: 'February 3, 2025', creditor: 'Midland Credit Management', accountNumber: '****9876' });
    expect(letter.body[0]).toStartWith(REWORDED);
    expect(letterText(letter)).toContain('from my file after my earlier dispute; your results are dated February 3, 2025.');
    expect(letter.citations).toContain('FCRA §611(a)(5)(B)');
    expect(logged).toBe('');
  });

  const inventions: [string, string, string][] = [
    ['an account number', 'The account number 5500112233445566 is also reported.', 'a number not in the dispute'],
    ['an amount', 'The correct balance is $2,000.00.', 'an amount not in the dispute'],
    ['a date', 'The account was opened on June 3, 2021.', 'a date not in the dispute'],
    ['a creditor', 'The same debt is also reported by Portfolio Recovery Associates.', 'a name not in the dispute'],
    ['a law section', 'See also FCRA §616.', 'a law reference the template does not make'],
    ['a threat', 'If you do not delete it, I will sue you for damages.', 'claim not in the dispute: legal action'],
    ['a claim', 'I have enclosed a police report.', 'claim not in the dispute: police report'],
  ];
  for (const [what, sentence, reason] of inventions) {
    test(`a letter that invents ${what} is rejected and the template used`, async () => {
      reply = withExtra(sentence);
      const letter = await expectTemplateUsed(reason);
      expect(letterText(letter)).not.toContain(sentence);
    });
  }

  test('a letter that drops a citation is rejected', async () => {
    reply = (draft) => draft.map((p) => p.replaceAll('FCRA §611', 'the law'));
    await expectTemplateUsed('citation missing: FCRA §611');
  });

  test('a 500 from the API falls back to the template', async () => {
    reply = () => Response.json({ error: { message: 'boom', type: 'server_error' } }, { status: 500 });
    await expectTemplateUsed('API error 500');
  });

  test('a timeout falls back to the template', async () => {
    reply = async () => {
      await Bun.sleep(1_000);
      return new Response('late');
    };
    const started = performance.now();
    await expectTemplateUsed('APIConnectionTimeoutError');
    expect(performance.now() - started).toBeLessThan(900);
  });

  test('an answer that is not {"paragraphs": [...]} falls back to the template', async () => {
    reply = () => [];
    await expectTemplateUsed('UnusableAnswerError');
    reply = () =>
      Response.json({ choices: [{ index: 0, message: { role: 'assistant', content: 'Dear Experian, here is your letter.' }, finish_reason: 'stop' }] });
    logged = '';
    requests = 0;
    await expectTemplateUsed('SyntaxError');
  });
});
