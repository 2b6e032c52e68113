import { BUREAUS, estimateFromCreditScore, type Factors, type FactorSource, type FinxChange, overallOf, type ReportScore } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CreditFactorsEntity, type CreditFactorsRecord } from './credit-factors.entity';
import { CreditProfileEntity } from './credit-profile.entity';
import { latestSelfReportedScores } from './score-history.service';

/**
 * The scoring module: a user's FinX factors from the best source we have, best first — a credit report we
 * read, their assessment answers, an estimate from the score they told us at onboarding — or nothing.
 * Sources that measure write a row with {@link recordFactors}; the estimate is computed on read.
 */
export interface ResolvedFactors {
  source: FactorSource;
  factors: Factors | null;
  overallScore: number | null;
  /** The self-reported score behind an estimate. */
  estimatedFrom: number | null;
  lastAssessmentDate: Date | null;
  /** The FinX Score's last change and what caused it (null without a FinX Score, or for an estimate without its score's history). */
  change: FinxChange | null;
}

type StoredSource = CreditFactorsRecord['source'];

/**
 * Saves what a source measured (replacing that source's earlier row), with the FinX basis it replaces (its
 * overall score and source, 'none' before the first), so the change can be explained; persisted by the
 * caller's flush.
 */
export async function recordFactors(
  em: EntityManager,
  userId: number,
  source: StoredSource,
  factors: Factors,
  details: Record<string, unknown>,
  at = new Date(),
) {
  const profile = await em.findOne(CreditProfileEntity, { userId });
  const before = await resolveFactors(em, userId, profile?.currentScore ?? null);
  const row = await em.findOne(CreditFactorsEntity, { userId, source });
  const values = { ...factors, details, computedAt: at, previousOverallScore: before.overallScore, previousSource: before.source };
  return row ? em.assign(row, values) : em.create(CreditFactorsEntity, { userId, source, ...values });
}

const factorsOf = ({ paymentHistoryScore, utilizationScore, creditMixScore, accountAgeScore, newCreditScore }: CreditFactorsRecord): Factors => ({
  paymentHistoryScore,
  utilizationScore,
  creditMixScore,
  accountAgeScore,
  newCreditScore,
});

const finx = (overall: number | null) => (overall === null ? null : overall * 10);
const bureauIn = (v: unknown) => ((BUREAUS as readonly unknown[]).includes(v) ? (v as FinxChange['bureau']) : null);
const dayIn = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}(-\d{2})?$/.test(v) ? v : null);

/** The change a stored row made: from the basis it replaced (recorded with it) to its own factors. */
function storedChange(row: CreditFactorsRecord, overall: number): FinxChange {
  const first = row.previousSource === 'none';
  return {
    from: first || row.previousSource == null ? null : finx(row.previousOverallScore ?? null),
    to: overall * 10,
    first,
    at: row.computedAt.toISOString(),
    cause: row.source,
    bureau: row.source === 'credit_report' ? bureauIn(row.details.bureau) : null,
    reportDate: row.source === 'credit_report' ? dayIn(row.details.reportDate) : null,
    selfReportedScore: null,
  };
}

/** The change of an estimate: from the estimate of the self-reported score before the latest one. */
async function estimateChange(em: EntityManager, userId: number, score: number, overall: number): Promise<FinxChange | null> {
  const [latest, previous] = await latestSelfReportedScores(em, userId, 2);
  if (!latest || latest.score !== score) return null;
  return {
    from: previous ? overallOf(estimateFromCreditScore(previous.score)) * 10 : null,
    to: overall * 10,
    first: !previous,
    at: latest.recordedAt.toISOString(),
    cause: 'self_reported',
    bureau: null,
    reportDate: null,
    selfReportedScore: score,
  };
}

export async function resolveFactors(em: EntityManager, userId: number, selfReportedScore: number | null): Promise<ResolvedFactors> {
  const rows = await em.find(CreditFactorsEntity, { userId });
  const report = rows.find((r) => r.source === 'credit_report');
  const assessment = rows.find((r) => r.source === 'assessment');
  const lastAssessmentDate = assessment?.computedAt ?? null;
  const best = report ?? assessment;
  if (best) {
    const factors = factorsOf(best);
    const overallScore = overallOf(factors);
    return { source: best.source, factors, overallScore, estimatedFrom: null, lastAssessmentDate, change: storedChange(best, overallScore) };
  }
  if (selfReportedScore === null) return { source: 'none', factors: null, overallScore: null, estimatedFrom: null, lastAssessmentDate, change: null };
  const factors = estimateFromCreditScore(selfReportedScore);
  const overallScore = overallOf(factors);
  const change = await estimateChange(em, userId, selfReportedScore, overallScore);
  return { source: 'self_reported', factors, overallScore, estimatedFrom: selfReportedScore, lastAssessmentDate, change };
}

/**
 * The report the user's FinX Score is computed from (a report's factors outrank every other source) and when its
 * factors were computed; null when no report was read.
 */
export async function scoredReportOf(em: EntityManager, userId: number): Promise<{ reportId: number; computedAt: Date } | null> {
  const row = await em.findOne(CreditFactorsEntity, { userId, source: 'credit_report' });
  const reportId = row?.details.reportId;
  return row && typeof reportId === 'number' ? { reportId, computedAt: row.computedAt } : null;
}

/**
 * The scores the credit report `reportId` states, as stored with its factors (documents' factorsFromReading
 * keeps them in `details.scores`); null when the user's report factors are of another report or keep none.
 */
export async function reportScoresOf(em: EntityManager, userId: number, reportId: unknown): Promise<ReportScore[] | null> {
  if (typeof reportId !== 'number') return null;
  const row = await em.findOne(CreditFactorsEntity, { userId, source: 'credit_report' });
  const scores = row?.details.reportId === reportId ? row.details.scores : null;
  if (!Array.isArray(scores)) return null;
  return scores.flatMap((s: Record<string, unknown>) =>
    typeof s.score === 'number'
      ? [{ score: s.score, bureau: bureauIn(s.bureau), model: typeof s.model === 'string' ? s.model : null, date: dayIn(s.date) }]
      : [],
  );
}
