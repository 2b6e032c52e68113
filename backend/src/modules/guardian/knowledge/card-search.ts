/**
 * Finds the answer card a question asks for: MiniSearch over the cards' words, fuzzy (typos) and by prefix
 * ("inq" → inquiries), after the shorthand people type is spelled out ("ur" → your, "bk" → bankruptcy).
 */
import MiniSearch from 'minisearch';
import { type AnswerCard, LAW_CARDS } from './cards';
import { DEBT_CARDS } from './debt-cards';
import { PRODUCT_CARDS } from './product-cards';
import { RIGHTS_CARDS } from './rights-cards';
import { SCORE_CARDS } from './score-cards';

export type { AnswerCard } from './cards';

/** Every answer card: the law, scores, FinX itself. */
export const ANSWER_CARDS: readonly AnswerCard[] = [...LAW_CARDS, ...RIGHTS_CARDS, ...DEBT_CARDS, ...SCORE_CARDS, ...PRODUCT_CARDS];

const SHORTHAND: [RegExp, string][] = [
  [/\bur\b/gi, 'your'],
  [/\bu\b/gi, 'you'],
  [/\brn\b/gi, 'right now'],
  [/\bw\//gi, 'with '],
  [/#/g, ' number '],
  [/\bb4\b/gi, 'before'],
  [/\byrs?\b/gi, 'years'],
  [/\bbk\b/gi, 'bankruptcy'],
  [/\bch ?(7|13)\b/gi, 'chapter $1'],
  [/\bcc\b/gi, 'credit card'],
  [/\bco\b/gi, 'charge off'],
  [/\bid\b/gi, 'identity'],
  [/\bwhats\b/gi, 'what is'],
  [/\bwat\b/gi, 'what'],
  [/\bpymnts?\b/gi, 'payments'],
  [/\bacct(s?)\b/gi, 'account$1'],
  [/\bbc\b/gi, 'because'],
  [/\bidk\b/gi, 'i do not know'],
  [/\bpls\b|\bplz\b/gi, 'please'],
  [/\bthx\b/gi, 'thanks'],
  [/\blng\b/gi, 'long'],
  [/\bsol\b/gi, 'statute of limitations'],
  [/\bpts\b/gi, 'points'],
  [/\babt\b/gi, 'about'],
  [/\breprt\b/gi, 'report'],
];
/** Credit words of Spanish questions (many users mix the two), searched as their English cards say them. */
const SPANISH: [RegExp, string][] = [
  [/\bdeudas?\b/gi, 'debt'],
  [/\b(?:agencia de )?cobros?\b|\bcobranzas?\b/gi, 'collection'],
  [/\bcobradore?s?\b/gi, 'collector'],
  [/\bpag(?:ar|arla|arlo|o|ue)\b/gi, 'pay'],
  [/\bcartas?\b/gi, 'letter'],
  [/\bdocumentos?\b/gi, 'documents'],
  [/\bm[aá]s\b/gi, 'more'],
  [/\bdespu[eé]s\b/gi, 'after'],
  [/\bcuentas?\b/gi, 'account'],
  [/\bsaldo\b/gi, 'balance'],
  [/\bno es m[ií]a\b/gi, 'not mine'],
  [/\b(?:mi |su )?hermano\b|\bhermana\b/gi, 'brother'],
  [/\besposo\b|\besposa\b/gi, 'spouse'],
  [/\bpuntaje\b|\bpuntuaci[oó]n\b/gi, 'score'],
  [/\breporte de cr[eé]dito\b|\binforme de cr[eé]dito\b/gi, 'credit report'],
  [/\bdisputa(?:r)?\b/gi, 'dispute'],
  [/\bcu[aá]nto tiempo\b/gi, 'how long'],
  [/\bd[ií]as\b/gi, 'days'],
  [/\ba[nñ]os\b/gi, 'years'],
  [/\bborrar\b|\beliminar\b|\bquitar\b/gi, 'remove'],
  [/\bcongelar\b|\bcongelamiento\b/gi, 'freeze'],
  [/\balerta de fraude\b/gi, 'fraud alert'],
  [/\brobo de identidad\b/gi, 'identity theft'],
  [/\btarjetas?\b/gi, 'card'],
  [/\bcopias?\b/gi, 'copy'],
  [/\bl[ií]mites?\b/gi, 'limit'],
  [/\barrest(?:ar|en|arme|o)\b/gi, 'arrest'],
  [/\bc[aá]rcel\b/gi, 'jail'],
  [/\bmi meta\b|\bmeta\b/gi, 'goal'],
  [/\bpuntos\b/gi, 'points'],
  [/\bme faltan\b|\bfaltan\b/gi, 'to go'],
  [/\btel[eé]fono\b/gi, 'phone'],
  [/\ben l[ií]nea\b/gi, 'online'],
  [/\bdemandas?\b|\bdemandaron\b|\bme demand[oó]\b/gi, 'lawsuit sued'],
  [/\bresponder(?:la|le)?\b|\bcontestar(?:la|le)?\b/gi, 'respond answer'],
  [/\bprimeros\b/gi, 'first'],
  [/\bn[uú]meros\b/gi, 'numbers'],
  [/\breportes?\b/gi, 'report'],
  [/\butilizaci[oó]n\b/gi, 'utilization'],
  [/\bpagando\b/gi, 'paying'],
];
const SPELLED_OUT = [...SHORTHAND, ...SPANISH];
export const spellOut = (question: string) => SPELLED_OUT.reduce((q, [re, full]) => q.replace(re, full), question);

/** Words that say nothing about which card is meant. */
export const STOP_WORDS = new Set(
  'a an the my me i is are do does can could will would to of on in for it its it’s and or be how what which when if that this they them with at by from so'.split(
    ' ',
  ),
);

/** A document of the search: its words, and the words that name its subject (weighed KEY_BOOST times). */
export type SearchDoc = { id: string; words: string; keys: string };
const KEY_BOOST = 2;

/** A card as the search indexes it (its id's words count as asked). */
export const cardDocument = (card: AnswerCard, id = card.id): SearchDoc => ({ id, words: `${card.asks} ${card.id.replace(/-/g, ' ')}`, keys: card.keys ?? '' });

/** A MiniSearch index of cards (and, for the router, file topics), with the same terms and weights everywhere. */
export function searchIndex(docs: SearchDoc[]): MiniSearch<SearchDoc> {
  const index = new MiniSearch<SearchDoc>({
    fields: ['words', 'keys'],
    storeFields: ['id'],
    processTerm: (term) => (STOP_WORDS.has(term.toLowerCase()) ? null : term.toLowerCase()),
    searchOptions: { boost: { keys: KEY_BOOST } },
  });
  index.addAll(docs);
  return index;
}

const index = searchIndex(ANSWER_CARDS.map((c) => cardDocument(c)));

/** Typos in words of 5 letters or more, and their prefixes ("inqu" → inquiries). */
export const TYPO_TOLERANT = { fuzzy: (term: string) => (term.length > 4 ? 0.2 : 0), prefix: (term: string) => term.length > 4, combineWith: 'OR' as const };

export interface CardMatch {
  card: AnswerCard;
  score: number;
  terms: number;
}

/** The cards the question matches best, with how many of its words matched; at most `limit`. */
export function searchCards(question: string, limit = 2): CardMatch[] {
  const results = index.search(spellOut(question), TYPO_TOLERANT);
  return results.slice(0, limit).map((r) => ({ card: ANSWER_CARDS.find((c) => c.id === r.id)!, score: r.score, terms: Object.keys(r.match).length }));
}
