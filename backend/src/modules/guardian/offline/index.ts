/**
 * Guardian without a model (no OPENAI_API_KEY): deterministic answers from the same facts and passages the
 * model's tools read. The safety refusals first; then what the question asks about the user's own file
 * (score change, score, dispute deadlines and status, report findings, plan, builder accounts), read only
 * for that intent; then the lessons, the Help Center and the law (full-text search); else it says it does
 * not know and where to look.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { GuardianAnswerer, HistoryTurn } from '../answerer';
import { loadFacts } from '../facts';
import { refusalFor } from '../safety';
import {
  builderAnswer,
  deadlineAnswer,
  findingsAnswer,
  GREETING_ANSWER,
  knowledgeAnswer,
  type OfflineAnswer,
  askedDirection,
  scoreAnswer,
  scoreChangeAnswer,
  statusAnswer,
  subscriptionAnswer,
  UNKNOWN_ANSWER,
} from './answers';
import { wordGroups } from './format';
import { bureauIn, type Intent, intentOf } from './intents';

export type { OfflineAnswer } from './answers';
export { intentOf, type Intent } from './intents';

/** The offline answer to `question` (already scrubbed) for the user: text and sources. `now`: for the days left. */
export async function answerOffline(em: EntityManager, userId: number, question: string, now = new Date(), history: readonly HistoryTurn[] = []): Promise<OfflineAnswer> {
  const refusal = refusalFor(question);
  if (refusal) return refusal;
  const intent = intentInContext(question, history);
  switch (intent.kind) {
    case 'greeting':
      return GREETING_ANSWER;
    case 'score_change': {
      const f = await loadFacts(em, userId, ['scoreHistory', 'factors']);
      return scoreChangeAnswer(f.scoreHistory, f.factors, askedDirection(question));
    }
    case 'score': {
      const f = await loadFacts(em, userId, ['profile', 'factors']);
      return scoreAnswer(f.profile, f.factors);
    }
    case 'dispute_deadline':
      return deadlineAnswer((await loadFacts(em, userId, ['disputes'])).disputes, intent.bureau, now);
    case 'dispute_status':
      return statusAnswer((await loadFacts(em, userId, ['disputes'])).disputes, intent.bureau);
    case 'findings':
      return findingsAnswer((await loadFacts(em, userId, ['findings'])).findings);
    case 'subscription':
      return subscriptionAnswer((await loadFacts(em, userId, ['subscription'])).subscription, intent.cancel);
    case 'builder':
      return builderAnswer((await loadFacts(em, userId, ['builder'])).builder);
    case 'knowledge':
      return (await knowledgeAnswer(em, question)) ?? UNKNOWN_ANSWER;
  }
}

/** Words at most of a follow-up that only names a bureau ("and TransUnion?"). */
const FOLLOW_UP_WORDS = 6;

/** The question's intent; a short follow-up naming a bureau after a dispute question asks the same of that bureau. */
export function intentInContext(question: string, history: readonly HistoryTurn[]): Intent {
  const intent = intentOf(question);
  const bureau = bureauIn(question);
  if (intent.kind !== 'knowledge' || !bureau || question.trim().split(/\s+/).length > FOLLOW_UP_WORDS) return intent;
  const previous = history.findLast((t) => t.role === 'user');
  const before = previous && intentOf(previous.content);
  return before && (before.kind === 'dispute_deadline' || before.kind === 'dispute_status') ? { ...before, bureau } : intent;
}

/** Streams an answer: its text in groups of a few words, then its sources; stops when the signal aborts. */
export function emitAnswer(answer: OfflineAnswer, out: { token(text: string): void; source(s: OfflineAnswer['sources'][number]): void }, signal?: AbortSignal) {
  for (const group of wordGroups(answer.text)) {
    if (signal?.aborted) return;
    out.token(group);
  }
  if (signal?.aborted) return;
  for (const s of answer.sources) out.source(s);
}

export const offlineAnswerer: GuardianAnswerer = {
  mode: 'offline',
  async answer({ em, userId, question, history, signal }, out) {
    const answer = await answerOffline(em, userId, question, new Date(), history);
    emitAnswer(answer, out, signal);
  },
};
