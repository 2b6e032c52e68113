/**
 * The disputes remote's reads. The keys follow the API path like the credit dashboard's (its
 * `creditKeys.disputes(id)` is `['disputes', id]`), so a dispute filed on either screen refreshes both.
 */
import type { Dispute, DisputeItemType, DisputeReason } from '@finx/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, successBody } from '../../common/api';

export const disputeKeys = {
  list: (userId: number) => ['disputes', userId] as const,
  activities: (userId: number) => ['activities', userId] as const,
  deliveryMethods: (id: number) => ['dispute-delivery-methods', id] as const,
  deadlines: (id: number) => ['dispute-deadlines', id] as const,
  userInfo: ['dispute-user-info'] as const,
  bureauPortals: ['bureau-portals'] as const,
  odds: (id: number) => ['dispute-odds', id] as const,
  kindOdds: (kind: { reason: string; itemType: string; creditor?: string }) => ['dispute-odds', kind] as const,
  /** Under the credit file's key, so whatever refreshes the file (a dispute filed, a report read) refreshes the letters too. */
  companyLetters: (key: string) => ['credit-file', 'company-letters', key] as const,
  /** With what the answer depends on, so the dispute's next state (an answer, a round, a delivery) reads it again. */
  complaintOption: (d: Pick<Dispute, 'id' | 'status' | 'round' | 'expectedResponseDate' | 'mailing'>) =>
    ['dispute-cfpb-complaint', d.id, d.status, d.round, d.expectedResponseDate, d.mailing?.status ?? null] as const,
  /** Every item's path without a key (to refresh them all). */
  identityTheft: (key?: string) => (key ? (['identity-theft', key] as const) : (['identity-theft'] as const)),
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
  /** How disputes like this one ended (aggregates over every user's recorded answers). */
  odds: (id: number) =>
    queryOptions({ queryKey: disputeKeys.odds(id), queryFn: () => api.disputeOdds.disputeOdds({ params: { id } }).then(successBody), staleTime: 5 * 60_000 }),
  kindOdds: (kind: { reason: DisputeReason; itemType: DisputeItemType; creditor?: string }) =>
    queryOptions({ queryKey: disputeKeys.kindOdds(kind), queryFn: () => api.disputeOdds.odds({ query: kind }).then(successBody), staleTime: 5 * 60_000 }),
  /** The letters to the company that reports an account of the credit file: each offered, or why not. */
  companyLetters: (key: string) =>
    queryOptions({ queryKey: disputeKeys.companyLetters(key), queryFn: () => api.companyLetters.item({ params: { key } }).then(successBody) }),
  /** Whether the dispute qualifies for a CFPB complaint draft, why, and its dated timeline. */
  complaintOption: (d: Dispute) =>
    queryOptions({ queryKey: disputeKeys.complaintOption(d), queryFn: () => api.companyLetters.complaintOption({ params: { id: d.id } }).then(successBody) }),
  /** The identity-theft path of an item of the credit file; read again every 4 s while a block letter is in the mail. */
  identityTheft: (key: string) =>
    queryOptions({
      queryKey: disputeKeys.identityTheft(key),
      queryFn: () => api.identityTheft.path({ params: { key } }).then(successBody),
      refetchInterval: (q) =>
        q.state.data?.blocks.some((b) => b.dispute.mailing && ['queued', 'mailed', 'in_transit'].includes(b.dispute.mailing.status)) ? 4000 : false,
    }),
};
