import { qualifiedTable } from '../../platform/db/orm';
import type Stripe from 'stripe';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubscriptionRecord } from './billing.entities';
import { planById, toUnix } from './stripe-client';
import { paidServiceMonth } from './subscriptions.service';

/** 'Mar 3 – Apr 3, 2026' */
export const periodLabel = (start: Date, end: Date) =>
  `${start.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })} – ${end.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`;

export const creditRepairDescription = (planName: string, start: Date, end: Date) =>
  `FinX ${planName} — credit-repair work ${periodLabel(start, end)} (billed after the work)`;

/** Whether this month's credit-repair fee is already billed (one charge per subscription month). */
async function alreadyBilled(em: EntityManager, subscriptionId: number, periodStart: Date) {
  const rows = await em
    .getConnection()
    .execute<{ n: string }[]>(
      `select count(*) as n from ${qualifiedTable(em, 'credit_repair_charges')} where "subscription_id" = ? and abs(extract(epoch from "period_start") - ?) < 1`,
      [subscriptionId, periodStart.getTime() / 1000],
    );
  return Number(rows[0]?.n ?? 0) > 0;
}

export async function recordCreditRepairCharge(
  em: EntityManager,
  sub: SubscriptionRecord,
  start: Date,
  end: Date,
  amountCents: number,
  providerRef: string | null,
) {
  await em
    .getConnection()
    .execute(
      `insert into ${qualifiedTable(em, 'credit_repair_charges')} ("subscription_id", "period_start", "period_end", "amount_cents", "provider_ref") values (?, ?, ?, ?, ?) on conflict do nothing`,
      [sub.id, start, end, amountCents, providerRef],
    );
}

/**
 * Bills a finished month's credit-repair fee (15 U.S.C. 1679b(b): never before the work is done) on Stripe, when
 * that month was a paid service month and is not billed yet: as an item of the renewal invoice Stripe is drafting
 * (`invoice`), or, after the last month, as an invoice of its own. Stripe's idempotency key makes a retried event
 * bill it once.
 */
export async function billFinishedMonth(em: EntityManager, stripe: Stripe, sub: SubscriptionRecord, start: Date, end: Date, invoice?: string) {
  if (!sub.stripeCustomerId || !(await paidServiceMonth(em, sub.id, start)) || (await alreadyBilled(em, sub.id, start))) return false;
  const plan = planById(sub.planId);
  const key = `finx-repair-${sub.id}-${toUnix(start)}`;
  const item = await stripe.invoiceItems.create(
    {
      customer: sub.stripeCustomerId,
      amount: plan.creditRepairFee,
      currency: 'usd',
      description: creditRepairDescription(plan.name, start, end),
      period: { start: toUnix(start), end: toUnix(end) },
      metadata: { subscriptionId: String(sub.id), fee: 'credit_repair' },
      ...(invoice ? { invoice } : {}),
    },
    { idempotencyKey: key },
  );
  if (!invoice) {
    await stripe.invoices.create(
      {
        customer: sub.stripeCustomerId,
        auto_advance: true,
        collection_method: 'charge_automatically',
        pending_invoice_items_behavior: 'include',
        description: 'Your last month’s credit-repair work',
      },
      { idempotencyKey: `${key}-invoice` },
    );
  }
  await recordCreditRepairCharge(em, sub, start, end, plan.creditRepairFee, item.id);
  return true;
}
