import { defineEntity, p } from '@mikro-orm/core';

/** A new e-mail asked for, waiting for the link sent to it (see email-change.service.ts). */
export const EmailChangeEntity = defineEntity({
  name: 'EmailChange',
  tableName: 'email_changes',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    newEmail: p.string().length(254),
    tokenHash: p.string().length(64),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    confirmedAt: p.datetime().nullable(),
  },
});
