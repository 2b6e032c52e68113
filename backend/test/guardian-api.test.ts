import { describe, expect, test } from 'bun:test';
import { GUARDIAN_QUESTION_EMPTY, GUARDIAN_QUESTION_MAX, GUARDIAN_QUESTION_TOO_LONG, type GuardianStreamEvent } from '@finx/contracts';
import type { AnswerInput, AnswerSink, GuardianAnswerer } from '../src/modules/guardian/answerer';
import { ANSWER_FAILED, GUARDIAN_RATE_LIMIT, mountGuardianRoutes } from '../src/modules/guardian/guardian.routes';
import { offlineAnswerer } from '../src/modules/guardian/offline';
import { modules } from '../src/modules';
import { ask } from './fixtures/guardian-sse';
import { ApiAgent, msUntil, registeredAgent, useTestServer } from './support';

/** The answerer the server uses: the offline one unless a test puts another in. */
let answerer: GuardianAnswerer = offlineAnswerer;
const switchable: GuardianAnswerer = {
  get mode() {
    return answerer.mode;
  },
  answer: (input, out) => answerer.answer(input, out),
};
const HEARTBEAT_MS = 40;
const suite = useTestServer(
  { TRUST_PROXY: 'true' },
  {
    modules: modules.map((m) =>
      m.name === 'guardian' ? { ...m, routes: (app, ctx) => mountGuardianRoutes(app, ctx, { answerer: switchable, heartbeatMs: HEARTBEAT_MS }) } : m,
    ),
  },
);

/** Writes "word " every `everyMs` until stopped; records how it ended. */
function slowAnswerer(everyMs: number, log: { aborted?: boolean }): GuardianAnswerer {
  return {
    mode: 'offline',
    async answer({ signal }: AnswerInput, out: AnswerSink) {
      out.source({ kind: 'help', title: 'Help Center', href: '/help' });
      for (let i = 0; i < 500 && !signal.aborted; i++) {
        out.token(`word${i} `);
        await Bun.sleep(everyMs);
      }
      log.aborted = signal.aborted;
    },
  };
}

const types = (events: GuardianStreamEvent[]) => events.map((e) => e.type);
const messagesOf = (conversationId: string) =>
  suite.sql<{ role: string; status: string; mode: string | null; content_enc: string }>(
    `select "role", "status", "mode", "content_enc" from @"guardian_messages" where "conversation_id" = ? order by "created_at", "role" desc`,
    [conversationId],
  );

describe('Guardian API (offline answerer)', () => {
  test('401 without a session: asking, listing, reading, deleting', async () => {
    const anon = new ApiAgent(suite.base);
    const asked = await ask(anon, { question: 'What is a 609 letter?' });
    expect(asked.status).toBe(401);
    expect(asked.json).toEqual({ error: 'Please sign in to continue', code: 'unauthenticated' });
    expect((await anon.get('/api/guardian/conversations')).status).toBe(401);
    const id = crypto.randomUUID();
    expect((await anon.get(`/api/guardian/conversations/${id}`)).status).toBe(401);
    expect((await anon.call('DELETE', `/api/guardian/conversations/${id}`, {})).status).toBe(401);
  });

  test('400 with the contract’s messages; nothing is stored', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const cases: [unknown, string][] = [
      [{}, GUARDIAN_QUESTION_EMPTY],
      [{ question: '   ' }, GUARDIAN_QUESTION_EMPTY],
      [{ question: 42 }, GUARDIAN_QUESTION_EMPTY],
      [{ question: 'x'.repeat(GUARDIAN_QUESTION_MAX + 1) }, GUARDIAN_QUESTION_TOO_LONG],
      [{ question: 'Hi', conversationId: 'abc' }, 'conversationId must be a conversation id'],
    ];
    for (const [body, message] of cases) {
      const r = await ask(agent, body);
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ error: message, code: 'invalid_input' });
    }
    expect(await suite.count('guardian_conversations', user.id)).toBe(0);
  });

  test('an answer streams start → token… → sources → done, is stored, and the conversation is listed and read back', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const r = await ask(agent, { question: 'What is a 609 letter?' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toStartWith('text/event-stream');
    expect(r.headers.get('cache-control')).toContain('no-cache');
    expect(r.headers.get('x-accel-buffering')).toBe('no');
    const kinds = types(r.events);
    expect(kinds[0]).toBe('start');
    expect(kinds.slice(-2)).toEqual(['sources', 'done']);
    expect(kinds.slice(1, -2).every((k) => k === 'token')).toBe(true);
    expect(kinds.length).toBeGreaterThan(3);

    const start = r.events[0] as Extract<GuardianStreamEvent, { type: 'start' }>;
    expect(start.mode).toBe('offline');
    expect(start.question).toMatchObject({ role: 'user', content: 'What is a 609 letter?', status: 'complete', mode: null, sources: [] });
    const text = r.events.flatMap((e) => (e.type === 'token' ? [e.text] : [])).join('');
    const { sources } = r.events.at(-2) as Extract<GuardianStreamEvent, { type: 'sources' }>;
    const { answer } = r.events.at(-1) as Extract<GuardianStreamEvent, { type: 'done' }>;
    expect(answer).toMatchObject({ role: 'assistant', content: text, sources, status: 'complete', mode: 'offline' });
    expect(text.length).toBeGreaterThan(20);
    expect(sources.length).toBeGreaterThan(0);

    const list = await agent.get('/api/guardian/conversations');
    expect(list.status).toBe(200);
    expect(list.json.conversations).toEqual([expect.objectContaining({ id: start.conversationId, title: 'What is a 609 letter?', messageCount: 2 })]);
    const got = await agent.get(`/api/guardian/conversations/${start.conversationId}`);
    expect(got.status).toBe(200);
    expect(got.json.messages).toEqual([start.question, answer]);

    // the text is encrypted at rest
    const rows = await messagesOf(start.conversationId);
    expect(rows.map((m) => [m.role, m.status, m.mode])).toEqual([
      ['user', 'complete', null],
      ['assistant', 'complete', 'offline'],
    ]);
    for (const row of rows) expect(row.content_enc).not.toContain('609');
    expect(await suite.count('guardian_conversations', user.id)).toBe(1);
  });

  test('a follow-up goes into the same conversation, and the answerer sees the earlier turns', async () => {
    const { agent } = await registeredAgent(suite.base);
    const first = await ask(agent, { question: 'What is a 609 letter?' });
    const conversationId = (first.events[0] as Extract<GuardianStreamEvent, { type: 'start' }>).conversationId;
    let seen: AnswerInput['history'] = [];
    answerer = { mode: 'offline', answer: async (input, out) => ((seen = input.history), out.token('ok')) };
    try {
      const second = await ask(agent, { question: 'And how long does the bureau have?', conversationId });
      expect(second.events[0]).toMatchObject({ type: 'start', conversationId });
    } finally {
      answerer = offlineAnswerer;
    }
    expect(seen.map((t) => t.role)).toEqual(['user', 'assistant']);
    expect(seen[0]!.content).toBe('What is a 609 letter?');
    const list = await agent.get('/api/guardian/conversations');
    expect(list.json.conversations).toEqual([expect.objectContaining({ id: conversationId, messageCount: 4 })]);
  });

  test('an SSN or a long number in a question is removed before it is stored or answered', async () => {
    const { agent } = await registeredAgent(suite.base);
    let asked = '';
    answerer = { mode: 'offline', answer: async (input, out) => ((asked = input.question), out.token('ok')) };
    try {
      const r = await ask(agent, { question: 'My SSN is 123-45-6789 and my card is 4111111111111111, is that a problem?' });
      const start = r.events[0] as Extract<GuardianStreamEvent, { type: 'start' }>;
      for (const text of [asked, start.question.content]) {
        expect(text).not.toContain('6789');
        expect(text).not.toContain('4111111111111111');
        expect(text).toContain('[number removed]');
      }
    } finally {
      answerer = offlineAnswerer;
    }
  });

  test('another user’s conversation: 404 to read, delete or ask in, and it is untouched', async () => {
    const a = await registeredAgent(suite.base);
    const b = await registeredAgent(suite.base);
    const r = await ask(a.agent, { question: 'What is a 609 letter?' });
    const id = (r.events[0] as Extract<GuardianStreamEvent, { type: 'start' }>).conversationId;
    for (const unknown of [id, crypto.randomUUID()]) {
      expect(await b.agent.get(`/api/guardian/conversations/${unknown}`)).toMatchObject({ status: 404, json: { error: 'Conversation not found' } });
      expect(await b.agent.call('DELETE', `/api/guardian/conversations/${unknown}`, {})).toMatchObject({
        status: 404,
        json: { error: 'Conversation not found' },
      });
      const asked = await ask(b.agent, { question: 'Tell me what is in it', conversationId: unknown });
      expect(asked).toMatchObject({ status: 404, json: { error: 'Conversation not found' } });
    }
    expect((await b.agent.get('/api/guardian/conversations')).json).toEqual({ conversations: [] });
    expect((await a.agent.get(`/api/guardian/conversations/${id}`)).json.messages).toHaveLength(2);
    expect((await b.agent.get('/api/guardian/conversations/not-a-uuid')).status).toBe(400);
  });

  test('delete removes the conversation and its messages', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const r = await ask(agent, { question: 'What is a 609 letter?' });
    const id = (r.events[0] as Extract<GuardianStreamEvent, { type: 'start' }>).conversationId;
    expect(await agent.call('DELETE', `/api/guardian/conversations/${id}`, {})).toMatchObject({ status: 200, json: { deleted: true } });
    expect(await suite.count('guardian_conversations', user.id)).toBe(0);
    expect(await messagesOf(id)).toEqual([]);
    expect((await agent.get(`/api/guardian/conversations/${id}`)).status).toBe(404);
  });

  test('Stop mid-stream aborts the answerer and stores the text so far as stopped', async () => {
    const { agent } = await registeredAgent(suite.base);
    const log: { aborted?: boolean } = {};
    answerer = slowAnswerer(20, log);
    let conversationId = '';
    try {
      const r = await ask(
        agent,
        { question: 'Tell me everything' },
        { onEvent: (e) => (e.type === 'start' && (conversationId = e.conversationId), e.type === 'token' && e.text === 'word2 ') },
      );
      expect(types(r.events)).toEqual(['start', 'token', 'token', 'token']);
      await msUntil(async () => (await messagesOf(conversationId)).length === 2, 3000);
    } finally {
      answerer = offlineAnswerer;
    }
    expect(log.aborted).toBe(true);
    const got = await agent.get(`/api/guardian/conversations/${conversationId}`);
    const stopped = got.json.messages[1];
    expect(stopped).toMatchObject({ role: 'assistant', status: 'stopped', mode: 'offline', sources: [{ kind: 'help', title: 'Help Center', href: '/help' }] });
    expect(stopped.content).toStartWith('word0 word1 word2 ');
    expect(stopped.content.split(' ').length).toBeLessThan(20);
  });

  test('each token reaches the client when it is written (Express under Bun does not buffer the stream)', async () => {
    const { agent } = await registeredAgent(suite.base);
    answerer = {
      mode: 'offline',
      async answer(_input, out) {
        out.token('First, ');
        await Bun.sleep(300);
        out.token('then the rest.');
      },
    };
    const arrived: number[] = [];
    try {
      await ask(agent, { question: 'Stream please' }, { onEvent: (e) => void (e.type === 'token' && arrived.push(performance.now())) });
    } finally {
      answerer = offlineAnswerer;
    }
    expect(arrived).toHaveLength(2);
    expect(arrived[1]! - arrived[0]!).toBeGreaterThan(200);
  });

  test('a slow answer gets heartbeat comments between its tokens', async () => {
    const { agent } = await registeredAgent(suite.base);
    let sentHeartbeat = false;
    answerer = {
      mode: 'offline',
      async answer(_input, out) {
        await Bun.sleep(HEARTBEAT_MS * 4);
        sentHeartbeat = true;
        out.token('Done thinking.');
      },
    };
    try {
      const r = await ask(agent, { question: 'Take your time' });
      expect(sentHeartbeat).toBe(true);
      expect(r.comments.length).toBeGreaterThanOrEqual(2);
      expect(types(r.events)).toEqual(['start', 'token', 'sources', 'done']);
    } finally {
      answerer = offlineAnswerer;
    }
  });

  test('an answerer failure: an error event, a stored failed answer with a plain message, the question kept', async () => {
    const { agent } = await registeredAgent(suite.base);
    answerer = {
      mode: 'offline',
      async answer(_input, out) {
        out.token('Half an ans');
        throw new Error('database went away at 10.0.0.3');
      },
    };
    let r: Awaited<ReturnType<typeof ask>>;
    try {
      r = await ask(agent, { question: 'Why did my score drop?' });
    } finally {
      answerer = offlineAnswerer;
    }
    expect(types(r.events)).toEqual(['start', 'token', 'sources', 'error']);
    expect(r.events.at(-1)).toEqual({ type: 'error', message: ANSWER_FAILED });
    const id = (r.events[0] as Extract<GuardianStreamEvent, { type: 'start' }>).conversationId;
    const got = await agent.get(`/api/guardian/conversations/${id}`);
    expect(got.json.messages.map((m: { role: string; status: string; content: string }) => [m.role, m.status, m.content])).toEqual([
      ['user', 'complete', 'Why did my score drop?'],
      ['assistant', 'failed', ANSWER_FAILED],
    ]);
  });

  test('429 once a user has asked the limit within the window; the message says when to retry; others are not limited', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await suite.sql(`insert into @"rate_limits" ("key", "hits", "reset_at") values (?, ?, now() + interval '4 minutes')`, [
      `${GUARDIAN_RATE_LIMIT.name}:${user.id}`,
      GUARDIAN_RATE_LIMIT.limit - 1,
    ]);
    expect((await ask(agent, { question: 'What is a 609 letter?' })).status).toBe(200);
    const limited = await ask(agent, { question: 'What is a 609 letter?' });
    expect(limited.status).toBe(429);
    expect(limited.json!.error).toBe(`${GUARDIAN_RATE_LIMIT.message} (try again in 4 minutes)`);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(200);
    expect(await suite.count('guardian_conversations', user.id)).toBe(1);
    const other = await registeredAgent(suite.base);
    expect((await ask(other.agent, { question: 'What is a 609 letter?' })).status).toBe(200);
  });
});
