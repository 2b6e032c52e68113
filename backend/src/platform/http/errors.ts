import type { ErrorCode } from '@finx/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../app-error';
import type { Logger } from '../logger';
import { isDatabaseUnavailable } from '../db/unavailable';
import { QueueUnavailableError } from '../queue/types';

/** Seconds a client is asked to wait when the database or the queue is unreachable (503). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The HTTP status of each error code: the one place where codes meet HTTP. */
export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  invalid_input: 400,
  missing_user_info: 400,
  nothing_to_dispute: 400,
  unauthenticated: 401,
  wrong_password: 401,
  wrong_code: 401,
  plan_required: 402,
  payment_declined: 402,
  forbidden: 403,
  agreement_required: 403,
  not_found: 404,
  conflict: 409,
  duplicate_dispute: 409,
  price_changed: 409,
  expired: 410,
  too_large: 413,
  unsupported_type: 415,
  wrong_answer: 422,
  not_enough_data: 422,
  rate_limited: 429,
  quota_exceeded: 429,
  internal: 500,
  upstream_failed: 502,
  unavailable: 503,
};

/**
 * The code of a 4xx error FinX did not raise itself, by its status: the body parser's (400, 413, 415) and Express's
 * static files' (403 outside the root, 404); any other 4xx is invalid_input.
 */
const CODE_OF_STATUS: Record<number, ErrorCode> = { 403: 'forbidden', 404: 'not_found', 413: 'too_large', 415: 'unsupported_type' };
const codeOfStatus = (status: number): ErrorCode => CODE_OF_STATUS[status] ?? 'invalid_input';

/** Every error answer's body: the user's sentence, its code, and the fields the code adds. */
export const errorBody = (code: ErrorCode, message: string, details?: Record<string, unknown>) => ({ ...details, error: message, code });

/** JSON 404 for any /api path no router answered. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(errorBody('not_found', `Not found: ${req.method} ${req.originalUrl.split('?')[0]}`));
};

/**
 * Last error handler: JSON `{ error, code }` always, never a stack trace.
 * An AppError answers its code's status with its message and details; 400 for malformed JSON, 413 over BODY_LIMIT,
 * 503 with Retry-After when PostgreSQL or the queue is unreachable (an outage: the access-log line says why, the
 * stack is logged at debug only), else 500 (logged with its stack, as is an AppError coded `internal`).
 */
export function errorHandler(logger: Logger, bodyLimit: string): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const unavailable = isDatabaseUnavailable(err) ? 'database' : err instanceof QueueUnavailableError ? 'queue' : undefined;
    if (unavailable) {
      logger.debug({ err, reqId: req.id }, `${unavailable} unavailable`);
      res.locals.failure = `${unavailable} unavailable`;
      res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return void res.status(503).json(errorBody('unavailable', 'FinX is briefly unavailable. Please try again in a few seconds.'));
    }
    const { status, body } = answerFor(err, bodyLimit);
    // A refusal a service chose (a provider down, not configured) is no fault of FinX's; an internal one is.
    if (status >= 500 && !(err instanceof AppError && err.code !== 'internal'))
      logger.error({ err, reqId: req.id, method: req.method, path: req.path }, 'unhandled error');
    else logger.debug({ reqId: req.id, status, code: body.code, message: body.error }, 'request rejected');
    res.status(status).json(body);
  };
}

const coded = (code: ErrorCode, message: string, details?: Record<string, unknown>) => ({
  status: STATUS_OF_CODE[code],
  body: errorBody(code, message, details),
});

/** An AppError as it says; the body parser's and Express's own 4xx errors by their status; anything else 500. */
function answerFor(err: unknown, bodyLimit: string) {
  if (err instanceof AppError) return coded(err.code, err.message, err.details);
  const e = err as { type?: string; status?: number; statusCode?: number; expose?: boolean; message?: string };
  if (e.type === 'entity.parse.failed') return coded('invalid_input', 'Malformed JSON in request body');
  if (e.type === 'entity.too.large') return coded('too_large', `Request body is larger than the ${bodyLimit} limit`);
  const s = e.status ?? e.statusCode;
  if (typeof s === 'number' && s >= 400 && s < 500) {
    return { status: s, body: errorBody(codeOfStatus(s), e.expose && e.message ? e.message : (defaultMessages[s] ?? 'Bad Request')) };
  }
  return coded('internal', 'Internal Server Error');
}

const defaultMessages: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  415: 'Unsupported Media Type',
};
