import { SECURITY_EVENT_TYPES } from '@finx/contracts';
import { defineEntity, p } from '@mikro-orm/core';

/** One line of the user's "Recent security activity": what happened, from which device and network. */
export const SecurityEventEntity = defineEntity({
  name: 'SecurityEvent',
  tableName: 'security_events',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    type: p.enum(SECURITY_EVENT_TYPES),
    device: p.string().length(100),
    network: p.string().length(64).nullable(),
    createdAt: p.datetime(),
  },
});
