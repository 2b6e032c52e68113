import { qualifiedTable } from '../../platform/db/orm';
import type Stripe from 'stripe';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import type { Logger } from '../../platform/logger';
import { SubscriptionEntity, type SubscriptionRecord } from './billing.entities';
import { billFinishedMonth } from './credit-repair-fees';
import type { BillingProviders } from './providers';
import { fromUnix } from './stripe-client';
import { invoiceSubscriptionId, saveInvoice, saveStripeSubscription } from './stripe-sync';

export type StripeEventOutcome = 'handled' | 'duplicate' | 'ignored';

const idOf = (v: unknown) => (typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? String((v as { id: unknown }).id) : null);

/** A subscription read fresh from Stripe and stored. */
async function refresh(em: EntityManager, stripe: Stripe, subscriptionId: string, sessionId?: string | null) {
  const sub = await stripe.subscriptions.retrieve(subscriptionId);
  return { sub, row: await saveStripeSubscription(em, sub, sessionId) };
}

/** The last month of a subscription that ran to the end of its period (not one cut short). */
function ranToPeriodEnd(sub: Stripe.Subscription, row: SubscriptionRecord) {
  const ended = fromUnix(sub.ended_at);
  return !!ended && !!row.currentPeriodStart && !!row.currentPeriodEnd && ended.getTime() >= row.currentPeriodEnd.getTime() - 60_000;
}

/**
 * Applies one verified Stripe event. Every event is recorded by id (a replay is a no-op); the subscription is
 * always read fresh from Stripe, so an event arriving late or out of order cannot bring back an older state;
 * payments are stored once per invoice.
 */
export async function handleStripeEvent(em: EntityManager, stripe: Stripe, event: Stripe.Event, log: Logger): Promise<StripeEventOutcome> {
  const conn = em.getConnection();
  const seen = await conn.execute<{ id: string }[]>(`select "id" from ${qualifiedTable(em, 'stripe_events')} where "id" = ?`, [event.id]);
  if (seen.length) return 'duplicate';
  let outcome: StripeEventOutcome = 'handled';
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object as Stripe.Checkout.Session;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) outcome = 'ignored';
      else await refresh(em, stripe, subscriptionId, session.id);
      break;
    }
    case 'checkout.session.expired': {
      const row = await em.findOne(SubscriptionEntity, { stripeCheckoutSessionId: String(object.id), status: 'pending' });
      if (row) {
        row.status = 'expired';
        await em.flush();
      }
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.deleted': {
      const { sub, row } = await refresh(em, stripe, String(object.id));
      if (row && sub.status === 'canceled' && ranToPeriodEnd(sub, row))
        await billFinishedMonth(em, stripe, row, row.currentPeriodStart!, row.currentPeriodEnd!);
      if (!row) outcome = 'ignored';
      break;
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed': {
      const invoice = event.data.object as Stripe.Invoice;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId) {
        outcome = 'ignored';
        break;
      }
      const { row } = await refresh(em, stripe, subscriptionId);
      if (!row) outcome = 'ignored';
      else await saveInvoice(em, invoice, event.type === 'invoice.payment_failed' ? 'failed' : 'paid', row);
      break;
    }
    case 'invoice.created': {
      const invoice = event.data.object as Stripe.Invoice;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId || invoice.status !== 'draft' || invoice.billing_reason !== 'subscription_cycle') {
        outcome = 'ignored';
        break;
      }
      const row = (await em.findOne(SubscriptionEntity, { stripeSubscriptionId: subscriptionId })) ?? (await refresh(em, stripe, subscriptionId)).row;
      // The renewal invoice's period is the month that just ended: its credit-repair work is billed now.
      const start = fromUnix(invoice.period_start);
      const end = fromUnix(invoice.period_end);
      if (row && start && end && end > start) await billFinishedMonth(em, stripe, row, start, end, invoice.id);
      break;
    }
    default:
      outcome = 'ignored';
  }
  await conn.execute(`insert into ${qualifiedTable(em, 'stripe_events')} ("id", "type") values (?, ?) on conflict do nothing`, [event.id, event.type]);
  log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
  return outcome;
}

/**
 * POST /api/hooks/stripe: verifies the event by its signature over the raw body (the signature is its
 * authentication), then applies it. 404 while Stripe's webhook is not configured, 400 for a bad signature.
 */
export async function receiveStripeEvent(
  em: EntityManager,
  { stripe, stripeWebhookSecret, log }: BillingProviders,
  signature: string | undefined,
  body: unknown,
) {
  if (!stripe || !stripeWebhookSecret) throw new AppError('not_found', 'Stripe webhooks are not configured');
  let event: Stripe.Event;
  try {
    if (!signature || !Buffer.isBuffer(body)) throw new Error('no signature');
    event = await stripe.webhooks.constructEventAsync(new Uint8Array(body), signature, stripeWebhookSecret);
  } catch {
    throw new AppError('invalid_input', 'Invalid signature');
  }
  return handleStripeEvent(em, stripe, event, log);
}
