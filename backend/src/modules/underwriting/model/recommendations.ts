import {
  BUREAU_LABELS,
  type BuilderProvider,
  type Factors,
  type Finding,
  formatWholeDollars,
  overallOf,
  type Priority,
  type Recommendation,
} from '@finx/contracts';
import type { Features, ReportFeatures } from './features';
import { BUILDER_PRODUCTS, SECURED_CARD } from './products';
import { assess, DTI_LIMIT } from './score';

/**
 * Recommendations of the five types, each only where it fits the user's file. estimatedImpact is computed,
 * not guessed: the features are changed as the action would change them (an item deleted, an account
 * added, a balance moved) and scored again; the impact is the difference in creditworthiness points.
 * Without a report the change is made to the FinX factors instead. Priority: high ≥ 8 points (and any
 * dispute of an obsolete or duplicate item), medium ≥ 3, else low.
 */
export interface RecommendationContext {
  features: Features;
  score: number;
  /** Findings not yet filed. */
  findings: Finding[];
  /** Credit-builder providers the user is enrolled with. */
  enrolled: Set<BuilderProvider>;
}

const MAX_DISPUTES = 3;
const MAX_BUILDERS = 2;

const clone = (f: Features): Features => structuredClone(f);
const priorityOf = (impact: number): Priority => (impact >= 8 ? 'high' : impact >= 3 ? 'medium' : 'low');
const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

/** The creditworthiness points `change` would add (never negative). */
function impactOf(ctx: RecommendationContext, change: (f: Features) => void): number {
  const next = clone(ctx.features);
  change(next);
  const after = assess(next);
  return after ? Math.max(0, after.creditworthinessScore - ctx.score) : 0;
}

/** A new account on the report (as it would read after six months of on-time payments). */
function addAccount(r: ReportFeatures, a: { installment?: boolean; limit?: number; balance?: number; ageMonths?: number; inquiry?: boolean }) {
  r.accounts++;
  if (a.installment) r.installmentAccounts++;
  if (a.limit) {
    r.openRevolving++;
    r.revolvingLimit += a.limit;
    r.revolvingBalance += a.balance ?? 0;
  }
  r.oldestMonths = Math.max(r.oldestMonths ?? 0, a.ageMonths ?? 6);
  if (a.inquiry) r.hardInquiries12m++;
}

/** Without a report: raise FinX factors by the points given (capped at 100). */
function raiseFactors(f: Features, by: Partial<Factors>) {
  if (!f.finx) return;
  for (const [k, v] of Object.entries(by) as [keyof Factors, number][]) f.finx.factors[k] = Math.min(100, f.finx.factors[k] + v);
  f.finx.overall = overallOf(f.finx.factors);
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const sameCreditor = (a: string, b: string) => {
  const [x, y] = [norm(a), norm(b)];
  return !!x && !!y && (x.startsWith(y) || y.startsWith(x));
};

function disputes(ctx: RecommendationContext): Recommendation[] {
  return ctx.findings
    .map((finding): Recommendation => {
      const impact = impactOf(ctx, (f) => {
        if (!f.report) return;
        f.report.serious = f.report.serious.filter((s) => !sameCreditor(s.creditor, finding.creditor));
        f.report.lates = f.report.lates.filter((l) => !sameCreditor(l.creditor, finding.creditor));
      });
      const certain = finding.kind === 'obsolete' || finding.kind === 'duplicate_debt' || finding.kind === 'reinserted';
      return {
        id: `dispute:${finding.key}`,
        type: 'dispute',
        title: `Dispute ${finding.creditor} with ${BUREAU_LABELS[finding.bureau]}`,
        description: finding.reason,
        estimatedImpact: impact,
        provider: `FinX disputes: a letter to ${BUREAU_LABELS[finding.bureau]}`,
        timeframe: '30–45 days (the bureau must investigate, FCRA §611)',
        priority: certain ? 'high' : priorityOf(impact),
        cost: 'Free to file; $8.50 if you mail it by certified mail',
        action: { kind: 'file_finding', key: finding.key },
      };
    })
    .sort((a, b) => b.estimatedImpact - a.estimatedImpact)
    .slice(0, MAX_DISPUTES);
}

/** Which builder products fit: an installment account where the file has none, a revolving line where utilization or revolving history is the gap. */
function builderCandidates(f: Features): BuilderProvider[] {
  const r = f.report;
  if (r) {
    const wanted: BuilderProvider[] = [];
    if (r.installmentAccounts === 0 || r.accounts < 3) wanted.push('self');
    if (r.openRevolving === 0 || r.revolvingLimit === 0 || r.revolvingBalance / r.revolvingLimit > 0.3) wanted.push('kikoff');
    if (r.serious.length || r.lates.length) wanted.push('chime');
    return wanted;
  }
  if (f.finx && f.finx.overall < 70) return ['self', 'kikoff'];
  return [];
}

function builders(ctx: RecommendationContext): Recommendation[] {
  return builderCandidates(ctx.features)
    .filter((p) => !ctx.enrolled.has(p))
    .slice(0, MAX_BUILDERS)
    .map((provider) => {
      const product = BUILDER_PRODUCTS[provider];
      const impact = impactOf(ctx, (f) => {
        if (f.report) addAccount(f.report, { installment: product.kind === 'installment', limit: product.limit });
        else raiseFactors(f, { creditMixScore: 15, paymentHistoryScore: 5 });
      });
      return {
        id: `builder_account:${provider}`,
        type: 'builder_account',
        title: `Open a ${product.name} account`,
        description: product.pitch,
        estimatedImpact: impact,
        provider: product.name,
        timeframe: '3–6 months of on-time payments',
        priority: priorityOf(impact),
        cost: product.cost,
        action: { kind: 'enroll_builder', provider },
      };
    });
}

function securedCard(ctx: RecommendationContext): Recommendation[] {
  const r = ctx.features.report;
  const fits = r
    ? r.openRevolving === 0 || r.serious.some((s) => s.monthsAgo === null || s.monthsAgo <= 24)
    : !!ctx.features.finx && ctx.features.finx.overall < 55;
  if (!fits) return [];
  const impact = impactOf(ctx, (f) => {
    if (f.report) addAccount(f.report, { limit: SECURED_CARD.limit, balance: SECURED_CARD.limit * 0.05, inquiry: true });
    else raiseFactors(f, { utilizationScore: 10, creditMixScore: 10 });
  });
  return [
    {
      id: 'secured_card',
      type: 'secured_card',
      title: 'Get a secured credit card and keep its balance under 10%',
      description:
        r?.openRevolving === 0
          ? 'You have no open card on the report: a secured card adds revolving history that most scoring models need.'
          : 'A secured card is easy to qualify for after a recent serious delinquency and rebuilds on-time history.',
      estimatedImpact: impact,
      provider: SECURED_CARD.provider,
      timeframe: '6–12 months of on-time payments',
      priority: priorityOf(impact),
      cost: SECURED_CARD.cost,
      action: null,
    },
  ];
}

function tradeline(ctx: RecommendationContext): Recommendation[] {
  const r = ctx.features.report;
  const fits = r ? r.accounts < 3 || (r.oldestMonths ?? 0) < 60 : !!ctx.features.finx && ctx.features.finx.factors.accountAgeScore < 60;
  if (!fits) return [];
  const impact = impactOf(ctx, (f) => {
    if (f.report) addAccount(f.report, { limit: 5000, balance: 250, ageMonths: 84 });
    else raiseFactors(f, { accountAgeScore: 20 });
  });
  return [
    {
      id: 'tradeline',
      type: 'tradeline',
      title: 'Become an authorized user on a long-held card',
      description: 'Ask a family member whose card is years old, paid on time and lightly used to add you: its history and limit can appear on your report.',
      estimatedImpact: impact,
      provider: 'A family member or partner with a long, on-time card',
      timeframe: '30–60 days (the next statement)',
      priority: priorityOf(impact),
      cost: '$0 (avoid sellers of paid tradelines)',
      action: null,
    },
  ];
}

function consolidation(ctx: RecommendationContext, dti: number | null): Recommendation[] {
  const r = ctx.features.report;
  const highUtilization = !!r && r.revolvingLimit > 0 && r.revolvingBalance >= 2000 && r.revolvingBalance / r.revolvingLimit > 0.5;
  if (!highUtilization && !(dti !== null && dti > DTI_LIMIT)) return [];
  const impact = impactOf(ctx, (f) => {
    if (!f.report) return;
    addAccount(f.report, { installment: true, inquiry: true, ageMonths: 0 });
    f.report.revolvingBalance = 0;
  });
  return [
    {
      id: 'debt_consolidation',
      type: 'debt_consolidation',
      title: 'Consolidate card balances into one fixed-rate loan',
      description:
        r && highUtilization
          ? `Moving ${formatWholeDollars(r.revolvingBalance)} of card balances to an installment loan brings your utilization near 0% and gives one fixed payment.`
          : 'One fixed payment at a lower rate can bring your monthly obligations down; a nonprofit counselor can set up a debt management plan instead.',
      estimatedImpact: impact,
      provider: 'A credit union personal loan, or a nonprofit credit counselor (NFCC member)',
      timeframe: '1–2 months',
      priority: priorityOf(impact),
      cost: 'The loan’s interest (federal credit unions cap most APRs at 18%); NFCC counseling is free or low cost',
      action: null,
    },
  ];
}

/** Every recommendation that fits, high priority first, then by impact. */
export function recommend(ctx: RecommendationContext, dti: number | null): Recommendation[] {
  return [...disputes(ctx), ...builders(ctx), ...securedCard(ctx), ...tradeline(ctx), ...consolidation(ctx, dti)].sort(
    (a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || b.estimatedImpact - a.estimatedImpact,
  );
}
