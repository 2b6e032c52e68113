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
import { type CardMatch, searchCards } from '../knowledge/card-search';
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
  const card = cardFor(question, intent, history);
  if (card) return card;
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

/** A question about how things work ("how long…", "what is…", "can they…"), as opposed to one about the user's file. */
const GENERAL = /\b(?:how long|how many (?:years|days)|how (?:did|do|does|can|fast)|what(?:'s|’s| is| are| happens| about)|whats|can (?:they|a bureau|the bureau|i|u|you)|does|do (?:they|bureaus|i)|is (?:it|that)|will (?:a|it|they)|when does|should i|best way)\b/i;
/** Words that ask about the user's own file: those questions go to the file, not to a card. */
const OWN_FILE =
  /\b(?:tracking|delivered|arrive\w*|status|days left|builder|next lesson|my (?:credit |fico |experian |equifax |transunion )?(?:letters?|disputes?|scores?|plan|subscription|goal|builder))\b/i;
/** A card matches when at least two of the question's words do, with a clear score. */
const strong = (m: CardMatch | undefined): m is CardMatch => !!m && m.terms >= 2 && m.score >= 10;

/**
 * The answer card for a question about how credit reporting works, when one fits: asked in general words, or
 * with no own-file intent; a short follow-up ("and a bankruptcy?") after a card's answer looks for its card too.
 */
function cardFor(question: string, intent: Intent, history: readonly HistoryTurn[]): OfflineAnswer | null {
  const [best, next] = searchCards(question);
  const previous = history.findLast((t) => t.role === 'user')?.content;
  const followUp = previous && question.trim().split(/\s+/).length <= FOLLOW_UP_WORDS && strong(searchCards(previous)[0]) && best && best.score >= 4;
  if (!strong(best) && !followUp) return null;
  // what the user's own report shows ("what is wrong on my report") is read from the report, not a card
  if (intent.kind === 'findings' || (intent.kind !== 'knowledge' && !followUp && !(GENERAL.test(question) && !OWN_FILE.test(question)))) return null;
  const also = strong(next) && next.score >= 0.6 * best!.score ? next.card : null;
  return { text: also ? `${best!.card.answer} See also: ${also.answer.split('. ')[0]}.` : best!.card.answer, sources: best!.card.sources() };
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
