import {
  type BuilderAccount,
  builderAccountStateText,
  type BuilderProvider,
  BUILDER_PARTNER_NAMES,
  BUILDER_PROVIDER_LABELS,
  BUILDER_PROVIDER_SIGNUP_URLS,
} from '@finx/contracts';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { emitBuilderSignup } from '../webhooks';
import { recordActivity } from './activities.service';
import { BuilderAccountEntity, type BuilderAccountRecord } from './builder-account.entity';

const withArticle = (label: string) => `${/^[AEIOU]/i.test(label) ? 'an' : 'a'} ${label}`;

/** 'Kikoff credit-builder account', 'Self Credit Builder account'. */
export const builderAccountName = (provider: BuilderProvider) => {
  const label = BUILDER_PROVIDER_LABELS[provider];
  return /credit builder$/i.test(label) ? `${label} account` : `${label} credit-builder account`;
};

export const alreadyEnrolledMessage = (provider: BuilderProvider) => `You already have ${withArticle(BUILDER_PROVIDER_LABELS[provider])} account`;
export const alreadyRequestedMessage = (provider: BuilderProvider) =>
  `You already asked ${BUILDER_PARTNER_NAMES[provider]} for an account: finish on ${BUILDER_PARTNER_NAMES[provider]}'s site`;

export const listBuilderAccounts = (em: EntityManager, userId: number) =>
  em.find(BuilderAccountEntity, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });

/**
 * Requests a credit-builder account from a partner, in one transaction: the account row (status 'requested'), the
 * partner's `builder.signup` event for each of the user's active webhooks of that partner (outbox), and the
 * `builder_account_opened` activity saying what was sent. It becomes 'active' only when the partner confirms, which
 * no partner integration does yet. A second request to the same partner is 409, also when two race (unique index).
 */
export async function enrollBuilderAccount(em: EntityManager, userId: number, provider: BuilderProvider, at = new Date()): Promise<BuilderAccountRecord> {
  try {
    return await em.transactional(async (tx) => {
      const existing = await tx.findOne(BuilderAccountEntity, { userId, provider });
      if (existing) throw new AppError('conflict', existing.status === 'requested' ? alreadyRequestedMessage(provider) : alreadyEnrolledMessage(provider));
      const account = tx.create(BuilderAccountEntity, { userId, provider, status: 'requested', partnerNotified: false, createdAt: at });
      await tx.flush();
      // builder.signup to the user's webhooks for this provider, committed with the request (outbox)
      const events = await emitBuilderSignup(tx, { userId, provider, builderAccountId: account.id, creditScore: null, at, test: false });
      account.partnerNotified = events > 0;
      recordActivity(tx, userId, {
        type: 'builder_account_opened',
        title: 'Builder account requested',
        description: builderAccountStateText(account),
        metadata: { builderAccountId: account.id, provider, status: 'requested', partnerNotified: account.partnerNotified },
        at,
      });
      return account;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw new AppError('conflict', alreadyRequestedMessage(provider));
    throw err;
  }
}

export function toBuilderAccount(a: BuilderAccountRecord): BuilderAccount {
  return {
    id: a.id,
    userId: a.userId,
    provider: a.provider,
    status: a.status,
    partnerNotified: a.partnerNotified,
    signupUrl: BUILDER_PROVIDER_SIGNUP_URLS[a.provider],
    createdAt: a.createdAt.toISOString(),
  };
}
