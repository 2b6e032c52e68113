import { formatTimestamp, type WebhookEvent } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Badge, Button, Skeleton, toast, webhookEventTone } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog } from '@finx/design-system/dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, successBody } from '../../common/api';
import { QueryError } from '../../common/QueryError';
import { webhookKeys, webhookQueries } from './queries';
import { codeBlock, muted, stack } from './ui';

const fields = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2 4', m: '0', fontSize: 'sm', '& dd': { m: '0', minWidth: '0' } });

/** Pretty JSON when the text is JSON, the text as it is otherwise. */
const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

/** One event: eventType, status, attempts, responseStatus, responseBody, payload, createdAt, every attempt; Replay when it failed. */
export function EventDetailDialog({ event, onClose }: { event: WebhookEvent; onClose: () => void }) {
  const queryClient = useQueryClient();
  const detail = useQuery(webhookQueries.event(event.id));
  const shown = detail.data ?? event;
  const replay = useMutation({
    mutationFn: () => api.webhooks.replay({ params: { id: event.id }, body: {} }).then(successBody),
    onSuccess: () => {
      toast({ title: 'Event queued again', description: 'It goes out with the same webhook-id.', tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.events });
    },
    onError: (err) => toast({ title: 'Replay failed', description: serverMessage(err, 'Please try again.'), tone: 'destructive' }),
  });
  return (
    <Dialog
      onClose={onClose}
      size="lg"
      title={shown.eventType}
      description={`Event ${shown.messageId}`}
      footer={
        shown.status === 'failed' ? (
          <Button onPress={() => replay.mutate()} isPending={replay.isPending} pendingLabel="Replaying...">
            Replay
          </Button>
        ) : undefined
      }
    >
      <dl className={fields}>
        <dt className={muted}>Status</dt>
        <dd>
          <Badge tone={webhookEventTone(shown.status)}>{shown.status}</Badge>
        </dd>
        <dt className={muted}>Attempts</dt>
        <dd>{shown.attempts}</dd>
        <dt className={muted}>Response status</dt>
        <dd>{shown.responseStatus ?? '—'}</dd>
        <dt className={muted}>Created</dt>
        <dd>{formatTimestamp(shown.createdAt)}</dd>
        {shown.nextAttemptAt && (
          <>
            <dt className={muted}>Next attempt</dt>
            <dd>{formatTimestamp(shown.nextAttemptAt)}</dd>
          </>
        )}
        {shown.lastError && (
          <>
            <dt className={muted}>Last error</dt>
            <dd>{shown.lastError}</dd>
          </>
        )}
      </dl>
      <div className={stack}>
        <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', m: '0' })}>Response body</h3>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a scrollable <pre> (its text is preformatted): named, and focusable so a keyboard can scroll it */}
        <pre className={codeBlock} tabIndex={0} role="region" aria-label="Response body">
          {shown.responseBody ? pretty(shown.responseBody) : '—'}
        </pre>
        <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', m: '0' })}>Payload</h3>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a scrollable <pre> (its text is preformatted): named, and focusable so a keyboard can scroll it */}
        <pre className={codeBlock} tabIndex={0} role="region" aria-label="Payload">
          {pretty(shown.payload)}
        </pre>
        <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', m: '0' })}>Delivery attempts</h3>
        {detail.isError ? (
          <QueryError what="the attempts" onRetry={() => void detail.refetch()} isRetrying={detail.isFetching} />
        ) : !detail.data ? (
          <Skeleton lines={2} />
        ) : detail.data.attemptLog.length === 0 ? (
          <p className={muted}>No attempt yet.</p>
        ) : (
          <ol className={css({ m: '0', pl: '5', fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '1' })}>
            {detail.data.attemptLog.map((a) => (
              <li key={a.attempt}>
                #{a.attempt} · {formatTimestamp(a.at)} · {a.responseStatus ?? a.error ?? 'no answer'} · {a.durationMs} ms
                {a.nextAttemptAt ? ` · retry at ${formatTimestamp(a.nextAttemptAt)}` : ''}
              </li>
            ))}
          </ol>
        )}
      </div>
    </Dialog>
  );
}
