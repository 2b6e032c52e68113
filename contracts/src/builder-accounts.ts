import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './common';
import { userIdBody, userIdParam, userScopedErrors } from './users';

const c = initContract();

/** Credit-builder partners (spec part 2, webhooks' provider values). */
export const BUILDER_PROVIDERS = ['self', 'kikoff', 'chime', 'extra', 'perchcard'] as const;
export type BuilderProvider = (typeof BUILDER_PROVIDERS)[number];
export const BUILDER_PROVIDER_LABELS: Record<BuilderProvider, string> = {
  self: 'Self Credit Builder',
  kikoff: 'Kikoff',
  chime: 'Chime Credit Builder',
  extra: 'Extra Card',
  perchcard: 'Perch',
};

export const BUILDER_ACCOUNT_STATUSES = ['active', 'closed'] as const;

export const builderAccountSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  provider: z.enum(BUILDER_PROVIDERS),
  status: z.enum(BUILDER_ACCOUNT_STATUSES),
  createdAt: z.string().datetime(),
});
export type BuilderAccount = z.infer<typeof builderAccountSchema>;

export const createBuilderAccountBodySchema = z.object({
  userId: userIdBody,
  provider: z.enum(BUILDER_PROVIDERS, { errorMap: () => ({ message: 'Choose a credit-builder provider' }) }),
});
export type CreateBuilderAccountBody = z.infer<typeof createBuilderAccountBodySchema>;

export const builderAccountsContract = c.router({
  list: {
    method: 'GET',
    path: '/api/builder-accounts/:userId',
    pathParams: z.object({ userId: userIdParam }),
    summary: "The user's credit-builder accounts, newest first",
    responses: { 200: z.array(builderAccountSchema), 400: errorSchema, ...userScopedErrors },
  },
  create: {
    method: 'POST',
    path: '/api/builder-accounts',
    body: createBuilderAccountBodySchema,
    summary: 'Enroll in a credit-builder account (one per provider; records an activity)',
    responses: { 201: builderAccountSchema, 400: errorSchema, ...userScopedErrors, 409: errorSchema },
  },
});
