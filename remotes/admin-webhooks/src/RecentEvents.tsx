import { formatTimestamp, RECENT_WEBHOOK_EVENTS, WEBHOOK_PROVIDER_LABELS, type WebhookEvent } from '@finx/contracts';
import { Badge, Card, Skeleton, webhookEventTone } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../common/QueryError';
import { EventDetailDialog } from './EventDetailDialog';
import { webhookQueries } from './queries';
import { muted } from './ui';

/** While an event is still being delivered, its status is read again this often (the spec never refetches). */
const PENDING_REFRESH_MS = 2000;

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column' });
const item = css({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  py: '3',
  px: '2',
  bg: 'transparent',
  border: 'none',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border',
  color: 'text.primary',
  textAlign: 'left',
  cursor: 'pointer',
  borderRadius: 'control',
  _hover: { bg: 'raised' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
});

/** Recent Webhook Events (the first 10) with their status; one opens its details. */
export function RecentEvents() {
  const events = useQuery({
    ...webhookQueries.events(),
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'pending') ? PENDING_REFRESH_MS : false),
  });
  const [open, setOpen] = useState<WebhookEvent | null>(null);
  return (
    <Card title="Recent Webhook Events" description="The last events sent to your webhooks. Select one for its details.">
      {events.isError ? (
        <QueryError what="the webhook events" onRetry={() => void events.refetch()} isRetrying={events.isFetching} />
      ) : !events.data ? (
        <div aria-busy="true" className={css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '3' })}>
          <Skeleton lines={3} />
        </div>
      ) : events.data.length === 0 ? (
        <p className={muted}>No events yet. Use Test on a webhook, or enroll in a credit-builder account.</p>
      ) : (
        <ul className={list}>
          {events.data.slice(0, RECENT_WEBHOOK_EVENTS).map((e) => (
            <li key={e.id}>
              <button type="button" className={item} onClick={() => setOpen(e)} aria-haspopup="dialog">
                <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0' })}>
                  <span className={css({ fontWeight: 'medium' })}>{e.eventType}</span>
                  <span className={muted}>
                    {WEBHOOK_PROVIDER_LABELS[e.provider]} · {formatTimestamp(e.createdAt)}
                  </span>
                </span>
                <Badge tone={webhookEventTone(e.status)}>{e.status}</Badge>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && <EventDetailDialog event={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
