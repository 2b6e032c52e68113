import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { changeUserEmail, EMAIL_TAKEN, findUserByEmail, findUserById, type UserRecord } from '../users';
import { EmailChangeEntity } from './email-change.entity';

/** How long a confirmation link works. */
export const EMAIL_LINK_TTL_MS = 24 * 60 * 60_000;
export const LINK_NOT_VALID =
  'This link is not valid any more: it was already used, has expired or was replaced by a newer one. Ask for a new one on your profile.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The e-mail change waiting for its link, if any. */
export const pendingEmailChange = (em: EntityManager, userId: number, now = new Date()) =>
  em.findOne(EmailChangeEntity, { userId, confirmedAt: null, expiresAt: { $gt: now } }, { orderBy: { id: 'desc' } });

/**
 * Records a new e-mail asked for and returns the link's token (only its hash is kept). An earlier link stops
 * working. 400 for the current address, 409 for one another account has.
 */
export async function requestEmailChange(em: EntityManager, user: UserRecord, newEmail: string, now = new Date()): Promise<string> {
  if (newEmail.toLowerCase() === user.email.toLowerCase()) throw new AppError('invalid_input', 'This is already your e-mail');
  if (await findUserByEmail(em, newEmail)) throw new AppError('conflict', EMAIL_TAKEN);
  const token = randomBytes(32).toString('base64url');
  await em.transactional(async (tx) => {
    await tx.nativeDelete(EmailChangeEntity, { userId: user.id, confirmedAt: null });
    await tx.insert(EmailChangeEntity, {
      userId: user.id,
      newEmail,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS),
    });
  });
  return token;
}

/**
 * Confirms the e-mail change a link's token names: the account's e-mail becomes the new one. 400 for an unknown,
 * expired or used token; 409 when another account took the address meanwhile (the link stays usable).
 */
export async function confirmEmailChange(em: EntityManager, token: string, now = new Date()): Promise<{ userId: number; oldEmail: string; newEmail: string }> {
  return em.transactional(async (tx) => {
    const tokenHash = hashToken(token);
    const claimed = await tx.nativeUpdate(EmailChangeEntity, { tokenHash, confirmedAt: null, expiresAt: { $gt: now } }, { confirmedAt: now });
    const change = claimed ? await tx.findOne(EmailChangeEntity, { tokenHash }) : null;
    const user = change && (await findUserById(tx, change.userId));
    if (!change || !user) throw new AppError('invalid_input', LINK_NOT_VALID);
    const oldEmail = user.email;
    await changeUserEmail(tx, user, change.newEmail);
    return { userId: user.id, oldEmail, newEmail: change.newEmail };
  });
}
