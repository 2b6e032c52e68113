import type { Notification, NotificationPage } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { qualifiedTable } from '../../platform/db/orm';
import { AppError } from '../../platform/app-error';
import { NotificationEntity, type NotificationRecord } from './notification.entities';

export const toNotification = (n: NotificationRecord): Notification => ({
  id: n.id,
  type: n.type,
  priority: n.priority,
  title: n.title,
  body: n.body,
  link: n.link ?? null,
  createdAt: n.createdAt.toISOString(),
  readAt: n.readAt ? n.readAt.toISOString() : null,
});

export async function unreadCount(em: EntityManager, userId: number): Promise<number> {
  const [row] = await em
    .getConnection()
    .execute<{ n: string }[]>(`select count(*) as n from ${qualifiedTable(em, 'notifications')} where "user_id" = ? and "read_at" is null`, [userId]);
  return Number(row?.n ?? 0);
}

/** A page of the user's notifications, newest first. */
export async function listNotifications(em: EntityManager, userId: number, page: number, pageSize: number): Promise<NotificationPage> {
  const [items, total, unread] = await Promise.all([
    em.find(NotificationEntity, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize }),
    em.count(NotificationEntity, { userId }),
    unreadCount(em, userId),
  ]);
  return { notifications: items.map(toNotification), page, pageSize, total, unread };
}

/** Marks one of the user's notifications read; another user's is 404 like a missing one. */
export async function markRead(em: EntityManager, userId: number, id: number): Promise<Notification> {
  const n = await em.findOne(NotificationEntity, { id });
  if (!n || n.userId !== userId) throw new AppError('not_found', 'Notification not found');
  if (!n.readAt) {
    n.readAt = new Date();
    await em.flush();
  }
  return toNotification(n);
}

export async function markAllRead(em: EntityManager, userId: number): Promise<number> {
  return em.nativeUpdate(NotificationEntity, { userId, readAt: null }, { readAt: new Date() });
}
