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

/** One structured line per request; path without query string (queries may carry secrets). */
export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on('finish', () => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      if (level === 'info' && !req.originalUrl.startsWith('/api')) {
        logger.debug({ reqId: req.id, method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms }, 'request');
        return;
      }
      logger[level]({ reqId: req.id, method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms }, 'request');
    });
    next();
  };
}

/** Counts requests in flight so shutdown can wait for them. */
export class InFlight {
  count = 0;
  draining = false;
  private waiters: (() => void)[] = [];

  middleware(): RequestHandler {
    return (_req, res, next) => {
      this.count++;
      if (this.draining) res.setHeader('Connection', 'close');
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        this.count--;
        if (this.count === 0) for (const w of this.waiters.splice(0)) w();
      };
      res.on('finish', finish);
      res.on('close', finish);
      next();
    };
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
