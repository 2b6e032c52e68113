import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { SubscriptionEntity } from './billing.entities';
import { endContract } from './contracts.service';
import { refundPaypalPayments } from './paypal.service';
import { type BillingProviders, PAYMENTS_UNAVAILABLE, providerFailure } from './providers';
import { saveStripeSubscription } from './stripe-sync';
import { inCancellationPeriod, latestContract, liveSubscription, toSubscription } from './subscriptions.service';

/**
 * Cancels the user's plan: within the contract's three business days at once (the contract too: unsent mailings
 * stopped, nothing charged, PayPal payments refunded), after them at the end of the paid period; a plan chosen
 * without a payment at once. Without a plan it cancels the contract alone.
 */
export async function cancelSubscription(em: EntityManager, { stripe, paypal, log }: BillingProviders, userId: number, now = new Date()) {
  const sub =
    (await liveSubscription(em, userId)) ??
    (await em.findOne(SubscriptionEntity, { userId, status: 'pending', provider: 'none' }, { orderBy: { id: 'desc' } }));
  const contract = await latestContract(em, userId);
  if (!sub && !contract) throw new AppError('not_found', 'You have no plan or contract to cancel');
  const inPeriod = inCancellationPeriod(contract, now);
  const immediate = inPeriod || !sub || sub.provider === 'none';
  let refunded = 0;
  try {
    if (!sub) {
      // only the contract without a plan: cancelled below
    } else if (sub.provider === 'stripe') {
      if (!stripe || !sub.stripeSubscriptionId) throw new AppError('unavailable', PAYMENTS_UNAVAILABLE);
      const updated = immediate
        ? await stripe.subscriptions.cancel(sub.stripeSubscriptionId)
        : await stripe.subscriptions.update(sub.stripeSubscriptionId, { cancel_at_period_end: true });
      await saveStripeSubscription(em, updated);
    } else if (sub.provider === 'paypal') {
      if (immediate) refunded = await refundPaypalPayments(em, paypal, sub);
      em.assign(sub, immediate ? { status: 'canceled', canceledAt: now } : { cancelAtPeriodEnd: true });
    } else {
      em.assign(sub, { status: 'canceled', canceledAt: now });
    }
    await em.flush();
  } catch (err) {
    providerFailure(err, sub?.provider === 'paypal' ? 'PayPal' : 'Stripe');
  }
  // The contract ends with a plan cancelled in its three business days, or alone (no plan): all work stops.
  const endsContract = !!contract && !contract.canceledAt && (!sub || (inPeriod && sub.provider !== 'none'));
  const stopped = endsContract ? await endContract(em, contract!, now, inPeriod) : { mailingsStopped: 0, waived: 0 };
  log.info({ subscriptionId: sub?.id, immediate, refunded, contractCanceled: endsContract, ...stopped }, 'subscription cancelled');
  return { subscription: sub ? toSubscription(sub) : null, immediate, refunded, contractCanceled: endsContract, mailingsStopped: stopped.mailingsStopped };
}
