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

/** The partner as people name it ("finish on Kikoff's site"). */
export const BUILDER_PARTNER_NAMES: Record<BuilderProvider, string> = {
  self: 'Self',
  kikoff: 'Kikoff',
  chime: 'Chime',
  extra: 'Extra',
  perchcard: 'Perch',
};

/** Where the user signs up and accepts the partner's own terms (the partners' public sites; FinX has no partner-specific link). */
export const BUILDER_PROVIDER_SIGNUP_URLS: Record<BuilderProvider, string> = {
  self: 'https://www.self.inc/',
  kikoff: 'https://kikoff.com/',
  chime: 'https://www.chime.com/credit-builder/',
  extra: 'https://extra.app/',
  perchcard: 'https://getperch.app/',
};

/**
 * requested: FinX recorded the request and sent the partner its `builder.signup` event; the account exists only
 * once the partner confirms it (active). No partner confirmation reaches FinX yet, so requests stay requested.
 */
export const BUILDER_ACCOUNT_STATUSES = ['requested', 'active', 'closed'] as const;
export type BuilderAccountStatus = (typeof BUILDER_ACCOUNT_STATUSES)[number];

export const builderAccountSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  provider: z.enum(BUILDER_PROVIDERS),
  status: z.enum(BUILDER_ACCOUNT_STATUSES),
  /** Whether a `builder.signup` event was written for the partner (the user has a webhook of that partner switched on). */
  partnerNotified: z.boolean(),
  /** The partner's site, where the user finishes signing up. */
  signupUrl: z.string().url(),
  createdAt: z.string().datetime(),
});
export type BuilderAccount = z.infer<typeof builderAccountSchema>;

/** Only accounts the partner confirmed count as accounts (the dashboard's Builder Accounts, achievements). */
export const isActiveBuilderAccount = (a: Pick<BuilderAccount, 'status'>) => a.status === 'active';

/**
 * What a builder account's state is, in words: "Request sent to Kikoff — finish on Kikoff's site" until the partner
 * confirms; without a webhook of that partner nothing was sent, and it says so.
 */
export function builderAccountStateText(a: Pick<BuilderAccount, 'provider' | 'status' | 'partnerNotified'>): string {
  const partner = BUILDER_PARTNER_NAMES[a.provider];
  if (a.status === 'active') return `Active: ${partner} confirmed the account`;
  if (a.status === 'closed') return 'Closed';
  return a.partnerNotified
    ? `Request sent to ${partner} — finish on ${partner}'s site`
    : `Not sent: no ${partner} webhook is switched on — sign up on ${partner}'s site`;
}

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
    summary:
      "Requests a credit-builder account: sends the partner its builder.signup event; 'requested' until the partner confirms (one per provider; records an activity)",
    responses: { 201: builderAccountSchema, 400: errorSchema, ...userScopedErrors, 409: errorSchema },
  },
});
