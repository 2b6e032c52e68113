/**
 * Guardian (spec part 1 §1, part 2 §1; issue 18): the 24/7 assistant that answers from the user's own file,
 * the coaching lessons, the Help Center and the law the letters cite. Conversations are stored per user.
 *
 * Asking streams: `POST /api/guardian/ask` answers with server-sent events (GUARDIAN_ASK_PATH, below), so
 * it is not a ts-rest route; its body and its events are defined here for the server and the panel alike.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './common';
import { userScopedErrors } from './users';

const c = initContract();

/** Longest question, in characters. */
export const GUARDIAN_QUESTION_MAX = 1000;
export const GUARDIAN_QUESTION_TOO_LONG = `Your question can be at most ${GUARDIAN_QUESTION_MAX} characters`;
export const GUARDIAN_QUESTION_EMPTY = 'Type a question for Guardian';
export { GUARDIAN_SHORTCUT } from './guardian-shortcut';

/**
 * Where an answer's facts come from. `href` is a same-site path (a screen, a lesson, a Help Center entry)
 * or, for the law, the statute's text at an https address.
 */
export const GUARDIAN_SOURCE_KINDS = ['profile', 'score', 'factors', 'dispute', 'finding', 'subscription', 'builder', 'lesson', 'help', 'law'] as const;
export type GuardianSourceKind = (typeof GUARDIAN_SOURCE_KINDS)[number];
export const guardianSourceSchema = z.object({
  kind: z.enum(GUARDIAN_SOURCE_KINDS),
  title: z.string(),
  href: z.string(),
});
export type GuardianSource = z.infer<typeof guardianSourceSchema>;

/** complete: answered in full; stopped: the user pressed Stop (the text so far is kept); failed: see the text. */
export const GUARDIAN_MESSAGE_STATUSES = ['complete', 'stopped', 'failed'] as const;
/** offline: FinX's own intent matching and full-text search; openai: an OpenAI-compatible model with read-only tools. */
export const GUARDIAN_MODES = ['offline', 'openai'] as const;
export type GuardianMode = (typeof GUARDIAN_MODES)[number];

export const guardianMessageSchema = z.object({
  id: z.string().uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** The facts an answer used (empty for questions). */
  sources: z.array(guardianSourceSchema),
  status: z.enum(GUARDIAN_MESSAGE_STATUSES),
  /** Who wrote an answer (null for questions). */
  mode: z.enum(GUARDIAN_MODES).nullable(),
  createdAt: z.string(),
});
export type GuardianMessage = z.infer<typeof guardianMessageSchema>;

export const guardianConversationSummarySchema = z.object({
  id: z.string().uuid(),
  /** The first question, shortened. */
  title: z.string(),
  messageCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GuardianConversationSummary = z.infer<typeof guardianConversationSummarySchema>;

export const guardianConversationSchema = guardianConversationSummarySchema.extend({ messages: z.array(guardianMessageSchema) });
export type GuardianConversation = z.infer<typeof guardianConversationSchema>;

/** POST GUARDIAN_ASK_PATH: a question, in a new conversation (no conversationId) or an existing one. */
export const askGuardianBodySchema = z
  .object({
    conversationId: z.string().uuid('conversationId must be a conversation id').optional(),
    question: z
      .string({ required_error: GUARDIAN_QUESTION_EMPTY, invalid_type_error: GUARDIAN_QUESTION_EMPTY })
      .trim()
      .min(1, GUARDIAN_QUESTION_EMPTY)
      .max(GUARDIAN_QUESTION_MAX, GUARDIAN_QUESTION_TOO_LONG),
  })
  .strict();
export type AskGuardianBody = z.input<typeof askGuardianBodySchema>;

export const GUARDIAN_ASK_PATH = '/api/guardian/ask';

/**
 * The events of an answer's stream, in order: one `start`, `token`s (the answer's text, in pieces), one
 * `sources`, then `done` (the stored answer) or `error` (the question stays stored; `message` says what
 * failed). Each is sent as `event: <type>` with the object as JSON `data`.
 */
export const guardianStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), conversationId: z.string().uuid(), question: guardianMessageSchema, mode: z.enum(GUARDIAN_MODES) }),
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('sources'), sources: z.array(guardianSourceSchema) }),
  z.object({ type: z.literal('done'), answer: guardianMessageSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type GuardianStreamEvent = z.infer<typeof guardianStreamEventSchema>;

const conversationId = z.object({ id: z.string().uuid('Conversation not found') });

export const guardianContract = c.router({
  listConversations: {
    method: 'GET',
    path: '/api/guardian/conversations',
    summary: "The signed-in user's Guardian conversations, newest first",
    responses: { 200: z.object({ conversations: z.array(guardianConversationSummarySchema) }), ...userScopedErrors },
  },
  getConversation: {
    method: 'GET',
    path: '/api/guardian/conversations/:id',
    pathParams: conversationId,
    summary: 'One conversation with its questions and answers, oldest first',
    responses: { 200: guardianConversationSchema, 400: errorSchema, ...userScopedErrors, 404: errorSchema },
  },
  deleteConversation: {
    method: 'DELETE',
    path: '/api/guardian/conversations/:id',
    pathParams: conversationId,
    body: z.object({}).optional(),
    summary: 'Deletes a conversation and its messages for good',
    responses: { 200: z.object({ deleted: z.literal(true) }), 400: errorSchema, ...userScopedErrors, 404: errorSchema },
  },
});
