import { qualifiedTable } from '../../platform/db/orm';
import {
  type ContractAcceptance,
  type CurrentSubscription,
  findPlan,
  NO_PLAN,
  type Payment,
  type PlanId,
  type Subscription,
  type SubscriptionStatus,
} from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import {
  BillingContractEntity,
  type BillingContractRecord,
  PaymentEntity,
  type PaymentRecord,
  SubscriptionEntity,
  type SubscriptionRecord,
} from './billing.entities';
import { MailingFeeEntity } from './billing.entities';
import { planById } from './stripe-client';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const toSubscription = (s: SubscriptionRecord): Subscription => ({
  id: s.id,
  planId: s.planId,
  provider: s.provider,
  status: s.status,
  currentPeriodStart: iso(s.currentPeriodStart),
  currentPeriodEnd: iso(s.currentPeriodEnd),
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  canceledAt: iso(s.canceledAt),
  confirmedAt: iso(s.confirmedAt),
  createdAt: s.createdAt.toISOString(),
});

export const toPayment = (p: PaymentRecord): Payment => ({
  id: p.id,
  provider: p.provider,
  amount: p.amountCents,
  currency: 'usd',
  status: p.status,
  description: p.description,
  periodStart: iso(p.periodStart),
  periodEnd: iso(p.periodEnd),
  createdAt: p.createdAt.toISOString(),
});

export const toContract = (c: BillingContractRecord): ContractAcceptance => ({
  id: c.id,
  planId: c.planId ?? null,
  version: c.version,
  signature: c.signature,
  acceptedAt: c.acceptedAt.toISOString(),
  cancelDeadline: c.cancelDeadline.toISOString(),
  canceledAt: iso(c.canceledAt),
});

/** Subscriptions that hold (or are about to hold) the user's plan. */
export const LIVE_STATUSES: SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

/** The user's latest contract that was not cancelled. */
export const latestContract = (em: EntityManager, userId: number) =>
  em.findOne(BillingContractEntity, { userId, canceledAt: null }, { orderBy: { id: 'desc' } });

/** The user's subscription the provider confirmed and that has not ended, or null. */
export const liveSubscription = (em: EntityManager, userId: number) =>
  em.findOne(SubscriptionEntity, { userId, status: { $in: LIVE_STATUSES } }, { orderBy: { id: 'desc' } });

/** POST /api/subscription/create: no payment provider took part, so the choice is recorded as pending, never as an active paid plan. */
export async function choosePlanWithoutPayment(em: EntityManager, userId: number, planId: PlanId) {
  if (await liveSubscription(em, userId)) throw new AppError('conflict', 'You already have a plan: change it or cancel it under Current Subscription');
  const sub = em.create(SubscriptionEntity, { userId, planId, provider: 'none', status: 'pending', cancelAtPeriodEnd: false });
  await em.flush();
  return toSubscription(sub);
}

/** What /subscription shows: the live subscription, else the latest checkout still waiting for the provider, else the latest ended one. */
async function shownSubscription(em: EntityManager, userId: number) {
  return (
    (await liveSubscription(em, userId)) ??
    (await em.findOne(SubscriptionEntity, { userId, status: 'pending' }, { orderBy: { id: 'desc' } })) ??
    (await em.findOne(SubscriptionEntity, { userId, status: 'canceled' }, { orderBy: { id: 'desc' } }))
  );
}

/** Whether the software fee of the month starting at `periodStart` was paid: only such a month's credit-repair work is billed. */
export async function paidServiceMonth(em: EntityManager, subscriptionId: number, periodStart: Date): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute<{ n: string }[]>(
      `select count(*) as n from ${qualifiedTable(em, 'payments')} where "subscription_id" = ? and "status" = 'paid' and abs(extract(epoch from "period_start") - ?) < 1`,
      [subscriptionId, periodStart.getTime() / 1000],
    );
  return Number(rows[0]?.n ?? 0) > 0;
}

export function inCancellationPeriod(contract: BillingContractRecord | null, now: Date): boolean {
  return !!contract && !contract.canceledAt && now < contract.cancelDeadline;
}

async function nextCharge(em: EntityManager, s: SubscriptionRecord): Promise<CurrentSubscription['nextCharge']> {
  if (!LIVE_STATUSES.includes(s.status) || !s.currentPeriodEnd) return null;
  const plan = planById(s.planId);
  const at = s.currentPeriodEnd.toISOString();
  const performed = s.status !== 'trialing' && s.currentPeriodStart ? await paidServiceMonth(em, s.id, s.currentPeriodStart) : false;
  const repair = performed ? plan.creditRepairFee : 0;
  if (s.provider === 'paypal') {
    if (s.cancelAtPeriodEnd) return null;
    return {
      at,
      amount: plan.softwareFee + repair,
      automatic: false,
      description: 'Pay with PayPal to continue: the next month’s software fee, and this month’s credit-repair work once the month is over',
    };
  }
  if (s.status === 'trialing')
    return { at, amount: plan.softwareFee, automatic: true, description: 'First software fee, charged when your cancellation period ends' };
  if (s.cancelAtPeriodEnd)
    return repair ? { at, amount: repair, automatic: true, description: 'This month’s credit-repair work, billed after the month ends (last charge)' } : null;
  return {
    at,
    amount: plan.softwareFee + repair,
    automatic: true,
    description: repair ? 'Next month’s software fee in advance and this month’s credit-repair work after it is done' : 'Next month’s software fee in advance',
  };
}

/** GET /api/subscription/current (`cardCheckout`: whether Stripe is configured, so checkout can follow the contract). */
export async function currentSubscription(em: EntityManager, userId: number, now = new Date(), cardCheckout = false): Promise<CurrentSubscription> {
  const [sub, contract, payments, fees] = await Promise.all([
    shownSubscription(em, userId),
    em.findOne(BillingContractEntity, { userId }, { orderBy: { id: 'desc' } }),
    em.find(PaymentEntity, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 100 }),
    em.find(MailingFeeEntity, { userId }, { orderBy: { confirmedAt: 'desc', mailingId: 'desc' }, limit: 50 }),
  ]);
  const held = sub && LIVE_STATUSES.includes(sub.status) ? findPlan(sub.planId) : undefined;
  return {
    subscription: sub ? toSubscription(sub) : null,
    plan: held ? { id: held.id, name: held.name } : { id: NO_PLAN.id, name: NO_PLAN.name },
    serviceAccepted: !!contract && !contract.canceledAt,
    mailingFees: fees.map((f) => ({
      mailingId: f.mailingId,
      description: f.description,
      amount: f.amountCents,
      paidBy: f.paidBy,
      status: f.status,
      trackingNumber: f.trackingNumber ?? null,
      acceptedAt: iso(f.acceptedAt),
      billedAt: iso(f.billedAt),
    })),
    cardCheckout,
    contract: contract ? toContract(contract) : null,
    payments: payments.map(toPayment),
    nextCharge: sub ? await nextCharge(em, sub) : null,
    inCancellationPeriod: inCancellationPeriod(contract, now),
  };
}
