import { billingContract, PLANS } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import express, { type Express, type Request } from 'express';
import { INBOUND_HOOKS_PATH } from '../../platform/http/app';
import { mountContract } from '../../platform/http/contract';
import { requireSameUser, requireUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { cancelSubscription } from './cancel-subscription';
import { changePlan } from './change-plan';
import { acceptContract } from './contracts.service';
import { createCheckout } from './create-checkout';
import { confirmPaypalOrder, createPaypalOrder, paypalSetup } from './paypal-checkout';
import { billingProviders } from './providers';
import { purchaseStatus } from './purchase-status';
import { receiveStripeEvent } from './stripe-webhook';
import { choosePlanWithoutPayment, currentSubscription, toContract } from './subscriptions.service';

/** The site's own address as the browser reached it (behind a proxy, with TRUST_PROXY). */
const siteOrigin = (req: Request) => `${req.protocol}://${req.get('host')}`;

export function mountBillingRoutes(app: Express, { orm, config, logger }: AppContext) {
  const providers = billingProviders(config, logger);
  const em = () => orm.em as EntityManager;

  mountContract(app, billingContract, {
    plans: async () => ({ status: 200, body: { plans: PLANS.map((p) => ({ ...p, features: [...p.features] })) } }),

    current: async ({ req }) => ({ status: 200, body: await currentSubscription(em(), requireUser(req), new Date(), !!providers.stripe) }),

    acceptContract: async ({ body, req }) => {
      const contract = await acceptContract(em(), requireUser(req), body.planId, body.signature);
      providers.log.info({ contractId: contract.id, planId: body.planId ?? null }, 'contract accepted');
      return { status: 201, body: { contract: toContract(contract) } };
    },

    createCheckout: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      return { status: 200, body: { success: true as const, ...(await createCheckout(em(), providers, userId, body.planId, siteOrigin(req))) } };
    },

    create: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      return { status: 201, body: { success: true as const, subscription: await choosePlanWithoutPayment(em(), userId, body.planId) } };
    },

    cancel: async ({ req }) => ({ status: 200, body: await cancelSubscription(em(), providers, requireUser(req)) }),

    changePlan: async ({ body, req }) => ({ status: 200, body: { subscription: await changePlan(em(), providers, requireUser(req), body.planId) } }),

    purchase: async ({ params, req }) => ({ status: 200, body: await purchaseStatus(em(), providers, requireUser(req), params.ref) }),

    paypalSetup: async ({ req }) => {
      requireUser(req);
      return { status: 200, body: await paypalSetup(providers) };
    },

    paypalOrder: async ({ body, req }) => ({ status: 201, body: await createPaypalOrder(em(), providers, requireUser(req), body.planId, body.amount) }),

    paypalCapture: async ({ params, req }) => {
      const subscription = await confirmPaypalOrder(orm.em.fork() as EntityManager, providers, requireUser(req), params.id);
      return { status: 200, body: { status: 'COMPLETED', subscription } };
    },
  });

  // Stripe's events, verified by signature over the raw body (no session, no CSRF: see INBOUND_HOOKS_PATH).
  app.post(`/api${INBOUND_HOOKS_PATH}stripe`, express.raw({ type: '*/*', limit: '512kb' }), async (req, res) => {
    const outcome = await receiveStripeEvent(orm.em.fork() as EntityManager, providers, req.get('stripe-signature'), req.body);
    res.json({ received: true, outcome });
  });
}
