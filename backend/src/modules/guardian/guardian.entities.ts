import { defineEntity, p } from '@mikro-orm/core';
import { GUARDIAN_MESSAGE_STATUSES, GUARDIAN_MODES, type GuardianSource } from '@finx/contracts';

/** One Guardian conversation of a user (its title is the first question, shortened). */
export const GuardianConversationEntity = defineEntity({
  name: 'GuardianConversation',
  tableName: 'guardian_conversations',
  properties: {
    id: p.string().columnType('uuid').primary(),
    userId: p.bigint('number'),
    title: p.string().length(120),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type GuardianConversationRecord = InstanceType<typeof GuardianConversationEntity.class>;

/** A question or an answer. The text is encrypted at rest (encryptField): users write about their finances. */
export const GuardianMessageEntity = defineEntity({
  name: 'GuardianMessage',
  tableName: 'guardian_messages',
  properties: {
    id: p.string().columnType('uuid').primary(),
    conversationId: p.string().columnType('uuid'),
    role: p.enum(['user', 'assistant'] as const),
    contentEnc: p.text(),
    sources: p.json<GuardianSource[]>(),
    status: p.enum(GUARDIAN_MESSAGE_STATUSES),
    mode: p.enum(GUARDIAN_MODES).nullable(),
    createdAt: p.datetime(),
  },
});
export type GuardianMessageRecord = InstanceType<typeof GuardianMessageEntity.class>;
