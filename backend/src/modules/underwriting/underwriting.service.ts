import {
  type BuilderProvider,
  type CreditDataKind,
  isActiveDispute,
  type UnderwritingInput,
  type UnderwritingResult,
  type UnderwritingHistoryItem,
} from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { findCreditProfile, listBuilderAccounts, resolveFactors } from '../credit';
import { listDisputes } from '../disputes';
import { analyzeFeatures, type Features, MODEL_NAME, reportFeatures } from './model';
import type { NarrativeWriter } from './narrative';
import { documentSources, type DocumentSources } from './sources';
import { UnderwritingResultEntity, type UnderwritingResultRecord } from './underwriting.entities';

export const NOTHING_TO_ANALYZE = 'Nothing to analyze yet: upload a credit report, take the assessment, or enter your monthly income';
export const HISTORY_LENGTH = 24;

/** The model's features from the user's stored data (read through the other modules' services) and the inputs. */
export async function gatherFeatures(em: EntityManager, userId: number, input: UnderwritingInput, sources: DocumentSources, now: Date) {
  const resolving = findCreditProfile(em, userId).then((profile) => resolveFactors(em, userId, profile?.currentScore ?? null));
  const [resolved, { latestReport: report, findings }, disputes, builderAccounts] = await Promise.all([
    resolving,
    sources.read(em, userId),
    listDisputes(em, userId),
    listBuilderAccounts(em, userId),
  ]);
  const rf = report ? reportFeatures(report, now) : null;
  const features: Features = {
    report: rf,
    finx:
      resolved.factors && resolved.overallScore !== null
        ? { overall: resolved.overallScore, source: resolved.source, factors: resolved.factors, estimatedFrom: resolved.estimatedFrom }
        : null,
    input,
    debts: input.existingDebts ?? rf?.totalBalance ?? null,
    openDisputes: disputes.filter(isActiveDispute).length,
  };
  // an account the partner confirmed, or a request sent: neither is recommended again
  const enrolled = new Set<BuilderProvider>(builderAccounts.filter((a) => a.status !== 'closed').map((a) => a.provider));
  return { features, findings: findings.filter((f) => f.disputeId === null), enrolled, finxSource: resolved.source };
}

/** Runs the analysis of the user's data and `input`, has the narrative written, stores and returns the result. */
export async function runAnalysis(
  em: EntityManager,
  userId: number,
  input: UnderwritingInput,
  writer: NarrativeWriter,
  { sources = documentSources, now = new Date() }: { sources?: DocumentSources; now?: Date } = {},
): Promise<UnderwritingResultRecord> {
  const { features, findings, enrolled, finxSource } = await gatherFeatures(em, userId, input, sources, now);
  const analysis = analyzeFeatures(features, findings, enrolled);
  if (!analysis) throw new AppError('not_enough_data', NOTHING_TO_ANALYZE);
  const narrative = await writer.write(analysis);
  const r = features.report;
  const record = em.create(UnderwritingResultEntity, {
    userId,
    creditworthinessScore: analysis.creditworthinessScore,
    riskLevel: analysis.riskLevel,
    confidenceScore: analysis.confidenceScore,
    inputs: input,
    analysis: {
      reasons: analysis.reasons,
      recommendations: narrative.recommendations,
      basis: {
        reportId: r?.reportId ?? null,
        reportDate: r?.reportDate ?? null,
        bureau: r?.bureau ?? null,
        finxScore: features.finx ? features.finx.overall * 10 : null,
        finxSource,
        creditData: analysis.creditData,
        openDisputes: features.openDisputes,
        debtToIncome: analysis.cashFlow && Number.isFinite(analysis.cashFlow.dti) ? analysis.cashFlow.dti : null,
        missing: analysis.missing,
      },
      narrative: narrative.narrative,
      narrativeSource: narrative.source,
      narrativeNote: narrative.note,
      model: narrative.source === 'openai' ? `${MODEL_NAME} + ${writer.model}` : MODEL_NAME,
    },
    createdAt: now,
  });
  await em.flush();
  return record;
}

export const latestResult = (em: EntityManager, userId: number) =>
  em.findOne(UnderwritingResultEntity, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });

export const findResult = (em: EntityManager, userId: number, id: number) => em.findOne(UnderwritingResultEntity, { id, userId });

export const resultHistory = (em: EntityManager, userId: number) =>
  em.find(UnderwritingResultEntity, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: HISTORY_LENGTH });

/** A result stored before `creditData` was kept: read from what its basis names (the migration cleared the score of those without any). */
export const creditDataOfBasis = (b: { reportId: number | null; finxSource: string; creditData?: CreditDataKind }): CreditDataKind =>
  b.creditData ?? (b.reportId !== null || b.finxSource === 'credit_report' ? 'credit_report' : b.finxSource === 'none' ? 'none' : 'self_reported');

export function toUnderwritingResult(r: UnderwritingResultRecord): UnderwritingResult {
  return {
    id: r.id,
    userId: r.userId,
    createdAt: r.createdAt.toISOString(),
    creditworthinessScore: r.creditworthinessScore ?? null,
    riskLevel: r.riskLevel ?? null,
    confidenceScore: r.confidenceScore,
    inputs: r.inputs,
    ...r.analysis,
    basis: { ...r.analysis.basis, creditData: creditDataOfBasis(r.analysis.basis) },
  };
}

export const toHistoryItem = (
  r: Pick<UnderwritingResultRecord, 'id' | 'createdAt' | 'creditworthinessScore' | 'riskLevel' | 'confidenceScore'>,
): UnderwritingHistoryItem => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  creditworthinessScore: r.creditworthinessScore ?? null,
  riskLevel: r.riskLevel ?? null,
  confidenceScore: r.confidenceScore,
});
