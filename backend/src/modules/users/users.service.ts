import type { User } from '@finx/contracts';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import { HttpError } from '../../platform/http/errors';
import { UserEntity } from './user.entity';

export type UserRecord = InferEntity<typeof UserEntity>;

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

export const USERNAME_TAKEN = 'Username already taken';
export const EMAIL_TAKEN = 'An account with this email already exists';

const byLower = (em: EntityManager, column: 'username' | 'email', value: string) =>
  em.createQueryBuilder(UserEntity).where(`lower(${column}) = ?`, [value.toLowerCase()]).getSingleResult();

/** Creates the account; a username or e-mail taken in any letter case → 409 (also under a race). */
export async function createUser(em: EntityManager, input: NewUser): Promise<UserRecord> {
  if (await byLower(em, 'username', input.username)) throw new HttpError(409, USERNAME_TAKEN);
  if (await byLower(em, 'email', input.email)) throw new HttpError(409, EMAIL_TAKEN);
  const user = em.create(UserEntity, input);
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      throw new HttpError(409, String(err.message).includes('users_email_lower_key') ? EMAIL_TAKEN : USERNAME_TAKEN);
    }
    throw err;
  }
  return user;
}

export const findUserById = (em: EntityManager, id: number) => em.findOne(UserEntity, { id });

/** Sign-in lookup: usernames match whatever their letter case. */
export const findUserByUsername = (em: EntityManager, username: string) => byLower(em, 'username', username);

/** The API's view of a user: never the password hash. */
export function toPublicUser(u: UserRecord): User {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    createdAt: u.createdAt.toISOString(),
  };
}
