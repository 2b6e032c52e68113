import type { AccountProfile } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { findLetterDetails, toStoredUserInfo } from '../disputes';
import { findUserById, toPublicUser } from '../users';
import { pendingEmailChange } from './email-change.service';
import { isTwoStepEnabled } from './two-step-status';

/** The signed-in user's account row; 401 when the session outlived it. */
export async function sessionUser(em: EntityManager, userId: number) {
  const user = await findUserById(em, userId);
  if (!user) throw new AppError('unauthenticated', 'Please sign in to continue');
  return user;
}

/** The account as Profile shows it: the SSN only as its last 4, never the date of birth. */
export async function accountProfile(em: EntityManager, userId: number): Promise<AccountProfile> {
  const user = await sessionUser(em, userId);
  const letterDetails = await findLetterDetails(em, userId);
  const pending = await pendingEmailChange(em, userId);
  return {
    user: toPublicUser(user),
    phone: user.phone ?? null,
    pendingEmail: pending?.newEmail ?? null,
    letterDetails: letterDetails ? toStoredUserInfo(letterDetails) : null,
    twoStepEnabled: await isTwoStepEnabled(em, userId),
  };
}
