import Stripe from 'stripe';
import { type Plan, PLANS } from '@finx/contracts';
import type { Config } from '../../platform/config';

export type StripeClient = Stripe;

/** The Stripe SDK for the configured key and API base (a local fake in tests), or null when STRIPE_SECRET_KEY is unset. */
export function createStripe(config: Config['billing']['stripe']): Stripe | null {
  if (!config.secretKey) return null;
  const base = new URL(config.apiBase);
  return new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

/** The lookup key of a plan's monthly software price: a new amount gets a new key, so an old price is never reused. */
export const softwarePriceKey = (plan: Plan) => `finx_${plan.id}_software_${plan.softwareFee}_usd_month`;

/**
 * The Stripe Price ids of the plans' software fees (billed monthly in advance), found by lookup key or created
 * from the plan once. The amounts come from @finx/contracts/plans only.
 */
export function stripePrices(stripe: Stripe) {
  const cache = new Map<string, Promise<string>>();
  const find = async (plan: Plan) => {
    const key = softwarePriceKey(plan);
    const found = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    const existing = found.data[0];
    if (existing && existing.unit_amount === plan.softwareFee && existing.currency === 'usd') return existing.id;
    const created = await stripe.prices.create(
      {
        lookup_key: key,
        transfer_lookup_key: true,
        currency: 'usd',
        unit_amount: plan.softwareFee,
        recurring: { interval: 'month' },
        product_data: { name: `FinX ${plan.name} — software` },
        metadata: { planId: plan.id, fee: 'software' },
      },
      { idempotencyKey: `finx-price-${key}` },
    );
    return created.id;
  };
  return {
    priceId(plan: Plan): Promise<string> {
      let id = cache.get(plan.id);
      if (!id) {
        id = find(plan);
        // A failure is not remembered: the next call asks Stripe again.
        id.catch(() => cache.delete(plan.id));
        cache.set(plan.id, id);
      }
      return id;
    },
  };
}

export const planById = (id: string): Plan => {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
};

/** Unix seconds → Date. */
export const fromUnix = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);
export const toUnix = (d: Date) => Math.floor(d.getTime() / 1000);
