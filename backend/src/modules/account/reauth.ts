import { WRONG_PASSWORD } from '@finx/contracts';
import type { Request } from 'express';
import type { Config } from '../../platform/config';
import type { Orm } from '../../platform/db/orm';
import { AppError } from '../../platform/app-error';
import { hitRateLimit, peekRateLimit, type RateLimitRule, type RateLimitState, resetRateLimit } from '../../platform/http/rate-limit';
import { verifyPassword } from '../../platform/crypto';
import { findUserById } from '../users';
import { recordSecurityEvent } from './security-events';

/** 5 wrong current passwords per user in 15 minutes, then 429 until the window ends. */
const wrongPasswords: RateLimitRule = {
  name: 'reauth-user',
  limit: 5,
  windowMs: 15 * 60_000,
  message: 'Too many wrong passwords. Please wait 15 minutes and try again.',
};

function tooMany(req: Request, state: RateLimitState): never {
  req.res?.setHeader('Retry-After', String(state.retryAfterSeconds));
  throw new AppError('rate_limited', wrongPasswords.message);
}

/**
 * Re-checks the signed-in user's password before a sensitive change: 401 WRONG_PASSWORD when it is wrong
 * (recorded as a security event), 429 with Retry-After once 5 wrong ones were given in 15 minutes.
 */
export async function requireCurrentPassword(ctx: { orm: Orm; config: Config }, req: Request, userId: number, password: string): Promise<void> {
  const subject = String(userId);
  const state = await peekRateLimit(ctx.orm, wrongPasswords, subject);
  if (state.limited) tooMany(req, state);
  const user = await findUserById(ctx.orm.em, userId);
  if (user && (await verifyPassword(password, user.passwordHash))) {
    if (state.count > 0) await resetRateLimit(ctx.orm, wrongPasswords, subject);
    return;
  }
  await hitRateLimit(ctx.orm, wrongPasswords, subject);
  await recordSecurityEvent(ctx.orm.em, { userId, type: 'current_password_wrong', req });
  throw new AppError('wrong_password', WRONG_PASSWORD);
}
