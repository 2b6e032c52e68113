import { authContract } from '@finx/contracts';
import { AppError } from '../../platform/app-error';
import { hashPassword, verifyPassword } from '../../platform/crypto';
import { mountContract } from '../../platform/http/contract';
import { clientIp, hitRateLimit, type RateLimitRule, retryLater } from '../../platform/http/rate-limit';
import { isTwoStepEnabled, recordSecurityEvent, twoStepSignIn } from '../account';
import type { BackendModule } from '../types';
import { createUser, findUserById, findUserByUsername, toPublicUser } from '../users';
import { loginThrottle } from './login-throttle';

const INVALID_LOGIN = 'Invalid username or password';

/** Registration, sign-in (with the account's two-step sign-in when it is on) and sign-out over server-side sessions (platform/http/session). */
export const authModule: BackendModule = {
  name: 'auth',
  routes(app, ctx) {
    const { orm, config, sessions } = ctx;
    const throttle = loginThrottle(orm, config);
    const twoStep = twoStepSignIn(ctx);
    const registrations: RateLimitRule = {
      name: 'register-ip',
      limit: config.registerRateLimit,
      windowMs: 60 * 60_000,
      message: 'Too many accounts created from this network. Please try again in an hour.',
    };

    mountContract(app, authContract, {
      register: async ({ body, req, res }) => {
        const limit = await hitRateLimit(orm, registrations, clientIp(req));
        if (limit.limited) return retryLater(res, registrations.message, limit);
        const { password, ...profile } = body;
        const user = await createUser(orm.em, { ...profile, passwordHash: await hashPassword(password) });
        await sessions.start(req, res, user.id);
        return { status: 201, body: { user: toPublicUser(user) } };
      },

      login: async ({ body, req, res }) => {
        const blocked = await throttle.blocked(req, body.username);
        if (blocked) return retryLater(res, throttle.message, blocked);
        const user = await findUserByUsername(orm.em, body.username);
        if (!(await verifyPassword(body.password, user?.passwordHash)) || !user) {
          await throttle.failed(req, body.username);
          if (user) await recordSecurityEvent(orm.em, { userId: user.id, type: 'sign_in_failed', req });
          throw new AppError('unauthenticated', INVALID_LOGIN);
        }
        await throttle.succeeded(body.username);
        if (await isTwoStepEnabled(orm.em, user.id)) return twoStep.begin(req, res, user.id);
        await sessions.start(req, res, user.id);
        await recordSecurityEvent(orm.em, { userId: user.id, type: 'sign_in', req });
        return { status: 200, body: { user: toPublicUser(user) } };
      },

      loginTwoStep: ({ body, req, res }) => twoStep.finish(req, res, body),

      logout: async ({ req, res }) => {
        await sessions.end(req, res);
        return { status: 200, body: { ok: true as const } };
      },

      me: async ({ req }) => {
        const user = req.userId === undefined ? null : await findUserById(orm.em, req.userId);
        return { status: 200, body: { user: user ? toPublicUser(user) : null } };
      },
    });
  },
};
