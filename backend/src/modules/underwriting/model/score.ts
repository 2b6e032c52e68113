import { FACTOR_LABELS, type Factors, formatWholeDollars, type RiskLevel, type UnderwritingReason } from '@finx/contracts';
import type { Features, ReportFeatures } from './features';
import { clamp, percent, piecewise, plural } from './scale';

/**
 * The offline underwriting model ('finx-offline-1'): a documented, deterministic score of the user's data.
 *
 * Seven components, each 0–100, weighted (a component without data is left out and the others re-weighted):
 *   payment history 30 · utilization 20 · depth of file 10 · recent inquiries 5   (the latest report reading)
 *   FinX Score 10 (the scoring module's overall) · cash flow / debt-to-income 20 · length of employment 5
 * creditworthinessScore = round(Σ weight × component ÷ Σ weight of the components present).
 * riskLevel: low ≥ 75, medium ≥ 55, else high; a charge-off, collection or bankruptcy within 24 months
 * of the report (or of unknown date), or expenses and debt payments above income, is always high; a
 * debt-to-income above 50% is at least medium.
 * Reasons: every component that falls short names its adverse-action reason (ECOA / Regulation B wording),
 * ordered by the points it costs (weight × shortfall), at most four (Reg B's commentary: more are rarely helpful).
 */
export const MODEL_NAME = 'finx-offline-1';

export const WEIGHTS = { payment: 30, utilization: 20, depth: 10, inquiries: 5, finx: 10, cashFlow: 20, employment: 5 } as const;
export type Component = keyof typeof WEIGHTS;

/** Estimated monthly payment on a balance owed: 3% of it (card minimums run 1–3% plus interest; loans vary). */
export const DEBT_PAYMENT_RATE = 0.03;
/** Debt-to-income above this (the qualified-mortgage line, 12 CFR 1026.43) is "excessive obligations". */
export const DTI_LIMIT = 0.43;
export const MAX_REASONS = 4;

const LATE_POINTS = { late30: 6, late60: 10, late90: 15 } as const;
const LATE_CAP = 45;
const SERIOUS_POINTS = { chargeoff: 35, collection: 35, bankruptcy: 50, public_record: 40 } as const;
/** A serious item weighs in full for 2 years, 60 % until 4, then 35 %; an unknown date counts as recent. */
export const recency = (monthsAgo: number | null) => (monthsAgo === null || monthsAgo <= 24 ? 1 : monthsAgo <= 48 ? 0.6 : 0.35);

const UTILIZATION_CURVE = [
  [0, 100],
  [0.1, 95],
  [0.3, 80],
  [0.5, 55],
  [0.75, 30],
  [1, 10],
  [1.5, 5],
] as const;
const ACCOUNT_COUNT_CURVE = [
  [0, 0],
  [1, 30],
  [2, 50],
  [3, 75],
  [5, 100],
] as const;
const OLDEST_MONTHS_CURVE = [
  [0, 10],
  [12, 25],
  [24, 45],
  [60, 70],
  [120, 90],
  [240, 100],
] as const;
const INQUIRY_CURVE = [
  [0, 100],
  [1, 92],
  [2, 82],
  [3, 68],
  [4, 55],
  [6, 30],
] as const;
const DTI_CURVE = [
  [0, 100],
  [0.2, 90],
  [0.36, 72],
  [0.43, 60],
  [0.5, 40],
  [0.75, 15],
  [1, 0],
] as const;

export interface CashFlow {
  income: number;
  monthlyDebtPayments: number;
  /** 3 decimals. */
  dti: number;
  /** income − expenses − debt payments, when expenses are known. */
  residual: number | null;
}

export function cashFlowOf(f: Features): CashFlow | null {
  const income = f.input.income;
  if (income === undefined || f.debts === null) return null;
  const monthlyDebtPayments = f.debts * DEBT_PAYMENT_RATE;
  const dti = income > 0 ? Math.round((monthlyDebtPayments / income) * 1000) / 1000 : monthlyDebtPayments > 0 ? Infinity : 0;
  const residual = f.input.expenses === undefined ? null : income - f.input.expenses - monthlyDebtPayments;
  return { income, monthlyDebtPayments, dti, residual };
}

interface Scored {
  score: number;
  /** Why it falls short, when it does. */
  reason?: Omit<UnderwritingReason, 'code'> & { code: string };
}

const creditors = (names: string[]) => [...new Set(names)].slice(0, 3).join(', ');
const ago = (m: number | null) =>
  m === null ? 'date not reported' : m < 12 ? `${plural(m, 'month')} before the report` : `${plural(Math.floor(m / 12), 'year')} before the report`;

function payment(r: ReportFeatures): Scored {
  const lates = r.lates.reduce((s, l) => s + l.late30 * LATE_POINTS.late30 + l.late60 * LATE_POINTS.late60 + l.late90 * LATE_POINTS.late90, 0);
  const serious = r.serious.reduce((s, i) => s + SERIOUS_POINTS[i.kind] * recency(i.monthsAgo), 0);
  const score = clamp(100 - Math.min(lates, LATE_CAP) - serious);
  // the reason is the item that costs the most points (a recent charge-off outweighs a 6-year-old bankruptcy)
  const worst = [...r.serious].sort((a, b) => SERIOUS_POINTS[b.kind] * recency(b.monthsAgo) - SERIOUS_POINTS[a.kind] * recency(a.monthsAgo))[0];
  if (worst?.kind === 'bankruptcy')
    return { score, reason: { code: 'bankruptcy', text: 'Bankruptcy', detail: `Bankruptcy on the report (${ago(worst.monthsAgo)}).` } };
  if (worst) {
    const severe = r.serious.filter((i) => i.kind !== 'bankruptcy');
    const latest = [...severe].sort((a, b) => (a.monthsAgo ?? -1) - (b.monthsAgo ?? -1))[0]!;
    return {
      score,
      reason: {
        code: 'serious_delinquency',
        text: 'Serious delinquency: an account charged off or placed for collection',
        detail: `${plural(severe.length, 'account')} charged off, in collection or on public record (${creditors(severe.map((s) => s.creditor))}); the most recent ${ago(latest.monthsAgo)}.`,
      },
    };
  }
  const n = r.lates.reduce((s, l) => s + l.late30 + l.late60 + l.late90, 0);
  if (n > 0) {
    const sum = (k: 'late30' | 'late60' | 'late90') => r.lates.reduce((s, l) => s + l[k], 0);
    const parts = [
      ['30', sum('late30')],
      ['60', sum('late60')],
      ['90+', sum('late90')],
    ]
      .filter(([, c]) => Number(c) > 0)
      .map(([d, c]) => `${c} × ${d} days`);
    return {
      score,
      reason: {
        code: 'delinquency',
        text: 'Delinquent past or present credit obligations with others',
        detail: `${plural(n, 'late payment')} reported (${parts.join(', ')}) on ${creditors(r.lates.map((l) => l.creditor))}.`,
      },
    };
  }
  return { score };
}

function utilization(r: ReportFeatures): Scored | null {
  if (r.revolvingLimit <= 0) return null;
  const u = r.revolvingBalance / r.revolvingLimit;
  const score = piecewise(UTILIZATION_CURVE, u);
  if (u <= 0.3) return { score };
  return {
    score,
    reason: {
      code: 'utilization',
      text: 'Proportion of balances to credit limits on revolving accounts is too high',
      detail: `Your revolving balances are ${percent(u)} of your limits (${formatWholeDollars(r.revolvingBalance)} of ${formatWholeDollars(r.revolvingLimit)}); under 30% is good, under 10% best.`,
    },
  };
}

function depth(r: ReportFeatures): Scored {
  const count = piecewise(ACCOUNT_COUNT_CURVE, r.accounts);
  const age = piecewise(OLDEST_MONTHS_CURVE, r.oldestMonths ?? 0);
  const score = (count + age) / 2;
  if (r.accounts < 3) {
    return {
      score,
      reason: {
        code: 'limited_experience',
        text: 'Limited credit experience',
        detail: `${plural(r.accounts, 'credit account')} on the report; lenders look for at least 3.`,
      },
    };
  }
  if ((r.oldestMonths ?? 0) < 24) {
    const oldest =
      r.oldestMonths === null ? 'No account has an opening date' : `Your oldest account was opened ${plural(r.oldestMonths, 'month')} before the report`;
    return {
      score,
      reason: {
        code: 'account_age',
        text: 'Length of time accounts have been established is too short',
        detail: `${oldest}; 2 years or more is what lenders look for.`,
      },
    };
  }
  return { score };
}

function inquiries(r: ReportFeatures): Scored {
  const score = piecewise(INQUIRY_CURVE, r.hardInquiries12m);
  if (r.hardInquiries12m < 3) return { score };
  return {
    score,
    reason: {
      code: 'inquiries',
      text: 'Number of recent inquiries on credit bureau report',
      detail: `${plural(r.hardInquiries12m, 'hard inquiry', 'hard inquiries')} in the 12 months before the report.`,
    },
  };
}

/** Factor of the scoring module → the reason a low value of it gives. */
const FACTOR_REASONS: Record<keyof Factors, { code: string; text: string }> = {
  paymentHistoryScore: { code: 'delinquency', text: 'Delinquent past or present credit obligations with others' },
  utilizationScore: { code: 'utilization', text: 'Proportion of balances to credit limits on revolving accounts is too high' },
  creditMixScore: { code: 'credit_mix', text: 'Too few accounts of different types (revolving and installment)' },
  accountAgeScore: { code: 'account_age', text: 'Length of time accounts have been established is too short' },
  newCreditScore: { code: 'inquiries', text: 'Number of recent applications for credit' },
};

/** The FinX overall; it names a reason only without a report (the report's own reasons are more specific). */
function finx(f: Features): Scored | null {
  if (!f.finx) return null;
  const { overall, source, factors, estimatedFrom } = f.finx;
  if (f.report || overall >= 70) return { score: overall };
  if (source === 'self_reported') {
    return {
      score: overall,
      reason: {
        code: 'low_score',
        text: 'Credit score is too low',
        detail: `The credit score you told us (${estimatedFrom} on the 300–850 scale) is below the 670 most lenders call good.`,
      },
    };
  }
  const weakest = (Object.keys(FACTOR_REASONS) as (keyof Factors)[]).sort((a, b) => factors[a] - factors[b])[0]!;
  const basis = source === 'assessment' ? 'your assessment answers' : 'your credit report';
  return {
    score: overall,
    reason: { ...FACTOR_REASONS[weakest], detail: `From ${basis}: ${FACTOR_LABELS[weakest]} ${factors[weakest]} of 100, your weakest factor.` },
  };
}

function cashFlow(f: Features): Scored | null {
  const c = cashFlowOf(f);
  if (!c) return null;
  if (c.income === 0 || (c.residual !== null && c.residual < 0)) {
    const detail =
      c.income === 0
        ? 'No monthly income was entered.'
        : `Monthly expenses of ${formatWholeDollars(f.input.expenses!)} and estimated debt payments of ${formatWholeDollars(c.monthlyDebtPayments)} exceed your monthly income of ${formatWholeDollars(c.income)}.`;
    return {
      score: Math.min(piecewise(DTI_CURVE, c.dti), 20),
      reason: { code: 'income_insufficient', text: 'Income insufficient for current obligations and expenses', detail },
    };
  }
  const score = piecewise(DTI_CURVE, c.dti);
  if (c.dti <= DTI_LIMIT) return { score };
  return {
    score,
    reason: {
      code: 'obligations',
      text: 'Excessive obligations in relation to income',
      detail: `Estimated debt payments of ${formatWholeDollars(c.monthlyDebtPayments)} a month (3% of ${formatWholeDollars(f.debts!)} owed) are ${percent(c.dti)} of your ${formatWholeDollars(c.income)} monthly income; lenders look for 43% or less.`,
    },
  };
}

function employment(f: Features): Scored | null {
  const years = f.input.employment;
  if (years === undefined) return null;
  const score = years >= 2 ? 100 : years >= 1 ? 70 : 40;
  if (years >= 2) return { score };
  const months = Math.round(years * 12);
  return {
    score,
    reason: {
      code: 'employment',
      text: 'Length of employment',
      detail: `${plural(months, 'month')} at your current employer; lenders commonly look for 2 years.`,
    },
  };
}

export interface Assessment {
  creditworthinessScore: number;
  riskLevel: RiskLevel;
  reasons: UnderwritingReason[];
  components: Partial<Record<Component, number>>;
  cashFlow: CashFlow | null;
}

/** Scores the features; null when there is nothing at all to score. */
export function assess(f: Features): Assessment | null {
  const r = f.report;
  const scored: Partial<Record<Component, Scored | null>> = {
    payment: r && payment(r),
    utilization: r && utilization(r),
    depth: r && depth(r),
    inquiries: r && inquiries(r),
    finx: finx(f),
    cashFlow: cashFlow(f),
    employment: employment(f),
  };
  const present = (Object.keys(WEIGHTS) as Component[]).filter((k) => scored[k]);
  if (present.length === 0) return null;
  const totalWeight = present.reduce((s, k) => s + WEIGHTS[k], 0);
  const creditworthinessScore = Math.round(present.reduce((s, k) => s + WEIGHTS[k] * scored[k]!.score, 0) / totalWeight);
  const reasons = present
    .filter((k) => scored[k]!.reason)
    .map((k, order) => ({ reason: scored[k]!.reason!, cost: WEIGHTS[k] * (100 - scored[k]!.score), order }))
    .sort((a, b) => b.cost - a.cost || a.order - b.order)
    .slice(0, MAX_REASONS)
    .map(({ reason }) => reason);
  const recentSerious = !!r?.serious.some((s) => s.kind !== 'public_record' && (s.monthsAgo === null || s.monthsAgo <= 24));
  const cash = cashFlowOf(f);
  const shortOfIncome = !!cash && (cash.income === 0 || (cash.residual !== null && cash.residual < 0));
  const riskLevel: RiskLevel =
    recentSerious || shortOfIncome || creditworthinessScore < 55 ? 'high' : creditworthinessScore < 75 || (cash?.dti ?? 0) > 0.5 ? 'medium' : 'low';
  const components = Object.fromEntries(present.map((k) => [k, Math.round(scored[k]!.score)]));
  return { creditworthinessScore, riskLevel, reasons, components, cashFlow: cash };
}
