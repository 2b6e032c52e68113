import { WRONG_CODE } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { qualifiedTable } from '../../../platform/db/orm';
import { AppError } from '../../../platform/app-error';
import { cookieOptions, hashToken, newCookieToken, readTokenCookie } from '../../../platform/http/session';
import type { AppContext } from '../../types';
import { findUserById, toPublicUser } from '../../users';
import { accountMail } from '../mail';
import { recordSecurityEvent } from '../security-events';
import { sendTwoStepNotice } from './notices';
import { checkSecondFactor, type SecondFactor, twoStepRow } from './two-step.service';

/**
 * Signing in with two-step sign-in on: the right password does not start a session but a pending sign-in, carried by
 * a random token in a short-lived cookie (table two_step_pending_logins keeps its SHA-256, the user and the tries).
 * A code from the app or a recovery code within 5 minutes finishes it; 5 wrong tries void it.
 */
export const TWO_STEP_COOKIE = 'finx_two_step';
const PENDING_MS = 5 * 60_000;
const MAX_TRIES = 5;
const SIGN_IN_AGAIN = 'Your sign-in has expired. Please sign in again.';
const TOO_MANY_TRIES = 'Too many wrong codes. Please sign in again.';

/** Sent only to the sign-in routes. */
const pendingCookie = (req: Request, maxAgeMs?: number) => ({ ...cookieOptions(req, maxAgeMs), path: '/api/auth/login' });

/**
 * The sign-in's two steps for the auth module. `begin`, after the right password: a pending sign-in (expired ones of
 * every user are swept) and login's 202. `finish`: counts a try on the pending sign-in (at most 5, even when racing),
 * checks the code, and on success ends the pending sign-in and starts the session. 401 WRONG_CODE for a wrong code,
 * 429 at the 5th (the pending sign-in is deleted) or once the user's wrong codes are used up; 401 SIGN_IN_AGAIN
 * without a live pending sign-in.
 */
export function twoStepSignIn(ctx: Pick<AppContext, 'orm' | 'sessions' | 'config' | 'logger'>) {
  const { orm, sessions } = ctx;
  const mail = accountMail(ctx.config, ctx.logger);
  const em = () => orm.em as EntityManager;
  const table = () => qualifiedTable(orm, 'two_step_pending_logins');
  const end = (id: string) => em().execute<{ user_id: string }[]>(`delete from ${table()} where "id" = ? returning "user_id"`, [id]);

  return {
    async begin(req: Request, res: Response, userId: number) {
      const token = newCookieToken();
      await em().execute(`delete from ${table()} where "expires_at" <= now()`);
      await em().execute(`insert into ${table()} ("id", "user_id", "expires_at") values (?, ?, now() + ? * interval '1 millisecond')`, [
        hashToken(token),
        userId,
        PENDING_MS,
      ]);
      res.cookie(TWO_STEP_COOKIE, token, pendingCookie(req, PENDING_MS));
      return { status: 202 as const, body: { twoStepRequired: true as const } };
    },

    async finish(req: Request, res: Response, factor: SecondFactor) {
      const token = readTokenCookie(req, TWO_STEP_COOKIE);
      const id = token && hashToken(token);
      const signInAgain = async (code: 'unauthenticated' | 'rate_limited', message: string): Promise<never> => {
        if (id) await end(id);
        res.clearCookie(TWO_STEP_COOKIE, pendingCookie(req));
        throw new AppError(code, message);
      };
      const [pending] = id
        ? await em().execute<{ user_id: string; tries: number }[]>(
            `update ${table()} set "tries" = "tries" + 1 where "id" = ? and "expires_at" > now() and "tries" < ? returning "user_id", "tries"`,
            [id, MAX_TRIES],
          )
        : [];
      if (!id || !pending) return signInAgain('unauthenticated', SIGN_IN_AGAIN);
      const userId = Number(pending.user_id);
      const twoStep = await twoStepRow(em(), userId);
      if (!twoStep?.enabled) return signInAgain('unauthenticated', SIGN_IN_AGAIN);
      if (!(await checkSecondFactor(orm, em(), req, userId, twoStep, factor))) {
        await recordSecurityEvent(em(), { userId, type: 'two_step_failed', req });
        if (pending.tries < MAX_TRIES) throw new AppError('wrong_code', WRONG_CODE);
        return signInAgain('rate_limited', TOO_MANY_TRIES);
      }
      // Ended by a racing request with another right code: that one signs in.
      const user = await findUserById(em(), userId);
      if (!(await end(id)).length || !user) throw new AppError('unauthenticated', SIGN_IN_AGAIN);
      await sessions.start(req, res, userId);
      res.clearCookie(TWO_STEP_COOKIE, pendingCookie(req));
      await recordSecurityEvent(em(), { userId, type: 'sign_in', req });
      if ('recoveryCode' in factor) {
        await recordSecurityEvent(em(), { userId, type: 'recovery_code_used', req });
        await sendTwoStepNotice(mail, user, 'recoveryCodeUsed');
      }
      return { status: 200 as const, body: { user: toPublicUser(user) } };
    },
  };
}
