/**
 * The offline answers, one per intent: a few sentences with the user's own numbers and dates, and the
 * sources they came from. Each says plainly when there is no data yet.
 */
import { BUREAU_LABELS, comparableScores, findPlan, formatCalendarDate, formatCents, type GuardianSource, isComparableScore } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityFact, BuilderFact, Fact, FactorsFacts, FindingsFacts, ProfileFacts, ScoreHistoryFacts, ScorePoint, SubscriptionFacts } from '../facts';
import { helpSource as help, lessonSource as lesson, type Passage, passageSource, searchPassages } from '../knowledge';
import type { AnswerCard } from '../knowledge/card-search';
import { count, dollars, firstSentences, ITEMS_SHOWN, listOf, longDate, sentences } from './format';
import { names } from './names';
import type { Ask } from './route';

export interface OfflineAnswer {
  text: string;
  sources: GuardianSource[];
}

export const HELP_CENTER: GuardianSource = { kind: 'help', title: 'Help Center', href: '/help' };

export const GREETING_ANSWER: OfflineAnswer = {
  text: 'Hi, I’m Guardian. Ask me about your own file — why your score changed, when a bureau must answer your dispute, what FinX found on your reports, your plan — or about credit and your rights, such as what a 609 letter is. I answer from your FinX data, our lessons, the Help Center and the law, and I list my sources under each answer.',
  sources: [help('faq-guardian')],
};

export const CANNOT_ACT_ANSWER: OfflineAnswer = {
  text: 'I can’t do that for you — Guardian only reads your FinX file and answers questions; it can’t file, mail, pay, cancel or change anything. You can do it yourself in a few clicks: file or mail a dispute on the Disputes screen, upload reports in the Document Center, change or cancel your plan on the Subscription screen (Cancel Subscription), and file a complaint about a bureau at consumerfinance.gov/complaint; and you pay a creditor or collector yourself, directly — get any agreement in writing first, and check whether the debt is past its reporting period (FCRA §605).',
  sources: [help('faq-guardian')],
};

export const UNKNOWN_ANSWER: OfflineAnswer = {
  text: 'I don’t know the answer to that: I found nothing about it in your FinX data, our lessons, the Help Center or the laws our letters cite. You can ask me about your score, your disputes and their deadlines, your report findings or your plan — or look in the Help Center, where you can also reach our support team.',
  sources: [HELP_CENTER],
};

// — score —

const SOURCE_WORDS = { credit_report: 'read from your credit report', self_reported: 'the score you told us' } as const;

/** The score_updated activity recorded with a point (same moment, within a minute). */
function activityFor(point: ScorePoint, activities: ActivityFact[]): ActivityFact | undefined {
  const at = new Date(point.recordedAt).getTime();
  return activities.find((a) => a.type === 'score_updated' && Math.abs(new Date(a.at).getTime() - at) < 60_000);
}

/** A score's day in words ('February 9, 2026'); a month-only report date stays a month ('Feb 2026'). */
const onDay = (d: string) => (d.length === 7 ? formatCalendarDate(d) : longDate(d));

/** A score with what it is: '598 (Equifax · FICO Score 8 · Mar 1, 2026)'. */
const labelled = (p: ScorePoint) => `${p.score} (${p.label})`;
/** 'Experian FICO Score 8' */
const lineOf = (p: ScorePoint) => `${p.bureau ? BUREAU_LABELS[p.bureau] : 'credit report'} ${p.model ?? ''}`.trim();

/** Why two scores of different kinds are not a rise or a drop. */
function notComparedBecause(latest: ScorePoint, before: ScorePoint): string {
  if (latest.source === 'self_reported' || before.source === 'self_reported') {
    return 'FinX does not count that as a rise or a drop: a score you told us may come from any bureau and scoring model, and only a bureau’s scores of the same model are compared.';
  }
  if (!isComparableScore(latest) || !isComparableScore(before))
    return 'FinX does not count that as a rise or a drop: a report that does not state its bureau and scoring model is never compared.';
  if (comparableScores(latest, before))
    return `That is not a rise or a drop: the latest one read is from an older report (${onDay(latest.date)}) than the one before it (${onDay(before.date)}), and FinX has no ${lineOf(latest)} from before ${onDay(latest.date)} to compare it with.`;
  const why = latest.bureau !== before.bureau ? 'different bureaus, each scoring its own file' : 'different scoring models';
  return `That is not a rise or a drop: they come from ${why}, and FinX compares a score only with the same bureau’s score of the same model. FinX has no earlier ${lineOf(latest)} to compare ${latest.score} with.`;
}

function factorsSentence(f: FactorsFacts): string | null {
  if (f.source === 'none' || f.factors.length === 0) return null;
  if (f.source === 'self_reported')
    return `Your FinX factors are only estimated from the score you told us, so they cannot say which factor moved; upload a credit report or take the assessment on the Coaching screen to measure them.`;
  const how = f.source === 'credit_report' ? 'measured from your credit report' : 'from your assessment answers';
  const weak = f.factors.filter((x) => f.weakest.includes(x.label)).sort((a, b) => a.score - b.score);
  if (weak.length === 0) return `All your FinX factors (${how}) are at 80 or more out of 100.`;
  return `Your weakest FinX ${weak.length === 1 ? 'factor' : 'factors'} (${how}): ${listOf(weak.map((x) => `${x.label} ${x.score}/100`))}.`;
}

/** Which way the question supposes the score moved ("why did my score drop?"), if it says. */
export function askedDirection(question: string): 'down' | 'up' | null {
  if (/\b(drop\w*|fell|fall\w*|down|decreas\w*|lower\w*|lost|los(e|ing))\b/i.test(question)) return 'down';
  if (/\b(rise|rose|risen|rising|up|increas\w*|higher|gain\w*|jump\w*|improv\w*)\b/i.test(question)) return 'up';
  return null;
}

/**
 * Why the score changed: only between two scores of the same bureau and model (a report's score that states
 * both). A score of another kind before it (another bureau or model, a self-reported one) is named with its
 * label and never called a rise or a drop.
 */
export function scoreChangeAnswer(history: Fact<ScoreHistoryFacts>, factors: Fact<FactorsFacts>, asked: 'down' | 'up' | null = null): OfflineAnswer {
  const { points, recentActivities } = history.data;
  const sources = [history.source, factors.source];
  const latest = points.at(-1);
  const before = points.at(-2);
  if (!latest)
    return {
      text: 'I have no score for you yet, so there is no change to explain. Your score is recorded when you finish onboarding or upload a credit report in the Document Center.',
      sources: [history.source, help('faq-upload-report')],
    };
  if (!before) {
    return {
      text: sentences(
        `Your only recorded score is ${labelled(latest)}, ${SOURCE_WORDS[latest.source]}, so there is no earlier score to compare it with yet.`,
        factorsSentence(factors.data),
      ),
      sources,
    };
  }
  // the same bureau and model's score of the latest earlier day (a report uploaded late is placed by its date)
  const previous = points
    .slice(0, -1)
    .filter((p) => comparableScores(p, latest) && p.date < latest.date)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .at(-1);
  if (!previous) {
    return {
      text: sentences(
        asked && `Your file shows no ${asked === 'down' ? 'drop' : 'rise'} FinX can measure.`,
        `Your latest score is ${labelled(latest)}; the one before it was ${labelled(before)}.`,
        notComparedBecause(latest, before),
        factorsSentence(factors.data),
      ),
      sources,
    };
  }
  const diff = latest.score - previous.score;
  const what = diff < 0 ? `dropped by ${count(-diff, 'point')}` : diff > 0 ? `rose by ${count(diff, 'point')}` : 'did not change';
  const moved = diff < 0 ? 'down' : diff > 0 ? 'up' : null;
  // Answer the question's premise first when the file says otherwise ("why did my score drop?" after a rise).
  const premise = asked && asked !== moved ? `Your latest ${lineOf(latest)} did not go ${asked}. ` : '';
  const latestNote = activityFor(latest, recentActivities);
  const between = recentActivities.filter((a) => a.type !== 'score_updated' && a.at > previous.recordedAt && a.at <= latest.recordedAt).slice(0, 3);
  return {
    text: sentences(
      `${premise}Your ${lineOf(latest)} ${what}: from ${previous.score} on ${onDay(previous.date)} to ${latest.score} on ${onDay(latest.date)}.`,
      latestNote && `${latestNote.description.replace(/\.$/, '')}.`,
      between.length > 0 && `In between, your file shows: ${listOf(between.map((a) => `${a.title.toLowerCase()} (${longDate(a.at)})`))}.`,
      'FinX does not see the bureau’s own reasons for a change; the usual causes are higher card balances, a late payment, a new account or a hard inquiry.',
      factorsSentence(factors.data),
    ),
    sources,
  };
}

export function scoreAnswer(profile: Fact<ProfileFacts | null>, factors: Fact<FactorsFacts>): OfflineAnswer {
  const p = profile.data;
  const f = factors.data;
  if (!p && f.source === 'none')
    return {
      text: 'I have no score for you yet. Finish onboarding with the score you know, or upload a credit report in the Document Center, and FinX will show your score and the factors behind it.',
      sources: [profile.source, help('faq-upload-report')],
    };
  const finx =
    f.finxScore === null
      ? null
      : `Your FinX Score is ${f.finxScore} out of 1000 (${f.estimated ? (f.source === 'assessment' ? 'from your assessment answers' : 'estimated from the score you told us') : 'measured from your credit report'}).`;
  return {
    text: sentences(
      p &&
        `Your credit score on file is ${p.currentScore}${p.scoreLabel ? ` (${p.scoreLabel})` : ''}, updated ${longDate(p.lastUpdated)}; your goal is ${p.goalScore}${p.currentScore < p.goalScore ? `, ${count(p.goalScore - p.currentScore, 'point')} away` : ''}.`,
      finx,
      f.finxChange,
      factorsSentence(f),
      'The FinX Score is an educational measure, not a FICO or VantageScore score.',
    ),
    sources: [profile.source, factors.source, help('faq-finx-score')],
  };
}

// — findings —

export function findingsAnswer(findings: Fact<FindingsFacts>, ask?: Ask): OfflineAnswer {
  const { reports } = findings.data;
  const named = ask ? findings.data.items.filter((f) => names(f.creditor, ask.words)) : [];
  const items = named.length ? named : findings.data.items;
  if (reports.length === 0) {
    return {
      text: 'FinX has not read a credit report of yours yet, so I can’t say what is on it. Upload your reports in the Document Center (PDF, a saved report page, TXT, CSV or JSON); FinX then lists anything that looks inaccurate, such as an account two bureaus report differently.',
      sources: [findings.source, help('faq-upload-report')],
    };
  }
  const latest = reports[0]!;
  const read = `FinX has read ${count(reports.length, 'credit report')} of yours (the latest${latest.bureaus.length ? ` from ${listOf(latest.bureaus.map((b) => b.bureauName))}` : ''}${latest.reportDate ? `, dated ${longDate(latest.reportDate)}` : ''})`;
  if (items.length === 0) {
    return {
      text: `${read} and found nothing that looks inaccurate: the bureaus agree and nothing is past its reporting period. Accurate information, even negative, is not an error and can stay on your report.`,
      sources: [findings.source, lesson('reading-your-reports')],
    };
  }
  const open = items.filter((f) => !f.filed);
  const shown = (open.length ? open : items).slice(0, ITEMS_SHOWN);
  return {
    text: sentences(
      `${read} and found ${count(items.length, 'item')} worth checking${open.length < items.length ? ` (${items.length - open.length} already filed as disputes)` : ''}.`,
      ...shown.map((f) => `${f.kindLabel}: ${f.creditor}${f.accountLast4 ? ` ****${f.accountLast4}` : ''} at ${f.bureauName} — ${firstSentences(f.reason, 1)}`),
      shown.some((f) => f.kind === 'obsolete') &&
        'Even a debt you really owed may be reported only for 7 years from its first delinquency (FCRA §605); after that the bureau must remove it, which is why it can be disputed.',
      'Dispute only what you confirm is wrong; each finding can be filed from the Document Center.',
    ),
    sources: [findings.source, lesson('reading-your-reports')],
  };
}

// — subscription and builder accounts —

/** ' at $99 a month ($29 for the software, $70 billed after each month’s credit-repair work)', or '' for a plan no longer sold. */
function priceOf(planId: string): string {
  const plan = findPlan(planId);
  return plan
    ? ` at ${formatCents(plan.price)} a month (${formatCents(plan.softwareFee)} for the software, ${formatCents(plan.creditRepairFee)} billed after each month’s credit-repair work)`
    : '';
}

export function subscriptionAnswer(sub: Fact<SubscriptionFacts | null>, cancel: boolean): OfflineAnswer {
  const s = sub.data;
  const sources = [sub.source, help('faq-cancel')];
  const live = s && ['trialing', 'active', 'past_due'].includes(s.status);
  if (s?.status === 'pending') {
    const window = s.inCancellationPeriod
      ? `You can cancel any time on the Subscription screen, and you have signed its contract: you are still within the three business days after signing it${s.cancelDeadline ? ` (until ${longDate(s.cancelDeadline)})` : ''} in which you may cancel for any reason: nothing is charged, and anything paid is refunded in full.`
      : 'You can cancel it any time on the Subscription screen; nothing has been charged.';
    return {
      text: sentences(
        `You chose the ${s.planName} plan${priceOf(s.planId)}, and its checkout is still pending with the payment provider, so it is not active yet and nothing has been charged.`,
        window,
      ),
      sources,
    };
  }
  if (!s || !live) {
    const ended = s?.status === 'canceled' ? ` Your ${s.planName} plan was cancelled${s.canceledOn ? ` on ${longDate(s.canceledOn)}` : ''}.` : '';
    return {
      text: `You have no active FinX plan.${ended} ${cancel ? 'There is nothing to cancel; ' : ''}You can compare plans and subscribe on the Subscription screen.`,
      sources,
    };
  }
  const charge = s.nextCharge
    ? `The next charge is ${dollars(s.nextCharge.amountCents)} on ${longDate(s.nextCharge.on)}: ${s.nextCharge.description[0]!.toLowerCase()}${s.nextCharge.description.slice(1).replace(/\.$/, '')}.`
    : null;
  const state = s.cancelAtPeriodEnd
    ? `Your ${s.planName} plan is set to end${s.currentPeriodEnd ? ` on ${longDate(s.currentPeriodEnd)}` : ''}.`
    : `You are on the ${s.planName} plan (${s.status.replace('_', ' ')})${priceOf(s.planId)}${s.currentPeriodEnd ? `; the current period ends ${longDate(s.currentPeriodEnd)}` : ''}.`;
  const howToCancel = s.cancelAtPeriodEnd
    ? null
    : s.inCancellationPeriod
      ? `You are still within your three-business-day cancellation period${s.cancelDeadline ? ` (until ${longDate(s.cancelDeadline)})` : ''}: cancelling now on the Subscription screen ends the plan at once and refunds every payment.`
      : `You can cancel any time on the Subscription screen (Cancel Subscription): the plan stays active until ${s.currentPeriodEnd ? longDate(s.currentPeriodEnd) : 'the end of the period you paid for'} and then ends, with no charge for another month.`;
  return { text: sentences(state, charge, cancel ? howToCancel : null), sources };
}

export function builderAnswer(builder: Fact<BuilderFact[]>): OfflineAnswer {
  const accounts = builder.data;
  const sources = [builder.source, lesson('improving-mix-wisely')];
  if (accounts.length === 0)
    return {
      text: 'You have no credit-builder account in FinX yet. You can add one from the Dashboard (Add Builder Account); the lesson below explains how credit-builder loans and secured cards build your record.',
      sources,
    };
  return {
    text: sentences(
      `You have ${count(accounts.length, 'credit-builder account')}: ${listOf(accounts.map((a) => (a.status === 'requested' ? `${a.name}, requested ${longDate(a.openedOn)} and not confirmed by the provider yet` : `${a.name}, ${a.status}, opened ${longDate(a.openedOn)}`)))}.`,
      'On-time payments on them are reported to the bureaus and build your payment history; check that each provider reports to all three bureaus.',
    ),
    sources,
  };
}

// — knowledge —

/** The sentences of a passage around its match: the excerpt widened to whole sentences, at most `n`. */
function passageAnswer(p: Passage, n: number): string {
  const body = p.body.replace(/\s+/g, ' ');
  const excerpt = (p.excerpt ?? '').replace(/\s+/g, ' ').trim();
  const at = excerpt ? body.indexOf(excerpt.slice(0, 40)) : -1;
  if (at < 0) return firstSentences(body, n);
  const dot = body.lastIndexOf('. ', at);
  return firstSentences(body.slice(dot < 0 ? 0 : dot + 2), n);
}

/** A card's answer; when a second card fits almost as well, its first sentence is offered after it (all of it when the question compares two things). */
export function cardAnswer(card: AnswerCard, also: AnswerCard | null, compares = false): OfflineAnswer {
  const more = also && (compares ? also.answer : `You may also mean: ${also.answer.split('. ')[0]!.replace(/\.$/, '')}.`);
  return { text: compares && more ? `${card.answer}\n\n${more}` : sentences(card.answer, more), sources: [...card.sources(), ...(also ? also.sources() : [])] };
}

export async function knowledgeAnswer(em: EntityManager, question: string): Promise<OfflineAnswer | null> {
  const found = await searchPassages(em, question, 3);
  const [best] = found;
  if (!best) return null;
  const also = found.slice(1).find((p) => p.kind !== best.kind);
  const from = best.kind === 'law' ? 'What the law says' : best.kind === 'help' ? 'From the Help Center' : 'From the lesson';
  const lead =
    best.kind === 'lesson' ? `${from} “${best.title}”:` : best.kind === 'help' ? `${from} (“${best.title}”):` : `${from} (${best.title.split(/ \(|:/)[0]}):`;
  return {
    text: sentences(lead, passageAnswer(best, 3), also && `See also “${also.title}”.`),
    sources: [passageSource(best), ...(also ? [passageSource(also)] : [])],
  };
}
