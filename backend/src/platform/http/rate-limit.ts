import type { Request, RequestHandler, Response } from 'express';
import { type Orm, qualifiedTable } from '../db/orm';
import { errorBody } from './errors';

/** `limit` counted events per `windowMs` for one subject (an IP, a username, ...). */
export interface RateLimitRule {
  /** Namespace of the counters, e.g. 'login-ip'. */
  name: string;
  limit: number;
  windowMs: number;
  /** The 429 answer's `error`. */
  message: string;
}

export interface RateLimitState {
  /** Events counted in the current window. */
  count: number;
  /** true once the count is over the limit (hit) or at it (peek). */
  limited: boolean;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

const counterKey = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

type Row = { hits: number; ttl: string | number };

const state = (row: Row | undefined, limitedFrom: number): RateLimitState => {
  const count = row ? Number(row.hits) : 0;
  return { count, limited: count >= limitedFrom, retryAfterSeconds: row ? Math.max(1, Math.ceil(Number(row.ttl))) : 0 };
};

/**
 * Counts one event: a fixed window kept in PostgreSQL, so every API process sees the same counters.
 * One atomic upsert; a window that has ended starts over at 1.
 */
export async function hitRateLimit(orm: Orm, rule: RateLimitRule, subject: string): Promise<RateLimitState> {
  const table = qualifiedTable(orm, 'rate_limits');
  const rows: Row[] = await orm.em.getConnection().execute(
    `insert into ${table} as r ("key", "hits", "reset_at") values (?, 1, now() + ? * interval '1 millisecond')
     on conflict ("key") do update set
       "hits" = case when r."reset_at" <= now() then 1 else r."hits" + 1 end,
       "reset_at" = case when r."reset_at" <= now() then excluded."reset_at" else r."reset_at" end
     returning "hits", extract(epoch from ("reset_at" - now())) as ttl`,
    [counterKey(rule, subject), rule.windowMs],
  );
  return state(rows[0], rule.limit + 1);
}

/** The current count without counting: `limited` when the limit is already used up. */
export async function peekRateLimit(orm: Orm, rule: RateLimitRule, subject: string): Promise<RateLimitState> {
  const rows: Row[] = await orm.em
    .getConnection()
    .execute(
      `select "hits", extract(epoch from ("reset_at" - now())) as ttl from ${qualifiedTable(orm, 'rate_limits')} where "key" = ? and "reset_at" > now()`,
      [counterKey(rule, subject)],
    );
  return state(rows[0], rule.limit);
}

export async function resetRateLimit(orm: Orm, rule: RateLimitRule, subject: string): Promise<void> {
  await orm.em.getConnection().execute(`delete from ${qualifiedTable(orm, 'rate_limits')} where "key" = ?`, [counterKey(rule, subject)]);
}

/** The client's address (honours TRUST_PROXY through Express's req.ip). */
export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * The 429 answer for a limited subject: sets Retry-After on `res` and returns the status and `{ error, code }`
 * (what a ts-rest handler returns; the middleware below sends it).
 */
export function retryLater(res: Response, message: string, limited: RateLimitState) {
  res.setHeader('Retry-After', String(limited.retryAfterSeconds));
  return { status: 429 as const, body: errorBody('rate_limited', message) };
}

/** Middleware counting every request under `keyOf(req)`; over the limit → 429 `{ error: rule.message, code: 'rate_limited' }`. */
export function rateLimit(orm: Orm, rule: RateLimitRule, keyOf: (req: Request) => string = clientIp): RequestHandler {
  return async (req, res, next) => {
    try {
      const s = await hitRateLimit(orm, rule, keyOf(req));
      if (s.limited) {
        const answer = retryLater(res, rule.message, s);
        res.status(answer.status).json(answer.body);
        return;
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}
