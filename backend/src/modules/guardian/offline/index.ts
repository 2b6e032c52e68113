/**
 * Guardian without a model (no OPENAI_API_KEY): deterministic answers from the same facts and passages the
 * model's tools read. The safety refusals first; then the route (route.ts) — a part of the user's own file,
 * read only for that topic, or an answer card, ranked together — else the lessons, the Help Center and the
 * law (full-text search); else it says it does not know and where to look.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { GuardianAnswerer, HistoryTurn } from '../answerer';
import { loadCreditorNames, loadFacts, readSnapshot } from '../facts';
import { refusalInContext, truthNote } from '../safety';
import {
  askedDirection,
  builderAnswer,
  CANNOT_ACT_ANSWER,
  cardAnswer,
  findingsAnswer,
  GREETING_ANSWER,
  knowledgeAnswer,
  type OfflineAnswer,
  scoreAnswer,
  scoreChangeAnswer,
  subscriptionAnswer,
  UNKNOWN_ANSWER,
} from './answers';
import { disputesAnswer } from './dispute-answers';
import { wordGroups } from './format';
import { names } from './names';
import { namedPlansAnswer } from './plan-answers';
import { accountsAnswer, lessonsAnswer, reportsAnswer, scoresAnswer } from './report-answers';
import { type Ask, type FileTopic, type Route, routeQuestion, routeQuestions } from './route';

export type { OfflineAnswer } from './answers';
export { intentOf, type Intent } from './intents';
export { routeQuestion, routeQuestions, type Route } from './route';

/** The offline answer to `question` (already scrubbed) for the user: text and sources. `now`: for the days left. */
export async function answerOffline(
  em: EntityManager,
  userId: number,
  question: string,
  now = new Date(),
  history: readonly HistoryTurn[] = [],
): Promise<OfflineAnswer> {
  const refusal = refusalInContext(question, history);
  if (refusal && refusal.kind !== 'full_number') return refusal;
  const known = await readSnapshot(em, (tx) => loadCreditorNames(tx, userId));
  if (refusal) {
    // "the full account number on my midland dispute": no, but the masked number of that account, when it names one
    const route = routeQuestion(question, history, known);
    const masked =
      route.to === 'file' &&
      (route.topic === 'disputes' || route.topic === 'accounts') &&
      [...known.disputes, ...known.report].some((c) => names(c, route.ask.words));
    return masked ? joined(refusal, await fileAnswer(em, userId, route.topic, route.ask, now)) : refusal;
  }
  const answers = [];
  const earlier = history.filter((t) => t.role === 'user').map((t) => t.content);
  for (const route of routeQuestions(question, history, known)) answers.push(await answerFor(em, userId, question, earlier, route, now));
  return answers.reduce(joined);
}

async function answerFor(em: EntityManager, userId: number, question: string, earlier: string[], route: Route, now: Date): Promise<OfflineAnswer> {
  switch (route.to) {
    case 'greeting':
      return GREETING_ANSWER;
    case 'card': {
      const card = namedPlansAnswer(route.card, question, earlier) ?? cardAnswer(route.card, route.also, route.compares);
      return route.file ? joined(card, await fileAnswer(em, userId, route.file.topic, route.file.ask, now)) : card;
    }
    case 'file': {
      const file = await fileAnswer(em, userId, route.topic, route.ask, now);
      return route.card ? joined(file, cardAnswer(route.card, null)) : file;
    }
    case 'cannot_act': {
      const note = truthNote(question);
      return note ? { ...CANNOT_ACT_ANSWER, text: `${CANNOT_ACT_ANSWER.text} ${note}` } : CANNOT_ACT_ANSWER;
    }
    case 'passages':
      return (await knowledgeAnswer(em, question)) ?? UNKNOWN_ANSWER;
  }
}

/** Two answers as one: the first, then the second, each source once. */
function joined(first: OfflineAnswer, second: OfflineAnswer): OfflineAnswer {
  const sources = [...first.sources];
  for (const s of second.sources) if (!sources.some((x) => x.href === s.href)) sources.push(s);
  return { text: `${first.text}\n\n${second.text}`, sources };
}

/** The answer from one part of the user's file, read only for it. */
async function fileAnswer(em: EntityManager, userId: number, topic: FileTopic, ask: Ask, now: Date): Promise<OfflineAnswer> {
  switch (topic) {
    case 'scores': {
      const f = await loadFacts(em, userId, ['findings', 'profile', 'factors']);
      return scoresAnswer(f.findings, f.profile, f.factors, ask);
    }
    case 'score_change': {
      const f = await loadFacts(em, userId, ['scoreHistory', 'factors']);
      return scoreChangeAnswer(f.scoreHistory, f.factors, askedDirection(ask.text));
    }
    case 'factors': {
      const f = await loadFacts(em, userId, ['profile', 'factors']);
      return scoreAnswer(f.profile, f.factors);
    }
    case 'reports':
      return reportsAnswer((await loadFacts(em, userId, ['findings'])).findings);
    case 'findings':
      return findingsAnswer((await loadFacts(em, userId, ['findings'])).findings, ask);
    case 'disputes':
      return disputesAnswer((await loadFacts(em, userId, ['disputes'])).disputes, ask, now);
    case 'plan':
      return subscriptionAnswer((await loadFacts(em, userId, ['subscription'])).subscription, ask.intent.kind === 'subscription' && ask.intent.cancel);
    case 'builder':
      return builderAnswer((await loadFacts(em, userId, ['builder'])).builder);
    case 'lessons':
      return lessonsAnswer((await loadFacts(em, userId, ['coaching'])).coaching);
    case 'accounts':
      return accountsAnswer((await loadFacts(em, userId, ['report'])).report, ask);
  }
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
