/**
 * Tradelines for the generator: one account as a single view (what every bureau would say), with its 24-month grid.
 * generate.ts copies the view per bureau and varies it.
 */
import { addDays, addMonths, dayBetween, maxDay, minDay, monthOf, monthsBetween } from './dates';
import { COLLECTORS, CREDITORS, ORIGINAL_CREDITORS, type Collector, type Creditor, type CreditorKind } from './data';
import { chance, digits, int, pick, weighted, type Rng } from './rng';
import type { AccountStatus, BureauView, GridCode, PaymentStatus, TruthAccount } from './truth';

export type Profile = 'thin' | 'good' | 'rebuilding' | 'distressed';
/** What happens to a tradeline: 'closed' is a closed card or a paid-off loan. */
export type Outcome = 'current' | 'closed' | 'late_history' | 'delinquent' | 'chargeoff';

export type AccountPlan = Omit<TruthAccount, 'byBureau' | 'late'> & { view: BureauView };

export interface AccountContext {
  rng: Rng;
  reportDate: string;
  /** The earliest day an account can open: the consumer's 18th birthday year. */
  adultSince: string;
  usedLast4: Set<string>;
  count: number;
}

/** The grid's 24 months, newest first: the 24 months before the report's month. */
export function gridMonths(reportDate: string): string[] {
  return Array.from({ length: 24 }, (_, i) => monthOf(addMonths(`${monthOf(reportDate)}-01`, -1 - i)));
}

/** A grid: ND before the opening month and after the last reported month, else what `code` says. */
function grid(ctx: AccountContext, opened: string, lastReported: string, code: (month: string) => GridCode): BureauView['paymentGrid'] {
  return gridMonths(ctx.reportDate).map((month) => ({
    month,
    code: month < monthOf(opened) || month > monthOf(lastReported) ? 'ND' : code(month),
  }));
}

/** Months into a delinquency: 30, 60, … 180 days late, then charged off. */
const DELINQUENCY: GridCode[] = ['30', '60', '90', '120', '150', '180'];
function delinquencyCode(monthsLate: number): GridCode {
  return DELINQUENCY[monthsLate] ?? 'CO';
}

function accountNumber(ctx: AccountContext, length: number): string {
  for (;;) {
    const number = String(int(ctx.rng, 1, 9)) + digits(ctx.rng, length - 1);
    const last4 = number.slice(-4);
    if (!ctx.usedLast4.has(last4)) {
      ctx.usedLast4.add(last4);
      return number;
    }
  }
}

function recentReport(ctx: AccountContext): string {
  return dayBetween(ctx.rng, addDays(ctx.reportDate, -34), addDays(ctx.reportDate, -2));
}

/** An opening day `minMonths`–`maxMonths` before the report, never before adulthood. */
function openedAgo(ctx: AccountContext, minMonths: number, maxMonths: number): string {
  const from = maxDay(ctx.adultSince, addMonths(ctx.reportDate, -maxMonths));
  const to = maxDay(from, addMonths(ctx.reportDate, -minMonths));
  return dayBetween(ctx.rng, from, to);
}

function payment(amount: number, apr: number, term: number): number {
  const r = apr / 12;
  return Math.round((amount * r) / (1 - (1 + r) ** -term));
}

function remainingBalance(amount: number, apr: number, term: number, paidMonths: number): number {
  const r = apr / 12;
  const p = payment(amount, apr, term);
  const grown = amount * (1 + r) ** paidMonths - (p * ((1 + r) ** paidMonths - 1)) / r;
  return Math.max(0, Math.round(grown));
}

interface Terms {
  type: TruthAccount['type'];
  typeDetail: string;
  revolving: boolean;
  limit: number;
  term: number;
  apr: number;
  numberLength: number;
}

/** The product a creditor of this kind sells: a card line or a loan's amount, term and rate. */
function termsFor(rng: Rng, creditor: Creditor, profile: Profile): Terms {
  const lowLimits = [300, 500, 750, 1000, 1500, 2000];
  const limits = profile === 'good' ? [2500, 5000, 7500, 10000, 12000, 15000, 20000, 25000] : [...lowLimits, 2500, 3000, 5000];
  const card = (typeDetail: string, numberLength = 16): Terms => ({
    type: 'revolving',
    typeDetail,
    revolving: true,
    limit: pick(rng, limits),
    term: 0,
    apr: 0,
    numberLength,
  });
  const loan = (type: Terms['type'], typeDetail: string, amount: number, term: number, apr: number, numberLength: number): Terms => ({
    type,
    typeDetail,
    revolving: false,
    limit: Math.round(amount / 50) * 50,
    term,
    apr,
    numberLength,
  });
  switch (creditor.kind) {
    case 'card':
      return creditor.name.includes('OPENSKY') ? { ...card('Secured Card'), limit: pick(rng, [200, 300, 500]) } : card('Credit Card');
    case 'retail':
      return { ...card(pick(rng, ['Credit Card', 'Charge Account'])), limit: pick(rng, lowLimits) };
    case 'charge':
      return chance(rng, 0.5) ? { ...card('Charge Card', 15), type: 'open', limit: 0 } : card('Credit Card', 15);
    case 'cu':
      return chance(rng, 0.6) ? card('Credit Card') : loan('installment', pick(rng, ['Auto Loan', 'Share Secured Loan']), int(rng, 3, 30) * 1000, 60, 0.06, 10);
    case 'auto':
      return loan('installment', 'Auto Loan', int(rng, 12, 55) * 1000, pick(rng, [48, 60, 72, 75, 84]), 0.05 + rng() * 0.16, int(rng, 10, 14));
    case 'student':
      return loan('installment', 'Student Loan', int(rng, 3, 60) * 1000, pick(rng, [120, 120, 180, 240]), 0.035 + rng() * 0.035, int(rng, 10, 13));
    case 'mortgage':
      return loan(
        'mortgage',
        pick(rng, ['Conventional Mortgage', 'Conventional Mortgage', 'FHA Mortgage', 'VA Mortgage']),
        int(rng, 120, 650) * 1000,
        pick(rng, [360, 360, 180]),
        0.03 + rng() * 0.045,
        10,
      );
    case 'personal':
      return loan('installment', pick(rng, ['Personal Loan', 'Unsecured Loan']), int(rng, 2, 35) * 1000, pick(rng, [36, 48, 60]), 0.09 + rng() * 0.2, 12);
    case 'builder':
      return creditor.name === 'KIKOFF'
        ? { ...card('Line of Credit', 9), limit: pick(rng, [750, 2500, 3500]) }
        : loan('installment', 'Credit Builder Loan', pick(rng, [520, 1100, 1663]), pick(rng, [12, 24]), 0.15, 9);
  }
}

function responsibility(rng: Rng, terms: Terms): TruthAccount['responsibility'] {
  if (terms.type === 'mortgage') return chance(rng, 0.4) ? 'Joint' : 'Individual';
  if (terms.revolving && chance(rng, 0.07)) return 'Authorized user';
  return chance(rng, 0.04) ? 'Joint' : 'Individual';
}

/** 1–3 spells of lateness (30, 30-60 or 30-60-90) in the grid's months after opening, none in the newest month. */
function lateSpells(rng: Rng, months: string[], opened: string): Map<string, GridCode> {
  const marks = new Map<string, GridCode>();
  const oldestFirst = [...months].reverse().filter((m) => m >= monthOf(opened));
  for (let spell = int(rng, 1, 3); spell > 0; spell--) {
    const depth = weighted(rng, [
      [1, 70],
      [2, 20],
      [3, 10],
    ] as const);
    const start = int(rng, 0, oldestFirst.length - depth - 2);
    if (start < 0) break;
    const span = oldestFirst.slice(start, start + depth);
    if (span.some((m) => marks.has(m))) continue;
    span.forEach((m, i) => marks.set(m, DELINQUENCY[i]!));
  }
  return marks;
}

const CURRENT_LATE: PaymentStatus[] = ['late_30', 'late_60', 'late_90', 'late_120'];

/** A card or loan from `creditor`, turned out as `outcome`. */
export function makeTradeline(ctx: AccountContext, creditor: Creditor, profile: Profile, outcome: Outcome): AccountPlan {
  const { rng } = ctx;
  const terms = termsFor(rng, creditor, profile);
  const remarks: string[] = [];
  let status: AccountStatus = 'open';
  let paymentStatus: PaymentStatus = 'current';
  let opened: string;
  let closed: string | null = null;
  let lastReported = recentReport(ctx);
  let dofd: string | null = null;
  let balance: number;
  let highBalance: number;
  let pastDue = 0;
  let code: (month: string) => GridCode = () => 'OK';
  const term = terms.term;
  const monthly = terms.revolving ? null : payment(terms.limit, terms.apr, term);

  if (outcome === 'chargeoff') {
    opened = openedAgo(ctx, 20, 150);
    dofd = dayBetween(rng, maxDay(addMonths(opened, 6), addMonths(ctx.reportDate, -78)), addMonths(ctx.reportDate, -8));
    closed = minDay(addMonths(dofd, 6), addDays(ctx.reportDate, -20));
    const owed = terms.revolving
      ? Math.round((terms.limit || 1500) * (0.8 + rng() * 0.35))
      : // An auto loan's deficiency is what is left after the repossession sale.
        Math.round(remainingBalance(terms.limit, terms.apr, term, int(rng, 3, 20)) * (creditor.kind === 'auto' ? 0.25 + rng() * 0.4 : 1));
    const paid = chance(rng, 0.2);
    status = paid ? 'paid' : 'chargeoff';
    paymentStatus = 'chargeoff';
    balance = paid ? 0 : Math.max(owed, 150);
    pastDue = balance;
    highBalance = Math.max(owed, 150);
    lastReported = paid ? dayBetween(rng, minDay(addDays(closed, 30), addDays(ctx.reportDate, -10)), addDays(ctx.reportDate, -10)) : lastReported;
    remarks.push(paid ? 'Paid charge-off' : pick(rng, ['Charged off account', 'Unpaid balance charged off', 'Profit and loss write-off']));
    if (creditor.kind === 'auto' && chance(rng, 0.4)) remarks.push('Involuntary repossession');
    const start = monthOf(dofd);
    code = (m) => (m < start ? 'OK' : delinquencyCode(monthsBetween(start, m)));
  } else if (terms.revolving) {
    opened = openedAgo(ctx, outcome === 'closed' ? 12 : 3, 240);
    highBalance = Math.round((terms.limit || int(rng, 500, 9000)) * (0.3 + rng() * 0.7));
    if (outcome === 'closed') {
      status = 'closed';
      closed = dayBetween(rng, addMonths(opened, 6), addMonths(ctx.reportDate, -1));
      lastReported = maxDay(closed, dayBetween(rng, closed, addDays(ctx.reportDate, -5)));
      balance = 0;
      remarks.push(pick(rng, ["Account closed at consumer's request", 'Account closed by credit grantor', 'Closed']));
    } else {
      const usage = profile === 'good' ? rng() * 0.3 : rng() * 0.95;
      balance = outcome !== 'delinquent' && chance(rng, 0.15) ? 0 : Math.round((terms.limit || highBalance) * usage);
      highBalance = Math.max(highBalance, balance);
    }
  } else {
    if (outcome === 'closed') {
      opened = openedAgo(ctx, Math.min(term, 18) + 2, Math.min(term, 60) + 96);
      status = 'paid';
      closed = dayBetween(rng, addMonths(opened, Math.min(term, 12)), minDay(addMonths(opened, term), addDays(ctx.reportDate, -15)));
      lastReported = closed;
      balance = 0;
      remarks.push(pick(rng, ['Paid in full', 'Closed or paid account/zero balance', 'Account paid in full; was a refinance']));
    } else {
      opened = openedAgo(ctx, 2, Math.max(3, term - 1));
      balance = remainingBalance(terms.limit, terms.apr, term, monthsBetween(opened, ctx.reportDate));
      if (terms.typeDetail === 'Student Loan' && chance(rng, 0.2)) remarks.push('Deferred payment');
    }
    highBalance = terms.limit;
  }

  if (outcome === 'late_history' || outcome === 'delinquent') {
    const marks = lateSpells(rng, gridMonths(ctx.reportDate), opened);
    if (outcome === 'delinquent' && status === 'open') {
      const depth = int(rng, 1, 4);
      paymentStatus = CURRENT_LATE[depth - 1]!;
      // The newest months of the grid are the current run of lateness.
      const months = gridMonths(ctx.reportDate)
        .filter((m) => m >= monthOf(opened) && m <= monthOf(lastReported))
        .slice(0, depth)
        .reverse();
      // Earlier spells end at least a month before the current run starts.
      const runStart = months[0] ?? monthOf(lastReported);
      for (const m of [...marks.keys()]) if (m >= monthOf(addMonths(`${runStart}-01`, -1))) marks.delete(m);
      months.forEach((m, i) => marks.set(m, DELINQUENCY[i]!));
      pastDue = (monthly ?? Math.max(35, Math.round(balance * 0.03))) * months.length;
      paymentStatus = months.length > 0 ? CURRENT_LATE[months.length - 1]! : 'current';
      if (months[0]) dofd = `${months[0]}-15`;
    }
    code = (m) => marks.get(m) ?? 'OK';
  }

  const paymentGrid = grid(ctx, opened, lastReported, code);
  const lateMonths = paymentGrid
    .filter((g) => ['30', '60', '90', '120', '150', '180'].includes(g.code))
    .map((g) => g.month)
    .sort();
  const negative = status === 'chargeoff' || paymentStatus !== 'current' || lateMonths.length > 0;
  const since = dofd ?? (lateMonths[0] ? `${lateMonths[0]}-01` : null);
  return {
    id: `a${++ctx.count}`,
    creditor: creditor.name,
    accountNumber: accountNumber(ctx, terms.numberLength),
    type: terms.type,
    typeDetail: terms.typeDetail,
    responsibility: responsibility(rng, terms),
    creditLimit: terms.revolving && terms.limit > 0 ? terms.limit : null,
    highBalance,
    monthlyPayment: monthly ?? (balance > 0 ? Math.max(25, Math.round(balance * 0.025)) : null),
    termMonths: terms.revolving ? null : term,
    opened,
    closed,
    dateOfFirstDelinquency: dofd,
    originalCreditor: null,
    onRecordUntil: negative && since ? addMonths(since, 84) : null,
    remarks,
    furnisher: creditor.furnisher,
    view: { balance, status, paymentStatus, pastDue, lastReported, paymentGrid },
  };
}

const CARD_ORIGINS = [
  'CREDIT ONE BANK',
  'COMENITY BANK',
  'MERRICK BANK',
  'WEBBANK/FINGERHUT',
  'SYNCHRONY BANK',
  'CAPITAL ONE',
  'CITIBANK N.A.',
  'FIRST PREMIER BANK',
  'TOTAL VISA/THE BANK OF MISSOURI',
  'CELTIC BANK',
];

export interface CollectionOptions {
  collector?: Collector;
  originalCreditor?: string;
  dofd?: string;
  balance?: number;
  after?: string;
}

/** A collection account held by an agency or a debt buyer. */
export function makeCollection(ctx: AccountContext, options: CollectionOptions = {}): AccountPlan {
  const { rng } = ctx;
  const collector = options.collector ?? pick(rng, COLLECTORS);
  const origin = pick(rng, collector.origins);
  const originalCreditor = options.originalCreditor ?? (origin === 'card' ? pick(rng, CARD_ORIGINS) : pick(rng, ORIGINAL_CREDITORS[origin]));
  const dofd = options.dofd ?? dayBetween(rng, maxDay(ctx.adultSince, addMonths(ctx.reportDate, -80)), addMonths(ctx.reportDate, -6));
  const earliest = options.after ?? addMonths(dofd, 4);
  const opened = dayBetween(rng, minDay(earliest, addDays(ctx.reportDate, -25)), minDay(addMonths(earliest, 10), addDays(ctx.reportDate, -20)));
  const amounts = { card: [400, 6500], medical: [500, 4500], telecom: [150, 1800], utility: [100, 900], auto: [2000, 15000] } as const;
  const owed = options.balance ?? int(rng, amounts[origin][0], amounts[origin][1]);
  const paid = chance(rng, 0.15);
  const closed = paid ? dayBetween(rng, addDays(opened, 20), addDays(ctx.reportDate, -10)) : null;
  const lastReported = closed ?? maxDay(opened, recentReport(ctx));
  const balance = paid ? 0 : owed;
  const remarks = [paid ? 'Paid collection' : pick(rng, ['Placed for collection', 'Collection account', 'Purchased by another lender'])];
  if (chance(rng, 0.12)) remarks.push('Account information disputed by consumer');
  const debtBuyer = /FUNDING|SPV|PORTFOLIO|MIDLAND|JEFFERSON/.test(collector.name);
  return {
    id: `a${++ctx.count}`,
    creditor: collector.name,
    accountNumber: accountNumber(ctx, int(rng, 8, 16)),
    type: 'collection',
    typeDetail: debtBuyer && chance(rng, 0.3) ? 'Factoring Company Account' : 'Collection',
    responsibility: 'Individual',
    creditLimit: null,
    highBalance: owed,
    monthlyPayment: null,
    termMonths: null,
    opened,
    closed,
    dateOfFirstDelinquency: dofd,
    originalCreditor,
    onRecordUntil: addMonths(dofd, 84),
    remarks,
    furnisher: collector.furnisher,
    view: {
      balance,
      status: paid ? 'paid' : 'collection',
      paymentStatus: 'collection',
      pastDue: balance,
      lastReported,
      paymentGrid: grid(ctx, opened, lastReported, () => 'COL'),
    },
  };
}

/** An account included in a bankruptcy filed on `filed`: late before it, closed at discharge with nothing owed. */
export function makeBankruptcyAccount(ctx: AccountContext, creditor: Creditor, filed: string, chapter: string): AccountPlan {
  const plan = makeTradeline(ctx, creditor, 'rebuilding', 'current');
  const { rng } = ctx;
  const opened = dayBetween(rng, maxDay(ctx.adultSince, addMonths(filed, -120)), addMonths(filed, -14));
  const dofd = dayBetween(rng, addMonths(filed, -10), addMonths(filed, -3));
  const closed = minDay(addMonths(filed, int(rng, 3, 5)), addDays(ctx.reportDate, -10));
  const start = monthOf(dofd);
  const paymentGrid = grid(ctx, opened, closed, (m) => (m < start ? 'OK' : m >= monthOf(filed) ? 'ND' : delinquencyCode(monthsBetween(start, m))));
  return {
    ...plan,
    opened,
    closed,
    dateOfFirstDelinquency: dofd,
    onRecordUntil: addMonths(filed, chapter.includes('13') ? 84 : 120),
    remarks: [`Included in ${chapter}`],
    monthlyPayment: null,
    view: { balance: 0, status: 'closed', paymentStatus: 'bankruptcy', pastDue: 0, lastReported: closed, paymentGrid },
  };
}

export function creditorOfKind(rng: Rng, kinds: readonly CreditorKind[]): Creditor {
  return pick(
    rng,
    CREDITORS.filter((c) => kinds.includes(c.kind)),
  );
}
