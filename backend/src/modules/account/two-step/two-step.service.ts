import { WRONG_CODE } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { decryptField, encryptField } from '../../../platform/crypto';
import { type Orm, qualifiedTable } from '../../../platform/db/orm';
import { AppError } from '../../../platform/app-error';
import { hitRateLimit, peekRateLimit, type RateLimitRule, resetRateLimit } from '../../../platform/http/rate-limit';
import { hashRecoveryCode, newRecoveryCodes, newRecoverySalt } from './recovery-codes';
import { newTotpSecret, stepOfCode } from './totp';

/**
 * The user's two-step sign-in (table two_step_auth): the authenticator secret encrypted with the data key, pending
 * until a first code confirms it; the recovery codes hashed. Every code checked counts against one per-user limit.
 */
const NOT_ON = 'Two-step sign-in is not on';
const ALREADY_ON = 'Two-step sign-in is already on';

/** Wrong codes (app or recovery) per user, across sign-ins and settings: 10 in 15 minutes, then 429. */
const wrongCodes: RateLimitRule = {
  name: 'two-step-user',
  limit: 10,
  windowMs: 15 * 60_000,
  message: 'Too many wrong codes. Please wait 15 minutes and try again.',
};

export type TwoStepRow = { secret: string; recovery_salt: string; enabled: boolean };

const tables = (em: EntityManager) => ({ auth: qualifiedTable(em, 'two_step_auth'), codes: qualifiedTable(em, 'two_step_recovery_codes') });

export async function twoStepRow(em: EntityManager, userId: number): Promise<TwoStepRow | undefined> {
  const [row] = await em.execute<TwoStepRow[]>(
    `select "secret", "recovery_salt", "enabled_at" is not null as enabled from ${tables(em).auth} where "user_id" = ?`,
    [userId],
  );
  return row;
}

/** Whether the user signs in with a second step. */
export const isTwoStepEnabled = async (em: EntityManager, userId: number) => (await twoStepRow(em, userId))?.enabled ?? false;

/** The row of a user whose two-step sign-in is on, or 409. */
export async function enabledTwoStep(em: EntityManager, userId: number): Promise<TwoStepRow> {
  const row = await twoStepRow(em, userId);
  if (!row?.enabled) throw new AppError('conflict', NOT_ON);
  return row;
}

/** A new secret waiting for its first code (replacing an unconfirmed one); 409 when two-step sign-in is already on. */
export async function startSetup(em: EntityManager, userId: number): Promise<string> {
  const secret = newTotpSecret();
  const { auth } = tables(em);
  const rows = await em.execute(
    `insert into ${auth} as t ("user_id", "secret", "recovery_salt") values (?, ?, ?)
     on conflict ("user_id") do update set "secret" = excluded."secret", "last_step" = null, "created_at" = now() where t."enabled_at" is null
     returning "user_id"`,
    [userId, encryptField(secret), newRecoverySalt()],
  );
  if (!rows.length) throw new AppError('conflict', ALREADY_ON);
  return secret;
}

/** The secret of a setup still waiting for its first code, or 409. */
export async function pendingSetup(em: EntityManager, userId: number): Promise<TwoStepRow> {
  const row = await twoStepRow(em, userId);
  if (!row) throw new AppError('conflict', 'There is no two-step setup to confirm. Start the setup again.');
  if (row.enabled) throw new AppError('conflict', ALREADY_ON);
  return row;
}

/**
 * Takes the app's code for `row`'s secret once: the step it belongs to must be later than the last one taken, so a
 * code cannot be replayed within its 30 seconds. `enable` also turns a pending setup on in the same statement.
 */
async function takeCode(em: EntityManager, userId: number, row: TwoStepRow, code: string, enable = false): Promise<boolean> {
  const step = stepOfCode(decryptField(row.secret), code);
  if (step === null) return false;
  const taken = await em.execute(
    `update ${tables(em).auth} set "last_step" = ?${enable ? ', "enabled_at" = now()' : ''}
     where "user_id" = ? and ("last_step" is null or "last_step" < ?) and "enabled_at" is ${enable ? 'null' : 'not null'} returning "user_id"`,
    [step, userId, step],
  );
  return taken.length > 0;
}

/** Marks one unused recovery code used; false when it is not one of the user's or was used before. */
async function takeRecoveryCode(em: EntityManager, userId: number, row: TwoStepRow, code: string): Promise<boolean> {
  const used = await em.execute(
    `update ${tables(em).codes} set "used_at" = now() where "user_id" = ? and "code_hash" = ? and "used_at" is null returning "id"`,
    [userId, hashRecoveryCode(row.recovery_salt, code)],
  );
  return used.length > 0;
}

export type SecondFactor = { code: string } | { recoveryCode: string };

/**
 * Checks a code from the app (or a recovery code) under the per-user limit: 429 with Retry-After once used up;
 * a wrong one counts (outside `em`'s transaction) and answers false. `enable` confirms a pending setup with its first code.
 */
export async function checkSecondFactor(
  orm: Orm,
  em: EntityManager,
  req: Request,
  userId: number,
  row: TwoStepRow,
  factor: SecondFactor,
  enable = false,
): Promise<boolean> {
  const subject = String(userId);
  const limit = await peekRateLimit(orm, wrongCodes, subject);
  if (limit.limited) {
    req.res?.setHeader('Retry-After', String(limit.retryAfterSeconds));
    throw new AppError('rate_limited', wrongCodes.message);
  }
  const ok = 'code' in factor ? await takeCode(em, userId, row, factor.code, enable) : await takeRecoveryCode(em, userId, row, factor.recoveryCode);
  if (!ok) await hitRateLimit(orm, wrongCodes, subject);
  else if (limit.count > 0) await resetRateLimit(orm, wrongCodes, subject);
  return ok;
}

/** checkSecondFactor with an app code, 401 WRONG_CODE when wrong (settings' checks). */
export async function requireCode(orm: Orm, em: EntityManager, req: Request, userId: number, row: TwoStepRow, code: string, enable = false): Promise<void> {
  if (!(await checkSecondFactor(orm, em, req, userId, row, { code }, enable))) throw new AppError('wrong_code', WRONG_CODE);
}

/** Replaces the user's recovery codes with 10 new ones (in `em`'s transaction); answers them as shown once. */
export async function replaceRecoveryCodes(em: EntityManager, userId: number, row: TwoStepRow): Promise<string[]> {
  const { codes: table } = tables(em);
  const codes = newRecoveryCodes();
  await em.execute(`delete from ${table} where "user_id" = ?`, [userId]);
  await em.execute(`insert into ${table} ("user_id", "code_hash") select ?, h from jsonb_array_elements_text(?::jsonb) as h`, [
    userId,
    JSON.stringify(codes.map((c) => hashRecoveryCode(row.recovery_salt, c))),
  ]);
  return codes;
}

/** Turns two-step sign-in off: the secret, the recovery codes and sign-ins waiting for a code are deleted (in `em`'s transaction). */
export async function removeTwoStep(em: EntityManager, userId: number): Promise<void> {
  const { auth, codes } = tables(em);
  await em.execute(`delete from ${codes} where "user_id" = ?`, [userId]);
  await em.execute(`delete from ${auth} where "user_id" = ?`, [userId]);
  await em.execute(`delete from ${qualifiedTable(em, 'two_step_pending_logins')} where "user_id" = ?`, [userId]);
}
