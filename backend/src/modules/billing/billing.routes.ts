import { billingContract, PLANS } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import express, { type Express, type Request } from 'express';
import type Stripe from 'stripe';
import { INBOUND_HOOKS_PATH } from '../../platform/http/app';
import { mountContract } from '../../platform/http/contract';
import { HttpError } from '../../platform/http/errors';
import { requireSameUser, requireUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { findUserById } from '../users';
import { PaypalOrderEntity, SubscriptionEntity } from './billing.entities';
import { acceptContract, contractFor, endContract } from './contracts.service';
import { createPaypal, PaypalError } from './paypal-client';
import { capturePaypalOrder, centsFrom, paypalAmountDue, refundPaypalPayments } from './paypal.service';
import { createStripe, planById, stripePrices, toUnix } from './stripe-client';
import { saveStripeSubscription } from './stripe-sync';
import { handleStripeEvent } from './stripe-webhook';
import { currentSubscription, inCancellationPeriod, latestContract, liveSubscription, toContract, toSubscription } from './subscriptions.service';

/** Stripe Checkout needs a trial to end at least 48 hours ahead. */
const MIN_TRIAL_MS = 48 * 60 * 60_000 + 5 * 60_000;
const UNAVAILABLE = 'Payment processing is currently unavailable. Please try again later.';
/** PayPal not set up, in the user's words (issue 26); the settings to set are logged at start and in GET /api/health. */
const PAYPAL_UNSET = "Paying with PayPal isn't available yet. Please pay by card.";

/** The site's own address as the browser reached it (behind a proxy, with TRUST_PROXY). */
const siteOrigin = (req: Request) => `${req.protocol}://${req.get('host')}`;

/** A provider's failure as the user sees it: never its secrets or raw answer. */
function providerFailure(err: unknown, provider: 'Stripe' | 'PayPal'): never {
  if (err instanceof HttpError) throw err;
  throw new HttpError(502, `${provider} could not complete the request. Please try again later.`);
}

export function mountBillingRoutes(app: Express, { orm, config, logger }: AppContext) {
  const log = logger.child({ component: 'billing' });
  const stripe = createStripe(config.billing.stripe);
  const prices = stripe ? stripePrices(stripe) : null;
  const paypal = createPaypal(config.billing.paypal);
  const em = () => orm.em as EntityManager;

  mountContract(app, billingContract, {
    plans: async () => ({ status: 200, body: { plans: PLANS.map((p) => ({ ...p, features: [...p.features] })) } }),

    current: async ({ req }) => ({ status: 200, body: await currentSubscription(em(), requireUser(req), new Date(), !!stripe) }),

    acceptContract: async ({ body, req }) => {
      const contract = await acceptContract(em(), requireUser(req), body.planId, body.signature);
      log.info({ contractId: contract.id, planId: body.planId ?? null }, 'contract accepted');
      return { status: 201, body: { contract: toContract(contract) } };
    },

    createCheckout: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      // Not configured is an answer, not a server fault: no error is logged.
      if (!stripe || !prices) return { status: 503, body: { error: UNAVAILABLE } };
      const plan = planById(body.planId);
      if (await liveSubscription(em(), userId)) throw new HttpError(409, 'You already have a plan: change it or cancel it under Current Subscription');
      const contract = await contractFor(em(), userId, plan.id);
      const user = await findUserById(em(), userId);
      if (!user) throw new HttpError(401, 'Please sign in to continue');
      const origin = siteOrigin(req);
      let session: Stripe.Checkout.Session;
      try {
        const previous = await em().findOne(SubscriptionEntity, { userId, stripeCustomerId: { $ne: null } }, { orderBy: { id: 'desc' } });
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
        em().create(SubscriptionEntity, {
          userId,
          contractId: contract.id,
          planId: plan.id,
          provider: 'stripe',
          status: 'pending',
          stripeCustomerId: customer,
          stripeCheckoutSessionId: session.id,
          cancelAtPeriodEnd: false,
        });
        await em().flush();
      } catch (err) {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'stripe checkout failed');
        throw new HttpError(502, UNAVAILABLE);
      }
      return { status: 200, body: { success: true as const, checkoutUrl: session.url, sessionId: session.id } };
    },

    create: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      if (await liveSubscription(em(), userId)) throw new HttpError(409, 'You already have a plan: change it or cancel it under Current Subscription');
      // No payment provider took part: the choice is recorded as pending, never as an active paid plan.
      const sub = em().create(SubscriptionEntity, { userId, planId: body.planId, provider: 'none', status: 'pending', cancelAtPeriodEnd: false });
      await em().flush();
      return { status: 201, body: { success: true as const, subscription: toSubscription(sub) } };
    },

    cancel: async ({ req }) => {
      const userId = requireUser(req);
      const sub =
        (await liveSubscription(em(), userId)) ??
        (await em().findOne(SubscriptionEntity, { userId, status: 'pending', provider: 'none' }, { orderBy: { id: 'desc' } }));
      const contract = await latestContract(em(), userId);
      if (!sub && !contract) throw new HttpError(404, 'You have no plan or contract to cancel');
      const now = new Date();
      const inPeriod = inCancellationPeriod(contract, now);
      const immediate = inPeriod || !sub || sub.provider === 'none';
      let refunded = 0;
      try {
        if (!sub) {
          // only the contract without a plan: cancelled below
        } else if (sub.provider === 'stripe') {
          if (!stripe || !sub.stripeSubscriptionId) throw new HttpError(503, UNAVAILABLE);
          const updated = immediate
            ? await stripe.subscriptions.cancel(sub.stripeSubscriptionId)
            : await stripe.subscriptions.update(sub.stripeSubscriptionId, { cancel_at_period_end: true });
          await saveStripeSubscription(em(), updated);
        } else if (sub.provider === 'paypal') {
          if (immediate) refunded = await refundPaypalPayments(em(), paypal, sub);
          em().assign(sub, immediate ? { status: 'canceled', canceledAt: now } : { cancelAtPeriodEnd: true });
        } else {
          em().assign(sub, { status: 'canceled', canceledAt: now });
        }
        await em().flush();
      } catch (err) {
        providerFailure(err, sub?.provider === 'paypal' ? 'PayPal' : 'Stripe');
      }
      // The contract ends with a plan cancelled in its three business days, or alone (no plan): all work stops.
      const endsContract = !!contract && !contract.canceledAt && (!sub || (inPeriod && sub.provider !== 'none'));
      const stopped = endsContract ? await endContract(em(), contract!, now, inPeriod) : { mailingsStopped: 0, waived: 0 };
      log.info({ subscriptionId: sub?.id, immediate, refunded, contractCanceled: endsContract, ...stopped }, 'subscription cancelled');
      return {
        status: 200,
        body: { subscription: sub ? toSubscription(sub) : null, immediate, refunded, contractCanceled: endsContract, mailingsStopped: stopped.mailingsStopped },
      };
    },

    changePlan: async ({ body, req }) => {
      const userId = requireUser(req);
      const sub = await liveSubscription(em(), userId);
      if (!sub) throw new HttpError(404, 'You have no plan to change');
      if (sub.planId === body.planId) throw new HttpError(409, 'That is already your plan');
      if (sub.provider !== 'stripe' || !sub.stripeSubscriptionId)
        throw new HttpError(409, 'PayPal months are paid one at a time: choose the new plan when you next pay with PayPal');
      if (sub.cancelAtPeriodEnd) throw new HttpError(409, 'Your plan is set to end: it cannot be changed');
      if (!stripe || !prices) throw new HttpError(503, UNAVAILABLE);
      const plan = planById(body.planId);
      await contractFor(em(), userId, plan.id);
      try {
        const current = await stripe.subscriptions.retrieve(sub.stripeSubscriptionId);
        const item = current.items.data[0];
        if (!item) throw new HttpError(409, 'This subscription has no plan item to change');
        const updated = await stripe.subscriptions.update(sub.stripeSubscriptionId, {
          items: [{ id: item.id, price: await prices.priceId(plan) }],
          proration_behavior: 'create_prorations',
          metadata: { ...current.metadata, planId: plan.id },
        });
        await saveStripeSubscription(em(), updated);
      } catch (err) {
        providerFailure(err, 'Stripe');
      }
      return { status: 200, body: { subscription: toSubscription(sub) } };
    },

    purchase: async ({ params, req }) => {
      const userId = requireUser(req);
      if (params.ref.startsWith('cs_')) {
        const row = await em().findOne(SubscriptionEntity, { stripeCheckoutSessionId: params.ref });
        if (!row || row.userId !== userId) throw new HttpError(404, 'Purchase not found');
        let providerStatus = row.confirmedAt ? 'complete' : 'open';
        if (!row.confirmedAt && stripe) {
          try {
            providerStatus = (await stripe.checkout.sessions.retrieve(params.ref)).status ?? 'open';
          } catch (err) {
            log.warn({ err: err instanceof Error ? err.message : String(err) }, 'stripe session read failed');
          }
        }
        return {
          status: 200,
          body: {
            provider: 'stripe' as const,
            planId: row.planId,
            providerStatus,
            status: row.confirmedAt ? ('confirmed' as const) : row.status === 'expired' ? ('failed' as const) : ('pending' as const),
            amountToday: 0,
            firstChargeAt: row.status === 'trialing' ? (row.currentPeriodEnd?.toISOString() ?? null) : null,
            subscription: row.confirmedAt ? toSubscription(row) : null,
          },
        };
      }
      const order = await em().findOne(PaypalOrderEntity, { id: params.ref });
      if (!order || order.userId !== userId) throw new HttpError(404, 'Purchase not found');
      const sub = order.subscriptionId ? await em().findOne(SubscriptionEntity, { id: order.subscriptionId }) : null;
      return {
        status: 200,
        body: {
          provider: 'paypal' as const,
          planId: order.planId,
          providerStatus: order.status === 'completed' ? 'COMPLETED' : 'APPROVED',
          status: order.status === 'completed' ? ('confirmed' as const) : order.status === 'failed' ? ('failed' as const) : ('pending' as const),
          amountToday: order.amountCents,
          firstChargeAt: null,
          subscription: sub ? toSubscription(sub) : null,
        },
      };
    },

    paypalSetup: async ({ req }) => {
      requireUser(req);
      if (!paypal) {
        return {
          status: 200,
          body: { clientToken: `demo_${crypto.randomUUID()}`, clientId: null, message: PAYPAL_UNSET },
        };
      }
      try {
        return { status: 200, body: { clientToken: await paypal.clientToken(), clientId: config.billing.paypal.clientId ?? null } };
      } catch (err) {
        log.warn({ err: err instanceof PaypalError ? err.message : String(err) }, 'paypal setup failed');
        throw new HttpError(502, 'PayPal is unavailable right now. Please try again later.');
      }
    },

    paypalOrder: async ({ body, req }) => {
      const userId = requireUser(req);
      if (!paypal) return { status: 503, body: { error: PAYPAL_UNSET } };
      const plan = planById(body.planId);
      const live = await liveSubscription(em(), userId);
      if (live && live.provider !== 'paypal') throw new HttpError(409, 'Your plan is paid by card: change it under Current Subscription');
      await contractFor(em(), userId, plan.id);
      const due = await paypalAmountDue(em(), userId, plan);
      if (body.amount !== undefined && centsFrom(body.amount) !== due.amountCents) {
        throw new HttpError(400, `The amount is set by the server: ${(due.amountCents / 100).toFixed(2)} USD for the ${plan.name} plan`);
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
        log.warn({ err: err instanceof PaypalError ? err.message : String(err) }, 'paypal order failed');
        throw new HttpError(502, 'PayPal could not create the order. Please try again later.');
      }
      em().create(PaypalOrderEntity, { id, userId, planId: plan.id, amountCents: due.amountCents, arrears: due.arrears, status: 'created' });
      await em().flush();
      return { status: 201, body: { id, amount: due.amountCents } };
    },

    paypalCapture: async ({ params, req }) => {
      const userId = requireUser(req);
      if (!paypal) return { status: 503, body: { error: PAYPAL_UNSET } };
      try {
        const sub = await capturePaypalOrder(orm.em.fork() as EntityManager, paypal, userId, params.id);
        return { status: 200, body: { status: 'COMPLETED', subscription: toSubscription(sub) } };
      } catch (err) {
        if (!(err instanceof HttpError)) log.warn({ err: err instanceof Error ? err.message : String(err) }, 'paypal capture failed');
        providerFailure(err, 'PayPal');
      }
    },
  });

  // Stripe's events, verified by signature over the raw body (no session, no CSRF: see INBOUND_HOOKS_PATH).
  app.post(`/api${INBOUND_HOOKS_PATH}stripe`, express.raw({ type: '*/*', limit: '512kb' }), async (req, res) => {
    const secret = config.billing.stripe.webhookSecret;
    if (!stripe || !secret) throw new HttpError(404, 'Stripe webhooks are not configured');
    const signature = req.get('stripe-signature');
    let event: Stripe.Event;
    try {
      if (!signature || !Buffer.isBuffer(req.body)) throw new Error('no signature');
      event = await stripe.webhooks.constructEventAsync(new Uint8Array(req.body), signature, secret);
    } catch {
      throw new HttpError(400, 'Invalid signature');
    }
    const outcome = await handleStripeEvent(orm.em.fork() as EntityManager, stripe, event, log);
    res.json({ received: true, outcome });
  });
}
