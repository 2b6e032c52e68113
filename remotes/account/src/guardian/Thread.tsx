import type { GuardianMessage, GuardianSource } from '@finx/contracts';
import { Button } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { Link } from '@finx/router';
import type { LiveTurn } from './chat';

export const EXAMPLE_QUESTIONS = ['Why did my score drop?', 'When must Equifax answer my dispute?', 'What is a 609 letter?'] as const;

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const bubbleBase = css({ borderRadius: 'card', px: '3.5', py: '2.5', fontSize: 'sm', lineHeight: '1.6', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const question = cx(bubbleBase, css({ alignSelf: 'flex-end', maxWidth: '85%', bg: 'accent.subtle', color: 'text.primary' }));
const answer = cx(bubbleBase, css({ bg: 'raised', color: 'text.primary', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border' }));
const failed = css({ borderColor: 'danger/40', bg: 'danger.subtle' });
const meta = css({ display: 'block', fontSize: 'xs', color: 'text.secondary', mt: '2', whiteSpace: 'normal' });
const sourcesCls = css({ mt: '3', pt: '2', borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border', whiteSpace: 'normal' });
const sourcesTitle = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.04em', m: '0' });
const sourceList = css({ listStyle: 'none', m: '0', mt: '1', p: '0', display: 'flex', flexDirection: 'column', gap: '1' });
const linkCls = css({
  color: 'accent',
  fontSize: 'sm',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: 'control',
  _hover: { color: 'accent.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const srOnly = css({ srOnly: true });

/** A statute's text (an https address) opens in a new tab; a screen, lesson or Help Center entry in the app. */
function SourceLink({ source, onNavigate }: { source: GuardianSource; onNavigate: () => void }) {
  if (/^https:\/\//.test(source.href)) {
    return (
      <a href={source.href} target="_blank" rel="noopener noreferrer" className={linkCls}>
        {source.title}
        <span className={srOnly}> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={source.href} className={linkCls} onClick={onNavigate}>
      {source.title}
    </Link>
  );
}

export function Sources({ sources, onNavigate }: { sources: GuardianSource[]; onNavigate: () => void }) {
  if (sources.length === 0) return null;
  return (
    <div className={sourcesCls}>
      <p className={sourcesTitle}>Sources</p>
      <ul className={sourceList}>
        {sources.map((s) => (
          <li key={s.href + s.title}>
            <SourceLink source={s} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Question({ text }: { text: string }) {
  return (
    <p className={cx(question, css({ m: '0' }))}>
      <span className={srOnly}>You asked: </span>
      {text}
    </p>
  );
}

function Answer({ message, onNavigate }: { message: Pick<GuardianMessage, 'content' | 'sources' | 'status'>; onNavigate: () => void }) {
  return (
    <div className={cx(answer, message.status === 'failed' && failed)}>
      <span className={srOnly}>Guardian answered: </span>
      {message.status === 'failed' && <strong className={css({ display: 'block', color: 'danger' })}>Guardian couldn't answer</strong>}
      {message.content}
      {message.status === 'stopped' && <span className={meta}>Stopped before the answer finished.</span>}
      <Sources sources={message.sources} onNavigate={onNavigate} />
    </div>
  );
}

/**
 * The questions and answers. The stored ones are a polite live log (a finished answer is announced once, when
 * it is added); the answer still streaming sits after it, outside the log, so its tokens are not read out.
 */
export function Thread({ messages, live, onNavigate }: { messages: GuardianMessage[]; live: LiveTurn | null; onNavigate: () => void }) {
  return (
    <div className={stack}>
      <div role="log" aria-live="polite" aria-label="Guardian conversation" className={stack}>
        {messages.map((m) => (m.role === 'user' ? <Question key={m.id} text={m.content} /> : <Answer key={m.id} message={m} onNavigate={onNavigate} />))}
      </div>
      {live && (
        <div className={stack} aria-busy="true">
          <Question text={live.question} />
          <div className={answer}>
            {live.answer === '' ? <span className={css({ color: 'text.secondary' })}>Guardian is writing the answer…</span> : live.answer}
            <Sources sources={live.sources} onNavigate={onNavigate} />
          </div>
        </div>
      )}
    </div>
  );
}

/** No conversation yet: what Guardian can answer, and three questions to ask with one press. */
export function Examples({ onAsk, disabled }: { onAsk: (q: string) => void; disabled: boolean }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', py: '2' })}>
      <p className={css({ m: '0', fontSize: 'sm', color: 'text.secondary' })}>
        Ask about your score, your disputes and their deadlines, what your credit report shows, or the law behind your letters.
      </p>
      <p className={sourcesTitle} id="guardian-examples">
        Try asking
      </p>
      <ul aria-labelledby="guardian-examples" className={css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '2' })}>
        {EXAMPLE_QUESTIONS.map((q) => (
          <li key={q}>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => onAsk(q)}
              isDisabled={disabled}
              className={css({ width: '100%', justifyContent: 'flex-start', textAlign: 'left' })}
            >
              {q}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
