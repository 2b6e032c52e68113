import type { Request } from 'express';
import type { Config } from '../../platform/config';
import type { Orm } from '../../platform/db/orm';
import { clientIp, hitRateLimit, peekRateLimit, type RateLimitRule, type RateLimitState, resetRateLimit } from '../../platform/http/rate-limit';

/**
 * Failed sign-ins are limited per IP and per username (LOGIN_MAX_FAILURES per
 * LOGIN_FAILURE_WINDOW_MINUTES). A successful sign-in clears the username's count, not the IP's.
 */
export function loginThrottle(orm: Orm, config: Config) {
  const { maxFailures, windowMs } = config.loginThrottle;
  const minutes = Math.round(windowMs / 60_000);
  const message = `Too many failed sign-in attempts. Please wait ${minutes} minutes and try again.`;
  const perIp: RateLimitRule = { name: 'login-ip', limit: maxFailures, windowMs, message };
  const perUsername: RateLimitRule = { name: 'login-user', limit: maxFailures, windowMs, message };

  return {
    message,
    /** The limit state that blocks this attempt, if any. */
    async blocked(req: Request, username: string): Promise<RateLimitState | undefined> {
      const states = await Promise.all([peekRateLimit(orm, perIp, clientIp(req)), peekRateLimit(orm, perUsername, username)]);
      return states.find((s) => s.limited);
    },
    async failed(req: Request, username: string): Promise<void> {
      await Promise.all([hitRateLimit(orm, perIp, clientIp(req)), hitRateLimit(orm, perUsername, username)]);
    },
    succeeded: (username: string) => resetRateLimit(orm, perUsername, username),
  };
}
