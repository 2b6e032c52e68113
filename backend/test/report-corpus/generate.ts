/** makeFile: a realistic, varied US consumer credit file from a seed (the same seed always gives the same file). */
import {
  creditorOfKind,
  makeBankruptcyAccount,
  makeCollection,
  makeTradeline,
  type AccountContext,
  type AccountPlan,
  type Outcome,
  type Profile,
} from './accounts';
import { addDays, addMonths, dayBetween, maxDay } from './dates';
import {
  BANKRUPTCY_COURTS,
  CIVIL_COURTS,
  COLLECTORS,
  CREDITORS,
  EMPLOYERS,
  FIRST_NAMES,
  HARD_INQUIRERS,
  LAST_NAMES,
  MIDDLE_INITIALS,
  PLACES,
  SOFT_INQUIRERS,
  STREET_NAMES,
  STREET_SUFFIXES,
  type CreditorKind,
} from './data';
import { chance, digits, int, mulberry32, pick, shuffle, weighted, type Rng } from './rng';
import type { Bureau, BureauReport, BureauView, Consumer, CreditFile, TruthAccount, TruthInquiry, TruthPublicRecord, TruthScore } from './truth';

export interface FileOptions {
  scope: 'single' | 'tri';
  bureau?: Bureau;
  scored: boolean;
}

/** The order of a 3-bureau file's columns, and of "the first bureau reporting an account". */
export const BUREAU_ORDER: Bureau[] = ['transunion', 'experian', 'equifax'];

export function makeFile(seed: number, options: FileOptions): CreditFile {
  const rng = mulberry32(seed);
  const bureaus = options.scope === 'tri' ? [...BUREAU_ORDER] : [options.bureau ?? pick(rng, BUREAU_ORDER)];
  const reportDate = dayBetween(rng, '2025-01-06', '2026-11-20');
  const doubleReported = chance(rng, 0.25);
  const withPublicRecord = chance(rng, 1 / 6);
  let profile = weighted<Profile>(rng, [
    ['good', 35],
    ['thin', 15],
    ['rebuilding', 30],
    ['distressed', 20],
  ]);
  if ((doubleReported || withPublicRecord) && (profile === 'good' || profile === 'thin')) profile = 'rebuilding';

  const consumer = makeConsumer(rng, reportDate);
  const ctx: AccountContext = { rng, reportDate, adultSince: `${consumer.birthYear + 18}-06-01`, usedLast4: new Set(), count: 0 };
  const plans: AccountPlan[] = [];
  const publicRecords = withPublicRecord ? makePublicRecord(ctx, bureaus, plans) : [];
  if (doubleReported) plans.push(...doubleReportedDebt(ctx));
  const [min, max] = { thin: [4, 6], good: [6, 16], rebuilding: [5, 14], distressed: [6, 16] }[profile];
  const target = Math.max(plans.length + 1, int(rng, min, max));
  while (plans.length < target) plans.push(...nextAccounts(ctx, profile, plans, target - plans.length));

  const reports = makeReports(rng, bureaus, reportDate, profile, options.scored);
  const accounts = spreadOverBureaus(rng, shuffle(rng, plans), bureaus);
  const inquiries = makeInquiries(ctx, bureaus, accounts, profile);
  return { seed, consumer, bureaus, reports, accounts, inquiries, publicRecords };
}

function makeConsumer(rng: Rng, reportDate: string): Consumer {
  const first = pick(rng, FIRST_NAMES);
  const middle = chance(rng, 0.7) ? pick(rng, MIDDLE_INITIALS) : null;
  const last = pick(rng, LAST_NAMES);
  const name = [first, middle, last].filter(Boolean).join(' ');
  const other = pick(rng, LAST_NAMES);
  const variants = [`${first} ${last}`, `${first[0]} ${last}`, `${first} ${middle ?? ''} ${other}`.replace('  ', ' '), `${first} ${last}-${other}`];
  const alsoKnownAs = [
    ...new Set(
      shuffle(rng, variants).slice(
        0,
        weighted(rng, [
          [0, 35],
          [1, 40],
          [2, 25],
        ]),
      ),
    ),
  ].filter((v) => v !== name);
  const street = () => `${int(rng, 100, 19999)} ${pick(rng, ['', 'N ', 'S ', 'E ', 'W '])}${pick(rng, STREET_NAMES)} ${pick(rng, STREET_SUFFIXES)}`;
  const [city, state, zip, area] = pick(rng, PLACES);
  const address = street() + (chance(rng, 0.25) ? ` Apt ${int(rng, 1, 40)}${pick(rng, ['', 'A', 'B', 'C'])}` : '');
  const previousAddresses = Array.from({ length: int(rng, 0, 3) }, () => {
    const [c, s, z] = chance(rng, 0.4) ? [city, state, zip] : pick(rng, PLACES);
    return `${street()}, ${c}, ${s} ${z}`;
  });
  return {
    name,
    alsoKnownAs,
    birthYear: Number(reportDate.slice(0, 4)) - int(rng, 22, 72),
    ssnLast4: digits(rng, 4),
    address,
    city,
    state,
    zip,
    previousAddresses,
    employers: shuffle(rng, EMPLOYERS).slice(0, int(rng, 0, 3)),
    phone: `(${area}) ${int(rng, 200, 999)}-${digits(rng, 4)}`,
  };
}

type Slot = CreditorKind | 'collection' | 'chargeoff';

const SLOT_WEIGHTS: Record<Profile, [Slot, number][]> = {
  good: [
    ['card', 30],
    ['retail', 12],
    ['charge', 8],
    ['cu', 8],
    ['auto', 12],
    ['student', 10],
    ['mortgage', 8],
    ['personal', 5],
    ['builder', 2],
    ['collection', 1],
    ['chargeoff', 1],
  ],
  thin: [
    ['card', 20],
    ['retail', 10],
    ['builder', 30],
    ['student', 15],
    ['cu', 5],
    ['collection', 10],
    ['auto', 5],
    ['personal', 5],
  ],
  rebuilding: [
    ['card', 25],
    ['retail', 10],
    ['builder', 10],
    ['auto', 10],
    ['student', 12],
    ['personal', 6],
    ['cu', 5],
    ['collection', 12],
    ['chargeoff', 10],
    ['mortgage', 2],
  ],
  distressed: [
    ['card', 15],
    ['retail', 8],
    ['auto', 8],
    ['student', 10],
    ['personal', 6],
    ['builder', 4],
    ['collection', 25],
    ['chargeoff', 20],
    ['mortgage', 2],
  ],
};

const OUTCOME_WEIGHTS: Record<Profile, [Outcome, number][]> = {
  good: [
    ['current', 70],
    ['closed', 23],
    ['late_history', 7],
  ],
  thin: [
    ['current', 75],
    ['closed', 10],
    ['late_history', 12],
    ['delinquent', 3],
  ],
  rebuilding: [
    ['current', 55],
    ['closed', 15],
    ['late_history', 22],
    ['delinquent', 8],
  ],
  distressed: [
    ['current', 40],
    ['closed', 10],
    ['late_history', 28],
    ['delinquent', 22],
  ],
};

/** One more account (several student loans from one servicer come together), at most `room` of them. */
function nextAccounts(ctx: AccountContext, profile: Profile, plans: AccountPlan[], room: number): AccountPlan[] {
  const { rng } = ctx;
  const mortgages = plans.filter((p) => p.type === 'mortgage').length;
  const usedBuilders = new Set(plans.map((p) => p.creditor));
  const builders = CREDITORS.filter((c) => c.kind === 'builder' && !usedBuilders.has(c.name));
  const slots = SLOT_WEIGHTS[profile].filter(([slot]) => (slot !== 'mortgage' || mortgages < 2) && (slot !== 'builder' || builders.length > 0));
  const slot = weighted(rng, slots);
  if (slot === 'collection') return [makeCollection(ctx)];
  if (slot === 'chargeoff') return [makeTradeline(ctx, creditorOfKind(rng, ['card', 'retail', 'personal', 'auto']), profile, 'chargeoff')];
  const outcome = () => weighted(rng, OUTCOME_WEIGHTS[profile]);
  if (slot === 'builder') return [makeTradeline(ctx, pick(rng, builders), profile, outcome())];
  const creditor = creditorOfKind(rng, [slot]);
  const count =
    slot === 'student'
      ? Math.min(
          room,
          weighted(rng, [
            [1, 50],
            [2, 30],
            [3, 20],
          ]),
        )
      : 1;
  return Array.from({ length: count }, () => makeTradeline(ctx, creditor, profile, outcome()));
}

/** The same debt twice: the card issuer's charge-off (still with its balance) and the debt buyer's collection. */
function doubleReportedDebt(ctx: AccountContext): AccountPlan[] {
  const chargeoff = makeTradeline(ctx, creditorOfKind(ctx.rng, ['card', 'retail']), 'rebuilding', 'chargeoff');
  if (chargeoff.view.status !== 'chargeoff') {
    // A paid charge-off cannot be double-reported with a balance: make it unpaid.
    chargeoff.view = { ...chargeoff.view, status: 'chargeoff', balance: chargeoff.highBalance ?? 900, pastDue: chargeoff.highBalance ?? 900 };
    chargeoff.remarks = ['Charged off account'];
  }
  const buyers = COLLECTORS.filter((c) => c.origins.includes('card'));
  const collection = makeCollection(ctx, {
    collector: pick(ctx.rng, buyers),
    originalCreditor: chargeoff.creditor,
    dofd: chargeoff.dateOfFirstDelinquency ?? undefined,
    balance: chargeoff.view.balance + (chance(ctx.rng, 0.5) ? 0 : int(ctx.rng, 10, 300)),
    after: addMonths(chargeoff.closed ?? ctx.reportDate, 1),
  });
  return [chargeoff, collection];
}

/** A bankruptcy (mostly), judgment or lien; a bankruptcy also adds the accounts it included to `plans`. */
function makePublicRecord(ctx: AccountContext, bureaus: Bureau[], plans: AccountPlan[]): TruthPublicRecord[] {
  const { rng, reportDate } = ctx;
  const type = weighted(rng, [
    ['Chapter 7 Bankruptcy', 60],
    ['Chapter 13 Bankruptcy', 25],
    ['Civil Judgment', 10],
    ['Tax Lien', 5],
  ]);
  const filed = dayBetween(rng, maxDay(addMonths(ctx.adultSince, 30), addMonths(reportDate, -108)), addMonths(reportDate, -10));
  const bankruptcy = type.includes('Bankruptcy');
  let status: string;
  if (type === 'Chapter 7 Bankruptcy') status = chance(rng, 0.93) ? 'Discharged' : 'Dismissed';
  else if (bankruptcy)
    status = weighted(rng, [
      ['Discharged', 40],
      ['Dismissed', 30],
      ['Filed', 30],
    ]);
  else status = chance(rng, 0.6) ? 'Satisfied' : 'Filed';
  const base = {
    type,
    court: bankruptcy ? pick(rng, BANKRUPTCY_COURTS) : pick(rng, CIVIL_COURTS),
    filed,
    status,
    amount: bankruptcy ? (chance(rng, 0.5) ? int(rng, 8, 90) * 1000 : null) : int(rng, 800, 9000),
    referenceNumber: bankruptcy ? `${filed.slice(2, 4)}-${digits(rng, 5)}` : `${pick(rng, ['CV', 'CC', 'TL'])}${filed.slice(0, 4)}${digits(rng, 6)}`,
  };
  if (bankruptcy) {
    const included = type.replace('Bankruptcy', 'bankruptcy');
    for (let n = int(rng, 1, 3); n > 0; n--) {
      plans.push(makeBankruptcyAccount(ctx, creditorOfKind(rng, ['card', 'retail', 'personal']), filed, included));
    }
  }
  const reporting = bankruptcy ? (bureaus.length === 3 && chance(rng, 0.1) ? shuffle(rng, bureaus).slice(0, 2) : bureaus) : [pick(rng, bureaus)];
  return reporting.map((bureau) => ({ ...base, bureau }));
}

const SCORE_BASE: Record<Profile, [number, number]> = { good: [700, 830], thin: [600, 720], rebuilding: [560, 680], distressed: [470, 600] };

function makeReports(rng: Rng, bureaus: Bureau[], reportDate: string, profile: Profile, scored: boolean): Partial<Record<Bureau, BureauReport>> {
  const base = int(rng, ...SCORE_BASE[profile]);
  const tri = bureaus.length === 3;
  const model = tri
    ? weighted(rng, [
        ['VantageScore 3.0', 50],
        ['FICO Score 8', 35],
        ['VantageScore 4.0', 15],
      ])
    : weighted(rng, [
        ['FICO Score 8', 40],
        ['VantageScore 3.0', 30],
        ['VantageScore 4.0', 10],
        ['FICO Score 9', 8],
        ['FICO Score 2', 4],
        ['FICO Auto Score 8', 3],
        [bureaus[0] === 'equifax' ? 'Equifax Credit Score' : 'FICO Score 8', 5],
      ]);
  const range = model === 'FICO Auto Score 8' ? { min: 250, max: 900 } : model === 'Equifax Credit Score' ? { min: 280, max: 850 } : { min: 300, max: 850 };
  // Some 3-bureau files miss a score or two (a frozen or thin file at one bureau).
  const withScore = tri
    ? shuffle(rng, bureaus).slice(
        0,
        weighted(rng, [
          [3, 86],
          [2, 10],
          [1, 4],
        ]),
      )
    : bureaus;
  const anchor = pick(rng, bureaus);
  const reports: Partial<Record<Bureau, BureauReport>> = {};
  for (const bureau of bureaus) {
    const value = Math.min(range.max, Math.max(range.min, base + int(rng, -30, 30)));
    const score: TruthScore | null = scored && withScore.includes(bureau) ? { value, model, range } : null;
    const reportNumber = { experian: `${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 2)}`, transunion: digits(rng, 9), equifax: digits(rng, 10) }[bureau];
    reports[bureau] = { reportDate: bureau !== anchor && chance(rng, 0.3) ? addDays(reportDate, -1) : reportDate, reportNumber, score };
  }
  return reports;
}

function copyView(view: BureauView): BureauView {
  return { ...view, paymentGrid: view.paymentGrid.map((g) => ({ ...g })) };
}

/** Copies each account's view to the bureaus reporting it; in a 3-bureau file some are missing and one balance may differ. */
function spreadOverBureaus(rng: Rng, plans: AccountPlan[], bureaus: Bureau[]): TruthAccount[] {
  const accounts = plans.map(({ view, ...account }): TruthAccount => {
    let reporting = bureaus;
    if (bureaus.length === 3 && chance(rng, 1 / 6)) reporting = shuffle(rng, bureaus).slice(0, chance(rng, 0.7) ? 2 : 1);
    const byBureau: TruthAccount['byBureau'] = {};
    for (const bureau of BUREAU_ORDER.filter((b) => reporting.includes(b))) {
      const copy = copyView(view);
      const earlier = addDays(view.lastReported, -int(rng, 0, 3));
      if (earlier.slice(0, 7) === view.lastReported.slice(0, 7) && earlier >= account.opened) copy.lastReported = earlier;
      byBureau[bureau] = copy;
    }
    return { ...account, byBureau, late: { late30: 0, late60: 0, late90: 0 } };
  });
  if (bureaus.length === 3 && chance(rng, 1 / 3)) {
    const candidates = accounts.filter((a) => Object.keys(a.byBureau).length >= 2 && Object.values(a.byBureau).some((v) => v.balance > 0));
    if (candidates.length > 0) {
      const account = pick(rng, candidates);
      const view = account.byBureau[pick(rng, Object.keys(account.byBureau) as Bureau[])]!;
      const delta = int(rng, 50, 900);
      const samePastDue = view.pastDue === view.balance;
      view.balance = view.balance > delta && chance(rng, 0.5) ? view.balance - delta : view.balance + delta;
      if (samePastDue) view.pastDue = view.balance;
    }
  }
  for (const account of accounts) account.late = lateCounts(firstView(account)!);
  return accounts;
}

/** The view of the first bureau (TransUnion, Experian, Equifax) that reports the account. */
export function firstView(account: TruthAccount): BureauView | undefined {
  const bureau = BUREAU_ORDER.find((b) => account.byBureau[b]);
  return bureau ? account.byBureau[bureau] : undefined;
}

export function lateCounts(view: BureauView): TruthAccount['late'] {
  const late = { late30: 0, late60: 0, late90: 0 };
  for (const { code } of view.paymentGrid) {
    if (code === '30') late.late30++;
    else if (code === '60') late.late60++;
    else if (code === '90' || code === '120' || code === '150' || code === '180') late.late90++;
  }
  return late;
}

function inquiryPurpose(rng: Rng, creditor: string): string {
  if (/MORTGAGE|MTG/.test(creditor)) return 'Mortgage application';
  if (/AUTO|MOTOR|CARVANA|SANTANDER|WESTLAKE|ACCEPTANCE|ALLY/.test(creditor)) return 'Auto loan application';
  if (/WIRELESS|MOBILE/.test(creditor)) return 'Wireless service';
  if (/UPSTART|LENDING|ONEMAIN|AFFIRM|SOFI|AVANT|SELF/.test(creditor)) return 'Personal loan application';
  return chance(rng, 0.75) ? 'Credit card application' : 'Unspecified';
}

function inquiryFurnisher(rng: Rng, creditor: string): TruthInquiry['furnisher'] {
  const known = CREDITORS.find((c) => c.name === creditor);
  return known && chance(rng, 0.6) ? known.furnisher : null;
}

/** 0–6 hard inquiries (some from the accounts opened lately) and 0–6 soft ones, all within two years of the report. */
function makeInquiries(ctx: AccountContext, bureaus: Bureau[], accounts: TruthAccount[], profile: Profile): TruthInquiry[] {
  const { rng, reportDate } = ctx;
  const from = addDays(reportDate, -729);
  const to = addDays(reportDate, -1);
  const [min, max] = { good: [0, 3], thin: [0, 3], rebuilding: [1, 5], distressed: [2, 6] }[profile];
  const hardCount = int(rng, min, max);
  const hard = new Map<string, { creditor: string; date: string }>();
  for (const account of accounts) {
    if (account.type !== 'collection' && account.opened >= from && account.opened <= to && chance(rng, 0.5) && hard.size < hardCount) {
      hard.set(`${account.creditor}|${account.opened}`, { creditor: account.creditor, date: account.opened });
    }
  }
  while (hard.size < hardCount) {
    const creditor = pick(rng, HARD_INQUIRERS);
    const date = dayBetween(rng, from, to);
    hard.set(`${creditor}|${date}`, { creditor, date });
  }
  const inquiries: TruthInquiry[] = [];
  for (const { creditor, date } of hard.values()) {
    const count =
      bureaus.length === 3
        ? weighted(rng, [
            [1, 60],
            [2, 30],
            [3, 10],
          ])
        : 1;
    const purpose = inquiryPurpose(rng, creditor);
    const furnisher = inquiryFurnisher(rng, creditor);
    for (const bureau of shuffle(rng, bureaus).slice(0, count)) inquiries.push({ creditor, date, bureau, kind: 'hard', purpose, furnisher });
  }
  for (let n = int(rng, 0, 6); n > 0; n--) {
    const [creditor, purpose] = pick(rng, SOFT_INQUIRERS);
    inquiries.push({ creditor, date: dayBetween(rng, from, to), bureau: pick(rng, bureaus), kind: 'soft', purpose, furnisher: null });
  }
  return inquiries.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
