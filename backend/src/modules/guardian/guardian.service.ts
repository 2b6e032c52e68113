import { randomUUID } from 'node:crypto';
import type { GuardianConversation, GuardianConversationSummary, GuardianMessage, GuardianMode, GuardianSource } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { decryptField, encryptField } from '../../platform/crypto';
import { qualifiedTable } from '../../platform/db/orm';
import { AppError } from '../../platform/app-error';
import type { HistoryTurn } from './answerer';
import { GuardianConversationEntity, type GuardianConversationRecord, GuardianMessageEntity, type GuardianMessageRecord } from './guardian.entities';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
/** How many earlier messages an answerer sees (three questions and their answers). */
export const HISTORY_MESSAGES = 6;
const TITLE_MAX = 80;

/** `content`: the text when the caller has it (just written), else decrypted from the row. */
export function toMessage(m: GuardianMessageRecord, content = decryptField(m.contentEnc)): GuardianMessage {
  return { id: m.id, role: m.role, content, sources: m.sources, status: m.status, mode: m.mode ?? null, createdAt: m.createdAt.toISOString() };
}

const summary = (c: Pick<GuardianConversationRecord, 'id' | 'title' | 'createdAt' | 'updatedAt'>, messageCount: number): GuardianConversationSummary => ({
  id: c.id,
  title: c.title,
  messageCount,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

/** The first question, on one line and at most TITLE_MAX characters (cut at a word). */
export function titleOf(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_MAX) return line;
  const cut = line.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The user's conversation, or 404 (unknown, or someone else's: the same answer for both). */
export async function ownConversation(em: EntityManager, userId: number, id: string): Promise<GuardianConversationRecord> {
  const c = await em.findOne(GuardianConversationEntity, { id, userId });
  if (!c) throw new AppError('not_found', CONVERSATION_NOT_FOUND);
  return c;
}

export async function listConversations(em: EntityManager, userId: number): Promise<GuardianConversationSummary[]> {
  const rows = await em.getConnection().execute<{ id: string; title: string; created_at: Date; updated_at: Date; n: string }[]>(
    `select c."id", c."title", c."created_at", c."updated_at", (select count(*) from ${qualifiedTable(em, 'guardian_messages')} m where m."conversation_id" = c."id") as "n"
     from ${qualifiedTable(em, 'guardian_conversations')} c where c."user_id" = ? order by c."updated_at" desc, c."id"`,
    [userId],
  );
  return rows.map((r) => summary({ id: r.id, title: r.title, createdAt: new Date(r.created_at), updatedAt: new Date(r.updated_at) }, Number(r.n)));
}

const messagesOf = (em: EntityManager, conversationId: string) =>
  em.find(GuardianMessageEntity, { conversationId }, { orderBy: { createdAt: 'asc', role: 'desc' } });

export async function getConversation(em: EntityManager, userId: number, id: string): Promise<GuardianConversation> {
  const c = await ownConversation(em, userId, id);
  const messages = (await messagesOf(em, c.id)).map((m) => toMessage(m));
  return { ...summary(c, messages.length), messages };
}

export async function deleteConversation(em: EntityManager, userId: number, id: string): Promise<void> {
  const deleted = await em.nativeDelete(GuardianConversationEntity, { id, userId });
  if (!deleted) throw new AppError('not_found', CONVERSATION_NOT_FOUND);
}

export interface StoredQuestion {
  conversation: GuardianConversationRecord;
  question: GuardianMessage;
  /** The turns before the question (failed answers left out), oldest first. */
  history: HistoryTurn[];
}

/**
 * Stores the (scrubbed) question, in a new conversation or in `existing` (the user's own, checked with
 * ownConversation), and commits it: whatever happens to the answer, the question stays.
 */
export async function storeQuestion(em: EntityManager, userId: number, existing: GuardianConversationRecord | null, text: string): Promise<StoredQuestion> {
  const now = new Date();
  let conversation: GuardianConversationRecord;
  let history: HistoryTurn[] = [];
  if (existing) {
    conversation = existing;
    const earlier = await em.find(
      GuardianMessageEntity,
      { conversationId: existing.id, status: { $ne: 'failed' } },
      { orderBy: { createdAt: 'desc', role: 'asc' }, limit: HISTORY_MESSAGES },
    );
    history = earlier.reverse().map((m) => ({ role: m.role, content: decryptField(m.contentEnc) }));
    conversation.updatedAt = now;
  } else {
    conversation = em.create(GuardianConversationEntity, { id: randomUUID(), userId, title: titleOf(text), createdAt: now, updatedAt: now });
  }
  // The conversation's row goes in before its first message (the ORM does not know the foreign key).
  const question = await em.transactional(async (tx) => {
    await tx.flush();
    return tx.create(GuardianMessageEntity, {
      id: randomUUID(),
      conversationId: conversation.id,
      role: 'user',
      contentEnc: encryptField(text),
      sources: [],
      status: 'complete',
      mode: null,
      createdAt: now,
    });
  });
  return { conversation, question: toMessage(question, text), history };
}

/** Stores an answer (whole, stopped or failed) after its question, and touches the conversation. */
export async function storeAnswer(
  em: EntityManager,
  conversation: GuardianConversationRecord,
  answer: { content: string; sources: GuardianSource[]; status: GuardianMessage['status']; mode: GuardianMode },
): Promise<GuardianMessage> {
  const now = new Date();
  const row = em.create(GuardianMessageEntity, {
    id: randomUUID(),
    conversationId: conversation.id,
    role: 'assistant',
    contentEnc: encryptField(answer.content),
    sources: answer.sources,
    status: answer.status,
    mode: answer.mode,
    createdAt: now,
  });
  conversation.updatedAt = now;
  await em.flush();
  return toMessage(row, answer.content);
}
