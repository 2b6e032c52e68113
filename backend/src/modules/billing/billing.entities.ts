import { defineEntity, p } from '@mikro-orm/core';
import { MAILING_FEE_STATUSES, MAILING_PAYMENTS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '@finx/contracts';

/**
 * A credit-repair contract the user accepted (15 U.S.C. 1679d): the disclosure, the contract and the notice of
 * cancellation as shown, with the version and the time. Services need one that is not cancelled (issue 26).
 */
export const BillingContractEntity = defineEntity({
  name: 'BillingContract',
  tableName: 'billing_contracts',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    /** null: the contract without a plan (issue 26), which lists every plan's fees. */
    planId: p.enum(PLAN_IDS).nullable(),
    version: p.string().length(16),
    signature: p.string().length(200),
    /** The disclosure, contract and notice of cancellation exactly as shown. */
    text: p.json<Record<string, unknown>>(),
    acceptedAt: p.datetime(),
    cancelDeadline: p.datetime(),
    canceledAt: p.datetime().nullable(),
  },
});
export type BillingContractRecord = InstanceType<typeof BillingContractEntity.class>;

/** A subscription as its payment provider reports it. */
export const SubscriptionEntity = defineEntity({
  name: 'Subscription',
  tableName: 'subscriptions',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    contractId: p.bigint('number').nullable(),
    planId: p.enum(PLAN_IDS),
    provider: p.enum(['stripe', 'paypal', 'none'] as const),
    status: p.enum(SUBSCRIPTION_STATUSES),
    stripeCustomerId: p.string().length(64).nullable(),
    stripeSubscriptionId: p.string().length(64).nullable(),
    stripeCheckoutSessionId: p.string().length(128).nullable(),
    currentPeriodStart: p.datetime().nullable(),
    currentPeriodEnd: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean().default(false),
    canceledAt: p.datetime().nullable(),
    confirmedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type SubscriptionRecord = InstanceType<typeof SubscriptionEntity.class>;

/** Money a provider took (or failed to take, or gave back): a Stripe invoice or a PayPal capture. */
export const PaymentEntity = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    userId: p.bigint('number'),
    subscriptionId: p.bigint('number').nullable(),
    provider: p.enum(['stripe', 'paypal'] as const),
    providerRef: p.string().length(128),
    amountCents: p.integer(),
    currency: p.string().length(3),
    status: p.enum(['paid', 'failed', 'refunded'] as const),
    description: p.text(),
    periodStart: p.datetime().nullable(),
    periodEnd: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PaymentRecord = InstanceType<typeof PaymentEntity.class>;

/** A PayPal order the server created; its amount was set here, never by the browser. */
export const PaypalOrderEntity = defineEntity({
  name: 'PaypalOrder',
  tableName: 'paypal_orders',
  properties: {
    id: p.string().length(64).primary(),
    userId: p.bigint('number'),
    planId: p.enum(PLAN_IDS),
    amountCents: p.integer(),
    /** The ended PayPal months whose credit-repair fee this order also pays. */
    arrears: p.json<ArrearsItem[]>(),
    status: p.enum(['created', 'completed', 'failed'] as const),
    captureId: p.string().length(64).nullable(),
    subscriptionId: p.bigint('number').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    completedAt: p.datetime().nullable(),
  },
});
export type PaypalOrderRecord = InstanceType<typeof PaypalOrderEntity.class>;

export interface ArrearsItem {
  subscriptionId: number;
  /** ISO times of the month. */
  periodStart: string;
  periodEnd: string;
  amountCents: number;
}

/**
 * The fee of one certified-mail piece (issue 26), one row per mailing (the id is the disputes engine's mailing id):
 * the price the user confirmed, then included in the plan or owed once the carrier accepted it, billed on Stripe
 * once (idempotent by mailing id), waived when the contract is cancelled within its three business days.
 */
export const MailingFeeEntity = defineEntity({
  name: 'MailingFee',
  tableName: 'mailing_fees',
  properties: {
    mailingId: p.bigint('number').primary().autoincrement(false),
    userId: p.bigint('number'),
    contractId: p.bigint('number').nullable(),
    planId: p.string().length(16),
    /** Disputed items the letter carries (the plan's letters a month). */
    items: p.integer(),
    amountCents: p.integer(),
    paidBy: p.enum(MAILING_PAYMENTS),
    status: p.enum(MAILING_FEE_STATUSES),
    description: p.text(),
    trackingNumber: p.string().length(40).nullable(),
    stripeCustomerId: p.string().length(64).nullable(),
    /** The Stripe invoice item, and the invoice when it has one of its own. */
    providerRef: p.string().length(128).nullable(),
    invoiceRef: p.string().length(128).nullable(),
    confirmedAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
    billedAt: p.datetime().nullable(),
  },
});
export type MailingFeeRecord = InstanceType<typeof MailingFeeEntity.class>;
