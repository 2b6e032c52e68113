import type { WebhookAttempt, WebhookEvent, WebhookEventDetail } from '@finx/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { deliverAfterCommit } from './outbox';
import { WebhookAttemptEntity, WebhookEntity, WebhookEventEntity, type WebhookEventRecord, type WebhookRecord } from './webhook.entities';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

export function toWebhookEvent(e: WebhookEventRecord, webhook: Pick<WebhookRecord, 'provider'>): WebhookEvent {
  return {
    id: e.id,
    webhookId: e.webhookId,
    provider: webhook.provider,
    messageId: e.messageId,
    eventType: e.eventType,
    status: e.status,
    attempts: e.attempts,
    responseStatus: e.responseStatus ?? null,
    responseBody: e.responseBody ?? null,
    lastError: e.lastError ?? null,
    payload: e.payload,
    createdAt: e.createdAt.toISOString(),
    nextAttemptAt: e.status === 'pending' ? iso(e.nextAttemptAt) : null,
  };
}

/** The user's events, newest first, with their webhook's provider. */
export async function listWebhookEvents(em: EntityManager, userId: number, limit: number): Promise<WebhookEvent[]> {
  const events = await em.find(WebhookEventEntity, { userId }, { orderBy: { id: 'desc' }, limit });
  const hooks = new Map((await em.find(WebhookEntity, { id: { $in: [...new Set(events.map((e) => e.webhookId))] } })).map((w) => [w.id, w]));
  return events.flatMap((e) => {
    const w = hooks.get(e.webhookId);
    return w ? [toWebhookEvent(e, w)] : [];
  });
}

async function ownEvent(em: EntityManager, userId: number, id: number, lock = false) {
  const event = await em.findOne(WebhookEventEntity, { id, userId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  const webhook = event && (await em.findOne(WebhookEntity, { id: event.webhookId }));
  if (!event || !webhook) throw new AppError('not_found', 'Webhook event not found');
  return { event, webhook };
}

export async function webhookEventDetail(em: EntityManager, userId: number, id: number): Promise<WebhookEventDetail> {
  const { event, webhook } = await ownEvent(em, userId, id);
  const attempts = await em.find(WebhookAttemptEntity, { eventId: id }, { orderBy: { attempt: 'asc' } });
  const attemptLog: WebhookAttempt[] = attempts.map((a) => ({
    attempt: a.attempt,
    at: a.startedAt.toISOString(),
    durationMs: a.durationMs,
    responseStatus: a.responseStatus ?? null,
    responseBody: a.responseBody ?? null,
    error: a.error ?? null,
    nextAttemptAt: iso(a.nextAttemptAt),
  }));
  return { ...toWebhookEvent(event, webhook), attemptLog };
}

/** A failed event goes out again with the same webhook-id; the retry schedule starts over. */
export async function replayWebhookEvent(em: EntityManager, userId: number, id: number): Promise<WebhookEvent> {
  return em.transactional(async (tx) => {
    const { event, webhook } = await ownEvent(tx as EntityManager, userId, id, true);
    if (event.status !== 'failed')
      throw new AppError('conflict', event.status === 'sent' ? 'This event was delivered already' : 'This event is still being delivered');
    if (!webhook.isActive) throw new AppError('conflict', 'Switch the webhook on before replaying its events');
    tx.assign(event, { status: 'pending', retryStep: 0, nextAttemptAt: new Date(), lockedUntil: null, lastError: null });
    await tx.flush();
    deliverAfterCommit(tx as EntityManager, [{ eventId: event.id, attempts: event.attempts }]);
    return toWebhookEvent(event, webhook);
  });
}
