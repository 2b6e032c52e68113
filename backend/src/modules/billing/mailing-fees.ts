import { formatCentsFixed, MAILING_PRICE_CENTS, planForLetterItems } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/app-error';
import type { Logger } from '../../platform/logger';
import { defineJob, type Enqueuer, type JobQueue } from '../../platform/queue';
import type { MailingBilling, MailingPiece, PiecesQuote } from '../disputes';
import type { AppContext } from '../types';
import { findUserById } from '../users';
import { BillingContractEntity, MailingFeeEntity, type MailingFeeRecord, SubscriptionEntity } from './billing.entities';
import { requireAgreement, userPlan } from './service-access';
import { createStripe } from './stripe-client';
import { liveSubscription } from './subscriptions.service';

/** Bills a user's owed certified mail fees whose cancellation period is over (retried with backoff). */
export const billMailingFeesJob = defineJob({
  name: 'billing.bill-mailing-fees',
  payload: z.object({ userId: z.number().int().positive() }),
  /** One run per user and time: the end of a cancellation period is scheduled once, however often it is asked for. */
  jobId: ({ userId }, at: number) => `mailing-fees-${userId}-${at}`,
  options: { attempts: 5, backoff: { type: 'exponential', delay: 5000 } },
  async handle({ userId }, _job, { config, orm, log }: Pick<AppContext, 'config' | 'orm'> & { log: Logger }) {
    const billed = await billOwedFees(orm.em.fork() as EntityManager, stripeFor(config), userId);
    if (billed) log.info({ userId, billed }, 'certified mail fees billed');
  },
});

/** The first instant of `at`'s calendar month (UTC): a plan's letters and included packages count per month. */
const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/** This month's letters and included packages so far (never-sent mailings do not count; `except` are being re-priced). */
async function usage(em: EntityManager, userId: number, now: Date, except: number[] = []) {
  const rows = await em.find(MailingFeeEntity, {
    userId,
    confirmedAt: { $gte: monthStart(now) },
    status: { $ne: 'void' },
    ...(except.length ? { mailingId: { $nin: except } } : {}),
  });
  return {
    items: rows.reduce((n, r) => n + r.items, 0),
    included: rows.filter((r) => r.paidBy === 'plan' && (r.status === 'confirmed' || r.status === 'included')).length,
  };
}

/** How paid pieces are billed, in words: on the card's invoice after the carrier accepts them, or owed for later. */
function paymentWords(total: number, planName: string, stripe: boolean) {
  if (total === 0) return `Included in your ${planName} plan: nothing is charged for these packages.`;
  const each = `${formatCentsFixed(MAILING_PRICE_CENTS)} a package`;
  return stripe
    ? `${each}, billed to you through Stripe after the carrier accepts it — never before your cancellation period ends, and not at all if you cancel within it.`
    : `${each}, owed after the carrier accepts it and billed later: nothing is charged now (card payments are not set up here), and nothing at all if you cancel within your cancellation period.`;
}

/** The price of each piece sent now; 403 before the contract, 402 beyond the plan's letters a month. */
export async function quoteMailings(
  em: EntityManager,
  userId: number,
  pieces: MailingPiece[],
  stripe: boolean,
  now = new Date(),
  except: number[] = [],
): Promise<PiecesQuote> {
  await requireAgreement(em, userId);
  const plan = await userPlan(em, userId);
  const used = await usage(em, userId, now, except);
  const items = used.items + pieces.reduce((n, p) => n + p.items, 0);
  const limit = plan.includes.letterItemsPerMonth;
  if (limit !== null && items > limit) {
    const required = planForLetterItems(items);
    throw new AppError(
      'plan_required',
      `${plan.id === 'none' ? 'Without a plan' : `The ${plan.name} plan`}, FinX mails letters for up to ${limit} disputed items a month (${used.items} this month, ${items - used.items} in these letters): the ${required?.name ?? 'Pro'} plan covers ${required?.includes.letterItemsPerMonth ?? 'any number'}`,
      { requiredPlan: required?.id ?? 'pro' },
    );
  }
  let left = Math.max(0, plan.includes.mailingsIncludedPerMonth - used.included);
  const priced = pieces.map(() =>
    left > 0 ? (left--, { priceCents: 0, paidBy: 'plan' as const }) : { priceCents: MAILING_PRICE_CENTS, paidBy: 'per_package' as const },
  );
  const totalCents = priced.reduce((n, p) => n + p.priceCents, 0);
  return { pieces: priced, totalCents, planId: plan.id, planName: plan.name, includedLeft: left, payment: paymentWords(totalCents, plan.name, stripe) };
}

/** A Stripe customer for the user: their subscription's, a fee's, else a new one (the same idempotency key as checkout's). */
async function stripeCustomerFor(em: EntityManager, stripe: Stripe, userId: number): Promise<string> {
  const sub = await em.findOne(SubscriptionEntity, { userId, stripeCustomerId: { $ne: null } }, { orderBy: { id: 'desc' } });
  if (sub?.stripeCustomerId) return sub.stripeCustomerId;
  const fee = await em.findOne(MailingFeeEntity, { userId, stripeCustomerId: { $ne: null } }, { orderBy: { confirmedAt: 'desc' } });
  if (fee?.stripeCustomerId) return fee.stripeCustomerId;
  const user = await findUserById(em, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  const customer = await stripe.customers.create(
    { email: user.email, name: `${user.firstName} ${user.lastName}`, metadata: { userId: String(userId) } },
    { idempotencyKey: `finx-customer-${userId}` },
  );
  return customer.id;
}

/**
 * Bills one owed fee on Stripe, once (idempotency keys by mailing id): an invoice item, which rides on the next
 * invoice of the user's card subscription, or, without one, an invoice of its own that Stripe sends to be paid.
 */
async function billFee(em: EntityManager, stripe: Stripe, fee: MailingFeeRecord) {
  const customer = fee.stripeCustomerId ?? (await stripeCustomerFor(em, stripe, fee.userId));
  const live = await liveSubscription(em, fee.userId);
  const onSubscription = live?.provider === 'stripe' && live.stripeCustomerId === customer && !live.cancelAtPeriodEnd;
  const metadata = { mailingId: String(fee.mailingId), userId: String(fee.userId), fee: 'certified_mail' };
  const item = await stripe.invoiceItems.create(
    { customer, amount: fee.amountCents, currency: 'usd', description: fee.description, metadata },
    { idempotencyKey: `finx-mailing-fee-${fee.mailingId}` },
  );
  const invoice = onSubscription
    ? null
    : await stripe.invoices.create(
        {
          customer,
          collection_method: 'send_invoice',
          days_until_due: 14,
          pending_invoice_items_behavior: 'include',
          auto_advance: true,
          description: 'FinX certified mail',
          metadata,
        },
        { idempotencyKey: `finx-mailing-invoice-${fee.mailingId}` },
      );
  em.assign(fee, { status: 'billed', stripeCustomerId: customer, providerRef: item.id, invoiceRef: invoice?.id ?? null, billedAt: new Date() });
  await em.flush();
}

/**
 * Bills the user's owed fees whose cancellation period is over (all users' with `userId` undefined), when Stripe is
 * configured; without it they stay owed: an honest "billed later" record, never a charge that did not happen.
 */
export async function billOwedFees(em: EntityManager, stripe: Stripe | null, userId?: number, now = new Date()): Promise<number> {
  if (!stripe) return 0;
  const owed = await em.find(MailingFeeEntity, { status: 'owed', ...(userId ? { userId } : {}) }, { orderBy: { mailingId: 'asc' } });
  let billed = 0;
  for (const fee of owed) {
    const contract = fee.contractId ? await em.findOne(BillingContractEntity, { id: fee.contractId }) : null;
    if (contract && contract.cancelDeadline > now) continue;
    await billFee(em, stripe, fee);
    billed++;
  }
  return billed;
}

/** Schedules the billing of the user's owed fees when their cancellation period ends (at once when it has). */
function scheduleBilling(queue: Enqueuer, userId: number, deadline: Date | null) {
  const at = Math.max(Date.now(), (deadline?.getTime() ?? 0) + 1000);
  return billMailingFeesJob.enqueue(queue, { userId }, { key: at, delay: at - Date.now() });
}

/**
 * The contract was cancelled: mailings not yet sent owe nothing; within its three business days, the ones the carrier
 * took owe nothing either (15 U.S.C. 1679e: cancelling is free). Returns the cents waived.
 */
export async function releaseFees(em: EntityManager, userId: number, withinPeriod: boolean): Promise<number> {
  const rows = await em.find(MailingFeeEntity, { userId, status: { $in: withinPeriod ? ['confirmed', 'owed', 'included'] : ['confirmed'] } });
  let waived = 0;
  for (const fee of rows) {
    if (fee.status === 'owed') waived += fee.amountCents;
    fee.status = fee.status === 'confirmed' ? 'void' : 'waived';
  }
  await em.flush();
  return waived;
}

const stripeClients = new WeakMap<Config, Stripe | null>();
/** One Stripe client per process configuration. */
export function stripeFor(config: Config): Stripe | null {
  if (!stripeClients.has(config)) stripeClients.set(config, createStripe(config.billing.stripe));
  return stripeClients.get(config)!;
}

/** Billing's side of the disputes engine's mailings (wired in src/modules/index.ts). */
export function mailingBilling({ config, queue, logger }: { config: Config; queue: Enqueuer; logger: Logger }): MailingBilling {
  const log = logger.child({ component: 'billing' });
  const stripe = () => stripeFor(config);
  return {
    requireAgreement: async (em, userId) => void (await requireAgreement(em, userId)),
    quote: (em, userId, pieces) => quoteMailings(em, userId, pieces, !!stripe()),
    async confirm(tx, userId, pieces, confirmedPriceCents) {
      if (pieces.length === 0) return;
      const now = new Date();
      const ids = pieces.map((p) => p.mailingId);
      const quote = await quoteMailings(tx, userId, pieces, !!stripe(), now, ids);
      if (confirmedPriceCents !== quote.totalCents) {
        throw new AppError(
          'price_changed',
          confirmedPriceCents === undefined
            ? `Confirm the price before sending: ${formatCentsFixed(quote.totalCents)}`
            : `The price of this mailing is now ${formatCentsFixed(quote.totalCents)}, not ${formatCentsFixed(confirmedPriceCents)}: look at it again and confirm`,
          { totalCents: quote.totalCents },
        );
      }
      const contract = await requireAgreement(tx, userId);
      for (const [i, piece] of pieces.entries()) {
        const price = quote.pieces[i]!;
        const fields = {
          userId,
          contractId: contract.id,
          planId: quote.planId,
          items: piece.items,
          amountCents: price.priceCents,
          paidBy: price.paidBy,
          status: 'confirmed' as const,
          description: piece.description,
          trackingNumber: null,
          providerRef: null,
          invoiceRef: null,
          confirmedAt: now,
          acceptedAt: null,
          billedAt: null,
        };
        const existing = await tx.findOne(MailingFeeEntity, { mailingId: piece.mailingId });
        if (existing) tx.assign(existing, fields);
        else tx.create(MailingFeeEntity, { mailingId: piece.mailingId, stripeCustomerId: null, ...fields });
      }
      await tx.flush();
    },
    async accepted(em, mailingId, trackingNumber, at) {
      const fee = await em.findOne(MailingFeeEntity, { mailingId });
      if (fee?.status !== 'confirmed') return; // priced before issue 26, or recorded already
      const contract = fee.contractId ? await em.findOne(BillingContractEntity, { id: fee.contractId }) : null;
      const cancelledInPeriod = !!contract?.canceledAt && contract.canceledAt < contract.cancelDeadline;
      const status = cancelledInPeriod ? 'waived' : fee.paidBy === 'plan' ? 'included' : 'owed';
      em.assign(fee, { status, trackingNumber, acceptedAt: at });
      await em.flush();
      if (status === 'owed' && stripe()) await scheduleBilling(queue, fee.userId, contract?.cancelDeadline ?? null);
      log.info({ mailingId, status, amountCents: fee.amountCents }, 'certified mail fee recorded');
    },
    async notSent(em, mailingId) {
      const fee = await em.findOne(MailingFeeEntity, { mailingId });
      if (fee?.status !== 'confirmed') return;
      fee.status = 'void';
      await em.flush();
    },
  };
}

/** The billing job and, after a start, the fees a lost in-process job left owed. */
export function defineBillingJobs(queue: JobQueue, ctx: Pick<AppContext, 'config' | 'orm' | 'logger'>) {
  queue.register(billMailingFeesJob, { config: ctx.config, orm: ctx.orm, log: ctx.logger.child({ component: 'billing' }) });
  return {
    async resume() {
      const em = ctx.orm.em.fork() as EntityManager;
      const stripe = stripeFor(ctx.config);
      if (!stripe) return;
      const owed = await em.find(MailingFeeEntity, { status: 'owed' });
      for (const userId of new Set(owed.map((f) => f.userId))) {
        const contract = await em.findOne(BillingContractEntity, { userId }, { orderBy: { id: 'desc' } });
        await scheduleBilling(queue, userId, contract?.cancelDeadline ?? null);
      }
    },
  };
}
