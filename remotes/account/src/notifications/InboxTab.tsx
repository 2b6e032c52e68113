import { formatTimestamp, NOTIFICATION_TYPE_LABELS, type Notification } from '@finx/contracts';
import { Badge, Button, Card, EmptyState, Skeleton, VisuallyHidden } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { Link } from '@finx/router';
import { QueryError } from '../../../common/QueryError';
import { PRIORITY_TONE } from './format';
import { useMarkAllRead, useMarkRead, useNotificationList } from './queries';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column' });
const item = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  py: '3',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
  _last: { borderBottom: 'none' },
});
const unreadItem = css({ boxShadow: 'inset 3px 0 0 token(colors.accent)', pl: '3' });
const text = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0', flex: '1 1 240px' });
const title = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', fontSize: 'sm', fontWeight: 'semibold', color: 'text.primary' });
const body = css({ fontSize: 'sm', color: 'text.secondary', m: '0', overflowWrap: 'anywhere' });
const meta = css({ fontSize: 'xs', color: 'text.secondary' });
const link = css({ color: 'accent', fontSize: 'sm', textDecoration: 'underline', textUnderlineOffset: '2px' });

/**
 * Inbox: the user's own notifications, newest first, with mark read and mark all read (the spec's Recent
 * Notifications, which it put under Testing). The sidebar's Notifications entry and its unread count open it.
 */
export function InboxTab({ signedIn }: { signedIn: boolean }) {
  const notifications = useNotificationList(signedIn);
  const markAll = useMarkAllRead();
  const pages = notifications.data?.pages ?? [];
  const items = pages.flatMap((p) => p.notifications);
  const unread = pages[0]?.unread ?? 0;
  return (
    <Card
      title="Recent Notifications"
      description={unread ? `${unread} unread` : 'Everything is read.'}
      actions={
        unread > 0 && (
          <Button size="sm" variant="ghost" onPress={() => markAll.mutate()} isPending={markAll.isPending} pendingLabel="Marking...">
            Mark all read
          </Button>
        )
      }
    >
      {notifications.isError ? (
        <QueryError what="your notifications" onRetry={() => void notifications.refetch()} isRetrying={notifications.isFetching} />
      ) : !notifications.data ? (
        <div aria-busy="true" className={stack}>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState title="No notifications yet" description="Dispute updates, delivered letters, score changes and milestones appear here as they happen." />
      ) : (
        <>
          <ul className={list} aria-label="Notifications">
            {items.map((n) => (
              <NotificationItem key={n.id} n={n} />
            ))}
          </ul>
          {notifications.hasNextPage && (
            <Button
              variant="secondary"
              size="sm"
              onPress={() => void notifications.fetchNextPage()}
              isPending={notifications.isFetchingNextPage}
              pendingLabel="Loading..."
            >
              Show older notifications
            </Button>
          )}
        </>
      )}
    </Card>
  );
}

function NotificationItem({ n }: { n: Notification }) {
  const markRead = useMarkRead();
  return (
    <li className={cx(item, !n.readAt && unreadItem)} data-unread={!n.readAt || undefined}>
      <div className={text}>
        <span className={title}>
          {n.title}
          <Badge tone={PRIORITY_TONE[n.priority]}>{n.priority}</Badge>
          {!n.readAt && <Badge tone="accent">New</Badge>}
        </span>
        <p className={body}>{n.body}</p>
        <span className={meta}>
          {NOTIFICATION_TYPE_LABELS[n.type]} · <time dateTime={n.createdAt}>{formatTimestamp(n.createdAt, { year: false })}</time>
        </span>
        {n.link && (
          <Link to={n.link} className={link} onClick={() => !n.readAt && markRead.mutate(n.id)}>
            Open
          </Link>
        )}
      </div>
      {!n.readAt && (
        <Button size="sm" variant="ghost" onPress={() => markRead.mutate(n.id)} isPending={markRead.isPending} pendingLabel="Marking...">
          Mark read<VisuallyHidden>: {n.title}</VisuallyHidden>
        </Button>
      )}
    </li>
  );
}
