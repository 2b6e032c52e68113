/** The webhooks screen's reads and the keys its writes refresh. */
import { RECENT_WEBHOOK_EVENTS } from '@finx/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, successBody } from '../../common/api';

export const webhookKeys = {
  list: ['webhooks'] as const,
  events: ['webhook-events'] as const,
  event: (id: number) => ['webhook-events', id] as const,
};

export const webhookQueries = {
  list: () => queryOptions({ queryKey: webhookKeys.list, queryFn: () => api.webhooks.list().then(successBody) }),
  events: () =>
    queryOptions({ queryKey: webhookKeys.events, queryFn: () => api.webhooks.events({ query: { limit: RECENT_WEBHOOK_EVENTS } }).then(successBody) }),
  event: (id: number) => queryOptions({ queryKey: webhookKeys.event(id), queryFn: () => api.webhooks.event({ params: { id } }).then(successBody) }),
};
