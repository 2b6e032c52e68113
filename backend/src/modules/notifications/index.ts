import type { BackendModule } from '../types';
import { Migration20261127000000_notifications } from './migrations/Migration20261127000000_notifications';
import { NotificationEntity, NotificationPreferenceEntity, PushSubscriptionEntity } from './notification.entities';
import { defineNotificationJobs } from './notifications.jobs';
import { mountNotificationRoutes } from './notifications.routes';
import { notificationServices } from './services';

/** Other modules tell a user about an event with this (in their own transaction). */
export { notifyUser, type NotifyContent } from './notify';

/**
 * Notifications (spec part 2 §2 Notification Center, issue 17): preferences per channel, the in-app inbox,
 * e-mail / SMS (Twilio) / Web Push sends as queue jobs, daily and weekly digests in the user's time zone,
 * phone confirmation and the signed unsubscribe link.
 */
export const notificationsModule: BackendModule = {
  name: 'notifications',
  entities: [NotificationPreferenceEntity, NotificationEntity, PushSubscriptionEntity],
  migrations: [{ name: Migration20261127000000_notifications.name, class: Migration20261127000000_notifications }],
  jobs(queue, ctx) {
    defineNotificationJobs(queue, ctx, notificationServices(ctx.config, ctx.orm).channels);
  },
  routes: mountNotificationRoutes,
};
