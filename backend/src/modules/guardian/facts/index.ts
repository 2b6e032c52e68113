/**
 * The user's own file as Guardian may read it (issue 18): read-only, through the services the screens use,
 * and never an SSN, a date of birth or a full account number (disputes keep only '****1234'; findings only
 * the last 4). Each part carries the screen it comes from, which an answer lists as its source. Dates are
 * calendar days ('YYYY-MM-DD', UTC) unless they are an event's moment.
 */
import {
  BUILDER_PROVIDER_LABELS,
  BUREAU_LABELS,
  type Bureau,
  DISPUTE_REASON_LABELS,
  DISPUTE_RESULT_LABELS,
  DISPUTE_TYPE_LABELS,
  type DisputeResult,
  type DisputeStatus,
  FINDING_KIND_LABELS,
  type FactorSource,
  finxChangeText,
  isoDay,
  type FindingKind,
  type GuardianSource,
  MAILING_STATUS_LABELS,
  type MailingStatus,
  NEW_CREDIT_WEIGHT,
  findPlan,
  PRIMARY_GOAL_LABELS,
  type SubscoreKey,
  SUBSCORE_KEYS,
  SUBSCORE_LABELS,
  SUBSCORE_WEIGHTS,
  type SubscriptionStatus,
  type CreditReportReading,
  type ReportAccount,
  levelForLessons,
  levelName,
  nextMilestoneFor,
  scoreLabel,
  weakestFactors,
} from '@finx/contracts';
import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { currentSubscription } from '../../billing';
import {
  builderAccountName,
  findCoachingProgress,
  findCreditProfile,
  latestScorePoint,
  LESSONS,
  listActivities,
  listBuilderAccounts,
  recentScorePoints,
  type RecordedScorePoint,
  resolveFactors,
} from '../../credit';
import { accountReportableUntil, latestMailings, listDisputes, toDisputeWithMailing, userFindings } from '../../disputes';
import { latestProcessedReport, listProcessedReports } from '../../documents';

/** One part of the file and the screen it comes from. */
export interface Fact<T> {
  data: T;
  source: GuardianSource;
}

export interface ProfileFacts {
  /** The credit score on file (300–850): the latest read from a credit report, else what the user told us. */
  currentScore: number;
  /** Where the current score came from (its latest score-history point). */
  scoreSource: ScoreSourceKind | null;
  /** What the current score is: 'Experian · FICO Score 8 · Feb 9, 2026', 'Self-reported · Feb 9, 2026' (null when not recorded). */
  scoreLabel: string | null;
  goalScore: number;
  primaryGoal: string;
  timeframe: string;
  lastUpdated: string;
}

export type ScoreSourceKind = 'self_reported' | 'credit_report';

export interface ScorePoint {
  score: number;
  /** The moment it was recorded (ISO). */
  recordedAt: string;
  source: ScoreSourceKind;
  bureau: Bureau | null;
  /** The scoring model ('FICO Score 8'), null when not stated. */
  model: string | null;
  /** The day the score is of ('YYYY-MM-DD', or 'YYYY-MM'): the report's date, or the day the user told us. */
  date: string;
  /** 'Experian · FICO Score 8 · Feb 9, 2026', 'Self-reported · Feb 9, 2026': shown beside the score. */
  label: string;
}

export interface ActivityFact {
  type: string;
  title: string;
  description: string;
  at: string;
}

export interface ScoreHistoryFacts {
  /** The last SCORE_POINTS points, oldest first. */
  points: ScorePoint[];
  /** The latest activities (lessons, disputes, builder accounts, scores), newest first. */
  recentActivities: ActivityFact[];
}

export interface FactorFact {
  key: SubscoreKey | 'newCreditScore';
  label: string;
  /** Percent of the overall score. */
  weight: number;
  /** 0–100. */
  score: number;
}

export interface FactorsFacts {
  source: FactorSource;
  /** Only factors read from a credit report are measured; the others are estimates. */
  estimated: boolean;
  /** 0–100, null without any source. */
  overallScore: number | null;
  /** The FinX Score, 1000-point scale (overall × 10). */
  finxScore: number | null;
  factors: FactorFact[];
  /** The labels of the factors that most need work, weakest first. */
  weakest: string[];
  /** The self-reported score an estimate comes from. */
  estimatedFrom: number | null;
  lastAssessmentDate: string | null;
  /** Why the FinX Score is what it is, in one line (finxChangeText); null without one. */
  finxChange: string | null;
}

export interface MailingFacts {
  status: MailingStatus;
  statusLabel: string;
  /** 'sandbox': the built-in carrier, which mails nothing (answers say SANDBOX_CARRIER_NOTICE). */
  carrier: 'lob' | 'sandbox';
  trackingNumber: string | null;
  service: 'certified' | 'certified_return_receipt';
  mailedOn: string | null;
  deliveredOn: string | null;
  expectedDeliveryOn: string | null;
  events: { name: string; at: string }[];
}

export interface DisputeFact {
  id: number;
  bureau: Bureau;
  bureauName: string;
  creditor: string;
  /** The last 4 characters of the account number, when the user gave one. */
  accountLast4: string | null;
  /** The disputed amount in dollars, when the user gave one. */
  amount: number | null;
  type: string;
  reason: string;
  /** What the user wrote is wrong, in their words. */
  description: string;
  status: DisputeStatus;
  round: number;
  filedOn: string;
  /** When the bureau's answer is due: 30 days (45 when extended) from delivery, or from filing until the letter is delivered. */
  dueDate: string | null;
  deadlineExtended: boolean;
  overdueSince: string | null;
  result: DisputeResult | null;
  resultLabel: string | null;
  responseDate: string | null;
  mailing: MailingFacts | null;
}

/** A score a report states for one bureau. */
export interface BureauScoreFact {
  bureau: Bureau;
  bureauName: string;
  score: number | null;
  model: string | null;
  reportDate: string | null;
}

export interface ReportFact {
  id: number;
  bureau: string | null;
  reportDate: string | null;
  uploadedOn: string;
  creditScore: number | null;
  scoreModel: string | null;
  /** Each bureau the report covers, with the score it states for it (a 3-bureau report has three). */
  bureaus: BureauScoreFact[];
}

/** One account as the latest report shows it. */
export interface AccountFact {
  creditor: string;
  accountLast4: string | null;
  type: string | null;
  status: string | null;
  paymentStatus: string | null;
  balance: number | null;
  creditLimit: number | null;
  /** The highest balance the account has had ("High credit", "Highest balance"). */
  highBalance: number | null;
  /** The last day FCRA §605 lets its adverse information be reported (YYYY-MM-DD); null if not negative or undated. */
  reportableUntil: string | null;
  /** balance ÷ limit, in whole percent, for a card with a limit. */
  utilization: number | null;
  opened: string | null;
  dateOfFirstDelinquency: string | null;
  originalCreditor: string | null;
  late30: number;
  late60: number;
  late90: number;
  negative: boolean;
  /** The bureaus reporting it. */
  bureauNames: string[];
  /** Each bureau's balance, when more than one reports the account. */
  bureauBalances: { bureauName: string; balance: number | null }[];
}

export interface InquiryFact {
  creditor: string;
  date: string | null;
  bureauName: string | null;
}

/** What the latest credit report holds: its accounts and hard inquiries (null without a report). */
export interface ReportContentsFacts {
  reportDate: string | null;
  bureauNames: string[];
  accounts: AccountFact[];
  hardInquiries: InquiryFact[];
  /** All open cards' balances ÷ their limits, in whole percent; null without a card with a limit. */
  utilization: number | null;
}

/** The user's coaching course: lessons done and the next one to take. */
export interface CoachingFacts {
  completedLessons: number;
  totalLessons: number;
  level: string;
  /** The next lesson (completed + 1), null once all are done. */
  next: { number: number; title: string; slug: string } | null;
  /** The Coaching screen's next milestone, from the same score ('Reach 700+ credit score'). */
  nextMilestone: string;
}

export interface FindingFact {
  kind: FindingKind;
  kindLabel: string;
  creditor: string;
  accountLast4: string | null;
  bureau: Bureau;
  bureauName: string;
  /** What is wrong and why it is disputable (FinX's words, with values read from the reports). */
  reason: string;
  amount: number | null;
  disputeType: string;
  /** Filed as a dispute already. */
  filed: boolean;
}

export interface FindingsFacts {
  /** The processed credit reports, newest first. */
  reports: ReportFact[];
  items: FindingFact[];
}

export interface SubscriptionFacts {
  planId: string;
  planName: string;
  status: SubscriptionStatus;
  provider: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  canceledOn: string | null;
  /** The next charge: day, amount in cents, what it pays for. */
  nextCharge: { on: string; amountCents: number; description: string; automatic: boolean } | null;
  /** A cancellation now is within the three business days of the contract (ends at once, refunded). */
  inCancellationPeriod: boolean;
  cancelDeadline: string | null;
}

export interface BuilderFact {
  provider: string;
  name: string;
  status: string;
  openedOn: string;
}

export interface UserFacts {
  profile: Fact<ProfileFacts | null>;
  scoreHistory: Fact<ScoreHistoryFacts>;
  factors: Fact<FactorsFacts>;
  disputes: Fact<DisputeFact[]>;
  findings: Fact<FindingsFacts>;
  subscription: Fact<SubscriptionFacts | null>;
  builder: Fact<BuilderFact[]>;
  coaching: Fact<CoachingFacts>;
  report: Fact<ReportContentsFacts | null>;
}

/** The screen each part of the file is shown on. */
export const FACT_SOURCES = {
  profile: { kind: 'profile', title: 'Your credit profile (Dashboard)', href: '/dashboard' },
  scoreHistory: { kind: 'score', title: 'Your score history (Progress)', href: '/progress' },
  factors: { kind: 'factors', title: 'Your FinX factors (Coaching)', href: '/coaching' },
  disputes: { kind: 'dispute', title: 'Your disputes', href: '/disputes' },
  findings: { kind: 'finding', title: 'Findings on your credit reports (Document Center)', href: '/document-center' },
  subscription: { kind: 'subscription', title: 'Your subscription', href: '/subscription' },
  builder: { kind: 'builder', title: 'Your credit-builder accounts (Dashboard)', href: '/dashboard' },
  coaching: { kind: 'factors', title: 'Your lessons (Coaching)', href: '/coaching' },
  report: { kind: 'finding', title: 'Your latest credit report (Document Center)', href: '/document-center' },
} as const satisfies Record<keyof UserFacts, GuardianSource>;

/** Score-history points read. */
export const SCORE_POINTS = 12;
/** Activities read. */
const ACTIVITIES = 10;
/** Longest text taken from a report (creditor names), in characters. */
const TEXT_MAX = 80;

const day = (d: Date | string | null | undefined) => (d ? isoDay(new Date(d)) : null);
const short = (s: string) => (s.length > TEXT_MAX ? `${s.slice(0, TEXT_MAX - 1)}…` : s);
const last4 = (masked: string | null | undefined) => {
  const digits = masked?.replace(/[^0-9A-Za-z]/g, '') ?? '';
  return digits ? digits.slice(-4) : null;
};

export async function loadProfile(em: EntityManager, userId: number): Promise<Fact<ProfileFacts | null>> {
  const [profile, latest] = await Promise.all([findCreditProfile(em, userId), latestScorePoint(em, userId)]);
  const current = latest?.score === profile?.currentScore ? latest : null;
  const data = profile && {
    currentScore: profile.currentScore,
    scoreSource: current?.source ?? null,
    scoreLabel: current && scoreLabel(current),
    goalScore: profile.goalScore,
    primaryGoal: PRIMARY_GOAL_LABELS[profile.primaryGoal],
    timeframe: profile.timeframe.replace('_', ' '),
    lastUpdated: day(profile.lastUpdated)!,
  };
  return { data, source: FACT_SOURCES.profile };
}

const scorePointFact = (p: RecordedScorePoint): ScorePoint => ({
  score: p.score,
  recordedAt: p.recordedAt.toISOString(),
  source: p.source,
  bureau: p.bureau,
  model: p.model,
  date: p.date,
  label: scoreLabel(p),
});

export async function loadScoreHistory(em: EntityManager, userId: number): Promise<Fact<ScoreHistoryFacts>> {
  const [points, activities] = await Promise.all([recentScorePoints(em, userId, SCORE_POINTS), listActivities(em, userId)]);
  return {
    data: {
      points: points.map(scorePointFact),
      recentActivities: activities
        .slice(0, ACTIVITIES)
        .map((a) => ({ type: a.type, title: a.title, description: short(a.description), at: a.createdAt.toISOString() })),
    },
    source: FACT_SOURCES.scoreHistory,
  };
}

export async function loadFactors(em: EntityManager, userId: number): Promise<Fact<FactorsFacts>> {
  const profile = await findCreditProfile(em, userId);
  const r = await resolveFactors(em, userId, profile?.currentScore ?? null);
  const f = r.factors;
  const factors: FactorFact[] = f
    ? [
        ...SUBSCORE_KEYS.map((key) => ({ key, label: SUBSCORE_LABELS[key], weight: SUBSCORE_WEIGHTS[key], score: f[key] })),
        { key: 'newCreditScore' as const, label: 'New Credit', weight: NEW_CREDIT_WEIGHT, score: f.newCreditScore },
      ]
    : [];
  return {
    data: {
      source: r.source,
      estimated: r.source !== 'credit_report',
      overallScore: r.overallScore,
      finxScore: r.overallScore === null ? null : r.overallScore * 10,
      factors,
      weakest: f ? weakestFactors(f).map((k) => SUBSCORE_LABELS[k]) : [],
      estimatedFrom: r.estimatedFrom,
      lastAssessmentDate: day(r.lastAssessmentDate),
      finxChange: r.change && finxChangeText(r.change),
    },
    source: FACT_SOURCES.factors,
  };
}

export async function loadDisputes(em: EntityManager, userId: number): Promise<Fact<DisputeFact[]>> {
  const disputes = await listDisputes(em, userId);
  const mailings = await latestMailings(em, disputes);
  const data = disputes.map((record) => {
    const d = toDisputeWithMailing(record, mailings.get(record.id) ?? null);
    const m = d.mailing;
    return {
      id: d.id,
      bureau: d.bureau,
      bureauName: BUREAU_LABELS[d.bureau],
      creditor: short(d.creditor),
      accountLast4: last4(d.accountNumber),
      amount: d.amount === null ? null : Number(d.amount),
      type: DISPUTE_TYPE_LABELS[d.type],
      reason: DISPUTE_REASON_LABELS[d.disputeReason],
      description: short(d.description),
      status: d.status,
      round: d.round,
      filedOn: day(d.submittedDate)!,
      dueDate: day(d.expectedResponseDate),
      deadlineExtended: d.deadlineExtended,
      overdueSince: day(d.overdueAt),
      result: d.result,
      resultLabel: d.result ? DISPUTE_RESULT_LABELS[d.result] : null,
      responseDate: day(d.responseDate),
      mailing: m && {
        status: m.status,
        statusLabel: MAILING_STATUS_LABELS[m.status],
        carrier: m.carrier,
        trackingNumber: m.trackingNumber,
        service: m.service,
        mailedOn: day(m.mailedAt),
        deliveredOn: day(m.deliveredAt),
        expectedDeliveryOn: day(m.expectedDeliveryDate),
        events: m.events.map((e) => ({ name: e.name, at: e.occurredAt })),
      },
    };
  });
  return { data, source: FACT_SOURCES.disputes };
}

export async function loadFindings(em: EntityManager, userId: number): Promise<Fact<FindingsFacts>> {
  const reports = await listProcessedReports(em, userId);
  const findings = await userFindings(em, userId, { reports });
  return {
    data: {
      reports: reports.map((r) => ({
        id: r.id,
        bureau: r.reading.bureau ? BUREAU_LABELS[r.reading.bureau] : null,
        reportDate: r.reading.reportDate ?? null,
        uploadedOn: day(r.uploadDate)!,
        creditScore: r.reading.creditScore ?? null,
        scoreModel: r.reading.scoreModel ? short(r.reading.scoreModel) : null,
        bureaus: bureauScores(r.reading),
      })),
      items: findings.map((f) => ({
        kind: f.kind,
        kindLabel: FINDING_KIND_LABELS[f.kind],
        creditor: short(f.creditor),
        accountLast4: f.accountNumberLast4,
        bureau: f.bureau,
        bureauName: BUREAU_LABELS[f.bureau],
        reason: f.reason,
        amount: f.amount,
        disputeType: DISPUTE_TYPE_LABELS[f.disputeType],
        filed: f.disputeId !== null,
      })),
    },
    source: FACT_SOURCES.findings,
  };
}

/** The bureaus a reading covers, each with the score, model and date it states (a one-bureau report: its own). */
function bureauScores(reading: CreditReportReading): BureauScoreFact[] {
  const of = (bureau: Bureau, score: number | null, model: string | null, reportDate: string | null) => ({
    bureau,
    bureauName: BUREAU_LABELS[bureau],
    score,
    model: model && short(model),
    reportDate,
  });
  if (reading.bureaus?.length) return reading.bureaus.map((b) => of(b.bureau, b.creditScore, b.scoreModel, b.reportDate ?? reading.reportDate));
  return reading.bureau ? [of(reading.bureau, reading.creditScore, reading.scoreModel, reading.reportDate)] : [];
}

export async function loadCoaching(em: EntityManager, userId: number): Promise<Fact<CoachingFacts>> {
  const [progress, profile] = await Promise.all([findCoachingProgress(em, userId), findCreditProfile(em, userId)]);
  const completedLessons = Math.min(progress?.completedLessons ?? 0, LESSONS.length);
  const next = LESSONS[completedLessons];
  return {
    data: {
      completedLessons,
      totalLessons: LESSONS.length,
      level: levelName(levelForLessons(completedLessons)),
      next: next ? { number: next.number, title: next.title, slug: next.slug } : null,
      nextMilestone: nextMilestoneFor(profile?.currentScore ?? null, completedLessons, LESSONS.length),
    },
    source: FACT_SOURCES.coaching,
  };
}

const percent = (part: number, whole: number) => Math.round((100 * part) / whole);

function accountFact(a: ReportAccount): AccountFact {
  const views = a.byBureau ? Object.entries(a.byBureau) : [];
  const first = views[0]?.[1];
  const balance = a.balance ?? first?.balance ?? null;
  const creditLimit = a.creditLimit ?? first?.creditLimit ?? null;
  const late = a.byBureau && first ? first.latePayments : a.latePayments;
  return {
    creditor: short(a.creditor),
    accountLast4: a.accountNumberLast4,
    type: a.type,
    status: a.status ?? first?.status ?? null,
    paymentStatus: a.paymentStatus ?? first?.paymentStatus ?? null,
    balance,
    creditLimit,
    highBalance: a.highBalance ?? first?.highBalance ?? null,
    reportableUntil: day(accountReportableUntil(a)),
    utilization: balance !== null && creditLimit ? percent(balance, creditLimit) : null,
    opened: a.opened,
    dateOfFirstDelinquency: a.dateOfFirstDelinquency,
    originalCreditor: a.originalCreditor && short(a.originalCreditor),
    late30: late.late30,
    late60: late.late60,
    late90: late.late90,
    negative: a.negative,
    bureauNames: a.bureau ? [BUREAU_LABELS[a.bureau]] : views.map(([b]) => BUREAU_LABELS[b as Bureau]),
    bureauBalances: views.length > 1 ? views.map(([b, v]) => ({ bureauName: BUREAU_LABELS[b as Bureau], balance: v.balance ?? null })) : [],
  };
}

export async function loadReport(em: EntityManager, userId: number): Promise<Fact<ReportContentsFacts | null>> {
  const latest = await latestProcessedReport(em, userId);
  if (!latest) return { data: null, source: FACT_SOURCES.report };
  const r = latest.reading;
  const accounts = r.accounts.map(accountFact);
  const cards = accounts.filter((a) => a.type === 'revolving' && a.status !== 'closed' && a.creditLimit && a.balance !== null);
  const limits = cards.reduce((n, a) => n + a.creditLimit!, 0);
  return {
    data: {
      reportDate: r.reportDate,
      bureauNames: bureauScores(r).map((b) => b.bureauName),
      accounts,
      hardInquiries: r.inquiries.map((i) => ({ creditor: short(i.creditor), date: i.date, bureauName: i.bureau ? BUREAU_LABELS[i.bureau] : null })),
      utilization: limits
        ? percent(
            cards.reduce((n, a) => n + a.balance!, 0),
            limits,
          )
        : null,
    },
    source: FACT_SOURCES.report,
  };
}

export async function loadSubscription(em: EntityManager, userId: number): Promise<Fact<SubscriptionFacts | null>> {
  const current = await currentSubscription(em, userId);
  const s = current.subscription;
  const data = s && {
    planId: s.planId,
    planName: findPlan(s.planId)?.name ?? s.planId,
    status: s.status,
    provider: s.provider,
    currentPeriodEnd: day(s.currentPeriodEnd),
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    canceledOn: day(s.canceledAt),
    nextCharge: current.nextCharge && {
      on: day(current.nextCharge.at)!,
      amountCents: current.nextCharge.amount,
      description: current.nextCharge.description,
      automatic: current.nextCharge.automatic,
    },
    inCancellationPeriod: current.inCancellationPeriod,
    cancelDeadline: day(current.contract?.cancelDeadline),
  };
  return { data, source: FACT_SOURCES.subscription };
}

export async function loadBuilder(em: EntityManager, userId: number): Promise<Fact<BuilderFact[]>> {
  const accounts = await listBuilderAccounts(em, userId);
  return {
    data: accounts.map((a) => ({
      provider: BUILDER_PROVIDER_LABELS[a.provider],
      name: builderAccountName(a.provider),
      status: a.status,
      openedOn: day(a.createdAt)!,
    })),
    source: FACT_SOURCES.builder,
  };
}

/** The creditors of the user's disputes and of their latest report, for routing a question that names one. */
export interface CreditorNames {
  disputes: string[];
  report: string[];
}

export async function loadCreditorNames(em: EntityManager, userId: number): Promise<CreditorNames> {
  const [disputes, latest] = await Promise.all([listDisputes(em, userId), latestProcessedReport(em, userId)]);
  return {
    disputes: disputes.map((d) => d.creditor),
    report: [...(latest?.reading.accounts ?? []), ...(latest?.reading.inquiries ?? [])].map((a) => a.creditor),
  };
}

/** Each part's loader, for an answerer that needs only some. */
export const FACT_LOADERS = {
  profile: loadProfile,
  scoreHistory: loadScoreHistory,
  factors: loadFactors,
  disputes: loadDisputes,
  findings: loadFindings,
  subscription: loadSubscription,
  builder: loadBuilder,
  coaching: loadCoaching,
  report: loadReport,
} as const satisfies { [K in keyof UserFacts]: (em: EntityManager, userId: number) => Promise<UserFacts[K]> };

/** Runs `read` in one read-only snapshot (a carrier event between two reads cannot mix), or in the caller's transaction. */
export function readSnapshot<T>(em: EntityManager, read: (em: EntityManager) => Promise<T>): Promise<T> {
  if (em.isInTransaction()) return read(em);
  return em.transactional((tx) => read(tx), { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
}

/** The parts of the user's file named in `parts`, read in one snapshot, one part after the other. */
export function loadFacts<K extends keyof UserFacts>(em: EntityManager, userId: number, parts: readonly K[]): Promise<Pick<UserFacts, K>> {
  return readSnapshot(em, async (tx) => {
    const facts = {} as Pick<UserFacts, K>;
    for (const part of parts) facts[part] = (await FACT_LOADERS[part](tx, userId)) as UserFacts[K];
    return facts;
  });
}

/** The user's whole file as Guardian may read it (read-only, one snapshot). */
export function loadUserFacts(em: EntityManager, userId: number): Promise<UserFacts> {
  return loadFacts(em, userId, Object.keys(FACT_LOADERS) as (keyof UserFacts)[]);
}
