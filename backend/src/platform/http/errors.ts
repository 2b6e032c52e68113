import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger';
import { isDatabaseUnavailable } from '../db/unavailable';
import { QueueUnavailableError } from '../queue/types';

/** Seconds a client is asked to wait when the database or the queue is unreachable (503). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Throw from a handler to answer `status` with `{ error: message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** More fields of the JSON body beside `error` (a 409's link to the dispute that is already open). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** JSON 404 for any /api path no router answered. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: `Not found: ${req.method} ${req.originalUrl.split('?')[0]}` });
};

/**
 * Last error handler: JSON `{ error }` always, never a stack trace.
 * 400 for malformed JSON, 413 over BODY_LIMIT, the HttpError's status, 503 with Retry-After when PostgreSQL or
 * the queue is unreachable (an outage: the access-log line says why, the stack is logged at debug only), else 500
 * (logged with its stack).
 */
export function errorHandler(logger: Logger, bodyLimit: string): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const unavailable = isDatabaseUnavailable(err) ? 'database' : err instanceof QueueUnavailableError ? 'queue' : undefined;
    if (unavailable) {
      logger.debug({ err, reqId: req.id }, `${unavailable} unavailable`);
      res.locals.failure = `${unavailable} unavailable`;
      res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return void res.status(503).json({ error: 'FinX is briefly unavailable. Please try again in a few seconds.' });
    }
    const e = err as { type?: string; status?: number; statusCode?: number; expose?: boolean; message?: string };
    let status = 500;
    let message = 'Internal Server Error';
    let details: Record<string, unknown> | undefined;
    if (err instanceof HttpError) {
      status = err.status;
      message = err.message;
      details = err.details;
    } else if (e.type === 'entity.parse.failed') {
      status = 400;
      message = 'Malformed JSON in request body';
    } else if (e.type === 'entity.too.large') {
      status = 413;
      message = `Request body is larger than the ${bodyLimit} limit`;
    } else {
      const s = e.status ?? e.statusCode;
      if (typeof s === 'number' && s >= 400 && s < 500) {
        status = s;
        message = e.expose && e.message ? e.message : (defaultMessages[s] ?? 'Bad Request');
      }
    }
    if (status >= 500) logger.error({ err, reqId: req.id, method: req.method, path: req.path }, 'unhandled error');
    else logger.debug({ reqId: req.id, status, message }, 'request rejected');
    res.status(status).json({ ...details, error: message });
  };
}

const defaultMessages: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  415: 'Unsupported Media Type',
};
