import { type BuilderAccount, type BuilderProvider, BUILDER_PROVIDER_LABELS } from '@finx/contracts';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { HttpError } from '../../platform/http/errors';
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

export const listBuilderAccounts = (em: EntityManager, userId: number) =>
  em.find(BuilderAccountEntity, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });

/**
 * Enrolls the user with a provider (status active), records `builder_account_opened` and writes the
 * `builder.signup` webhook events, in one transaction. A second enrollment with the same provider is 409, also when two race (unique index).
 */
export async function enrollBuilderAccount(em: EntityManager, userId: number, provider: BuilderProvider, at = new Date()): Promise<BuilderAccountRecord> {
  try {
    return await em.transactional(async (tx) => {
      if (await tx.findOne(BuilderAccountEntity, { userId, provider })) throw new HttpError(409, alreadyEnrolledMessage(provider));
      const account = tx.create(BuilderAccountEntity, { userId, provider, status: 'active', createdAt: at });
      await tx.flush();
      recordActivity(tx, userId, {
        type: 'builder_account_opened',
        title: 'Builder account opened',
        description: builderAccountName(provider),
        metadata: { builderAccountId: account.id, provider },
        at,
      });
      // builder.signup to the user's webhooks for this provider, committed with the enrollment (outbox)
      await emitBuilderSignup(tx, { userId, provider, builderAccountId: account.id, creditScore: null, at, test: false });
      return account;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw new HttpError(409, alreadyEnrolledMessage(provider));
    throw err;
  }
}

export function toBuilderAccount(a: BuilderAccountRecord): BuilderAccount {
  return { id: a.id, userId: a.userId, provider: a.provider, status: a.status, createdAt: a.createdAt.toISOString() };
}
