/**
 * The sidebar bell's unread count as one react-query entry the shell and the account remote share (the screen
 * refreshes it after marking notifications read). Zod-free: the shell's sidebar chunk imports it.
 */
import { requestJson } from './http';

/** Every notifications query starts with this key (invalidate it after a change). */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const UNREAD_COUNT_QUERY_KEY = ['notifications', 'unread-count'] as const;

/** How often the bell asks again while the page is open. */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

export const fetchUnreadCount = (doFetch?: typeof fetch) =>
  requestJson<{ unread: number }>('/api/notifications/unread-count', {}, doFetch).then((b) => b.unread);

export const unreadCountQuery = { queryKey: UNREAD_COUNT_QUERY_KEY, queryFn: () => fetchUnreadCount() };
