/**
 * The disputes remote's reads. The keys follow the API path like the credit dashboard's (its
 * `creditKeys.disputes(id)` is `['disputes', id]`), so a dispute filed on either screen refreshes both.
 */
import { sessionQuery } from '@finx/contracts/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, successBody } from '../../common/api';

export const disputeKeys = {
  list: (userId: number) => ['disputes', userId] as const,
  activities: (userId: number) => ['activities', userId] as const,
  deliveryMethods: (id: number) => ['dispute-delivery-methods', id] as const,
  deadlines: (id: number) => ['dispute-deadlines', id] as const,
  userInfo: ['dispute-user-info'] as const,
  bureauPortals: ['bureau-portals'] as const,
};

export const disputeQueries = {
  list: (userId?: number) =>
    queryOptions({
      queryKey: disputeKeys.list(userId ?? 0),
      enabled: userId !== undefined,
      queryFn: () => api.disputes.list({ params: { userId: userId ?? 0 } }).then(successBody),
    }),
  deliveryMethods: (id: number) =>
    queryOptions({ queryKey: disputeKeys.deliveryMethods(id), queryFn: () => api.disputeMail.deliveryMethods({ params: { id } }).then(successBody) }),
  deadlines: (id: number) =>
    queryOptions({ queryKey: disputeKeys.deadlines(id), queryFn: () => api.disputeMail.deadlines({ params: { id } }).then(successBody) }),
  userInfo: () => queryOptions({ queryKey: disputeKeys.userInfo, queryFn: () => api.disputeMail.userInfo().then(successBody) }),
  bureauPortals: () => queryOptions({ queryKey: disputeKeys.bureauPortals, queryFn: () => api.disputeMail.bureauPortals().then(successBody) }),
};

/** The signed-in user (the shell shows this screen only to one). */
export function useSessionUser() {
  return useQuery(sessionQuery).data ?? undefined;
}
