import { type Activity, ACTIVITY_LIST_LIMIT, type ActivityType } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ActivityEntity, type ActivityRecord } from './activity.entity';

export interface NewActivity {
  type: ActivityType;
  title: string;
  description?: string;
  /** Stored as JSON text. */
  metadata?: Record<string, unknown> | string | null;
  /** When it happened (now by default; the demo seed back-dates). */
  at?: Date;
}

/**
 * The one way an activity is recorded (coaching, builder accounts, disputes, quick actions). It is
 * persisted by the caller's flush, so it commits or rolls back with the change it describes.
 */
export function recordActivity(em: EntityManager, userId: number, a: NewActivity): ActivityRecord {
  const metadata = a.metadata == null ? null : typeof a.metadata === 'string' ? a.metadata : JSON.stringify(a.metadata);
  return em.create(ActivityEntity, { userId, type: a.type, title: a.title, description: a.description ?? '', metadata, createdAt: a.at ?? new Date() });
}

/** Newest first (ties by id), at most ACTIVITY_LIST_LIMIT. */
export const listActivities = (em: EntityManager, userId: number) =>
  em.find(ActivityEntity, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: ACTIVITY_LIST_LIMIT });

export function toActivity(a: ActivityRecord): Activity {
  return {
    id: a.id,
    userId: a.userId,
    type: a.type,
    title: a.title,
    description: a.description,
    metadata: a.metadata ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}
