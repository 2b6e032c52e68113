import { isApiError, serverMessage, type GuardianMessage, type GuardianMode, type GuardianSource } from '@finx/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { askGuardian, GuardianCutOffError } from './ask';
import { useAddMessages, useConversation } from './queries';
import { GuardianStreamError } from './sse';

/** The conversation shown in the panel, for this tab: after a reload the panel shows it again. */
export const CONVERSATION_STORAGE_KEY = 'finx.guardian.conversation';

function storedConversation(): string | null {
  try {
    return sessionStorage.getItem(CONVERSATION_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeConversation(id: string | null) {
  try {
    if (id) sessionStorage.setItem(CONVERSATION_STORAGE_KEY, id);
    else sessionStorage.removeItem(CONVERSATION_STORAGE_KEY);
  } catch {
    // storage refused (private mode): the panel still works, it only forgets on reload
  }
}

/** The question being answered and the answer so far. */
export type LiveTurn = { question: string; answer: string; sources: GuardianSource[]; stored?: GuardianMessage; mode?: GuardianMode };

/** What failed, in words: the server's own message when it sent one. */
export function failureText(err: unknown): string {
  if (isApiError(err)) return `Guardian couldn't answer: ${serverMessage(err, `the server answered ${err.status}`)}`;
  if (err instanceof GuardianCutOffError || err instanceof GuardianStreamError) return `Guardian couldn't answer: ${err.message}`;
  return "Guardian couldn't answer: FinX could not be reached. Check your connection.";
}

/** The answer kept when the user pressed Stop (the server stores the same text as 'stopped'). */
const stoppedAnswer = (turn: LiveTurn): GuardianMessage => ({
  id: crypto.randomUUID(),
  role: 'assistant',
  content: turn.answer,
  sources: turn.sources,
  status: 'stopped',
  mode: turn.mode ?? null,
  createdAt: new Date().toISOString(),
});

/**
 * The panel's conversation: the one stored for this tab (read from the API), the turn being streamed, Stop,
 * and what failed. `setDraft` is the question box: cleared when a question is sent, given the question back
 * when it could not be answered (unless the user has typed something else meanwhile).
 */
export function useGuardianChat(setDraft: (update: (draft: string) => string) => void) {
  const [conversationId, setConversationId] = useState<string | null>(storedConversation);
  const conversation = useConversation(conversationId);
  const [live, setLive] = useState<LiveTurn | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const addMessages = useAddMessages();

  const open = useCallback((id: string | null) => {
    controller.current?.abort();
    setConversationId(id);
    storeConversation(id);
    setFailure(null);
  }, []);

  // A stored conversation that is no longer there (deleted in another tab): start afresh.
  const gone = conversation.isError && isApiError(conversation.error) && conversation.error.status === 404;
  useEffect(() => {
    if (gone) open(null);
  }, [gone, open]);

  useEffect(() => () => controller.current?.abort(), []);

  const ask = async (question: string) => {
    if (controller.current) return;
    const ctrl = new AbortController();
    controller.current = ctrl;
    let turn: LiveTurn = { question, answer: '', sources: [] };
    let id = conversationId;
    const update = (change: Partial<LiveTurn>) => setLive((turn = { ...turn, ...change }));
    const giveBack = () => setDraft((d) => (d.trim() === '' ? question : d));
    setFailure(null);
    setDraft(() => '');
    setLive(turn);
    try {
      await askGuardian(id ? { question, conversationId: id } : { question }, ctrl.signal, (event) => {
        if (event.type === 'start') {
          id = event.conversationId;
          // the stored question in the cache first: the conversation's query then has its data, and reads nothing
          addMessages(id, [event.question], question);
          setConversationId(id);
          storeConversation(id);
          update({ stored: event.question, mode: event.mode });
        } else if (event.type === 'token') update({ answer: turn.answer + event.text });
        else if (event.type === 'sources') update({ sources: event.sources });
        else if (event.type === 'done') addMessages(id!, [event.answer], question);
        else {
          setFailure(`Guardian couldn't answer: ${event.message}`);
          giveBack();
        }
      });
    } catch (err) {
      if (ctrl.signal.aborted) {
        if (turn.stored) addMessages(id!, [stoppedAnswer(turn)], question);
        else giveBack();
      } else {
        setFailure(failureText(err));
        giveBack();
      }
    } finally {
      controller.current = null;
      setLive(null);
    }
  };

  const stop = () => controller.current?.abort();

  return { conversationId, conversation, live, failure, ask, stop, open, streaming: live !== null };
}
