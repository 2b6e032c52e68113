import type { GuardianConversationSummary } from '@finx/contracts';
import { formatTimestampDate } from '@finx/contracts/dates';
import { serverMessage } from '@finx/contracts/session';
import { Button, Skeleton, toast } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { Dialog, DialogCancel } from '@finx/design-system/dialog';
import { useRef, useState } from 'react';
import { QueryError } from '../../../common/QueryError';
import { useConversationList, useDeleteConversation } from './queries';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  borderRadius: 'control',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  bg: 'surface',
  p: '1',
});
const openBtn = css({
  flex: '1',
  minWidth: '0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.5',
  px: '2',
  py: '1.5',
  bg: 'transparent',
  border: 'none',
  borderRadius: 'control',
  color: 'text.primary',
  fontFamily: 'body',
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  _hover: { bg: 'raised' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
});
const current = css({ borderColor: 'accent' });

/**
 * The user's conversations, newest first: one opens in the thread, Delete removes it for good after a
 * confirmation. `onDeleted` is told which one went (the panel starts afresh when it was the one shown).
 */
export function History({ currentId, onOpen, onDeleted }: { currentId: string | null; onOpen: (id: string) => void; onDeleted: (id: string) => void }) {
  const list = useConversationList(true);
  const [deleting, setDeleting] = useState<GuardianConversationSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useDeleteConversation((id) => {
    setDeleting(null);
    onDeleted(id);
    toast({ title: 'Conversation Deleted', description: 'The conversation and its messages are gone for good.', tone: 'success' });
    // the row whose Delete had the focus is gone: the list's heading takes it
    requestAnimationFrame(() => heading.current?.focus());
  });

  return (
    <section aria-labelledby="guardian-history" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h3 id="guardian-history" ref={heading} tabIndex={-1} className={css({ m: '0', fontSize: 'sm', fontWeight: 'semibold', outline: 'none' })}>
        Your conversations
      </h3>
      {list.isPending ? (
        <Skeleton lines={4} />
      ) : list.isError ? (
        <QueryError what="your conversations" onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : list.data.conversations.length === 0 ? (
        <p className={css({ m: '0', fontSize: 'sm', color: 'text.secondary' })}>
          No conversations yet. Your questions and Guardian's answers are kept here until you delete them.
        </p>
      ) : (
        <ul className={css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '2' })}>
          {list.data.conversations.map((c) => (
            <li key={c.id} className={cx(row, c.id === currentId && current)}>
              <button type="button" className={openBtn} onClick={() => onOpen(c.id)} aria-current={c.id === currentId ? 'true' : undefined}>
                <span className={css({ fontSize: 'sm', fontWeight: 'medium', overflowWrap: 'anywhere' })}>{c.title}</span>
                <span className={css({ fontSize: 'xs', color: 'text.secondary' })}>
                  {plural(c.messageCount, 'message')} · {formatTimestampDate(c.updatedAt)}
                </span>
              </button>
              <Button size="sm" variant="ghost" onPress={() => setDeleting(c)} aria-label={`Delete conversation: ${c.title}`}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <Dialog
          role="alertdialog"
          size="sm"
          onClose={() => {
            setDeleting(null);
            remove.reset();
          }}
          title="Delete this conversation?"
          description={`“${deleting.title}” and its ${plural(deleting.messageCount, 'message')} will be deleted for good.`}
          footer={
            <>
              <DialogCancel isDisabled={remove.isPending} />
              <Button variant="danger" onPress={() => remove.mutate(deleting.id)} isPending={remove.isPending} pendingLabel="Deleting...">
                Delete
              </Button>
            </>
          }
        >
          {remove.isError && (
            <p role="alert" className={css({ m: '0', fontSize: 'sm', color: 'danger' })}>
              {serverMessage(remove.error, "The conversation couldn't be deleted. Please try again.")}
            </p>
          )}
        </Dialog>
      )}
    </section>
  );
}
