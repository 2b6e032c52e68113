/**
 * What a question asks, by plain word matching (deterministic). A question about the user's own file has a
 * personal word ("my", "I", "me") or names a bureau; one without ("what is a 609 letter?", "how long does a
 * dispute take?") is a question for the lessons, the Help Center and the law.
 */
import { BUREAU_LABELS, type Bureau, BUREAUS } from '@finx/contracts';

export type Intent =
  | { kind: 'greeting' }
  | { kind: 'score_change' }
  | { kind: 'score' }
  | { kind: 'dispute_deadline'; bureau: Bureau | null }
  | { kind: 'dispute_status'; bureau: Bureau | null }
  | { kind: 'findings' }
  | { kind: 'subscription'; cancel: boolean }
  | { kind: 'builder' }
  | { kind: 'knowledge' };

const PERSONAL = /\b(?:my|mine|me|i|i'm|i’m|i've|i’ve|am i|do i|did i|have i)\b/i;
/** A question about what something is ("what is a 609 letter?"), answered from the knowledge unless it says "my". */
const DEFINITION = /^(?:what(?:'s|’s| is| are| does| do)|explain|define|tell me about|meaning of|how does)\b/i;
const GREETING = /^(?:hi|hello|hey|good (?:morning|afternoon|evening)|what can you do|who are you|help)\b[\s!.?]*(?:guardian)?[\s!.?]*$/i;

const SCORE = /\b(?:scores?|fico|vantage ?scores?|rating)\b/i;
const CHANGE =
  /\b(?:drop\w*|fell|fall\w*|fallen|decreas\w*|lower\w*|went down|go(?:ne)? down|down by|rose|rise|risen|rising|increas\w*|went up|go(?:ne)? up|up by|jump\w*|chang\w*|moved?|dip\w*|plummet\w*|tank\w*|differen\w*)\b/i;
const WHY = /\b(?:why|what happened|how come|what caused|reason)\b/i;
const SCORE_ASK = /\b(?:what(?:'s| is)|how(?:'s| is)|show|tell|current|my)\b/i;
const FACTORS = /\b(?:factors?|utili[sz]ation|payment history|credit mix|account age|hurting|weakest|strongest|improve|finx score)\b/i;

const DISPUTE = /\b(?:disput\w*|letters?|investigat\w*|reinvestigat\w*|bureaus?|results)\b/i;
const DEADLINE =
  /\b(?:when|deadline|due|how long|how many days|days? (?:left|until|remaining)|must|have to|has to|supposed to|by what date|respond\w*|answer\w*|reply|hear back|late|overdue|30 days|45 days)\b/i;
const STATUS =
  /\b(?:status|where(?:'s| is)|progress|update\w*|happen\w*|track\w*|mail\w*|deliver\w*|sent|send|result\w*|outcome|round|going on|any news|list|show|how many)\b/i;

const FINDINGS =
  /\b(?:wrong|errors?|findings?|found|mistakes?|inaccura\w*|incorrect|negative items?|problems?|issues?|bad (?:items|marks)|what(?:'s| is) on|look(?:s)? (?:at|like)|analy[sz]\w*|flag\w*|shouldn(?:'|’)?t (?:even )?be (?:on )?(?:there|it|my report))\b/i;
const REPORT = /\b(?:reports?|file|credit history|items?|accounts?|collections?|on there)\b/i;

const SUBSCRIPTION =
  /\b(?:subscription|plan|billing|billed|charge\w*|renew\w*|invoice|payment|pay for|price|fee|refund|membership|trial|cost)\b|\bhow much (?:do|will|am|should) i (?:pay|be charged|be paying)\b/i;
const CANCEL = /\b(?:cancel\w*|stop paying|end my|quit|unsubscribe)\b/i;

const BUILDER = /\b(?:builder|credit-builder|kikoff|self|chime|secured card|build(?:ing)? credit)\b/i;

/** The bureau a question names, if one. */
export function bureauIn(question: string): Bureau | null {
  const q = question.toLowerCase().replace(/\s+/g, '');
  return BUREAUS.find((b) => q.includes(BUREAU_LABELS[b].toLowerCase().replace(/\s+/g, '')) || q.includes(b)) ?? null;
}

/** The first intent the question matches, most specific first; 'knowledge' when none. */
export function intentOf(question: string): Intent {
  const q = question.trim();
  if (GREETING.test(q)) return { kind: 'greeting' };
  const bureau = bureauIn(q);
  const personal = PERSONAL.test(q) || bureau !== null;
  if (!personal || (DEFINITION.test(q) && !/\bmy\b/i.test(q))) return { kind: 'knowledge' };
  if (SCORE.test(q) && CHANGE.test(q) && (WHY.test(q) || /\b(?:did|has|have|is)\b/i.test(q))) return { kind: 'score_change' };
  if (CANCEL.test(q) && !DISPUTE.test(q)) return { kind: 'subscription', cancel: true };
  if (DISPUTE.test(q) && DEADLINE.test(q)) return { kind: 'dispute_deadline', bureau };
  if (DISPUTE.test(q) && STATUS.test(q)) return { kind: 'dispute_status', bureau };
  if (bureau && DEADLINE.test(q)) return { kind: 'dispute_deadline', bureau };
  if (bureau && STATUS.test(q)) return { kind: 'dispute_status', bureau };
  if (SUBSCRIPTION.test(q)) return { kind: 'subscription', cancel: false };
  if (BUILDER.test(q)) return { kind: 'builder' };
  if (FINDINGS.test(q) && (REPORT.test(q) || /\bwhat(?:'s| is)? wrong\b/i.test(q))) return { kind: 'findings' };
  if ((SCORE.test(q) && SCORE_ASK.test(q)) || FACTORS.test(q)) return { kind: 'score' };
  if (DISPUTE.test(q) && /\b(?:my|i)\b/i.test(q)) return { kind: 'dispute_status', bureau };
  return { kind: 'knowledge' };
}
