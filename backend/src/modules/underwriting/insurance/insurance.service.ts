import { randomBytes } from 'node:crypto';
import { DAY_MS, formatCalendarDate, INSURANCE_PROVIDERS, type InsurancePolicy, type InsuranceQuote, QUOTE_VALID_DAYS } from '@finx/contracts';
import { LockMode } from '@mikro-orm/core';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { AppError } from '../../../platform/app-error';
import { findResult, latestResult } from '../underwriting.service';
import { InsurancePolicyEntity, type InsurancePolicyRecord, InsuranceQuoteEntity, type InsuranceQuoteRecord } from '../underwriting.entities';
import { priceQuote, PROVIDER_TERMS } from './pricing';

export const NEED_INCOME = 'Add your monthly income to the analysis (or send it with the quote) to size the coverage';
export const NEED_CREDIT_DATA = 'No quotes from an analysis without credit data: upload a credit report, run the analysis again, then get quotes';
export const NOTHING_TO_CANCEL = 'This is an illustrative quote, not a policy: there is nothing to cancel';

/**
 * No insurer integration exists: every quote is illustrative (priced by FinX's formula, not by an insurer), and
 * saving one records it as 'illustrative' — no policy exists and nothing is charged. A policy is 'active' only when
 * an insurer's integration confirms it.
 */
export const INSURER_CONNECTED = false;

/** Quotes from every provider for one of the user's stored results, stored for QUOTE_VALID_DAYS days. */
export async function createQuotes(
  em: EntityManager,
  userId: number,
  resultId: number,
  income: number | undefined,
  now = new Date(),
): Promise<InsuranceQuoteRecord[]> {
  const result = await findResult(em, userId, resultId);
  if (!result) throw new AppError('not_found', 'Analysis not found: run an analysis first');
  const riskLevel = result.riskLevel;
  if (result.creditworthinessScore == null || riskLevel == null) throw new AppError('not_enough_data', NEED_CREDIT_DATA);
  const monthlyIncome = income ?? result.inputs.income;
  if (!monthlyIncome) throw new AppError('not_enough_data', NEED_INCOME);
  const quotes = INSURANCE_PROVIDERS.flatMap((provider) => {
    const price = priceQuote(PROVIDER_TERMS[provider], riskLevel, monthlyIncome);
    if (!price) return [];
    return [
      em.create(InsuranceQuoteEntity, {
        id: `q_${randomBytes(12).toString('base64url')}`,
        userId,
        resultId,
        provider,
        riskLevel,
        ...price,
        incomeCents: Math.round(monthlyIncome * 100),
        createdAt: now,
        expiresAt: new Date(now.getTime() + QUOTE_VALID_DAYS * DAY_MS),
        purchasedAt: null,
      }),
    ];
  });
  if (quotes.length === 0) throw new AppError('not_enough_data', NEED_INCOME);
  await em.flush();
  return quotes;
}

/**
 * Saves a quote, re-checked under a row lock: the user's own (else 404), not expired (410), not saved already (409),
 * the user's risk level unchanged since (409), no active policy with the provider (409). With no insurer connected it is
 * stored as 'illustrative': no policy exists and nothing is charged.
 */
export async function purchaseQuote(em: EntityManager, userId: number, quoteId: string, now = new Date()): Promise<InsurancePolicyRecord> {
  try {
    return await em.transactional(async (tx) => {
      const quote = await tx.findOne(InsuranceQuoteEntity, { id: quoteId, userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!quote) throw new AppError('not_found', 'Quote not found');
      if (quote.purchasedAt) throw new AppError('conflict', 'This quote has already been saved');
      if (quote.expiresAt.getTime() <= now.getTime())
        throw new AppError('expired', `This quote expired on ${formatCalendarDate(quote.expiresAt, 'long')}. Get a new quote.`);
      const latest = await latestResult(tx, userId);
      if (latest && latest.riskLevel == null)
        throw new AppError(
          'conflict',
          'Your latest analysis has no credit data, so this quote no longer applies. Upload a credit report and run the analysis again.',
        );
      if (latest && latest.riskLevel !== quote.riskLevel) {
        throw new AppError('conflict', `Your risk level changed since this quote (now ${latest.riskLevel}). Get a new quote.`);
      }
      const name = PROVIDER_TERMS[quote.provider].name;
      if (await tx.findOne(InsurancePolicyEntity, { userId, provider: quote.provider, status: 'active' })) {
        throw new AppError('conflict', `You already have an active ${name} policy`);
      }
      quote.purchasedAt = now;
      return tx.create(InsurancePolicyEntity, {
        userId,
        quoteId: quote.id,
        provider: quote.provider,
        riskLevel: quote.riskLevel,
        monthlyPremiumCents: quote.monthlyPremiumCents,
        maximumCoverage: quote.maximumCoverage,
        deductible: quote.deductible,
        status: INSURER_CONNECTED ? 'active' : 'illustrative',
        createdAt: now,
        cancelledAt: null,
      });
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw new AppError('conflict', 'You already have an active policy with this provider');
    throw err;
  }
}

export const listPolicies = (em: EntityManager, userId: number) => em.find(InsurancePolicyEntity, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });

/** Cancels one of the user's policies: another user's is 404 like a missing one; a cancelled one or an illustrative quote 409. */
export async function cancelPolicy(em: EntityManager, userId: number, id: number, now = new Date()): Promise<InsurancePolicyRecord> {
  return em.transactional(async (tx) => {
    const policy = await tx.findOne(InsurancePolicyEntity, { id, userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!policy) throw new AppError('not_found', 'Policy not found');
    if (policy.status === 'illustrative') throw new AppError('conflict', NOTHING_TO_CANCEL);
    if (policy.status === 'cancelled') throw new AppError('conflict', 'This policy is already cancelled');
    policy.status = 'cancelled';
    policy.cancelledAt = now;
    return policy;
  });
}

type Priced = Pick<InsuranceQuoteRecord, 'provider' | 'monthlyPremiumCents' | 'riskLevel' | 'maximumCoverage' | 'deductible'>;
/** What a quote and the policy bought from it both show. */
const priced = (r: Priced) => ({
  providerKey: r.provider,
  provider: PROVIDER_TERMS[r.provider].name,
  monthlyPremium: r.monthlyPremiumCents / 100,
  riskLevel: r.riskLevel,
  coverage: { maximumCoverage: r.maximumCoverage, deductible: r.deductible },
});

export function toQuote(q: InsuranceQuoteRecord): InsuranceQuote {
  return {
    id: q.id,
    ...priced(q),
    income: q.incomeCents / 100,
    illustrative: !INSURER_CONNECTED,
    underwritingResultId: q.resultId,
    createdAt: q.createdAt.toISOString(),
    expiresAt: q.expiresAt.toISOString(),
  };
}

export function toPolicy(p: InsurancePolicyRecord): InsurancePolicy {
  return {
    id: p.id,
    userId: p.userId,
    quoteId: p.quoteId,
    ...priced(p),
    paymentMethod: 'card',
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    cancelledAt: p.cancelledAt ? p.cancelledAt.toISOString() : null,
  };
}
