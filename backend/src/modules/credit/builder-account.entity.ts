import { defineEntity, p } from '@mikro-orm/core';
import { BUILDER_ACCOUNT_STATUSES, BUILDER_PROVIDERS } from '@finx/contracts';

/** A credit-builder account (requested until the partner confirms); at most one per user and provider (unique index). */
export const BuilderAccountEntity = defineEntity({
  name: 'BuilderAccount',
  tableName: 'builder_accounts',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    provider: p.enum(BUILDER_PROVIDERS),
    status: p.enum(BUILDER_ACCOUNT_STATUSES),
    partnerNotified: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type BuilderAccountRecord = InstanceType<typeof BuilderAccountEntity.class>;
