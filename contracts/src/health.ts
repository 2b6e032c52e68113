import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

export const componentStatusSchema = z.enum(['ok', 'down']);

/**
 * For operators (issue 26): whether each outside provider is set up, what runs instead when it is not, and the
 * settings to set. Screens never show these names; they say in plain words that something is not available yet.
 */
export const providerStatusSchema = z.object({
  configured: z.boolean(),
  /** What runs now, e.g. 'SMTP', 'outbox folder (DATA_DIR/outbox): nothing is delivered', 'sandbox carrier: nothing is mailed'. */
  using: z.string(),
  /** The environment variables to set for it to be fully set up (none when configured). */
  missing: z.array(z.string()),
});
export type ProviderStatus = z.infer<typeof providerStatusSchema>;

export const PROVIDERS = ['email', 'sms', 'push', 'stripe', 'paypal', 'openai', 'certifiedMail', 'storage'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: componentStatusSchema,
    driver: z.enum(['embedded', 'external']),
  }),
  queue: z.object({
    status: componentStatusSchema,
    driver: z.enum(['in-process', 'bullmq']),
  }),
  providers: z.object(Object.fromEntries(PROVIDERS.map((p) => [p, providerStatusSchema])) as Record<Provider, typeof providerStatusSchema>),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthContract = c.router({
  get: {
    method: 'GET',
    path: '/api/health',
    summary: 'Service health: database and queue status (503 when degraded), and which outside providers are set up (for operators)',
    responses: {
      200: healthSchema,
      503: healthSchema,
    },
  },
});
