import type { PlanId } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { contractFor } from './contracts.service';
import { type BillingProviders, providerFailure, requireStripe } from './providers';
import { planById } from './stripe-client';
import { saveStripeSubscription } from './stripe-sync';
import { liveSubscription, toSubscription } from './subscriptions.service';

/** Moves a card subscription to another plan (its contract accepted first); Stripe prorates the software fee. */
export async function changePlan(em: EntityManager, providers: BillingProviders, userId: number, planId: PlanId) {
  const sub = await liveSubscription(em, userId);
  if (!sub) throw new AppError('not_found', 'You have no plan to change');
  if (sub.planId === planId) throw new AppError('conflict', 'That is already your plan');
  if (sub.provider !== 'stripe' || !sub.stripeSubscriptionId)
    throw new AppError('conflict', 'PayPal months are paid one at a time: choose the new plan when you next pay with PayPal');
  if (sub.cancelAtPeriodEnd) throw new AppError('conflict', 'Your plan is set to end: it cannot be changed');
  const { stripe, prices } = requireStripe(providers);
  const plan = planById(planId);
  await contractFor(em, userId, plan.id);
  try {
    const current = await stripe.subscriptions.retrieve(sub.stripeSubscriptionId);
    const item = current.items.data[0];
    if (!item) throw new AppError('conflict', 'This subscription has no plan item to change');
    const updated = await stripe.subscriptions.update(sub.stripeSubscriptionId, {
      items: [{ id: item.id, price: await prices.priceId(plan) }],
      proration_behavior: 'create_prorations',
      metadata: { ...current.metadata, planId: plan.id },
    });
    await saveStripeSubscription(em, updated);
  } catch (err) {
    providerFailure(err, 'Stripe');
  }
  return toSubscription(sub);
}
