/**
 * The plans' cards narrowed to the plans a question names ("whats in the pro plan", "so on pro how much is
 * upfront", "is elite worth it over pro"): each named plan with its price, what it includes and how its price is
 * split between the software fee and the credit-repair fee billed after the work (CROA).
 */
import { formatCents, type Plan, PLANS } from '@finx/contracts';
import type { AnswerCard } from '../knowledge/card-search';
import { type OfflineAnswer, cardAnswer } from './answers';
import { sentences } from './format';

/** The cards whose answer lists every plan: narrowed when the question names one or two. */
const PLAN_CARDS = new Set(['plans', 'billing', 'change-plan']);
const PLAN_NAME = /\b(basic|pro|elite)\b/gi;

/** The plans the text names, cheapest first. */
export function plansNamed(text: string): Plan[] {
  const named = new Set([...text.matchAll(PLAN_NAME)].map((m) => m[1]!.toLowerCase()));
  return PLANS.filter((p) => named.has(p.id));
}

const split = (p: Plan) =>
  `${formatCents(p.softwareFee)} for the software, billed at the start of the month, and ${formatCents(p.creditRepairFee)} for that month’s credit-repair work, billed only after the work is done`;
const described = (p: Plan) => `The ${p.name} plan is ${formatCents(p.price)} a month: ${p.features.join('; ')}. It is billed as ${split(p)}.`;

/** What the dearer plan adds over the cheaper, and for how much more a month. */
function difference(low: Plan, high: Plan): string {
  const extra = high.features.filter((f) => !f.startsWith('Everything in'));
  return `${high.name} costs ${formatCents(high.price - low.price)} a month more than ${low.name} and adds: ${extra.join('; ')}.`;
}

/** For a plan with a monthly limit on items: the plans without one ("7 things to dispute on Basic?"). */
function unlimitedOver(p: Plan): string | false {
  const unlimited = PLANS.filter((o) => o.includes.letterItemsPerMonth === null);
  if (p.includes.letterItemsPerMonth === null || !unlimited.length) return false;
  return `Beyond ${p.includes.letterItemsPerMonth} items a month, upgrade: ${unlimited.map((o) => `${o.name} (${formatCents(o.price)} a month)`).join(' and ')} ${unlimited.length === 1 ? 'has' : 'have'} no monthly limit on dispute letters; or dispute the rest next month.`;
}

/**
 * The card's answer for the plans named in the question, or in the conversation's last questions when it names
 * none ("how is that split up"); null when the card is not about plans or no plan is named.
 */
export function namedPlansAnswer(card: AnswerCard, question: string, earlier: readonly string[]): OfflineAnswer | null {
  if (!PLAN_CARDS.has(card.id)) return null;
  const inQuestion = plansNamed(question);
  const named = inQuestion.length ? inQuestion : plansNamed(earlier.slice(-2).join(' '));
  if (!named.length || named.length === PLANS.length) return null;
  const base = cardAnswer(card, null);
  const plans = sentences(...named.map(described), named.length === 2 && difference(named[0]!, named[1]!), named.length === 1 && unlimitedOver(named[0]!));
  const text = card.id === 'change-plan' ? sentences(base.text, plans) : sentences(plans, 'Compare and choose a plan on the Subscription screen.');
  return { text, sources: base.sources };
}
