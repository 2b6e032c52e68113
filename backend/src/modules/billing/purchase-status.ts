import type { Purchase } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { PaypalOrderEntity, SubscriptionEntity } from './billing.entities';
import { type BillingProviders, providerError } from './providers';
import { toSubscription } from './subscriptions.service';

const NOT_FOUND = 'Purchase not found';

/**
 * What a checkout session (`cs_…`) or PayPal order of the user bought, and whether the provider has confirmed it
 * (the thank-you page). Another user's answers 404, as one that does not exist.
 */
export async function purchaseStatus(em: EntityManager, { stripe, log }: BillingProviders, userId: number, ref: string): Promise<Purchase> {
  if (ref.startsWith('cs_')) {
    const row = await em.findOne(SubscriptionEntity, { stripeCheckoutSessionId: ref });
    if (!row || row.userId !== userId) throw new AppError('not_found', NOT_FOUND);
    let providerStatus = row.confirmedAt ? 'complete' : 'open';
    if (!row.confirmedAt && stripe) {
      try {
        providerStatus = (await stripe.checkout.sessions.retrieve(ref)).status ?? 'open';
      } catch (err) {
        log.warn({ err: providerError(err) }, 'stripe session read failed');
      }
    }
    return {
      provider: 'stripe',
      planId: row.planId,
      providerStatus,
      status: row.confirmedAt ? 'confirmed' : row.status === 'expired' ? 'failed' : 'pending',
      amountToday: 0,
      firstChargeAt: row.status === 'trialing' ? (row.currentPeriodEnd?.toISOString() ?? null) : null,
      subscription: row.confirmedAt ? toSubscription(row) : null,
    };
  }
  const order = await em.findOne(PaypalOrderEntity, { id: ref });
  if (!order || order.userId !== userId) throw new AppError('not_found', NOT_FOUND);
  const sub = order.subscriptionId ? await em.findOne(SubscriptionEntity, { id: order.subscriptionId }) : null;
  return {
    provider: 'paypal',
    planId: order.planId,
    providerStatus: order.status === 'completed' ? 'COMPLETED' : 'APPROVED',
    status: order.status === 'completed' ? 'confirmed' : order.status === 'failed' ? 'failed' : 'pending',
    amountToday: order.amountCents,
    firstChargeAt: null,
    subscription: sub ? toSubscription(sub) : null,
  };
}
