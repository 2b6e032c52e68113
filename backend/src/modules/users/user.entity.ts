import { defineEntity, p } from '@mikro-orm/core';

/** A person with an account. Usernames and e-mails are unique whatever their case (indexes on lower()). */
export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    username: p.string().length(64),
    email: p.string().length(254),
    passwordHash: p.text().hidden(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    /** E.164 (+1XXXXXXXXXX), set on Profile (column added by the account module's migration). */
    phone: p.string().length(16).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type UserRecord = InstanceType<typeof UserEntity.class>;
