import { qualifiedTable } from '../../platform/db/orm';
import { LockMode } from '@mikro-orm/core';
import { type Plan, formatCents } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { notifyUser } from '../notifications';
import { type ArrearsItem, PaymentEntity, PaypalOrderEntity, SubscriptionEntity, type SubscriptionRecord } from './billing.entities';
import { creditRepairDescription, periodLabel, recordCreditRepairCharge } from './credit-repair-fees';
import type { Paypal } from './paypal-client';
import { planById } from './stripe-client';
import { latestContract, liveSubscription } from './subscriptions.service';

/** The same day next month (the 31st → the month's last day), in UTC. */
export function addMonth(d: Date): Date {
  const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return next;
}

/** Ended PayPal months whose credit-repair work was performed (their software fee paid, not refunded) and is not billed yet. */
export async function paypalArrears(em: EntityManager, userId: number, now: Date): Promise<ArrearsItem[]> {
  const rows = await em.getConnection().execute<{ subscription_id: string; plan_id: string; period_start: Date; period_end: Date }[]>(
    `select p."subscription_id", s."plan_id", p."period_start", p."period_end"
       from ${qualifiedTable(em, 'payments')} p join ${qualifiedTable(em, 'subscriptions')} s on s."id" = p."subscription_id"
      where p."user_id" = ? and p."provider" = 'paypal' and p."status" = 'paid' and p."period_end" <= ?
        and not exists (select 1 from ${qualifiedTable(em, 'credit_repair_charges')} c where c."subscription_id" = p."subscription_id" and abs(extract(epoch from c."period_start" - p."period_start")) < 1)
      order by p."period_start"`,
    [userId, now],
  );
  return rows.map((r) => ({
    subscriptionId: Number(r.subscription_id),
    periodStart: new Date(r.period_start).toISOString(),
    periodEnd: new Date(r.period_end).toISOString(),
    amountCents: planById(r.plan_id).creditRepairFee,
  }));
}

/** What a PayPal payment for `plan` is now: the month ahead's software fee plus the credit-repair work of ended months. */
export async function paypalAmountDue(em: EntityManager, userId: number, plan: Plan, now = new Date()) {
  const arrears = await paypalArrears(em, userId, now);
  return { arrears, amountCents: plan.softwareFee + arrears.reduce((sum, a) => sum + a.amountCents, 0) };
}

/** '12.3', '12.30', 12.3 → 1230 cents; anything else → NaN. */
export function centsFrom(value: number | string): number {
  const text = String(value).trim();
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

/**
 * Captures an approved order once: the order row is locked while PayPal is asked (with the order's own
 * PayPal-Request-Id), so concurrent or repeated calls record one payment and answer the same result. The plan
 * becomes active only when PayPal reports the capture COMPLETED for the amount the server set.
 */
export async function capturePaypalOrder(em: EntityManager, paypal: Paypal, userId: number, orderId: string, now = new Date()): Promise<SubscriptionRecord> {
  return em.transactional(async (tx) => {
    const order = await tx.findOne(PaypalOrderEntity, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order || order.userId !== userId) throw new AppError('not_found', 'PayPal order not found');
    if (order.status === 'completed' && order.subscriptionId) return tx.findOneOrFail(SubscriptionEntity, { id: order.subscriptionId });
    const result = await paypal.capture(orderId);
    const c = result.capture;
    if (result.status !== 'COMPLETED' || !c || c.status !== 'COMPLETED' || c.currency !== 'USD' || c.amountCents !== order.amountCents) {
      throw new AppError('payment_declined', 'PayPal did not complete the payment, so nothing was activated. Please try again.');
    }
    const plan = planById(order.planId);
    const live = await liveSubscription(tx, userId);
    const renewing = live?.provider === 'paypal' ? live : null;
    const start = renewing?.currentPeriodEnd && renewing.currentPeriodEnd > now ? renewing.currentPeriodEnd : now;
    const end = addMonth(start);
    const contract = await latestContract(tx, userId);
    const sub =
      renewing ??
      tx.create(SubscriptionEntity, {
        userId,
        planId: plan.id,
        provider: 'paypal',
        status: 'active',
        cancelAtPeriodEnd: false,
        contractId: contract?.id ?? null,
      });
    tx.assign(sub, {
      planId: plan.id,
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      confirmedAt: sub.confirmedAt ?? now,
    });
    await tx.flush();
    const lines = [`FinX ${plan.name} — software ${periodLabel(start, end)} (in advance)`];
    for (const a of order.arrears) {
      const owner = a.subscriptionId === sub.id ? sub : await tx.findOneOrFail(SubscriptionEntity, { id: a.subscriptionId });
      await recordCreditRepairCharge(tx, owner, new Date(a.periodStart), new Date(a.periodEnd), a.amountCents, orderId);
      lines.push(creditRepairDescription(planById(owner.planId).name, new Date(a.periodStart), new Date(a.periodEnd)));
    }
    tx.create(PaymentEntity, {
      userId,
      subscriptionId: sub.id,
      provider: 'paypal',
      providerRef: c.id,
      amountCents: c.amountCents,
      currency: 'usd',
      status: 'paid',
      description: `${lines.join('; ')} — ${formatCents(c.amountCents)}`,
      periodStart: start,
      periodEnd: end,
    });
    await notifyUser(tx, userId, 'payment_processed', {
      title: 'Payment processed',
      body: `${formatCents(c.amountCents)} by PayPal: ${lines.join('; ')}`,
      link: '/subscription',
    });
    tx.assign(order, { status: 'completed', captureId: c.id, subscriptionId: sub.id, completedAt: now });
    await tx.flush();
    return sub;
  });
}

/** Refunds every PayPal payment of a subscription cancelled within the cancellation period; returns the cents refunded. */
export async function refundPaypalPayments(em: EntityManager, paypal: Paypal | null, sub: SubscriptionRecord): Promise<number> {
  const paid = await em.find(PaymentEntity, { subscriptionId: sub.id, provider: 'paypal', status: 'paid' });
  if (paid.length && !paypal) throw new AppError('unavailable', "Your PayPal refund can't be made right now. Please contact support.");
  let refunded = 0;
  for (const p of paid) {
    await paypal!.refund(p.providerRef);
    p.status = 'refunded';
    refunded += p.amountCents;
    await em.flush();
  }
  return refunded;
}
