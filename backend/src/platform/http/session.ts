import { createHash, randomBytes } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';
import { type Orm, qualifiedTable } from '../db/orm';
import { preparedQuery } from '../db/prepared';
import type { Logger } from '../logger';
import { AppError } from '../app-error';
import { SessionCache } from './session-cache';

/**
 * Server-side sessions in PostgreSQL (table `sessions`), so any API process can serve any request.
 * The cookie holds a random 256-bit token; the table keeps only its SHA-256. A session ends when it is
 * unused for SESSION_IDLE_MINUTES or SESSION_MAX_HOURS after sign-in, or at logout.
 */
export const SESSION_COOKIE = 'finx_session';

/** last_seen_at is written at most this often per session, so reads stay reads (a session read just before its
 * touch is due is not cached: the next request touches it). */
const TOUCH_EVERY_MS = 60_000;

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user's id, set by {@link Sessions.load}. */
    userId?: number;
    /** SHA-256 of the session token (the `sessions` row id). */
    sessionId?: string;
  }
}

/** A random 256-bit token (base64url) carried by cookie `name`; anything else under that name is no token. */
export function readTokenCookie(req: Request, name: string): string | undefined {
  const value = req.headers.cookie ? parseCookie(req.headers.cookie)[name] : undefined;
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

const readToken = (req: Request) => readTokenCookie(req, SESSION_COOKIE);

/** A new random 256-bit token for a cookie, and the SHA-256 (hex) the server keeps of it. */
export const newCookieToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** httpOnly, SameSite=Lax, Secure over HTTPS: how the server's own cookies are set. */
export const cookieOptions = (req: Request, maxAgeMs?: number): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: req.secure,
  path: '/',
  ...(maxAgeMs === undefined ? {} : { maxAge: maxAgeMs }),
});

type SessionRow = { user_id: string | number; expires_ms: string | number; idle: boolean; expired: boolean; stale: boolean };

/**
 * The lookup a signed-in API request makes when its session is not in the {@link SessionCache}, as a
 * named prepared statement on the `pg` pool (platform/db/prepared.ts). The rare writes (touch, delete)
 * stay on the ORM's connection.
 */
function sessionLookup(orm: Orm, table: string) {
  const query = preparedQuery<SessionRow>(
    orm,
    `select "user_id",
            (extract(epoch from "expires_at") * 1000)::bigint as expires_ms,
            "last_seen_at" <= now() - $1 * interval '1 millisecond' as idle,
            "expires_at" <= now() as expired,
            "last_seen_at" <= now() - $2 * interval '1 millisecond' as stale
     from ${table} where "id" = $3`,
  );
  return async (idleMs: number, id: string): Promise<SessionRow | undefined> => (await query([idleMs, TOUCH_EVERY_MS, id]))[0];
}

/** A live session as its user's session list shows it. `id` is the row id (the token's SHA-256). */
export interface SessionInfo {
  id: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** A session's public handle: the first 16 hex characters of its row id (never the cookie or the whole hash). */
export const publicSessionId = (id: string) => id.slice(0, 16);

export interface Sessions {
  /** Middleware: reads the session cookie and sets req.userId / req.sessionId when it names a live session. */
  load: RequestHandler;
  /**
   * Signs `userId` in: any session this request carried is deleted and a new id issued (no session
   * fixation). Expired sessions of every user are swept at the same time.
   */
  start(req: Request, res: Response, userId: number): Promise<void>;
  /** Signs out: the session row is deleted and the cookie cleared. */
  end(req: Request, res: Response): Promise<void>;
  /** Ends every session of a user (password change, account deletion). */
  endAll(userId: number): Promise<void>;
  /** A user's live sessions, most recently signed in first. */
  list(userId: number): Promise<SessionInfo[]>;
  /** Ends the user's session with this {@link publicSessionId}; false when they have none such. */
  endByPublicId(userId: number, publicId: string): Promise<boolean>;
  /** Ends every session of a user but `keepId` (a row id); the number ended. */
  endOthers(userId: number, keepId: string | undefined): Promise<number>;
  /** Resolves once the session cache is on (tests). */
  cacheReady(): Promise<void>;
  /** Stops the cache's change notifications (shutdown). */
  close(): Promise<void>;
}

/**
 * The server's sessions. A live session this process has read is kept in a {@link SessionCache} that
 * the `sessions` table's change notifications keep true, so most signed-in requests make no session
 * query; writes here evict at once, notifications evict on every other process.
 */
export function createSessions(orm: Orm, config: Config, logger: Logger): Sessions {
  const table = qualifiedTable(orm, 'sessions');
  const conn = () => orm.em.getConnection();
  const lookup = sessionLookup(orm, table);
  const cache = new SessionCache(orm, logger);
  cache.start();

  const remove = async (id: string) => {
    cache.evict(id);
    await conn().execute(`delete from ${table} where "id" = ?`, [id]);
  };

  /** Deletes the sessions matching `where`, evicting each here (the trigger's notifications evict them elsewhere). */
  const removeWhere = async (where: string, params: unknown[]) => {
    const rows = await conn().execute<{ id: string }[]>(`delete from ${table} where ${where} returning "id"`, params);
    for (const { id } of rows) cache.evict(id);
    return rows.length;
  };

  const load: RequestHandler = async (req, res, next) => {
    const token = readToken(req);
    if (!token) return next();
    try {
      const id = hashToken(token);
      const cached = cache.get(id);
      if (cached !== undefined) {
        req.userId = cached;
        req.sessionId = id;
        return next();
      }
      const generation = cache.generation;
      const row = await lookup(config.session.idleMs, id);
      if (!row || row.idle || row.expired) {
        if (row) await remove(id);
        res.clearCookie(SESSION_COOKIE, cookieOptions(req));
        return next();
      }
      if (row.stale) await conn().execute(`update ${table} set "last_seen_at" = now() where "id" = ?`, [id]);
      else cache.set(id, Number(row.user_id), Number(row.expires_ms), generation);
      req.userId = Number(row.user_id);
      req.sessionId = id;
      next();
    } catch (err) {
      next(err);
    }
  };

  return {
    load,
    async start(req, res, userId) {
      const previous = readToken(req);
      const previousId = previous && hashToken(previous);
      const token = newCookieToken();
      if (previousId) cache.evict(previousId);
      await conn().transactional(async (tx) => {
        if (previousId) await conn().execute(`delete from ${table} where "id" = ?`, [previousId], 'run', tx);
        await conn().execute(
          `delete from ${table} where "expires_at" <= now() or "last_seen_at" <= now() - ? * interval '1 millisecond'`,
          [config.session.idleMs],
          'run',
          tx,
        );
        await conn().execute(
          `insert into ${table} ("id", "user_id", "expires_at", "ip", "user_agent") values (?, ?, now() + ? * interval '1 millisecond', ?, ?)`,
          [hashToken(token), userId, config.session.maxMs, (req.ip ?? '').slice(0, 64) || null, (req.get('user-agent') ?? '').slice(0, 512) || null],
          'run',
          tx,
        );
      });
      res.cookie(SESSION_COOKIE, token, cookieOptions(req, config.session.maxMs));
      req.userId = userId;
    },
    async end(req, res) {
      const token = readToken(req);
      if (token) await remove(hashToken(token));
      res.clearCookie(SESSION_COOKIE, cookieOptions(req));
      req.userId = undefined;
      req.sessionId = undefined;
    },
    async endAll(userId) {
      await removeWhere(`"user_id" = ?`, [userId]);
    },
    async list(userId) {
      const rows = await conn().execute<{ id: string; ip: string | null; user_agent: string | null; created_at: Date; last_seen_at: Date }[]>(
        `select "id", "ip", "user_agent", "created_at", "last_seen_at" from ${table}
         where "user_id" = ? and "expires_at" > now() and "last_seen_at" > now() - ? * interval '1 millisecond'
         order by "created_at" desc, "id"`,
        [userId, config.session.idleMs],
      );
      return rows.map((r) => ({ id: r.id, ip: r.ip, userAgent: r.user_agent, createdAt: new Date(r.created_at), lastSeenAt: new Date(r.last_seen_at) }));
    },
    async endByPublicId(userId, publicId) {
      return (await removeWhere(`"user_id" = ? and left("id", 16) = ?`, [userId, publicId])) > 0;
    },
    endOthers: (userId, keepId) => removeWhere(`"user_id" = ? and "id" <> ?`, [userId, keepId ?? '']),
    cacheReady: () => cache.listeningNow(),
    close: () => cache.close(),
  };
}

/** Anything carrying the session's user: an Express request, or ts-rest's view of it. */
type WithSession = { userId?: number };

/** The signed-in user's id, or 401. */
export function requireUser(req: WithSession): number {
  if (req.userId === undefined) throw new AppError('unauthenticated', 'Please sign in to continue');
  return req.userId;
}

/** The signed-in user's id when it is `userId`: 401 without a session, 403 for anyone else's data. */
export function requireSameUser(req: WithSession, userId: number): number {
  const me = requireUser(req);
  if (me !== userId) throw new AppError('forbidden', 'You can only access your own account');
  return me;
}
