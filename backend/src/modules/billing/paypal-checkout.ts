import type { PlanId } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { PaypalOrderEntity } from './billing.entities';
import { contractFor } from './contracts.service';
import { capturePaypalOrder, centsFrom, paypalAmountDue } from './paypal.service';
import { type BillingProviders, PAYPAL_UNSET, providerError, providerFailure, requirePaypal } from './providers';
import { planById } from './stripe-client';
import { liveSubscription, toSubscription } from './subscriptions.service';

/** What the wallet button needs: PayPal's client token, or without PayPal keys a demo token and the words saying so. */
export async function paypalSetup({ paypal, paypalClientId, log }: BillingProviders) {
  if (!paypal) return { clientToken: `demo_${crypto.randomUUID()}`, clientId: null, message: PAYPAL_UNSET };
  try {
    return { clientToken: await paypal.clientToken(), clientId: paypalClientId };
  } catch (err) {
    log.warn({ err: providerError(err) }, 'paypal setup failed');
    throw new AppError('upstream_failed', 'PayPal is unavailable right now. Please try again later.');
  }
}

/**
 * A PayPal order for the plan's month ahead plus the credit-repair work of ended months, at the amount the server
 * sets (a different `amount` from the browser is refused), after the plan's contract was accepted.
 */
export async function createPaypalOrder(em: EntityManager, providers: BillingProviders, userId: number, planId: PlanId, amount: number | string | undefined) {
  const paypal = requirePaypal(providers);
  const plan = planById(planId);
  const live = await liveSubscription(em, userId);
  if (live && live.provider !== 'paypal') throw new AppError('conflict', 'Your plan is paid by card: change it under Current Subscription');
  await contractFor(em, userId, plan.id);
  const due = await paypalAmountDue(em, userId, plan);
  if (amount !== undefined && centsFrom(amount) !== due.amountCents) {
    throw new AppError('invalid_input', `The amount is set by the server: ${(due.amountCents / 100).toFixed(2)} USD for the ${plan.name} plan`);
  }
  let id: string;
  try {
    id = await paypal.createOrder({
      amountCents: due.amountCents,
      description: `FinX ${plan.name} plan`,
      customId: `finx-user-${userId}`,
      requestId: `finx-order-${userId}-${crypto.randomUUID()}`,
    });
  } catch (err) {
    providers.log.warn({ err: providerError(err) }, 'paypal order failed');
    throw new AppError('upstream_failed', 'PayPal could not create the order. Please try again later.');
  }
  em.create(PaypalOrderEntity, { id, userId, planId: plan.id, amountCents: due.amountCents, arrears: due.arrears, status: 'created' });
  await em.flush();
  return { id, amount: due.amountCents };
}

/** Captures the user's approved order (once, however often asked): the plan is active when PayPal completed the payment. */
export async function confirmPaypalOrder(em: EntityManager, providers: BillingProviders, userId: number, orderId: string) {
  const paypal = requirePaypal(providers);
  try {
    return toSubscription(await capturePaypalOrder(em, paypal, userId, orderId));
  } catch (err) {
    if (!(err instanceof AppError)) providers.log.warn({ err: providerError(err) }, 'paypal capture failed');
    providerFailure(err, 'PayPal');
  }
}
