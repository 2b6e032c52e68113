import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

declare global {
  namespace Express {
    interface Request {
      /** Request id: the caller's X-Request-Id when it looks sane, else a new UUID. Echoed in the response. */
      id: string;
    }
  }
}

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestId(): RequestHandler {
  return (req, res, next) => {
    const given = req.get('x-request-id');
    req.id = given && SANE_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    next();
  };
}

/**
 * Tracks each request until its response is done (or its connection closed): counts it in flight, so
 * shutdown can wait for it, and writes one structured access-log line for it (path without the query
 * string: queries may carry secrets). One pair of listeners per request serves both.
 */
export function requestTracking(inFlight: InFlight, logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    inFlight.count++;
    if (inFlight.draining) res.setHeader('Connection', 'close');
    let done = false;
    const finish = (aborted: boolean) => {
      if (done) return;
      done = true;
      inFlight.release();
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      // `failure`: why an outage's 503 was answered (the error handler logs nothing more above debug)
      const failure = res.locals.failure as string | undefined;
      const line = {
        reqId: req.id,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms,
        ...(aborted ? { aborted } : {}),
        ...(failure ? { failure } : {}),
      };
      // the site's own files are logged at debug level, API calls and every failure at their level
      if (level === 'info' && !req.originalUrl.startsWith('/api')) logger.debug(line, 'request');
      else logger[level](line, 'request');
    };
    res.on('finish', () => finish(false));
    // 'close' first: the client went away before the response was sent
    res.on('close', () => finish(true));
    next();
  };
}

/** Requests in flight, so shutdown can wait for them. */
export class InFlight {
  count = 0;
  draining = false;
  private waiters: (() => void)[] = [];

  release(): void {
    this.count--;
    if (this.count === 0) for (const w of this.waiters.splice(0)) w();
  }

  /** Resolves true when no request is in flight, false on timeout. */
  idle(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const t = setTimeout(() => resolve(false), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(t);
        resolve(true);
      });
    });
  }
}
