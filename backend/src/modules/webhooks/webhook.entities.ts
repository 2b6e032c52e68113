import { defineEntity, p } from '@mikro-orm/core';
import { WEBHOOK_EVENT_STATUSES, WEBHOOK_PROVIDERS } from '@finx/contracts';

/**
 * A partner's receiver (spec part 2 §3 Webhook). The signing secret is stored encrypted (platform/crypto); a
 * rotated-out secret keeps signing beside the new one until `previousSecretExpiresAt`.
 */
export const WebhookEntity = defineEntity({
  name: 'Webhook',
  tableName: 'webhooks',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    provider: p.enum(WEBHOOK_PROVIDERS),
    webhookUrl: p.string().length(2048),
    secretEnc: p.text(),
    secretHint: p.string().length(16),
    previousSecretEnc: p.text().nullable(),
    previousSecretExpiresAt: p.datetime().nullable(),
    isActive: p.boolean(),
    lastTriggered: p.datetime().nullable(),
    /** Set when every attempt since then failed; cleared by a delivery. */
    failingSince: p.datetime().nullable(),
    disabledReason: p.text().nullable(),
    disabledAt: p.datetime().nullable(),
    /** The owner was e-mailed about the automatic disable. */
    ownerNotifiedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type WebhookRecord = InstanceType<typeof WebhookEntity.class>;

/** One event for one webhook (the outbox row), with the last attempt's answer. */
export const WebhookEventEntity = defineEntity({
  name: 'WebhookEvent',
  tableName: 'webhook_events',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    messageId: p.string().length(40).unique(),
    webhookId: p.bigint('number'),
    userId: p.bigint('number'),
    eventType: p.string().length(64),
    payload: p.text(),
    status: p.enum(WEBHOOK_EVENT_STATUSES),
    attempts: p.integer(),
    /** The next attempt's place in the retry schedule (0: the first). */
    retryStep: p.integer(),
    responseStatus: p.integer().nullable(),
    responseBody: p.text().nullable(),
    lastError: p.text().nullable(),
    nextAttemptAt: p.datetime().nullable(),
    /** A worker holds the event until then (its delivery in flight). */
    lockedUntil: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
  },
});
export type WebhookEventRecord = InstanceType<typeof WebhookEventEntity.class>;

/** Every delivery attempt of an event. */
export const WebhookAttemptEntity = defineEntity({
  name: 'WebhookAttempt',
  tableName: 'webhook_attempts',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    eventId: p.bigint('number'),
    attempt: p.integer(),
    startedAt: p.datetime(),
    durationMs: p.integer(),
    responseStatus: p.integer().nullable(),
    responseBody: p.text().nullable(),
    error: p.text().nullable(),
    nextAttemptAt: p.datetime().nullable(),
  },
});
export type WebhookAttemptRecord = InstanceType<typeof WebhookAttemptEntity.class>;
