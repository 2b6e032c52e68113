/**
 * Billing (issue 16; spec part 2 §2 Subscription page and Thank-you, §3 Subscription plan, §4, §7, §8, §9): plans,
 * the credit-repair contract the user accepts before paying, Stripe Checkout, PayPal orders, the user's
 * subscription and payments. The server sets every amount from the plan; nothing is shown as paid unless a payment
 * provider confirmed it.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './common';
import { PLAN_IDS } from './plans';
import { userScopedErrors } from './users';

const c = initContract();

export const planIdSchema = z.enum(PLAN_IDS, { errorMap: () => ({ message: `Plan must be one of: ${PLAN_IDS.join(', ')}` }) });

export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  /** Cents per month (spec: shown as whole dollars). */
  price: z.number().int(),
  /** Cents billed in advance each month for the software. */
  softwareFee: z.number().int(),
  /** Cents billed after each month's credit-repair work. */
  creditRepairFee: z.number().int(),
  description: z.string(),
  features: z.array(z.string()),
  popular: z.boolean(),
  /** What the plan includes, as the server enforces it (402 beyond it). */
  includes: z.object({
    letterItemsPerMonth: z.number().int().nullable(),
    mailingsIncludedPerMonth: z.number().int(),
    aiUnderwriting: z.boolean(),
    insuranceQuotes: z.boolean(),
  }),
});

export const SUBSCRIPTION_STATUSES = ['pending', 'trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'none'] as const;

const isoDate = z.string().describe('ISO 8601 date-time');

export const subscriptionSchema = z.object({
  id: z.number().int(),
  planId: planIdSchema,
  provider: z.enum(PAYMENT_PROVIDERS),
  /**
   * pending: no payment provider has confirmed anything yet; trialing: card saved, nothing charged until the
   * cancellation period ends; active: paid; past_due: a charge failed; canceled / expired: ended.
   */
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: isoDate.nullable(),
  currentPeriodEnd: isoDate.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: isoDate.nullable(),
  /** When a payment provider confirmed the subscription (the webhook or the capture); null while pending. */
  confirmedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  provider: z.enum(['stripe', 'paypal']),
  amount: z.number().int().describe('cents'),
  currency: z.literal('usd'),
  status: z.enum(['paid', 'failed', 'refunded']),
  description: z.string(),
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
  createdAt: isoDate,
});
export type Payment = z.infer<typeof paymentSchema>;

export const contractAcceptanceSchema = z.object({
  id: z.number().int(),
  /** The plan the contract was signed for; null: the contract without a plan (it lists every plan's fees, so it covers any). */
  planId: planIdSchema.nullable(),
  version: z.string(),
  signature: z.string(),
  acceptedAt: isoDate,
  /** Midnight ending the 3rd business day after acceptance: cancelling before it is free and refunded. */
  cancelDeadline: isoDate,
  canceledAt: isoDate.nullable(),
});
export type ContractAcceptance = z.infer<typeof contractAcceptanceSchema>;

export const nextChargeSchema = z.object({
  at: isoDate,
  amount: z.number().int(),
  description: z.string(),
  /** false: PayPal months do not renew by themselves; the user pays again. */
  automatic: z.boolean(),
});

/** A certified-mail package's fee (issue 26): confirmed by the user, then included in the plan or billed after the carrier accepted it. */
export const MAILING_FEE_STATUSES = ['confirmed', 'included', 'owed', 'billed', 'waived', 'void'] as const;
export const mailingFeeSchema = z.object({
  mailingId: z.number().int(),
  description: z.string(),
  amount: z.number().int().describe('cents'),
  paidBy: z.enum(['plan', 'per_package']),
  /**
   * confirmed: price accepted, not mailed yet; included: mailed, in the plan; owed: mailed, to be billed (kept as
   * owed while card payments are not set up); billed: on a Stripe invoice; waived: cancelled within the cancellation
   * period; void: never mailed.
   */
  status: z.enum(MAILING_FEE_STATUSES),
  trackingNumber: z.string().nullable(),
  acceptedAt: isoDate.nullable(),
  billedAt: isoDate.nullable(),
});
export type MailingFee = z.infer<typeof mailingFeeSchema>;

export const currentSubscriptionSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  /** The plan the user has now ('none' without a live subscription) and what it includes. */
  plan: z.object({ id: z.enum(['none', ...PLAN_IDS]), name: z.string() }),
  /** Whether the contract accepted (and not cancelled) lets FinX perform its services. */
  serviceAccepted: z.boolean(),
  /** Certified-mail fees, newest first. */
  mailingFees: z.array(mailingFeeSchema),
  /** Whether card checkout can follow the contract (Stripe is configured): the contract is shown only then. */
  cardCheckout: z.boolean(),
  contract: contractAcceptanceSchema.nullable(),
  /** Newest first. */
  payments: z.array(paymentSchema),
  nextCharge: nextChargeSchema.nullable(),
  /** Whether a cancellation now is within the three business days (ends at once, refunded). */
  inCancellationPeriod: z.boolean(),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

const required = (message: string) => ({ required_error: message, invalid_type_error: message });

export const acceptContractSchema = z.object({
  /** Omitted: the contract without a plan (asked before the first letter is prepared or mailed). */
  planId: planIdSchema.optional(),
  /** The user's full name typed as the signature. */
  signature: z
    .string(required('Type your full name to sign'))
    .trim()
    .min(2, 'Type your full name to sign')
    .max(200, 'The signature must be at most 200 characters'),
  accepted: z.literal(true, { errorMap: () => ({ message: 'You must accept the contract to continue' }) }),
});

/** The spec's checkout and create payloads: the user is the session's; email and name are only checked. */
export const checkoutBodySchema = z.object({
  planId: planIdSchema,
  userId: z.coerce.number({ invalid_type_error: 'userId must be a number' }).int().positive(),
  email: z.string().email('Please enter a valid email').max(254).optional(),
  name: z.string().max(200).optional(),
});

export const paypalOrderBodySchema = z.object({
  planId: planIdSchema,
  /** Dollars as the browser shows them; must equal the server's amount for the plan (400 otherwise). */
  amount: z.union([z.number(), z.string()]).optional(),
  currency: z.literal('USD', { errorMap: () => ({ message: 'Currency must be USD' }) }).default('USD'),
  /** The spec sends 'subscription'; PayPal's 'CAPTURE' is accepted too. */
  intent: z.enum(['subscription', 'capture', 'CAPTURE']).default('subscription'),
});

export const purchaseSchema = z.object({
  provider: z.enum(['stripe', 'paypal']),
  planId: planIdSchema,
  /** What the provider holds: 'complete' once the user finished the checkout or approved the order. */
  providerStatus: z.string(),
  /** confirmed: our records show the provider's confirmation (the webhook or the capture). */
  status: z.enum(['pending', 'confirmed', 'failed']),
  amountToday: z.number().int(),
  firstChargeAt: isoDate.nullable(),
  subscription: subscriptionSchema.nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

const errors = { 400: errorSchema, ...userScopedErrors } as const;

export const billingContract = c.router({
  plans: {
    method: 'GET',
    path: '/api/subscription/plans',
    summary: 'The plans: basic, pro (popular), elite, prices in cents.',
    responses: { 200: z.object({ plans: z.array(planSchema) }) },
  },
  current: {
    method: 'GET',
    path: '/api/subscription/current',
    summary: "The signed-in user's subscription, accepted contract, payments (newest first) and next charge.",
    responses: { 200: currentSubscriptionSchema, ...userScopedErrors },
  },
  acceptContract: {
    method: 'POST',
    path: '/api/subscription/contract',
    body: acceptContractSchema,
    summary:
      'Accepts the written contract (for a plan, or without one) after the CROA disclosure, with the notice of cancellation; stored with its text, version and time.',
    responses: { 201: z.object({ contract: contractAcceptanceSchema }), ...errors },
  },
  createCheckout: {
    method: 'POST',
    path: '/api/subscription/create-checkout',
    body: checkoutBodySchema,
    summary: 'A Stripe Checkout Session (subscription mode) for the plan; the browser goes to checkoutUrl. 503 without Stripe.',
    responses: {
      200: z.object({ success: z.literal(true), checkoutUrl: z.string(), sessionId: z.string() }),
      ...errors,
      409: errorSchema,
      502: errorSchema,
      503: errorSchema,
    },
  },
  create: {
    method: 'POST',
    path: '/api/subscription/create',
    body: checkoutBodySchema,
    summary: 'Fallback when no checkout address came back: records the choice as a pending subscription (never active).',
    responses: { 201: z.object({ success: z.literal(true), subscription: subscriptionSchema }), ...errors, 409: errorSchema },
  },
  cancel: {
    method: 'POST',
    path: '/api/subscription/cancel',
    body: z.object({}).passthrough(),
    summary:
      'Cancels: within the three business days at once (the contract too: unsent mailings stopped, nothing charged, payments refunded); after them at the end of the paid period. Without a plan, cancels the contract.',
    responses: {
      200: z.object({
        /** null when only the contract (no plan) was cancelled. */
        subscription: subscriptionSchema.nullable(),
        immediate: z.boolean(),
        refunded: z.number().int(),
        /** Whether the contract was cancelled (services stop; they need a new acceptance). */
        contractCanceled: z.boolean(),
        /** Mailings stopped before the carrier took them. */
        mailingsStopped: z.number().int(),
      }),
      ...errors,
      404: errorSchema,
      409: errorSchema,
      502: errorSchema,
      503: errorSchema,
    },
  },
  changePlan: {
    method: 'POST',
    path: '/api/subscription/change-plan',
    body: z.object({ planId: planIdSchema }),
    summary: 'Moves a card subscription to another plan; Stripe prorates the software fee.',
    responses: { 200: z.object({ subscription: subscriptionSchema }), ...errors, 404: errorSchema, 409: errorSchema, 502: errorSchema, 503: errorSchema },
  },
  purchase: {
    method: 'GET',
    path: '/api/subscription/purchase/:ref',
    pathParams: z.object({ ref: z.string().min(1).max(255) }),
    summary: 'What a checkout session (cs_…) or PayPal order bought, and whether the provider has confirmed it (thank-you page).',
    responses: { 200: purchaseSchema, ...errors, 404: errorSchema },
  },
  paypalSetup: {
    method: 'GET',
    path: '/api/paypal/setup',
    summary: 'PayPal client token (demo_… when PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET are unset) and client id.',
    responses: {
      200: z.object({ clientToken: z.string(), clientId: z.string().nullable(), message: z.string().optional() }),
      ...userScopedErrors,
      502: errorSchema,
    },
  },
  paypalOrder: {
    method: 'POST',
    path: '/api/paypal/order',
    body: paypalOrderBodySchema,
    summary: "A PayPal order for the plan's amount due (set by the server, never by the browser).",
    responses: { 201: z.object({ id: z.string(), amount: z.number().int() }), ...errors, 409: errorSchema, 502: errorSchema, 503: errorSchema },
  },
  paypalCapture: {
    method: 'POST',
    path: '/api/paypal/order/:id/capture',
    pathParams: z.object({ id: z.string().regex(/^[A-Z0-9-]{5,64}$/i, 'Unknown order') }),
    body: z.object({}).passthrough(),
    summary: 'Captures an approved PayPal order once (repeated calls answer the same capture). 503 without PayPal.',
    responses: {
      200: z.object({ status: z.string(), subscription: subscriptionSchema.nullable() }),
      ...errors,
      404: errorSchema,
      409: errorSchema,
      502: errorSchema,
      503: errorSchema,
    },
  },
});
