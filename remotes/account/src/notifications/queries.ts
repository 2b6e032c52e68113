import type { NotificationChannel, NotificationPreferences, NotificationPreferencesInput } from '@finx/contracts';
import { NOTIFICATIONS_QUERY_KEY, UNREAD_COUNT_QUERY_KEY } from '@finx/contracts/notification-count';
import { serverMessage } from '@finx/contracts/session';
import { toast } from '@finx/design-system';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, successBody } from '../../../common/api';

export const PREFERENCES_KEY = [...NOTIFICATIONS_QUERY_KEY, 'preferences'] as const;
const LIST_KEY = [...NOTIFICATIONS_QUERY_KEY, 'list'] as const;
const PAGE_SIZE = 10;

export const usePreferences = (enabled: boolean) =>
  useQuery({ queryKey: PREFERENCES_KEY, queryFn: async () => successBody(await api.notifications.getPreferences()), enabled });

/** The user's notifications, newest first, a page of 10 at a time. */
export const useNotificationList = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: LIST_KEY,
    enabled,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => successBody(await api.notifications.list({ query: { page: pageParam, pageSize: PAGE_SIZE } })),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

/** After a change: the list, the preferences' devices and the sidebar bell read again. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
};

/** A save; `smsHeldBack`: the SMS settings had a problem, so the saved ones were sent instead (the rest is saved). */
export type PreferencesSave = { body: NotificationPreferencesInput; smsHeldBack: boolean };

export function useSavePreferences(onSaved: (p: NotificationPreferences, smsHeldBack: boolean) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body }: PreferencesSave) => successBody(await api.notifications.putPreferences({ body })),
    onSuccess: (saved, { smsHeldBack }) => {
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      onSaved(saved, smsHeldBack);
      toast(
        smsHeldBack
          ? {
              title: 'Preferences Saved',
              description: 'Your email and push preferences were saved. Your SMS settings were not: check the phone number.',
              tone: 'warning',
            }
          : { title: 'Preferences Saved', description: 'Your notification preferences have been updated.', tone: 'success' },
      );
    },
    onError: (err) =>
      toast({ title: 'Preferences Not Saved', description: serverMessage(err, 'Failed to save your preferences. Please try again.'), tone: 'destructive' }),
  });
}

const CHANNEL_WORDS: Record<NotificationChannel, string> = { email: 'email', sms: 'SMS', push: 'push' };

/** The spec's toasts: 'Test Notification Sent' via the channel / 'Test Failed - Failed to send test notification'. */
export function useTestNotification() {
  return useMutation({
    mutationFn: async (channel: NotificationChannel) => successBody(await api.notifications.test({ body: { channel } })),
    onSuccess: (r) =>
      toast(
        r.notice
          ? { title: 'Test Not Delivered', description: r.notice, tone: 'warning' }
          : { title: 'Test Notification Sent', description: `A test notification was sent via ${CHANNEL_WORDS[r.channel]} to ${r.sentTo}.`, tone: 'success' },
      ),
    onError: (err) => toast({ title: 'Test Failed', description: serverMessage(err, 'Failed to send test notification'), tone: 'destructive' }),
  });
}

export function useMarkRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => successBody(await api.notifications.markRead({ params: { id }, body: {} })),
    onSuccess: refresh,
    onError: (err) => toast({ title: 'Not Marked Read', description: serverMessage(err, 'Failed to mark the notification read.'), tone: 'destructive' }),
  });
}

export function useMarkAllRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () => successBody(await api.notifications.markAllRead({ body: {} })),
    onSuccess: refresh,
    onError: (err) => toast({ title: 'Not Marked Read', description: serverMessage(err, 'Failed to mark your notifications read.'), tone: 'destructive' }),
  });
}

export { UNREAD_COUNT_QUERY_KEY };
