import { UNREAD_COUNT_REFRESH_MS, unreadCountQuery } from '@finx/contracts/notification-count';
import { css } from '@finx/design-system/css';
import { useQuery } from '@tanstack/react-query';

const count = css({
  ml: '2',
  minW: '5',
  h: '5',
  px: '1.5',
  borderRadius: 'full',
  bg: 'accent',
  color: 'accent.fg',
  fontSize: 'xs',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

const hidden = css({ srOnly: true });

/** The bell beside the sidebar's Notifications entry. */
export const bellIcon = (
  <svg width="18" height="18" viewBox="0 0 20 20" fill="none" aria-hidden="true">
    <path d="M10 2.5a5 5 0 0 0-5 5v3.2L3.5 13.5h13L15 10.7V7.5a5 5 0 0 0-5-5Z" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    <path d="M8 16a2 2 0 0 0 4 0" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

/**
 * "Notifications" with the unread count (GET /api/notifications/unread-count, asked again every minute and
 * whenever the Notification Center marks something read). The label paints at once; the count follows. The entry
 * opens /notifications, whose first tab is the Inbox: the count leads to the notifications it counts.
 */
export function NotificationsLabel() {
  const unread = useQuery({ ...unreadCountQuery, refetchInterval: UNREAD_COUNT_REFRESH_MS, retry: false }).data ?? 0;
  return (
    <>
      Notifications
      {unread > 0 && (
        <span className={count}>
          {unread > 99 ? '99+' : unread}
          <span className={hidden}> unread</span>
        </span>
      )}
    </>
  );
}
