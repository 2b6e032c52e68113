import type { User } from '@finx/contracts';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import { qualifiedTable } from '../../platform/db/orm';
import { AppError } from '../../platform/app-error';
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

/**
 * Case-insensitive lookup (served by the lower() unique indexes). Plain SQL on purpose: MikroORM's raw
 * fragments as where-keys (`sql.lower`, `qb.where(string)`) intermittently lost their condition under Bun.
 */
async function byLower(em: EntityManager, column: 'username' | 'email', value: string): Promise<UserRecord | null> {
  const rows: { id: string }[] = await em
    .getConnection()
    .execute(`select "id" from ${qualifiedTable(em, 'users')} where lower("${column}") = lower(?) limit 1`, [value]);
  return rows.length ? em.findOne(UserEntity, { id: Number(rows[0].id) }) : null;
}

/** Creates the account; a username or e-mail taken in any letter case → 409 (also under a race). */
export async function createUser(em: EntityManager, input: NewUser): Promise<UserRecord> {
  if (await byLower(em, 'username', input.username)) throw new AppError('conflict', USERNAME_TAKEN);
  if (await byLower(em, 'email', input.email)) throw new AppError('conflict', EMAIL_TAKEN);
  const user = em.create(UserEntity, input);
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      throw new AppError('conflict', String(err.message).includes('users_email_lower_key') ? EMAIL_TAKEN : USERNAME_TAKEN);
    }
    throw err;
  }
  return user;
}

/** Gives the account a new e-mail; one another account has (in any letter case) → 409, also under a race. */
export async function changeUserEmail(em: EntityManager, user: UserRecord, email: string): Promise<void> {
  const holder = await byLower(em, 'email', email);
  if (holder && holder.id !== user.id) throw new AppError('conflict', EMAIL_TAKEN);
  user.email = email;
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw new AppError('conflict', EMAIL_TAKEN);
    throw err;
  }
}

export const findUserById = (em: EntityManager, id: number) => em.findOne(UserEntity, { id });

export const findUserByEmail = (em: EntityManager, email: string) => byLower(em, 'email', email);

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
