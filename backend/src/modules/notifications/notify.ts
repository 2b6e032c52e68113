import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPE_PRIORITY, type NotificationPriority, type NotificationType } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterCommitRelay } from '../../platform/db/after-commit';
import { qualifiedTable } from '../../platform/db/orm';
import { channelWants, effectivePreferences } from './preferences.service';

export interface NotifyContent {
  title: string;
  body: string;
  /** A path of the site the notification opens (/disputes). */
  link?: string | null;
  /** The type's own priority (spec part 2 §3) unless given. */
  priority?: NotificationPriority;
}

/** Immediate deliveries, handed to the queue when their transaction commits (relayed by notifications.jobs.ts). */
export const immediateSends = afterCommitRelay<number>('notification sends');

/**
 * Notifies a user: an in-app notification, and one delivery per channel whose preferences take this type
 * (enabled, type chosen; SMS only to a confirmed number), sent at once when the channel's frequency is
 * immediate or the priority urgent, otherwise gathered into the channel's daily or weekly digest.
 * Written in the caller's transaction (so it exists exactly when what it reports does); the immediate sends
 * are queued when that transaction commits. Returns the notification's id.
 */
export async function notifyUser(em: EntityManager, userId: number, type: NotificationType, content: NotifyContent): Promise<number> {
  if (!em.getTransactionContext()) return em.transactional((tx) => notifyUser(tx as EntityManager, userId, type, content));
  const priority = content.priority ?? NOTIFICATION_TYPE_PRIORITY[type];
  const link = content.link?.startsWith('/') && !content.link.startsWith('//') ? content.link.slice(0, 500) : null;
  const [row] = await em.execute<{ id: string }[]>(
    `insert into ${qualifiedTable(em, 'notifications')} ("user_id", "type", "priority", "title", "body", "link") values (?, ?, ?, ?, ?, ?) returning "id"`,
    [userId, type, priority, content.title.trim().slice(0, 120), content.body.trim(), link],
  );
  const notificationId = Number(row!.id);
  const prefs = await effectivePreferences(em, userId);
  const deliveries = NOTIFICATION_CHANNELS.filter((c) => channelWants(prefs, c, type)).map((channel) => ({
    channel,
    mode: priority === 'urgent' ? 'immediate' : prefs.channels[channel].frequency,
  }));
  if (deliveries.length) {
    const rows = await em.execute<{ id: string; mode: string }[]>(
      `insert into ${qualifiedTable(em, 'notification_deliveries')} ("notification_id", "user_id", "channel", "mode")
       select ?, ?, d."channel", d."mode" from jsonb_to_recordset(?::jsonb) as d("channel" text, "mode" text) returning "id", "mode"`,
      [notificationId, userId, JSON.stringify(deliveries)],
    );
    const now = rows.filter((r) => r.mode === 'immediate').map((r) => Number(r.id));
    immediateSends.add(em, now);
  }
  return notificationId;
}
