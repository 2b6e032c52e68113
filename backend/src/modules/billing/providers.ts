import type Stripe from 'stripe';
import { AppError } from '../../platform/app-error';
import type { Config } from '../../platform/config';
import type { Logger } from '../../platform/logger';
import { createPaypal, type Paypal } from './paypal-client';
import { createStripe, stripePrices } from './stripe-client';

export const PAYMENTS_UNAVAILABLE = 'Payment processing is currently unavailable. Please try again later.';
/** PayPal not set up, in the user's words (issue 26); the settings to set are logged at start and in GET /api/health. */
export const PAYPAL_UNSET = "Paying with PayPal isn't available yet. Please pay by card.";

/** The payment providers this server is configured with (null when it is not), made once when the routes mount. */
export interface BillingProviders {
  stripe: Stripe | null;
  prices: ReturnType<typeof stripePrices> | null;
  /** Signing secret of POST /api/hooks/stripe; without it Stripe's events are refused. */
  stripeWebhookSecret: string | null;
  paypal: Paypal | null;
  paypalClientId: string | null;
  log: Logger;
}

export function billingProviders(config: Config, logger: Logger): BillingProviders {
  const stripe = createStripe(config.billing.stripe);
  return {
    stripe,
    prices: stripe ? stripePrices(stripe) : null,
    stripeWebhookSecret: config.billing.stripe.webhookSecret ?? null,
    paypal: createPaypal(config.billing.paypal),
    paypalClientId: config.billing.paypal.clientId ?? null,
    log: logger.child({ component: 'billing' }),
  };
}

/** Stripe with its prices, or 503: not configured is an answer, not a server fault. */
export function requireStripe({ stripe, prices }: BillingProviders) {
  if (!stripe || !prices) throw new AppError('unavailable', PAYMENTS_UNAVAILABLE);
  return { stripe, prices };
}

export function requirePaypal({ paypal }: BillingProviders): Paypal {
  if (!paypal) throw new AppError('unavailable', PAYPAL_UNSET);
  return paypal;
}

/** A provider's failure as the user sees it: never its secrets or raw answer (FinX's own refusals pass as they are). */
export function providerFailure(err: unknown, provider: 'Stripe' | 'PayPal'): never {
  if (err instanceof AppError) throw err;
  throw new AppError('upstream_failed', `${provider} could not complete the request. Please try again later.`);
}

/** The provider's error for the log: its message only (a Stripe error object carries the request). */
export const providerError = (err: unknown) => (err instanceof Error ? err.message : String(err));
