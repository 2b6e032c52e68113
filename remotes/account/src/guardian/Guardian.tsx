import '../index.css';
import { GUARDIAN_QUESTION_EMPTY, GUARDIAN_QUESTION_MAX, GUARDIAN_QUESTION_TOO_LONG } from '@finx/contracts';
import { Button, Skeleton } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { TextField } from '@finx/design-system/forms';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { QueryError } from '../../../common/QueryError';
import { useSingletonCheck } from '../../../common/useSingletonCheck';
import { useGuardianChat } from './chat';
import { History } from './History';
import { Examples, Thread } from './Thread';

/** The counter shows once a question is this close to GUARDIAN_QUESTION_MAX. */
const COUNTER_FROM = GUARDIAN_QUESTION_MAX - 200;
/** Below this width the shell shows the panel as a full-screen sheet: following a link closes it. */
const SHEET_QUERY = '(max-width: 1023.98px)';

const panel = css({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: '0', bg: 'surface', color: 'text.primary' });
const header = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  px: '4',
  pt: '4',
  pb: '3',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
});
const closeBtn = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  w: '10',
  h: '10',
  borderRadius: 'control',
  bg: 'transparent',
  border: 'none',
  color: 'text.secondary',
  fontSize: 'xl',
  cursor: 'pointer',
  outline: 'none',
  _hover: { bg: 'raised', color: 'text.primary' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const body = css({ flex: '1', minHeight: '0', overflowY: 'auto', overscrollBehavior: 'contain', px: '4', py: '4' });
const composer = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  px: '4',
  pt: '3',
  pb: '4',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border',
});
const alertCls = css({
  m: '0',
  p: '3',
  fontSize: 'sm',
  borderRadius: 'control',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'danger/40',
  bg: 'danger.subtle',
});

/**
 * Guardian (issue 18): the panel's content — the conversation (stored per user; the one shown is kept for
 * this tab), answers streamed as they are written with their sources, Stop, the user's past conversations
 * with delete. The shell places it (a right-hand panel, a full-screen sheet on phones) and passes `onClose`.
 */
export default function Guardian({ onClose }: { onClose?: () => void }) {
  const singletons = useSingletonCheck('account');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const chat = useGuardianChat(setDraft);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => input.current?.focus(), []);

  const messages = (chat.conversation.data?.messages ?? []).filter((m) => m.id !== chat.live?.stored?.id);
  const answerSoFar = chat.live?.answer;
  // the newest words in view as they arrive
  // biome-ignore lint/correctness/useExhaustiveDependencies: each is a trigger: a message, a word of the answer, the history shown or hidden
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, answerSoFar, showHistory]);

  const ask = (text: string) => {
    const question = text.trim();
    if (question === '') return setProblem(GUARDIAN_QUESTION_EMPTY);
    if (question.length > GUARDIAN_QUESTION_MAX) return setProblem(GUARDIAN_QUESTION_TOO_LONG);
    setProblem(null);
    setShowHistory(false);
    void chat.ask(question);
    input.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chat.streaming) ask(draft);
  };
  const openConversation = (id: string | null) => {
    chat.open(id);
    setShowHistory(false);
    setProblem(null);
    input.current?.focus();
  };
  // a link followed from the full-screen sheet (phones) shows its screen: the sheet closes
  const onNavigate = () => {
    if (window.matchMedia?.(SHEET_QUERY).matches) onClose?.();
  };

  const waiting = chat.conversationId !== null && chat.conversation.isPending;
  const empty = !waiting && messages.length === 0 && !chat.live;
  const counter = draft.length >= COUNTER_FROM ? `${draft.length}/${GUARDIAN_QUESTION_MAX} characters` : 'Enter asks, Shift+Enter starts a new line.';

  return (
    <div data-remote="account" data-singletons={singletons} className={panel}>
      <header className={header}>
        <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' })}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' })}>
            <h2 className={css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' })}>Guardian</h2>
            <p className={css({ m: '0', fontSize: 'sm', color: 'text.secondary' })}>Answers from your FinX file, our lessons and the law — not legal advice.</p>
          </div>
          {onClose && (
            <button type="button" className={closeBtn} onClick={onClose} aria-label="Close Guardian">
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Button size="sm" variant="secondary" onPress={() => openConversation(null)} isDisabled={chat.conversationId === null && !chat.live}>
            New conversation
          </Button>
          <Button size="sm" variant="ghost" onPress={() => setShowHistory((s) => !s)} aria-expanded={showHistory} aria-controls="guardian-body">
            History
          </Button>
        </div>
      </header>

      <div id="guardian-body" ref={scroller} className={body}>
        {showHistory ? (
          <History currentId={chat.conversationId} onOpen={openConversation} onDeleted={(id) => id === chat.conversationId && chat.open(null)} />
        ) : waiting ? (
          <div aria-busy="true">
            <Skeleton lines={5} />
          </div>
        ) : chat.conversation.isError && chat.conversationId !== null ? (
          <QueryError what="this conversation" onRetry={() => void chat.conversation.refetch()} isRetrying={chat.conversation.isFetching} />
        ) : (
          <>
            {empty && <Examples onAsk={ask} disabled={chat.streaming} />}
            <Thread messages={messages} live={chat.live} onNavigate={onNavigate} />
          </>
        )}
      </div>

      <form className={composer} onSubmit={submit} noValidate aria-label="Ask Guardian">
        {chat.failure && (
          <p role="alert" className={alertCls}>
            {chat.failure}
          </p>
        )}
        <TextField
          label="Your question"
          multiline
          rows={3}
          value={draft}
          inputRef={input}
          onChange={(v) => {
            setDraft(v);
            if (problem) setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return e.continuePropagation();
            e.preventDefault();
            if (!chat.streaming) ask(draft);
          }}
          placeholder="Ask about your score, disputes or rights"
          description={counter}
          errorMessage={problem ?? undefined}
        />
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
          {chat.streaming ? (
            <Button
              variant="secondary"
              onPress={() => {
                chat.stop();
                input.current?.focus();
              }}
            >
              Stop
            </Button>
          ) : (
            <Button type="submit">Ask</Button>
          )}
        </div>
      </form>
    </div>
  );
}
