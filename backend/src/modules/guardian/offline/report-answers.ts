/**
 * The user's scores per bureau as their credit reports state them (score, model, date), the reports FinX has
 * read, and the next lesson of their course. A bureau without a report is said plainly, never guessed.
 */
import { BUREAU_LABELS, type Bureau, BUREAUS, formatCents, isoDay, lessonsToAdvanced } from '@finx/contracts';
import type { AccountFact, BureauScoreFact, CoachingFacts, Fact, FactorsFacts, FindingsFacts, ProfileFacts, ReportContentsFacts } from '../facts';
import { helpSource as help, lessonHref, lessonSource as lessonSourceOf } from '../knowledge';
import { type OfflineAnswer, scoreAnswer } from './answers';
import { capitalized, ITEMS_SHOWN, listOf, longDate, sentences } from './format';
import { names } from './names';
import type { Ask } from './route';

/** The latest score each bureau's report states (reports are newest first). */
export function latestByBureau(reports: FindingsFacts['reports']): Map<Bureau, BureauScoreFact> {
  const latest = new Map<Bureau, BureauScoreFact>();
  for (const r of reports) for (const b of r.bureaus) if (!latest.has(b.bureau) && b.score !== null) latest.set(b.bureau, b);
  return latest;
}

const scoreLine = (b: BureauScoreFact) =>
  `${b.bureauName} ${b.score}${b.model ? ` (${b.model})` : ''}${b.reportDate ? `, from its report dated ${longDate(b.reportDate)}` : ''}`;
const noReport = (bureaus: Bureau[]) =>
  `No report from ${listOf(bureaus.map((b) => BUREAU_LABELS[b]))} yet, so I have no ${bureaus.length === 1 ? 'score' : 'scores'} from ${bureaus.length === 1 ? 'it' : 'them'}: upload ${bureaus.length === 1 ? 'it' : 'them'} in the Document Center to see ${bureaus.length === 1 ? 'its score' : 'their scores'}.`;

const LOWEST = /\b(?:lowest|worst|low)\b/i;
const HIGHEST = /\b(?:highest|best|high)\b/i;
/** "how many points apart", "the difference between my scores". */
const APART = /\b(?:apart|difference|gap|between)\b/i;

/**
 * The scores the question asks for: one bureau's, or each bureau's (the lowest or highest when asked), with the
 * score on file, the goal and the FinX Score when it names no bureau.
 */
export function scoresAnswer(findings: Fact<FindingsFacts>, profile: Fact<ProfileFacts | null>, factors: Fact<FactorsFacts>, ask: Ask): OfflineAnswer {
  const latest = latestByBureau(findings.data.reports);
  const asked = ask.bureaus.length ? ask.bureaus : BUREAUS;
  const known = asked.flatMap((b) => latest.get(b) ?? []);
  const missing = asked.filter((b) => !latest.has(b));
  const sources = [findings.source, ...(missing.length ? [help('faq-upload-report')] : [])];
  const onFile = scoreAnswer(profile, factors);
  if (latest.size === 0 && !ask.bureaus.length) {
    if (!profile.data) return onFile;
    return {
      text: sentences('FinX has not read a credit report with a score yet, so I have no score from Experian, Equifax or TransUnion.', onFile.text),
      sources: [...onFile.sources, ...sources],
    };
  }
  const ranked = [...known].sort((a, b) => a.score! - b.score!);
  const extreme =
    known.length > 1 &&
    (LOWEST.test(ask.text)
      ? `Your lowest is ${ranked[0]!.bureauName}’s ${ranked[0]!.score}.`
      : HIGHEST.test(ask.text)
        ? `Your highest is ${ranked.at(-1)!.bureauName}’s ${ranked.at(-1)!.score}.`
        : null);
  const gap =
    known.length > 1 &&
    APART.test(ask.text) &&
    `${ranked.at(-1)!.bureauName}’s ${ranked.at(-1)!.score} and ${ranked[0]!.bureauName}’s ${ranked[0]!.score} are ${ranked.at(-1)!.score! - ranked[0]!.score!} points apart.`;
  const text = sentences(
    known.length > 0 &&
      `Your ${known.length === 1 ? 'score' : 'scores'} as your credit reports state ${known.length === 1 ? 'it' : 'them'}: ${listOf(known.map(scoreLine))}.`,
    extreme,
    gap,
    missing.length > 0 && noReport(missing),
    known.length > 1 && 'Scores differ between bureaus because each holds its own file and reports may use different scoring models.',
    !ask.bureaus.length && onFile.text.replace(/^Your credit score on file is/, 'The score on your FinX profile is'),
  );
  return { text, sources: ask.bureaus.length ? sources : [...sources, ...onFile.sources] };
}

/** The reports FinX has read: which bureaus, dated when, uploaded when; the bureaus without one. */
export function reportsAnswer(findings: Fact<FindingsFacts>): OfflineAnswer {
  const reports = findings.data.reports;
  const sources = [findings.source, help('faq-upload-report')];
  if (reports.length === 0)
    return { text: 'FinX has not read a credit report of yours yet. Upload one in the Document Center (free at AnnualCreditReport.com).', sources };
  const covered = new Set(reports.flatMap((r) => r.bureaus.map((b) => b.bureau)));
  const missing = BUREAUS.filter((b) => !covered.has(b));
  const describe = (r: FindingsFacts['reports'][number]) =>
    `${r.bureaus.length ? `the ${listOf(r.bureaus.map((b) => b.bureauName))} report` : 'a report'}${r.reportDate ? ` dated ${longDate(r.reportDate)}` : ' (its date could not be read)'}, uploaded ${longDate(r.uploadedOn)}`;
  return {
    text: sentences(
      `FinX has read ${reports.length === 1 ? 'one credit report' : `${reports.length} credit reports`} of yours: ${listOf(reports.slice(0, 3).map(describe))}.`,
      missing.length > 0 && `No report from ${listOf(missing.map((b) => BUREAU_LABELS[b]))} yet.`,
    ),
    sources,
  };
}

/** The lessons done and the next one, by name. */
export function lessonsAnswer(coaching: Fact<CoachingFacts>): OfflineAnswer {
  const c = coaching.data;
  const toAdvanced = lessonsToAdvanced(c.completedLessons);
  const done = sentences(
    `You have completed ${c.completedLessons} of ${c.totalLessons} lessons (level ${c.level}); the Coaching screen’s next milestone: ${c.nextMilestone}.`,
    toAdvanced > 0 && `${toAdvanced} more ${toAdvanced === 1 ? 'lesson unlocks' : 'lessons unlock'} the advanced strategies.`,
  );
  if (!c.next) return { text: `${done} That is the whole course — well done; you can reread any lesson on the Coaching screen.`, sources: [coaching.source] };
  return {
    text: `${done} Your next lesson is Lesson ${c.next.number}, “${c.next.title}” — open it on the Coaching screen and answer its check question to complete it.`,
    sources: [coaching.source, { kind: 'lesson', title: c.next.title, href: lessonHref(c.next.slug) }],
  };
}

// — the accounts and inquiries of the latest report —

const INQUIRIES = /\binquir\w*|\bpulls?\b|\bhard (?:check|hit)s?\b/i;
const UTILIZATION = /\butili[sz]\w*|\busage\b|\bmaxed(?: out)?\b|\bhow much (?:of my )?(?:credit|limit)\b|\b(?:under|below)\s+\d+\s*(?:%|percent)/i;
const PAY_FIRST = /\bpay\w* (?:down|off)?\s*first\b|\bwhich (?:card|account|one|debt)\b[^?]*\bpay\b|\bwhy\b/i;
const OLDEST = /\boldest\b|\bhow old\b|\bage of\b|\bfirst account\b/i;
const NEWEST = /\bnewest\b|\bmost recent account\b|\blatest account\b/i;
const LATES = /\blate(?:s| payments?)?\b|\bmissed\b|\bdelinquen\w*/i;
const PAID_OFF = /\bpa(?:y|id|ying)\b[^?.]{0,30}\b(?:off|in full|completely|to (?:0|zero|\$0))\b/i;
const UTILIZATION_OVERALL = /\b(?:overall|total|all my cards|utili[sz]\w*)\b/i;
/** "if I pay Capital One down to $200": the balance a named card is to be paid down to. */
const PAID_DOWN_TO = /\bpa(?:y|id|ying)\b[^?.]{0,40}\bdown to \$?(\d[\d,]*)\b/i;
/** "how much do I owe on my cards in total", "my total limit across them". */
/** "are any of my inquiries older than a year". */
const YEAR_OLD = /\b(?:older than|over|more than|under|less than|at least)\s+(?:a|one|1)\s+(?:year|yr)\b|\ba year old\b|\b12 months\b/i;

/** Each dated inquiry's age today: under or over a year (when it stops weighing on most scores). */
function inquiryAges(inquiries: ReportContentsFacts['hardInquiries']): string | false {
  const today = isoDay(new Date());
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 7)}`;
  const dated = inquiries.filter((i) => i.date);
  if (!dated.length) return false;
  return `Today, ${listOf(dated.map((i) => `${i.creditor} is ${i.date!.slice(0, 7) > yearAgo ? 'less than a year old' : 'a year old or more'}`))}.`;
}

/** "$700", "pay $640 on it": an amount of the user's own. */
const AMOUNT = /\$(\d[\d,]*)(?!\s*(?:a|per|each|every)\s+(?:month|year))\b/;
/** Paying it, or having it to pay: "if I pay $640", "I got $700". */
const PAYS = /\bpa(?:y|ying|id)\b|\b(?:got|have|put|throw|use)\b[^.?]{0,10}\$/i;
/** "either of my cards", "which card": the user's cards, none named. */
const ONE_OF_MY_CARDS = /\b(?:either|any|each|one|which) (?:of )?(?:my )?cards?\b|\bmy cards\b/i;
/** "which accounts have never been late". */
const NEVER = /\bnever\b|\bno lates?\b|\bon time\b/i;
/** "what month was it", "when was I late". */
const WHEN = /\b(?:what|which) (?:month|date|day|year)\b|\bwhen\b/i;
const TOTALS = /\b(?:total|in all|altogether|combined|across|all together)\b/i;

/** The month two years after a 'YYYY-MM(-DD)' day, when a hard inquiry leaves the report. */
const twoYearsAfter = (d: string) => `${Number(d.slice(0, 4)) + 2}${d.slice(4, 7)}`;
/** Whole dollars as the report gives them ('$1,380'), or that there is none. */
const money = (n: number | null) => (n === null ? 'no balance shown' : formatCents(n * 100));
const monthOf = (d: string | null) => (d ? longDate(d.length === 7 ? `${d}-01` : d).replace(/ \d+,/, '') : 'an unknown date');
const name = (a: AccountFact) => `${a.creditor}${a.accountLast4 ? ` ****${a.accountLast4}` : ''}`;

/** What must be paid off `balance` for it to be under `share` of `limit`: the largest whole-dollar balance below it. */
const payDownUnder = (balance: number, limit: number, share: number) => Math.max(0, balance - (Math.ceil(limit * share) - 1));

/** "to get THAT card under 30%": each named card's own pay-down. */
function cardPayDownText(card: AccountFact): string | false {
  if (!card.creditLimit || card.balance === null) return false;
  const to30 = payDownUnder(card.balance, card.creditLimit, 0.3);
  const to10 = payDownUnder(card.balance, card.creditLimit, 0.1);
  if (!to10) return `${name(card)} is already under 10% of its limit.`;
  return `${to30 ? `To get ${name(card)} under 30% of its ${money(card.creditLimit)} limit, pay about ${money(to30)} (to a balance of ${money(card.balance - to30)});` : `${name(card)} is under 30% already;`} under 10% takes about ${money(to10)}.`;
}

/**
 * "if I paid off Discover completely" / "if I pay Capital One down to $200, what's my overall utilization": the
 * cards' total with the named ones at the new balance (0 when paid off).
 */
function whatIfText(cards: AccountFact[], changed: AccountFact[], newBalance: number): string | false {
  const limit = cards.reduce((sum, a) => sum + (a.creditLimit ?? 0), 0);
  if (!limit) return false;
  const balance = cards.reduce((sum, a) => sum + (changed.includes(a) ? newBalance : (a.balance ?? 0)), 0);
  const pct = Math.round((balance / limit) * 1000) / 10;
  const what = newBalance ? `${listOf(changed.map(name))} paid down to ${money(newBalance)}` : `${listOf(changed.map(name))} paid off`;
  return `With ${what}, your cards would owe ${money(balance)} of ${money(limit)} in limits: an overall utilization of about ${pct}% (from your report's balances; FinX's arithmetic, not a score).`;
}

/** "I got $700, can that get either card under 30%", "if I pay $640 on it": each card's use with that amount paid on it alone. */
function amountPaidText(cards: AccountFact[], amount: number): string | false {
  const lines = cards
    .filter((a) => a.creditLimit && a.balance !== null)
    .map((a) => {
      const left = Math.max(0, a.balance! - amount);
      const pct = Math.round((left / a.creditLimit!) * 1000) / 10;
      const where = pct < 30 ? 'under 30%' : pct === 30 ? 'exactly 30% — not under it' : 'still over 30%';
      return `${name(a)} would go to ${money(left)} of its ${money(a.creditLimit)} limit (${pct}% used, ${where})`;
    });
  return lines.length ? `Paying ${money(amount)} on one card: ${listOf(lines)} (from your report's balances; FinX's arithmetic, not a score).` : false;
}

/** How much the open cards' balances must come down, in all, for their total to be under 30% (and 10%) of their limits. */
function payDownText(cards: AccountFact[]): string | false {
  const balance = cards.reduce((sum, a) => sum + (a.balance ?? 0), 0);
  const limit = cards.reduce((sum, a) => sum + (a.creditLimit ?? 0), 0);
  if (!limit) return false;
  const to30 = payDownUnder(balance, limit, 0.3);
  const to10 = payDownUnder(balance, limit, 0.1);
  const total = `Your cards’ balances total ${money(balance)} of ${money(limit)} in limits${limit > balance ? ` (${money(limit - balance)} still available)` : ''}`;
  if (!to10) return `${total}, already under 10%.`;
  if (!to30) return `${total}: you are under 30% already; paying down about ${money(to10)} in all brings you under 10%.`;
  return `${total}: paying down about ${money(to30)} in all brings you under 30%, and about ${money(to10)} under 10%.`;
}

/** "may be reported until about August 2025 — a date already past…" for a negative account with a first delinquency. */
function reportingPeriod(a: AccountFact): string | null {
  const until = a.reportableUntil;
  if (!until) return null;
  const today = isoDay(new Date());
  return `By law (FCRA §605: 7 years from its first delinquency, plus 180 days for a collection or charge-off) it may be reported until about ${monthOf(until)}${until < today ? ' — a date already past, so it is obsolete and can be disputed' : ''}.`;
}

/** ' (the same at both bureaus)', or each bureau's balance where they differ; '' for one bureau. */
function balanceAtEachBureau(a: AccountFact): string {
  const balances = a.bureauBalances;
  if (balances.length < 2) return '';
  if (balances.every((b) => b.balance === balances[0]!.balance)) return balances.length === 2 ? ' (the same at both bureaus)' : ' (the same at each bureau)';
  return ` (${listOf(balances.map((b) => `${b.bureauName} ${money(b.balance)}`))})`;
}

/** ' ($570 below it now)' when the question asks how the balance compares with the highest one. */
function belowHighest(a: AccountFact, ask?: Ask): string {
  if (!ask || a.highBalance === null || a.balance === null || !HIGHEST.test(`${ask.text} ${ask.earlierWords.join(' ')}`)) return '';
  return a.highBalance > a.balance ? ` (${money(a.highBalance - a.balance)} below it now)` : ' (its balance now)';
}

function accountDetail(a: AccountFact, ask?: Ask): string {
  const lates = [a.late30 && `${a.late30}× 30 days late`, a.late60 && `${a.late60}× 60 days late`, a.late90 && `${a.late90}× 90 days late`].filter(Boolean);
  // the reading keeps how many late payments an account shows, not the months they fell in
  const whenLate = lates.length > 0 && ask && WHEN.test(ask.text) ? ' (FinX has the count of late payments from the report, not the months they fell in)' : '';
  return sentences(
    `${name(a)}${a.type ? ` (${a.type})` : ''}, reported by ${listOf(a.bureauNames)}: balance ${money(a.balance)}${balanceAtEachBureau(a)}${a.creditLimit ? ` of a ${money(a.creditLimit)} limit (${a.utilization}% used)` : ''}${a.highBalance ? `, highest balance ${money(a.highBalance)}${belowHighest(a, ask)}` : ''}, ${a.status ?? 'status not shown'}, opened ${monthOf(a.opened)}${lates.length ? `, ${listOf(lates as string[])}${whenLate}` : ''}${a.dateOfFirstDelinquency ? `, first delinquent ${monthOf(a.dateOfFirstDelinquency)}` : ''}${a.originalCreditor ? `, original creditor ${a.originalCreditor}` : ''}.`,
    reportingPeriod(a),
  );
}

/** Accounts whose creditor the question names (its own words first, then the conversation's). */
export function namedAccounts(accounts: AccountFact[], ask: Ask): AccountFact[] {
  const named = (words: string[]) => accounts.filter((a) => names(a.creditor, words));
  const own = named(ask.words);
  return own.length ? own : named(ask.earlierWords);
}

/**
 * What the question asks of the latest report's accounts: one creditor's account, the hard inquiries, the
 * utilization and the card to pay down first, the oldest or newest account, else a summary.
 */
export function accountsAnswer(report: Fact<ReportContentsFacts | null>, ask: Ask): OfflineAnswer {
  const r = report.data;
  const sources = [report.source];
  if (!r)
    return {
      text: 'FinX has not read a credit report of yours yet, so I can’t see your accounts. Upload one in the Document Center (free at AnnualCreditReport.com).',
      sources: [...sources, help('faq-upload-report')],
    };
  const from = `your ${listOf(r.bureauNames)} report${r.reportDate ? ` dated ${longDate(r.reportDate)}` : ''}`;
  // a follow-up that asks nothing of its own ("when do they drop off") asks of what the conversation was about
  const own = [INQUIRIES, UTILIZATION, PAY_FIRST, OLDEST, NEWEST, LATES].some((re) => re.test(ask.text));
  const q = own ? ask.text : `${ask.text} ${ask.earlierWords.join(' ')}`;
  const named = namedAccounts(r.accounts, ask);
  // the question's own creditor first: "and the carmax one?" after a Discover question names CarMax's inquiry
  const namedInquiry = !r.accounts.some((a) => names(a.creditor, ask.words)) && r.hardInquiries.some((i) => names(i.creditor, ask.words));
  const namedCards = named.filter((a) => a.creditLimit && a.status !== 'closed');
  // the open cards with a limit, in the report's order, and highest utilization first
  const openCards = r.accounts.filter((a) => a.utilization !== null && a.status !== 'closed');
  const cards = [...openCards].sort((a, b) => b.utilization! - a.utilization!);
  const downTo = ask.text.match(PAID_DOWN_TO);
  const paid = downTo || !PAYS.test(ask.text) ? null : ask.text.match(AMOUNT);
  if (namedCards.length && (PAID_OFF.test(ask.text) || downTo) && UTILIZATION_OVERALL.test(ask.text)) {
    // "pay X down to $200 and leave discover alone": the card named first is the one paid down
    const mentioned = (a: AccountFact) => ask.text.toLowerCase().indexOf(a.creditor.toLowerCase().split(' ')[0]!) >>> 0;
    const changed = downTo ? [...namedCards].sort((a, b) => mentioned(a) - mentioned(b)).slice(0, 1) : namedCards;
    const text = whatIfText(openCards, changed, downTo ? Number(downTo[1]!.replace(/,/g, '')) : 0);
    return { text: sentences(text), sources: [...sources, lessonSourceOf('lowering-utilization')] };
  }
  // "capital one's balance at transunion" with no TransUnion report: said plainly before what the others show
  const unread = ask.bureaus.filter((b) => !r.bureauNames.includes(BUREAU_LABELS[b]));
  const noReport = unread.length ? `No report from ${listOf(unread.map((b) => BUREAU_LABELS[b]))} yet, so I can’t see what it shows.` : false;
  if (paid && (namedCards.length || ONE_OF_MY_CARDS.test(ask.text))) {
    const text = amountPaidText(namedCards.length ? namedCards : openCards, Number(paid[1]!.replace(/,/g, '')));
    if (text) return { text: sentences(text), sources: [...sources, lessonSourceOf('lowering-utilization')] };
  }
  if (named.length && !INQUIRIES.test(ask.text) && !namedInquiry) {
    const payDown = UTILIZATION.test(ask.text) ? namedCards.map(cardPayDownText) : [];
    return { text: sentences(noReport, `On ${from}:`, ...named.slice(0, ITEMS_SHOWN).map((a) => accountDetail(a, ask)), ...payDown), sources };
  }
  if (INQUIRIES.test(q) || namedInquiry) {
    const namedInquiries = r.hardInquiries.filter((i) => names(i.creditor, ask.words));
    const shown = namedInquiries.length ? namedInquiries : r.hardInquiries;
    const list = shown.map(
      (i) =>
        `${i.creditor}${i.date ? ` (${monthOf(i.date)}${i.bureauName ? `, ${i.bureauName}` : ''}; shown until about ${monthOf(twoYearsAfter(i.date))})` : ''}`,
    );
    return {
      text: sentences(
        shown.length
          ? `${capitalized(from)} shows ${shown.length === 1 ? 'one hard inquiry' : `${shown.length} hard inquiries`}${namedInquiries.length ? ' from that lender' : ''}: ${listOf(list)}.`
          : `${capitalized(from)} shows no hard inquiries.`,
        YEAR_OLD.test(ask.text) && inquiryAges(shown),
        shown.length > 0 && 'A hard inquiry stays on the report for 2 years from its date and weighs on scores for about a year.',
      ),
      sources: [...sources, lessonSourceOf('reporting-time-limits')],
    };
  }
  if (LATES.test(q)) {
    const late = r.accounts.filter((a) => a.late30 + a.late60 + a.late90 > 0);
    if (NEVER.test(ask.text)) {
      const onTime = r.accounts.filter((a) => !late.includes(a) && a.type !== 'collection');
      return {
        text: sentences(
          onTime.length
            ? `On ${from}, ${listOf(onTime.map(name))} ${onTime.length === 1 ? 'shows' : 'show'} no late payment.`
            : `On ${from}, every account shows late payments or is a collection.`,
          late.length > 0 && `${listOf(late.map(name))} ${late.length === 1 ? 'shows' : 'show'} late payments.`,
        ),
        sources: [...sources, lessonSourceOf('how-late-payments-are-reported')],
      };
    }
    return {
      text: late.length
        ? sentences(
            `On ${from}, ${late.length === 1 ? 'one account shows' : `${late.length} accounts show`} late payments:`,
            ...late.slice(0, ITEMS_SHOWN).map((a) => accountDetail(a, ask)),
            'A late payment can be reported for 7 years (FCRA §605); if one is wrong, you can dispute it, and if it is accurate a goodwill letter can ask the lender to remove it as a courtesy.',
          )
        : `${capitalized(from)} shows no late payments on your accounts.`,
      sources: [...sources, lessonSourceOf('how-late-payments-are-reported')],
    };
  }
  if (TOTALS.test(ask.text) && cards.length) {
    return {
      text: sentences(payDownText(cards), `The cards: ${listOf(cards.map((a) => `${name(a)} ${money(a.balance)} of ${money(a.creditLimit)}`))}.`),
      sources: [...sources, lessonSourceOf('lowering-utilization')],
    };
  }
  if (UTILIZATION.test(q) || PAY_FIRST.test(q)) {
    if (!cards.length) return { text: `${capitalized(from)} shows no open card with a credit limit, so there is no utilization to measure.`, sources };
    return {
      text: sentences(
        r.utilization !== null &&
          `Your overall card utilization on ${from} is ${r.utilization}%: ${listOf(cards.map((a) => `${name(a)} ${money(a.balance)} of ${money(a.creditLimit)} (${a.utilization}%)`))}.`,
        payDownText(cards),
        PAY_FIRST.test(q) &&
          `Paying down ${cards[0]!.creditor} first lowers your highest utilization, at ${cards[0]!.utilization}% of its limit — scores look at each card as well as the total.`,
        'Under 30% helps, under 10% helps most, and a lower balance counts as soon as it is reported.',
      ),
      sources: [...sources, lessonSourceOf('lowering-utilization')],
    };
  }
  const dated = r.accounts.filter((a) => a.opened).sort((a, b) => a.opened!.localeCompare(b.opened!));
  if ((OLDEST.test(q) || NEWEST.test(q)) && dated.length && !ask.otherBureaus) {
    const a = OLDEST.test(q) ? dated[0]! : dated.at(-1)!;
    return {
      text: `Your ${OLDEST.test(q) ? 'oldest' : 'newest'} account on ${from} is ${name(a)}, opened ${monthOf(a.opened)}. The age of your accounts is about 15% of a score.`,
      sources: [...sources, lessonSourceOf('how-account-age-counts')],
    };
  }
  const open = r.accounts.filter((a) => a.status !== 'closed' && a.status !== 'paid');
  const owed = r.accounts.reduce((sum, a) => sum + (a.balance ?? 0), 0);
  return {
    text: sentences(
      `${capitalized(from)} shows ${r.accounts.length === 1 ? 'one account' : `${r.accounts.length} accounts`} (${open.length} open or unpaid): ${listOf(
        dated
          .concat(r.accounts.filter((a) => !a.opened))
          .slice(0, 6)
          .map((a) => `${name(a)}, opened ${monthOf(a.opened)}, balance ${money(a.balance)}`),
      )}.`,
      owed > 0 && `Their balances add up to ${money(owed)}.`,
      `It also shows ${r.hardInquiries.length === 1 ? 'one hard inquiry' : `${r.hardInquiries.length} hard inquiries`}.`,
    ),
    sources,
  };
}
