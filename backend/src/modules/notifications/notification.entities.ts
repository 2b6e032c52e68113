import { defineEntity, p } from '@mikro-orm/core';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES, type NotificationPreferencesValues } from '@finx/contracts';

/** The channels part of a user's preferences, as saved (validated by the contract on the way in). */
export type StoredChannels = Omit<NotificationPreferencesValues, 'timeZone'>;

/** A user's notification preferences, and the phone number they confirmed with a code. */
export const NotificationPreferenceEntity = defineEntity({
  name: 'NotificationPreference',
  tableName: 'notification_preferences',
  properties: {
    userId: p.bigint('number').primary(),
    channels: p.json<StoredChannels>(),
    timeZone: p.string().length(64),
    /** The number that was confirmed (SMS goes only to it). */
    verifiedPhone: p.string().length(16).nullable(),
    /** SHA-256 of the pending code with the user id and number; cleared when used. */
    phoneCodeHash: p.string().length(64).nullable(),
    phoneCodeExpiresAt: p.datetime().nullable(),
    phoneCodeAttempts: p.integer().default(0),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type NotificationPreferenceRecord = InstanceType<typeof NotificationPreferenceEntity.class>;

/** One notification in a user's inbox (in-app), whatever the channels did with it. */
export const NotificationEntity = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    type: p.enum(NOTIFICATION_TYPES),
    priority: p.enum(NOTIFICATION_PRIORITIES),
    title: p.string().length(120),
    body: p.text(),
    link: p.string().length(500).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    readAt: p.datetime().nullable(),
  },
});
export type NotificationRecord = InstanceType<typeof NotificationEntity.class>;

/** A browser subscribed to the user's push notifications (Web Push). */
export const PushSubscriptionEntity = defineEntity({
  name: 'PushSubscription',
  tableName: 'push_subscriptions',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    endpoint: p.string().length(2048).unique(),
    p256dh: p.string().length(200),
    auth: p.string().length(100),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PushSubscriptionRecord = InstanceType<typeof PushSubscriptionEntity.class>;
