/**
 * What Guardian says about the user's disputes: what each question asks of them (the tracking number, the
 * delivery, the answer's due date and days left, the amount, the bureau), for the disputes it names by bureau,
 * creditor or "that one", and the deadlines and status of all of them otherwise.
 */
import { BUREAU_LABELS, SANDBOX_CARRIER_NOTICE } from '@finx/contracts';
import { FINAL_RESOLUTION_DAYS, INITIAL_RESPONSE_DAYS, RESULTS_NOTICE_BUSINESS_DAYS } from '../../disputes';
import type { DisputeFact, Fact } from '../facts';
import { helpSource as help, lawSource as law } from '../knowledge';
import type { OfflineAnswer } from './answers';
import { capitalized, count, daysUntil, dollars, ITEMS_SHOWN, longDate, relativeDays, sentences } from './format';
import { names } from './names';
import type { Ask } from './route';

/** Once per answer that speaks of a letter the sandbox carrier "mailed": it mailed nothing (the screens' words). */
const sandboxNotice = (shown: DisputeFact[]) => shown.some((d) => d.mailing?.carrier === 'sandbox') && SANDBOX_CARRIER_NOTICE;

const disputeName = (d: DisputeFact) => `${d.creditor}${d.accountLast4 ? ` ****${d.accountLast4}` : ''}`;
const isOpen = (d: DisputeFact) => d.status !== 'resolved' && d.result === null;

function deadlineSentence(d: DisputeFact, now: Date): string {
  const bureau = d.bureauName;
  const name = `your ${d.bureauName} dispute of ${disputeName(d)}${d.round > 1 ? ` (round ${d.round})` : ''}`;
  if (d.result)
    return `${bureau} answered your dispute of ${disputeName(d)}${d.round > 1 ? ` (round ${d.round})` : ''} on ${longDate(d.responseDate!)}: ${d.resultLabel}.`;
  const m = d.mailing;
  const days = d.deadlineExtended ? FINAL_RESOLUTION_DAYS : INITIAL_RESPONSE_DAYS;
  if (m?.deliveredOn && d.dueDate) {
    const left = daysUntil(d.dueDate, now);
    return `The letter for ${name} was delivered on ${longDate(m.deliveredOn)}, so ${bureau} must answer by ${longDate(d.dueDate)} (${days} days${d.deadlineExtended ? ', extended' : ''}) — ${left < 0 ? `that was ${relativeDays(d.dueDate, now)}, so the answer is overdue` : relativeDays(d.dueDate, now)}.`;
  }
  if (m && (m.status === 'queued' || m.status === 'mailed' || m.status === 'in_transit')) {
    return `The letter for ${name} is ${m.statusLabel.toLowerCase()}${m.mailedOn ? ` (mailed ${longDate(m.mailedOn)})` : ''}${m.trackingNumber ? `, tracking ${m.trackingNumber}` : ''}; ${bureau}’s ${days} days start when it is delivered.`;
  }
  if (m && (m.status === 'returned' || m.status === 'failed'))
    return `The letter for ${name} was ${m.status === 'returned' ? 'returned to sender' : 'not sent'}, so ${bureau}’s ${days} days have not started; send it again from the Disputes screen.`;
  if (d.status === 'in_progress' && d.dueDate)
    return `You filed ${name} online with ${bureau}; its answer is due by ${longDate(d.dueDate)} (${relativeDays(d.dueDate, now)}).`;
  return `${name[0]!.toUpperCase()}${name.slice(1)}, filed ${longDate(d.filedOn)}, has not been mailed yet: ${bureau}’s ${days} days start when it receives your letter.`;
}

const RULE_611 = `Under FCRA §611 a bureau has ${INITIAL_RESPONSE_DAYS} days from receiving your dispute to investigate (${FINAL_RESOLUTION_DAYS} if you send more information during them) and must send you the results within ${RESULTS_NOTICE_BUSINESS_DAYS} business days of finishing.`;

/** The disputes a question means, and how the answer names them (" with Experian", " of Midland Credit Management"). */
interface Selection {
  disputes: DisputeFact[];
  named: string;
}

const byCreditor = (disputes: DisputeFact[], words: string[]) => disputes.filter((d) => names(d.creditor, words));

/** The disputes the question names (creditor, then bureau, then "which one got delivered"), else all of them. */
function select(all: DisputeFact[], ask: Ask): Selection {
  let disputes = all;
  let named = '';
  const byName = byCreditor(all, ask.words).length ? byCreditor(all, ask.words) : ask.bureaus.length ? [] : byCreditor(all, ask.earlierWords);
  if (byName.length) {
    disputes = byName;
    named = ` of ${[...new Set(byName.map((d) => d.creditor))].join(' and ')}`;
  }
  if (ask.bureaus.length) {
    disputes = disputes.filter((d) => ask.bureaus.includes(d.bureau));
    named += ` with ${ask.bureaus.map((b) => BUREAU_LABELS[b]).join(' or ')}`;
  }
  if (ask.only === 'delivered') disputes = disputes.filter((d) => d.mailing?.deliveredOn);
  if (ask.only === 'mailed') disputes = disputes.filter((d) => d.mailing);
  if (ask.only === 'unmailed') disputes = disputes.filter((d) => !d.mailing);
  return { disputes, named };
}

export function deadlineAnswer(disputes: Fact<DisputeFact[]>, sel: Selection, now: Date): OfflineAnswer {
  const sources = [disputes.source, law('fcra-611')];
  const mine = sel.disputes;
  if (mine.length === 0) {
    return {
      text: sentences(
        `You have no dispute${sel.named} in FinX yet.`,
        `When you file one and mail the letter, the ${INITIAL_RESPONSE_DAYS} days start when the bureau receives it.`,
        RULE_611,
      ),
      sources,
    };
  }
  const open = mine.filter(isOpen);
  const shown = (open.length ? open : mine).slice(0, ITEMS_SHOWN);
  const more = (open.length ? open : mine).length - shown.length;
  return {
    text: sentences(
      open.length === 0 && `All your disputes${sel.named} have an answer recorded.`,
      ...shown.map((d) => deadlineSentence(d, now)),
      sandboxNotice(shown),
      more > 0 && `You have ${count(more, 'more dispute')} on the Disputes screen.`,
      RULE_611,
    ),
    sources,
  };
}

function statusSentence(d: DisputeFact): string {
  const head = `${d.bureauName}, ${disputeName(d)} (${d.type}${d.round > 1 ? `, round ${d.round}` : ''})`;
  if (d.result)
    return `${head}: answered ${longDate(d.responseDate!)}, ${d.resultLabel?.toLowerCase()}${d.status === 'resolved' ? '' : '; you can start the next round'}.`;
  const m = d.mailing;
  const last = m?.events.at(-1);
  const mail = m
    ? `letter ${m.statusLabel.toLowerCase()}${last ? ` (${last.name.toLowerCase()} ${longDate(last.at)})` : ''}${m.trackingNumber ? `, tracking ${m.trackingNumber}` : ''}`
    : d.status === 'pending'
      ? 'not mailed yet'
      : 'filed online';
  const due = d.overdueSince
    ? `; the answer is overdue since ${longDate(d.overdueSince)}`
    : d.dueDate && m?.deliveredOn
      ? `; answer due ${longDate(d.dueDate)}`
      : '';
  return `${head}: ${mail}${due}.`;
}

export function statusAnswer(disputes: Fact<DisputeFact[]>, sel: Selection): OfflineAnswer {
  const mine = sel.disputes;
  if (mine.length === 0)
    return {
      text: `You have no dispute${sel.named} in FinX yet. You can file one from the Disputes screen, or from a finding on your credit reports in the Document Center.`,
      sources: [disputes.source],
    };
  const open = mine.filter(isOpen);
  const ordered = [...open, ...mine.filter((d) => !isOpen(d))];
  const shown = ordered.slice(0, ITEMS_SHOWN);
  return {
    text: sentences(
      `You have ${count(mine.length, 'dispute')}${sel.named}: ${open.length} open and ${mine.length - open.length} answered.`,
      ...shown.map(statusSentence),
      sandboxNotice(shown),
      ordered.length > shown.length && `The other ${ordered.length - shown.length} are on the Disputes screen.`,
    ),
    sources: [disputes.source, ...(mine.some((d) => d.mailing) ? [help('faq-certified-mail')] : [])],
  };
}

// — one thing asked of the disputes named —

const TRACKING = /\btrack\w*|\busps\b|#|\bnumber\b/i;
const DELIVERED = /\bdeliver\w*|\barriv\w*|\bgot there\b|\bget there\b|\bmade it\b|\breceived?\b/i;
const DUE =
  /\bdue\b|\brespond\w*|\banswer\b|\breply\b|\bhear back\b|\bdeadline\b|\bdays? (?:left|remaining)\b|\ballowed\b|\bsupposed to\b|\bby when\b|\bhow long\b|\bhave to\b|\bhow many days\b|\bfrom today\b|\bwhen is (?:it|that)\b/i;
const AMOUNT = /\bhow much\b|\bamount\b|\bbalance\b|\bowe\b/i;
const WHICH_BUREAU = /\b(?:what|which) bureaus?\b|\bwho did\b/i;
/** "what did I say was wrong on it", "why did I dispute it", "what's the reason". */
/** The same in the words kept of an earlier question ("what", "why" and short words are not kept). */
const EARLIER_REASON = /\bwrong\b|\breasons?\b/i;
const REASON = /\b(?:what|why)\b[^?]*\b(?:wrong|disput(?:e|ed|ing) (?:it|that|them)|say|said|claim\w*)\b|\breasons?\b/i;

const letterOf = (d: DisputeFact) => `your letter to ${d.bureauName} about ${disputeName(d)}`;

function trackingSentence(d: DisputeFact): string {
  const m = d.mailing;
  if (!m)
    return `${capitalized(`your ${d.bureauName} dispute of ${disputeName(d)}`)} ${d.status === 'pending' ? 'has not been mailed yet' : 'was not sent by mail'}, so it has no tracking number.`;
  if (!m.trackingNumber) return `${capitalized(letterOf(d))} is ${m.statusLabel.toLowerCase()} and has no tracking number yet.`;
  return `The USPS Certified Mail tracking number of ${letterOf(d)} is ${m.trackingNumber}; it is ${m.deliveredOn ? `delivered (${longDate(m.deliveredOn)})` : m.statusLabel.toLowerCase()}.`;
}

function deliverySentence(d: DisputeFact, now: Date): string {
  const m = d.mailing;
  if (!m) return `${capitalized(`your ${d.bureauName} dispute of ${disputeName(d)}`)} has not been mailed yet.`;
  if (!m.deliveredOn)
    return `${capitalized(letterOf(d))} is ${m.statusLabel.toLowerCase()}, not delivered yet${m.expectedDeliveryOn ? ` (expected ${longDate(m.expectedDeliveryOn)})` : ''}${m.trackingNumber ? `; tracking ${m.trackingNumber}` : ''}.`;
  return `Yes — ${letterOf(d)} was delivered on ${longDate(m.deliveredOn)} (${relativeDays(m.deliveredOn, now)}).`;
}

const reasonSentence = (d: DisputeFact) =>
  `You disputed ${disputeName(d)} with ${d.bureauName} as “${d.reason.toLowerCase()}”${d.description ? `: “${d.description}”` : ''}.`;

function amountSentence(d: DisputeFact): string {
  return d.amount === null
    ? `Your ${d.bureauName} dispute of ${disputeName(d)} has no amount recorded.`
    : `Your ${d.bureauName} dispute of ${disputeName(d)} is about ${dollars(Math.round(d.amount * 100))}.`;
}

/**
 * The disputes the question names, with what it asks of them — the tracking number, the delivery, the due date
 * and days left, the amount, the bureau — or their status or deadlines when it asks for none of those.
 */
export function disputesAnswer(disputes: Fact<DisputeFact[]>, ask: Ask, now: Date): OfflineAnswer {
  const q = ask.text;
  const mailedLetter = /\bletters?\b/i.test(q) && !ask.bureaus.length && !byCreditor(disputes.data, ask.words).length;
  const sel = select(disputes.data, ask);
  if (mailedLetter && sel.disputes.some((d) => d.mailing)) sel.disputes = sel.disputes.filter((d) => d.mailing);
  const asksOf = (t: string) => ({
    tracking: TRACKING.test(t),
    delivered: DELIVERED.test(t),
    due: DUE.test(t),
    amount: AMOUNT.test(t),
    bureau: WHICH_BUREAU.test(t),
    reason: REASON.test(t),
  });
  // a follow-up that asks nothing of its own ("and the synchrony one?") asks what the question before it asked
  const own = asksOf(q);
  const earlier = ask.earlierWords.join(' ');
  const asked = Object.values(own).some(Boolean) ? own : { ...asksOf(earlier), reason: EARLIER_REASON.test(earlier) };
  const onlyDue = asked.due && !asked.tracking && !asked.delivered && !asked.amount && !asked.bureau;
  if (onlyDue) return deadlineAnswer(disputes, sel, now);
  if (!Object.values(asked).some(Boolean) || sel.disputes.length === 0) {
    return ask.intent.kind === 'dispute_deadline' ? deadlineAnswer(disputes, sel, now) : statusAnswer(disputes, sel);
  }
  const shown = sel.disputes.slice(0, ITEMS_SHOWN);
  const parts = shown.flatMap((d) => [
    asked.bureau && `Your dispute of ${disputeName(d)} is with ${d.bureauName}.`,
    asked.reason && reasonSentence(d),
    asked.amount && amountSentence(d),
    asked.tracking && trackingSentence(d),
    asked.delivered && !asked.tracking && deliverySentence(d, now),
    asked.due && deadlineSentence(d, now),
  ]);
  const sources = [disputes.source, ...(asked.due ? [law('fcra-611')] : []), ...(asked.tracking || asked.delivered ? [help('faq-certified-mail')] : [])];
  const mailingSaid = asked.tracking || asked.delivered || asked.due;
  return {
    text: sentences(
      ...parts,
      mailingSaid && sandboxNotice(shown),
      sel.disputes.length > shown.length && `The other ${sel.disputes.length - shown.length} are on the Disputes screen.`,
      asked.due && RULE_611,
    ),
    sources,
  };
}
