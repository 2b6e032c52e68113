import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { BUILDER_PROVIDER_LABELS, BUILDER_PROVIDERS, type BuilderProvider } from './builder-accounts';
import { errorSchema, pathId } from './common';
import { userIdBody, userScopedErrors } from './users';

const c = initContract();

/** Webhook providers are the credit-builder partners (spec part 2 §3 Webhook). */
export const WEBHOOK_PROVIDERS = BUILDER_PROVIDERS;
export type WebhookProvider = BuilderProvider;
export const WEBHOOK_PROVIDER_LABELS = BUILDER_PROVIDER_LABELS;

export const WEBHOOK_EVENT_STATUSES = ['pending', 'sent', 'failed'] as const;
export type WebhookEventStatus = (typeof WEBHOOK_EVENT_STATUSES)[number];

export const BUILDER_SIGNUP_EVENT = 'builder.signup';
/** The credit score the screen's Test action sends (spec part 2 §9). */
export const TEST_WEBHOOK_CREDIT_SCORE = 650;
/** The screen lists this many events (spec part 2 §9). */
export const RECENT_WEBHOOK_EVENTS = 10;

/** The spec's messages (part 2 §5, §8). */
export const MISSING_WEBHOOK_FIELDS = 'Please fill all required fields';
export const WEBHOOK_SECRET_FORMAT = 'The secret must be whsec_ followed by 24 to 64 random bytes in base64 (or let FinX generate one)';

/**
 * A Standard Webhooks signing secret: `whsec_` + base64 of 24–64 random bytes. Receivers pass it as it is
 * to any Standard Webhooks library (`new Webhook(secret)`).
 */
export function isSigningSecret(secret: string): boolean {
  const m = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret);
  if (!m?.[1] || m[1].length % 4 !== 0) return false;
  const pad = m[1].endsWith('==') ? 2 : m[1].endsWith('=') ? 1 : 0;
  const bytes = (m[1].length / 4) * 3 - pad;
  return bytes >= 24 && bytes <= 64;
}

export const webhookIdParam = pathId('Webhook');
export const webhookEventIdParam = pathId('Event');

export const webhookSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  provider: z.enum(WEBHOOK_PROVIDERS),
  webhookUrl: z.string(),
  /** Never the secret itself: `whsec_…` and its last 4 characters. */
  secretKey: z.string(),
  isActive: z.boolean(),
  /** When an event was last sent to this webhook (null: never). */
  lastTriggered: z.string().datetime().nullable(),
  /** Why FinX switched it off (the receiver answered 410 Gone, or every delivery failed for 5 days); null otherwise. */
  disabledReason: z.string().nullable(),
  createdAt: z.string().datetime(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** A webhook with its new signing secret: the only answers that carry one (creation with a generated secret, rotation). */
export const webhookWithSecretSchema = webhookSchema.extend({
  signingSecret: z.string().optional().describe('The whole secret, shown this once; FinX keeps it encrypted'),
});
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookEventSchema = z.object({
  id: z.number().int().positive(),
  webhookId: z.number().int().positive(),
  provider: z.enum(WEBHOOK_PROVIDERS),
  /** The `webhook-id` header: the same on every attempt, so receivers can drop duplicates. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_EVENT_STATUSES),
  /** Attempts made so far. */
  attempts: z.number().int().nonnegative(),
  /** The last attempt's HTTP status and body (at most 4 KB); null before any answer. */
  responseStatus: z.number().int().nullable(),
  responseBody: z.string().nullable(),
  /** Why the last attempt failed without an HTTP answer (timeout, refused address, ...). */
  lastError: z.string().nullable(),
  /** The JSON text sent as the body. */
  payload: z.string(),
  createdAt: z.string().datetime(),
  /** When the next attempt is due (pending events). */
  nextAttemptAt: z.string().datetime().nullable(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const webhookAttemptSchema = z.object({
  attempt: z.number().int().positive(),
  at: z.string().datetime(),
  durationMs: z.number().int().nonnegative(),
  responseStatus: z.number().int().nullable(),
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  /** When the retry after this attempt was scheduled; null when none followed. */
  nextAttemptAt: z.string().datetime().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookEventDetailSchema = webhookEventSchema.extend({ attemptLog: z.array(webhookAttemptSchema) });
export type WebhookEventDetail = z.infer<typeof webhookEventDetailSchema>;

/** The body FinX POSTs to a receiver for `builder.signup` (Standard Webhooks envelope: type, timestamp, data). */
export const builderSignupEventSchema = z.object({
  type: z.literal(BUILDER_SIGNUP_EVENT),
  timestamp: z.string().datetime().describe('When the event happened (ISO 8601)'),
  data: z.object({
    userId: z.number().int().positive().describe("The FinX user's id"),
    builderProvider: z.enum(WEBHOOK_PROVIDERS),
    builderAccountId: z.number().int().positive().nullable().describe('The enrollment; null for a test event'),
    creditScore: z
      .number()
      .int()
      .nullable()
      .describe("The score sent with a test event; null for a real enrollment (FinX does not share a user's credit score)"),
    test: z.boolean().describe('true for an event sent with Test, not by an enrollment'),
  }),
});
export type BuilderSignupEvent = z.infer<typeof builderSignupEventSchema>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const createWebhookBodySchema = z
  .object({
    userId: userIdBody,
    provider: z.preprocess(
      blankToUndefined,
      z.enum(WEBHOOK_PROVIDERS, { errorMap: () => ({ message: `Choose one of: ${WEBHOOK_PROVIDERS.join(', ')}` }) }).optional(),
    ),
    webhookUrl: z.preprocess(blankToUndefined, z.string().trim().max(2048, 'The webhook URL must be at most 2048 characters').optional()),
    secretKey: z.preprocess(blankToUndefined, z.string().trim().refine(isSigningSecret, WEBHOOK_SECRET_FORMAT).optional()),
    /** Let FinX generate the secret (returned once, in this answer). */
    generateSecret: z.boolean().optional(),
    isActive: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.provider || !b.webhookUrl || (!b.secretKey && !b.generateSecret)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: MISSING_WEBHOOK_FIELDS });
  });
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;
/** The create body once validated. */
export type CreateWebhookFields = z.output<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z.object({
  isActive: z.boolean({ required_error: 'isActive is required', invalid_type_error: 'isActive must be true or false' }),
});

export const triggerBuilderSignupBodySchema = z.object({
  userId: userIdBody,
  builderProvider: z.enum(WEBHOOK_PROVIDERS, { errorMap: () => ({ message: `Choose one of: ${WEBHOOK_PROVIDERS.join(', ')}` }) }),
  creditScore: z
    .number({ required_error: 'creditScore is required', invalid_type_error: 'creditScore must be a number' })
    .int('creditScore must be a whole number')
    .min(300, 'creditScore must be from 300 to 850')
    .max(850, 'creditScore must be from 300 to 850'),
});
export type TriggerBuilderSignupBody = z.infer<typeof triggerBuilderSignupBodySchema>;

const webhookErrors = { 400: errorSchema, ...userScopedErrors, 404: errorSchema } as const;

export const webhooksContract = c.router({
  list: {
    method: 'GET',
    path: '/api/webhooks',
    summary: "The signed-in user's webhooks, newest first (secrets masked)",
    responses: { 200: z.array(webhookSchema), 401: errorSchema },
  },
  create: {
    method: 'POST',
    path: '/api/webhooks',
    body: createWebhookBodySchema,
    summary: 'Register a receiver; its address must be public (https in production). A generated secret is returned once.',
    responses: { 201: webhookWithSecretSchema, 400: errorSchema, ...userScopedErrors },
    metadata: { callbacks: { [BUILDER_SIGNUP_EVENT]: builderSignupEventSchema } },
  },
  update: {
    method: 'PATCH',
    path: '/api/webhooks/:id',
    pathParams: z.object({ id: webhookIdParam }),
    body: updateWebhookBodySchema,
    summary: 'Switch a webhook on or off (switching on clears an automatic disable)',
    responses: { 200: webhookSchema, ...webhookErrors },
  },
  remove: {
    method: 'DELETE',
    path: '/api/webhooks/:id',
    pathParams: z.object({ id: webhookIdParam }),
    body: z.object({}).optional(),
    summary: 'Delete a webhook and its events',
    responses: { 200: z.object({ success: z.literal(true) }), ...webhookErrors },
  },
  rotateSecret: {
    method: 'POST',
    path: '/api/webhooks/:id/rotate-secret',
    pathParams: z.object({ id: webhookIdParam }),
    body: z.object({}).passthrough(),
    summary: 'A new generated secret, returned once; the old one still signs (as a second signature) for 24 hours',
    responses: { 200: webhookWithSecretSchema, ...webhookErrors },
  },
  triggerBuilderSignup: {
    method: 'POST',
    path: '/api/webhooks/trigger/builder-signup',
    body: triggerBuilderSignupBodySchema,
    summary: "Send a test builder.signup to the user's active webhooks of that provider",
    responses: { 202: z.object({ success: z.literal(true), events: z.number().int() }), ...webhookErrors },
  },
  events: {
    method: 'GET',
    path: '/api/webhook-events',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).optional() }).optional(),
    summary: "Events sent to the signed-in user's webhooks, newest first (50 unless limit says otherwise)",
    responses: { 200: z.array(webhookEventSchema), 400: errorSchema, 401: errorSchema },
  },
  event: {
    method: 'GET',
    path: '/api/webhook-events/:id',
    pathParams: z.object({ id: webhookEventIdParam }),
    summary: 'One event with every delivery attempt',
    responses: { 200: webhookEventDetailSchema, ...webhookErrors },
  },
  replay: {
    method: 'POST',
    path: '/api/webhook-events/:id/replay',
    pathParams: z.object({ id: webhookEventIdParam }),
    body: z.object({}).passthrough(),
    summary: 'Deliver a failed event again (same webhook-id, the retry schedule starts over)',
    responses: { 202: webhookEventSchema, ...webhookErrors, 409: errorSchema },
  },
});
