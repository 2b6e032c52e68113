import { defineEntity, p } from '@mikro-orm/core';
import { ACTIVITY_TYPES } from '@finx/contracts';

/** Something the user did (a lesson, an assessment, a dispute, a builder account, a quick action). */
export const ActivityEntity = defineEntity({
  name: 'Activity',
  tableName: 'activities',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    type: p.enum(ACTIVITY_TYPES),
    title: p.string().length(120),
    description: p.text(),
    /** JSON text (spec part 1 §3). */
    metadata: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ActivityRecord = InstanceType<typeof ActivityEntity.class>;
