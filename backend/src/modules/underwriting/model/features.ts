import { type CreditReportReading, DAY_MS, type Factors, type FactorSource, type ReportAccount, type UnderwritingInput } from '@finx/contracts';

/**
 * What the offline model reads, drawn from the user's stored data: the latest report reading, the FinX
 * factors, open disputes, and the cash-flow inputs of the request. Pure data, so a recommendation can be
 * simulated by changing a copy and scoring it again.
 */
export interface SeriousItem {
  kind: 'chargeoff' | 'collection' | 'bankruptcy' | 'public_record';
  creditor: string;
  /** Months between the delinquency (or filing) and the report date; null when the report does not say. */
  monthsAgo: number | null;
}
export interface LateMarks {
  creditor: string;
  late30: number;
  late60: number;
  late90: number;
}
export interface ReportFeatures {
  reportId: number;
  reportDate: string | null;
  bureau: string | null;
  /** Days from the report date to the analysis; null without a date. */
  ageDays: number | null;
  /** Credit accounts (tradelines), collections not counted. */
  accounts: number;
  installmentAccounts: number;
  openRevolving: number;
  revolvingBalance: number;
  revolvingLimit: number;
  /** Age of the oldest account in months. */
  oldestMonths: number | null;
  lates: LateMarks[];
  serious: SeriousItem[];
  hardInquiries12m: number;
  totalBalance: number;
}
export interface FinxFeatures {
  overall: number;
  source: FactorSource;
  factors: Factors;
  estimatedFrom: number | null;
}
export interface Features {
  report: ReportFeatures | null;
  finx: FinxFeatures | null;
  input: UnderwritingInput;
  /** existingDebts as entered, else the report's total balance. */
  debts: number | null;
  openDisputes: number;
}

export interface ProcessedReport {
  id: number;
  reading: CreditReportReading;
}

/** 'YYYY-MM-DD' or 'YYYY-MM' (the first of the month) → UTC date; null otherwise. */
export function parseDay(day: string | null | undefined): Date | null {
  const m = day?.match(/^(\d{4})-(\d{2})(?:-(\d{2}))?$/);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1));
  return Number.isNaN(d.getTime()) ? null : d;
}

export const monthsBetween = (from: Date, to: Date) =>
  Math.max(0, (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth()) - (to.getUTCDate() < from.getUTCDate() ? 1 : 0));

/** An account as the worst of what its bureaus say (multi-bureau files leave the top-level fields empty). */
function merged(a: ReportAccount) {
  const views = Object.values(a.byBureau ?? {});
  const max = (pick: (v: (typeof views)[number]) => number | null, own: number | null) =>
    own ?? views.reduce<number | null>((m, v) => (pick(v) === null ? m : Math.max(m ?? 0, pick(v)!)), null);
  const lates = [a.latePayments, ...views.map((v) => v.latePayments)];
  return {
    balance: max((v) => v.balance, a.balance),
    creditLimit: max((v) => v.creditLimit, a.creditLimit),
    status: a.status ?? views.map((v) => v.status).find((s) => s === 'chargeoff' || s === 'collection') ?? views[0]?.status ?? null,
    paymentStatus: a.paymentStatus ?? views.map((v) => v.paymentStatus).find((s) => s && s !== 'current') ?? views[0]?.paymentStatus ?? null,
    late30: Math.max(...lates.map((l) => l.late30)),
    late60: Math.max(...lates.map((l) => l.late60)),
    late90: Math.max(...lates.map((l) => l.late90)),
  };
}

function seriousKind(a: ReportAccount, v: ReturnType<typeof merged>): SeriousItem['kind'] | null {
  if (v.paymentStatus === 'bankruptcy') return 'bankruptcy';
  if (a.type === 'collection' || v.status === 'collection' || v.paymentStatus === 'collection') return 'collection';
  if (v.status === 'chargeoff' || v.paymentStatus === 'chargeoff') return 'chargeoff';
  return null;
}

/** The model's view of one report reading, as of the report's date (else `now`). */
export function reportFeatures(report: ProcessedReport, now: Date): ReportFeatures {
  const r = report.reading;
  const asOf = parseDay(r.reportDate) ?? now;
  const monthsAgo = (day: string | null) => {
    const d = parseDay(day);
    return d ? monthsBetween(d, asOf) : null;
  };
  const f: ReportFeatures = {
    reportId: report.id,
    reportDate: r.reportDate,
    bureau: r.bureau,
    ageDays: parseDay(r.reportDate) ? Math.max(0, Math.floor((now.getTime() - asOf.getTime()) / DAY_MS)) : null,
    accounts: 0,
    installmentAccounts: 0,
    openRevolving: 0,
    revolvingBalance: 0,
    revolvingLimit: 0,
    oldestMonths: null,
    lates: [],
    serious: [],
    hardInquiries12m: r.inquiries.filter((i) => {
      const m = monthsAgo(i.date);
      return m === null || m < 12;
    }).length,
    totalBalance: r.totalBalance,
  };
  for (const a of r.accounts) {
    const v = merged(a);
    const kind = seriousKind(a, v);
    if (kind)
      f.serious.push({ kind, creditor: a.creditor, monthsAgo: monthsAgo(a.dateOfFirstDelinquency ?? a.closed ?? (kind === 'collection' ? a.opened : null)) });
    if (v.late30 + v.late60 + v.late90 > 0) f.lates.push({ creditor: a.creditor, late30: v.late30, late60: v.late60, late90: v.late90 });
    if (a.type === 'collection') continue;
    f.accounts++;
    if (a.type === 'installment' || a.type === 'mortgage') f.installmentAccounts++;
    const open = v.status === null || v.status === 'open';
    if (a.type === 'revolving' && open) {
      f.openRevolving++;
      if (v.creditLimit && v.creditLimit > 0) {
        f.revolvingLimit += v.creditLimit;
        f.revolvingBalance += Math.max(0, v.balance ?? 0);
      }
    }
    const age = monthsAgo(a.opened);
    if (age !== null) f.oldestMonths = Math.max(f.oldestMonths ?? 0, age);
  }
  for (const p of r.publicRecords) {
    f.serious.push({ kind: /bankrupt/i.test(p.type) ? 'bankruptcy' : 'public_record', creditor: p.court ?? p.type, monthsAgo: monthsAgo(p.filed) });
  }
  return f;
}
