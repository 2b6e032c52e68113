import { randomUUID } from 'node:crypto';
import type { GuardianConversation, GuardianConversationSummary, GuardianMessage, GuardianMode, GuardianSource } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { decryptField, encryptField } from '../../platform/crypto';
import { HttpError } from '../../platform/http/errors';
import type { HistoryTurn } from './answerer';
import { GuardianConversationEntity, type GuardianConversationRecord, GuardianMessageEntity, type GuardianMessageRecord } from './guardian.entities';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
/** How many earlier messages an answerer sees (three questions and their answers). */
export const HISTORY_MESSAGES = 6;
const TITLE_MAX = 80;

export function toMessage(m: GuardianMessageRecord): GuardianMessage {
  return { id: m.id, role: m.role, content: decryptField(m.contentEnc), sources: m.sources, status: m.status, mode: m.mode ?? null, createdAt: m.createdAt.toISOString() };
}

const summary = (c: GuardianConversationRecord, messageCount: number): GuardianConversationSummary => ({
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
  if (!c) throw new HttpError(404, CONVERSATION_NOT_FOUND);
  return c;
}

export async function listConversations(em: EntityManager, userId: number): Promise<GuardianConversationSummary[]> {
  const rows = await em.find(GuardianConversationEntity, { userId }, { orderBy: { updatedAt: 'desc', id: 'asc' } });
  if (!rows.length) return [];
  const counts: { conversation_id: string; n: string }[] = await em
    .createQueryBuilder(GuardianMessageEntity)
    .select(['conversationId', 'count(*) as n'])
    .where({ conversationId: { $in: rows.map((c) => c.id) } })
    .groupBy('conversationId')
    .execute('all', false);
  const countOf = new Map(counts.map((r) => [r.conversation_id, Number(r.n)]));
  return rows.map((c) => summary(c, countOf.get(c.id) ?? 0));
}

const messagesOf = (em: EntityManager, conversationId: string) =>
  em.find(GuardianMessageEntity, { conversationId }, { orderBy: { createdAt: 'asc', role: 'desc' } });

export async function getConversation(em: EntityManager, userId: number, id: string): Promise<GuardianConversation> {
  const c = await ownConversation(em, userId, id);
  const messages = (await messagesOf(em, c.id)).map(toMessage);
  return { ...summary(c, messages.length), messages };
}

export async function deleteConversation(em: EntityManager, userId: number, id: string): Promise<void> {
  const deleted = await em.nativeDelete(GuardianConversationEntity, { id, userId });
  if (!deleted) throw new HttpError(404, CONVERSATION_NOT_FOUND);
}

export interface StoredQuestion {
  conversation: GuardianConversationRecord;
  question: GuardianMessage;
  /** The turns before the question (failed answers left out), oldest first. */
  history: HistoryTurn[];
}

/**
 * Stores the (scrubbed) question, in a new conversation or the user's `conversationId` (404 otherwise),
 * and commits it: whatever happens to the answer, the question stays.
 */
export async function storeQuestion(em: EntityManager, userId: number, conversationId: string | undefined, text: string): Promise<StoredQuestion> {
  const now = new Date();
  let conversation: GuardianConversationRecord;
  let history: HistoryTurn[] = [];
  if (conversationId) {
    conversation = await ownConversation(em, userId, conversationId);
    const earlier = await em.find(GuardianMessageEntity, { conversationId, status: { $ne: 'failed' } }, { orderBy: { createdAt: 'desc', role: 'asc' }, limit: HISTORY_MESSAGES });
    history = earlier.reverse().map((m) => ({ role: m.role, content: decryptField(m.contentEnc) }));
    conversation.updatedAt = now;
  } else {
    conversation = em.create(GuardianConversationEntity, { id: randomUUID(), userId, title: titleOf(text), createdAt: now, updatedAt: now });
  }
  const question = em.create(GuardianMessageEntity, {
    id: randomUUID(),
    conversationId: conversation.id,
    role: 'user',
    contentEnc: encryptField(text),
    sources: [],
    status: 'complete',
    mode: null,
    createdAt: now,
  });
  await em.flush();
  return { conversation, question: toMessage(question), history };
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
  return toMessage(row);
}
