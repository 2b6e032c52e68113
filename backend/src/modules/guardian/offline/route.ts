/**
 * Where a question goes: one search over the parts of the user's own file (file topics) and the answer cards,
 * ranked together by score. The search is MiniSearch (fuzzy, by prefix, shorthand spelled out); a question
 * in the first person leans to the file, one phrased as how-things-work to the cards, and the word-pattern
 * intent (intents.ts) adds weight to its topic. A short follow-up carries the conversation's last topic,
 * bureau and dispute ("and equifax?", "whats the tracking # on it", "why did it change").
 */
import { type Bureau, BUREAUS } from '@finx/contracts';
import type { HistoryTurn } from '../answerer';
import { ANSWER_CARDS, type AnswerCard, cardDocument, searchIndex, spellOut, STOP_WORDS, TYPO_TOLERANT } from '../knowledge/card-search';
import type { CreditorNames } from '../facts';
import { type Intent, intentOf } from './intents';
import { names } from './names';

export type FileTopic = 'scores' | 'score_change' | 'factors' | 'reports' | 'accounts' | 'findings' | 'disputes' | 'plan' | 'builder' | 'lessons';

/** What the question says beyond its topic: the bureaus, the words that may name a creditor, which disputes. */
export interface Ask {
  /** The question as typed (scrubbed). */
  text: string;
  bureaus: Bureau[];
  /** "the other one", "the other bureau": the bureaus the conversation has not asked about. */
  otherBureaus: boolean;
  /** Words of 4+ letters that may name a creditor ("midland"), matched against the user's disputes. */
  words: string[];
  /** The words of the questions this one follows up, tried when its own name no creditor. */
  earlierWords: string[];
  /** "which one got delivered", "which were mailed": the disputes meant are the ones delivered or mailed. */
  only: 'delivered' | 'mailed' | 'unmailed' | null;
  /** The intent the word patterns see (status vs. deadline, cancel, the direction of a score change). */
  intent: Intent;
}

export type Route =
  | { to: 'greeting' }
  | { to: 'card'; card: AnswerCard; also: AnswerCard | null; compares?: boolean; file?: { topic: FileTopic; ask: Ask } }
  | { to: 'file'; topic: FileTopic; ask: Ask; card?: AnswerCard }
  | { to: 'cannot_act' }
  | { to: 'passages' };

/** The words each file topic answers, searched together with the cards' words. */
const TOPIC_WORDS: Record<FileTopic, string> = {
  scores: 'score fico vantagescore bureau each all three scoring model lowest highest rating number',
  score_change: 'score why change drop fell went down up rise rose lower higher moved jump dip',
  factors: 'factors hurting pulling down weakest strongest improve finx score goal far target away points',
  reports: 'credit report date dated uploaded latest read how old when',
  accounts:
    'accounts oldest newest utilization usage balance highest high credit limit cards pay down first owe loans open closed hard inquiries pulls collection bureau report late payments original creditor',
  findings: 'wrong errors findings find found flagged mistakes inaccurate negative items problems look analyze should dispute',
  disputes:
    'dispute reason said letter mailed sent tracking number usps delivered arrive got there status open progress happening responded answered hear back due respond deadline days left which bureau went',
  plan: 'plan subscription billing charge renew invoice payment price cost cancel refund money back membership pro basic elite contract sign signed back out',
  builder: 'builder credit account self kikoff secured card loan',
  lessons: 'lesson next course coaching which completed progress level',
};

/** The topic the word-pattern intent names. */
function topicOfIntent(intent: Intent, question: string): FileTopic | null {
  switch (intent.kind) {
    case 'score_change':
      return 'score_change';
    case 'score':
      // "what's my utilization" is measured on the report; "why is it 40% when I pay in full" is the card's to explain
      return UTILIZATION_WORDS.test(question) && !ASKS_WHY.test(question) ? 'accounts' : FACTOR_WORDS.test(question) ? 'factors' : 'scores';
    case 'dispute_deadline':
    case 'dispute_status':
      return 'disputes';
    case 'findings':
      return 'findings';
    case 'subscription':
      return 'plan';
    case 'builder':
      return 'builder';
    default:
      if (LESSON_WORDS.test(question)) return 'lessons';
      if (REPORT_WHEN.test(question)) return 'reports';
      return ACCOUNT_WORDS.test(question) ? 'accounts' : null;
  }
}

const FACTOR_WORDS = /\b(?:factors?|hurting|pulling|weakest|strongest|improve|goal|far from|finx score)\b/i;
/** "when was my report from", "how old is my report": the report's date. */
const REPORT_WHEN =
  /\b(?:when|how old|what date|how recent)\b[^?]{0,30}\bmy (?:credit )?reports?\b|\bmy (?:credit )?reports?\b[^?]{0,20}\b(?:from|dated|date|how old)\b/i;
const LESSON_WORDS = /\blessons?\b|\bcourse\b/i;
/** "how much do I need to pay down": an amount only the user's file can give, added to the card's rule. */
const HOW_MUCH = /\bhow much\b/i;
/** "how much do I…", "I got $700, can that get my cards under 30%": an amount only the user's file can work out. */
const OWN_AMOUNT = /\bhow much\b[^?]*\b(?:i|my)\b|\$\d[\d,]*[^?]*\bmy (?:\w+ )?(?:cards?|accounts?)\b|\bmy (?:\w+ )?cards?\b[^?]*\$\d/i;
const ASKS_WHY = /\bwhy\b|\bhow come\b|\bhow\s*\?/i;
/** Utilization is measured from the report's cards: the accounts topic answers it with the numbers. */
const UTILIZATION_WORDS = /\butili[sz]\w*|\bmaxed(?: out)?\b|\b(?:under|below|get to)\s+\d+\s*(?:%|percent)/i;
const ACCOUNT_WORDS =
  /\b(?:my|how many|any)\s+(?:\w+\s+){0,2}(?:accounts?|accts?|inquir\w*|pulls?|cards?|utili[sz]\w*|balances?|limits?|late payments?|lates)\b|\b(?:oldest|newest) (?:account|acct|card)\b|\bdo i have any\b|\bwho (?:pulled|checked|looked at|ran) my\b|\b(?:both|all|all my|my) cards\b|\bmaxed(?: out)?\b|\b(?:under|below)\s+\d+\s*(?:%|percent)|\b(?:i have|there are|shows?|says)\s+(?:\w+\s+){0,2}inquir\w*/i;
const PERSONAL = /\b(?:my|mine|me|i|i'm|i’m|i've|i’ve|im|ive|ur)\b/i;
/** A question about how things work ("how long…", "what is…", "can they…"), as opposed to one about the user's file. */
const GENERAL =
  /\b(?:how long|how many (?:years|days)|how (?:did|do|does|can|fast)|what(?:'s|’s| is| are| happens| about| if| do i do| should i do| can i do)|whats|can (?:they|a bureau|the bureau|i|u|you)|does|do (?:they|bureaus|i)|is (?:it|that)|will (?:a|it|they)|when does|should i|best way)\b/i;
/** "what if…", "can they…": a question about how things work even when it says "my dispute". */
const HYPOTHETICAL =
  /^\s*(?:so |and |but )?(?:what if|what happens (?:if|when)|can (?:they|a bureau|the bureaus?|bureaus|a collector|collectors)|is it (?:legal|allowed|normal))\b/i;
/** "does a freeze lower my score", "will paying it off help my credit": how something acts on a score, a card's to answer. */
const EFFECT_ON_SCORE =
  /\b(?:does|do|will|would|can|could|is|are|won'?t|doesn'?t)\b[^?.]{0,50}?\b(?:lower|hurt|affect|ding|impact|drop|raise|help|damage|ruin|mess(?:es)? up|boost|improve|tank|count against)\w*\s+(?:my\s+|ur\s+|your\s+)?(?:credit\s+)?(?:scores?|credit)\b|^\s*(?:so |and |but )?(?:if|once|after) (?:i|u|you|we)\b[^?]{0,60}\b(?:my|ur|your) (?:credit )?score\b/i;
/** Words that ask about the user's own file: they keep a question on the file even when phrased generally. */
const OWN_FILE =
  /\bwhat did i (?:say|write|put|claim)\b|\bdid i (?:actually |already |ever )?sign\b|\bmy (?:\w+ ){0,2}late payments?\b|\bdo i (?:have|got) (?:any|a|an)\b|\bon (?:there|my (?:credit )?report)\b|\b(?:tracking|delivered|arrive\w*|status|days left|next lesson|my (?:credit |fico |experian |equifax |transunion |current |overall |total )?(?:letters?|disputes?|scores?|plan|subscription|goal|builder|reports?|lessons?|utili[sz]ation|accounts?|cards?|balances?|inquir\w*|oldest|newest|findings?))\b/i;
/** "it", "that one", "the other one", "they": the question leans on the one before. */
const REFERS_BACK = /\b(?:it|that|that one|this one|the other|other one|others?|they|them|those|same)\b|^(?:and|so|what about|how about|ok|okay)\b/i;
/** "why?", "why tho", "how come": asks the last answer to explain itself. */
const WHY_BACK = /^\s*(?:but |so |ok |okay )?(?:why|how come)\b/i;
/** A pronoun that points at what the last answer was about ("how long do they have to answer that"). */
const POINTS_BACK = /\b(?:it|that|this|they|them|those|the other|same)\b/i;
/** Asking Guardian to do something (file, mail, cancel, pay): it only reads. */
const ACT_FOR_ME =
  /^\s*(?:just\s+|pls\s+|please\s+)?(?:pay|file|send|submit|mail)\b[^.?!]{0,60}\bfor me\b(?![^?]*\b(?:how|what)\b)|^\s*(?:file|send|submit)\s+(?:a|an|the|my)\s+(?:cfpb\s+|ftc\s+)?(?:complaint|report|dispute)\b[^.?!]{0,40}\b(?:for me|rn|now)\b|\b(?:can|could|would|will|pls|please)\s+(?:you|u|guardian)\s+(?:just\s+|please\s+|pls\s+)?(?:file|send|mail|cancel|delete|remove|submit|upload|sign|pay|change|update|close|open|fix)\b(?![^?]*\b(?:how|what)\b)|^\s*(?:ok(?:ay)?|so|then|now|just)?[\s,]*(?:file|send|mail|submit|cancel) (?:it|them|that|my \w+)(?: now| for me| already)?(?:[\s,]+(?:pls|please|plz|now))*\s*[.!?]*\s*$|^\s*(?:ok(?:ay)?|so|then|now|just|pls|please)?[\s,]*(?:file|send|mail|submit|cancel|delete|close) (?:it|them|that|my \w+) (?:for me|right now)\b|\b(?:guardian|u|you)\s+(?:pls|please|plz)\s+(?:file|send|mail|cancel|delete|remove|submit|upload|sign|pay|change|update|close|open|fix|add)\b|\b(?:also|and|pls|please|just)\s+add\s+that\b/i;
/** "freeze vs fraud alert", "whats the diff": both cards are answered in full. */
const COMPARE = /\b(?:vs\.?|versus|diff(?:erence)?|compared? to|or a)\b/i;
const OTHER = /\b(?:the )?other (?:one|bureau|bureaus|ones|two)\b|\bthe rest\b/i;
const WHICH_DELIVERED = /\bwhich\b[^?]*\b(?:deliver\w*|arriv\w*|got there)\b/i;
const WHICH_UNMAILED = /\b(?:haven(?:'|’)?t|have not|hasn(?:'|’)?t|not|never)\s+(?:been\s+|yet\s+)?(?:mailed|sent)\b|\bunmailed\b|\bnot (?:mailed|sent) yet\b/i;
const WHICH_MAILED = /\bwhich\b[^?]*\b(?:mailed|sent)\b/i;
/** Words of a follow-up at most ("and TransUnion?", "why did it change"). */
const FOLLOW_UP_WORDS = 7;

const index = searchIndex([
  ...ANSWER_CARDS.map((c) => cardDocument(c, `card:${c.id}`)),
  ...Object.entries(TOPIC_WORDS).map(([id, words]) => ({ id: `file:${id}`, words, keys: '' })),
]);
const cardById = new Map(ANSWER_CARDS.map((c) => [c.id, c]));

/** How much a first-person question leans to the file, and a general one to the cards. */
const FILE_LEAN = { ownFile: 1.5, personal: 1.2, general: 0.25 };
/** ownNamed: the question asks about one of the user's own creditors as theirs ("my capital one late payment"). */
const CARD_LEAN = { general: 1.3, ownFile: 0.9, ownNamed: 0.6 };
/** Added to the topic the word-pattern intent names (less for a question phrased as how things work). */
const INTENT_WEIGHT = { plain: 8, general: 4 };
/** A card answers alone when at least two of the question's words match it with this score. */
const CARD_MIN = 8;
/** A file topic answers a question in the first person from this score. */
const FILE_MIN = 3;
/** Below this, a file topic after a card's answer is a guess: the card's conversation is tried first. */
const WEAK_FILE = 12;
/** The runner-up (a card after a file answer, or the file after a card's) is added from this share of the winner's score. */
const ALSO_SHARE = 0.75;

/** Words in nearly every question about credit: they count, but little. */
const VAGUE = new Set(['credit', 'report', 'reports', 'account', 'accounts']);
const VAGUE_WEIGHT = 0.3;

interface Scored {
  id: string;
  score: number;
  terms: number;
}

/** Added to each topic holding a creditor the question names. */
const NAME_WEIGHT = 16;

/** A plan named by name ("on pro", "is elite worth it"), not the user's own ("am I paying for pro"): the plans' card gains this much. */
const PLAN_NAMED = /\b(?:basic|pro|elite)\b/i;
const OWN_PLAN = /\b(?:am i|my (?:plan|subscription)|i(?:'|’)?m on|im on|i have|i(?:'|’)?m paying)\b/i;
const PLAN_WEIGHT = 8;
/** "how many can i dispute on pro": what a plan allows. */
const ON_PLAN = /\b(?:on|with|under) (?:the )?(?:basic|pro|elite)\b/i;

/** "why did it change" is about a score only when the question or the conversation is. */
const SCORE_WORD = /\b(?:score|fico|vantage\w*|points?|rating)\b/i;

function ranked(question: string, personal: boolean, prior: FileTopic | null, named: readonly FileTopic[] = [], scoreInView = false): Scored[] {
  const effect = EFFECT_ON_SCORE.test(question) && named.length === 0;
  const ownFile = OWN_FILE.test(question) && !HYPOTHETICAL.test(question) && !effect;
  const general = (GENERAL.test(question) || effect) && !ownFile;
  const intentWeight = general ? INTENT_WEIGHT.general : INTENT_WEIGHT.plain;
  const found = index.search(spellOut(question), { ...TYPO_TOLERANT, boostTerm: (t) => (VAGUE.has(t) ? VAGUE_WEIGHT : 1) });
  const eligible = found.filter((r) => r.id !== 'file:score_change' || ((scoreInView || SCORE_WORD.test(question)) && !effect));
  const scored = eligible.map((r) => {
    const isFile = r.id.startsWith('file:');
    const lean = isFile
      ? !personal
        ? FILE_LEAN.general
        : ownFile
          ? FILE_LEAN.ownFile
          : FILE_LEAN.personal
      : general
        ? CARD_LEAN.general
        : ownFile
          ? named.length
            ? CARD_LEAN.ownNamed
            : CARD_LEAN.ownFile
          : 1;
    const bonus =
      (isFile && r.id === `file:${prior}` ? intentWeight : 0) +
      // one of the user's own creditors asked about as theirs ("my capital one late payment"): the file's, twice over
      (isFile && named.includes(r.id.slice(5) as FileTopic) ? (ownFile ? 2 * NAME_WEIGHT : NAME_WEIGHT) : 0) +
      (r.id === 'card:plans' && PLAN_NAMED.test(question) && !OWN_PLAN.test(question) ? PLAN_WEIGHT : 0);
    return { id: r.id as string, score: r.score * lean + bonus, terms: Object.keys(r.match).filter((t) => !VAGUE.has(t)).length };
  });
  if (prior && !scored.some((s) => s.id === `file:${prior}`))
    scored.push({ id: `file:${prior}`, score: intentWeight + (named.includes(prior) ? NAME_WEIGHT : 0), terms: 0 });
  for (const topic of named) if (!scored.some((s) => s.id === `file:${topic}`)) scored.push({ id: `file:${topic}`, score: NAME_WEIGHT, terms: 0 });
  return scored.sort((a, b) => b.score - a.score);
}

export function askOf(question: string): Ask {
  const q = question.toLowerCase();
  return {
    text: question,
    bureaus: BUREAUS.filter((b) => q.replace(/\s+/g, '').includes(b)),
    otherBureaus: OTHER.test(question),
    words: (q.match(/[a-z]{4,}/g) ?? []).filter((w) => !STOP_WORDS.has(w)),
    earlierWords: [],
    only: WHICH_UNMAILED.test(question) ? 'unmailed' : WHICH_DELIVERED.test(question) ? 'delivered' : WHICH_MAILED.test(question) ? 'mailed' : null,
    intent: intentOf(question),
  };
}

/** The file topics holding a creditor the question names: its disputes, its report's accounts and findings. */
function namedTopics(words: string[], known: CreditorNames): FileTopic[] {
  return [
    ...(known.disputes.some((c) => names(c, words)) ? (['disputes'] as const) : []),
    ...(known.report.some((c) => names(c, words)) ? (['accounts', 'findings'] as const) : []),
  ];
}

const NO_NAMES: CreditorNames = { disputes: [], report: [] };
const GREETING_INTENT = (question: string) => intentOf(question).kind === 'greeting';

/** The question's file topics and cards by score, with what it asks. `personal`: the conversation is already about the user's file. */
function candidates(question: string, known: CreditorNames, personal: boolean, scoreInView = false) {
  const ask = askOf(question);
  const named = namedTopics(ask.words, known);
  const isPersonal = personal || PERSONAL.test(question) || ask.bureaus.length > 0 || named.length > 0;
  const prior = isPersonal ? topicOfIntent(ask.intent, question) : null;
  return { ask, isPersonal, scored: ranked(question, isPersonal, prior, named, scoreInView) };
}

/** The ranking for a question (for tuning: what won and by how much). */
export const rankingOf = (question: string, known: CreditorNames = NO_NAMES) => candidates(question, known, false).scored;

/** The route for one question on its own. `personal`: the conversation is already about the user's file. */
function routeAlone(question: string, known: CreditorNames, personal = false, scoreInView = false): { route: Route; score: number } {
  if (GREETING_INTENT(question)) return { route: { to: 'greeting' }, score: Infinity };
  if (ACT_FOR_ME.test(question)) return { route: { to: 'cannot_act' }, score: Infinity };
  const { ask, isPersonal, scored } = candidates(question, known, personal, scoreInView);
  const isCard = (r: Scored) => r.id.startsWith('card:');
  // "how many can I dispute on pro": what a plan allows is the plans' card, whatever the question says of disputes
  const plans = ON_PLAN.test(question) && !OWN_PLAN.test(question) ? scored.find(isCard) : undefined;
  if (plans?.id === 'card:plans') return { route: { to: 'card', card: cardById.get('plans')!, also: null }, score: plans.score };
  const card = scored.find((r) => isCard(r) && ((r.terms >= 2 && r.score >= CARD_MIN) || r.score >= 1.5 * CARD_MIN));
  const file = isPersonal ? scored.find((r) => !isCard(r) && r.score >= FILE_MIN) : undefined;
  const cardOf = (r: Scored) => cardById.get(r.id.slice(5))!;
  const topicOf = (r: Scored) => r.id.slice(5) as FileTopic;
  // the best of the two answers first; the other follows when it scores close (the file's facts with the card's rule)
  if (file && (!card || file.score >= card.score)) {
    return {
      route: { to: 'file', topic: topicOf(file), ask, ...(card && card.score >= ALSO_SHARE * file.score ? { card: cardOf(card) } : {}) },
      score: file.score,
    };
  }
  if (!card) return { route: { to: 'passages' }, score: 0 };
  const compares = COMPARE.test(question);
  const next = scored.find((r) => r !== card && isCard(r) && (compares ? r.terms >= 1 : r.terms >= 2 && r.score >= Math.max(CARD_MIN, 0.6 * card.score)));
  const chosen = cardOf(card);
  const withFile =
    file && (file.score >= ALSO_SHARE * card.score || OWN_AMOUNT.test(question))
      ? { file: { topic: topicOf(file), ask } }
      : chosen.mine && PERSONAL.test(question)
        ? { file: { topic: chosen.mine, ask } }
        : {};
  return { route: { to: 'card', card: chosen, also: next && !withFile.file ? cardOf(next) : null, compares, ...withFile }, score: card.score };
}

const isFollowUp = (question: string) => question.trim().split(/\s+/).length <= FOLLOW_UP_WORDS || REFERS_BACK.test(question);

/**
 * The route for a question in its conversation: a follow-up of a question about the file stays on the file
 * (its bureau, creditor and disputes carried over unless it names its own); a follow-up that matches
 * nothing well takes the previous question's topic or card.
 */
export function routeQuestion(question: string, history: readonly HistoryTurn[] = [], known: CreditorNames = NO_NAMES): Route {
  const users = history.filter((t) => t.role === 'user').map((t) => t.content);
  return routeIn(question, users.slice(-3), known);
}

/** Where a message holding two questions splits ("…? and which credit builder am I signed up with?"). */
const TWO_QUESTIONS =
  /\?\s+(?=\S)|,?\s+(?:and|also|plus)\s+(?=(?:what(?:'s|’s|s)?|which|how|when(?:'s|s)?|where(?:'s|s)?|why|is|are|do|does|did|can|could|will|should|am)\b)/i;

const destination = (r: Route) => (r.to === 'file' ? `file:${r.topic}` : r.to === 'card' ? `card:${r.card.id}` : r.to);

/**
 * The routes for a message: one, or two when it asks two questions that go to different places (each part routed
 * on its own, the second as a follow-up of the first).
 */
export function routeQuestions(question: string, history: readonly HistoryTurn[] = [], known: CreditorNames = NO_NAMES): Route[] {
  const whole = routeQuestion(question, history, known);
  const parts = question
    .split(TWO_QUESTIONS)
    .map((p) => p.trim())
    .filter((p) => p.split(/\s+/).length >= 3);
  if (parts.length !== 2) return [whole];
  const first = routeQuestion(parts[0]!, history, known);
  const second = routeQuestion(parts[1]!, [...history, { role: 'user', content: parts[0]! }], known);
  const routes = [first, second];
  if (destination(first) === destination(second) || routes.some((r) => r.to === 'passages' || r.to === 'greeting')) return [whole];
  return routes;
}

function routeIn(question: string, before: string[], known: CreditorNames): Route {
  const previousQuestion = before.at(-1);
  if (!previousQuestion || !isFollowUp(question)) return routeAlone(question, known).route;
  const previous = routeIn(previousQuestion, before.slice(0, -1), known);
  // the part of the user's file the last answer was about, if any (a card's answer may have carried it too)
  const lastFile = previous.to === 'file' ? previous : previous.to === 'card' ? (previous.file ?? null) : null;
  const scoreInView = !!lastFile && ['scores', 'factors', 'score_change'].includes(lastFile.topic);
  const { route, score } = routeAlone(question, known, !!lastFile, scoreInView);
  if (route.to === 'cannot_act' || route.to === 'greeting') return route; // "ok mail it now pls" after a dispute's answer
  if (lastFile) {
    const carried = carry(askOf(question), lastFile.ask);
    // a follow-up that names nothing of its own ("why that date?") stays on the conversation's part of the file
    if (route.to === 'file')
      return route.topic !== lastFile.topic && (score < 2 * FILE_MIN || (WHY_BACK.test(question) && score < WEAK_FILE))
        ? { to: 'file', topic: lastFile.topic, ask: carried }
        : { ...route, ask: carried };
    const stays = route.to !== 'card' || POINTS_BACK.test(question) || WHY_BACK.test(question) || score < 2 * CARD_MIN;
    if (stays && (previous.to === 'file' || route.to !== 'card')) return { to: 'file', topic: lastFile.topic, ask: carried };
    // "how much to get under 10 percent" after the file's numbers: the card's rule with the file's amounts
    if (route.to === 'card' && !route.file && HOW_MUCH.test(question)) return { ...route, also: null, file: { topic: lastFile.topic, ask: carried } };
    if (previous.to === 'file') return route;
  }
  const weakFile = route.to === 'file' && score < WEAK_FILE;
  if (previous.to === 'card' && (route.to === 'passages' || weakFile || (route.to === 'card' && POINTS_BACK.test(question)))) {
    // the follow-up's own words count three times: "what about inquiries" asks about inquiries, in the last question's frame
    const again = routeAlone([question, question, question, ...[...before].reverse()].join(' '), known).route;
    return again.to === 'card' ? again : route;
  }
  return route;
}

/** The follow-up's own bureaus, else the previous question's ("the other one": the bureaus it did not name); its words first, then theirs. */
function carry(now: Ask, before: Ask): Ask {
  const bureaus = now.otherBureaus ? BUREAUS.filter((b) => !before.bureaus.includes(b)) : now.bureaus.length ? now.bureaus : before.bureaus;
  return {
    ...now,
    bureaus,
    earlierWords: [...before.words, ...before.earlierWords],
    only: now.only ?? before.only,
    intent: now.intent.kind === 'knowledge' ? before.intent : now.intent,
  };
}
