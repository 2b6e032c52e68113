import { qualifiedTable } from '../../platform/db/orm';
import type Stripe from 'stripe';
import { formatCents, type SubscriptionStatus } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notifyUser } from '../notifications';
import { SubscriptionEntity, type SubscriptionRecord } from './billing.entities';
import { fromUnix } from './stripe-client';
import { LIVE_STATUSES } from './subscriptions.service';

/** Stripe's subscription statuses → ours. */
const STATUS: Record<string, SubscriptionStatus> = {
  incomplete: 'pending',
  incomplete_expired: 'expired',
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
};

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** The user id and plan a subscription or session carries in its metadata (set by create-checkout). */
export function ownerOf(metadata: Stripe.Metadata | null | undefined): { userId: number; planId: string } | null {
  const userId = Number(metadata?.userId);
  const planId = metadata?.planId;
  return Number.isInteger(userId) && userId > 0 && planId && ['basic', 'pro', 'elite'].includes(planId) ? { userId, planId } : null;
}

/**
 * Stores Stripe's current view of a subscription (always read fresh from Stripe, so the order in which events
 * arrive does not matter). Finds our row by subscription id, then by checkout session; creates it from the
 * metadata when the subscription's first event comes before the checkout's.
 */
export async function saveStripeSubscription(em: EntityManager, sub: Stripe.Subscription, sessionId?: string | null): Promise<SubscriptionRecord | null> {
  let row = await em.findOne(SubscriptionEntity, { stripeSubscriptionId: sub.id });
  if (!row && sessionId) row = await em.findOne(SubscriptionEntity, { stripeCheckoutSessionId: sessionId });
  const owner = ownerOf(sub.metadata);
  if (!row) {
    if (!owner) return null;
    row = em.create(SubscriptionEntity, {
      userId: owner.userId,
      planId: owner.planId as SubscriptionRecord['planId'],
      provider: 'stripe',
      status: 'pending',
      cancelAtPeriodEnd: false,
    });
  }
  const item = sub.items?.data?.[0];
  const status = STATUS[sub.status] ?? 'pending';
  em.assign(row, {
    stripeSubscriptionId: sub.id,
    stripeCustomerId: idOf(sub.customer as string | { id: string }) ?? row.stripeCustomerId,
    planId: (owner?.planId as SubscriptionRecord['planId']) ?? row.planId,
    status,
    currentPeriodStart: fromUnix(item?.current_period_start) ?? row.currentPeriodStart,
    currentPeriodEnd: fromUnix(item?.current_period_end) ?? row.currentPeriodEnd,
    cancelAtPeriodEnd: !!sub.cancel_at_period_end || (sub.cancel_at != null && status !== 'canceled'),
    canceledAt: fromUnix(sub.ended_at ?? sub.canceled_at) ?? (status === 'canceled' ? new Date() : null),
    confirmedAt: row.confirmedAt ?? (LIVE_STATUSES.includes(status) || status === 'canceled' ? new Date() : null),
  });
  if (sessionId && !row.stripeCheckoutSessionId) row.stripeCheckoutSessionId = sessionId;
  await em.flush();
  return row;
}

/** The subscription an invoice belongs to (API versions since 2025 put it under parent.subscription_details). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription as string | { id: string } | undefined) ?? idOf(legacy);
}

/** The software month an invoice pays: its line with the latest period (credit-repair lines cover the month before). */
function softwarePeriod(invoice: Stripe.Invoice) {
  const lines = invoice.lines?.data ?? [];
  const latest = [...lines].sort((a, b) => (b.period?.end ?? 0) - (a.period?.end ?? 0))[0];
  return { start: fromUnix(latest?.period?.start ?? invoice.period_start), end: fromUnix(latest?.period?.end ?? invoice.period_end) };
}

/**
 * Records a paid or failed invoice once (by invoice id). A failure never overwrites a payment already recorded
 * as paid, whatever order the events come in.
 */
export async function saveInvoice(em: EntityManager, invoice: Stripe.Invoice, outcome: 'paid' | 'failed', sub: SubscriptionRecord) {
  const period = softwarePeriod(invoice);
  const amount = outcome === 'paid' ? invoice.amount_paid : invoice.amount_due;
  const description =
    (invoice.lines?.data ?? [])
      .map((l) => l.description)
      .filter(Boolean)
      .join('; ') || `FinX ${sub.planId} plan`;
  await em.getConnection().execute(
    `insert into ${qualifiedTable(em, 'payments')} as p ("user_id", "subscription_id", "provider", "provider_ref", "amount_cents", "currency", "status", "description", "period_start", "period_end", "created_at")
       values (?, ?, 'stripe', ?, ?, 'usd', ?, ?, ?, ?, ?)
       on conflict ("provider", "provider_ref") do update set
         "status" = case when p."status" = 'paid' then 'paid' else excluded."status" end,
         "amount_cents" = case when p."status" = 'paid' then p."amount_cents" else excluded."amount_cents" end`,
    [
      sub.userId,
      sub.id,
      invoice.id,
      amount,
      outcome,
      description.slice(0, 1000),
      period.start,
      period.end,
      fromUnix(invoice.status_transitions?.paid_at ?? invoice.created) ?? new Date(),
    ],
  );
  if (outcome === 'paid')
    await notifyUser(em, sub.userId, 'payment_processed', {
      title: 'Payment processed',
      body: `${formatCents(amount)} by card: ${description.slice(0, 300)}`,
      link: '/subscription',
    });
}
