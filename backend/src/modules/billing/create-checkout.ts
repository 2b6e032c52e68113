import type { PlanId } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { AppError } from '../../platform/app-error';
import { findUserById } from '../users';
import { SubscriptionEntity } from './billing.entities';
import { contractFor } from './contracts.service';
import { type BillingProviders, PAYMENTS_UNAVAILABLE, providerError, requireStripe } from './providers';
import { planById, toUnix } from './stripe-client';
import { liveSubscription } from './subscriptions.service';

/** Stripe Checkout needs a trial to end at least 48 hours ahead. */
const MIN_TRIAL_MS = 48 * 60 * 60_000 + 5 * 60_000;

/**
 * A Stripe Checkout Session (subscription mode) for the plan, after its contract was accepted; the pending
 * subscription row remembers it until Stripe's webhook confirms the payment. `origin` is the site's own address
 * as the browser reached it (where Stripe sends the user back).
 */
export async function createCheckout(em: EntityManager, providers: BillingProviders, userId: number, planId: PlanId, origin: string) {
  const { stripe, prices } = requireStripe(providers);
  const plan = planById(planId);
  if (await liveSubscription(em, userId)) throw new AppError('conflict', 'You already have a plan: change it or cancel it under Current Subscription');
  const contract = await contractFor(em, userId, plan.id);
  const user = await findUserById(em, userId);
  if (!user) throw new AppError('unauthenticated', 'Please sign in to continue');
  let session: Stripe.Checkout.Session;
  try {
    const previous = await em.findOne(SubscriptionEntity, { userId, stripeCustomerId: { $ne: null } }, { orderBy: { id: 'desc' } });
    const customer =
      previous?.stripeCustomerId ??
      (
        await stripe.customers.create(
          { email: user.email, name: `${user.firstName} ${user.lastName}`, metadata: { userId: String(userId) } },
          { idempotencyKey: `finx-customer-${userId}` },
        )
      ).id;
    const now = Date.now();
    // Nothing is charged to the card before the cancellation period ends (trial_end); a period already over needs no trial.
    const trialEnd = contract.cancelDeadline.getTime() > now ? Math.max(contract.cancelDeadline.getTime(), now + MIN_TRIAL_MS) : null;
    const metadata = { userId: String(userId), planId: plan.id, contractId: String(contract.id) };
    session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: String(userId),
      line_items: [{ price: await prices.priceId(plan), quantity: 1 }],
      subscription_data: { metadata, ...(trialEnd ? { trial_end: toUnix(new Date(trialEnd)) } : {}) },
      metadata,
      success_url: `${origin}/thank-you?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/subscription`,
    });
    if (!session.url) throw new Error('Stripe returned no checkout address');
    em.create(SubscriptionEntity, {
      userId,
      contractId: contract.id,
      planId: plan.id,
      provider: 'stripe',
      status: 'pending',
      stripeCustomerId: customer,
      stripeCheckoutSessionId: session.id,
      cancelAtPeriodEnd: false,
    });
    await em.flush();
  } catch (err) {
    providers.log.warn({ err: providerError(err) }, 'stripe checkout failed');
    throw new AppError('upstream_failed', PAYMENTS_UNAVAILABLE);
  }
  return { checkoutUrl: session.url, sessionId: session.id };
}
