import type { GuardianConversation, GuardianMessage, GuardianStreamEvent } from '@finx/contracts';
import { toaster } from '@finx/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, json, renderScreen, stubFetch, USER } from '../test-utils';
import { CONVERSATION_STORAGE_KEY } from './chat';
import Guardian from './Guardian';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
  sessionStorage.clear();
});

const CONV = '7d1c2a52-3f4e-4b6a-9c1d-2e3f4a5b6c7d';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const message = (n: number, role: GuardianMessage['role'], content: string, extra: Partial<GuardianMessage> = {}): GuardianMessage => ({
  id: uuid(n),
  role,
  content,
  sources: [],
  status: 'complete',
  mode: role === 'user' ? null : 'offline',
  createdAt: '2026-11-24T10:00:00.000Z',
  ...extra,
});
const LESSON = { kind: 'lesson', title: 'Lesson: Your rights under the FCRA', href: '/coaching?lesson=fcra-rights' } as const;
/** A statute link's name: its title, and that it opens in a new tab. */
const LAW_NAME = /^FCRA §609 \(15 U\.S\.C\. 1681g\)\s*\(opens in a new tab\)$/;
const LAW = { kind: 'law', title: 'FCRA §609 (15 U.S.C. 1681g)', href: 'https://www.law.cornell.edu/uscode/text/15/1681g' } as const;

/** An ask answer whose events the test sends one by one; aborting the request errors the body, as fetch does. */
function liveStream(signal?: AbortSignal | null) {
  let ctrl!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (ctrl = c) });
  signal?.addEventListener('abort', () => ctrl.error(new DOMException('The operation was aborted.', 'AbortError')));
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (e: GuardianStreamEvent) => ctrl.enqueue(new TextEncoder().encode(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`)),
    close: () => ctrl.close(),
  };
}

type Stream = ReturnType<typeof liveStream>;

/** The API: the ask answers with a live stream (handed to `onAsk`), the rest from `conversation`. */
function stubApi({ conversation, onAsk, ask }: { conversation?: GuardianConversation; onAsk?: (s: Stream) => void; ask?: () => Response } = {}) {
  return stubFetch((path, init) => {
    const method = init.method ?? 'GET';
    if (path === '/api/guardian/ask' && method === 'POST') {
      if (ask) return ask();
      const stream = liveStream(init.signal);
      onAsk?.(stream);
      return stream.response;
    }
    if (conversation && path === `/api/guardian/conversations/${conversation.id}` && method === 'GET') return json(200, conversation);
    if (path === '/api/guardian/conversations' && method === 'GET')
      return json(200, { conversations: conversation ? [{ ...conversation, messages: undefined }] : [] });
    if (conversation && path === `/api/guardian/conversations/${conversation.id}` && method === 'DELETE') return json(200, { deleted: true });
    return json(500, { error: `unexpected ${method} ${path}` });
  });
}

const box = () => screen.getByRole('textbox', { name: 'Your question' }) as HTMLTextAreaElement;
const log = () => screen.getByRole('log', { name: 'Guardian conversation' });
const render = (onClose = vi.fn()) => {
  renderScreen(() => <Guardian onClose={onClose} />, '/dashboard', USER);
  return onClose;
};
const start = (question: string): GuardianStreamEvent => ({ type: 'start', conversationId: CONV, question: message(1, 'user', question), mode: 'offline' });

describe('Guardian panel', () => {
  it('shows three example questions, and asking one streams the answer token by token, then its sources under it', async () => {
    let stream!: Stream;
    const fetchMock = stubApi({ onAsk: (s) => (stream = s) });
    render();
    expect(screen.getByRole('heading', { name: 'Guardian', level: 2 })).toBeTruthy();
    expect(document.activeElement).toBe(box());
    await userEvent.click(screen.getByRole('button', { name: 'What is a 609 letter?' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/guardian/ask')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'POST', '/api/guardian/ask');
    expect(bodyOf(call!)).toEqual({ question: 'What is a 609 letter?' });
    expect(call![1]).toMatchObject({ credentials: 'include' });
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();

    stream.send(start('What is a 609 letter?'));
    stream.send({ type: 'token', text: 'A 609 letter asks a bureau ' });
    await screen.findByText(/A 609 letter asks a bureau/);
    expect(log().textContent).not.toContain('A 609 letter'); // the log is not read out token by token
    stream.send({ type: 'token', text: 'for what it has on file.' });
    await screen.findByText(/for what it has on file\./);
    stream.send({ type: 'sources', sources: [LESSON, LAW] });
    stream.send({ type: 'done', answer: message(2, 'assistant', 'A 609 letter asks a bureau for what it has on file.', { sources: [LESSON, LAW] }) });
    stream.close();

    await waitFor(() => expect(log().textContent).toContain('Guardian answered: A 609 letter asks a bureau for what it has on file.'));
    expect(log().textContent).toContain('You asked: What is a 609 letter?');
    const lesson = within(log()).getByRole('link', { name: LESSON.title });
    expect(lesson.getAttribute('href')).toBe('/coaching?lesson=fcra-rights');
    expect(lesson.getAttribute('target')).toBeNull();
    const law = within(log()).getByRole('link', { name: LAW_NAME });
    expect(law.getAttribute('href')).toBe(LAW.href);
    expect(law.getAttribute('target')).toBe('_blank');
    expect(law.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Ask' })).toBeTruthy();
    expect(sessionStorage.getItem(CONVERSATION_STORAGE_KEY)).toBe(CONV);
  });

  it('sends with Enter (Shift+Enter is a new line), in the same conversation, and checks the question first', async () => {
    let stream!: Stream;
    const fetchMock = stubApi({
      conversation: {
        id: CONV,
        title: 'Hi',
        messageCount: 2,
        createdAt: '2026-11-24T10:00:00.000Z',
        updatedAt: '2026-11-24T10:00:00.000Z',
        messages: [message(1, 'user', 'Hi'), message(2, 'assistant', 'Hello.')],
      },
      onAsk: (s) => (stream = s),
    });
    sessionStorage.setItem(CONVERSATION_STORAGE_KEY, CONV);
    render();
    await waitFor(() => expect(log().textContent).toContain('Hello.'));
    expect(screen.queryByRole('button', { name: 'What is a 609 letter?' })).toBeNull();
    await userEvent.type(box(), '{Enter}');
    expect(await screen.findByText('Type a question for Guardian')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/guardian/ask')).toHaveLength(0);
    await userEvent.type(box(), 'When must Equifax{Shift>}{Enter}{/Shift}answer?');
    expect(box().value).toBe('When must Equifax\nanswer?');
    await userEvent.type(box(), '{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/guardian/ask')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/guardian/ask')[0]!)).toEqual({ question: 'When must Equifax\nanswer?', conversationId: CONV });
    expect(box().value).toBe('');
    stream.send(start('When must Equifax\nanswer?'));
    stream.send({ type: 'done', answer: message(3, 'assistant', 'Within 30 days.') });
    await waitFor(() => expect(log().textContent).toContain('Within 30 days.'));
    expect(log().textContent).toContain('Hello.');
  });

  it('shows a counter near the cap and refuses a question over it', async () => {
    stubApi();
    render();
    const long = 'a'.repeat(1001);
    await userEvent.click(box());
    await userEvent.paste(long);
    expect(screen.queryByText('1001/1000 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Your question can be at most 1000 characters')).toBeTruthy();
    expect(box().value).toBe(long);
  });

  it('Stop ends the stream and keeps the answer so far, marked as stopped', async () => {
    let stream!: Stream;
    stubApi({ onAsk: (s) => (stream = s) });
    render();
    await userEvent.type(box(), 'Why did my score drop?{Enter}');
    await waitFor(() => expect(stream).toBeDefined());
    stream.send(start('Why did my score drop?'));
    stream.send({ type: 'token', text: 'Your score went from 640 ' });
    await screen.findByText(/Your score went from 640/);
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(log().textContent).toContain('Your score went from 640'));
    expect(log().textContent).toContain('Stopped before the answer finished.');
    expect(screen.getByRole('button', { name: 'Ask' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(box());
  });

  it.each([
    [
      'a refusal of the request',
      () => json(429, { error: 'You have asked 30 questions in 10 minutes. Ask again after 3:40 PM.' }),
      "Guardian couldn't answer: You have asked 30 questions in 10 minutes. Ask again after 3:40 PM.",
    ],
    [
      'no connection',
      () => Promise.reject(new TypeError('Failed to fetch')) as never,
      "Guardian couldn't answer: FinX could not be reached. Check your connection.",
    ],
  ])('says what failed on %s and keeps the question in the box', async (_, ask, text) => {
    stubApi({ ask });
    render();
    await userEvent.type(box(), 'What is a 609 letter?{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(box().value).toBe('What is a 609 letter?');
  });

  it('says so when the answer fails midway (an error event or a dropped stream), the question back in the box', async () => {
    let stream!: Stream;
    stubApi({ onAsk: (s) => (stream = s) });
    render();
    await userEvent.type(box(), 'What is a 609 letter?{Enter}');
    await waitFor(() => expect(stream).toBeDefined());
    stream.send(start('What is a 609 letter?'));
    stream.send({ type: 'error', message: 'The answer could not be written. Please ask again.' });
    expect((await screen.findByRole('alert')).textContent).toContain("Guardian couldn't answer: The answer could not be written. Please ask again.");
    expect(box().value).toBe('What is a 609 letter?');
    expect(log().textContent).toContain('You asked: What is a 609 letter?');

    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    stream.send({ type: 'token', text: 'A 609' });
    stream.close();
    expect((await screen.findByRole('alert')).textContent).toContain("Guardian couldn't answer: The connection closed before the answer finished");
    expect(box().value).toBe('What is a 609 letter?');
  });

  it('shows the conversation kept for this tab, lists conversations, and deletes one after a confirmation', async () => {
    const conversation: GuardianConversation = {
      id: CONV,
      title: 'What is a 609 letter?',
      messageCount: 2,
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-24T10:01:00.000Z',
      messages: [message(1, 'user', 'What is a 609 letter?'), message(2, 'assistant', 'A request for your file.', { sources: [LAW] })],
    };
    const fetchMock = stubApi({ conversation });
    sessionStorage.setItem(CONVERSATION_STORAGE_KEY, CONV);
    render();
    await waitFor(() => expect(log().textContent).toContain('A request for your file.'));
    expect(within(log()).getByRole('link', { name: LAW_NAME })).toBeTruthy();

    const history = screen.getByRole('button', { name: 'History' });
    await userEvent.click(history);
    expect(history.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('2 messages · Nov 24, 2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete conversation: What is a 609 letter?' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('“What is a 609 letter?” and its 2 messages will be deleted for good.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', `/api/guardian/conversations/${CONV}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete conversation: What is a 609 letter?' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', {}, { timeout: 5000 })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', `/api/guardian/conversations/${CONV}`)).toHaveLength(1));
    // the API's CSRF check wants a JSON content type on every change, even one without a body
    expect(new Headers(callsTo(fetchMock, 'DELETE', `/api/guardian/conversations/${CONV}`)[0]![1]!.headers).get('content-type')).toBe('application/json');
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Conversation Deleted' }));
    expect(sessionStorage.getItem(CONVERSATION_STORAGE_KEY)).toBeNull();
    await userEvent.click(history);
    expect(screen.getByRole('button', { name: 'What is a 609 letter?' })).toBeTruthy(); // the examples: a new conversation
  });

  it('closes with its close button', async () => {
    stubApi();
    const onClose = render();
    await userEvent.click(screen.getByRole('button', { name: 'Close Guardian' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
